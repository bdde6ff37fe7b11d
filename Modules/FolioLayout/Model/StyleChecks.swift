import FolioGeometry
import FolioText

// Checks of the numbers documents and blocks give: the document's style before layout starts,
// a block's style when the flow opens it, a table's, figure's, rule's or spacer's own numbers
// where the flow makes its items. NaN, an infinity or a distance past any page is refused with
// `LayoutError.invalidStyle` naming the property, rather than reaching the page's geometry
// (where it would be refused later, named only by the drawing call that met it).

extension EdgeInsets {
    /// Why these insets, the property `name`, cannot be used, or `nil` when each is a distance.
    func problem(_ name: String) -> String? {
        StyleValue.problem("\(name).top", top) ?? StyleValue.problem("\(name).left", left)
            ?? StyleValue.problem("\(name).bottom", bottom) ?? StyleValue.problem("\(name).right", right)
    }
}

extension Border {
    /// Why this border cannot be drawn, or `nil` when its width is a distance.
    func problem(_ name: String) -> String? { StyleValue.problem("\(name).width", width) }
}

extension BlockStyle {
    /// Why a block with this style cannot be laid out, or `nil` when it can.
    var problem: String? {
        let boxes: String? = margins?.problem("margins") ?? padding.problem("padding")
            ?? borderTop?.problem("borderTop") ?? borderLeft?.problem("borderLeft")
            ?? borderBottom?.problem("borderBottom") ?? borderRight?.problem("borderRight")
        let places: String? = placement.problem
            ?? StyleValue.problem("offset.width", offset.width) ?? StyleValue.problem("offset.height", offset.height)
        let widths: String? = width?.problem("width") ?? minimumWidth?.problem("minimumWidth") ?? maximumWidth?.problem("maximumWidth")
        return boxes ?? places ?? widths
    }
}

extension BoxLength {
    /// Why this length cannot be a box's width, or `nil`: points from 0 up to a distance, a
    /// fraction from 0 to 100.
    func problem(_ name: String) -> String? {
        switch self {
        case .points(let p): StyleValue.problem("\(name) (points)", p, in: 0...StyleValue.maximumDistance)
        case .fraction(let f): StyleValue.problem("\(name) (fraction)", f, in: 0...100)
        case .sum(let f, let p):
            StyleValue.problem("\(name) (fraction)", f, in: 0...100)
                ?? StyleValue.problem("\(name) (points)", p, in: -StyleValue.maximumDistance...StyleValue.maximumDistance)
        }
    }
}

extension Placement {
    /// Why these offsets cannot be used, or `nil` when each given one is a distance.
    var problem: String? {
        let offsets: [(String, Double?)]
        switch self {
        case .inFlow, .relative: return nil
        case .absolute(let t, let l, let b, let r), .fixed(let t, let l, let b, let r):
            offsets = [("top", t), ("left", l), ("bottom", b), ("right", r)]
        }
        for case let (name, value?) in offsets {
            if let why = StyleValue.problem("placement.\(name)", value) { return why }
        }
        return nil
    }
}

extension DocumentStyle {
    /// Why a document with this style cannot be laid out, or `nil` when it can: the fonts'
    /// sizes positive and finite, the other numbers finite and within reach of a page.
    var problem: String? {
        for (name, font) in [("font", font), ("monospacedFont", monospacedFont), ("headingFont", headingFont)]
        where !(font.size > 0 && font.size <= StyleValue.maximumDistance) {
            return "\(name).size is \(font.size); give a number of points above 0, up to \(Int(StyleValue.maximumDistance))"
        }
        for scale in headingScale where !(scale > 0 && scale <= 1000) {
            return "headingScale holds \(scale); give numbers above 0, up to 1000"
        }
        let distances: [(String, Double)] = [
            ("paragraphSpacing", paragraphSpacing), ("listIndent", listIndent), ("markerGap", markerGap), ("quoteIndent", quoteIndent),
        ]
        for (name, value) in distances {
            if let why = StyleValue.problem(name, value) { return why }
        }
        return paragraphStyle.problem.map { "paragraphStyle.\($0)" }
            ?? StyleValue.problem("headingSpaceBefore", headingSpaceBefore, in: -1000...1000)
            ?? StyleValue.problem("headingSpaceAfter", headingSpaceAfter, in: -1000...1000)
    }
}

extension Figure {
    /// Why this figure cannot be laid out, or `nil` when its width and height, when given, are
    /// distances.
    var problem: String? {
        width.flatMap { StyleValue.problem("a figure's width", $0) } ?? height.flatMap { StyleValue.problem("a figure's height", $0) }
    }
}

extension Table {
    /// Why this table cannot be laid out, or `nil` when it can.
    var problem: String? {
        func check(_ name: String, _ width: Double, fraction: Bool) -> String? {
            StyleValue.problem(name, width, in: fraction ? -1000...1000 : -StyleValue.maximumDistance...StyleValue.maximumDistance)
        }
        switch width {
        case .points(let w): if let why = check("a table's width", w, fraction: false) { return why }
        case .fraction(let f): if let why = check("a table's width fraction", f, fraction: true) { return why }
        case .auto, .full: break
        }
        for column in columns {
            switch column.width {
            case .points(let w): if let why = check("a table column's width", w, fraction: false) { return why }
            case .fraction(let f): if let why = check("a table column's width fraction", f, fraction: true) { return why }
            case .auto: break
            }
        }
        if case .separated(let h, let v) = borderModel {
            if let why = StyleValue.problem("a table's horizontal cell spacing", h) ?? StyleValue.problem("a table's vertical cell spacing", v) {
                return why
            }
        }
        return cellPadding.problem("a table's cellPadding") ?? gridLine?.problem("a table's gridLine")
    }
}

extension Columns {
    /// Why these columns cannot be laid out, or `nil`: a count of at least 1, a width above
    /// 0, and a gap and a rule width that are distances.
    var problem: String? {
        if let count, count < 1 { return "a Columns count is \(count); give 1 or more, or nil for as many as the width allows" }
        if let width, !(width > 0 && width <= StyleValue.maximumDistance) {
            return "a Columns width is \(width); give a number of points above 0, up to \(Int(StyleValue.maximumDistance)), or nil"
        }
        return StyleValue.problem("a Columns gap", gap, in: 0...StyleValue.maximumDistance) ?? rule?.problem("a Columns rule")
    }
}
