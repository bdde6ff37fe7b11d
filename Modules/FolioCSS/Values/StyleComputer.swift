import FolioGraphics

/// Turns the cascaded (specified) values of one element into its ``ComputedStyle``, given
/// its parent's computed style.
package enum StyleComputer {
    /// Font sizes of the absolute keywords in points (CSS's px values × 0.75).
    static let keywordSizes: [String: Double] = [
        "xx-small": 6.75, "x-small": 7.5, "small": 9.75, "medium": 12, "large": 13.5, "x-large": 18,
        "xx-large": 24, "xxx-large": 36,
    ]

    /// The largest computed font size, in points, which is also the largest the layout sets:
    /// a larger size (an `em` size compounded over nested elements reaches infinity in a few
    /// levels) computes to this one.
    package static let maximumFontSize = 1000.0

    /// The largest length, either way, a box or text property may compute to, in points: the
    /// largest PDF page (200 in). A declaration past it (`margin-left: 1000000px`) could never
    /// be placed on a page; it is ignored, as a browser ignores an invalid declaration, and
    /// reported (see ``StyledDocument/ignoredDeclarations``).
    package static let maximumLength = 14_400.0

    /// The largest percentage a length property may give, either way (ten times its reference).
    package static let maximumPercent = 1_000.0

    /// Border widths of the keywords, in points.
    static let borderWidths: [String: Double] = ["thin": 0.75, "medium": 2.25, "thick": 3.75]

    /// The initial values.
    private static let initial = ComputedStyle()

    /// The properties that inherit (``PropertyID/isInherited``).
    private static let inherited = PropertyID.allCases.filter(\.isInherited)

    /// The order properties are computed in: font size first (`em` depends on it), colour
    /// next (`currentColor` depends on it), then the rest.
    private static let order: [PropertyID] = [.fontSize, .color] + PropertyID.allCases.filter { $0 != .fontSize && $0 != .color }

    /// Computes a style. `specified` is indexed by ``PropertyID/rawValue``; `customs` are the
    /// element's custom property declarations in cascade order. Declarations out of range (see
    /// ``maximumLength``) are left out, and added to `ignored` as written (`margin-left: 1000000px`).
    package static func compute(_ specified: [SpecifiedValue?], customs: [(name: String, tokens: [CSSToken])] = [],
                                parent: ComputedStyle, rootFontSize: Double, ignored: inout [String]) -> ComputedStyle {
        var style = ComputedStyle()
        // Inherited properties start from the parent.
        for id in inherited { copy(id, from: parent, to: &style) }
        style.language = parent.language
        style.customProperties = CustomProperties.resolving(customs, inheriting: parent.customProperties)
        // A shorthand with `var()` is substituted and parsed once for all its longhands.
        var substituted: [PendingSubstitution: [LonghandDeclaration]] = [:]

        var borderColorsSet: UInt8 = 0
        for id in order {
            guard var value = specified[id.rawValue] else { continue }
            if case .pending(let pending) = value {
                // Invalid at computed-value time when it cannot be substituted or parsed: `unset`.
                let longhands = substituted[pending] ?? style.customProperties.substitute(pending.tokens).map {
                    PropertyParser.parse(property: pending.property, value: CSSComponent.components($0[...]), important: false)
                } ?? []
                substituted[pending] = longhands
                value = longhands.first { $0.property == id }?.value ?? .unset
                if case .pending = value { value = .unset }
            }
            switch value {
            case .inherit: copy(id, from: parent, to: &style)
            case .initial: copy(id, from: initial, to: &style)
            case .unset: copy(id, from: id.isInherited ? parent : initial, to: &style)
            default:
                if case .lengthSum(let terms) = value {
                    value = resolved(terms, id, fontSize: id == .fontSize ? parent.fontSize : style.fontSize, rootFontSize: rootFontSize)
                }
                if isOutOfRange(id, value, style, rootFontSize) {
                    ignored.append("\(PropertyParser.name(of: id)): \(written(value))")
                    continue
                }
                apply(id, value, parent: parent, rootFontSize: rootFontSize, to: &style)
            }
            if let side = PropertyID.borderColors.firstIndex(of: id) { borderColorsSet |= 1 << side }
        }
        // Border colours not set are currentColor; widths are 0 where the style is none.
        for side in 0..<4 {
            let currentColor = style.color
            if borderColorsSet & (1 << side) == 0 { style.border[side: side].color = currentColor }
            let bordered = style.border[side: side].style != .none
            if !bordered { style.border[side: side].width = 0 }
            if bordered, specified[PropertyID.borderWidths[side].rawValue] == nil {
                style.border[side: side].width = borderWidths["medium"] ?? 0
            }
        }
        style.textDecorations = parent.textDecorations.union(style.textDecorationLine)
        style.isDisplayed = parent.isDisplayed && style.display != .none
        // CSS 2.1 §9.7: an absolute or fixed box does not float; a floated box is a block.
        if style.position == .absolute || style.position == .fixed { style.float = .none }
        if style.float != .none, style.display != .none, style.display != .table, style.display != .listItem,
           style.display != .block, style.display != .flex, style.display != .grid {
            style.display = style.display == .inlineTable ? .table : style.display == .inlineFlex ? .flex
                : style.display == .inlineGrid ? .grid : .block
        }
        return style
    }

    /// Copies one property's computed value (for `inherit`, `initial`, `unset`).
    private static func copy(_ id: PropertyID, from source: ComputedStyle, to style: inout ComputedStyle) {
        /// Copies the value at `path`.
        func take<Value>(_ path: WritableKeyPath<ComputedStyle, Value>) { style[keyPath: path] = source[keyPath: path] }
        /// Which side (0 top, 1 right, 2 bottom, 3 left) `id` names among `group`'s four longhands.
        func side(in group: [PropertyID]) -> Int { group.firstIndex(of: id) ?? 0 }
        switch id {
        case .color: style.color = source.color
        case .backgroundColor: style.backgroundColor = source.backgroundColor
        case .fontFamily: style.fontFamilies = source.fontFamilies
        case .fontSize: style.fontSize = source.fontSize
        case .fontWeight: style.fontWeight = source.fontWeight
        case .fontStyle: style.fontStyle = source.fontStyle
        case .textAlign: style.textAlign = source.textAlign
        case .textDecorationLine: style.textDecorationLine = source.textDecorationLine
        case .textIndent: style.textIndent = source.textIndent
        case .lineHeight: style.lineHeight = source.lineHeight
        case .marginTop, .marginRight, .marginBottom, .marginLeft:
            take(\.margin[side: side(in: PropertyID.margins)])
        case .paddingTop, .paddingRight, .paddingBottom, .paddingLeft:
            take(\.padding[side: side(in: PropertyID.paddings)])
        case .borderTopWidth, .borderRightWidth, .borderBottomWidth, .borderLeftWidth:
            take(\.border[side: side(in: PropertyID.borderWidths)].width)
        case .borderTopStyle, .borderRightStyle, .borderBottomStyle, .borderLeftStyle:
            take(\.border[side: side(in: PropertyID.borderStyles)].style)
        case .borderTopColor, .borderRightColor, .borderBottomColor, .borderLeftColor:
            take(\.border[side: side(in: PropertyID.borderColors)].color)
        case .width: style.width = source.width
        case .height: style.height = source.height
        case .whiteSpace: style.whiteSpace = source.whiteSpace
        case .listStyleType:
            style.listStyleType = source.listStyleType
            style.listStyleString = source.listStyleString
        case .verticalAlign: style.verticalAlign = source.verticalAlign
        case .breakBefore: style.breakBefore = source.breakBefore
        case .breakAfter: style.breakAfter = source.breakAfter
        case .breakInside: style.breakInside = source.breakInside
        case .hyphens: style.hyphens = source.hyphens
        case .letterSpacing: style.letterSpacing = source.letterSpacing
        case .wordSpacing: style.wordSpacing = source.wordSpacing
        case .textTransform: style.textTransform = source.textTransform
        case .direction: style.direction = source.direction
        case .display: style.display = source.display; style.isFlowRoot = source.isFlowRoot
        case .float: style.float = source.float
        case .clear: style.clear = source.clear
        case .overflow: style.overflow = source.overflow
        case .boxSizing: style.boxSizing = source.boxSizing
        case .visibility: style.visibility = source.visibility
        case .insetTop, .insetRight, .insetBottom, .insetLeft:
            take(\.inset[side: side(in: PropertyID.insets)])
        case .position:
            style.position = source.position
            style.runningName = source.runningName
        case .tableLayout: style.tableLayout = source.tableLayout
        case .borderCollapse: style.borderCollapse = source.borderCollapse
        case .borderSpacingHorizontal: style.borderSpacing.horizontal = source.borderSpacing.horizontal
        case .borderSpacingVertical: style.borderSpacing.vertical = source.borderSpacing.vertical
        case .minWidth: style.minWidth = source.minWidth
        case .minHeight: style.minHeight = source.minHeight
        case .maxWidth: style.maxWidth = source.maxWidth
        case .flexDirection: style.flex.direction = source.flex.direction
        case .flexWrap: style.flex.wraps = source.flex.wraps
        case .justifyContent: style.flex.justifyContent = source.flex.justifyContent
        case .alignItems: style.flex.alignItems = source.flex.alignItems
        case .alignSelf: style.flex.alignSelf = source.flex.alignSelf
        case .flexGrow: style.flex.grow = source.flex.grow
        case .flexShrink: style.flex.shrink = source.flex.shrink
        case .flexBasis: style.flex.basis = source.flex.basis
        case .order: style.flex.order = source.flex.order
        case .columnGap:
            style.flex.columnGap = source.flex.columnGap
            style.multicol.gap = source.multicol.gap
        case .columnCount: style.multicol.count = source.multicol.count
        case .columnWidth: style.multicol.width = source.multicol.width
        case .columnRuleWidth: style.multicol.ruleWidth = source.multicol.ruleWidth
        case .columnRuleStyle: style.multicol.ruleStyle = source.multicol.ruleStyle
        case .columnRuleColor: style.multicol.ruleColor = source.multicol.ruleColor
        case .columnSpan: style.multicol.spansAll = source.multicol.spansAll
        case .columnFill: style.multicol.balances = source.multicol.balances
        case .rowGap: style.flex.rowGap = source.flex.rowGap
        case .gridTemplateColumns: style.grid.templateColumns = source.grid.templateColumns
        case .gridTemplateAreas: style.grid.templateAreas = source.grid.templateAreas
        case .gridColumnStart: style.grid.columnStart = source.grid.columnStart
        case .gridColumnEnd: style.grid.columnEnd = source.grid.columnEnd
        case .gridRowStart: style.grid.rowStart = source.grid.rowStart
        case .gridRowEnd: style.grid.rowEnd = source.grid.rowEnd
        case .content: style.content = source.content
        case .counterReset: style.counterReset = source.counterReset
        case .counterIncrement: style.counterIncrement = source.counterIncrement
        case .counterSet: style.counterSet = source.counterSet
        case .quotes: style.quotes = source.quotes
        case .stringSet: style.stringSet = source.stringSet
        case .page: style.pageName = source.pageName
        case .bookmarkLevel: style.bookmarkLevel = source.bookmarkLevel
        case .bookmarkLabel: style.bookmarkLabel = source.bookmarkLabel
        case .bookmarkState: style.bookmarkIsOpen = source.bookmarkIsOpen
        case .borderTopLeftRadius, .borderTopRightRadius, .borderBottomRightRadius, .borderBottomLeftRadius:
            take(\.borderRadius[side(in: BoxDecorationParser.radii)])
        case .boxShadow: style.boxShadows = source.boxShadows
        case .backgroundImage: style.backgroundImages = source.backgroundImages
        case .backgroundRepeat: style.backgroundRepeats = source.backgroundRepeats
        case .backgroundPosition: style.backgroundPositions = source.backgroundPositions
        case .backgroundSize: style.backgroundSizes = source.backgroundSizes
        case .opacity: style.opacity = source.opacity
        case .transform: style.transform = source.transform
        case .transformOrigin: style.transformOrigin = source.transformOrigin
        case .zIndex: style.zIndex = source.zIndex
        case .orphans: style.orphans = source.orphans
        case .widows: style.widows = source.widows
        case .custom: break  // custom properties are inherited whole (``CustomProperties``)
        }
    }

    /// Whether a length of a box or text property (margins, padding, border widths, indent,
    /// line height, width, height) is past ``maximumLength`` or ``maximumPercent``, infinity
    /// and NaN included. `style` has this element's font size already.
    private static func isOutOfRange(_ id: PropertyID, _ value: SpecifiedValue, _ style: ComputedStyle, _ rootFontSize: Double) -> Bool {
        switch id {
        case .fontSize, .fontWeight:
            return false  // bounded where computed
        case .lineHeight:
            if case .number(let n) = value { return !(abs(n * style.fontSize) <= maximumLength) }
        default:
            break
        }
        if case .lengthSum(let terms) = value {
            return terms.contains { !(abs($0.value) <= ($0.unit == .percent ? maximumPercent : maximumLength)) }
        }
        guard case .length(let d) = value else { return false }
        if d.unit == .percent {
            let points = id == .lineHeight ? style.fontSize * d.value / 100 : 0
            return !(abs(d.value) <= maximumPercent) || !(abs(points) <= maximumLength)
        }
        guard let points = d.points(fontSize: style.fontSize, rootFontSize: rootFontSize) else { return false }
        return !(abs(points) <= maximumLength)
    }

    /// A value as CSS writes it (`1000000px`, `1e+09`), for messages.
    private static func written(_ value: SpecifiedValue) -> String {
        func number(_ v: Double) -> String {
            if let i = Int(exactly: v), abs(i) < 1 << 53 { return String(i) }
            return "\(v)"
        }
        switch value {
        case .length(let d): return number(d.value) + d.unit.name
        case .number(let n): return number(n)
        default: return "\(value)"
        }
    }

    /// A `calc()` mixing units, its font-relative terms in points (`em` against `fontSize`):
    /// one length in points when no percentage is left, or when the property's percentages are
    /// of the font size (`font-size`, `line-height`); otherwise the points and the percentage.
    private static func resolved(_ terms: [Dimension], _ id: PropertyID, fontSize: Double, rootFontSize: Double) -> SpecifiedValue {
        var (points, percent) = split(terms, fontSize: fontSize, rootFontSize: rootFontSize)
        if id == .fontSize || id == .lineHeight {
            (points, percent) = (points + fontSize * percent / 100, 0)
        }
        if percent == 0 { return .length(Dimension(value: points, unit: .pt)) }
        return .lengthSum([Dimension(value: points, unit: .pt), Dimension(value: percent, unit: .percent)])
    }

    /// The sum of `terms`' lengths in points, and of their percentages.
    private static func split(_ terms: [Dimension], fontSize: Double, rootFontSize: Double) -> (points: Double, percent: Double) {
        terms.reduce((0, 0)) { sum, t in
            t.unit == .percent ? (sum.0, sum.1 + t.value) : (sum.0 + (t.points(fontSize: fontSize, rootFontSize: rootFontSize) ?? 0), sum.1)
        }
    }

    /// A length-like value in points or percent, `em` against this element's font size.
    private static func length(_ value: SpecifiedValue, _ style: ComputedStyle, _ rootFontSize: Double) -> CSSLength? {
        switch value {
        case .keyword("auto"): return .auto
        case .lengthSum(let terms):
            let (points, percent) = split(terms, fontSize: style.fontSize, rootFontSize: rootFontSize)
            return .sum(percent: percent, points: points)
        case .length(let d):
            if d.unit == .percent { return .percent(d.value) }
            return d.points(fontSize: style.fontSize, rootFontSize: rootFontSize).map(CSSLength.points)
        default: return nil
        }
    }

    private static func resolve(_ color: SpecifiedColor, _ style: ComputedStyle, currentColor: Color) -> Color {
        switch color {
        case .rgba(let c): return c
        case .currentColor: return currentColor
        }
    }

    /// A font size no larger than ``maximumFontSize`` (infinity and NaN included) and not
    /// negative.
    private static func bounded(_ size: Double) -> Double {
        size <= maximumFontSize ? max(size, 0) : maximumFontSize
    }

    /// Applies a specified value that is not a global keyword.
    private static func apply(_ id: PropertyID, _ value: SpecifiedValue, parent: ComputedStyle, rootFontSize: Double, to style: inout ComputedStyle) {
        switch (id, value) {
        case (.color, .color(let c)): style.color = resolve(c, style, currentColor: parent.color)
        case (.backgroundColor, .color(let c)): style.backgroundColor = resolve(c, style, currentColor: style.color)
        case (.fontFamily, .families(let f)): style.fontFamilies = f
        case (.fontSize, .keyword(let k)):
            if k == "smaller" {
                style.fontSize = parent.fontSize / 1.2
            } else if k == "larger" {
                style.fontSize = bounded(parent.fontSize * 1.2)
            } else if let size = keywordSizes[k] {
                style.fontSize = size
            }
        case (.fontSize, .length(let d)):
            if d.unit == .percent {
                style.fontSize = bounded(parent.fontSize * d.value / 100)
            } else if let p = d.points(fontSize: parent.fontSize, rootFontSize: rootFontSize) {
                style.fontSize = bounded(p)
            }
        case (.fontWeight, .number(let n)): style.fontWeight = Int(n.rounded())
        case (.fontWeight, .keyword("bolder")):
            let w = parent.fontWeight
            style.fontWeight = w < 350 ? 400 : w < 550 ? 700 : w < 900 ? 900 : w
        case (.fontWeight, .keyword("lighter")):
            let w = parent.fontWeight
            style.fontWeight = w < 100 ? w : w < 550 ? 100 : w < 750 ? 400 : 700
        case (.fontStyle, .keyword(let k)): style.fontStyle = FontStyle(rawValue: k) ?? .normal
        case (.textAlign, .keyword(let k)): style.textAlign = TextAlign(rawValue: k) ?? .start
        case (.textDecorationLine, .decorationLines(let lines)): style.textDecorationLine = lines
        case (.textIndent, _): if let l = length(value, style, rootFontSize) { style.textIndent = l }
        case (.lineHeight, .keyword("normal")): style.lineHeight = .normal
        case (.lineHeight, .number(let n)): style.lineHeight = .multiple(n)
        case (.lineHeight, .length(let d)):
            if d.unit == .percent {
                style.lineHeight = .points(style.fontSize * d.value / 100)
            } else if let p = d.points(fontSize: style.fontSize, rootFontSize: rootFontSize) {
                style.lineHeight = .points(p)
            }
        case (.marginTop, _), (.marginRight, _), (.marginBottom, _), (.marginLeft, _):
            if let l = length(value, style, rootFontSize) { style.margin[side: PropertyID.margins.firstIndex(of: id) ?? 0] = l }
        case (.paddingTop, _), (.paddingRight, _), (.paddingBottom, _), (.paddingLeft, _):
            if let l = length(value, style, rootFontSize) { style.padding[side: PropertyID.paddings.firstIndex(of: id) ?? 0] = l }
        case (.borderTopWidth, _), (.borderRightWidth, _), (.borderBottomWidth, _), (.borderLeftWidth, _):
            let side = PropertyID.borderWidths.firstIndex(of: id) ?? 0
            var width: Double?
            if case .keyword(let k) = value { width = borderWidths[k] }
            if case .length(let d) = value { width = d.points(fontSize: style.fontSize, rootFontSize: rootFontSize) }
            if let width { style.border[side: side].width = width }
        case (.borderTopStyle, .keyword(let k)), (.borderRightStyle, .keyword(let k)), (.borderBottomStyle, .keyword(let k)),
            (.borderLeftStyle, .keyword(let k)):
            let s = BorderStyle(rawValue: k) ?? .none
            style.border[side: PropertyID.borderStyles.firstIndex(of: id) ?? 0].style = s
        case (.borderTopColor, .color(let c)), (.borderRightColor, .color(let c)), (.borderBottomColor, .color(let c)),
            (.borderLeftColor, .color(let c)):
            let resolved = resolve(c, style, currentColor: style.color)
            style.border[side: PropertyID.borderColors.firstIndex(of: id) ?? 0].color = resolved
        case (.width, _): if let l = length(value, style, rootFontSize) { style.width = l }
        case (.height, _): if let l = length(value, style, rootFontSize) { style.height = l }
        case (.whiteSpace, .keyword(let k)): style.whiteSpace = WhiteSpace(rawValue: k) ?? .normal
        case (.listStyleType, .keyword(let k)): style.listStyleType = ListStyleType(rawValue: k) ?? .disc; style.listStyleString = nil
        case (.listStyleType, .content(let items)):
            if case .string(let s)? = items?.first { style.listStyleString = s }
        case (.verticalAlign, .keyword(let k)): style.verticalAlign = VerticalAlign(rawValue: k) ?? .baseline
        case (.breakBefore, .keyword(let k)): style.breakBefore = BreakValue(rawValue: k) ?? .auto
        case (.breakAfter, .keyword(let k)): style.breakAfter = BreakValue(rawValue: k) ?? .auto
        case (.breakInside, .keyword(let k)): style.breakInside = BreakValue(rawValue: k) ?? .auto
        case (.hyphens, .keyword(let k)): style.hyphens = Hyphens(rawValue: k) ?? .manual
        case (.letterSpacing, .keyword("normal")): style.letterSpacing = 0
        case (.letterSpacing, .length(let d)):
            if let p = d.points(fontSize: style.fontSize, rootFontSize: rootFontSize) { style.letterSpacing = min(max(p, -1000), 1000) }
        case (.wordSpacing, .keyword("normal")): style.wordSpacing = 0
        case (.wordSpacing, .length(let d)):
            if let p = d.points(fontSize: style.fontSize, rootFontSize: rootFontSize) { style.wordSpacing = min(max(p, -1000), 1000) }
        case (.textTransform, .keyword(let k)): style.textTransform = TextTransform(rawValue: k) ?? .none
        case (.direction, .keyword(let k)): style.direction = TextDirection(rawValue: k) ?? .ltr
        case (.display, .keyword(let k)):
            style.display = k == "flow-root" ? .block : Display(rawValue: k) ?? .inline
            style.isFlowRoot = k == "flow-root"
        case (.float, .keyword(let k)): style.float = CSSFloat(rawValue: k) ?? .none
        case (.clear, .keyword(let k)): style.clear = Clear(rawValue: k) ?? .none
        case (.overflow, .keyword(let k)): style.overflow = Overflow(rawValue: k) ?? .visible
        case (.boxSizing, .keyword(let k)): style.boxSizing = BoxSizing(rawValue: k) ?? .contentBox
        case (.insetTop, _), (.insetRight, _), (.insetBottom, _), (.insetLeft, _):
            if let l = length(value, style, rootFontSize) { style.inset[side: PropertyID.insets.firstIndex(of: id) ?? 0] = l }
        case (.visibility, .keyword(let k)): style.visibility = Visibility(rawValue: k) ?? .visible
        case (.position, .keyword(let k)):
            style.position = Position(rawValue: k) ?? .static
            style.runningName = nil
        case (.position, .running(let name)):
            style.position = .static
            style.runningName = name
        case (.tableLayout, .keyword(let k)): style.tableLayout = TableLayout(rawValue: k) ?? .auto
        case (.borderCollapse, .keyword(let k)): style.borderCollapse = BorderCollapse(rawValue: k) ?? .separate
        case (.borderSpacingHorizontal, .length(let d)):
            if let p = d.points(fontSize: style.fontSize, rootFontSize: rootFontSize) { style.borderSpacing.horizontal = p }
        case (.borderSpacingVertical, .length(let d)):
            if let p = d.points(fontSize: style.fontSize, rootFontSize: rootFontSize) { style.borderSpacing.vertical = p }
        case (.minWidth, _): if let l = length(value, style, rootFontSize) { style.minWidth = l }
        case (.minHeight, _): if let l = length(value, style, rootFontSize) { style.minHeight = l }
        case (.maxWidth, _): if let l = length(value, style, rootFontSize) { style.maxWidth = l }
        case (.flexDirection, .keyword(let k)): style.flex.direction = FlexDirection(rawValue: k) ?? .row
        case (.flexWrap, .keyword(let k)): style.flex.wraps = k == "wrap"
        case (.justifyContent, .keyword(let k)): style.flex.justifyContent = FlexJustification(rawValue: k) ?? .start
        case (.alignItems, .keyword(let k)): style.flex.alignItems = FlexAlignment(rawValue: k) ?? .stretch
        case (.alignSelf, .keyword(let k)): style.flex.alignSelf = FlexAlignment(rawValue: k)
        case (.flexGrow, .number(let n)): style.flex.grow = n
        case (.flexShrink, .number(let n)): style.flex.shrink = n
        case (.flexBasis, _): if let l = length(value, style, rootFontSize) { style.flex.basis = l }
        case (.order, .number(let n)): style.flex.order = Int(n)
        case (.columnGap, .length(let d)):
            if let p = d.points(fontSize: style.fontSize, rootFontSize: rootFontSize) {
                style.flex.columnGap = p
                style.multicol.gap = p
            }
        case (.columnGap, .keyword):
            style.flex.columnGap = 0
            style.multicol.gap = nil
        case (.rowGap, .keyword): style.flex.rowGap = 0
        case (.columnCount, .number(let n)): style.multicol.count = Int(n)
        case (.columnCount, .keyword): style.multicol.count = nil
        case (.columnWidth, .length(let d)): style.multicol.width = d.points(fontSize: style.fontSize, rootFontSize: rootFontSize)
        case (.columnWidth, .keyword): style.multicol.width = nil
        case (.columnRuleWidth, _):
            if case .keyword(let k) = value, let w = borderWidths[k] { style.multicol.ruleWidth = w }
            if case .length(let d) = value, let w = d.points(fontSize: style.fontSize, rootFontSize: rootFontSize) { style.multicol.ruleWidth = w }
        case (.columnRuleStyle, .keyword(let k)): style.multicol.ruleStyle = BorderStyle(rawValue: k) ?? .none
        case (.columnRuleColor, .color(let c)): style.multicol.ruleColor = resolve(c, style, currentColor: style.color)
        case (.columnSpan, .keyword(let k)): style.multicol.spansAll = k == "all"
        case (.columnFill, .keyword(let k)): style.multicol.balances = k != "auto"
        case (.rowGap, .length(let d)):
            if let p = d.points(fontSize: style.fontSize, rootFontSize: rootFontSize) { style.flex.rowGap = p }
        case (.gridTemplateColumns, .tracks(let t)):
            style.grid.templateColumns = t.map { $0.computed(fontSize: style.fontSize, rootFontSize: rootFontSize) }
        case (.gridTemplateAreas, .areas(let a)): style.grid.templateAreas = a
        case (.gridColumnStart, .gridLine(let l)): style.grid.columnStart = l
        case (.gridColumnEnd, .gridLine(let l)): style.grid.columnEnd = l
        case (.gridRowStart, .gridLine(let l)): style.grid.rowStart = l
        case (.gridRowEnd, .gridLine(let l)): style.grid.rowEnd = l
        case (.content, .content(let items)): style.content = items?.isEmpty == true ? nil : items  // `none` is empty
        case (.counterReset, .counterChanges(let c)): style.counterReset = c
        case (.counterIncrement, .counterChanges(let c)): style.counterIncrement = c
        case (.counterSet, .counterChanges(let c)): style.counterSet = c
        case (.quotes, .quotes(let q)): style.quotes = q
        case (.stringSet, .stringSet(let entries)): style.stringSet = entries
        case (.page, .keyword(let name)): style.pageName = name == "auto" ? nil : name
        case (.bookmarkLevel, .keyword): style.bookmarkLevel = nil
        case (.bookmarkLevel, .number(let n)): style.bookmarkLevel = Int(n)
        case (.bookmarkLabel, .bookmarkLabel(let items)): style.bookmarkLabel = items
        case (.bookmarkState, .keyword(let k)): style.bookmarkIsOpen = k == "open"
        case (.borderTopLeftRadius, .lengthPair(let h, let v)), (.borderTopRightRadius, .lengthPair(let h, let v)),
             (.borderBottomRightRadius, .lengthPair(let h, let v)), (.borderBottomLeftRadius, .lengthPair(let h, let v)):
            let corner = BoxDecorationParser.radii.firstIndex(of: id) ?? 0
            style.borderRadius[corner] = BoxDecorationParser.computed(h, v, fontSize: style.fontSize, rootFontSize: rootFontSize)
        case (.boxShadow, .shadows(let s)):
            style.boxShadows = BoxDecorationParser.computed(s, fontSize: style.fontSize, rootFontSize: rootFontSize, currentColor: style.color)
        case (.backgroundImage, .backgroundImages(let layers)):
            style.backgroundImages = BackgroundLayerParser.computed(layers, fontSize: style.fontSize, rootFontSize: rootFontSize,
                                                                    currentColor: style.color)
        case (.backgroundRepeat, .backgroundRepeats(let r)): style.backgroundRepeats = r
        case (.backgroundPosition, .backgroundPositions(let p)):
            style.backgroundPositions = BackgroundLayerParser.computed(p, fontSize: style.fontSize, rootFontSize: rootFontSize)
        case (.backgroundSize, .backgroundSizes(let sizes)):
            style.backgroundSizes = BackgroundLayerParser.computed(sizes, fontSize: style.fontSize, rootFontSize: rootFontSize)
        case (.opacity, .number(let n)): style.opacity = n
        case (.transform, .transforms(let t)): style.transform = EffectParser.computed(t, fontSize: style.fontSize, rootFontSize: rootFontSize)
        case (.transformOrigin, .lengthPair(let x, let y)):
            style.transformOrigin = (EffectParser.computed(x, fontSize: style.fontSize, rootFontSize: rootFontSize),
                                     EffectParser.computed(y, fontSize: style.fontSize, rootFontSize: rootFontSize))
        case (.zIndex, .number(let n)): style.zIndex = Int(n)
        case (.zIndex, .keyword): style.zIndex = nil
        case (.orphans, .number(let n)): style.orphans = Int32(n)
        case (.widows, .number(let n)): style.widows = Int32(n)
        default: break
        }
    }
}
