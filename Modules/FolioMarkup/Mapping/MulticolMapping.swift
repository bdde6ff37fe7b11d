import FolioCSS
import FolioLayout

/// How a multi-column element's CSS becomes ``Columns`` (CSS Multi-column Layout 1): its
/// count and width (`column-count`, `column-width`, `columns`), its gap (`column-gap`, `normal`
/// being 1em), its rule (`column-rule` and its longhands) and `column-fill`. A child with
/// `column-span: all` carries ``BlockStyle/spansColumns`` (``StyleMapping/block(_:)``).
enum MulticolMapping {
    /// Whether an element of `tag` with `style` sets its content in columns (a table and its
    /// parts, and flex and grid containers, keep their own layout, as CSS has it).
    static func isMulticol(_ style: ComputedStyle, tag: String) -> Bool {
        style.multicol.isMulticol && [.block, .listItem, .inlineBlock].contains(style.display)
            && !["table", "thead", "tbody", "tfoot", "tr", "td", "th", "caption"].contains(tag)
    }

    /// A list (`<ul>`, `<ol>`) in columns: the list's margins and box around the columns, its
    /// items in them, indented in each column.
    static func columns(list: List, style: ComputedStyle) -> Block {
        var inner = list
        var outer = inner.style
        inner.style = BlockStyle(margins: .zero)
        var c = columns([.list(inner)], style: style)
        outer.margins = outer.margins ?? .zero
        c.style = outer
        return .columns(c)
    }

    /// The columns of an element with `style` whose content made `blocks`.
    static func columns(_ blocks: [Block], style: ComputedStyle) -> Columns {
        let m = style.multicol
        let side = BorderSide(width: m.ruleStyle == .none ? 0 : m.ruleWidth, style: m.ruleStyle, color: m.ruleColor ?? style.color)
        return Columns(count: m.count, width: m.width.map { max($0, 1) }, gap: m.gap ?? style.fontSize, rule: StyleMapping.border(side),
                       fill: m.balances ? .balance : .auto, style: BlockStyle(margins: .zero), content: blocks)
    }
}
