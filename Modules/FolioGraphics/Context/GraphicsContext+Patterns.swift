import FolioGeometry
import FolioPDF

extension GraphicsContext {
    /// Records a pattern cell (`CGPatternCreate` with a coloured pattern): `draw` paints the
    /// cell into a fresh context whose space is the pattern's, lower-left origin and y up, as
    /// a Core Graphics pattern callback sees it; drawing outside `bounds` is clipped.
    ///
    /// - Parameters:
    ///   - bounds: The cell's rectangle in pattern space.
    ///   - matrix: Pattern space → the page's default space (lower-left origin).
    ///   - xStep: The distance between cell origins across; may differ from the cell's width
    ///     (a larger step leaves gaps).
    ///   - yStep: The distance between cell origins upwards.
    ///   - tiling: How cells are placed on the device.
    ///   - draw: Paints one cell.
    /// - Throws: ``GraphicsError/invalidArgument(operation:reason:)`` for empty or non-finite
    ///   bounds, a zero or non-finite step, or a matrix that cannot be inverted.
    public func makePattern(bounds: Rect, matrix: AffineTransform = .identity, xStep: Double, yStep: Double,
                            tiling: Pattern.Tiling = .constantSpacingMinimalDistortion,
                            _ draw: (GraphicsContext) throws(GraphicsError) -> Void) throws(GraphicsError) -> Pattern {
        if ended { throw .documentEnded }
        let operation = "makePattern"
        guard bounds.isFinite, bounds.width > 0, bounds.height > 0 else {
            throw .invalidArgument(operation: operation, reason: "the cell needs finite bounds of positive width and height, got \(bounds)")
        }
        guard xStep.isFinite, yStep.isFinite, xStep != 0, yStep != 0 else {
            throw .invalidArgument(operation: operation, reason: "the steps must be finite and not zero, got \(xStep) and \(yStep)")
        }
        guard matrix.isFinite, matrix.inverted() != nil else {
            throw .invalidArgument(operation: operation, reason: "the pattern matrix \(matrix) cannot be inverted")
        }
        let ref = try recordForm(bounds: bounds, origin: .lowerLeft, draw)
        return Pattern(cell: ref, documentID: ObjectIdentifier(session), bounds: bounds, matrix: matrix, xStep: xStep, yStep: yStep,
                       tiling: tiling)
    }

    /// Fills with `pattern` from now on, instead of the fill colour (`CGContextSetFillPattern`;
    /// no pattern colour space needs setting first). ``setFillColor(_:)`` goes back to a colour.
    /// The context's alpha applies; the cell's own colours are its own.
    public func setFillPattern(_ pattern: Pattern) throws(GraphicsError) {
        try requirePage("setFillPattern")
        try checkDocument(of: pattern, "setFillPattern")
        state.fillPattern = pattern
    }

    /// Strokes with `pattern` from now on, instead of the stroke colour
    /// (`CGContextSetStrokePattern`). ``setStrokeColor(_:)`` goes back to a colour.
    public func setStrokePattern(_ pattern: Pattern) throws(GraphicsError) {
        try requirePage("setStrokePattern")
        try checkDocument(of: pattern, "setStrokePattern")
        state.strokePattern = pattern
    }

    /// The pattern fills use, if not a colour.
    public var fillPattern: Pattern? { state.fillPattern }
    /// The pattern strokes use, if not a colour.
    public var strokePattern: Pattern? { state.strokePattern }

    /// Moves every pattern painted from now on by `phase`, in the page's default space (y up)
    /// (`CGContextSetPatternPhase`). Part of the graphics state.
    public func setPatternPhase(_ phase: Size) throws(GraphicsError) {
        try requirePage("setPatternPhase")
        guard phase.isFinite else { throw .nonFiniteValue(operation: "setPatternPhase") }
        state.patternPhase = phase
    }

    /// The current pattern phase.
    public var patternPhase: Size { state.patternPhase }

    private func checkDocument(of pattern: Pattern, _ operation: String) throws(GraphicsError) {
        guard pattern.documentID == ObjectIdentifier(session) else {
            throw .invalidArgument(operation: operation, reason: "the pattern belongs to another document; make it with this document's context")
        }
    }

    /// Sets the PDF's fill or stroke colour to `pattern` at the current phase, unless it holds
    /// that pattern object already.
    func syncPattern(_ pattern: Pattern, stroking: Bool) throws(GraphicsError) {
        let p = try patternResource(pattern)
        if stroking {
            guard state.pdfStrokePattern != p.ref else { return }
            stream.setStrokeColorSpace("Pattern")
            stream.setStrokePattern(p.name)
            state.pdfStrokePattern = p.ref
        } else {
            guard state.pdfFillPattern != p.ref else { return }
            stream.setFillColorSpace("Pattern")
            stream.setFillPattern(p.name)
            state.pdfFillPattern = p.ref
        }
    }

    /// The pattern object for `pattern` at the current phase, named in this content's
    /// resources.
    private func patternResource(_ pattern: Pattern) throws(GraphicsError) -> (name: String, ref: ObjectRef) {
        let phase = AffineTransform(translationX: state.patternPhase.width, y: state.patternPhase.height)
        let entry: (name: String, ref: ObjectRef)
        do { entry = try session.patternObject(pattern, matrix: pattern.matrix.concatenating(phase)) } catch { throw .pdf(error) }
        resources.patterns[entry.name] = entry.ref
        return entry
    }
}
