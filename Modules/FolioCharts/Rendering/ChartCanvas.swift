import FolioGeometry
import FolioGraphics
import FolioText

/// The chart's drawing surface: coordinates local to the chart's rectangle with y growing
/// downward, mapped onto the context whichever origin it has; fills, strokes and text in the
/// chart's fonts.
struct ChartCanvas {
    let context: GraphicsContext
    /// The chart's rectangle in the context's user space.
    let rect: Rect
    /// Local coordinates to the context's.
    let transform: AffineTransform
    /// Whether the context's y grows upward (``Origin/lowerLeft``).
    let flipped: Bool
    let font: Font
    let fontSize: Double
    let titleFont: Font
    let titleSize: Double
    let style: ChartStyle

    init(context: GraphicsContext, rect: Rect, style: ChartStyle) throws(ChartError) {
        self.context = context
        self.rect = rect.standardized
        self.style = style
        flipped = context.drawingOrigin == .lowerLeft
        transform = flipped
            ? AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: self.rect.minX, ty: self.rect.maxY)
            : AffineTransform(translationX: self.rect.minX, y: self.rect.minY)
        do {
            font = try style.font.resolve(in: style.fontLibrary).font
            titleFont = try style.titleFont.resolve(in: style.fontLibrary).font
        } catch {
            throw .font(error)
        }
        fontSize = style.font.size
        titleSize = style.titleFont.size
    }

    /// The chart's own rectangle, in local coordinates.
    var bounds: Rect { Rect(x: 0, y: 0, width: rect.width, height: rect.height) }

    /// The height of a line of label text.
    var lineHeight: Double { font.ascent(atSize: fontSize) + font.descent(atSize: fontSize) }

    // MARK: Shapes

    /// Fills a path given in local coordinates.
    func fill(_ path: Path, _ color: Color, opacity: Double = 1) throws(GraphicsError) {
        try context.withSavedGState { () throws(GraphicsError) in
            try context.setFillColor(color)
            if opacity < 1 { try context.setAlpha(opacity) }
            try context.fill(path.applying(transform))
        }
    }

    /// Strokes a path given in local coordinates.
    func stroke(_ path: Path, _ color: Color, width: Double, style: StrokeStyle? = nil, opacity: Double = 1) throws(GraphicsError) {
        try context.withSavedGState { () throws(GraphicsError) in
            try context.setStrokeColor(color)
            if opacity < 1 { try context.setAlpha(opacity) }
            var s = style ?? StrokeStyle(lineWidth: width)
            if style == nil { s.lineCap = .butt }
            try context.stroke(path.applying(transform), style: s)
        }
    }

    /// A straight line from `a` to `b`.
    func line(from a: Point, to b: Point, _ color: Color, width: Double) throws(GraphicsError) {
        var p = Path()
        p.move(to: a)
        p.addLine(to: b)
        try stroke(p, color, width: width)
    }

    // MARK: Text

    /// The size of a label (or a title).
    func measure(_ string: String, title: Bool = false) -> Size {
        GraphicsContext.measure(string, font: title ? titleFont : font, size: title ? titleSize : fontSize).size
    }

    /// The label shortened with "…" to fit `width` (unchanged when it fits).
    func truncated(_ string: String, toWidth width: Double) -> String {
        guard measure(string).width > width else { return string }
        var kept = string
        while !kept.isEmpty {
            kept.removeLast()
            let candidate = kept.trimmingTrailingSpaces + "…"
            if measure(candidate).width <= width { return candidate }
        }
        return "…"
    }

    /// Draws a label with `anchor` of its box at the local point `p`.
    func text(_ string: String, at p: Point, anchor: UnitPoint, title: Bool = false, color: Color? = nil) throws(GraphicsError) {
        guard !string.isEmpty else { return }
        try context.draw(string, at: p.applying(transform), anchor: anchor, font: title ? titleFont : font,
                         size: title ? titleSize : fontSize, color: color ?? style.textColor)
    }

    /// Draws a label rising at 45° that ends (its right end, middle height) at the local point `p`.
    func risingText(_ string: String, endingAt p: Point) throws(GraphicsError) {
        guard !string.isEmpty else { return }
        let q = p.applying(transform)
        try context.withSavedGState { () throws(GraphicsError) in
            try context.translateBy(x: q.x, y: q.y)
            try context.rotate(by: flipped ? .pi / 4 : -.pi / 4)
            try context.draw(string, at: Point(x: 0, y: 0), anchor: .trailing, font: font, size: fontSize, color: style.textColor)
        }
    }
}

extension String {
    /// The string without the spaces at its end.
    fileprivate var trimmingTrailingSpaces: String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
