import FolioGeometry
import FolioGraphics
import FolioText

/// A border line around a block or a table cell.
public struct Border: Sendable, Hashable {
    /// How the line is drawn.
    public enum Style: Sendable, Hashable, CaseIterable {
        /// A continuous line.
        case solid
        /// Dashes three times the width long.
        case dashed
        /// Round dots.
        case dotted
        /// Two lines, each a third of the width, with a third between them (a single line
        /// when the border is thinner than 3 points).
        case double
        /// Carved in: the outer half darker on the top and left, lighter on the bottom and right.
        case groove
        /// Standing out: the opposite of ``groove``.
        case ridge
        /// The box pressed in: top and left darker, bottom and right lighter.
        case inset
        /// The box raised: the opposite of ``inset``.
        case outset
    }

    /// The line width in points.
    public var width: Double
    /// The line colour.
    public var color: Color
    /// How the line is drawn.
    public var style: Style

    /// A border of the given width, colour and style.
    public init(width: Double = 0.5, color: Color = .black, style: Style = .solid) {
        self.width = width
        self.color = color
        self.style = style
    }
}

/// A side of a spread: the first page is a right page, as in left-to-right books.
public enum PageSide: Sendable, Hashable {
    /// The left page (even page numbers).
    case left
    /// The right page (odd page numbers).
    case right
}

/// Where a page break may or must fall around a block.
public enum PageBreakRule: Sendable, Hashable {
    /// Wherever the flow needs one.
    case auto
    /// Always: the block starts (or, after, the next block starts) on a new page.
    case always
    /// Avoided where another place exists.
    case avoid
}

/// Whether a block takes its room in the flow or stands out of it, as CSS's `position`.
///
/// A block out of the flow takes no room: what follows is laid out as if it were not there,
/// and it is drawn over it. Its width reaches from `left` to `right` (or to its containing
/// block's right edge); with only `right` it is as wide as its content needs (CSS's
/// shrink-to-fit), its right edge `right` from the containing block's; with neither it is the
/// measure's. Offsets are in points from the edges of the containing block: for an absolute
/// block, the padding box of the nearest enclosing ``relative`` block where that block is on
/// the same page (CSS 2.1 §10.1), else the page's content area; for a fixed one, always the
/// page's content area.
public enum Placement: Sendable, Hashable {
    /// In the flow, taking its room. The default.
    case inFlow
    /// In the flow, taking its room (`position: relative` or `sticky`, whose offsets are not
    /// applied): the containing block of the absolute blocks inside it.
    case relative
    /// Out of the flow (`position: absolute`): on the page where the flow reaches it, at its
    /// place in the flow, or at `top` (or `bottom`) from its containing block's edge when given;
    /// `left` (or `right`) places it from the containing block's left (or right) edge.
    case absolute(top: Double? = nil, left: Double? = nil, bottom: Double? = nil, right: Double? = nil)
    /// Out of the flow on the page where the flow reaches it and on every page after it
    /// (`position: fixed`, which paged media repeats on each page), at `top` (or `bottom`) from
    /// the content area's edge, at its top when neither is given.
    case fixed(top: Double? = nil, left: Double? = nil, bottom: Double? = nil, right: Double? = nil)

    /// Whether the block is out of the flow (``absolute`` or ``fixed``), taking no room.
    public var isOutOfFlow: Bool {
        switch self {
        case .inFlow, .relative: false
        case .absolute, .fixed: true
        }
    }
}

/// A length a style gives a box: points, or a share of the measure it sits in.
public enum BoxLength: Sendable, Hashable {
    /// A length in points.
    case points(Double)
    /// A share of the measure (0.5 is half of it).
    case fraction(Double)
    /// A share of the measure plus a length in points (CSS's `calc(100% - 2cm)` is
    /// `sum(fraction: 1, points: -56.7)`).
    case sum(fraction: Double, points: Double)

    /// The length in points in a measure `measure` wide.
    func resolved(in measure: Double) -> Double {
        switch self {
        case .points(let p): p
        case .fraction(let f): f * measure
        case .sum(let f, let p): f * measure + p
        }
    }
}

/// Where a box narrower than its measure sits: CSS's `auto` margins.
public enum BoxAlignment: Sendable, Hashable {
    /// At the measure's left edge (`margin-right: auto`, or no `auto` margin).
    case left
    /// Centred (`margin-left: auto; margin-right: auto`).
    case center
    /// At the right edge (`margin-left: auto`).
    case right
}

/// How a block sits in the flow: spacing, box decoration and page-break rules, as CSS's box
/// model and `break-*` properties.
///
/// Vertical margins of neighbouring blocks collapse (the larger wins) and are dropped at the top
/// of a page; horizontal margins indent the block. A block with padding, a border or a background
/// draws a box around its content on every page it occupies.
public struct BlockStyle: Sendable, Hashable, ChangedCopy {
    /// Space outside the block (`nil` sides take the document style's default for the block kind).
    public var margins: EdgeInsets?
    /// Space between the border and the content.
    public var padding: EdgeInsets = .zero
    /// The border on each side (`nil`: none).
    public var borderTop: Border?
    /// The border on the left.
    public var borderLeft: Border?
    /// The border at the bottom.
    public var borderBottom: Border?
    /// The border on the right.
    public var borderRight: Border?
    /// The box's fill colour.
    public var background: Color?
    /// Horizontal alignment of the block's text (paragraphs) or of the block itself (images,
    /// tables); `nil` follows the document style.
    public var alignment: ParagraphStyle.Alignment?
    /// Keep this block on the same page as the next one (headings always are).
    public var keepWithNext = false
    /// A page break before the block.
    public var breakBefore: PageBreakRule = .auto
    /// With ``breakBefore`` `always`, the side of the spread the block starts on (CSS
    /// `break-before: left` or `right`): when the page after the break would be on the other
    /// side, a blank page comes first. `nil`: the next page, whichever side it is on.
    public var breakBeforeSide: PageSide?
    /// A page break after the block.
    public var breakAfter: PageBreakRule = .auto
    /// `.avoid` keeps the whole block on one page when it fits on one.
    public var breakInside: PageBreakRule = .auto
    /// In the flow, the containing block of absolute blocks (`position: relative`), or out of
    /// the flow (CSS `position: absolute` and `fixed`).
    public var placement: Placement = .inFlow
    /// How far the block's box and content are drawn from where the flow puts them: `width`
    /// to the right, `height` down (CSS `position: relative` with `left`/`top` or
    /// `right`/`bottom`). The blocks around it keep their places; absolute blocks whose
    /// containing block it is move with it.
    public var offset: Size {
        get { geometry?.values.offset ?? .zero }
        set { changeGeometry { $0.offset = newValue } }
    }
    /// How wide the block's box is, borders and padding included (CSS `width` with
    /// `box-sizing: border-box`); `nil`: the whole measure. Never wider than the measure:
    /// what does not fit would be cut at the page's edge.
    public var width: BoxLength? {
        get { geometry?.values.width }
        set { changeGeometry { $0.width = newValue } }
    }
    /// The narrowest the box may be (CSS `min-width`, border box); it wins over ``maximumWidth``.
    public var minimumWidth: BoxLength? {
        get { geometry?.values.minimumWidth }
        set { changeGeometry { $0.minimumWidth = newValue } }
    }
    /// The widest the box may be (CSS `max-width`, border box).
    public var maximumWidth: BoxLength? {
        get { geometry?.values.maximumWidth }
        set { changeGeometry { $0.maximumWidth = newValue } }
    }
    /// Where a box narrower than its measure sits in it (CSS `auto` margins): at the left by default.
    public var boxAlignment: BoxAlignment {
        get { geometry?.values.alignment ?? .left }
        set { changeGeometry { $0.alignment = newValue } }
    }
    /// The least height of the block's box, borders and padding included (CSS `min-height`,
    /// and `height` taken as a least height: content taller than it makes the box taller, so
    /// nothing is cut or drawn over); `nil`: as tall as its content. A box split over pages
    /// counts the height of all its parts.
    public var minimumHeight: Double? {
        get { geometry?.values.minimumHeight }
        set { changeGeometry { $0.minimumHeight = newValue } }
    }
    /// Floated to the left or right of the lines that follow it, which flow around it (CSS
    /// `float`, §9.5 of CSS 2.1); `nil`: in the flow. A floated block is as wide as ``width``
    /// says, else as its content (shrink-to-fit), at least ``minimumHeight`` tall; its
    /// ``margins`` (none by default) keep text away.
    public var float: FloatSide? {
        get { geometry?.values.float }
        set { changeGeometry { $0.float = newValue } }
    }
    /// Moves the block below the earlier floats on that side (CSS `clear`); `nil`: beside them.
    public var clear: ClearSide? {
        get { geometry?.values.clear }
        set { changeGeometry { $0.clear = newValue } }
    }
    /// Whether the block makes a formatting context of its own (CSS `display: flow-root`,
    /// `overflow` other than `visible`): its box is narrowed beside earlier floats instead of
    /// running under them, and it is made tall enough to hold the floats inside it.
    public var isFormattingContext: Bool {
        get { geometry?.values.isFormattingContext ?? false }
        set { changeGeometry { $0.isFormattingContext = newValue } }
    }
    /// Whether a box with no ``width`` is as wide as its content rather than its measure (CSS
    /// shrink-to-fit: `display: inline-block` on a line of its own); ``minimumWidth`` and
    /// ``maximumWidth`` apply after, and ``boxAlignment`` places it.
    public var fitsContent: Bool {
        get { geometry?.values.fitsContent ?? false }
        set { changeGeometry { $0.fitsContent = newValue } }
    }
    /// Whether the block runs across every column of the ``Columns`` it is in (CSS
    /// `column-span: all`): the columns before it end above it, new ones start below it.
    /// Read on the blocks directly in a ``Columns``; elsewhere it changes nothing.
    public var spansColumns: Bool {
        get { geometry?.values.spansColumns ?? false }
        set { changeGeometry { $0.spansColumns = newValue } }
    }
    /// Rounded corners, shadows and gradients drawn with the box (none by default).
    public var decoration: BoxDecoration {
        get { geometry?.values.decoration ?? BoxDecoration() }
        set { changeGeometry { $0.decoration = newValue } }
    }

    /// How opaque the box and all it holds are painted, 0…1 (CSS `opacity`): below 1 they are
    /// painted as one group (a PDF transparency group) with that alpha, so that overlapping
    /// parts do not show through each other. In tagged PDF each part gets the alpha instead.
    public var opacity: Double {
        get { geometry?.values.opacity ?? 1 }
        set { changeGeometry { $0.opacity = newValue.isFinite ? Swift.min(Swift.max(newValue, 0), 1) : 1 } }
    }
    /// A transform the box and all it holds are painted with (CSS `transform`); `nil`: none.
    /// The layout does not change.
    public var transform: BoxTransform? {
        get { geometry?.values.transform }
        set { changeGeometry { $0.transform = newValue } }
    }
    /// The painting layer of a box that is painted as a whole (CSS `z-index` on a positioned
    /// box, or one with an ``opacity`` below 1 or a ``transform``): such boxes are painted after
    /// the page's other content, lowest first, and those below 0 before it; `nil` (`auto`) is 0.
    public var zIndex: Int? {
        get { geometry?.values.zIndex }
        set { changeGeometry { $0.zIndex = newValue } }
    }

    /// Whether the box and what it holds are painted as one (an ``opacity`` below 1, a
    /// ``transform``, or a ``zIndex``).
    var paintsAsLayer: Bool {
        guard let values = geometry?.values else { return false }
        return values.opacity < 1 || values.transform != nil || values.zIndex != nil
    }

    /// The offset and sizes, `nil` while all have their defaults (as for nearly every block):
    /// one reference, so that a block's style stays small on the stack of nested layouts.
    private var geometry: BoxGeometry?

    private mutating func changeGeometry(_ change: (inout BoxGeometry.Values) -> Void) {
        var values = geometry?.values ?? BoxGeometry.Values()
        change(&values)
        geometry = values == BoxGeometry.Values() ? nil : BoxGeometry(values)
    }

    /// The default style: document margins, no box, no break rules.
    public init(
        margins: EdgeInsets? = nil, padding: EdgeInsets = .zero, border: Border? = nil, background: Color? = nil,
        alignment: ParagraphStyle.Alignment? = nil, keepWithNext: Bool = false,
        breakBefore: PageBreakRule = .auto, breakAfter: PageBreakRule = .auto, breakInside: PageBreakRule = .auto
    ) {
        self.margins = margins
        self.padding = padding
        borderTop = border
        borderLeft = border
        borderBottom = border
        borderRight = border
        self.background = background
        self.alignment = alignment
        self.keepWithNext = keepWithNext
        self.breakBefore = breakBefore
        self.breakAfter = breakAfter
        self.breakInside = breakInside
    }

    /// Sets all four borders.
    public var border: Border? {
        get { borderTop }
        set { borderTop = newValue; borderLeft = newValue; borderBottom = newValue; borderRight = newValue }
    }

    /// The box's width in a measure `measure` wide: ``width`` (the measure when `nil`) within
    /// ``maximumWidth`` and then ``minimumWidth``, at most the measure and at least 1 point;
    /// `nil` when the style sets none of them.
    func boxWidth(in measure: Double) -> Double? {
        guard width != nil || minimumWidth != nil || maximumWidth != nil else { return nil }
        var w = width?.resolved(in: measure) ?? measure
        if let maximum = maximumWidth?.resolved(in: measure) { w = Swift.min(w, maximum) }
        if let minimum = minimumWidth?.resolved(in: measure) { w = Swift.max(w, minimum) }
        return Swift.max(1, Swift.min(w, measure))
    }

    /// True when the block draws a box (padding, border, background or decoration) or has a least height.
    var hasBox: Bool {
        background != nil || borderTop != nil || borderLeft != nil || borderBottom != nil || borderRight != nil
            || padding != .zero || !(geometry?.values.decoration.isEmpty ?? true) || (geometry?.values.minimumHeight ?? 0) > 0
    }
}

/// A ``BlockStyle``'s offset, sizes and decoration, shared by its copies.
private final class BoxGeometry: Hashable, Sendable {
    struct Values: Hashable, Sendable {
        var offset = Size.zero
        var width: BoxLength?
        var minimumWidth: BoxLength?
        var maximumWidth: BoxLength?
        var alignment = BoxAlignment.left
        var decoration = BoxDecoration()
        var minimumHeight: Double?
        var float: FloatSide?
        var clear: ClearSide?
        var isFormattingContext = false
        var fitsContent = false
        var spansColumns = false
        var opacity = 1.0
        var transform: BoxTransform?
        var zIndex: Int?
    }

    let values: Values

    init(_ values: Values) { self.values = values }

    static func == (a: BoxGeometry, b: BoxGeometry) -> Bool { a === b || a.values == b.values }
    func hash(into hasher: inout Hasher) { hasher.combine(values) }
}
