import FolioGraphics

/// The longhand properties FolioMarkup computes. Shorthands expand into these when parsed.
enum PropertyID: Int, CaseIterable, Sendable {
    case color, backgroundColor, fontFamily, fontSize, fontWeight, fontStyle
    case textAlign, textDecorationLine, textIndent, lineHeight
    case marginTop, marginRight, marginBottom, marginLeft
    case paddingTop, paddingRight, paddingBottom, paddingLeft
    case borderTopWidth, borderRightWidth, borderBottomWidth, borderLeftWidth
    case borderTopStyle, borderRightStyle, borderBottomStyle, borderLeftStyle
    case borderTopColor, borderRightColor, borderBottomColor, borderLeftColor
    case width, height, whiteSpace, listStyleType, verticalAlign
    case breakBefore, breakAfter, breakInside, hyphens, direction, display
    case visibility, position, insetTop, insetRight, insetBottom, insetLeft
    case tableLayout, borderCollapse, borderSpacingHorizontal, borderSpacingVertical

    /// Whether the property inherits by default.
    var isInherited: Bool {
        switch self {
        case .color, .fontFamily, .fontSize, .fontWeight, .fontStyle, .textAlign, .textIndent, .lineHeight,
            .whiteSpace, .listStyleType, .hyphens, .direction, .visibility, .borderCollapse, .borderSpacingHorizontal,
            .borderSpacingVertical:
            return true
        default:
            return false
        }
    }

    static let margins: [PropertyID] = [.marginTop, .marginRight, .marginBottom, .marginLeft]
    static let paddings: [PropertyID] = [.paddingTop, .paddingRight, .paddingBottom, .paddingLeft]
    static let borderWidths: [PropertyID] = [.borderTopWidth, .borderRightWidth, .borderBottomWidth, .borderLeftWidth]
    static let borderStyles: [PropertyID] = [.borderTopStyle, .borderRightStyle, .borderBottomStyle, .borderLeftStyle]
    static let borderColors: [PropertyID] = [.borderTopColor, .borderRightColor, .borderBottomColor, .borderLeftColor]
    static let insets: [PropertyID] = [.insetTop, .insetRight, .insetBottom, .insetLeft]
}

/// A length or percentage as written: a number and its unit.
struct Dimension: Hashable, Sendable {
    enum Unit: String, Hashable, Sendable {
        case pt, px, `in`, cm, mm, q, pc, em, rem, ex, ch, percent = "%"
    }
    var value: Double
    var unit: Unit

    /// In points, with `em`/`ex`/`ch` relative to `fontSize` and `rem` to `rootFontSize`;
    /// `nil` for a percentage.
    func points(fontSize: Double, rootFontSize: Double) -> Double? {
        switch unit {
        case .pt: return value
        case .px: return value * 0.75
        case .in: return value * 72
        case .cm: return value * 72 / 2.54
        case .mm: return value * 72 / 25.4
        case .q: return value * 72 / 101.6
        case .pc: return value * 12
        case .em: return value * fontSize
        case .rem: return value * rootFontSize
        case .ex, .ch: return value * fontSize / 2
        case .percent: return nil
        }
    }
}

/// A colour as specified: `currentColor` is resolved when computing.
enum SpecifiedColor: Hashable, Sendable {
    case rgba(Color)
    case currentColor
}

/// A property's value after parsing, before computing.
enum SpecifiedValue: Hashable, Sendable {
    case inherit, initial, unset
    /// A keyword already checked against the property's keywords, lowercased.
    case keyword(String)
    case length(Dimension)
    case number(Double)
    case color(SpecifiedColor)
    case families([FontFamily])
    case decorationLines(TextDecorationLines)
}

/// One longhand declaration after shorthand expansion.
struct LonghandDeclaration: Hashable, Sendable {
    var property: PropertyID
    var value: SpecifiedValue
    var important: Bool
}
