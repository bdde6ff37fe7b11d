/// Checks a declaration's value and expands shorthands into longhand declarations.
///
/// A value that is not valid for its property yields no declarations at all, so that an
/// earlier valid declaration keeps applying (CSS's error handling). Unknown properties are
/// ignored the same way.
enum PropertyParser {
    /// The longhands a declaration sets; empty when the property is unknown or the value invalid.
    static func parse(property name: String, value components: [CSSComponent], important: Bool) -> [LonghandDeclaration] {
        let name = name.lowercased()
        guard !components.isEmpty else { return [] }
        if components.count == 1, let keyword = components[0].ident, ["inherit", "initial", "unset"].contains(keyword) {
            let global: SpecifiedValue = keyword == "inherit" ? .inherit : keyword == "initial" ? .initial : .unset
            return longhands(of: name).map { LonghandDeclaration(property: $0, value: global, important: important) }
        }
        guard let values = parseValue(name, components) else { return [] }
        return values.map { LonghandDeclaration(property: $0.0, value: $0.1, important: important) }
    }

    /// The longhands a property name covers (for `inherit`, `initial`, `unset`).
    static func longhands(of name: String) -> [PropertyID] {
        switch name {
        case "margin": return PropertyID.margins
        case "padding": return PropertyID.paddings
        case "border": return PropertyID.borderWidths + PropertyID.borderStyles + PropertyID.borderColors
        case "border-width": return PropertyID.borderWidths
        case "border-style": return PropertyID.borderStyles
        case "border-color": return PropertyID.borderColors
        case "font": return [.fontStyle, .fontWeight, .fontSize, .lineHeight, .fontFamily]
        case "list-style": return [.listStyleType]
        case "text-decoration": return [.textDecorationLine]
        case "background": return [.backgroundColor, .backgroundImage, .backgroundRepeat, .backgroundPosition, .backgroundSize]
        case "border-radius": return BoxDecorationParser.radii
        case "page-break-before": return [.breakBefore]
        case "page-break-after": return [.breakAfter]
        case "page-break-inside": return [.breakInside]
        case "-webkit-hyphens": return [.hyphens]
        case "border-spacing": return [.borderSpacingHorizontal, .borderSpacingVertical]
        case "columns": return [.columnWidth, .columnCount]
        case "column-rule": return [.columnRuleWidth, .columnRuleStyle, .columnRuleColor]
        default:
            if let side = sideIndex(name, prefix: "border-", suffix: "") {
                return [PropertyID.borderWidths[side], PropertyID.borderStyles[side], PropertyID.borderColors[side]]
            }
            return simple[name].map { [$0] } ?? []
        }
    }

    /// Properties that map one to one onto a longhand.
    private static let simple: [String: PropertyID] = [
        "color": .color, "background-color": .backgroundColor, "font-family": .fontFamily, "font-size": .fontSize,
        "font-weight": .fontWeight, "font-style": .fontStyle, "text-align": .textAlign,
        "text-decoration-line": .textDecorationLine, "text-indent": .textIndent, "line-height": .lineHeight,
        "letter-spacing": .letterSpacing, "text-transform": .textTransform,
        "word-spacing": .wordSpacing,
        "margin-top": .marginTop, "margin-right": .marginRight, "margin-bottom": .marginBottom, "margin-left": .marginLeft,
        "padding-top": .paddingTop, "padding-right": .paddingRight, "padding-bottom": .paddingBottom,
        "padding-left": .paddingLeft, "border-top-width": .borderTopWidth, "border-right-width": .borderRightWidth,
        "border-bottom-width": .borderBottomWidth, "border-left-width": .borderLeftWidth,
        "border-top-style": .borderTopStyle, "border-right-style": .borderRightStyle,
        "border-bottom-style": .borderBottomStyle, "border-left-style": .borderLeftStyle,
        "border-top-color": .borderTopColor, "border-right-color": .borderRightColor,
        "border-bottom-color": .borderBottomColor, "border-left-color": .borderLeftColor, "width": .width,
        "height": .height, "white-space": .whiteSpace, "list-style-type": .listStyleType,
        "vertical-align": .verticalAlign, "break-before": .breakBefore, "break-after": .breakAfter,
        "break-inside": .breakInside, "hyphens": .hyphens, "direction": .direction, "display": .display,
        "visibility": .visibility, "position": .position, "top": .insetTop, "right": .insetRight, "bottom": .insetBottom,
        "left": .insetLeft, "table-layout": .tableLayout, "border-collapse": .borderCollapse,
        "min-width": .minWidth, "max-width": .maxWidth, "min-height": .minHeight, "flex-direction": .flexDirection, "flex-wrap": .flexWrap,
        "justify-content": .justifyContent, "align-items": .alignItems, "align-self": .alignSelf, "flex-grow": .flexGrow,
        "flex-shrink": .flexShrink, "flex-basis": .flexBasis, "order": .order, "column-gap": .columnGap, "row-gap": .rowGap,
        "grid-template-columns": .gridTemplateColumns, "grid-template-areas": .gridTemplateAreas,
        "grid-column-start": .gridColumnStart, "grid-column-end": .gridColumnEnd, "grid-row-start": .gridRowStart,
        "grid-row-end": .gridRowEnd, "grid-column-gap": .columnGap, "grid-row-gap": .rowGap,
        "content": .content, "counter-reset": .counterReset, "counter-increment": .counterIncrement,
        "counter-set": .counterSet, "quotes": .quotes, "border-top-left-radius": .borderTopLeftRadius,
        "border-top-right-radius": .borderTopRightRadius, "border-bottom-right-radius": .borderBottomRightRadius,
        "border-bottom-left-radius": .borderBottomLeftRadius, "box-shadow": .boxShadow, "background-image": .backgroundImage,
        "orphans": .orphans, "widows": .widows, "float": .float, "clear": .clear, "overflow": .overflow, "box-sizing": .boxSizing,
        "string-set": .stringSet, "page": .page,
        "column-count": .columnCount, "column-width": .columnWidth, "column-rule-width": .columnRuleWidth,
        "column-rule-style": .columnRuleStyle, "column-rule-color": .columnRuleColor, "column-span": .columnSpan,
        "column-fill": .columnFill,
        "opacity": .opacity, "transform": .transform, "transform-origin": .transformOrigin, "z-index": .zIndex,
        "background-repeat": .backgroundRepeat, "background-position": .backgroundPosition, "background-size": .backgroundSize,
        "bookmark-level": .bookmarkLevel, "bookmark-label": .bookmarkLabel, "bookmark-state": .bookmarkState,
    ]

    /// The CSS name of a longhand (`margin-left`), for messages.
    static func name(of id: PropertyID) -> String { names[id.rawValue] }

    private static let names: [String] = PropertyID.allCases.map { id in simple.first { $0.value == id }?.key ?? "\(id)" }

    private static let sides = ["top", "right", "bottom", "left"]

    /// 0…3 for `prefix` + side + `suffix`.
    static func sideIndex(_ name: String, prefix: String, suffix: String) -> Int? {
        guard name.hasPrefix(prefix), name.hasSuffix(suffix) else { return nil }
        let middle = name.dropFirst(prefix.count).dropLast(suffix.count)
        return sides.firstIndex(of: String(middle))
    }

    typealias Values = [(PropertyID, SpecifiedValue)]

    static func parseValue(_ name: String, _ c: [CSSComponent]) -> Values? {
        switch name {
        case "margin": return fourSides(c, PropertyID.margins) { length($0, percent: true, negative: true, auto: true) }
        case "padding": return fourSides(c, PropertyID.paddings) { length($0, percent: true, negative: false, auto: false) }
        case "border-width": return fourSides(c, PropertyID.borderWidths, borderWidth)
        case "border-style": return fourSides(c, PropertyID.borderStyles, borderStyle)
        case "border-color": return fourSides(c, PropertyID.borderColors, color)
        case "border": return border(c, sides: [0, 1, 2, 3])
        case "font": return font(c)
        case "list-style": return listStyle(c)
        case "text-decoration": return textDecoration(c)
        case "background": return background(c)
        case "border-radius": return BoxDecorationParser.borderRadius(c)
        case "page-break-before", "page-break-after":
            guard c.count == 1, let k = c[0].ident else { return nil }
            let value: String? = ["always": "page", "left": "left", "right": "right", "avoid": "avoid", "auto": "auto"][k]
            return value.map { [(name == "page-break-before" ? .breakBefore : .breakAfter, .keyword($0))] }
        case "page-break-inside":
            guard c.count == 1, let k = c[0].ident, k == "avoid" || k == "auto" else { return nil }
            return [(.breakInside, .keyword(k))]
        case "-webkit-hyphens":
            return single(c, .hyphens)
        case "flex": return flex(c)
        case "flex-flow":
            // A direction, a wrap, or both, in either order.
            var out: Values = []
            for component in c {
                if let d = single([component], .flexDirection), !out.contains(where: { $0.0 == .flexDirection }) { out += d }
                else if let w = single([component], .flexWrap), !out.contains(where: { $0.0 == .flexWrap }) { out += w }
                else { return nil }
            }
            return out.isEmpty ? nil : out
        case "grid-column", "grid-row":
            // start [/ end]; an area's name alone names both edges.
            let parts = c.split(separator: .token(.delim("/")), omittingEmptySubsequences: false)
            guard (1...2).contains(parts.count), let start = GridValueParser.line(parts[0]) else { return nil }
            let end: GridLine = parts.count == 2 ? (GridValueParser.line(parts[1]) ?? .auto) : (start.isArea ? start : .auto)
            if parts.count == 2, GridValueParser.line(parts[1]) == nil { return nil }
            return name == "grid-column" ? [(.gridColumnStart, .gridLine(start)), (.gridColumnEnd, .gridLine(end))]
                : [(.gridRowStart, .gridLine(start)), (.gridRowEnd, .gridLine(end))]
        case "grid-area":
            // row-start / column-start / row-end / column-end, or an area's name for all four.
            let parts = c.split(separator: .token(.delim("/")), omittingEmptySubsequences: false)
            guard (1...4).contains(parts.count) else { return nil }
            var lines: [GridLine] = []
            for part in parts {
                guard let line = GridValueParser.line(part) else { return nil }
                lines.append(line)
            }
            let name = lines[0].isArea ? lines[0] : GridLine.auto
            func at(_ k: Int, else fallback: GridLine) -> GridLine { k < lines.count ? lines[k] : fallback }
            let columnStart = at(1, else: name)
            return [(.gridRowStart, .gridLine(lines[0])), (.gridColumnStart, .gridLine(columnStart)),
                    (.gridRowEnd, .gridLine(at(2, else: lines[0].isArea ? lines[0] : .auto))),
                    (.gridColumnEnd, .gridLine(at(3, else: columnStart.isArea ? columnStart : .auto)))]
        case "gap", "grid-gap":
            // Row gap, then column gap (the row gap for both when one is given).
            guard (1...2).contains(c.count), let row = gap(c[0]), let column = gap(c[c.count - 1]) else { return nil }
            return [(.rowGap, row), (.columnGap, column)]
        case "columns":
            // A width, a count, or both in either order; `auto` for either (CSS Multi-column 1 §3.3).
            guard (1...2).contains(c.count) else { return nil }
            var width: SpecifiedValue?, count: SpecifiedValue?, autos = 0
            for component in c {
                if component.ident == "auto" {
                    autos += 1
                } else if count == nil, let n = columnCount(component), case .number = n {
                    count = n
                } else if width == nil, let w = columnWidth(component) {
                    width = w
                } else {
                    return nil
                }
            }
            return [(.columnWidth, width ?? .keyword("auto")), (.columnCount, count ?? .keyword("auto"))]
        case "column-rule": return columnRule(c)
        case "border-spacing":
            // One length for both directions, or horizontal then vertical; never negative.
            let lengths = c.compactMap { dimension($0, percent: false) }
            guard (1...2).contains(c.count), lengths.count == c.count, lengths.allSatisfy({ $0.value >= 0 }) else { return nil }
            return [(.borderSpacingHorizontal, .length(lengths[0])), (.borderSpacingVertical, .length(lengths[lengths.count - 1]))]
        default:
            if let side = sideIndex(name, prefix: "border-", suffix: "") { return border(c, sides: [side]) }
            guard let id = simple[name] else { return nil }
            return single(c, id)
        }
    }

    /// A longhand's value.
    static func single(_ c: [CSSComponent], _ id: PropertyID) -> Values? {
        let value: SpecifiedValue?
        switch id {
        case .color, .backgroundColor, .borderTopColor, .borderRightColor, .borderBottomColor, .borderLeftColor:
            value = c.count == 1 ? color(c[0]) : nil
        case .fontFamily: value = fontFamilies(c[...])
        case .fontSize: value = c.count == 1 ? fontSize(c[0]) : nil
        case .fontWeight: value = c.count == 1 ? fontWeight(c[0]) : nil
        case .fontStyle:
            value = keyword(c.first, ["normal", "italic", "oblique"])
            if c.count > 1 && value != .keyword("oblique") { return nil }
        case .textAlign:
            value = c.count == 1 ? keyword(c[0], ["left", "right", "center", "justify", "start", "end"]) : nil
        case .textDecorationLine: value = decorationLines(c)
        case .textIndent: value = c.count == 1 ? length(c[0], percent: true, negative: true, auto: false) : nil
        case .lineHeight: value = c.count == 1 ? lineHeight(c[0]) : nil
        case .marginTop, .marginRight, .marginBottom, .marginLeft, .insetTop, .insetRight, .insetBottom, .insetLeft:
            value = c.count == 1 ? length(c[0], percent: true, negative: true, auto: true) : nil
        case .paddingTop, .paddingRight, .paddingBottom, .paddingLeft:
            value = c.count == 1 ? length(c[0], percent: true, negative: false, auto: false) : nil
        case .borderTopWidth, .borderRightWidth, .borderBottomWidth, .borderLeftWidth:
            value = c.count == 1 ? borderWidth(c[0]) : nil
        case .borderTopStyle, .borderRightStyle, .borderBottomStyle, .borderLeftStyle:
            value = c.count == 1 ? borderStyle(c[0]) : nil
        case .width, .height: value = c.count == 1 ? length(c[0], percent: true, negative: false, auto: true) : nil
        case .whiteSpace:
            value = c.count == 1 ? keyword(c[0], ["normal", "pre", "nowrap", "pre-wrap", "pre-line", "break-spaces"]) : nil
        case .listStyleType: value = c.count == 1 ? listStyleType(c[0]) : nil
        case .verticalAlign:
            guard c.count == 1, let k = c[0].ident else { return nil }
            let mapped = ["text-top": "top", "text-bottom": "bottom"][k] ?? k
            value = ["baseline", "sub", "super", "top", "middle", "bottom"].contains(mapped) ? .keyword(mapped) : nil
        case .breakBefore, .breakAfter:
            guard c.count == 1, let k = c[0].ident else { return nil }
            let mapped: String? = [
                "auto": "auto", "avoid": "avoid", "avoid-page": "avoid", "page": "page", "always": "page", "left": "left",
                "right": "right", "recto": "right", "verso": "left",  // recto and verso as in left-to-right books
            ][k]
            value = mapped.map(SpecifiedValue.keyword)
        case .breakInside:
            guard c.count == 1, let k = c[0].ident else { return nil }
            value = ["auto": "auto", "avoid": "avoid", "avoid-page": "avoid"][k].map(SpecifiedValue.keyword)
        case .hyphens: value = c.count == 1 ? keyword(c[0], ["none", "manual", "auto"]) : nil
        case .letterSpacing, .wordSpacing:
            value = c.count == 1 ? (c[0].ident == "normal" ? .keyword("normal") : length(c[0], percent: false, negative: true, auto: false)) : nil
        case .textTransform: value = c.count == 1 ? keyword(c[0], ["none", "uppercase", "lowercase", "capitalize"]) : nil
        case .direction: value = c.count == 1 ? keyword(c[0], ["ltr", "rtl"]) : nil
        case .display: value = c.count == 1 ? display(c[0]) : nil
        case .visibility: value = c.count == 1 ? keyword(c[0], ["visible", "hidden", "collapse"]) : nil
        case .position:
            // `running(name)` (CSS GCPM 3 §1.3) takes the element out of the flow into the page's margin boxes.
            if c.count == 1, case .function(let f, let arguments) = c[0], f == "running" {
                let words = arguments.filter { if case .whitespace = $0 { false } else { true } }
                guard words.count == 1, case .ident(let name) = words[0],
                      !["none", "inherit", "initial", "unset", "default"].contains(name.lowercased()) else { return nil }
                value = .running(name)
                break
            }
            value = c.count == 1 ? keyword(c[0], ["static", "relative", "absolute", "fixed", "sticky"]) : nil
        case .float:
            // The logical sides are mapped for left-to-right text, as Folio's pages are set.
            guard c.count == 1, let k = c[0].ident else { return nil }
            value = ["none": "none", "left": "left", "right": "right", "inline-start": "left", "inline-end": "right",
                     "footnote": "footnote"][k]
                .map(SpecifiedValue.keyword)
        case .clear:
            guard c.count == 1, let k = c[0].ident else { return nil }
            value = ["none": "none", "left": "left", "right": "right", "both": "both", "inline-start": "left",
                     "inline-end": "right"][k].map(SpecifiedValue.keyword)
        case .overflow:
            // One or two keywords (x, then y): any but `visible` clips, and makes a formatting context.
            let allowed: Set<String> = ["visible", "hidden", "clip", "scroll", "auto"]
            guard (1...2).contains(c.count), c.allSatisfy({ $0.ident.map(allowed.contains) ?? false }) else { return nil }
            value = .keyword(c.contains { $0.ident != "visible" } ? "hidden" : "visible")
        case .tableLayout: value = c.count == 1 ? keyword(c[0], ["auto", "fixed"]) : nil
        case .boxSizing: value = c.count == 1 ? keyword(c[0], ["content-box", "border-box"]) : nil
        case .borderCollapse: value = c.count == 1 ? keyword(c[0], ["separate", "collapse"]) : nil
        case .borderSpacingHorizontal, .borderSpacingVertical: return nil  // only through border-spacing
        case .minWidth, .minHeight: value = c.count == 1 ? length(c[0], percent: true, negative: false, auto: true) : nil
        case .maxWidth: value = c.count == 1 ? (c[0].ident == "none" ? .keyword("auto") : length(c[0], percent: true, negative: false, auto: false)) : nil
        case .flexDirection: value = c.count == 1 ? keyword(c[0], ["row", "row-reverse", "column", "column-reverse"]) : nil
        case .flexWrap:
            guard c.count == 1, let k = c[0].ident else { return nil }
            value = ["nowrap": "nowrap", "wrap": "wrap", "wrap-reverse": "wrap"][k].map(SpecifiedValue.keyword)
        case .justifyContent:
            guard c.count == 1, let k = c[0].ident else { return nil }
            let mapped: String? = [
                "normal": "start", "flex-start": "start", "start": "start", "left": "start", "stretch": "start",
                "flex-end": "end", "end": "end", "right": "end", "center": "center", "space-between": "space-between",
                "space-around": "space-around", "space-evenly": "space-evenly",
            ][k]
            value = mapped.map(SpecifiedValue.keyword)
        case .alignItems, .alignSelf:
            guard c.count == 1, let k = c[0].ident else { return nil }
            let mapped: String? = [
                "normal": "stretch", "stretch": "stretch", "flex-start": "start", "start": "start", "self-start": "start",
                "flex-end": "end", "end": "end", "self-end": "end", "center": "center", "baseline": "baseline",
            ][k] ?? (id == .alignSelf && k == "auto" ? "auto" : nil)
            value = mapped.map(SpecifiedValue.keyword)
        case .flexGrow, .flexShrink:
            guard c.count == 1, case .token(.number(let n)) = c[0], n >= 0, n.isFinite else { return nil }
            value = .number(n)
        case .flexBasis:
            value = c.count == 1 ? (c[0].ident == "content" ? .keyword("auto") : length(c[0], percent: true, negative: false, auto: true)) : nil
        case .order:
            guard c.count == 1, case .token(.number(let n)) = c[0], n == n.rounded(), abs(n) < 1e9 else { return nil }
            value = .number(n)
        case .columnGap, .rowGap: value = c.count == 1 ? gap(c[0]) : nil
        case .gridTemplateColumns: value = GridValueParser.tracks(c).map(SpecifiedValue.tracks)
        case .gridTemplateAreas: value = GridValueParser.areas(c).map(SpecifiedValue.areas)
        case .gridColumnStart, .gridColumnEnd, .gridRowStart, .gridRowEnd: value = GridValueParser.line(c[...]).map(SpecifiedValue.gridLine)
        case .content: value = content(c)
        case .counterReset, .counterSet: value = counterChanges(c, defaultValue: 0)
        case .counterIncrement: value = counterChanges(c, defaultValue: 1)
        case .quotes: value = quotes(c)
        case .stringSet: value = stringSet(c)
        case .bookmarkLevel:
            // `none` or a positive integer (CSS GCPM 3 §4.1).
            if c.count == 1, c[0].ident == "none" { value = .keyword("none"); break }
            guard c.count == 1, case .token(.number(let n)) = c[0], n == n.rounded(), n >= 1 else { return nil }
            value = .number(min(n, 1_000))
        case .bookmarkLabel: value = bookmarkLabel(c)
        case .bookmarkState: value = c.count == 1 ? keyword(c[0], ["open", "closed"]) : nil
        case .page:
            // `auto` or a page name (CSS Paged Media 3 §3.5), lowercased as `@page` names are.
            guard c.count == 1, let name = c[0].ident?.lowercased(), !["inherit", "initial", "unset", "default"].contains(name) else { return nil }
            value = .keyword(name)
        case .borderTopLeftRadius, .borderTopRightRadius, .borderBottomRightRadius, .borderBottomLeftRadius:
            return BoxDecorationParser.cornerRadius(c, id)
        case .boxShadow: return BoxDecorationParser.boxShadow(c)
        case .backgroundImage: value = BackgroundLayerParser.images(c)
        case .backgroundRepeat: value = BackgroundLayerParser.repeats(c)
        case .backgroundPosition: value = BackgroundLayerParser.positions(c)
        case .backgroundSize: value = BackgroundLayerParser.sizes(c)
        case .opacity: value = EffectParser.opacity(c)
        case .transform: value = EffectParser.transform(c)
        case .transformOrigin: value = EffectParser.transformOrigin(c)
        case .zIndex: value = EffectParser.zIndex(c)
        case .orphans, .widows:
            // A positive integer (CSS Fragmentation 3 §4.4); past 2³¹ − 1, as many as there are.
            guard c.count == 1, case .token(.number(let n)) = c[0], n == n.rounded(), n >= 1 else { return nil }
            value = .number(min(n, Double(Int32.max)))
        case .columnCount: value = c.count == 1 ? columnCount(c[0]) : nil
        case .columnWidth: value = c.count == 1 ? (c[0].ident == "auto" ? .keyword("auto") : columnWidth(c[0])) : nil
        case .columnRuleWidth: value = c.count == 1 ? borderWidth(c[0]) : nil
        case .columnRuleStyle: value = c.count == 1 ? borderStyle(c[0]) : nil
        case .columnRuleColor: value = c.count == 1 ? color(c[0]) : nil
        case .columnSpan: value = c.count == 1 ? keyword(c[0], ["none", "all"]) : nil
        case .columnFill:
            guard c.count == 1, let k = c[0].ident else { return nil }
            value = ["auto": "auto", "balance": "balance", "balance-all": "balance"][k].map(SpecifiedValue.keyword)
        case .custom: value = nil  // declared as `--name`, never by this name
        }
        return value.map { [(id, $0)] }
    }

    // MARK: Value kinds

    static func keyword(_ c: CSSComponent?, _ allowed: Set<String>) -> SpecifiedValue? {
        guard let k = c?.ident, allowed.contains(k) else { return nil }
        return .keyword(k)
    }

    /// A length as written; unitless 0 is 0 pt.
    static func dimension(_ c: CSSComponent, percent: Bool) -> Dimension? {
        switch c {
        case .token(.dimension(let value, let unit)):
            guard value.isFinite, let u = Dimension.Unit.named[unit.lowercased()] else { return nil }
            return Dimension(value: value, unit: u)
        case .token(.percentage(let value)) where percent && value.isFinite:
            return Dimension(value: value, unit: .percent)
        case .token(.number(0)):
            return Dimension(value: 0, unit: .pt)
        case .function(let name, let arguments):
            return CalcExpression.dimension(function: name, arguments: arguments, percent: percent)
        default:
            return nil
        }
    }

    static func length(_ c: CSSComponent, percent: Bool, negative: Bool, auto: Bool) -> SpecifiedValue? {
        if auto, c.ident == "auto" { return .keyword("auto") }
        // A mix of units is resolved when computed; a negative result then counts as 0 where
        // negative values are not allowed (CSS Values 4 §10.12).
        if case .function(let name, let arguments) = c,
           case .sum(let terms)? = CalcExpression.value(function: name, arguments: arguments, percent: percent) {
            return .lengthSum(terms)
        }
        guard let d = dimension(c, percent: percent), negative || d.value >= 0 else { return nil }
        return .length(d)
    }

    static func color(_ c: CSSComponent) -> SpecifiedValue? {
        ColorParser.parse(c).map(SpecifiedValue.color)
    }

    static func borderWidth(_ c: CSSComponent) -> SpecifiedValue? {
        if let k = c.ident { return ["thin", "medium", "thick"].contains(k) ? .keyword(k) : nil }
        return length(c, percent: false, negative: false, auto: false)
    }

    static func borderStyle(_ c: CSSComponent) -> SpecifiedValue? {
        guard let k = c.ident else { return nil }
        let mapped: String? = [
            "none": "none", "hidden": "none", "solid": "solid", "dashed": "dashed", "dotted": "dotted",
            "double": "double", "groove": "groove", "ridge": "ridge", "inset": "inset", "outset": "outset",
        ][k]
        return mapped.map(SpecifiedValue.keyword)
    }

    static func fontSize(_ c: CSSComponent) -> SpecifiedValue? {
        if let k = c.ident {
            let allowed: Set<String> = [
                "xx-small", "x-small", "small", "medium", "large", "x-large", "xx-large", "xxx-large", "smaller", "larger",
            ]
            return allowed.contains(k) ? .keyword(k) : nil
        }
        return length(c, percent: true, negative: false, auto: false)
    }

    static func fontWeight(_ c: CSSComponent) -> SpecifiedValue? {
        if let k = c.ident {
            switch k {
            case "normal": return .number(400)
            case "bold": return .number(700)
            case "bolder", "lighter": return .keyword(k)
            default: return nil
            }
        }
        if case .token(.number(let n)) = c, n >= 1, n <= 1000 { return .number(n) }
        return nil
    }

    static func lineHeight(_ c: CSSComponent) -> SpecifiedValue? {
        if c.ident == "normal" { return .keyword("normal") }
        if case .token(.number(let n)) = c, n >= 0, n.isFinite { return .number(n) }
        return length(c, percent: true, negative: false, auto: false)
    }

    static func listStyleTypeValue(_ c: CSSComponent) -> SpecifiedValue? {
        c.ident == nil ? nil : listStyleType(c)
    }

    /// A keyword, or a string (`"→ "`, the markers' text), kept as a `content` of that string.
    static func listStyleType(_ c: CSSComponent) -> SpecifiedValue? {
        if case .token(.string(let s)) = c { return .content([.string(s)]) }
        guard let k = c.ident else { return nil }
        let mapped: String? = [
            "disc": "disc", "circle": "circle", "square": "square", "decimal": "decimal", "lower-alpha": "lower-alpha",
            "lower-latin": "lower-alpha", "upper-alpha": "upper-alpha", "upper-latin": "upper-alpha",
            "lower-roman": "lower-roman", "upper-roman": "upper-roman", "none": "none",
        ][k]
        return mapped.map(SpecifiedValue.keyword)
    }

    /// A gap: `normal` (0 between flex and grid items, 1em between columns) or a length that
    /// is not negative.
    static func gap(_ c: CSSComponent) -> SpecifiedValue? {
        c.ident == "normal" ? .keyword("normal") : length(c, percent: false, negative: false, auto: false)
    }

    /// `column-count`: `auto` or a positive integer.
    static func columnCount(_ c: CSSComponent) -> SpecifiedValue? {
        if c.ident == "auto" { return .keyword("auto") }
        guard case .token(.number(let n)) = c, n == n.rounded(), n >= 1 else { return nil }
        return .number(min(n, 1000))
    }

    /// `column-width`: a length that is not negative (no percentage).
    static func columnWidth(_ c: CSSComponent) -> SpecifiedValue? {
        guard let d = dimension(c, percent: false), d.value >= 0 else { return nil }
        return .length(d)
    }

    /// `flex`: `none`, `auto`, `initial`, or a grow factor, a shrink factor and a basis, each
    /// optional (a lone number is `n 1 0%`).
    static func flex(_ c: [CSSComponent]) -> Values? {
        func values(_ grow: Double, _ shrink: Double, _ basis: SpecifiedValue) -> Values {
            [(.flexGrow, .number(grow)), (.flexShrink, .number(shrink)), (.flexBasis, basis)]
        }
        if c.count == 1, let k = c[0].ident {
            switch k {
            case "none": return values(0, 0, .keyword("auto"))
            case "auto": return values(1, 1, .keyword("auto"))
            case "initial": return values(0, 1, .keyword("auto"))
            default: break
            }
        }
        var numbers: [Double] = [], basis: SpecifiedValue?
        for component in c {
            if case .token(.number(let n)) = component, numbers.count < 2 {
                guard n >= 0, n.isFinite else { return nil }
                numbers.append(n)
            } else if basis == nil, let b = single([component], .flexBasis)?.first?.1 {
                basis = b
            } else {
                return nil
            }
        }
        guard !numbers.isEmpty || basis != nil else { return nil }
        return values(numbers.first ?? 1, numbers.count > 1 ? numbers[1] : 1, basis ?? .length(Dimension(value: 0, unit: .percent)))
    }

    static func display(_ c: CSSComponent) -> SpecifiedValue? {
        guard let k = c.ident else { return nil }
        // `flow-root` is a block that makes a formatting context (computed as `block` with ``ComputedStyle/isFlowRoot``).
        if k == "flow-root" { return .keyword(k) }
        return Display(rawValue: k) != nil ? .keyword(k) : nil
    }

    static func decorationLines(_ c: [CSSComponent]) -> SpecifiedValue? {
        if c.count == 1, c[0].ident == "none" { return .decorationLines([]) }
        var lines: TextDecorationLines = []
        for component in c {
            switch component.ident {
            case "underline": lines.insert(.underline)
            case "line-through": lines.insert(.lineThrough)
            case "overline": lines.insert(.overline)
            case "blink": continue
            default: return nil
            }
        }
        return .decorationLines(lines)
    }

    /// `font-family`: comma-separated names (strings or identifiers joined by spaces) or generic families.
    static func fontFamilies(_ c: ArraySlice<CSSComponent>) -> SpecifiedValue? {
        var families: [FontFamily] = []
        var words: [String] = []
        var quoted: String?
        func flush() -> Bool {
            if let q = quoted {
                guard words.isEmpty else { return false }
                families.append(.named(q))
            } else {
                guard !words.isEmpty else { return false }
                if words.count == 1, let generic = GenericFontFamily(rawValue: words[0].lowercased()) {
                    families.append(.generic(generic))
                } else {
                    families.append(.named(words.joined(separator: " ")))
                }
            }
            words = []
            quoted = nil
            return true
        }
        for component in c {
            switch component {
            case .token(.comma): guard flush() else { return nil }
            case .token(.string(let s)):
                guard quoted == nil, words.isEmpty else { return nil }
                quoted = s
            case .token(.ident(let w)):
                guard quoted == nil else { return nil }
                words.append(w)
            default: return nil
            }
        }
        guard flush() else { return nil }
        return .families(families)
    }
}
