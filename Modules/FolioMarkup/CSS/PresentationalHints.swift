import FolioCSS
import FolioGraphics

/// Styles from old presentational attributes, which apply as author rules of specificity
/// zero placed before every author rule (as the HTML standard says).
///
/// Mapped: `align` (text alignment of blocks and cells; `center` on a table centres it, `left`
/// and `right` on an image or a table float it, as the HTML standard's rendering section says),
/// `bgcolor`, `<font color size face>`, `width`/`height` of `img`, `table`, `td`, `th`, `col`,
/// `border` of `table` (grey, and grey 1px borders on its cells), `cellpadding`, `cellspacing`,
/// `valign`, `nowrap`, `dir`, `hidden`, and `type` of `ol`, `ul` and `li` (as `list-style-type`; `start` and
/// `reversed` stay attributes for the caller to read).
enum PresentationalHints {
    static func declarations(for node: Int, in document: HTMLDocument) -> [LonghandDeclaration] {
        let element = document.nodes[node]
        var result: [LonghandDeclaration] = []
        func add(_ id: PropertyID, _ value: SpecifiedValue) {
            result.append(LonghandDeclaration(property: id, value: value, important: false))
        }
        func pixels(_ text: String, percent: Bool) -> SpecifiedValue? {
            let t = text.trimmingASCIIWhitespace()
            if percent, t.hasSuffix("%"), let v = Double(t.dropLast()), v >= 0 { return .length(Dimension(value: v, unit: .percent)) }
            let digits = t.prefix(while: { $0.isASCII && ($0.isNumber || $0 == ".") })
            guard let v = Double(digits), v >= 0 else { return nil }
            return .length(Dimension(value: v, unit: .px))
        }
        let name = element.name
        for attribute in element.attributes {
            let value = attribute.value
            switch attribute.name {
            case "align":
                let a = value.trimmingASCIIWhitespace().lowercased()
                if name == "table" || name == "img" {
                    if name == "table", a == "center" {
                        add(.marginLeft, .keyword("auto"))
                        add(.marginRight, .keyword("auto"))
                    } else if a == "left" || a == "right" {
                        add(.float, .keyword(a))
                    }
                } else if ["left", "right", "center", "justify"].contains(a) {
                    add(.textAlign, .keyword(a))
                } else if a == "middle" {
                    add(.textAlign, .keyword("center"))
                }
            case "valign" where ["td", "th", "tr", "tbody", "thead", "tfoot", "col"].contains(name):
                let v = value.trimmingASCIIWhitespace().lowercased()
                if ["top", "middle", "bottom", "baseline"].contains(v) { add(.verticalAlign, .keyword(v)) }
            case "bgcolor":
                if let c = ColorParser.parse(text: value) { add(.backgroundColor, .color(c)) }
            case "color" where name == "font":
                if let c = ColorParser.parse(text: value) { add(.color, .color(c)) }
            case "face" where name == "font":
                let families = value.split(separator: ",").map { $0.trimmingCharacters(in: " \t\n") }.filter { !$0.isEmpty }
                if !families.isEmpty {
                    add(.fontFamily, .families(families.map { GenericFontFamily(rawValue: $0.lowercased()).map(FontFamily.generic) ?? .named($0) }))
                }
            case "size" where name == "font":
                if let keyword = fontSizeKeyword(value) { add(.fontSize, .keyword(keyword)) }
            case "width" where ["img", "table", "td", "th", "col", "colgroup", "hr", "iframe", "embed", "object", "video", "canvas"].contains(name):
                if let v = pixels(value, percent: true) { add(.width, v) }
            case "height" where ["img", "table", "td", "th", "tr", "iframe", "embed", "object", "video", "canvas"].contains(name):
                if let v = pixels(value, percent: true) { add(.height, v) }
            case "border" where name == "table" || name == "img":
                let width = pixels(value.isEmpty ? "1" : value, percent: false) ?? .length(Dimension(value: 1, unit: .px))
                for side in 0..<4 {
                    add(PropertyID.borderWidths[side], width)
                    add(PropertyID.borderStyles[side], .keyword("solid"))
                    if name == "table" { add(PropertyID.borderColors[side], .color(.rgba(grey))) }
                }
            case "cellpadding" where name == "table":
                break  // applied to the cells below
            case "cellspacing" where name == "table":
                if let v = pixels(value, percent: false) {
                    add(.borderSpacingHorizontal, v)
                    add(.borderSpacingVertical, v)
                }
            case "nowrap" where name == "td" || name == "th":
                add(.whiteSpace, .keyword("nowrap"))
            case "dir":
                let d = value.trimmingASCIIWhitespace().lowercased()
                if d == "ltr" || d == "rtl" { add(.direction, .keyword(d)) }
            case "hidden":
                add(.display, .keyword("none"))
            case "type" where name == "ol" || name == "ul" || name == "li":
                if let type = listType(value) { add(.listStyleType, .keyword(type)) }
            default:
                break
            }
        }
        if name == "td" || name == "th" { result += cellHints(node, in: document) }
        return result
    }

    /// Borders and padding that a table's `border` and `cellpadding` give its cells.
    private static func cellHints(_ node: Int, in document: HTMLDocument) -> [LonghandDeclaration] {
        var current = document.nodes[node].parent
        while let c = current, document.nodes[c.index].name != "table" { current = document.nodes[c.index].parent }
        guard let table = current.map({ document.nodes[$0.index] }) else { return [] }
        var result: [LonghandDeclaration] = []
        if let border = table.attribute("border"), (Double(border.trimmingASCIIWhitespace()) ?? 1) > 0 {
            for side in 0..<4 {
                result.append(LonghandDeclaration(property: PropertyID.borderWidths[side], value: .length(Dimension(value: 1, unit: .px)), important: false))
                result.append(LonghandDeclaration(property: PropertyID.borderStyles[side], value: .keyword("solid"), important: false))
                result.append(LonghandDeclaration(property: PropertyID.borderColors[side], value: .color(.rgba(grey)), important: false))
            }
        }
        if let padding = table.attribute("cellpadding").flatMap({ Double($0.trimmingASCIIWhitespace()) }), padding >= 0 {
            for id in PropertyID.paddings {
                result.append(LonghandDeclaration(property: id, value: .length(Dimension(value: padding, unit: .px)), important: false))
            }
        }
        return result
    }

    /// The colour the HTML standard gives the borders of `<table border>` and of its cells.
    private static let grey = Color(red: 128.0 / 255, green: 128.0 / 255, blue: 128.0 / 255)

    /// `<font size>`: 1…7, or +n / −n from 3.
    private static func fontSizeKeyword(_ value: String) -> String? {
        let t = value.trimmingASCIIWhitespace()
        guard let first = t.first else { return nil }
        let relative = first == "+" || first == "-"
        guard let parsed = Int(relative ? String(t.dropFirst()) : t) else { return nil }
        let n = min(max(parsed, -10), 10)  // size="+9223372036854775807" trapped on 3 + n
        let size = min(max(relative ? (first == "+" ? 3 + n : 3 - n) : n, 1), 7)
        return ["x-small", "small", "medium", "large", "x-large", "xx-large", "xxx-large"][size - 1]
    }

    /// HTML's list `type` values (case-sensitive for the letters).
    private static func listType(_ value: String) -> String? {
        switch value.trimmingASCIIWhitespace() {
        case "1": return "decimal"
        case "a": return "lower-alpha"
        case "A": return "upper-alpha"
        case "i": return "lower-roman"
        case "I": return "upper-roman"
        case let v: return ["disc", "circle", "square", "none"].contains(v.lowercased()) ? v.lowercased() : nil
        }
    }
}

extension StringProtocol {
    /// The text without the given leading and trailing characters.
    func trimmingCharacters(in set: String) -> String {
        var s = Substring(self)
        while let c = s.first, set.contains(c) { s.removeFirst() }
        while let c = s.last, set.contains(c) { s.removeLast() }
        return String(s)
    }
}
