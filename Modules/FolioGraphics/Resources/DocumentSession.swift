import FolioGeometry
import FolioPDF

/// What every content stream of one document shares: the writer, the resources written so
/// far (each written once and named once: `/GS1`, `/Im1`, `/Sh1`, `/Fm1`), and diagnostics.
/// A pattern painted at one matrix: one pattern object.
private struct PatternKey: Hashable {
    var pattern: Pattern
    var matrix: AffineTransform
}

/// One tiled slice of an image at one tile size (and colour mode): one cell form.
struct TileCellKey: Hashable {
    var image: ImageFingerprint
    var slice: Rect?
    var tile: Size
    var gray: Bool
}

final class DocumentSession {
    let writer: PDFDocumentWriter
    var diagnostics = Diagnostics()
    /// Outline entries in document order, with their levels; nested when the document ends.
    var bookmarks: [(level: Int, item: OutlineItem)] = []
    private var extGStates: [ExtGStateKey: (name: String, ref: ObjectRef)] = [:]
    private var images: [ImageFingerprint: [(image: Image, name: String, ref: ObjectRef)]] = [:]
    private var patterns: [PatternKey: (name: String, ref: ObjectRef)] = [:]
    /// The pattern cells of resizable images' tiled slices, by slice and tile size.
    var tileCells: [TileCellKey: ObjectRef] = [:]
    private var counters: [String: Int] = [:]
    /// The fonts drawn with, each embedded once when the document ends.
    let fonts = FontRegistry()
    /// The PDF/UA rules checked as tags are begun (``GraphicsContext/auditsAccessibility``).
    var audit: AccessibilityAudit?
    /// The deferred forms reserved and not yet recorded, in the order they were reserved
    /// (``GraphicsContext/reserveForm(bounds:)``): those still here when the document ends
    /// are written empty, so that no page refers to a missing object.
    var pendingForms: [DeferredForm] = []

    init(writer: PDFDocumentWriter) { self.writer = writer }

    /// Nests the flat bookmark list: each entry goes under the nearest earlier entry of a
    /// lower level.
    func outlineTree() -> [OutlineItem] {
        func build(_ start: inout Int, level: Int) -> [OutlineItem] {
            var items: [OutlineItem] = []
            while start < bookmarks.count, bookmarks[start].level >= level {
                if bookmarks[start].level > level, !items.isEmpty {
                    let childLevel = bookmarks[start].level
                    items[items.count - 1].children += build(&start, level: childLevel)
                } else {
                    items.append(bookmarks[start].item)
                    start += 1
                }
            }
            return items
        }
        var i = 0
        var top: [OutlineItem] = []
        while i < bookmarks.count { top += build(&i, level: bookmarks[i].level) }
        return top
    }

    /// Writes the subset of every font used; called once, just before the writer finishes.
    func writeFonts() throws(PDFError) { try fonts.writeAll(to: writer) }

    func nextName(_ prefix: String) -> String {
        let n = (counters[prefix] ?? 0) + 1
        counters[prefix] = n
        return prefix + String(n)
    }

    func extGState(_ key: ExtGStateKey) throws(PDFError) -> (name: String, ref: ObjectRef) {
        if let found = extGStates[key] { return found }
        var d: PDFDictionary = ["Type": .name("ExtGState")]
        d["ca"] = .real(key.fillAlpha)
        d["CA"] = .real(key.strokeAlpha)
        d["BM"] = .name(PDFName(key.blend.rawValue))
        if let mask = key.softMask {
            d["SMask"] = .dictionary(["Type": .name("Mask"), "S": .name(key.softMaskIsAlpha ? "Alpha" : "Luminosity"), "G": .reference(ObjectRef(mask))])
        }
        let ref = writer.allocate()
        try writer.write(ref, .dictionary(d))
        let entry = (nextName("GS"), ref)
        extGStates[key] = entry
        return entry
    }

    /// The tiling pattern object of a pattern's cell at `matrix` (its own matrix and the phase),
    /// written the first time it is painted with: one object per cell and matrix.
    func patternObject(_ pattern: Pattern, matrix: AffineTransform) throws(PDFError) -> (name: String, ref: ObjectRef) {
        let key = PatternKey(pattern: pattern, matrix: matrix)
        if let found = patterns[key] { return found }
        var d: PDFDictionary = [
            "Type": .name("Pattern"), "PatternType": .integer(1), "PaintType": .integer(1),
            "TilingType": .integer(pattern.tiling.pdfValue),
            "BBox": .rect(pattern.bounds.minX, pattern.bounds.minY, pattern.bounds.maxX, pattern.bounds.maxY),
            "XStep": .real(pattern.xStep), "YStep": .real(pattern.yStep),
            "Resources": .dictionary(["XObject": .dictionary(["C": .reference(pattern.cell)])]),
        ]
        if !matrix.isIdentity { d["Matrix"] = .array([matrix.a, matrix.b, matrix.c, matrix.d, matrix.tx, matrix.ty].map { .real($0) }) }
        var content = ContentStream()
        content.drawXObject("C")
        let ref = writer.allocate()
        try writer.writeStream(ref, dictionary: d, data: content.bytes.bytes)
        let entry = (nextName("P"), ref)
        patterns[key] = entry
        return entry
    }

    /// The image's XObject, written the first time the image (by content) is drawn.
    func imageXObject(_ image: Image) throws(PDFError) -> (name: String, ref: ObjectRef) {
        if let bucket = images[image.fingerprint], let found = bucket.first(where: { $0.image.pdfImage == image.pdfImage }) {
            return (found.name, found.ref)
        }
        let ref = try ImageXObjectWriter.write(image.pdfImage, to: writer)
        let name = nextName("Im")
        images[image.fingerprint, default: []].append((image, name, ref))
        return (name, ref)
    }
}
