import FolioPDF

/// The tags and artifacts open while drawing (tagged PDF), and the marked-content sequence
/// open in the page's content.
struct TagState {
    enum Open {
        case element(StructureType)
        case artifact(ArtifactKind)
    }

    /// Open tags and artifacts, innermost last.
    var open: [Open] = []
    /// Whether a marked-content sequence is open in the page's content. A save or restore
    /// ends it first, so that `q`/`Q` and `BDC`/`EMC` nest.
    var isMarking = false
    /// Whether the open sequence began inside a text object (`BT … BDC`): it ends before the
    /// text object does. Text that goes on from one element to the next stays in one text
    /// object, with no font set again.
    var markedInText = false
    /// Whether a line of text may leave its trailing inline elements open (see
    /// ``GraphicsContext/carriedInlineTags``).
    var carriesInline = false
    /// The inline elements a line left open, for the next line to go on with.
    var carried: GraphicsContext.CarriedInlineTags?
}

// MARK: Tags (CGPDFContextBeginTag / EndTag)
extension GraphicsContext {
    /// Begins a structure element (`CGPDFContextBeginTag`): what is drawn until the matching
    /// ``endTag()`` — on this page and the next — is its content, and the tags begun meanwhile
    /// its children, in the order they are drawn. The first tag makes the document tagged PDF.
    ///
    /// ```swift
    /// try context.beginTag(.heading1)
    /// try context.draw("Quarterly report", at: Point(x: 72, y: 72), font: font, size: 18)
    /// try context.endTag()
    /// try context.beginTag(.figure, properties: StructureAttributes(alternativeText: "Sales by month, rising"))
    /// try context.fill(Rect(x: 72, y: 120, width: 200, height: 100))
    /// try context.endTag()
    /// ```
    ///
    /// - Throws: ``GraphicsError/invalidArgument(operation:reason:)`` inside a form or a
    ///   transparency layer (tag the page content that draws them instead), inside an
    ///   artifact, or after the document ended.
    public func beginTag(_ type: StructureType, properties: StructureAttributes = StructureAttributes()) throws(GraphicsError) {
        try checkTagging("beginTag")
        try endCarriedInlineTags()
        if case .artifact? = tagging.open.last {
            throw .invalidArgument(operation: "beginTag(\(type.rawValue))", reason: "an artifact holds no structure: end the artifact first")
        }
        endMarkedContentIfOpen()
        tagging.open.append(.element(type))
        session.audit?.begin(type, attributes: properties)
        session.writer.beginStructureElement(type, attributes: properties)
    }

    /// Ends the innermost tag begun with ``beginTag(_:properties:)``.
    ///
    /// - Throws: ``GraphicsError/invalidArgument(operation:reason:)`` when no tag is open or an
    ///   artifact is.
    public func endTag() throws(GraphicsError) {
        try checkTagging("endTag")
        try endCarriedInlineTags()
        guard case .element? = tagging.open.last else {
            throw .invalidArgument(operation: "endTag", reason: tagging.open.isEmpty
                ? "no tag is open: each endTag() needs a beginTag()" : "an artifact is open: end it with endArtifact() first")
        }
        endMarkedContentIfOpen()
        tagging.open.removeLast()
        session.audit?.end()
        do { try session.writer.endStructureElement() } catch { throw .pdf(error) }
    }

    /// Begins an artifact: content that is not the document's own (a running head, a page
    /// number, a decorative rule or background), which screen readers skip and copying leaves
    /// out. Ends with ``endArtifact()``.
    public func beginArtifact(_ kind: ArtifactKind = .layout) throws(GraphicsError) {
        try checkTagging("beginArtifact")
        try endCarriedInlineTags()
        endMarkedContentIfOpen()
        tagging.open.append(.artifact(kind))
    }

    /// Ends the innermost artifact.
    ///
    /// - Throws: ``GraphicsError/invalidArgument(operation:reason:)`` when no artifact is the
    ///   innermost open tag.
    public func endArtifact() throws(GraphicsError) {
        try checkTagging("endArtifact")
        guard case .artifact? = tagging.open.last else {
            throw .invalidArgument(operation: "endArtifact", reason: "no artifact is open: each endArtifact() needs a beginArtifact()")
        }
        endMarkedContentIfOpen()
        tagging.open.removeLast()
    }

    /// Runs `body` inside a tag: ``beginTag(_:properties:)``, `body`, ``endTag()``.
    @discardableResult
    public func withTag<T>(_ type: StructureType, properties: StructureAttributes = StructureAttributes(),
                           _ body: () throws(GraphicsError) -> T) throws(GraphicsError) -> T {
        try beginTag(type, properties: properties)
        let result = try body()
        try endTag()
        return result
    }

    /// Runs `body` inside an artifact: ``beginArtifact(_:)``, `body`, ``endArtifact()``.
    @discardableResult
    public func withArtifact<T>(_ kind: ArtifactKind = .layout, _ body: () throws(GraphicsError) -> T) throws(GraphicsError) -> T {
        try beginArtifact(kind)
        let result = try body()
        try endArtifact()
        return result
    }

    /// Whether a tag or artifact is open: what is drawn now belongs to the structure, or is
    /// marked as not belonging to it.
    public var isTagging: Bool { !tagging.open.isEmpty }

    /// Whether the tags begun from now on are checked against the rules of PDF/UA-1 a
    /// producer can check (ISO 14289-1): headings that start at `H1` and skip no level, figures
    /// and formulas with alternative text, tables with header cells, no `.notdef` glyph in
    /// tagged text. What breaks them is in ``accessibilityProblems``. Off by default; a print
    /// job that claims PDF/UA-1 turns it on.
    public var auditsAccessibility: Bool {
        get { session.audit != nil }
        set { if newValue != auditsAccessibility { session.audit = newValue ? AccessibilityAudit() : nil } }
    }

    /// The PDF/UA-1 rules broken so far (see ``auditsAccessibility``), each naming the
    /// element; at most 100 are listed, then how many more.
    public var accessibilityProblems: [AccessibilityProblem] { session.audit?.allProblems ?? [] }

    /// The document's language (`/Lang`), which text in another language marks as its own.
    package var documentLanguage: String? { session.writer.options.language }

    /// Whether the innermost open tag is a structure element (not an artifact): what is drawn
    /// now is the document's content, and tags begun now its children.
    public var isInStructureElement: Bool {
        if case .element? = tagging.open.last { true } else { false }
    }

    /// Inline elements (a link, a code span) that a line of text left open at its end, so
    /// that the next line, when it starts inside the same ones, goes on in them: a link that
    /// runs over a line break is one `Link` element holding both lines' text and annotations.
    /// `key` says which elements they are (the line's own notion), `depth` how many tags.
    package struct CarriedInlineTags {
        package var key: AnyHashable
        package var depth: Int
        package init(key: AnyHashable, depth: Int) { self.key = key; self.depth = depth }
    }

    /// Whether lines drawn now may leave their trailing inline elements open
    /// (``CarriedInlineTags``); the layout turns it on while it draws a page's lines in
    /// their elements, and any tag or artifact begun or ended meanwhile ends them first.
    package var carriesInlineTags: Bool {
        get { tagging.carriesInline }
        set { tagging.carriesInline = newValue }
    }

    /// The inline elements the last line left open, taken by the next line (`nil` after):
    /// it goes on in them or ends them.
    package func takeCarriedInlineTags() -> CarriedInlineTags? {
        defer { tagging.carried = nil }
        return tagging.carried
    }

    /// Leaves the innermost `depth` tags open for the next line (see ``CarriedInlineTags``).
    package func carryInlineTags(_ carried: CarriedInlineTags) {
        tagging.carried = carried
    }

    /// Runs `body` as an artifact that leaves the inline elements the last line carried open
    /// for the next (``CarriedInlineTags``): a mark drawn between two lines of one code span
    /// or link (a wrapped line's continuation arrow) does not cut the element in two.
    package func withArtifactBetweenLines(_ kind: ArtifactKind = .layout, _ body: () throws(GraphicsError) -> Void) throws(GraphicsError) {
        let carried = tagging.carried
        tagging.carried = nil
        try withArtifact(kind, body)
        tagging.carried = carried
    }

    /// Ends the inline elements a line left open, if any.
    package func endCarriedInlineTags() throws(GraphicsError) {
        guard let carried = tagging.carried else { return }
        tagging.carried = nil
        for _ in 0..<carried.depth { try endTag() }
    }

    /// Ends every open artifact and tag, innermost first (a print job's end).
    package func endAllTags() throws(GraphicsError) {
        endMarkedContentIfOpen()
        while let last = tagging.open.popLast() {
            if case .element = last {
                session.audit?.end()
                do { try session.writer.endStructureElement() } catch { throw .pdf(error) }
            }
        }
    }

    private func checkTagging(_ operation: String) throws(GraphicsError) {
        if ended { throw .documentEnded }
        if isForm { throw .invalidArgument(operation: operation, reason: "a form is drawn as one piece: tag the page content that draws it") }
        if !layers.isEmpty {
            throw .invalidArgument(operation: operation, reason: "a transparency layer is drawn as one piece: tag around beginTransparencyLayer()")
        }
    }

    /// Opens the marked-content sequence of the innermost tag or artifact before content is
    /// painted on the page, if none is open: a structure element's gets the page's next MCID.
    /// Glyphs (`forText`) may be marked inside the open text object; anything else is painted
    /// outside text objects, so the text object (and a sequence begun inside it) ends first.
    @inline(__always) func markContentIfNeeded(forText: Bool = false) {
        guard !tagging.open.isEmpty, layers.isEmpty, let page = pageRef else { return }
        if !forText { endTextObjectIfNeeded() }
        guard !tagging.isMarking else { return }
        if forText && textObject == nil {
            // The sequence inside the text object, which then goes on to the next element's
            // text (no font set) rather than ending with each sequence.
            stream.beginText()
            textObject = (font: "", size: 0)
        }
        switch tagging.open[tagging.open.count - 1] {
        case .artifact(let kind):
            stream.beginArtifact(kind)
        case .element(let type):
            guard let mcid = session.writer.markContent(onPage: page) else { return }
            stream.beginMarkedContent(type, mcid: mcid)
        }
        tagging.isMarking = true
        tagging.markedInText = textObject != nil
    }

    /// Ends the open marked-content sequence, if any (`EMC`): inside the text object it began
    /// in, or after the text object begun inside it.
    func endMarkedContentIfOpen() {
        guard tagging.isMarking else { return }
        if !tagging.markedInText { endTextObjectIfNeeded() }
        stream.endMarkedContent()
        tagging.isMarking = false
        tagging.markedInText = false
    }
}
