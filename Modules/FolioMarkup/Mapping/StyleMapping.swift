import FolioCSS
import FolioGeometry
import FolioGraphics
import FolioLayout
import FolioText

/// Computed CSS → Folio's text attributes, paragraph styles and block styles.
enum StyleMapping {
    /// The measure percentages resolve against when no better one is known (US Letter, 72 pt margins).
    static let referenceWidth = 468.0

    static func points(_ length: CSSLength, relativeTo base: Double = referenceWidth) -> Double {
        switch length {
        case .points(let p): p
        case .percent(let p): base * p / 100
        case .sum(let p, let points): base * p / 100 + points
        case .auto: 0
        }
    }

    /// The font of text in style `s`: its `font-family` list, tried in order when laid out, up
    /// to the first generic family (which always finds a font, so what follows it is never
    /// reached); serif when the list names no generic family and none of its families is installed.
    static func font(_ s: ComputedStyle) -> TextFont {
        var families: [String] = []
        for entry in s.fontFamilies {
            switch entry {
            case .named(let name):
                families.append(name)
                continue
            case .generic(let g):
                families.append(fontconfigName(g))
            }
            break
        }
        return TextFont(families: families.isEmpty ? ["serif"] : families,
                        size: max(1, min(s.fontSize, StyleComputer.maximumFontSize)), weight: s.fontWeight, italic: s.isItalic)
    }

    /// The name fontconfig knows a generic family by (its aliases `serif`, `sans-serif`,
    /// `monospace`, `cursive`, `fantasy`; the `ui-` and system families map to the closest).
    static func fontconfigName(_ g: GenericFontFamily) -> String {
        switch g {
        case .serif, .uiSerif: "serif"
        case .sansSerif, .systemUI, .uiSansSerif, .uiRounded: "sans-serif"
        case .monospace, .uiMonospace: "monospace"
        case .cursive: "cursive"
        case .fantasy: "fantasy"
        }
    }

    /// Attributes of text whose parent element has style `s` (`isInline`: the parent is an
    /// inline element, whose background paints behind the text).
    static func text(_ s: ComputedStyle, isInline: Bool) -> TextAttributes {
        var a = TextAttributes(font: font(s), foregroundColor: s.color, language: s.language)
        if isInline, s.backgroundColor.alpha > 0 { a.backgroundColor = s.backgroundColor }
        if s.textDecorations.contains(.underline) { a.underline = TextDecoration(.single) }
        if s.textDecorations.contains(.lineThrough) { a.strikethrough = TextDecoration(.single) }
        switch s.verticalAlign {
        case .super: a.baselineOffset = s.fontSize * 0.45
        case .sub: a.baselineOffset = -s.fontSize * 0.25
        default: break
        }
        if s.letterSpacing != 0 { a.tracking = s.letterSpacing }
        if s.wordSpacing != 0 { a.wordSpacing = s.wordSpacing }
        return a
    }

    /// `text` in the case `text-transform` asks for; `afterLetter`: the text before it ends
    /// in a letter (so that `capitalize` leaves the rest of a word split by markup alone).
    static func transformed(_ text: String, _ transform: TextTransform, afterLetter: Bool) -> String {
        switch transform {
        case .none: return text
        case .uppercase: return text.uppercased()
        case .lowercase: return text.lowercased()
        case .capitalize:
            var out = "", inWord = afterLetter
            for c in text {
                out += inWord ? String(c) : c.uppercased()
                inWord = c.isLetter || c.isNumber || c == "'" || c == "\u{2019}"
            }
            return out
        }
    }

    static func alignment(_ s: ComputedStyle) -> ParagraphStyle.Alignment {
        switch s.textAlign {
        case .left: .left
        case .right: .right
        case .center: .center
        case .justify: .justified
        case .start: s.direction == .rtl ? .right : .natural
        case .end: s.direction == .rtl ? .left : .right
        }
    }

    /// The paragraph style of a block element's text.
    static func paragraph(_ s: ComputedStyle) -> ParagraphStyle {
        var p = ParagraphStyle()
        p.alignment = alignment(s)
        p.baseWritingDirection = s.direction == .rtl ? .rightToLeft : .leftToRight
        p.firstLineHeadIndent = points(s.textIndent)
        switch s.lineHeight {
        case .normal: break
        case .multiple(let m): p.minimumLineHeight = m * s.fontSize; p.maximumLineHeight = m * s.fontSize
        case .points(let v): p.minimumLineHeight = v; p.maximumLineHeight = v
        }
        if s.hyphens == .auto { p.hyphenationFactor = 1 }
        p.minimumOrphanLines = Int(s.orphans)
        p.minimumWidowLines = Int(s.widows)
        return p
    }

    static func border(_ b: BorderSide) -> Border? {
        guard b.width > 0 else { return nil }
        switch b.style {
        case .none: return nil
        case .dashed: return Border(width: b.width, color: b.color, style: .dashed)
        case .dotted: return Border(width: b.width, color: b.color, style: .dotted)
        case .double: return Border(width: b.width, color: b.color, style: .double)
        case .groove: return Border(width: b.width, color: b.color, style: .groove)
        case .ridge: return Border(width: b.width, color: b.color, style: .ridge)
        case .inset: return Border(width: b.width, color: b.color, style: .inset)
        case .outset: return Border(width: b.width, color: b.color, style: .outset)
        case .solid: return Border(width: b.width, color: b.color, style: .solid)
        }
    }

    /// The block style of an element: margins, padding, borders, background, alignment, breaks.
    static func block(_ s: ComputedStyle) -> BlockStyle {
        var b = BlockStyle()
        b.margins = EdgeInsets(top: points(s.margin.top), left: points(s.margin.left),
                               bottom: points(s.margin.bottom), right: points(s.margin.right))
        b.padding = EdgeInsets(top: points(s.padding.top), left: points(s.padding.left),
                               bottom: points(s.padding.bottom), right: points(s.padding.right))
        b.borderTop = border(s.border.top)
        b.borderRight = border(s.border.right)
        b.borderBottom = border(s.border.bottom)
        b.borderLeft = border(s.border.left)
        if s.backgroundColor.alpha > 0 { b.background = s.backgroundColor }
        b.breakBefore = s.breakBefore.forcesBreak ? .always : s.breakBefore == .avoid ? .avoid : .auto
        b.breakBeforeSide = s.breakBefore == .left ? .left : s.breakBefore == .right ? .right : nil
        // `break-after: left` and `right` break to the next page, whichever side it is on.
        b.breakAfter = s.breakAfter.forcesBreak ? .always : s.breakAfter == .avoid ? .avoid : .auto
        if s.breakAfter == .avoid { b.keepWithNext = true }
        b.breakInside = s.breakInside == .avoid ? .avoid : .auto
        // Set only when there is one: each change of a style's rarely set properties compares them whole.
        let decoration = decoration(s)
        if !decoration.isEmpty { b.decoration = decoration }
        floats(s, &b)
        effects(s, &b)
        if s.multicol.spansAll { b.spansColumns = true }
        return b
    }

    /// `opacity`, `transform` with `transform-origin`, and `z-index` (on positioned elements
    /// only, as CSS 2.1 §9.9.1 has it), each set only when given.
    static func effects(_ s: ComputedStyle, _ b: inout BlockStyle) {
        if s.opacity < 1 { b.opacity = s.opacity }
        if !s.transform.isEmpty {
            let operations: [BoxTransform.Operation] = s.transform.map { f in
                switch f {
                case .translate(let x, let y): .translate(x: boxLength(x), y: boxLength(y))
                case .scale(let x, let y): .scale(x: x, y: y)
                case .rotate(let degrees): .rotate(degrees: degrees)
                case .skew(let x, let y): .skew(x: x, y: y)
                case .matrix(let a, let b, let c, let d, let e, let f): .matrix(AffineTransform(a: a, b: b, c: c, d: d, tx: e, ty: f))
                }
            }
            b.transform = BoxTransform(operations, originX: boxLength(s.transformOrigin.x), originY: boxLength(s.transformOrigin.y))
        }
        if s.position != .static, let z = s.zIndex { b.zIndex = z }
    }

    /// A CSS length as a box length: a percentage as a fraction, `auto` as 0.
    static func boxLength(_ l: CSSLength) -> BoxLength {
        switch l {
        case .percent(let p): .fraction(p / 100)
        case .points(let p): .points(p)
        case .sum(let p, let points): .sum(fraction: p / 100, points: points)
        case .auto: .points(0)
        }
    }

    /// `float`, `clear`, and whether the element makes a formatting context (`display:
    /// flow-root`, `overflow` other than `visible`), each set only when given.
    static func floats(_ s: ComputedStyle, _ b: inout BlockStyle) {
        switch s.float {
        case .left: b.float = .left
        case .right: b.float = .right
        case .none, .footnote: break  // a footnote's body leaves the flow in HTMLConverter
        }
        switch s.clear {
        case .left: b.clear = .left
        case .right: b.clear = .right
        case .both: b.clear = .both
        case .none: break
        }
        if s.isFlowRoot || s.overflow != .visible { b.isFormattingContext = true }
    }

    /// Rounded corners, shadows and gradients.
    static func decoration(_ s: ComputedStyle) -> BoxDecoration {
        var d = BoxDecoration()
        let radii = s.borderRadius
        guard radii.contains(where: { $0 != .square }) || !s.boxShadows.isEmpty || !s.backgroundGradients.isEmpty else { return d }
        let corners = radii.map { BoxCornerRadius(horizontal: boxLength($0.horizontal), vertical: boxLength($0.vertical)) }
        if corners.count == 4 { d.corners = BoxCorners(topLeft: corners[0], topRight: corners[1], bottomRight: corners[2], bottomLeft: corners[3]) }
        d.shadows = s.boxShadows.map {
            BoxShadow(offset: Size(width: $0.offsetX, height: $0.offsetY), blur: $0.blur, spread: $0.spread, color: $0.color,
                      isInset: $0.isInset)
        }
        // With an image among the layers, every layer is one of ``BoxDecoration/backgroundLayers`` (HTMLConverter's).
        if !s.backgroundImages.contains(where: { if case .url = $0 { true } else { false } }) {
            d.gradients = s.backgroundGradients.map(gradient)
        }
        return d
    }

    /// A gradient of `background-image`.
    static func gradient(_ g: GradientValue) -> BoxGradient {
        let kind: BoxGradient.Kind = switch g.kind {
        case .linear(let angle): .linear(angle: angle)
        case .linearToCorner(let right, let bottom): .linearToCorner(right: right, bottom: bottom)
        case .radial(let x, let y, let isCircle): .radial(center: Point(x: x, y: y), isCircle: isCircle)
        }
        return BoxGradient(kind, stops: g.stops.map { BoxGradient.Stop(color: $0.color, position: $0.position.map(boxLength)) })
    }

    /// In the flow (the containing block of absolute elements for `position: relative` and
    /// `sticky`), or out of it for `position: absolute` and `fixed`, with the offsets given
    /// (`auto` ones left to the layout).
    static func placement(_ s: ComputedStyle) -> Placement {
        // An offset past any page (or not a number) is ignored, as `auto`.
        func offset(_ l: CSSLength) -> Double? {
            let v = points(l)
            return l == .auto || !(abs(v) <= 100_000) ? nil : v
        }
        let (top, left, bottom, right) = (offset(s.inset.top), offset(s.inset.left), offset(s.inset.bottom), offset(s.inset.right))
        switch s.position {
        case .absolute: return .absolute(top: top, left: left, bottom: bottom, right: right)
        case .fixed: return .fixed(top: top, left: left, bottom: bottom, right: right)
        case .relative, .sticky: return .relative
        case .static: return .inFlow
        }
    }

    /// An inline-block element that stands on a line of its own (a `<div>` with `display:
    /// inline-block`): a box as wide as its content, placed in the line where its parent's
    /// `text-align` puts it. (One inside running text is set as inline text: partial.)
    static func inlineBlock(in parent: ComputedStyle, _ style: inout BlockStyle) {
        style.fitsContent = true
        guard style.boxAlignment == .left else { return }
        switch parent.textAlign.resolved(for: parent.direction) {
        case .center: style.boxAlignment = .center
        case .right: style.boxAlignment = .right
        default: break
        }
    }

    /// The box width of a block element: CSS `width`, `min-width` and `max-width` (content
    /// widths, so its padding and borders are added to lengths; a percentage is taken as the
    /// box's share of the measure), and `auto` side margins, which centre a narrower box (both)
    /// or put it at the right (the left one alone).
    static func size(_ s: ComputedStyle, _ style: inout BlockStyle) {
        // Content-box lengths get the padding and borders added; border-box ones hold them.
        let contentBox = s.boxSizing == .contentBox
        let insets = contentBox ? style.padding.left + style.padding.right + (style.borderLeft?.width ?? 0) + (style.borderRight?.width ?? 0) : 0
        func length(_ l: CSSLength) -> BoxLength? {
            switch l {
            case .auto: nil
            case .points(let p): .points(max(0, p + insets))
            case .percent(let p): .fraction(max(0, p / 100))
            case .sum(let p, let points): .sum(fraction: max(0, p / 100), points: points + insets)
            }
        }
        // Each set only when given (`style` comes with none): a change compares the rarely set
        // properties whole.
        if let width = length(s.width) { style.width = width }
        if s.minWidth != .points(0), let minimum = length(s.minWidth) { style.minimumWidth = minimum }
        if let maximum = length(s.maxWidth) { style.maximumWidth = maximum }
        // `height` and `min-height` in points, as a least border-box height (percentages of a
        // containing block's height are `auto`, as for a block whose height depends on its content).
        let least = [s.height, s.minHeight].compactMap { if case .points(let p) = $0, p > 0 { p } else { nil } }.max()
        let verticalInsets = contentBox ? style.padding.top + style.padding.bottom + (style.borderTop?.width ?? 0) + (style.borderBottom?.width ?? 0) : 0
        if let least { style.minimumHeight = least + verticalInsets }
        autoMargins(s, &style)
    }

    /// Where a box narrower than its measure sits: centred with `auto` left and right
    /// margins, at the right with an `auto` left margin only (a block's or a table's).
    static func autoMargins(_ s: ComputedStyle, _ style: inout BlockStyle) {
        switch (s.margin.left == .auto, s.margin.right == .auto) {
        case (true, true): style.boxAlignment = .center
        case (true, false): style.boxAlignment = .right
        default: break
        }
    }

    /// How far a `position: relative` element is drawn from its place: `left` (else minus
    /// `right`) and `top` (else minus `bottom`), zero for any other position (a `sticky` one
    /// stays in place on paper). A percentage `top` or `bottom` is `auto`, as for a containing
    /// block whose height depends on its content; one past any page is ignored.
    static func relativeOffset(_ s: ComputedStyle) -> Size {
        guard s.position == .relative else { return .zero }
        func offset(_ l: CSSLength, vertical: Bool) -> Double? {
            if l == .auto { return nil }
            if vertical { if case .percent = l { return nil } else if case .sum = l { return nil } }
            let v = points(l)
            return abs(v) <= 100_000 ? v : nil
        }
        let dx = offset(s.inset.left, vertical: false) ?? offset(s.inset.right, vertical: false).map { -$0 } ?? 0
        let dy = offset(s.inset.top, vertical: true) ?? offset(s.inset.bottom, vertical: true).map { -$0 } ?? 0
        return Size(width: dx, height: dy)
    }

    static func marker(_ t: ListStyleType) -> List.MarkerStyle {
        switch t {
        case .disc: .disc
        case .circle: .circle
        case .square: .square
        case .decimal: .decimal
        case .lowerAlpha: .lowerAlpha
        case .upperAlpha: .upperAlpha
        case .lowerRoman: .lowerRoman
        case .upperRoman: .upperRoman
        case .none: .none
        }
    }
}
