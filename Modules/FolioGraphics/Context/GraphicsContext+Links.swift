import FolioGeometry
import FolioPDF

extension GraphicsContext {
    /// Makes a rectangle of the current page a link to a URL
    /// (`UIGraphicsSetPDFContextURLForRect`). The rectangle is in user space.
    public func setURL(_ url: String, for rect: Rect) throws(GraphicsError) {
        try requirePage("setURL")
        guard !isForm else { throw .invalidArgument(operation: "setURL", reason: "links belong to pages, not forms") }
        guard rect.isFinite else { throw .nonFiniteValue(operation: "setURL(for: \(rect))") }
        annotations.append(.uriLink(url, rect: rect.applying(ctm)))
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
    /// ends; a name never defined makes a warning in ``diagnostics``.
    public func setDestination(named name: String, for rect: Rect) throws(GraphicsError) {
        try requirePage("setDestination")
        guard !isForm else { throw .invalidArgument(operation: "setDestination", reason: "links belong to pages, not forms") }
        guard rect.isFinite else { throw .nonFiniteValue(operation: "setDestination(for: \(rect))") }
        annotations.append(.goToLink(.named(name), rect: rect.applying(ctm)))
    }

    /// Adds an outline entry (bookmark) pointing at a point of the current page. `level` 1 is
    /// the top; an entry nests under the nearest earlier entry of a lower level.
    public func addBookmark(_ title: String, level: Int = 1, at point: Point = .zero, isOpen: Bool = true) throws(GraphicsError) {
        try requirePage("addBookmark")
        guard let page = pageRef else { throw .invalidArgument(operation: "addBookmark", reason: "bookmarks point at pages, not forms") }
        guard point.isFinite else { throw .nonFiniteValue(operation: "addBookmark(at: \(point))") }
        guard level >= 1 else { throw .invalidArgument(operation: "addBookmark", reason: "levels start at 1, got \(level)") }
        let p = point.applying(ctm)
        session.bookmarks.append((level, OutlineItem(title: title, destination: .page(page, x: p.x, y: p.y), isOpen: isOpen)))
    }
}
