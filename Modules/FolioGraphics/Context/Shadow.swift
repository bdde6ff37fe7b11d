import FolioGeometry

/// A shadow painted under filled and stroked shapes, as `CGContextSetShadowWithColor`.
///
/// The offset is in page space (upper-left origin: positive height goes down) whatever the
/// current transform is. Only sharp shadows (blur 0) can be written as exact PDF vectors;
/// a blurred shadow throws ``GraphicsError/unsupportedInPDF(_:)``.
public struct Shadow: Hashable, Sendable {
    /// How far the shadow is moved from the shape, in page space.
    public var offset: Size
    /// The blur radius; must be 0.
    public var blur: Double
    /// The shadow's colour, usually translucent black.
    public var color: Color

    /// Creates a shadow. The default colour is black at one third opacity, as Core Graphics'.
    public init(offset: Size, blur: Double = 0, color: Color = Color(gray: 0, alpha: 1.0 / 3)) {
        self.offset = offset
        self.blur = blur
        self.color = color
    }
}
