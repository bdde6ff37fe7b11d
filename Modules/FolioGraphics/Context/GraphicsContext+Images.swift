import FolioGeometry
import FolioPDF

extension GraphicsContext {
    /// Draws an image upright with its top-left corner at `point`, at its size in points
    /// (`UIImage.draw(at:)`).
    public func draw(_ image: Image, at point: Point) throws(GraphicsError) {
        try draw(image, in: Rect(origin: point, size: image.size))
    }

    /// Draws an image upright, stretched to fill `rect` (`UIImage.draw(in:)`): its first pixel
    /// row is at the rectangle's top on an upper-left-origin page. A resizable image
    /// (``Image/resizableImage(withCapInsets:resizingMode:)``) keeps its corners and tiles or stretches the rest.
    public func draw(_ image: Image, in rect: Rect) throws(GraphicsError) {
        try requirePage("draw(image)")
        guard rect.isFinite else { throw .nonFiniteValue(operation: "draw(image, in: \(rect))") }
        if let caps = image.capInsets { return try drawResizable(image, capInsets: caps, in: rect) }
        let full = fullImageRect(image, drawnIn: rect, topDown: origin == .upperLeft)
        let m = origin == .upperLeft
            ? AffineTransform(a: full.width, b: 0, c: 0, d: -full.height, tx: full.minX, ty: full.minY + full.height)
            : AffineTransform(a: full.width, b: 0, c: 0, d: full.height, tx: full.minX, ty: full.minY)
        try paintImage(image, matrix: m, clip: image.cropRect == nil ? nil : rect)
    }

    /// Draws an image as `CGContextDrawImage` does: the image's unit square mapped straight
    /// onto `rect` in user space. On an upper-left-origin page it comes out upside down, as it
    /// does on iOS; flip the context first to draw it upright.
    public func drawCGImage(_ image: Image, in rect: Rect) throws(GraphicsError) {
        try requirePage("drawCGImage")
        guard rect.isFinite else { throw .nonFiniteValue(operation: "drawCGImage(in: \(rect))") }
        let full = fullImageRect(image, drawnIn: rect, topDown: false)
        try paintImage(image, matrix: AffineTransform(a: full.width, b: 0, c: 0, d: full.height, tx: full.minX, ty: full.minY),
                       clip: image.cropRect == nil ? nil : rect)
    }

    /// Draws an image with a blend mode and alpha for this drawing only
    /// (`UIImage.draw(in:blendMode:alpha:)`).
    public func draw(_ image: Image, in rect: Rect, blendMode: BlendMode, alpha: Double) throws(GraphicsError) {
        try withSavedGState { () throws(GraphicsError) in
            try setBlendMode(blendMode)
            try setAlpha(alpha)
            try draw(image, in: rect)
        }
    }

    /// Where the whole image goes so that its cropped part fills `rect`. `topDown`: the
    /// image's first row is at the rectangle's minimum y (UIKit style on a top-down page).
    private func fullImageRect(_ image: Image, drawnIn rect: Rect, topDown: Bool) -> Rect {
        guard let c = image.cropRect else { return rect }
        let w = Double(image.pdfImage.width), h = Double(image.pdfImage.height)
        let sx = rect.width / c.width, sy = rect.height / c.height
        let y = topDown ? rect.minY - c.minY * sy : rect.minY - (h - c.maxY) * sy
        return Rect(x: rect.minX - c.minX * sx, y: y, width: w * sx, height: h * sy)
    }

    private func paintImage(_ image: Image, matrix m: AffineTransform, clip: Rect? = nil) throws(GraphicsError) {
        let xo: (name: String, ref: ObjectRef)
        do { xo = try session.imageXObject(image) } catch { throw .pdf(error) }
        resources.xObjects[xo.name] = xo.ref
        let saved = state
        markContentIfNeeded()
        endTextObjectIfNeeded()
        stream.save()
        if let clip {
            stream.rect(clip.minX, clip.minY, clip.width, clip.height)
            stream.clip()
            stream.endPath()
        }
        try syncAlpha(fill: state.alpha, stroke: state.pdfStrokeAlpha)
        stream.concat(m.a, m.b, m.c, m.d, m.tx, m.ty)
        stream.drawXObject(xo.name)
        stream.restore()
        state = saved
    }
}
