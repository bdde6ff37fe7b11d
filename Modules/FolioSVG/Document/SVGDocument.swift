import FolioCSS
import FolioGeometry
import FolioGraphics
import Foundation

/// An SVG drawing, parsed and styled, ready to be drawn as vectors into any ``GraphicsContext``.
///
/// ```swift
/// let drawing = try SVGDocument(contentsOfFile: "logo.svg")
/// try PDFRenderer(bounds: Rect(origin: .zero, size: drawing.size)).writePDF(to: "logo.pdf") { ctx in
///     try ctx.beginPage()
///     try ctx.draw(drawing, in: Rect(origin: .zero, size: drawing.size))
/// }
/// ```
///
/// The XML is read with Foundation's `XMLParser` (libxml2); external entities and DTDs are
/// never loaded, and ``SVGParseOptions`` limits the input's size, depth, element count and
/// what `use` references may expand to. See the SVG article for what is drawn.
public struct SVGDocument: Sendable {
    /// The nodes in document order; node 0 is the document, ``root`` the `svg` element.
    let nodes: [MarkupNode]
    /// The outermost `svg` element.
    let root: Int
    /// Elements by `id` (the first of each).
    let elements: [String: Int]
    /// Declared style values per node, from attributes, `<style>` sheets and `style`.
    let styles: StyleResolver
    let options: SVGParseOptions
    /// The folder relative image references are read from, if any.
    let baseDirectory: String?

    /// The drawing's size in points: its `width` and `height` (a CSS pixel is ¾ point), else
    /// the `viewBox`'s size, else 300 × 150 pixels as CSS's default object size.
    public let size: Size
    /// The `viewBox` of the outermost `svg`, or `nil` when it has none (or an invalid one).
    public let viewBox: Rect?
    /// Whether the outermost `svg` gives a `width` or a `height` of its own; without either,
    /// ``size`` is its `viewBox`'s size or CSS's 300 × 150, and a CSS background sizes the
    /// drawing by its ratio alone, as browsers do.
    public let declaresSize: Bool

    /// Parses SVG from bytes (UTF-8, or what the XML declaration says).
    ///
    /// - Throws: ``SVGError`` when the XML is not well-formed, the root is not `svg`, or a limit of `options` is exceeded.
    public init(data: Data, baseDirectory: String? = nil, options: SVGParseOptions = SVGParseOptions()) throws(SVGError) {
        try options.validate()
        guard data.count <= options.maximumInputSize else { throw .inputTooLarge(byteCount: data.count, limit: options.maximumInputSize) }
        let nodes = try XMLTreeReader.read(data, options: options)
        guard let root = nodes.indices.first(where: { nodes[$0].kind == .element && nodes[$0].parent?.index == 0 }) else {
            throw .notSVG(found: "(none)")
        }
        guard nodes[root].name == "svg" else { throw .notSVG(found: nodes[root].name) }
        self.nodes = nodes
        self.root = root
        self.options = options
        self.baseDirectory = baseDirectory
        var elements: [String: Int] = [:]
        for (i, n) in nodes.enumerated() where n.kind == .element {
            if let id = n.attribute("id"), elements[id] == nil { elements[id] = i }
        }
        self.elements = elements
        styles = StyleResolver(nodes: nodes)
        let viewBox = nodes[root].attribute("viewBox").flatMap(Self.parseViewBox)
        self.viewBox = viewBox
        let fallback = (width: viewBox?.width ?? 300, height: viewBox?.height ?? 150)
        func length(_ name: String, _ axis: SVGLength.Axis, _ other: Double) -> Double {
            guard let l = nodes[root].attribute(name).flatMap(SVGLength.init), l.value > 0 else { return other }
            if l.unit == .percent { return axis == .x ? fallback.width * l.value / 100 : fallback.height * l.value / 100 }
            return l.resolved(axis, viewport: fallback, fontSize: 16)
        }
        var width = length("width", .x, fallback.width), height = length("height", .y, fallback.height)
        declaresSize = nodes[root].attribute("width").flatMap(SVGLength.init).map { $0.value > 0 } == true
            || nodes[root].attribute("height").flatMap(SVGLength.init).map { $0.value > 0 } == true
        // Only one of width and height given, with a viewBox: the other keeps its aspect ratio.
        if let vb = viewBox, vb.width > 0, vb.height > 0 {
            let hasW = nodes[root].attribute("width") != nil, hasH = nodes[root].attribute("height") != nil
            if hasW && !hasH { height = width * vb.height / vb.width }
            if hasH && !hasW { width = height * vb.width / vb.height }
        }
        size = Size(width: width * 0.75, height: height * 0.75)
    }

    /// Parses SVG text.
    public init(string: String, baseDirectory: String? = nil, options: SVGParseOptions = SVGParseOptions()) throws(SVGError) {
        try self.init(data: Data(string.utf8), baseDirectory: baseDirectory, options: options)
    }

    /// Reads and parses an SVG file; relative image references are read beside it.
    ///
    /// - Throws: ``SVGError/unreadableFile(path:reason:)`` when the file cannot be read, else as ``init(data:baseDirectory:options:)``.
    public init(contentsOfFile path: String, options: SVGParseOptions = SVGParseOptions()) throws(SVGError) {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadableFile(path: path, reason: error.localizedDescription)
        }
        try self.init(data: data, baseDirectory: (path as NSString).deletingLastPathComponent, options: options)
    }

    /// `min-x min-y width height`, with a positive size.
    static func parseViewBox(_ text: String) -> Rect? {
        let v = NumberScanner.numbers(text)
        guard v.count == 4, v[2] > 0, v[3] > 0 else { return nil }
        return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
    }

    /// Draws the drawing into `rect` of `context`'s user space, scaled to fit as the
    /// outermost `svg`'s `preserveAspectRatio` says (its `viewBox` maps onto `rect`; without
    /// one, its width and height do). Elements Folio cannot draw (filters, for one) are
    /// drawn without what is missing, and ``GraphicsContext/diagnostics`` says so.
    ///
    /// - Throws: ``SVGError/useCycle(id:)`` or ``SVGError/useTooDeep(limit:)`` for `use`
    ///   references that loop or expand too far, ``SVGError/graphics(_:)`` when drawing fails.
    public func draw(in context: GraphicsContext, rect: Rect) throws(SVGError) {
        var renderer = SVGRenderer(document: self, context: context)
        try renderer.drawRoot(in: rect)
    }
}

extension GraphicsContext {
    /// Draws an SVG drawing into `rect`, as vectors: ``SVGDocument/draw(in:rect:)``.
    public func draw(_ svg: SVGDocument, in rect: Rect) throws(SVGError) {
        try svg.draw(in: self, rect: rect)
    }
}
