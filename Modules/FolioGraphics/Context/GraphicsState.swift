import FolioGeometry
import FolioPDF

/// The graphics state that `saveGState()` pushes and `restoreGState()` pops.
///
/// Besides what the caller set, it remembers what has been written to the PDF (`pdf…`), so
/// that colours and ExtGStates are written only when they change; since PDF's `q`/`Q` saves
/// and restores the same things, a restore brings both back together.
struct GraphicsState {
    /// User space → base space (the page's upper-left-origin space, before the one flip).
    var ctm = AffineTransform.identity
    var lineWidth = 1.0
    var lineCap = LineCap.butt
    var lineJoin = LineJoin.miter
    var miterLimit = 10.0
    var dash: [Double] = []
    var dashPhase = 0.0
    var fillColor = Color.black
    var strokeColor = Color.black
    /// Patterns painted with instead of the colours, when set.
    var fillPattern: Pattern?
    var strokePattern: Pattern?
    var patternPhase = Size.zero
    var alpha = 1.0
    var blendMode = BlendMode.normal
    var shadow: Shadow?
    /// The clip's bounding box in base space.
    var clipBox: Rect
    var characterSpacing = 0.0
    var textDrawingMode = TextRenderingMode.fill

    // What the PDF's own graphics state holds now.
    var pdfFill = Color.black
    var pdfStroke = Color.black
    /// The pattern object the PDF fills (strokes) with, when a pattern rather than `pdfFill`.
    var pdfFillPattern: ObjectRef?
    var pdfStrokePattern: ObjectRef?
    var pdfFillAlpha = 1.0
    var pdfStrokeAlpha = 1.0
    var pdfBlend = BlendMode.normal

    init(clipBox: Rect) { self.clipBox = clipBox }
}

extension Color {
    /// Same colour space and components (alpha is carried separately in PDF).
    func sameInk(as other: Color) -> Bool { space == other.space && (c0, c1, c2, c3) == (other.c0, other.c1, other.c2, other.c3) }
}

extension ContentStream {
    /// Writes a colour with the operator of its colour space (`g`/`rg`/`k`, or `G`/`RG`/`K`).
    mutating func setColor(_ c: Color, stroking: Bool) {
        switch (c.space, stroking) {
        case (.gray, false): setFillGray(c.c0)
        case (.gray, true): setStrokeGray(c.c0)
        case (.rgb, false): setFillRGB(c.c0, c.c1, c.c2)
        case (.rgb, true): setStrokeRGB(c.c0, c.c1, c.c2)
        case (.cmyk, false): setFillCMYK(c.c0, c.c1, c.c2, c.c3)
        case (.cmyk, true): setStrokeCMYK(c.c0, c.c1, c.c2, c.c3)
        }
    }
}
