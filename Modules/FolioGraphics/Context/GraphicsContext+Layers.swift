import FolioGeometry
import FolioPDF

/// What a transparency layer keeps of its parent while it records.
struct LayerFrame {
    var stream: ContentStream
    var resources: ResourceUse
    var state: GraphicsState
    var stackDepth: Int
    var path: Path
    var bbox: Rect
}

/// A drawing recorded once and drawn any number of times: a PDF form XObject, the offscreen
/// (image-context) drawing of Folio.
///
/// Make one with ``GraphicsContext/makeForm(size:_:)``; draw it with
/// ``GraphicsContext/draw(_:at:)-(FormXObject,_)``. Its coordinates have their origin at the
/// top-left corner, y down, like a page's.
public struct FormXObject: Hashable, Sendable {
    let ref: ObjectRef
    /// The form's size in points.
    public let size: Size
    let documentID: ObjectIdentifier
}

extension GraphicsContext {
    // MARK: Transparency layers

    /// Begins a transparency layer (`CGContextBeginTransparencyLayer`): what is drawn until
    /// ``endTransparencyLayer()`` is composited as one group, with the alpha, blend mode and
    /// shadow in effect now. Inside, alpha is 1, the blend mode normal and there is no shadow.
    public func beginTransparencyLayer() throws(GraphicsError) {
        try requirePage("beginTransparencyLayer")
        let bbox = clipBoundingBox.isNull ? Rect(origin: .zero, size: bounds.size) : clipBoundingBox
        endTextObjectIfNeeded()
        layers.append(LayerFrame(stream: stream, resources: resources, state: state, stackDepth: stateStack.count,
                                 path: path, bbox: bbox))
        stream = ContentStream()
        resources = ResourceUse()
        // The group starts from PDF's initial state, except for the transform and clip which
        // it inherits through Do.
        var inner = GraphicsState(clipBox: state.clipBox)
        inner.ctm = state.ctm
        inner.lineWidth = state.lineWidth
        inner.lineCap = state.lineCap
        inner.lineJoin = state.lineJoin
        inner.miterLimit = state.miterLimit
        inner.dash = state.dash
        inner.dashPhase = state.dashPhase
        inner.fillColor = state.fillColor
        inner.strokeColor = state.strokeColor
        inner.fillPattern = state.fillPattern
        inner.strokePattern = state.strokePattern
        inner.patternPhase = state.patternPhase
        inner.pdfFill = state.pdfFill
        inner.pdfStroke = state.pdfStroke
        state = inner
        if inner.lineWidth != 1 { stream.setLineWidth(inner.lineWidth) }
        if inner.lineCap != .butt { stream.setLineCap(inner.lineCap) }
        if inner.lineJoin != .miter { stream.setLineJoin(inner.lineJoin) }
        if inner.miterLimit != 10 { stream.setMiterLimit(inner.miterLimit) }
        if !inner.dash.isEmpty { stream.setDash(inner.dash, phase: inner.dashPhase) }
        state.pdfFill = .black
        state.pdfStroke = .black
        path = Path()
    }

    /// Ends the innermost transparency layer and composites it.
    ///
    /// - Throws: ``GraphicsError/unbalancedLayer`` with no open layer.
    public func endTransparencyLayer() throws(GraphicsError) {
        try requirePage("endTransparencyLayer")
        guard let frame = layers.popLast() else { throw .unbalancedLayer }
        endTextObjectIfNeeded()
        while stateStack.count > frame.stackDepth {
            stateStack.removeLast()
            stream.restore()
        }
        let content = stream.bytes.bytes
        let formResources = resources.dictionary
        stream = frame.stream
        resources = frame.resources
        state = frame.state
        path = frame.path
        let writer = session.writer
        let ref = writer.allocate()
        do {
            try writer.writeStream(ref, dictionary: [
                "Type": .name("XObject"), "Subtype": .name("Form"),
                "BBox": .rect(frame.bbox.minX, frame.bbox.minY, frame.bbox.maxX, frame.bbox.maxY),
                "Group": .dictionary(["S": .name("Transparency")]),
                "Resources": .dictionary(formResources),
            ], data: content)
        } catch { throw .pdf(error) }
        try paintForm(ref, matrix: .identity, withShadowOf: frame.bbox)
    }

    // MARK: Forms (offscreen drawing)

    /// Records a drawing of the given size as a reusable form XObject
    /// (`UIGraphicsBeginImageContext` … `UIGraphicsGetImageFromCurrentImageContext`, kept as
    /// vectors). The closure draws into a fresh context whose origin is the form's top-left
    /// corner; drawing outside the size is clipped.
    public func makeForm(size: Size, _ draw: (GraphicsContext) throws(GraphicsError) -> Void) throws(GraphicsError) -> FormXObject {
        if ended { throw .documentEnded }
        guard size.isFinite, size.width > 0, size.height > 0 else {
            throw .invalidArgument(operation: "makeForm(size:)", reason: "a form needs a finite, positive size, got \(size)")
        }
        let ref = try recordForm(bounds: Rect(origin: .zero, size: size), origin: .upperLeft, draw)
        return FormXObject(ref: ref, size: size, documentID: ObjectIdentifier(session))
    }

    /// Records `draw` into a fresh context over `bounds` and writes it as a form XObject
    /// whose `/BBox` is `bounds` (a form's, or a pattern's cell).
    /// Writes it as object `reserved` when given (a ``DeferredForm``'s), else as a new object.
    /// Such a form starts from whatever paint the page has where it is drawn, so its first
    /// fill and stroke colours are always written.
    func recordForm(bounds: Rect, origin: Origin, group: PDFDictionary? = nil, as reserved: ObjectRef? = nil,
                    _ draw: (GraphicsContext) throws(GraphicsError) -> Void) throws(GraphicsError) -> ObjectRef {
        let ctx = GraphicsContext(session: session, defaultBounds: bounds, origin: origin, isForm: true)
        ctx.convertsColorsToGray = convertsColorsToGray
        if reserved != nil {
            // No paint is known to be set: object 0 is no pattern, so each side's first colour is written.
            ctx.state.pdfFillPattern = ObjectRef(0)
            ctx.state.pdfStrokePattern = ObjectRef(0)
        }
        try draw(ctx)
        ctx.closeOpenScopes()
        ctx.ended = true
        let ref = reserved ?? session.writer.allocate()
        var dictionary: PDFDictionary = [
            "Type": .name("XObject"), "Subtype": .name("Form"),
            "BBox": .rect(bounds.minX, bounds.minY, bounds.maxX, bounds.maxY),
            "Resources": .dictionary(ctx.resources.dictionary),
        ]
        if let group { dictionary["Group"] = .dictionary(group) }
        do {
            try session.writer.writeStream(ref, dictionary: dictionary, data: ctx.stream.bytes.bytes)
        } catch { throw .pdf(error) }
        return ref
    }

    // MARK: Soft masks

    /// Draws `body` through a luminosity soft mask (`/SMask` with `/S /Luminosity`): `mask`
    /// paints, in the current user space, how much of the body shows (white: all of it,
    /// black or nothing: none, greys in between, as SVG's luminance masks). The mask covers
    /// the current clip; `body` draws as usual, and everything it draws is masked.
    public func withLuminosityMask(_ mask: (GraphicsContext) throws(GraphicsError) -> Void,
                                   _ body: () throws(GraphicsError) -> Void) throws(GraphicsError) {
        try withSoftMask(alpha: false, operation: "withLuminosityMask", mask, body)
    }

    /// Draws `body` through an alpha soft mask (`/SMask` with `/S /Alpha`): how opaque what
    /// `mask` paints is says how much of the body shows, whatever its colour (SVG's
    /// `mask-type: alpha`, CSS's alpha masks). The mask covers the current clip; `body` draws
    /// as usual, and everything it draws is masked.
    ///
    /// ```swift
    /// try ctx.withAlphaMask({ m throws(GraphicsError) in
    ///     try m.setFillColor(Color(red: 0, green: 0, blue: 0, alpha: 0.5))
    ///     try m.fill(Path(ovalIn: badge))
    /// }, { () throws(GraphicsError) in
    ///     try ctx.setFillColor(.blue)
    ///     try ctx.fill(badge)          // a blue oval at half opacity
    /// })
    /// ```
    public func withAlphaMask(_ mask: (GraphicsContext) throws(GraphicsError) -> Void,
                              _ body: () throws(GraphicsError) -> Void) throws(GraphicsError) {
        try withSoftMask(alpha: true, operation: "withAlphaMask", mask, body)
    }

    private func withSoftMask(alpha: Bool, operation: StaticString, _ mask: (GraphicsContext) throws(GraphicsError) -> Void,
                              _ body: () throws(GraphicsError) -> Void) throws(GraphicsError) {
        try requirePage(operation)
        let box = clipBoundingBox.isNull ? Rect(origin: .zero, size: bounds.size).applying(state.ctm.inverted() ?? .identity) : clipBoundingBox
        guard box.isFinite, box.width > 0, box.height > 0 else { return }
        // The form's space is the current user space: no /Matrix, and a context without the
        // page's flip (the current transform already holds it). A luminosity mask's group
        // names its colour space (its colours become luminosities); an alpha mask's needs none.
        let group: PDFDictionary = alpha ? ["S": .name("Transparency")] : ["S": .name("Transparency"), "CS": .name("DeviceRGB")]
        let form = try recordForm(bounds: box, origin: .lowerLeft, group: group, mask)
        try withSavedGState { () throws(GraphicsError) in
            let key = ExtGStateKey(fillAlpha: state.pdfFillAlpha, strokeAlpha: state.pdfStrokeAlpha, blend: state.pdfBlend,
                                   softMask: form.number, softMaskIsAlpha: alpha)
            let gs: (name: String, ref: ObjectRef)
            do throws(PDFError) { gs = try session.extGState(key) } catch { throw .pdf(error) }
            resources.extGStates[gs.name] = gs.ref
            endTextObjectIfNeeded()
            stream.setExtGState(gs.name)
            try body()
        }
    }

    /// Draws a recorded form with its top-left corner at `point`, at its own size.
    public func draw(_ form: FormXObject, at point: Point) throws(GraphicsError) {
        try draw(form, in: Rect(origin: point, size: form.size))
    }

    /// Draws a recorded form scaled to fill `rect`.
    public func draw(_ form: FormXObject, in rect: Rect) throws(GraphicsError) {
        try requirePage("draw(form)")
        guard rect.isFinite else { throw .nonFiniteValue(operation: "draw(form, in: \(rect))") }
        guard form.documentID == ObjectIdentifier(session) else {
            throw .invalidArgument(operation: "draw(form)", reason: "the form belongs to another document; record it with this document's context")
        }
        let m = AffineTransform(a: rect.width / form.size.width, b: 0, c: 0, d: rect.height / form.size.height,
                                tx: rect.minX, ty: rect.minY)
        try paintForm(form.ref, matrix: m, withShadowOf: nil)
    }

    func paintForm(_ ref: ObjectRef, matrix m: AffineTransform, withShadowOf shadowBox: Rect?) throws(GraphicsError) {
        let name = session.nextName("Fm")
        resources.xObjects[name] = ref
        let saved = state
        markContentIfNeeded()
        endTextObjectIfNeeded()
        if let shadow = state.shadow, shadowBox != nil {
            // A layer casts one shadow: the group drawn again, offset, in the shadow colour's alpha.
            stream.save()
            let c = state.ctm, det = c.determinant
            if det != 0 {
                let dx = shadow.offset.width, dy = shadow.offset.height
                stream.concat(1, 0, 0, 1, (c.d * dx - c.c * dy) / det, (-c.b * dx + c.a * dy) / det)
            }
            try syncAlpha(fill: shadow.color.alpha * state.alpha, stroke: shadow.color.alpha * state.alpha)
            stream.drawXObject(name)
            stream.restore()
            state = saved
        }
        stream.save()
        try syncAlpha(fill: state.alpha, stroke: state.alpha)
        if !m.isIdentity { stream.concat(m.a, m.b, m.c, m.d, m.tx, m.ty) }
        stream.drawXObject(name)
        stream.restore()
        state = saved
    }
}
