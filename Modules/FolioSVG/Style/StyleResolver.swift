import FolioCSS
import FolioGraphics

/// SVG's cascade: presentation attributes (as author rules of specificity zero, before all
/// others), then the `<style>` sheets' rules by specificity and order, then the `style`
/// attribute; `!important` declarations after all normal ones. Selectors are matched by
/// FolioCSS against the document's nodes.
///
/// The result per element is its declared values by property name; ``compute(_:parent:)``
/// turns them into an ``SVGStyle`` below a parent's, at draw time, so that content drawn
/// through `use` inherits from the `use` element.
struct StyleResolver {
    /// The properties presentation attributes may set (SVG 2 §6.6), and that `style` may.
    static let properties: Set<String> = [
        "fill", "fill-opacity", "fill-rule", "stroke", "stroke-opacity", "stroke-width", "stroke-linecap",
        "stroke-linejoin", "stroke-miterlimit", "stroke-dasharray", "stroke-dashoffset", "color", "visibility",
        "display", "opacity", "clip-path", "clip-rule", "mask", "filter", "stop-color", "stop-opacity",
        "font-family", "font-size", "font-weight", "font-style", "font", "text-anchor", "letter-spacing",
        "marker-start", "marker-mid", "marker-end", "marker", "overflow", "mask-type",
    ]

    /// Declared values by node index (empty for nodes with none).
    private(set) var declared: [[String: String]]

    init(nodes: [MarkupNode]) {
        var sheetText = ""
        for node in nodes where node.kind == .element && node.name == "style" {
            let type = node.attribute("type")?.trimmingSVGSpaces().lowercased() ?? ""
            guard type.isEmpty || type == "text/css" else { continue }
            guard let first = node.firstChild else { continue }
            var child: MarkupNodeID? = first
            while let c = child {
                sheetText += nodes[c.index].text
                child = nodes[c.index].nextSibling
            }
            sheetText += "\n"
        }
        let sheet = Stylesheet(parsing: sheetText, keepingSourceDeclarations: true)
        let matcher = sheet.rules.isEmpty ? nil : SelectorMatcher(nodes: nodes, positions: true)
        declared = Array(repeating: [:], count: nodes.count)
        struct Matched {
            var specificity: Specificity
            var order: Int
            var declarations: [SourceDeclaration]
        }
        for (index, node) in nodes.enumerated() where node.kind == .element {
            var values: [String: String] = [:]
            for a in node.attributes where Self.properties.contains(a.name) { values[a.name] = a.value }
            var matched: [Matched] = []
            if let matcher {
                for (order, rule) in sheet.rules.enumerated() {
                    var best: Specificity?
                    for selector in rule.selectors where !selector.isUnsupported && selector.pseudoElement == nil {
                        if matcher.matches(selector, index), best.map({ selector.specificity > $0 }) ?? true { best = selector.specificity }
                    }
                    if let best { matched.append(Matched(specificity: best, order: order, declarations: rule.sourceDeclarations)) }
                }
                matched.sort { $0.specificity != $1.specificity ? $0.specificity < $1.specificity : $0.order < $1.order }
            }
            let inline = node.attribute("style").map(SourceDeclaration.parseList) ?? []
            for important in [false, true] {
                for m in matched {
                    for d in m.declarations where d.important == important { Self.set(d.name, d.value, in: &values) }
                }
                for d in inline where d.important == important { Self.set(d.name, d.value, in: &values) }
            }
            if !values.isEmpty { declared[index] = values }
        }
    }

    /// Sets a declared value, expanding the `marker` and `font` shorthands.
    private static func set(_ name: String, _ value: String, in values: inout [String: String]) {
        guard properties.contains(name) else { return }
        switch name {
        case "marker":
            for n in ["marker-start", "marker-mid", "marker-end"] { values[n] = value }
        default:
            values[name] = value
        }
    }

    /// The style of an element with declared values `values` below `parent`'s; `viewport`
    /// resolves percentages.
    static func compute(_ values: [String: String], parent: SVGStyle, viewport: (width: Double, height: Double)) -> SVGStyle {
        var s = parent.inherited()
        guard !values.isEmpty else { return s }
        // `color` and `font-size` first: currentColor and em depend on them.
        if let v = values["color"] {
            if v.trimmingSVGSpaces() == "inherit" { s.color = parent.color } else if case .color(let c)? = Paint.color(v) { s.color = c }
        }
        if let v = values["font-size"]?.trimmingSVGSpaces() {
            if let size = fontSize(v, parent: parent.fontSize, viewport: viewport) { s.fontSize = size }
        }
        if let v = values["font"] { applyFontShorthand(v, to: &s, parent: parent, viewport: viewport) }
        for (name, raw) in values {
            let v = raw.trimmingSVGSpaces()
            if v == "inherit" {
                inherit(name, from: parent, into: &s)
                continue
            }
            switch name {
            case "fill": if let p = Paint(v) { s.fill = p }
            case "stroke": if let p = Paint(v) { s.stroke = p }
            case "fill-opacity": if let n = opacity(v) { s.fillOpacity = n }
            case "stroke-opacity": if let n = opacity(v) { s.strokeOpacity = n }
            case "opacity": if let n = opacity(v) { s.opacity = n }
            case "stop-opacity": if let n = opacity(v) { s.stopOpacity = n }
            case "fill-rule": if let r = fillRules[v] { s.fillRule = r }
            case "clip-rule": if let r = fillRules[v] { s.clipRule = r }
            case "stroke-width": if let l = SVGLength(v), l.value >= 0 { s.strokeWidth = l }
            case "stroke-linecap": if let c = lineCaps[v] { s.lineCap = c }
            case "stroke-linejoin": if let j = lineJoins[v] { s.lineJoin = j }
            case "stroke-miterlimit": if let n = Double(v), n >= 1 { s.miterLimit = n }
            case "stroke-dasharray":
                if v == "none" {
                    s.dashArray = []
                } else {
                    let parts = v.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
                    let lengths = parts.compactMap { SVGLength(String($0)) }
                    if lengths.count == parts.count, lengths.allSatisfy({ $0.value >= 0 }) { s.dashArray = lengths }
                }
            case "stroke-dashoffset": if let l = SVGLength(v) { s.dashOffset = l }
            case "visibility": s.isVisible = v == "visible" ? true : (v == "hidden" || v == "collapse") ? false : s.isVisible
            case "display": s.isDisplayed = v != "none"
            case "clip-path": s.clipPath = reference(v)
            case "mask": s.mask = reference(v)
            case "filter": s.filter = v == "none" ? nil : v
            case "stop-color":
                switch Paint.color(v) {
                case .color(let c)?: s.stopColor = c
                case .currentColor?: s.stopColor = s.color
                default: break
                }
            case "font-family": s.fontFamilies = families(v)
            case "font-weight": if let w = fontWeight(v, parent: parent.fontWeight) { s.fontWeight = w }
            case "font-style": s.isItalic = v == "italic" || v == "oblique"
            case "text-anchor": if let a = textAnchors[v] { s.textAnchor = a }
            case "letter-spacing":
                if v == "normal" { s.letterSpacing = 0 } else if let l = SVGLength(v) { s.letterSpacing = l.resolved(.x, viewport: viewport, fontSize: s.fontSize) }
            case "marker-start": s.markerStart = reference(v)
            case "marker-mid": s.markerMid = reference(v)
            case "marker-end": s.markerEnd = reference(v)
            case "overflow": s.overflowVisible = v == "visible" || v == "auto"
            default: break
            }
        }
        if case .currentColor = s.fill { s.fill = .color(s.color) }
        if case .currentColor = s.stroke { s.stroke = .color(s.color) }
        return s
    }

    private static func inherit(_ name: String, from parent: SVGStyle, into s: inout SVGStyle) {
        switch name {
        case "fill": s.fill = parent.fill
        case "stroke": s.stroke = parent.stroke
        case "fill-opacity": s.fillOpacity = parent.fillOpacity
        case "stroke-opacity": s.strokeOpacity = parent.strokeOpacity
        case "opacity": s.opacity = parent.opacity
        case "stroke-width": s.strokeWidth = parent.strokeWidth
        case "display": s.isDisplayed = parent.isDisplayed
        case "visibility": s.isVisible = parent.isVisible
        case "stop-color": s.stopColor = parent.stopColor
        case "stop-opacity": s.stopOpacity = parent.stopOpacity
        case "clip-path": s.clipPath = parent.clipPath
        case "mask": s.mask = parent.mask
        default: break  // inherited properties already hold the parent's value
        }
    }

    private static func opacity(_ v: String) -> Double? {
        if v.hasSuffix("%"), let n = Double(v.dropLast()) { return min(1, max(0, n / 100)) }
        guard let n = Double(v), n.isFinite else { return nil }
        return min(1, max(0, n))
    }

    /// The keywords of `fill-rule` and `clip-rule`, `stroke-linecap`, `stroke-linejoin` and
    /// `text-anchor`, with what they set; any other keyword leaves the value as it was.
    private static let fillRules: [String: FillRule] = ["nonzero": .nonZero, "evenodd": .evenOdd]
    private static let lineCaps: [String: LineCap] = ["butt": .butt, "round": .round, "square": .square]
    private static let lineJoins: [String: LineJoin] = ["miter": .miter, "miter-clip": .miter, "round": .round, "bevel": .bevel]
    private static let textAnchors: [String: SVGStyle.TextAnchor] = ["start": .start, "middle": .middle, "end": .end]

    /// The id in `url(#id)`, or `nil` for `none` and anything else.
    static func reference(_ v: String) -> String? {
        guard v.hasPrefix("url("), let close = v.firstIndex(of: ")") else { return nil }
        var inner = v[v.index(v.startIndex, offsetBy: 4)..<close].trimmingSVGSpaces()
        if inner.hasPrefix("\"") || inner.hasPrefix("'") { inner = String(inner.dropFirst().dropLast()) }
        guard inner.hasPrefix("#") else { return nil }
        return String(inner.dropFirst())
    }

    private static func families(_ v: String) -> [String] {
        v.split(separator: ",").map { part in
            var f = part.trimmingSVGSpaces()
            if f.count >= 2, f.hasPrefix("\"") || f.hasPrefix("'") { f = String(f.dropFirst().dropLast()) }
            return f
        }.filter { !$0.isEmpty }
    }

    private static let keywordSizes: [String: Double] = [
        "xx-small": 9, "x-small": 10, "small": 13, "medium": 16, "large": 18, "x-large": 24, "xx-large": 32, "xxx-large": 48,
    ]

    private static func fontSize(_ v: String, parent: Double, viewport: (width: Double, height: Double)) -> Double? {
        if let k = keywordSizes[v] { return k }
        if v == "larger" { return parent * 1.2 }
        if v == "smaller" { return parent / 1.2 }
        guard let l = SVGLength(v), l.value >= 0 else { return nil }
        if l.unit == .percent { return l.value / 100 * parent }
        return l.resolved(.other, viewport: viewport, fontSize: parent)
    }

    private static func fontWeight(_ v: String, parent: Int) -> Int? {
        switch v {
        case "normal": return 400
        case "bold": return 700
        case "bolder": return parent < 400 ? 400 : parent < 600 ? 700 : 900
        case "lighter": return parent < 600 ? 100 : parent < 800 ? 400 : 700
        default:
            guard let n = Int(v), (1...1000).contains(n) else { return nil }
            return n
        }
    }

    /// `font: [style] [variant] [weight] size[/line-height] family, …`
    private static func applyFontShorthand(_ v: String, to s: inout SVGStyle, parent: SVGStyle, viewport: (width: Double, height: Double)) {
        var words = v.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        while let w = words.first {
            if w == "italic" || w == "oblique" { s.isItalic = true } else if w == "normal" || w == "small-caps" {
            } else if let weight = fontWeight(w, parent: parent.fontWeight) { s.fontWeight = weight } else { break }
            words.removeFirst()
        }
        guard let sizeWord = words.first else { return }
        let size = String(sizeWord.split(separator: "/").first ?? "")
        if let f = fontSize(size, parent: parent.fontSize, viewport: viewport) { s.fontSize = f }
        let family = words.dropFirst().joined(separator: " ")
        if !family.isEmpty { s.fontFamilies = families(family) }
    }
}
