import FolioGraphics

/// The computed style of an element: every property FolioMarkup knows, with inheritance
/// applied and lengths resolved to points (see ``CSSLength`` for what is kept relative).
///
/// Font sizes are in points: `medium` is 16 px = 12 pt; `em` and `%` are relative to the
/// parent's size, `rem` to the root's, `smaller`/`larger` divide or multiply by 1.2.
public struct ComputedStyle: Hashable, Sendable {
    /// `display`.
    public var display: Display = .inline
    /// `false` when this element or an ancestor has `display: none`: nothing of it is rendered.
    public var isDisplayed = true
    /// `color` (inherited); initially black.
    public var color: Color = Color(red: 0, green: 0, blue: 0)
    /// `background-color`; initially transparent (alpha 0).
    public var backgroundColor: Color = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// `font-family` (inherited), first choice first; initially `serif`.
    public var fontFamilies: [FontFamily] = [.generic(.serif)]
    /// `font-size` in points (inherited); initially 12 pt.
    public var fontSize: Double = 12
    /// `font-weight` (inherited), 1…1000; 400 is normal, 700 bold.
    public var fontWeight: Int = 400
    /// `font-style` (inherited).
    public var fontStyle: FontStyle = .normal
    /// `text-align` (inherited).
    public var textAlign: TextAlign = .start
    /// `text-decoration-line` set on this element itself (not inherited).
    public var textDecorationLine: TextDecorationLines = []
    /// The decorations to draw on this element's text: its own ``textDecorationLine`` and
    /// every ancestor's, as CSS propagates decorations to descendants.
    public var textDecorations: TextDecorationLines = []
    /// `text-indent` (inherited): points or a percentage of the containing block's width.
    public var textIndent: CSSLength = .zero
    /// `line-height` (inherited).
    public var lineHeight: LineHeight = .normal
    /// `margin-*`: points, a percentage of the containing block's width, or `auto`.
    public var margin = EdgeValues<CSSLength>(all: .zero)
    /// `padding-*`: points or a percentage of the containing block's width.
    public var padding = EdgeValues<CSSLength>(all: .zero)
    /// `border-*`.
    public var border = EdgeValues(all: BorderSide(width: 0, style: .none, color: Color(red: 0, green: 0, blue: 0)))
    /// `width`: points, percentage or `auto`.
    public var width: CSSLength = .auto
    /// `height`: points, percentage or `auto`.
    public var height: CSSLength = .auto
    /// `white-space` (inherited).
    public var whiteSpace: WhiteSpace = .normal
    /// `list-style-type` (inherited).
    public var listStyleType: ListStyleType = .disc
    /// `vertical-align`.
    public var verticalAlign: VerticalAlign = .baseline
    /// `break-before` / `page-break-before`.
    public var breakBefore: BreakValue = .auto
    /// `break-after` / `page-break-after`.
    public var breakAfter: BreakValue = .auto
    /// `break-inside` / `page-break-inside`.
    public var breakInside: BreakValue = .auto
    /// `hyphens` (inherited).
    public var hyphens: Hyphens = .manual
    /// `direction` (inherited), also set by the `dir` attribute.
    public var direction: TextDirection = .ltr
    /// `visibility` (inherited): a hidden element's own text, backgrounds and borders are not
    /// drawn; a visible descendant still is.
    public var visibility: Visibility = .visible
    /// `display: flow-root`, computed as ``display`` `block`: the block makes a formatting
    /// context of its own (it holds its floats and does not run under floats outside it).
    public var isFlowRoot = false
    /// `float` (`inline-start` and `inline-end` as `left` and `right`): the box is taken out of
    /// the flow and put at the left or right of its line, text flowing around it.
    public var float: CSSFloat = .none
    /// `clear`: the box goes below the earlier floats on that side.
    public var clear: Clear = .none
    /// `overflow` (either axis): anything but `visible` makes a formatting context.
    public var overflow: Overflow = .visible
    /// `box-sizing`: whether `width`, `height` and their limits include padding and borders.
    public var boxSizing: BoxSizing = .contentBox
    /// `position`: `absolute` and `fixed` elements are taken out of the flow.
    public var position: Position = .static
    /// `top`, `right`, `bottom`, `left`: where a positioned element goes.
    public var inset = EdgeValues<CSSLength>(all: .auto)
    /// `table-layout`: whether a table's columns are sized from their content or not.
    public var tableLayout: TableLayout = .auto
    /// `border-collapse` (inherited): whether a table's cells share their borders.
    public var borderCollapse: BorderCollapse = .separate
    /// `border-spacing` (inherited), horizontal then vertical, in points: the space between a
    /// table's cells with separated borders.
    public var borderSpacing = BorderSpacing(horizontal: 0, vertical: 0)
    /// `min-width`: points, percentage, or `auto`.
    public var minWidth: CSSLength = .auto
    /// `max-width`: points, percentage, or `auto` for `none`.
    public var maxWidth: CSSLength = .auto
    /// The flexible box properties: of a flex container, and of a flex item.
    public var flex = FlexProperties()
    /// The grid properties: of a grid container, and of a grid item.
    public var grid: GridProperties {
        get { gridProperties?.value ?? GridProperties() }
        set { gridProperties = .changing(gridProperties, initial: GridProperties()) { $0 = newValue } }
    }
    /// The multi-column properties: of a multi-column element, and of a block in one.
    public var multicol: MulticolProperties {
        get { multicolProperties?.value ?? MulticolProperties() }
        set { multicolProperties = .changing(multicolProperties, initial: MulticolProperties()) { $0 = newValue } }
    }
    /// The language from the nearest `lang` attribute (inherited); `nil` when unknown.
    public var language: String?
    /// `content` (of a `::before` or `::after`): `nil` for `none` and `normal`, which make no box.
    public var content: [ContentItem]? {
        get { generated?.value.content }
        set { changeGenerated { $0.content = newValue } }
    }
    /// `counter-reset`.
    public var counterReset: [CounterChange] {
        get { generated?.value.counterReset ?? [] }
        set { changeGenerated { $0.counterReset = newValue } }
    }
    /// `counter-increment`.
    public var counterIncrement: [CounterChange] {
        get { generated?.value.counterIncrement ?? [] }
        set { changeGenerated { $0.counterIncrement = newValue } }
    }
    /// `counter-set`.
    public var counterSet: [CounterChange] {
        get { generated?.value.counterSet ?? [] }
        set { changeGenerated { $0.counterSet = newValue } }
    }
    /// `quotes`, opening and closing marks by depth: `nil` for `auto` (“ ” then ‘ ’), empty for `none`.
    public var quotes: [String]? {
        get { generated?.value.quotes }
        set { changeGenerated { $0.quotes = newValue } }
    }

    /// `string-set` (CSS GCPM 3 §1.1): the named strings the element sets; empty for `none`.
    public var stringSet: [StringSetEntry] {
        get { generated?.value.stringSet ?? [] }
        set { changeGenerated { $0.stringSet = newValue } }
    }
    /// `page` (CSS Paged Media 3 §3.5): the name of the pages the element wants, lowercased;
    /// `nil` for `auto` (its parent's pages).
    public var pageName: String? {
        get { generated?.value.pageName }
        set { changeGenerated { $0.pageName = newValue } }
    }

    /// `position: running(name)` (CSS GCPM 3 §1.3): the name of the running element the
    /// element is, taken out of the flow and shown by `element(name)` in a page-margin box;
    /// `nil` for every other `position` (``position`` then holds it).
    public var runningName: String? {
        get { generated?.value.runningName }
        set { changeGenerated { $0.runningName = newValue } }
    }

    /// `bookmark-level` (CSS GCPM 3 §4.1): the level of the element's entry in the PDF
    /// outline; `nil` for `none` (no entry). The user-agent sheet gives `h1`–`h6` 1–6.
    public var bookmarkLevel: Int? {
        get { generated?.value.bookmarkLevel }
        set { changeGenerated { $0.bookmarkLevel = newValue } }
    }
    /// `bookmark-label` (CSS GCPM 3 §4.2): the entry's title; the initial `content(text)` is
    /// the element's text.
    public var bookmarkLabel: [ContentItem] {
        get { generated?.value.bookmarkLabel ?? [.elementContent(.text)] }
        set { changeGenerated { $0.bookmarkLabel = newValue } }
    }
    /// `bookmark-state` (CSS GCPM 3 §4.3): whether the entry shows its children (`open`, the
    /// initial value) or hides them (`closed`).
    public var bookmarkIsOpen: Bool {
        get { generated?.value.bookmarkIsOpen ?? true }
        set { changeGenerated { $0.bookmarkIsOpen = newValue } }
    }

    /// `border-top-left-radius`, `-top-right-`, `-bottom-right-`, `-bottom-left-`, in that order.
    public var borderRadius: [CornerRadiusValue] {
        get { decoration?.value.borderRadius ?? BoxDecorationValues().borderRadius }
        set { changeDecoration { $0.borderRadius = newValue } }
    }
    /// `box-shadow`, the first layer on top; empty for `none`.
    public var boxShadows: [BoxShadowValue] {
        get { decoration?.value.boxShadows ?? [] }
        set { changeDecoration { $0.boxShadows = newValue } }
    }
    /// The gradients of `background-image` (and `background`), the first on top; empty for
    /// `none` (the layers' gradients, without their images: ``backgroundImages`` has both).
    public var backgroundGradients: [GradientValue] {
        get { backgroundImages.compactMap { if case .gradient(let g) = $0 { g } else { nil } } }
        set { backgroundImages = newValue.map(BackgroundImageValue.gradient) }
    }
    /// The layers of `background-image` (and `background`), the first on top; empty for `none`.
    public var backgroundImages: [BackgroundImageValue] {
        get { decoration?.value.background.images ?? [] }
        set { changeDecoration { $0.background.images = newValue } }
    }
    /// `background-repeat`, one a layer (repeated in turn when there are more layers).
    public var backgroundRepeats: [BackgroundRepeatValue] {
        get { decoration?.value.background.repeats ?? [.both] }
        set { changeDecoration { $0.background.repeats = newValue } }
    }
    /// `background-position`, one a layer (repeated in turn when there are more layers).
    public var backgroundPositions: [BackgroundPositionValue] {
        get { decoration?.value.background.positions ?? [.topLeft] }
        set { changeDecoration { $0.background.positions = newValue } }
    }
    /// `background-size`, one a layer (repeated in turn when there are more layers).
    public var backgroundSizes: [BackgroundSizeValue] {
        get { decoration?.value.background.sizes ?? [.auto] }
        set { changeDecoration { $0.background.sizes = newValue } }
    }
    /// `opacity`, 0…1 (1: opaque).
    public var opacity: Double {
        get { decoration?.value.effects.opacity ?? 1 }
        set { changeDecoration { $0.effects.opacity = newValue } }
    }
    /// `transform`, the functions in the order written; empty for `none`.
    public var transform: [TransformFunctionValue] {
        get { decoration?.value.effects.transform ?? [] }
        set { changeDecoration { $0.effects.transform = newValue } }
    }
    /// `transform-origin`: x and y from the border box's top-left corner (initially `50% 50%`).
    public var transformOrigin: (x: CSSLength, y: CSSLength) {
        get { decoration?.value.effects.transformOrigin ?? (.percent(50), .percent(50)) }
        set { changeDecoration { $0.effects.transformOrigin = newValue } }
    }
    /// `z-index`: `nil` for `auto`.
    public var zIndex: Int? {
        get { decoration?.value.effects.zIndex }
        set { changeDecoration { $0.effects.zIndex = newValue } }
    }

    /// `letter-spacing` (inherited), in points: space added after each character; 0 for `normal`.
    public var letterSpacing: Double {
        get { text?.value.letterSpacing ?? 0 }
        set { changeText { $0.letterSpacing = newValue } }
    }
    /// `word-spacing` (inherited), in points: space added after each space between words; 0 for `normal`.
    public var wordSpacing: Double {
        get { text?.value.wordSpacing ?? 0 }
        set { changeText { $0.wordSpacing = newValue } }
    }
    /// `text-transform` (inherited).
    public var textTransform: TextTransform {
        get { text?.value.textTransform ?? .none }
        set { changeText { $0.textTransform = newValue } }
    }

    /// The custom properties (`--name`), inherited, their `var()`s substituted.
    package var customProperties = CustomProperties.none

    /// The generated-content properties, `nil` while they all have their initial values (as
    /// on nearly every element): one reference, where five arrays in every style cost each
    /// copy of a style five retains (1% of typesetting an HTML manual).
    private var generated: SharedProperties<GeneratedValues>?
    /// The grid properties, `nil` while they have their initial values (two arrays and four
    /// lines that may hold names: one reference instead of six to retain at each copy).
    private var gridProperties: SharedProperties<GridProperties>?
    /// The multi-column properties, `nil` while they have their initial values.
    private var multicolProperties: SharedProperties<MulticolProperties>?
    /// The box decoration (corner radii, shadows, gradients), `nil` while initial.
    private var decoration: SharedProperties<BoxDecorationValues>?
    /// `letter-spacing` and `text-transform`, `nil` while initial.
    private var text: SharedProperties<TextValues>?

    private mutating func changeText(_ change: (inout TextValues) -> Void) {
        text = .changing(text, initial: TextValues(), change)
    }

    private mutating func changeDecoration(_ change: (inout BoxDecorationValues) -> Void) {
        decoration = .changing(decoration, initial: BoxDecorationValues(), change)
    }

    private mutating func changeGenerated(_ change: (inout GeneratedValues) -> Void) {
        generated = .changing(generated, initial: GeneratedValues(), change)
    }

    /// The initial values of every property.
    public init() {}

    /// Whether the font is bold (weight 600 or more).
    public var isBold: Bool { fontWeight >= 600 }
    /// Whether the font is italic or oblique.
    public var isItalic: Bool { fontStyle != .normal }

    /// `list-style-type` given as a string (`"→ "`, inherited): the markers' text, as written;
    /// `nil` when the type is a keyword (``listStyleType``).
    public var listStyleString: String?
    /// `orphans` (inherited): the fewest lines of a block left at the foot of a page.
    public var orphans: Int32 = 2
    /// `widows` (inherited): the fewest lines of a block carried to the top of a page.
    public var widows: Int32 = 2
    /// `min-height`: points, percentage, or `auto`.
    public var minHeight: CSSLength = .auto
}

/// The generated-content properties of a ``ComputedStyle``.
private struct GeneratedValues: Hashable, Sendable {
    var content: [ContentItem]?
    var counterReset: [CounterChange] = []
    var counterIncrement: [CounterChange] = []
    var counterSet: [CounterChange] = []
    var quotes: [String]?
    var stringSet: [StringSetEntry] = []
    var pageName: String?
    var runningName: String?
    var bookmarkLevel: Int?
    var bookmarkLabel: [ContentItem] = [.elementContent(.text)]
    var bookmarkIsOpen = true
}

/// A group of rarely set properties of a ``ComputedStyle``, shared by the copies of a style:
/// a style holds `nil` while they have their initial values, else one of these.
private final class SharedProperties<Value: Hashable & Sendable>: Hashable, Sendable {
    let value: Value

    init(_ value: Value) { self.value = value }

    /// The values of `shared` (`initial` while it is `nil`) changed by `change`: a new group,
    /// or `nil` when they are back to `initial`.
    static func changing(_ shared: SharedProperties?, initial: Value, _ change: (inout Value) -> Void) -> SharedProperties? {
        var value = shared?.value ?? initial
        change(&value)
        return value == initial ? nil : SharedProperties(value)
    }

    static func == (a: SharedProperties, b: SharedProperties) -> Bool { a === b || a.value == b.value }
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
