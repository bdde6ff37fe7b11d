import FolioCSS
import FolioLayout

/// How a flex container's CSS becomes a ``Row`` (CSS Flexible Box 1; stacked blocks in the column directions): its
/// children, each blockified into an item that takes the child's box (background, padding,
/// borders) and its flex factors, basis and least and greatest widths, sorted by `order`.
enum FlexMapping {
    /// Whether an element of `tag` with `style` lays its children out as flex or grid items
    /// (lists and tables keep their own layout).
    static func isItemContainer(_ style: ComputedStyle, tag: String) -> Bool {
        [.flex, .inlineFlex, .grid, .inlineGrid].contains(style.display)
            && !["ul", "ol", "dl", "table", "thead", "tbody", "tfoot", "tr", "td", "th", "caption"].contains(tag)
    }

    /// The blocks of a flex or grid container whose children made `children` (each with its
    /// style; `nil` for text straight in the container), in document order.
    /// `decoration`: an item's rounded corners, shadows and background layers (the
    /// converter's, which loads `url()` images).
    static func blocks(_ children: [(style: ComputedStyle?, blocks: [Block])], container style: ComputedStyle,
                       decoration: (ComputedStyle) -> BoxDecoration = StyleMapping.decoration) -> [Block] {
        guard !children.isEmpty else { return [] }
        if style.display == .grid || style.display == .inlineGrid {
            return [.grid(GridMapping.grid(children, style: style, decoration: decoration))]
        }
        return blocks(children.map { ($0.style?.flex.order ?? 0, item($0.blocks, style: $0.style, decoration: decoration)) }, style: style)
    }

    /// The blocks of a flex container with `items` (with their `order`, in document order): a
    /// ``Row`` in the row directions; in the column directions the items stacked, each in its
    /// box, `row-gap` apart (as wide as the container: `align-items` other than `stretch` is
    /// not applied there).
    private static func blocks(_ items: [(order: Int, item: Row.Item)], style: ComputedStyle) -> [Block] {
        switch style.flex.direction {
        case .row, .rowReverse:
            return [.row(row(items, style: style))]
        case .column, .columnReverse:
            var sorted = items.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }.map(\.element.item)
            if style.flex.direction == .columnReverse { sorted.reverse() }
            var blocks: [Block] = []
            for item in sorted {
                if !blocks.isEmpty, style.flex.rowGap > 0 { blocks.append(.spacer(style.flex.rowGap)) }
                var box = BlockStyle(margins: .zero, padding: item.box.padding, background: item.box.background)
                box.decoration = item.box.decoration
                (box.borderTop, box.borderLeft, box.borderBottom, box.borderRight) = (item.box.borderTop, item.box.borderLeft, item.box.borderBottom, item.box.borderRight)
                blocks.append(.group(Group(item.content, style: box)))
            }
            return blocks
        }
    }

    /// An item of `blocks` with the box and flex properties of the child's `style` (`nil`:
    /// anonymous, text straight in the container).
    private static func item(_ blocks: [Block], style: ComputedStyle?, decoration: (ComputedStyle) -> BoxDecoration) -> Row.Item {
        guard let style else { return Row.Item(blocks) }
        let box = itemBox(style, decoration: decoration)
        let sides = style.boxSizing == .borderBox ? 0 : box.horizontalInsets
        func outer(_ length: CSSLength) -> Double? {
            if case .points(let p) = length { return p + sides }
            return nil
        }
        let basis: Row.Basis = switch (style.flex.basis, style.width) {
        case (.points(let p), _): .points(p + sides)
        case (.percent(let p), _): .fraction(p / 100)
        case (.sum(let p, let points), _): .sum(fraction: p / 100, points: points + sides)
        case (.auto, .points(let w)): .points(w + sides)
        case (.auto, .percent(let p)): .fraction(p / 100)
        case (.auto, .sum(let p, let points)): .sum(fraction: p / 100, points: points + sides)
        case (.auto, .auto): .auto
        }
        return Row.Item(blocks, grow: style.flex.grow, shrink: style.flex.shrink, basis: basis,
                        minimumWidth: outer(style.minWidth), maximumWidth: outer(style.maxWidth),
                        alignment: style.flex.alignSelf.map(alignment), box: box)
    }

    /// The row of a container whose items (with their `order`) are in document order.
    private static func row(_ items: [(order: Int, item: Row.Item)], style: ComputedStyle) -> Row {
        // A stable sort by `order`; `row-reverse` sets them last first, from the end.
        var sorted = items.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }.map(\.element.item)
        var justification: Row.Justification = switch style.flex.justifyContent {
        case .start: .start
        case .end: .end
        case .center: .center
        case .spaceBetween: .spaceBetween
        case .spaceAround: .spaceAround
        case .spaceEvenly: .spaceEvenly
        }
        if style.flex.direction == .rowReverse {
            sorted.reverse()
            justification = justification == .start ? .end : justification == .end ? .start : justification
        }
        return Row(sorted, gap: style.flex.columnGap, lineGap: style.flex.rowGap, wraps: style.flex.wraps,
                   justification: justification, alignment: alignment(style.flex.alignItems), style: BlockStyle(margins: .zero))
    }

    /// An item's box: the background, padding, borders and decoration of its element.
    static func itemBox(_ style: ComputedStyle, decoration: (ComputedStyle) -> BoxDecoration) -> ItemBox {
        let b = StyleMapping.block(style)
        var box = ItemBox(background: b.background, padding: b.padding)
        box.decoration = decoration(style)
        (box.borderTop, box.borderLeft, box.borderBottom, box.borderRight) = (b.borderTop, b.borderLeft, b.borderBottom, b.borderRight)
        return box
    }

    static func alignment(_ a: FlexAlignment) -> Row.Alignment {
        switch a {
        case .stretch: .stretch
        case .start: .start
        case .end: .end
        case .center: .center
        case .baseline: .baseline
        }
    }
}
