/// The shorthands that set several longhands at once (`margin`, `border`, `list-style`,
/// `text-decoration`, `background`, `font`).
extension PropertyParser {
    /// 1–4 values for top, right, bottom, left, as `margin` takes them.
    static func fourSides(_ c: [CSSComponent], _ ids: [PropertyID], _ parse: (CSSComponent) -> SpecifiedValue?) -> Values? {
        guard (1...4).contains(c.count) else { return nil }
        var values: [SpecifiedValue] = []
        for component in c {
            guard let v = parse(component) else { return nil }
            values.append(v)
        }
        let top = values[0]
        let right = values.count > 1 ? values[1] : top
        let bottom = values.count > 2 ? values[2] : top
        let left = values.count > 3 ? values[3] : right
        return zip(ids, [top, right, bottom, left]).map { ($0, $1) }
    }

    /// `border` or `border-<side>`: width, style and colour in any order; the missing ones reset.
    static func border(_ c: [CSSComponent], sides: [Int]) -> Values? {
        guard let line = line(c) else { return nil }
        var result: Values = []
        for side in sides {
            result.append((PropertyID.borderWidths[side], line.width))
            result.append((PropertyID.borderStyles[side], line.style))
            result.append((PropertyID.borderColors[side], line.color))
        }
        return result
    }

    /// `column-rule`: as a border, the rule between columns.
    static func columnRule(_ c: [CSSComponent]) -> Values? {
        guard let line = line(c) else { return nil }
        return [(.columnRuleWidth, line.width), (.columnRuleStyle, line.style), (.columnRuleColor, line.color)]
    }

    /// A line's width, style and colour in any order, as `border` and `column-rule` take
    /// them; the missing ones are their initial values (`medium`, `none`, `currentColor`).
    private static func line(_ c: [CSSComponent]) -> (width: SpecifiedValue, style: SpecifiedValue, color: SpecifiedValue)? {
        guard (1...3).contains(c.count) else { return nil }
        var width: SpecifiedValue?, style: SpecifiedValue?, colour: SpecifiedValue?
        for component in c {
            if width == nil, let w = borderWidth(component) {
                width = w
            } else if style == nil, let s = borderStyle(component) {
                style = s
            } else if colour == nil, let k = color(component) {
                colour = k
            } else {
                return nil
            }
        }
        return (width ?? .keyword("medium"), style ?? .keyword("none"), colour ?? .color(.currentColor))
    }

    /// `list-style`: the type (a keyword or a string) among the components; `none` alone means no marker.
    static func listStyle(_ c: [CSSComponent]) -> Values? {
        var type: SpecifiedValue?
        var sawNone = false
        for component in c {
            if component.ident == "none" {
                sawNone = true
            } else if let t = listStyleType(component) {
                guard type == nil else { return nil }
                type = t
            } else if let k = component.ident, k == "inside" || k == "outside" {
                continue
            } else if case .token(.url) = component {
                continue
            } else if case .function("url", _) = component {
                continue
            } else {
                return nil
            }
        }
        return [(.listStyleType, type ?? (sawNone ? .keyword("none") : .keyword("disc")))]
    }

    /// `text-decoration`: the lines; a colour or line style may come along and is ignored.
    static func textDecoration(_ c: [CSSComponent]) -> Values? {
        var lines: [CSSComponent] = []
        for component in c {
            if let k = component.ident, ["solid", "double", "dotted", "dashed", "wavy"].contains(k) { continue }
            if ColorParser.parse(component) != nil { continue }
            lines.append(component)
        }
        if lines.isEmpty { return [(.textDecorationLine, .decorationLines([]))] }
        return decorationLines(lines).map { [(.textDecorationLine, $0)] }
    }

    /// `background`: its colour (transparent when none is given) and its layers: each one's
    /// image (`url()` or a gradient), repeat, and `position [/ size]`. A layer holding anything
    /// else keeps only the gradients (and the colour) of the whole value.
    static func background(_ c: [CSSComponent]) -> Values? {
        let colour = c.lazy.compactMap { ColorParser.parse($0) }.first
        let color: Values = [(.backgroundColor, .color(colour ?? .rgba(.init(red: 0, green: 0, blue: 0, alpha: 0))))]
        guard let layers = BackgroundLayerParser.shorthandLayers(c) else {
            return color + [(.backgroundImage, .backgroundImages(BoxDecorationParser.gradients(in: c))),
                            (.backgroundRepeat, .backgroundRepeats([.both])), (.backgroundPosition, .initial), (.backgroundSize, .initial)]
        }
        guard !layers.images.isEmpty else {
            return color + [(.backgroundImage, .backgroundImages([])), (.backgroundRepeat, .backgroundRepeats([.both])),
                            (.backgroundPosition, .initial), (.backgroundSize, .initial)]
        }
        return color + [(.backgroundImage, .backgroundImages(layers.images)), (.backgroundRepeat, .backgroundRepeats(layers.repeats)),
                        (.backgroundPosition, .backgroundPositions(layers.positions)), (.backgroundSize, .backgroundSizes(layers.sizes))]
    }

    /// `font: [style || variant || weight || stretch] size [/ line-height] family`.
    static func font(_ c: [CSSComponent]) -> Values? {
        var style: SpecifiedValue = .keyword("normal"), weight: SpecifiedValue = .number(400)
        var i = 0
        var prefixCount = 0
        while i < c.count, prefixCount < 4 {
            let component = c[i]
            if let k = component.ident {
                if k == "normal" || k == "small-caps" { } else if ["italic", "oblique"].contains(k) {
                    style = .keyword(k)
                } else if let w = fontWeight(component) {
                    weight = w
                } else if k.hasSuffix("condensed") || k.hasSuffix("expanded") {
                } else {
                    break
                }
            } else if case .token(.number(let n)) = component, n >= 1, n <= 1000 {
                weight = .number(n)
            } else {
                break
            }
            i += 1
            prefixCount += 1
        }
        guard i < c.count, let size = fontSize(c[i]) else { return nil }
        i += 1
        var lineHeightValue: SpecifiedValue = .keyword("normal")
        if i < c.count, case .token(.delim("/")) = c[i] {
            guard i + 1 < c.count, let lh = lineHeight(c[i + 1]) else { return nil }
            lineHeightValue = lh
            i += 2
        }
        guard i < c.count, let families = fontFamilies(c[i...]) else { return nil }
        return [(.fontStyle, style), (.fontWeight, weight), (.fontSize, size), (.lineHeight, lineHeightValue), (.fontFamily, families)]
    }
}
