import FolioGeometry
import FolioPDF

extension GraphicsContext {
    // MARK: Glyph runs

    /// Draws a run of shaped glyphs with its baseline starting at `origin`
    /// (`CGContextShowGlyphsAtPositions`, `CTRunDraw`).
    ///
    /// The glyphs are placed exactly where their advances and offsets put them: the text is
    /// written with `TJ`, whose adjustments correct the font's own widths to the shaper's
    /// advances, so a viewer measures the run as the shaper did. Glyphs stay upright whatever
    /// the page's origin. The fill colour, alpha, shadow, character spacing (`Tc`, added after
    /// every glyph) and text drawing mode (`Tr`) come from the current state.
    ///
    /// For text extraction each cluster's text is recorded for the font's ToUnicode map; a
    /// cluster whose glyphs the map cannot read back in logical order (a vowel sign drawn
    /// before its consonant, marks inside a ligature, a glyph that already stands for other
    /// text) is also marked with `/ActualText` holding its text. Only such clusters are
    /// marked, each with its own span, so a reader that uses `/ActualText` gets the rest of
    /// the run from the ToUnicode map, in its own order.
    ///
    /// - Parameters:
    ///   - glyphs: the glyphs in visual order, their positions in the font's design units.
    ///   - font: the font the glyph ids belong to.
    ///   - size: the font size in points.
    ///   - origin: the start of the baseline, in user space.
    ///   - text: the text the glyphs' `cluster` offsets (UTF-16) point into.
    ///   - textRange: the UTF-16 range of `text` that the run shows; `nil` means all of it.
    ///   - isRightToLeft: whether the run's text reads right to left.
    public func drawGlyphRun(
        _ glyphs: [PlacedGlyph], font: any EmbeddableFont, size: Double, at origin: Point,
        text: String, textRange: Range<Int>? = nil, isRightToLeft: Bool = false
    ) throws(GraphicsError) {
        let run = Self.utf16Units(of: text, in: textRange)
        try drawGlyphRun(glyphs, font: font, size: size, at: origin, units: run.units, base: run.base, isRightToLeft: isRightToLeft)
    }

    /// ``drawGlyphRun(_:font:size:at:text:textRange:isRightToLeft:)`` for text already in
    /// UTF-16: `units` is the run's text, which starts at offset `base` of the text the
    /// glyphs' clusters point into.
    package func drawGlyphRun(
        _ glyphs: [PlacedGlyph], font: any EmbeddableFont, size: Double, at origin: Point,
        units: [UInt16], base: Int, isRightToLeft: Bool
    ) throws(GraphicsError) {
        try requirePage("drawGlyphRun")
        guard size.isFinite, origin.isFinite else { throw .nonFiniteValue(operation: "drawGlyphRun") }
        guard size > 0 else {
            throw .invalidArgument(operation: "drawGlyphRun(size: \(size))", reason: "a font size must be greater than 0")
        }
        if glyphs.isEmpty { return }
        // Both checks in one pass over the glyphs (every line of text comes through here): a
        // cluster outside the text is reported before an id too large.
        let (clustersInside, firstLargeID): (Bool, UInt32?) = glyphs.withUnsafeBufferPointer { gs in
            var large: UInt32?
            for g in gs {
                if g.cluster < base || g.cluster - base > units.count { return (false, nil) }
                if g.id > 0xFFFF, large == nil { large = g.id }
            }
            return (true, large)
        }
        guard clustersInside else {
            throw .invalidArgument(operation: "drawGlyphRun", reason: "a glyph's cluster offset lies outside the run's text")
        }
        if let id = firstLargeID {
            throw .invalidArgument(operation: "drawGlyphRun", reason: "glyph id \(id) is beyond 65535, the most glyphs a font can have")
        }
        guard session.fonts.hasRoom(for: glyphs, font: font, session: session) else {
            throw .invalidArgument(operation: "drawGlyphRun", reason: "one document can draw at most "
                + "\(GlyphCodes.compactCapacity) distinct glyphs of the font \(font.postScriptName); split the document")
        }
        let fontResource = session.fonts.resource(for: font, session: session)
        resources.fonts[fontResource.name] = fontResource.ref
        let spans = session.fonts.recordRun(glyphs, font: font, units: units, base: base,
                                            isRightToLeft: isRightToLeft, session: session)
        let tables = session.fonts.glyphTables(for: font, session: session)

        // A shadow is drawn in a saved state of its own, outside the text object.
        if state.shadow != nil { endTextObjectIfNeeded() }
        markContentIfNeeded(forText: true)
        if session.audit != nil, isInStructureElement {
            let notdef = glyphs.reduce(0) { $0 + ($1.id == 0 ? 1 : 0) }
            if notdef > 0 { session.audit?.drewNotdef(notdef) }
        }
        let run = TextRunWriter(unitsPerEm: font.unitsPerEm, codes: tables.codes, widths: tables.widths, size: size, characterSpacing: state.characterSpacing,
                                flipped: self.origin == .upperLeft)
        if let shadow = state.shadow {
            // The shadow is a copy of the glyphs: an empty /ActualText keeps it out of the text.
            let saved = state
            endTextObjectIfNeeded()
            stream.beginActualText("")
            stream.save()
            let m = state.ctm, det = m.determinant
            if det != 0 {
                let dx = shadow.offset.width, dy = shadow.offset.height
                stream.concat(1, 0, 0, 1, (m.d * dx - m.c * dy) / det, (-m.b * dx + m.a * dy) / det)
            }
            try syncTextInk(shadow.color)
            run.write(glyphs, rightToLeft: isRightToLeft, name: fontResource.name, at: origin, mode: state.textDrawingMode,
                      into: &stream, textObject: &textObject)
            endTextObjectIfNeeded()
            stream.restore()
            stream.endMarkedContent()
            state = saved
        }
        try syncTextInk(nil)
        run.write(glyphs, rightToLeft: isRightToLeft, name: fontResource.name, at: origin, mode: state.textDrawingMode,
                  actualText: spans, into: &stream, textObject: &textObject)
    }

    /// The UTF-16 units of `range` of `text` (all of it when `nil`), clamped to the text, and
    /// the offset they start at; the rest is not converted (offsets become indexes through
    /// the string's breadcrumbs).
    private static func utf16Units(of text: String, in range: Range<Int>?) -> (units: [UInt16], base: Int) {
        let all = text.utf16
        guard let range else { return (Array(all), 0) }
        let base = max(0, min(range.lowerBound, all.count))
        let lower = all.index(all.startIndex, offsetBy: base)
        let upper = all.index(lower, offsetBy: max(0, min(range.upperBound - base, all.distance(from: lower, to: all.endIndex))))
        return (Array(all[lower..<upper]), base)
    }

    /// Writes the colours the text drawing mode paints with.
    private func syncTextInk(_ color: Color?) throws(GraphicsError) {
        switch state.textDrawingMode {
        case .fill, .fillClip: try syncFill(color)
        case .stroke, .strokeClip: try syncStroke(color)
        case .fillStroke, .fillStrokeClip:
            try syncFill(color)
            try syncStroke(color)
        case .invisible, .clip: break
        }
    }
}

extension GraphicsContext {
    // MARK: For text modules

    /// Where this context puts the origin of a page (a form's is upper-left, a pattern cell's
    /// lower-left): text drawing uses it to know which way "down the page" is.
    public var drawingOrigin: Origin { origin }

    /// Adds a note to ``diagnostics``: something the caller should know that did not stop
    /// drawing (a missing glyph, a substituted font).
    public func addDiagnostic(_ message: String, kind: Diagnostic.Kind = .drawing) {
        session.diagnostics.append(.note(kind, message))
    }
}
