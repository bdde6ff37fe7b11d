/// The sixteen page-margin boxes of CSS Paged Media 3 §4.2, named as their at-rules are, in
/// the spec's order (clockwise from the top left corner).
public enum MarginBoxPosition: String, CaseIterable, Hashable, Sendable {
    /// `@top-left-corner`: the corner where the top and left margins meet.
    case topLeftCorner = "top-left-corner"
    /// `@top-left`: the top margin's left part.
    case topLeft = "top-left"
    /// `@top-center`: the top margin's middle, centred on the page.
    case topCenter = "top-center"
    /// `@top-right`: the top margin's right part.
    case topRight = "top-right"
    /// `@top-right-corner`: the corner where the top and right margins meet.
    case topRightCorner = "top-right-corner"
    /// `@right-top`: the right margin's upper part.
    case rightTop = "right-top"
    /// `@right-middle`: the right margin's middle.
    case rightMiddle = "right-middle"
    /// `@right-bottom`: the right margin's lower part.
    case rightBottom = "right-bottom"
    /// `@bottom-right-corner`: the corner where the bottom and right margins meet.
    case bottomRightCorner = "bottom-right-corner"
    /// `@bottom-right`: the bottom margin's right part.
    case bottomRight = "bottom-right"
    /// `@bottom-center`: the bottom margin's middle, centred on the page.
    case bottomCenter = "bottom-center"
    /// `@bottom-left`: the bottom margin's left part.
    case bottomLeft = "bottom-left"
    /// `@bottom-left-corner`: the corner where the bottom and left margins meet.
    case bottomLeftCorner = "bottom-left-corner"
    /// `@left-bottom`: the left margin's lower part.
    case leftBottom = "left-bottom"
    /// `@left-middle`: the left margin's middle.
    case leftMiddle = "left-middle"
    /// `@left-top`: the left margin's upper part.
    case leftTop = "left-top"
}

/// A margin-box at-rule inside an `@page` rule (`@bottom-center { content: counter(page) }`):
/// its position and its declarations as parsed longhands, in order.
public struct MarginBoxRule: Hashable, Sendable {
    /// Which box.
    public var position: MarginBoxPosition
    /// The declarations (`content`, `font-*`, `color`, `text-align`, `vertical-align` …).
    package var declarations: [LonghandDeclaration]
}
