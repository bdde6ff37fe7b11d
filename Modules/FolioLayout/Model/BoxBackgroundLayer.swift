import FolioGeometry
import FolioGraphics
import FolioSVG

/// One layer of a box's background (CSS `background-image` with its `-repeat`, `-position`
/// and `-size`): an image or a gradient, sized and placed in the padding box and repeated
/// over the border box, clipped to the box's (rounded) outline.
///
/// ```swift
/// let tile = try Image(data: pngBytes)
/// var style = BlockStyle(padding: EdgeInsets(all: 12))
/// style.decoration.backgroundLayers = [
///     BoxBackgroundLayer(.image(BoxImage(tile, name: "tile.png")), repeatsX: true, repeatsY: false),
///     BoxBackgroundLayer(.gradient(BoxGradient(.linear(angle: 90), stops: [.init(color: .white), .init(color: .gray)]))),
/// ]
/// ```
public struct BoxBackgroundLayer: Hashable, Sendable {
    /// What the layer paints.
    public enum Content: Hashable, Sendable {
        /// A raster image, at its size in points unless ``size`` says otherwise.
        case image(BoxImage)
        /// A gradient: as large as the padding box unless ``size`` says otherwise.
        case gradient(BoxGradient)
        /// A vector drawing (an SVG drawing, say), at its natural size unless ``size`` says
        /// otherwise; each copy is drawn as vectors, fitted into its tile as the drawing's own
        /// aspect rules say.
        case drawing(BoxDrawing)
    }

    /// How large one copy of the layer's image is drawn.
    public enum Size: Hashable, Sendable {
        /// Scaled, keeping its ratio, to cover the whole padding box (CSS `cover`).
        case cover
        /// Scaled, keeping its ratio, as large as fits whole in the padding box (CSS `contain`).
        case contain
        /// A width and a height (`nil`: from the other and the image's ratio, or the image's
        /// own size when both are `nil`), fractions of the padding box's width and height.
        case size(width: BoxLength?, height: BoxLength?)
    }

    /// What is painted.
    public var content: Content
    /// Whether copies repeat across the box (CSS `repeat`, `repeat-x`).
    public var repeatsX: Bool
    /// Whether copies repeat down the box.
    public var repeatsY: Bool
    /// Where the first copy's left edge is: points from the padding box's left, or a fraction
    /// placing that share of the copy at that share of the box (`0.5` centres it).
    public var positionX: BoxLength
    /// Where the first copy's top edge is, as ``positionX`` across.
    public var positionY: BoxLength
    /// How large a copy is.
    public var size: Size

    /// A layer; by default its image's own size, at the top left, repeated both ways.
    public init(_ content: Content, repeatsX: Bool = true, repeatsY: Bool = true, positionX: BoxLength = .fraction(0),
                positionY: BoxLength = .fraction(0), size: Size = .size(width: nil, height: nil)) {
        self.content = content
        self.repeatsX = repeatsX
        self.repeatsY = repeatsY
        self.positionX = positionX
        self.positionY = positionY
        self.size = size
    }
}

/// A vector drawing for a background layer with the name it was loaded by: two with the same
/// name and size are taken to be the same drawing (a style compares its layers by value).
///
/// ```swift
/// let pattern = try SVGDocument(contentsOfFile: "dots.svg")
/// BoxBackgroundLayer(.drawing(BoxDrawing(FigureDrawing(svg: pattern), name: "dots.svg")))
/// ```
public struct BoxDrawing: Hashable, Sendable {
    /// The drawing, drawn into each copy's rectangle.
    public let drawing: FigureDrawing
    /// Where it came from (a path, a URL), for comparison and messages.
    public let name: String
    /// Its natural size in points, which `auto` sizes keep.
    public var size: Size { drawing.size }
    /// Whether ``size`` is the drawing's own; when it is not (an SVG drawing without `width` or
    /// `height`) but ``hasNaturalRatio``, only its ratio counts, and `auto` sizes fit it whole
    /// in the box as `contain` does, as CSS Backgrounds 3 §3.9 says. (With neither, ``size``
    /// stands: a browser would stretch such a drawing's viewport over the box.)
    public var hasNaturalSize: Bool
    /// Whether it has a ratio of its own, when it has no natural size (an SVG drawing's `viewBox`).
    public var hasNaturalRatio: Bool

    /// A drawing named `name`, of its own size (`hasNaturalSize`), or of its size's ratio
    /// alone (`hasNaturalRatio`), or of neither.
    public init(_ drawing: FigureDrawing, name: String, hasNaturalSize: Bool = true, hasNaturalRatio: Bool = true) {
        self.drawing = drawing
        self.name = name
        self.hasNaturalSize = hasNaturalSize
        self.hasNaturalRatio = hasNaturalRatio
    }

    /// An SVG drawing named `name`: its own size when it declares one, else its `viewBox`'s ratio.
    public init(svg: SVGDocument, name: String) {
        self.init(FigureDrawing(svg: svg), name: name, hasNaturalSize: svg.declaresSize, hasNaturalRatio: svg.declaresSize || svg.viewBox != nil)
    }

    /// Whether both come from the same place and have the same natural size.
    public static func == (a: BoxDrawing, b: BoxDrawing) -> Bool {
        a.name == b.name && a.size == b.size && a.hasNaturalSize == b.hasNaturalSize && a.hasNaturalRatio == b.hasNaturalRatio
    }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// An image for a background layer with the name it was loaded by: two with the same name and
/// pixel size are taken to be the same image (a style compares its layers by value).
public struct BoxImage: Hashable, Sendable {
    /// The decoded image.
    public let image: Image
    /// Where it came from (a path, a URL), for comparison and messages.
    public let name: String
    /// Its own size in points, which `auto` sizes keep (CSS: a pixel is 0.75 pt).
    public let size: Size

    /// An image named `name`, `size` points large (`nil`: the image's ``Image/size``).
    public init(_ image: Image, name: String, size: Size? = nil) {
        self.image = image
        self.name = name
        self.size = size ?? image.size
    }

    /// Whether both come from the same place and have the same pixel size.
    public static func == (a: BoxImage, b: BoxImage) -> Bool {
        a.name == b.name && a.image.pixelSize.width == b.image.pixelSize.width && a.image.pixelSize.height == b.image.pixelSize.height
    }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
