import FolioGeometry
import FolioPDF

extension GraphicsContext {
    /// Makes a rectangle of the current page a link to a URL
    /// (`UIGraphicsSetPDFContextURLForRect`). The rectangle is in user space. `description`:
    /// what the link says, for screen readers (the annotation's `/Contents`; tagged PDF
    /// wants one on every link, and inside a tag the URL stands in when it is `nil`).
    public func setURL(_ url: String, for rect: Rect, description: String? = nil) throws(GraphicsError) {
        try requirePage("setURL")
        guard !isForm else { throw .invalidArgument(operation: "setURL", reason: "links belong to pages, not forms") }
        guard rect.isFinite else { throw .nonFiniteValue(operation: "setURL(for: \(rect))") }
        addAnnotation(.uriLink(url, rect: rect.applying(ctm)), description: description ?? url)
    }

    /// Defines a named destination at a point of the current page
    /// (`UIGraphicsAddPDFContextDestinationAtPoint`). Links to it may come before or after.
    public func addDestination(named name: String, at point: Point) throws(GraphicsError) {
        try requirePage("addDestination")
        guard let page = pageRef else { throw .invalidArgument(operation: "addDestination", reason: "destinations belong to pages, not forms") }
        guard point.isFinite else { throw .nonFiniteValue(operation: "addDestination(at: \(point))") }
        let p = point.applying(ctm)
        session.writer.addDestination(named: name, page: page, x: p.x, y: p.y)
    }

    /// Makes a rectangle of the current page a link to a named destination
    /// (`UIGraphicsSetPDFContextDestinationForRect`). The name is resolved when the document
    /// ends; a name never defined makes a warning in ``diagnostics``. `description`: what the
    /// link says, for screen readers (as for ``setURL(_:for:description:)``; inside a tag the
    /// name stands in when it is `nil`).
    public func setDestination(named name: String, for rect: Rect, description: String? = nil) throws(GraphicsError) {
        try requirePage("setDestination")
        guard !isForm else { throw .invalidArgument(operation: "setDestination", reason: "links belong to pages, not forms") }
        guard rect.isFinite else { throw .nonFiniteValue(operation: "setDestination(for: \(rect))") }
        addAnnotation(.goToLink(.named(name), rect: rect.applying(ctm)), description: description ?? name)
    }

    /// Adds an outline entry (bookmark) pointing at a point of the current page.
    ///
    /// Levels start at 1, as heading levels do (a document's `h1` is level 1), and a level
    /// below 1 throws. The first bookmark is top-level whatever its level; each later one
    /// nests under the nearest earlier bookmark of a lower level, or is top-level when there
    /// is none.
    ///
    /// ```swift
    /// try ctx.addBookmark("Chapter 1")                // level 1: top-level
    /// try ctx.addBookmark("Section 1.1", level: 2)    // under "Chapter 1"
    /// ```
    public func addBookmark(_ title: String, level: Int = 1, at point: Point = .zero, isOpen: Bool = true) throws(GraphicsError) {
        try requirePage("addBookmark")
        guard let page = pageRef else { throw .invalidArgument(operation: "addBookmark", reason: "bookmarks point at pages, not forms") }
        guard point.isFinite else { throw .nonFiniteValue(operation: "addBookmark(at: \(point))") }
        guard level >= 1 else { throw .invalidArgument(operation: "addBookmark", reason: "levels start at 1, got \(level)") }
        let p = point.applying(ctm)
        session.bookmarks.append((level, OutlineItem(title: title, destination: .page(page, x: p.x, y: p.y), isOpen: isOpen)))
    }
}

extension GraphicsContext {
    /// Adds a link annotation to the page; inside a tag (a `Link` element) it becomes the
    /// element's kid, as tagged PDF wants a link's annotation beside its text, with
    /// `description` as its `/Contents`.
    private func addAnnotation(_ annotation: PDFAnnotation, description: String) {
        var a = annotation
        if isInStructureElement, let page = pageRef {
            a.dictionary["Contents"] = .text(description)
            session.writer.attachToStructure(&a, onPage: page)
        }
        annotations.append(a)
    }
}
