import FolioGeometry
import FolioGraphics

/// A box drawn around a stretch of text inside a line: CSS's inline box with padding, border,
/// rounded corners and a background (a badge, a highlighted code span, a button-like link).
///
/// Give the same box to every run it surrounds (``TextAttributes/inlineBox``): consecutive
/// runs with equal boxes form one box. Its left and right padding, border and margin take
/// room on the line before its first character and after its last; its top and bottom ones
/// are drawn around the font's ascent and descent without making the line taller, as CSS
/// draws inline boxes. A box broken over lines is cut there: its left side is drawn where it
/// begins, its right side where it ends (`box-decoration-break: slice`). Two boxes side by side
/// with the same look need different ``id``s.
///
/// ```swift
/// var badge = TextAttributes(font: TextFont(families: ["sans-serif"], size: 9))
/// badge.inlineBox = InlineBox(padding: EdgeInsets(top: 1, left: 4, bottom: 1, right: 4),
///                             border: EdgeInsets(all: 0.75), borderColor: .black, cornerRadius: 3,
///                             background: Color(red: 0.85, green: 0.95, blue: 0.85))
/// var text = AttributedText("Status: ")
/// text.append("PAID", attributes: badge)
/// ```
public struct InlineBox: Sendable, Hashable {
    /// Tells boxes apart that would otherwise be equal (the element they stand for).
    public var id: Int
    /// Space between the text and the border.
    public var padding: EdgeInsets
    /// The border's width on each side (0: none).
    public var border: EdgeInsets
    /// The border's colour.
    public var borderColor: Color
    /// The corners' radius, in points.
    public var cornerRadius: Double
    /// The colour painted behind the text and the padding; `nil` paints none.
    public var background: Color?
    /// Space outside the border on the left and the right (`top` and `bottom` are not read).
    public var margin: EdgeInsets
    /// The least width of the text inside, in points (an `inline-block`'s `width`): narrower
    /// text gets the rest as space, placed by ``contentAlignment``.
    public var minimumWidth: Double?
    /// The height of the box's content, in points (an `inline-block`'s `height`); `nil`: the
    /// font's ascent and descent.
    public var height: Double?
    /// Where text narrower than ``minimumWidth`` sits: at the left, the centre or the right.
    public var contentAlignment: ParagraphStyle.Alignment
    /// Whether the box stands on the baseline, its bottom edge there (an empty
    /// `inline-block`: a colour swatch, an icon's place), rather than around the text.
    public var standsOnBaseline: Bool

    /// Creates a box.
    public init(id: Int = 0, padding: EdgeInsets = .zero, border: EdgeInsets = .zero, borderColor: Color = .black,
                cornerRadius: Double = 0, background: Color? = nil, margin: EdgeInsets = .zero, minimumWidth: Double? = nil,
                height: Double? = nil, contentAlignment: ParagraphStyle.Alignment = .left, standsOnBaseline: Bool = false) {
        self.id = id
        self.padding = padding
        self.border = border
        self.borderColor = borderColor
        self.cornerRadius = cornerRadius
        self.background = background
        self.margin = margin
        self.minimumWidth = minimumWidth
        self.height = height
        self.contentAlignment = contentAlignment
        self.standsOnBaseline = standsOnBaseline
    }

    /// The room the box takes before its first character: margin, border and padding.
    var leadingRoom: Double { margin.left + border.left + padding.left }
    /// The room the box takes after its last character.
    var trailingRoom: Double { margin.right + border.right + padding.right }

    /// Why the box cannot be drawn, or `nil`: every length a distance, not negative.
    var problem: String? {
        let lengths: [(String, Double?)] = [
            ("padding.top", padding.top), ("padding.left", padding.left), ("padding.bottom", padding.bottom), ("padding.right", padding.right),
            ("border.top", border.top), ("border.left", border.left), ("border.bottom", border.bottom), ("border.right", border.right),
            ("margin.left", margin.left), ("margin.right", margin.right), ("cornerRadius", cornerRadius),
            ("minimumWidth", minimumWidth), ("height", height),
        ]
        for case (let name, let value?) in lengths {
            if let why = StyleValue.problem("the inline box's \(name)", value, in: 0...StyleValue.maximumDistance) { return why }
        }
        return nil
    }
}
