import FolioGeometry
import FolioPDF

/// Where the drawing API puts the origin of a page.
public enum Origin: Sendable, Hashable {
    /// UIKit's convention: (0, 0) is the top-left corner and y grows downward (the default).
    case upperLeft
    /// Core Graphics' and PDF's convention: (0, 0) is the bottom-left corner, y grows upward.
    case lowerLeft
}

/// A Core-Graphics-like drawing context that writes PDF content: the `CGContext` of Folio.
///
/// One context draws every page of a document (``beginPage(bounds:)`` closes the previous page
/// and opens the next), and also records offscreen forms. Coordinates are in points; with the
/// default ``Origin/upperLeft`` origin the page is flipped once, so drawing code reads as UIKit
/// code does.
///
/// The current path is kept outside the graphics state and is written only when it is painted
/// or used as a clip, in the user space current at that moment; points are fixed in page space
/// when they are added, as Core Graphics does.
///
/// Drawing calls throw ``GraphicsError`` for input that cannot become valid PDF (NaN
/// coordinates, a negative line width, a restore without a save, drawing with no open page).
public final class GraphicsContext {
    let session: DocumentSession
    let origin: Origin
    // `@exclusivity(unchecked)`: changed for every line or glyph, so not checked at run time (Performance.md).
    /// The content being written. Glyph runs leave their text object open (``textObject``), so
    /// that the runs drawn one after another, line after line, share a text object and a font
    /// setting; colour and alpha operators may go inside it. Anything else is written after
    /// ``endTextObjectIfNeeded()``, as is the stream's content when it is taken.
    @exclusivity(unchecked) var stream = ContentStream()
    /// The font resource and size of the open text object (`BT` written, no `ET` yet).
    @exclusivity(unchecked) var textObject: (font: String, size: Double)?

    /// Ends the open text object (`ET`), if any: called before writing an operator that may
    /// not stand inside one, and before the stream's content is taken.
    func endTextObjectIfNeeded() {
        if textObject != nil {
            // A marked-content sequence begun inside the text object ends inside it.
            if tagging.isMarking && tagging.markedInText {
                stream.endMarkedContent()
                tagging.isMarking = false
                tagging.markedInText = false
            }
            stream.endText()
            textObject = nil
        }
    }
    @exclusivity(unchecked) var resources = ResourceUse()
    @exclusivity(unchecked) var state: GraphicsState
    @exclusivity(unchecked) var stateStack: [GraphicsState] = []
    // Read or changed for every item drawn in a tagged document (each mark, tag and artifact):
    // not checked at run time either (see above).
    @exclusivity(unchecked) var layers: [LayerFrame] = []
    /// Open tags and artifacts, and the marked-content sequence of the page (tagged PDF).
    @exclusivity(unchecked) var tagging = TagState()
    /// The current path, in the current user space.
    var path = Path()
    var annotations: [PDFAnnotation] = []
    @exclusivity(unchecked) var pageRef: ObjectRef?
    /// The page (or form) size and the default bounds for new pages.
    public private(set) var bounds: Rect
    let defaultBounds: Rect
    let isForm: Bool
    var ended = false

    /// When `true`, every colour is written as its gray equivalent (grayscale output, as
    /// `UIPrintInfo.OutputType.grayscale`). Images keep their colours.
    public var convertsColorsToGray = false

    init(session: DocumentSession, defaultBounds: Rect, origin: Origin, isForm: Bool) {
        self.session = session
        self.defaultBounds = defaultBounds
        self.bounds = defaultBounds
        self.origin = origin
        self.isForm = isForm
        // A form's space is its own: the clip starts as its bounds, wherever they lie (a
        // pattern cell's may not start at the origin). A page's starts at its corner.
        self.state = GraphicsState(clipBox: isForm ? defaultBounds : Rect(origin: .zero, size: defaultBounds.size))
    }

    /// Whether a page (or form) is open for drawing.
    public var hasOpenPage: Bool { pageRef != nil || (isForm && !ended) }

    /// Things worth knowing that did not stop drawing: notes (a layer closed for you, a
    /// glyph missing) and warnings (a link or outline entry to a destination that never
    /// appeared, known once the document ends).
    public var diagnostics: Diagnostics {
        session.diagnostics.merging(session.writer.warnings.map { Diagnostic.warning(.linkTarget, $0) })
    }

    @inline(__always) func requirePage(_ op: StaticString) throws(GraphicsError) {
        if ended { throw .documentEnded }
        if !hasOpenPage { throw .noOpenPage(operation: "\(op)") }
    }

    // MARK: Pages

    /// Closes the current page, if any, and opens a new one of the document's default size.
    public func beginPage() throws(GraphicsError) { try beginPage(bounds: defaultBounds) }

    /// Closes the current page, if any, and opens a new one with the given bounds
    /// (`UIGraphicsBeginPDFPageWithInfo`). Every page starts with a fresh graphics state.
    public func beginPage(bounds: Rect) throws(GraphicsError) {
        if ended { throw .documentEnded }
        guard !isForm else {
            throw .invalidArgument(operation: "beginPage", reason: "a form records one drawing and has no pages")
        }
        guard bounds.isFinite, !bounds.isEmpty else {
            throw .invalidArgument(operation: "beginPage(bounds:)", reason: "page bounds \(bounds) must have a finite, non-zero size")
        }
        try endPageIfOpen()
        self.bounds = bounds.standardized
        pageRef = session.writer.beginPage()
        state = GraphicsState(clipBox: Rect(origin: .zero, size: self.bounds.size))
        if origin == .upperLeft {
            endTextObjectIfNeeded()
            stream.concat(1, 0, 0, -1, 0, self.bounds.height)
        }
    }

    /// Writes the open page out. Called by `beginPage` and when the document ends.
    func endPageIfOpen() throws(GraphicsError) {
        guard let ref = pageRef else { return }
        closeOpenScopes()
        let box = Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height)
        let page = PDFPage(ref: ref, mediaBox: box, contents: stream.bytes.bytes,
                           resources: resources.dictionary, annotations: annotations)
        pageRef = nil
        stream.removeAll()
        resources.removeAll()
        annotations.removeAll(keepingCapacity: true)
        path = Path()
        do { try session.writer.endPage(page) } catch { throw .pdf(error) }
    }

    /// Closes layers, saved states and the text object left open, so every `q` has its `Q`
    /// and every `BT` its `ET`.
    func closeOpenScopes() {
        if !layers.isEmpty {
            session.diagnostics.append(.note(.drawing, "\(layers.count) transparency layer(s) left open at the end of a page were closed"))
            while !layers.isEmpty { try? endTransparencyLayer() }
        }
        endMarkedContentIfOpen()
        endTextObjectIfNeeded()
        for _ in stateStack { stream.restore() }
        stateStack.removeAll()
    }

    // MARK: Saving and restoring

    /// Pushes the graphics state (`q`).
    public func saveGState() throws(GraphicsError) {
        try requirePage("saveGState")
        // A marked-content sequence never spans a `q` or `Q` (they must nest): the open one ends
        // here, and what is drawn after the save begins a new one.
        if layers.isEmpty { endMarkedContentIfOpen() }
        stateStack.append(state)
        endTextObjectIfNeeded()
        stream.save()
    }

    /// Pops the graphics state (`Q`).
    ///
    /// - Throws: ``GraphicsError/unbalancedRestore`` when there is no matching save.
    public func restoreGState() throws(GraphicsError) {
        try requirePage("restoreGState")
        guard stateStack.count > (layers.last?.stackDepth ?? 0), let saved = stateStack.popLast() else {
            throw .unbalancedRestore
        }
        let oldCTM = state.ctm
        state = saved
        if layers.isEmpty { endMarkedContentIfOpen() }
        endTextObjectIfNeeded()
        stream.restore()
        reexpressPath(from: oldCTM)
    }

    /// Runs `body` between a save and a restore.
    public func withSavedGState<T>(_ body: () throws(GraphicsError) -> T) throws(GraphicsError) -> T {
        try saveGState()
        let result: T
        do { result = try body() } catch {
            try? restoreGState()
            throw error
        }
        try restoreGState()
        return result
    }

    // MARK: Transforms

    /// The current transformation matrix from user space to PDF page space (lower-left
    /// origin). On a fresh upper-left-origin page of height H it is `[1 0 0 -1 0 H]`.
    public var ctm: AffineTransform { state.ctm.concatenating(baseTransform) }

    /// Base space → PDF space: the one flip of an upper-left-origin page.
    var baseTransform: AffineTransform {
        origin == .upperLeft && !isForm ? AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: bounds.height) : .identity
    }

    /// Moves the origin of user space (`CGContextTranslateCTM`).
    public func translateBy(x: Double, y: Double) throws(GraphicsError) {
        try concatenate(AffineTransform(translationX: x, y: y))
    }

    /// Scales user space (`CGContextScaleCTM`).
    public func scaleBy(x: Double, y: Double) throws(GraphicsError) {
        try concatenate(AffineTransform(scaleX: x, y: y))
    }

    /// Rotates user space by `angle` radians; positive turns clockwise on an upper-left-origin
    /// page (`CGContextRotateCTM`).
    public func rotate(by angle: Double) throws(GraphicsError) {
        try concatenate(AffineTransform(rotationAngle: angle))
    }

    /// Applies a transform to user space, before the current one (`CGContextConcatCTM`);
    /// written as one `cm`.
    public func concatenate(_ t: AffineTransform) throws(GraphicsError) {
        try requirePage("concatenate")
        guard t.isFinite else { throw .nonFiniteValue(operation: "concatenate(\(t))") }
        if !path.isEmpty && t.inverted() == nil {
            throw .invalidArgument(operation: "concatenate", reason: "a singular transform cannot be applied while a path is being built")
        }
        let old = state.ctm
        state.ctm = t.concatenating(state.ctm)
        endTextObjectIfNeeded()
        stream.concat(t.a, t.b, t.c, t.d, t.tx, t.ty)
        reexpressPath(from: old)
    }

    /// Keeps the buffered path where it was on the page after user space changed.
    func reexpressPath(from oldCTM: AffineTransform) {
        guard !path.isEmpty, oldCTM != state.ctm, let inv = state.ctm.inverted() else { return }
        path = path.applying(oldCTM.concatenating(inv))
    }

    // MARK: State

    /// The current line width.
    public var lineWidth: Double { state.lineWidth }
    /// The current alpha (`CGContextSetAlpha`).
    public var alpha: Double { state.alpha }
    /// The current fill colour.
    public var fillColor: Color { state.fillColor }
    /// The current stroke colour.
    public var strokeColor: Color { state.strokeColor }
    /// The current blend mode.
    public var blendMode: BlendMode { state.blendMode }
    /// The current shadow, if any.
    public var shadow: Shadow? { state.shadow }
    /// The current line cap.
    public var lineCap: LineCap { state.lineCap }
    /// The current line join.
    public var lineJoin: LineJoin { state.lineJoin }

    /// Sets the line width (`w`); 0 draws the thinnest line a device can show.
    public func setLineWidth(_ w: Double) throws(GraphicsError) {
        try requirePage("setLineWidth")
        guard w.isFinite else { throw .nonFiniteValue(operation: "setLineWidth") }
        guard w >= 0 else { throw .invalidArgument(operation: "setLineWidth(\(w))", reason: "a line width cannot be negative; use 0 for a hairline") }
        if w != state.lineWidth { state.lineWidth = w; endTextObjectIfNeeded(); stream.setLineWidth(w) }
    }

    /// Sets the line cap (`J`).
    public func setLineCap(_ cap: LineCap) throws(GraphicsError) {
        try requirePage("setLineCap")
        if cap != state.lineCap { state.lineCap = cap; endTextObjectIfNeeded(); stream.setLineCap(cap) }
    }

    /// Sets the line join (`j`).
    public func setLineJoin(_ join: LineJoin) throws(GraphicsError) {
        try requirePage("setLineJoin")
        if join != state.lineJoin { state.lineJoin = join; endTextObjectIfNeeded(); stream.setLineJoin(join) }
    }

    /// Sets the miter limit (`M`), at least 1.
    public func setMiterLimit(_ m: Double) throws(GraphicsError) {
        try requirePage("setMiterLimit")
        guard m.isFinite else { throw .nonFiniteValue(operation: "setMiterLimit") }
        guard m >= 1 else { throw .invalidArgument(operation: "setMiterLimit(\(m))", reason: "the miter limit must be at least 1") }
        if m != state.miterLimit { state.miterLimit = m; endTextObjectIfNeeded(); stream.setMiterLimit(m) }
    }

    /// Sets the dash pattern (`d`); an empty pattern draws solid lines.
    public func setLineDash(_ pattern: [Double], phase: Double = 0) throws(GraphicsError) {
        try requirePage("setLineDash")
        guard phase.isFinite, pattern.allSatisfy(\.isFinite) else { throw .nonFiniteValue(operation: "setLineDash") }
        guard pattern.allSatisfy({ $0 >= 0 }), pattern.isEmpty || pattern.contains(where: { $0 > 0 }) else {
            throw .invalidArgument(operation: "setLineDash(\(pattern))", reason: "dash lengths must be non-negative and not all zero")
        }
        if pattern != state.dash || phase != state.dashPhase {
            state.dash = pattern
            state.dashPhase = phase
            endTextObjectIfNeeded()
            stream.setDash(pattern, phase: phase)
        }
    }

    /// Applies a whole stroke style.
    public func setStrokeStyle(_ s: StrokeStyle) throws(GraphicsError) {
        try setLineWidth(s.lineWidth)
        try setLineCap(s.lineCap)
        try setLineJoin(s.lineJoin)
        try setMiterLimit(s.miterLimit)
        try setLineDash(s.dash, phase: s.dashPhase)
    }

    /// Sets the fill colour (and stops filling with a pattern); it is written when something
    /// is filled.
    public func setFillColor(_ c: Color) throws(GraphicsError) {
        try requirePage("setFillColor")
        state.fillColor = c
        state.fillPattern = nil
    }

    /// Sets the stroke colour (and stops stroking with a pattern); it is written when
    /// something is stroked.
    public func setStrokeColor(_ c: Color) throws(GraphicsError) {
        try requirePage("setStrokeColor")
        state.strokeColor = c
        state.strokePattern = nil
    }

    /// Sets both fill and stroke colour (`UIColor.set()`).
    public func setColor(_ c: Color) throws(GraphicsError) {
        try setFillColor(c)
        try setStrokeColor(c)
    }

    /// Sets the alpha applied to everything painted, multiplied with each colour's alpha.
    public func setAlpha(_ a: Double) throws(GraphicsError) {
        try requirePage("setAlpha")
        guard a.isFinite else { throw .nonFiniteValue(operation: "setAlpha") }
        state.alpha = min(max(a, 0), 1)
    }

    /// Sets the blend mode.
    ///
    /// - Throws: ``GraphicsError/unsupportedInPDF(_:)`` for Porter-Duff modes, which PDF lacks.
    public func setBlendMode(_ mode: BlendMode) throws(GraphicsError) {
        try requirePage("setBlendMode")
        guard mode.isAvailableInPDF else {
            throw .unsupportedInPDF("the Porter-Duff blend mode .\(mode) (PDF offers the 16 separable and non-separable modes, .normal to .luminosity)")
        }
        state.blendMode = mode
    }

    /// Sets or clears the shadow for what is painted next.
    ///
    /// - Throws: ``GraphicsError/unsupportedInPDF(_:)`` for a blur above 0.
    public func setShadow(_ shadow: Shadow?) throws(GraphicsError) {
        try requirePage("setShadow")
        if let s = shadow {
            guard s.offset.isFinite, s.blur.isFinite else { throw .nonFiniteValue(operation: "setShadow") }
            guard s.blur == 0 else {
                throw .unsupportedInPDF("a blurred shadow (blur \(s.blur)); use blur 0 for a sharp shadow")
            }
        }
        state.shadow = shadow
    }

    /// Sets the character spacing used when drawing text (`Tc`).
    public func setCharacterSpacing(_ v: Double) throws(GraphicsError) {
        try requirePage("setCharacterSpacing")
        guard v.isFinite else { throw .nonFiniteValue(operation: "setCharacterSpacing") }
        state.characterSpacing = v
    }

    /// Sets how text glyphs are painted (`Tr`): fill, stroke, clip, …
    public func setTextDrawingMode(_ mode: TextRenderingMode) throws(GraphicsError) {
        try requirePage("setTextDrawingMode")
        state.textDrawingMode = mode
    }

    // MARK: Writing state before painting

    /// Writes the fill colour (or the fill pattern, when one is set and no colour is given) and
    /// fill alpha if the PDF does not hold them yet.
    func syncFill(_ color: Color? = nil, extraAlpha: Double = 1) throws(GraphicsError) {
        let alpha = try syncPaint(color, stroking: false)
        try syncAlpha(fill: alpha * state.alpha * extraAlpha, stroke: state.pdfStrokeAlpha)
    }

    /// Writes the stroke colour (or the stroke pattern, when one is set and no colour is given)
    /// and stroke alpha if the PDF does not hold them yet.
    func syncStroke(_ color: Color? = nil) throws(GraphicsError) {
        let alpha = try syncPaint(color, stroking: true)
        try syncAlpha(fill: state.pdfFillAlpha, stroke: alpha * state.alpha)
    }

    /// Writes the paint of one side, fill or stroke, if the PDF does not hold it yet: the side's
    /// pattern when one is set and no colour is given, else `color` or the side's colour (in
    /// gray when colours are converted). Returns the paint's own alpha: 1 for a pattern.
    private func syncPaint(_ color: Color?, stroking: Bool) throws(GraphicsError) -> Double {
        if color == nil, let pattern = stroking ? state.strokePattern : state.fillPattern {
            try syncPattern(pattern, stroking: stroking)
            return 1
        }
        let paint = color ?? (stroking ? state.strokeColor : state.fillColor)
        let c = convertsColorsToGray ? paint.grayscale : paint
        if c.space == .cmyk, let level = session.writer.options.conformance.pdfALevel { 
            throw .pdf(.nonConforming(.deviceCMYK("a CMYK \(stroking ? "stroke" : "fill") colour, \(c)", level: level)))
        }
        let (written, writtenPattern) = stroking ? (state.pdfStroke, state.pdfStrokePattern) : (state.pdfFill, state.pdfFillPattern)
        // Colour and alpha operators are allowed inside a text object: written to `stream`, they
        // do not end one (runs of several colours share it).
        if writtenPattern != nil || !c.sameInk(as: written) {
            stream.setColor(c, stroking: stroking)
            if stroking { (state.pdfStroke, state.pdfStrokePattern) = (c, nil) } else { (state.pdfFill, state.pdfFillPattern) = (c, nil) }
        }
        return c.alpha
    }

    func syncAlpha(fill: Double, stroke: Double) throws(GraphicsError) {
        if fill == state.pdfFillAlpha && stroke == state.pdfStrokeAlpha && state.blendMode == state.pdfBlend { return }
        let key = ExtGStateKey(fillAlpha: fill, strokeAlpha: stroke, blend: state.blendMode, softMask: nil)
        let gs: (name: String, ref: ObjectRef)
        do { gs = try session.extGState(key) } catch { throw .pdf(error) }
        resources.extGStates[gs.name] = gs.ref
        stream.setExtGState(gs.name)
        state.pdfFillAlpha = fill
        state.pdfStrokeAlpha = stroke
        state.pdfBlend = state.blendMode
    }
}
