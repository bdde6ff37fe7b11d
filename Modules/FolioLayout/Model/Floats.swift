import FolioGeometry

/// The side a floated block goes to (CSS `float`): ``BlockStyle/float``.
public enum FloatSide: Sendable, Hashable, CaseIterable {
    /// At the left edge of its measure (or right of earlier left floats), text on its right.
    case left
    /// At the right edge of its measure (or left of earlier right floats), text on its left.
    case right
}

/// The floats a block goes below (CSS `clear`): ``BlockStyle/clear``.
public enum ClearSide: Sendable, Hashable, CaseIterable {
    /// Below the earlier left floats.
    case left
    /// Below the earlier right floats.
    case right
    /// Below every earlier float.
    case both

    /// Whether a float on `side` is cleared.
    func clears(_ side: FloatSide) -> Bool {
        switch self {
        case .both: true
        case .left: side == .left
        case .right: side == .right
        }
    }
}

extension BlockContainer where Role == GroupRole {
    /// Blocks floated to one side, the blocks after them flowing around them (CSS `float`):
    /// `width` wide (`nil`: as wide as their content needs, up to the measure), `margins` apart
    /// from the text beside them (`nil`: 6 points on the side facing the text and below).
    ///
    /// ```swift
    /// Group.floating(.right, width: .points(120)) { Paragraph("Key figures: …") }
    /// Paragraph("Text that flows on the left of the box, then under it.")
    /// ```
    public static func floating(_ side: FloatSide, width: BoxLength? = nil,
                                margins: EdgeInsets? = nil, @BlockBuilder _ content: () -> [Block]) -> Group {
        let facing = EdgeInsets(top: 0, left: side == .right ? 6 : 0, bottom: 6, right: side == .left ? 6 : 0)
        var style = BlockStyle(margins: margins ?? facing)
        style.float = side
        if let width { style.width = width }
        return Group(content(), style: style)
    }
}
