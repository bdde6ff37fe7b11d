import FolioGeometry
import FolioPDF

/// A form XObject whose drawing is recorded after the pages that show it: pages draw it
/// (``GraphicsContext/draw(_:at:)-(DeferredForm,_)``) while its content is still unknown, and
/// ``GraphicsContext/recordForm(_:_:)`` writes that content once it is known, before the
/// document ends: the page total of "Page N of M", written when the last page is done.
///
/// Every page that draws it refers to one object, so its content costs one stream however
/// many pages show it. Its coordinates have the origin of ``bounds`` where it is drawn, y
/// down, like a page's; drawing outside ``bounds`` is clipped.
public struct DeferredForm: Hashable, Sendable {
    let ref: ObjectRef
    /// The form's bounding box in its own space (its origin is the point it is drawn at).
    public let bounds: Rect
    let documentID: ObjectIdentifier
}

extension GraphicsContext {
    // MARK: Deferred forms

    /// Reserves a form XObject whose drawing is given later (``recordForm(_:_:)``) and that
    /// pages may draw meanwhile. A form still unrecorded when the document ends is written
    /// empty.
    ///
    /// - Throws: ``GraphicsError/invalidArgument(operation:reason:)`` for bounds that are not
    ///   finite and positive, ``GraphicsError/documentEnded`` after the document ended.
    public func reserveForm(bounds: Rect) throws(GraphicsError) -> DeferredForm {
        if ended { throw .documentEnded }
        guard bounds.isFinite, bounds.width > 0, bounds.height > 0 else {
            throw .invalidArgument(operation: "reserveForm(bounds:)", reason: "a form needs finite bounds of positive size, got \(bounds)")
        }
        let form = DeferredForm(ref: session.writer.allocate(), bounds: bounds, documentID: ObjectIdentifier(session))
        session.pendingForms.append(form)
        return form
    }

    /// Draws a reserved form with its origin at `point`, at its own size; its content may be
    /// recorded before or after.
    public func draw(_ form: DeferredForm, at point: Point) throws(GraphicsError) {
        try requirePage("draw(deferred form)")
        guard point.isFinite else { throw .nonFiniteValue(operation: "draw(deferred form, at: \(point))") }
        try requireOwn(form, "draw(deferred form)")
        try paintForm(form.ref, matrix: AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: point.x, ty: point.y), withShadowOf: nil)
    }

    /// Records the drawing of a reserved form: `draw` draws into a fresh context over the
    /// form's bounds. Call it once, before the document ends; the fonts it draws with are
    /// embedded with the glyphs it uses.
    ///
    /// - Throws: ``GraphicsError/invalidArgument(operation:reason:)`` when the form was
    ///   recorded already or belongs to another document.
    public func recordForm(_ form: DeferredForm, _ draw: (GraphicsContext) throws(GraphicsError) -> Void) throws(GraphicsError) {
        if ended { throw .documentEnded }
        try requireOwn(form, "recordForm")
        guard let k = session.pendingForms.firstIndex(of: form) else {
            throw .invalidArgument(operation: "recordForm", reason: "the form was recorded already; reserve another to draw something else")
        }
        session.pendingForms.remove(at: k)
        _ = try recordForm(bounds: form.bounds, origin: .upperLeft, as: form.ref, draw)
    }

    /// Whether `form` was reserved in this context's document and is not recorded yet.
    public func isAwaitingRecording(_ form: DeferredForm) -> Bool {
        form.documentID == ObjectIdentifier(session) && session.pendingForms.contains(form)
    }

    private func requireOwn(_ form: DeferredForm, _ operation: String) throws(GraphicsError) {
        guard form.documentID == ObjectIdentifier(session) else {
            throw .invalidArgument(operation: operation, reason: "the form belongs to another document; reserve it with this document's context")
        }
    }
}
