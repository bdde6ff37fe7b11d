import FolioGeometry
import FolioGraphics

/// The longhand properties FolioMarkup computes. Shorthands expand into these when parsed.
package enum PropertyID: Int, CaseIterable, Sendable {
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
    case minWidth, maxWidth, flexDirection, flexWrap, justifyContent, alignItems, alignSelf
    case flexGrow, flexShrink, flexBasis, order, columnGap, rowGap
    case gridTemplateColumns, gridTemplateAreas, gridColumnStart, gridColumnEnd, gridRowStart, gridRowEnd
    case content, counterReset, counterIncrement, counterSet, quotes
    case borderTopLeftRadius, borderTopRightRadius, borderBottomRightRadius, borderBottomLeftRadius, boxShadow, backgroundImage
    case orphans, widows, minHeight
    case float, clear, overflow, boxSizing
    case stringSet, page, bookmarkLevel, bookmarkLabel, bookmarkState
    case letterSpacing, textTransform
    case wordSpacing
    case opacity, transform, transformOrigin, zIndex, backgroundRepeat, backgroundPosition, backgroundSize
    case columnCount, columnWidth, columnRuleWidth, columnRuleStyle, columnRuleColor, columnSpan, columnFill
    /// A custom property (`--name`), whatever its name: the cascade hands these on apart.
    case custom

    /// Whether the property inherits by default.
    package var isInherited: Bool {
        switch self {
        case .color, .fontFamily, .fontSize, .fontWeight, .fontStyle, .textAlign, .textIndent, .lineHeight,
            .whiteSpace, .listStyleType, .hyphens, .direction, .visibility, .borderCollapse, .borderSpacingHorizontal,
            .borderSpacingVertical, .quotes, .orphans, .widows, .letterSpacing, .textTransform,
            .wordSpacing:
            return true
        default:
            return false
        }
    }

    package static let margins: [PropertyID] = [.marginTop, .marginRight, .marginBottom, .marginLeft]
    package static let paddings: [PropertyID] = [.paddingTop, .paddingRight, .paddingBottom, .paddingLeft]
    package static let borderWidths: [PropertyID] = [.borderTopWidth, .borderRightWidth, .borderBottomWidth, .borderLeftWidth]
    package static let borderStyles: [PropertyID] = [.borderTopStyle, .borderRightStyle, .borderBottomStyle, .borderLeftStyle]
    package static let borderColors: [PropertyID] = [.borderTopColor, .borderRightColor, .borderBottomColor, .borderLeftColor]
    package static let insets: [PropertyID] = [.insetTop, .insetRight, .insetBottom, .insetLeft]
}

/// A length or percentage as written: a number and its unit.
package struct Dimension: Hashable, Sendable {
    /// A unit: the absolute ones are ``Length``'s; the others depend on the font or on the box.
    package enum Unit: Hashable, Sendable {
        case absolute(Length.Unit)
        case em, rem, ex, ch, percent

        package static let pt = Unit.absolute(.points), px = Unit.absolute(.pixels)

        /// The units by their CSS names, lowercased.
        package static let named: [String: Unit] = Dictionary(uniqueKeysWithValues: Length.Unit.allCases.map { ($0.rawValue, .absolute($0)) })
            .merging(["em": .em, "rem": .rem, "ex": .ex, "ch": .ch]) { $1 }

        /// The unit as CSS writes it (`Q` lowercased).
        package var name: String {
            switch self {
            case .absolute(let unit): return unit.rawValue
            case .em: return "em"
            case .rem: return "rem"
            case .ex: return "ex"
            case .ch: return "ch"
            case .percent: return "%"
            }
        }
    }
    package var value: Double
    package var unit: Unit

    /// Creates a dimension.
    package init(value: Double, unit: Unit) {
        self.value = value
        self.unit = unit
    }

    /// In points, with `em`/`ex`/`ch` relative to `fontSize` and `rem` to `rootFontSize`;
    /// `nil` for a percentage.
    package func points(fontSize: Double, rootFontSize: Double) -> Double? {
        switch unit {
        case .absolute(let unit): return Length(value, unit).points
        case .em: return value * fontSize
        case .rem: return value * rootFontSize
        case .ex, .ch: return value * fontSize / 2
        case .percent: return nil
        }
    }
}

/// A colour as specified: `currentColor` is resolved when computing.
package enum SpecifiedColor: Hashable, Sendable {
    case rgba(Color)
    case currentColor
}

/// A property's value after parsing, before computing.
package enum SpecifiedValue: Hashable, Sendable {
    case inherit, initial, unset
    /// A keyword already checked against the property's keywords, lowercased.
    case keyword(String)
    case length(Dimension)
    /// A `calc()` mixing units (`calc(100% - 2em)`): its terms, one per unit, summed when computed.
    case lengthSum([Dimension])
    case number(Double)
    case color(SpecifiedColor)
    case families([FontFamily])
    case decorationLines(TextDecorationLines)
    case tracks([SpecifiedTrackSize])
    case areas([[String]])
    case gridLine(GridLine)
    /// `content`: `nil` for `none` and `normal`.
    case content([ContentItem]?)
    /// `counter-reset`, `counter-increment`, `counter-set`; empty for `none`.
    case counterChanges([CounterChange])
    /// `quotes`: `nil` for `auto`, empty for `none`.
    case quotes([String]?)
    /// `position: running(name)` (CSS GCPM 3 §1.3): the name, as written.
    case running(String)
    /// `string-set`: empty for `none`.
    case stringSet([StringSetEntry])
    /// `bookmark-label`'s content list.
    case bookmarkLabel([ContentItem])
    /// A corner's radii, horizontal then vertical.
    case lengthPair(Dimension, Dimension)
    /// `box-shadow`; empty for `none`.
    case shadows([SpecifiedShadow])
    /// `background-image` layers; empty for `none`.
    case backgroundImages([SpecifiedBackgroundImage])
    /// `background-repeat`, one a layer.
    case backgroundRepeats([BackgroundRepeatValue])
    /// `background-position`, one a layer.
    case backgroundPositions([SpecifiedPosition])
    /// `background-size`, one a layer.
    case backgroundSizes([SpecifiedBackgroundSize])
    /// `transform`; empty for `none`.
    case transforms([SpecifiedTransform])
    /// A value with `var()` in it, parsed once the element's custom properties are known.
    case pending(PendingSubstitution)
    /// A custom property's declaration (``PropertyID/custom``).
    case customProperty(name: String, tokens: [CSSToken])
}

/// A declared value holding `var()`: the property as declared (a shorthand or a longhand,
/// lowercased) and its tokens, kept until the custom properties are substituted at
/// computed-value time (CSS Custom Properties 1 §3). It then parses as its property's
/// value, or the property is invalid at computed-value time (`unset`).
package struct PendingSubstitution: Hashable, Sendable {
    package var property: String
    package var tokens: [CSSToken]
}

/// One longhand declaration after shorthand expansion.
package struct LonghandDeclaration: Hashable, Sendable {
    package var property: PropertyID
    package var value: SpecifiedValue
    package var important: Bool

    /// Creates a declaration.
    package init(property: PropertyID, value: SpecifiedValue, important: Bool) {
        self.property = property
        self.value = value
        self.important = important
    }
}
