import FolioGeometry
import FolioGraphics

/// The box of an item of a ``Row`` or a ``Grid``: its background, padding and borders, drawn
/// over the whole of its area (as tall as its line or rows).
public struct ItemBox: Sendable {
    /// Its background (`nil`: none).
    public var background: Color?
    /// Space between its edges (inside its borders) and its content.
    public var padding: EdgeInsets
    /// The line along its top edge, drawn inside its area (`nil`: none).
    public var borderTop: Border?
    /// The line along its left edge.
    public var borderLeft: Border?
    /// The line along its bottom edge.
    public var borderBottom: Border?
    /// The line along its right edge.
    public var borderRight: Border?
    /// Rounded corners, shadows, gradients and background layers (none by default).
    public var decoration = BoxDecoration()

    /// A box with the same `border` on every side.
    public init(background: Color? = nil, padding: EdgeInsets = .zero, border: Border? = nil) {
        self.background = background
        self.padding = padding
        (borderTop, borderLeft, borderBottom, borderRight) = (border, border, border, border)
    }

    /// What the box takes from its width: the left and right padding and borders.
    public var horizontalInsets: Double {
        padding.left + padding.right + (borderLeft?.width ?? 0) + (borderRight?.width ?? 0)
    }
}

extension TableCell {
    /// The cell that sets an item of a row or grid: its content in its box, aligned.
    init(_ content: [Block], box: ItemBox, alignment: Row.Alignment, columnSpan: Int = 1, rowSpan: Int = 1) {
        self.init(content, columnSpan: columnSpan, rowSpan: rowSpan, background: box.background, padding: box.padding)
        (borderTop, borderLeft, borderBottom, borderRight) = (box.borderTop, box.borderLeft, box.borderBottom, box.borderRight)
        decoration = box.decoration
        verticalAlignment = switch alignment {
        case .stretch, .start: .top
        case .end: .bottom
        case .center: .middle
        case .baseline: .baseline
        }
    }
}
