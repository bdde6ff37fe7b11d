import FolioGraphics

/// A computed length: lengths are resolved to points when styles are computed (`em` against
/// the element's font size, `rem` against the root's, `px` as 0.75 pt); percentages and
/// `auto` are kept, because they depend on a containing block only layout knows.
public enum CSSLength: Hashable, Sendable {
    /// An absolute length in points (1/72 in).
    case points(Double)
    /// A percentage (50 for `50%`) of the containing block's width (of its height for `height`).
    case percent(Double)
    /// A percentage of the containing block's width plus a length in points: a `calc()` that
    /// mixes them (`calc(100% - 2cm)` is `sum(percent: 100, points: -56.69…)`).
    case sum(percent: Double, points: Double)
    /// `auto`.
    case auto

    /// Zero points.
    public static let zero = CSSLength.points(0)

    /// The length in points, resolving a percentage against `reference`; `nil` for `auto`.
    public func points(relativeTo reference: Double) -> Double? {
        switch self {
        case .points(let p): return p
        case .percent(let p): return p / 100 * reference
        case .sum(let p, let points): return p / 100 * reference + points
        case .auto: return nil
        }
    }
}

/// Four values, one per side of a box.
public struct EdgeValues<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The top side.
    public var top: Value
    /// The right side.
    public var right: Value
    /// The bottom side.
    public var bottom: Value
    /// The left side.
    public var left: Value

    /// Four sides.
    public init(top: Value, right: Value, bottom: Value, left: Value) {
        self.top = top
        self.right = right
        self.bottom = bottom
        self.left = left
    }

    /// The same value on every side.
    public init(all value: Value) {
        self.init(top: value, right: value, bottom: value, left: value)
    }

    /// The value of a side by its place in CSS's order: 0 top, 1 right, 2 bottom, 3 left (as
    /// the properties of ``PropertyID/margins`` and the other per-side lists stand).
    subscript(side index: Int) -> Value {
        get {
            switch index {
            case 0: top
            case 1: right
            case 2: bottom
            default: left
            }
        }
        set {
            switch index {
            case 0: top = newValue
            case 1: right = newValue
            case 2: bottom = newValue
            default: left = newValue
            }
        }
    }
}

/// Writing direction, from CSS `direction` or the HTML `dir` attribute.
public enum TextDirection: String, Hashable, Sendable {
    /// Left to right.
    case ltr
    /// Right to left.
    case rtl
}

/// The generic font families of CSS.
public enum GenericFontFamily: String, Hashable, Sendable, CaseIterable {
    /// `serif`.
    case serif
    /// `sans-serif`.
    case sansSerif = "sans-serif"
    /// `monospace`.
    case monospace
    /// `cursive`.
    case cursive
    /// `fantasy`.
    case fantasy
    /// `system-ui`.
    case systemUI = "system-ui"
    /// `ui-serif`.
    case uiSerif = "ui-serif"
    /// `ui-sans-serif`.
    case uiSansSerif = "ui-sans-serif"
    /// `ui-monospace`.
    case uiMonospace = "ui-monospace"
    /// `ui-rounded`.
    case uiRounded = "ui-rounded"
}

/// One entry of a `font-family` list.
public enum FontFamily: Hashable, Sendable {
    /// A family by name, as written (`"Helvetica Neue"`, `Georgia`).
    case named(String)
    /// A generic family.
    case generic(GenericFontFamily)
}

/// `font-style`.
public enum FontStyle: String, Hashable, Sendable {
    /// Upright.
    case normal
    /// Italic.
    case italic
    /// Oblique; laid out as italic where no oblique face exists.
    case oblique
}

/// `text-align`. `start` and `end` are kept: they mean left or right according to ``TextDirection``.
public enum TextAlign: String, Hashable, Sendable {
    /// The start of the line: left in left-to-right text. The initial value.
    case start
    /// The end of the line.
    case end
    /// Left.
    case left
    /// Right.
    case right
    /// Centred.
    case center
    /// Justified.
    case justify

    /// `left` or `right` for `start` and `end` in `direction`; other values as they are.
    public func resolved(for direction: TextDirection) -> TextAlign {
        switch self {
        case .start: return direction == .ltr ? .left : .right
        case .end: return direction == .ltr ? .right : .left
        default: return self
        }
    }
}

/// The lines of `text-decoration`.
public struct TextDecorationLines: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt8
    /// Creates a set from bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// `underline`.
    public static let underline = TextDecorationLines(rawValue: 1)
    /// `line-through`.
    public static let lineThrough = TextDecorationLines(rawValue: 2)
    /// `overline`.
    public static let overline = TextDecorationLines(rawValue: 4)
}

/// `line-height`.
public enum LineHeight: Hashable, Sendable {
    /// `normal`: the font's own spacing (about 1.2 times the font size).
    case normal
    /// A number, a multiple of the font size; inherited as the number.
    case multiple(Double)
    /// A length or percentage, resolved to points at the element that sets it.
    case points(Double)

    /// The line height in points for text of `fontSize` points, taking `normal` as `normalFactor` × size.
    public func points(fontSize: Double, normalFactor: Double = 1.2) -> Double {
        switch self {
        case .normal: return fontSize * normalFactor
        case .multiple(let m): return fontSize * m
        case .points(let p): return p
        }
    }
}

/// `border-style`, reduced to what Folio draws: `groove`, `ridge`, `inset` and `outset`
/// are read as `solid`, `hidden` as `none`.
public enum BorderStyle: String, Hashable, Sendable {
    /// No border; its width computes to 0.
    case none
    /// A solid line.
    case solid
    /// A dashed line.
    case dashed
    /// A dotted line.
    case dotted
    /// Two lines.
    case double
    /// Carved into the page.
    case groove
    /// Standing out of the page.
    case ridge
    /// The box pressed in.
    case inset
    /// The box raised.
    case outset
}

/// One side of a border.
public struct BorderSide: Hashable, Sendable {
    /// Width in points; 0 when ``style`` is `none`.
    public var width: Double
    /// The line style.
    public var style: BorderStyle
    /// The colour (`currentColor` resolved).
    public var color: Color

    /// Creates a side.
    public init(width: Double, style: BorderStyle, color: Color) {
        self.width = width
        self.style = style
        self.color = color
    }
}

/// `white-space`.
public enum WhiteSpace: String, Hashable, Sendable {
    /// Collapse spaces and newlines, wrap.
    case normal
    /// Keep spaces and newlines, do not wrap.
    case pre
    /// Collapse, do not wrap.
    case nowrap
    /// Keep spaces and newlines, wrap.
    case preWrap = "pre-wrap"
    /// Collapse spaces, keep newlines, wrap.
    case preLine = "pre-line"
    /// Keep spaces and newlines, wrap, with a break opportunity after every space.
    case breakSpaces = "break-spaces"

    /// Whether spaces, tabs and newlines are kept as written (`pre`, `pre-wrap`, `break-spaces`).
    public var preservesSpaces: Bool { self == .pre || self == .preWrap || self == .breakSpaces }
}

/// `list-style-type`.
public enum ListStyleType: String, Hashable, Sendable {
    /// •
    case disc
    /// ◦
    case circle
    /// ▪
    case square
    /// 1. 2. 3.
    case decimal
    /// a. b. c. (also `lower-latin`)
    case lowerAlpha = "lower-alpha"
    /// A. B. C. (also `upper-latin`)
    case upperAlpha = "upper-alpha"
    /// i. ii. iii.
    case lowerRoman = "lower-roman"
    /// I. II. III.
    case upperRoman = "upper-roman"
    /// No marker.
    case none
}

/// `vertical-align`, the keywords Folio lays out.
public enum VerticalAlign: String, Hashable, Sendable {
    /// On the parent's baseline.
    case baseline
    /// Subscript.
    case sub
    /// Superscript.
    case `super`
    /// Top (table cells and line boxes).
    case top
    /// Middle.
    case middle
    /// Bottom.
    case bottom
}

/// A page break rule, from `break-before`/`-after`/`-inside` or `page-break-*`.
public enum BreakValue: String, Hashable, Sendable {
    /// Whether the value forces a page break (`page`, `left`, `right`).
    public var forcesBreak: Bool { self == .page || self == .left || self == .right }

    /// No rule.
    case auto
    /// Avoid a page break (`avoid`, `avoid-page`).
    case avoid
    /// Force a page break (`page`, `always`).
    case page
    /// Force a page break so that the next page is a left page (`left`, `verso`).
    case left
    /// Force a page break so that the next page is a right page (`right`, `recto`).
    case right
}

/// `hyphens`.
public enum Hyphens: String, Hashable, Sendable {
    /// Never hyphenate, even at soft hyphens.
    case none
    /// Only at soft hyphens (U+00AD). The initial value.
    case manual
    /// Hyphenate by the language's rules.
    case auto
}

/// `display`. `flex` and `grid` are read as `block`, `inline-flex` and `inline-grid` as `inline-block`.
public enum Display: String, Hashable, Sendable {
    /// Inline content; the initial value, so unknown elements are inline.
    case inline
    /// A block.
    case block
    /// An inline block.
    case inlineBlock = "inline-block"
    /// A block with a list marker.
    case listItem = "list-item"
    /// Not rendered, with all its descendants.
    case none
    /// A table.
    case table
    /// An inline table.
    case inlineTable = "inline-table"
    /// `tbody`.
    case tableRowGroup = "table-row-group"
    /// `thead`.
    case tableHeaderGroup = "table-header-group"
    /// `tfoot`.
    case tableFooterGroup = "table-footer-group"
    /// A row.
    case tableRow = "table-row"
    /// A cell.
    case tableCell = "table-cell"
    /// `colgroup`.
    case tableColumnGroup = "table-column-group"
    /// `col`.
    case tableColumn = "table-column"
    /// `caption`.
    case tableCaption = "table-caption"
    /// A flex container (its children are flex items, laid out side by side or stacked).
    case flex
    /// A flex container in a line of text (set as a block-level one).
    case inlineFlex = "inline-flex"
    /// A grid container (its children are grid items).
    case grid
    /// A grid container in a line of text (set as a block-level one).
    case inlineGrid = "inline-grid"
}

/// `visibility`.
public enum Visibility: String, Hashable, Sendable {
    /// Drawn. The initial value.
    case visible
    /// Not drawn.
    case hidden
    /// As `hidden` (for table rows and columns, not drawn either).
    case collapse
}

/// `float` (the logical values `inline-start` and `inline-end` read as `left` and `right`).
public enum CSSFloat: String, Hashable, Sendable {
    /// In the flow. The initial value.
    case none
    /// At the left of its line, text flowing on its right.
    case left
    /// At the right of its line, text flowing on its left.
    case right
    /// Out of the flow into the footnote area at the foot of the page where its call lands
    /// (CSS GCPM 3 §2); a call is left in its place.
    case footnote
}

/// `clear` (the logical values read as `left` and `right`).
public enum Clear: String, Hashable, Sendable {
    /// Beside earlier floats. The initial value.
    case none
    /// Below the earlier left floats.
    case left
    /// Below the earlier right floats.
    case right
    /// Below all earlier floats.
    case both
}

/// `overflow`, reduced to what a page needs: whether the box's content may show outside it.
public enum Overflow: String, Hashable, Sendable {
    /// Content may show outside the box. The initial value.
    case visible
    /// Any other value (`hidden`, `clip`, `scroll`, `auto`): the box makes a formatting context.
    case hidden
}

/// `box-sizing`: what `width`, `height` and their limits measure.
public enum BoxSizing: String, Hashable, Sendable {
    /// The content box: padding and borders are added. The initial value.
    case contentBox = "content-box"
    /// The border box: padding and borders are inside the length.
    case borderBox = "border-box"
}

/// `position`.
public enum Position: String, Hashable, Sendable {
    /// In the flow. The initial value.
    case `static`
    /// In the flow (the offsets are not applied).
    case relative
    /// Out of the flow, placed against its containing block.
    case absolute
    /// Out of the flow, placed against the page, on every page.
    case fixed
    /// In the flow, as `relative`.
    case sticky
}

/// `table-layout`.
public enum TableLayout: String, Hashable, Sendable {
    /// Columns sized from their cells' content. The initial value.
    case auto
    /// Columns sized from the table's and columns' widths and the first row only.
    case fixed
}

/// `border-collapse`.
public enum BorderCollapse: String, Hashable, Sendable {
    /// Each cell has its own borders, `border-spacing` apart. The initial value.
    case separate
    /// Neighbouring cells share their borders.
    case collapse
}

/// `border-spacing`, in points.
public struct BorderSpacing: Hashable, Sendable {
    /// Between columns.
    public var horizontal: Double
    /// Between rows.
    public var vertical: Double
}
