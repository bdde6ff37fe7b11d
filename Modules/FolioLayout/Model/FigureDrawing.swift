import FolioGeometry
import FolioGraphics
import FolioSVG
import FolioText

/// A vector drawing shown by a ``Figure``: drawn, when the page is, into the rectangle the
/// layout gives the figure (its natural size, or narrowed to the measure keeping the aspect
/// ratio). An SVG drawing is one (``Figure/init(svg:alternativeText:caption:width:height:style:)``);
/// so is any drawing code.
///
/// ```swift
/// let badge = FigureDrawing(size: Size(width: 120, height: 40)) { ctx, rect throws(GraphicsError) in
///     try ctx.setFillColor(.blue)
///     try ctx.fill(Path(roundedRect: rect, cornerRadius: 8))
/// }
/// Figure(drawing: badge, alternativeText: "A blue badge")
/// ```
public struct FigureDrawing: Sendable {
    /// The natural size, in points.
    public var size: Size
    /// Draws into a rectangle of the page's user space.
    let draw: @Sendable (GraphicsContext, Rect) throws(GraphicsError) -> Void

    /// A drawing of natural size `size`, drawn by `draw` into the rectangle the figure gets.
    public init(size: Size, _ draw: @escaping @Sendable (GraphicsContext, Rect) throws(GraphicsError) -> Void) {
        self.size = size
        self.draw = draw
    }

    /// An SVG drawing at its own size. A drawing whose `use` references loop or expand too far
    /// fails the page with ``GraphicsError/invalidArgument(operation:reason:)`` naming why.
    public init(svg: SVGDocument) {
        self.init(size: svg.size) { ctx, rect throws(GraphicsError) in
            do throws(SVGError) {
                try svg.draw(in: ctx, rect: rect)
            } catch {
                if case .graphics(let e) = error { throw e }
                throw .invalidArgument(operation: "drawing an SVG figure", reason: error.description)
            }
        }
    }
}

extension Figure {
    /// A figure of a vector drawing, sized as an image of the drawing's natural size would be.
    public init(drawing: FigureDrawing, alternativeText: String = "", caption: AttributedText? = nil,
                width: Double? = nil, height: Double? = nil, style: BlockStyle = BlockStyle()) {
        self.init(nil, alternativeText: alternativeText, caption: caption, width: width, height: height, style: style)
        self.drawing = drawing
    }

    /// A figure of an SVG drawing, drawn as vectors.
    ///
    /// ```swift
    /// let logo = try SVGDocument(contentsOfFile: "logo.svg")
    /// Figure(svg: logo, alternativeText: "The company's logo", width: 144)
    /// ```
    public init(svg: SVGDocument, alternativeText: String = "", caption: AttributedText? = nil,
                width: Double? = nil, height: Double? = nil, style: BlockStyle = BlockStyle()) {
        self.init(drawing: FigureDrawing(svg: svg), alternativeText: alternativeText, caption: caption, width: width, height: height, style: style)
    }
}
