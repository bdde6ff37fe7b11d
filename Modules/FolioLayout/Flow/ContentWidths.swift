import FolioGeometry
import FolioText

/// The narrowest and the widest a run of blocks can be laid out (CSS's min-content and
/// max-content widths), for the automatic widths of table columns: text by its longest
/// unbreakable word and its longest line, lists and quotes with their indents, images at their
/// size, nested tables by their own columns.
extension TextSetter {
    /// The min- and max-content widths of `blocks` in a measure at most `available` wide.
    func contentWidths(of blocks: [Block], available: Double) throws(LayoutError) -> (min: Double, max: Double) {
        var lo = 0.0, hi = 0.0
        for block in blocks {
            let (a, b) = try contentWidths(of: block, available: available)
            lo = Swift.max(lo, a)
            hi = Swift.max(hi, b)
        }
        return (lo, Swift.max(lo, hi))
    }

    private func contentWidths(of block: Block, available: Double) throws(LayoutError) -> (Double, Double) {
        let style = block.style
        if let style, style.placement.isOutOfFlow { return (0, 0) }
        // What the block's own margins, borders and padding add on either side.
        var sides = 0.0
        if let style {
            if let m = style.margins { sides += Swift.max(0, m.left) + Swift.max(0, m.right) }
            if style.hasBox {
                sides += style.padding.left + style.padding.right + (style.borderLeft?.width ?? 0) + (style.borderRight?.width ?? 0)
            }
        }
        let inner = Swift.max(1, available - sides)
        let (lo, hi): (Double, Double)
        switch block {
        case .paragraph(let p):
            // A plain paragraph (a table cell's, measured for its column) from its kept lines.
            if let lines = try plainLines(of: p, alignment: nil, width: Self.unwrappedWidth) {
                (lo, hi) = Self.contentWidths(of: lines)
            } else {
                guard let text = text(of: block, alignment: nil) else { return (0, 0) }
                (lo, hi) = try contentWidths(text)
            }
        case .heading, .preformatted:
            guard let text = text(of: block, alignment: nil) else { return (0, 0) }
            (lo, hi) = try contentWidths(text)
        case .table(let t):
            let w = try TableFlow.contentWidths(of: t, available: inner, setter: self)
            (lo, hi) = (w.min, w.max)
        case .list, .definitionList, .blockQuote, .group, .figure, .tableOfContents, .row, .grid, .columns:
            (lo, hi) = try containerContentWidths(block, available: inner, ownMargins: style?.margins != nil)
        case .rule, .pageBreak, .spacer:
            (lo, hi) = (0, 0)
        }
        return style.map { Self.sized(lo + sides, hi + sides, by: $0) } ?? (lo + sides, hi + sides)
    }

    /// The content widths of the blocks that hold blocks (lists, quotes, groups, rows, grids,
    /// columns) and of figures and contents, from a measure `available` wide; `ownMargins`:
    /// the block's style gives its margins. Apart from ``contentWidths(of:available:)``, whose
    /// frame each table nested in a table adds to the stack again: kept small, 200 nested
    /// tables fit in a thread's stack.
    @inline(never)
    private func containerContentWidths(_ block: Block, available inner: Double, ownMargins: Bool) throws(LayoutError) -> (Double, Double) {
        let (lo, hi): (Double, Double)
        switch block {
        case .list(let list):
            var w = (0.0, 0.0)
            let indent = list.indent ?? self.style.listIndent
            for item in list.items { w = Self.wider(w, try contentWidths(of: item.content, available: inner - indent)) }
            (lo, hi) = (w.0 + indent, w.1 + indent)
        case .definitionList(let d):
            var w = (0.0, 0.0)
            for entry in d.entries {
                w = Self.wider(w, try contentWidths(of: [.paragraph(Paragraph(entry.term))], available: inner))
                for definition in entry.definitions {
                    let dw = try contentWidths(of: definition, available: inner - self.style.quoteIndent)
                    w = Self.wider(w, (dw.min + self.style.quoteIndent, dw.max + self.style.quoteIndent))
                }
            }
            (lo, hi) = w
        case .blockQuote(let q):
            let indent = ownMargins ? 0 : 2 * self.style.quoteIndent
            let w = try contentWidths(of: q.content, available: inner - indent)
            (lo, hi) = (w.min + indent, w.max + indent)
        case .group(let g):
            (lo, hi) = try contentWidths(of: g.content, available: inner)
        case .figure(let f):
            if f.image != nil {
                let w = f.size(fitting: inner).width
                (lo, hi) = (w, w)
            } else {
                (lo, hi) = try contentWidths(AttributedText(f.alternativeText.isEmpty ? "[image]" : f.alternativeText,
                                                            attributes: baseAttributes()))
            }
        case .tableOfContents:
            (lo, hi) = (40, inner)
        case .row(let r):
            // Side by side at their widest, each at least at its narrowest; wrapped, as narrow as its widest item.
            var sum = (0.0, 0.0)
            for item in r.items {
                let sides = item.box.horizontalInsets
                let w = try contentWidths(of: item.content, available: inner)
                sum = r.wraps ? (Swift.max(sum.0, w.min + sides), sum.1 + w.max + sides) : (sum.0 + w.min + sides, sum.1 + w.max + sides)
            }
            let gaps = r.gap * Double(Swift.max(0, r.items.count - 1))
            (lo, hi) = (sum.0 + (r.wraps ? 0 : gaps), sum.1 + gaps)
        case .grid(let g):
            (lo, hi) = try GridLayout.contentWidths(g, available: inner, setter: self)
        case .columns(let c):
            // Each column at least its content's narrowest (and the column width), side by side.
            let n = Double(c.count ?? 1), gaps = c.gap * Double(Swift.max(0, (c.count ?? 1) - 1))
            let w = try contentWidths(of: c.content, available: inner)
            (lo, hi) = (n * Swift.max(w.min, c.width ?? 0) + gaps, n * Swift.max(w.max, c.width ?? 0) + gaps)
        default:
            (lo, hi) = (0, 0)
        }
        return (lo, hi)
    }

    /// The widths `lo` and `hi` (margins included) bounded by the box's own widths in points;
    /// fractions depend on the measure being found, and are left to the layout. Apart, so that
    /// the recursion above (nested tables) keeps a small frame.
    @inline(never)
    private static func sized(_ lo: Double, _ hi: Double, by style: BlockStyle) -> (Double, Double) {
        guard style.width != nil || style.minimumWidth != nil || style.maximumWidth != nil else { return (lo, hi) }
        let margins = style.margins.map { Swift.max(0, $0.left) + Swift.max(0, $0.right) } ?? 0
        var low = lo - margins, high = hi - margins
        if case .points(let w)? = style.width { (low, high) = (w, w) }
        if case .points(let w)? = style.maximumWidth { (low, high) = (Swift.min(low, w), Swift.min(high, w)) }
        if case .points(let w)? = style.minimumWidth { (low, high) = (Swift.max(low, w), Swift.max(high, w)) }
        return (low + margins, high + margins)
    }

    private static func wider(_ a: (Double, Double), _ b: (min: Double, max: Double)) -> (Double, Double) {
        (Swift.max(a.0, b.min), Swift.max(a.1, b.max))
    }
}
