import FolioCSS
import FolioGeometry
import FolioGraphics
import FolioText

/// Inline elements drawn as boxes inside a line: padding, borders, rounded corners and a
/// background around their text (a badge, a `kbd`, a code span styled as a pill), and an
/// `inline-block`'s width and height (a button, a colour swatch), as ``FolioText/InlineBox``.
enum InlineBoxMapping {
    /// Whether an inline element in style `s` draws a box of its own: padding, a border, or an
    /// `inline-block` with a width or a height. A background alone is painted behind the text
    /// (``FolioText/TextAttributes/backgroundColor``), as before.
    static func makesBox(_ s: ComputedStyle) -> Bool {
        if s.display == .inlineBlock, s.width != .auto || s.height != .auto { return true }
        let borders = [s.border.top, s.border.right, s.border.bottom, s.border.left]
        let paddings = [s.padding.top, s.padding.right, s.padding.bottom, s.padding.left]
        return borders.contains { $0.width > 0 && $0.style != .none } || paddings.contains { StyleMapping.points($0) > 0 }
    }

    /// The box of an inline element in style `s` (node `id`); `isEmpty`: the element holds no
    /// text, so the box stands on the baseline (an empty `inline-block`).
    static func box(_ s: ComputedStyle, id: Int, isEmpty: Bool) -> InlineBox {
        func sides(_ v: EdgeValues<CSSLength>) -> EdgeInsets {
            EdgeInsets(top: max(0, StyleMapping.points(v.top)), left: max(0, StyleMapping.points(v.left)),
                       bottom: max(0, StyleMapping.points(v.bottom)), right: max(0, StyleMapping.points(v.right)))
        }
        func width(_ b: BorderSide) -> Double { b.style == .none ? 0 : max(0, b.width) }
        let border = EdgeInsets(top: width(s.border.top), left: width(s.border.left), bottom: width(s.border.bottom), right: width(s.border.right))
        let padding = sides(s.padding)
        // The first side with a border gives the colour (one colour for the whole box).
        let colour = [s.border.top, s.border.right, s.border.bottom, s.border.left].first { width($0) > 0 }?.color ?? s.color
        var margin = sides(s.margin)
        (margin.top, margin.bottom) = (0, 0)
        var box = InlineBox(id: id, padding: padding, border: border, borderColor: colour,
                            cornerRadius: max(0, StyleMapping.points(s.borderRadius.first?.horizontal ?? .zero)),
                            background: s.backgroundColor.alpha > 0 ? s.backgroundColor : nil, margin: margin)
        if s.display == .inlineBlock {
            // CSS sizes are the content box's unless `box-sizing: border-box`.
            let horizontal = s.boxSizing == .borderBox ? padding.horizontal + border.left + border.right : 0
            let vertical = s.boxSizing == .borderBox ? padding.top + padding.bottom + border.top + border.bottom : 0
            if case .points(let w) = s.width { box.minimumWidth = max(0, w - horizontal) }
            if case .points(let h) = s.height { box.height = max(0, h - vertical) }
            box.contentAlignment = switch s.textAlign {
            case .center: .center
            case .right: .right
            case .end: s.direction == .rtl ? .left : .right
            case .start: s.direction == .rtl ? .right : .left
            default: .left
            }
            box.standsOnBaseline = isEmpty
        }
        return box
    }
}
