import FolioConcurrency
import FolioGeometry

/// How a document is written.
public struct PDFWriterOptions: Sendable {
    /// Compact output (the default): a cross-reference stream and object streams, PDF 1.5.
    /// When `false`, a classic `xref` table and plain objects, PDF 1.4.
    public var compact: Bool
    /// Whether streams larger than a few dozen bytes are Flate-compressed.
    public var compressStreams: Bool
    /// zlib's level for stream compression, 1…9.
    public var compressionLevel: Int32
    /// Title, author and the other document information.
    public var info: DocumentInfo
    /// Viewer preferences such as duplex.
    public var viewerPreferences: ViewerPreferences
    /// The document's natural language, a BCP 47 tag such as `en` or `ja-JP` (the catalog's
    /// `/Lang`, which screen readers use to choose a voice); `nil` writes none.
    public var language: String?
    /// The standards the file claims and meets (PDF/A-2 or -3 at one level, PDF/UA-1); empty
    /// (the default) claims none and writes exactly what it always did. PDF/A adds the sRGB
    /// output intent (``SRGBProfile``), identifies the file in its XMP metadata, gives pages
    /// with transparency a group in the output intent's colour space, sets annotations' print
    /// flag, and refuses with ``PDFError/nonConforming(_:)`` what it cannot repair. Any
    /// conformance writes the header as PDF 1.7, the version these standards build on.
    public var conformance: Set<PDFConformance>
    /// Metadata outside XMP's own schemas (Factur-X's `fx:` properties, say): each schema's
    /// values go into the XMP metadata and, for PDF/A, its description into the
    /// `pdfaExtension:schemas` block.
    public var xmpExtensions: [XMPExtensionSchema]

    /// Creates options; the defaults give compact, compressed output with no dates.
    public init(
        compact: Bool = true, compressStreams: Bool = true, compressionLevel: Int32 = 6,
        info: DocumentInfo = DocumentInfo(), viewerPreferences: ViewerPreferences = ViewerPreferences(),
        language: String? = nil, conformance: Set<PDFConformance> = [], xmpExtensions: [XMPExtensionSchema] = []
    ) {
        self.compact = compact
        self.compressStreams = compressStreams
        self.compressionLevel = compressionLevel
        self.info = info
        self.viewerPreferences = viewerPreferences
        self.language = language
        self.conformance = conformance
        self.xmpExtensions = xmpExtensions
    }
}

/// A PDF document being written, object by object, straight to its output.
///
/// Pages are streamed: ``beginPage()`` reserves the page's object number, and
/// ``endPage(_:)`` writes its content stream, annotations and page object at once, so memory
/// does not grow with the number of finished pages (only a few integers per object are kept
/// for the cross-reference table). Named destinations, the outline and the page tree's inner
/// nodes are written by ``finish()``, which is why links may point forward.
///
/// ```swift
/// let doc = try PDFDocumentWriter(output: .file(path: "out.pdf"))
/// let page = doc.beginPage()
/// var content = ContentStream()
/// content.rect(72, 72, 100, 50); content.fill()
/// try doc.endPage(PDFPage(ref: page, mediaBox: Rect(x: 0, y: 0, width: 612, height: 792), contents: content.bytes.bytes))
/// try doc.finish()
/// ```
public final class PDFDocumentWriter {
    /// The options the document was created with.
    public let options: PDFWriterOptions
    /// Things worth telling the caller that did not stop the document (e.g. a link to a
    /// destination that was never defined).
    public internal(set) var warnings: [String] = []
    /// The outline (bookmarks), written when the document finishes.
    public var outline: [OutlineItem] = []

    /// Where the bytes go. Between the header and the cross-reference data everything goes
    /// through ``body``; the writer touches the sink itself only while no body thread runs.
    let sink: OutputSink
    private let isMemory: Bool
    // `@exclusivity(unchecked)` (here and on `structure`): changed for every object and every
    // structure element, so not checked at run time; a writer is used from one thread at a
    // time and none of these is reached while another access to it is open (Performance.md).
    /// Every object number's cross-reference row.
    @exclusivity(unchecked) var xref = XrefTable()
    @exclusivity(unchecked) private var objectStream = ObjectStreamBuilder()
    /// The structure tree's objects, in object streams of their own: elements beside elements
    /// compress better than beside pages and fonts, and an untagged document's bytes do not
    /// depend on them.
    @exclusivity(unchecked) private var structureStream = ObjectStreamBuilder(capacity: 1000, bodyLimit: 1 << 18)
    private var scratch = ByteBuffer(capacity: 4096)
    private var pageTree = PageTreeBuilder()
    private var destinations: [String: PDFDestination] = [:]
    private var referencedNames: [String: ObjectRef] = [:]  // name → first page that links to it
    private var finished = false
    /// Writes the body's objects and streams to the sink, on this thread or on ``bodyThread``.
    private let body: FileBody
    /// The thread writing the body of a long document, from its ``bodyThreadFromPage``-th page
    /// to the end; `nil` before, and for a short document.
    private var bodyThread: FileBodyThread?
    /// The page from which the body is written on a thread of its own (`nil`: never): the
    /// third, when the process has more than one processor, so that a one- or two-page
    /// document starts no thread. The bytes are the same either way.
    var bodyThreadFromPage: Int? = activeProcessorCount > 1 ? 3 : nil
    /// Compresses the streams, its state kept from one to the next. Only for use once the
    /// body's thread has ended (``finishBodyThread()``), or before it starts.
    var deflater: Deflater { body.deflater }
    private let catalogRef: ObjectRef
    /// The structure tree, from the first structure element on (tagged PDF).
    @exclusivity(unchecked) var structure: StructureTree?
    /// PDF/A's checks and repairs, when the options ask for PDF/A.
    var pdfA: PDFARules?
    /// The embedded files' names (unique) and file specifications, in the order attached.
    var attachments: [(name: String, fileSpec: ObjectRef)] = []

    /// Opens a document for writing.
    ///
    /// - Throws: ``PDFError/cannotCreateOutput(path:reason:)`` when a file cannot be created.
    /// - Throws: ``PDFError/invalidValue(_:)`` when the options ask for two PDF/A levels or
    ///   name an XMP extension property that is not an XML name.
    public init(output: PDFOutput, options: PDFWriterOptions = PDFWriterOptions()) throws(PDFError) {
        try Self.validate(options)
        self.options = options
        self.sink = try OutputSink(output)
        body = FileBody(sink: sink, compressionLevel: options.compressionLevel)
        if case .memory = output { isMemory = true } else { isMemory = false }
        pdfA = options.conformance.pdfALevel.map(PDFARules.init)
        catalogRef = ObjectRef(1)
        xref.append(.free(generation: 0))  // reserved for the catalog
        var header = ByteBuffer()
        header.append(!options.conformance.isEmpty ? "%PDF-1.7\n" : options.compact ? "%PDF-1.5\n" : "%PDF-1.4\n")
        header.append(contentsOf: [0x25, 0xE2, 0xE3, 0xCF, 0xD3, 0x0A])  // binary comment line
        try sink.write(&header)
    }

    deinit {
        bodyThread?.abandon()
        if !finished { sink.abandon() }
    }

    /// The number of pages ended so far.
    public var pageCount: Int { pageTree.pageCount }

    // MARK: Objects

    /// Reserves an object number; the object itself may be written later.
    public func allocate() -> ObjectRef {
        xref.append(.free(generation: 0))  // until written
        return ObjectRef(xref.count - 1)
    }

    /// Writes a direct object as indirect object `ref`. In compact mode it is packed into an
    /// object stream.
    public func write(_ ref: ObjectRef, _ object: PDFObject) throws(PDFError) {
        try checkOpen()
        if pdfA != nil, case .dictionary(let d) = object { try pdfA?.inspect(ref, d) }
        if options.compact {
            // The stream's number is set when the stream is written.
            xref[ref.number] = .compressed(objectStream: 0, index: objectStream.add(ref, object))
            if objectStream.isFull { try flush(&objectStream) }
        } else {
            try writeIndirect(ref) { object.write(to: &$0) }
        }
    }

    /// Writes a structure tree's object given as its syntax (`<< … >>`) as indirect object
    /// `ref`: in compact mode into the structure tree's object streams. (PDF/A's inspection
    /// looks for colour spaces and transparency, which structure objects never hold.)
    func writeStructure(_ ref: ObjectRef, syntax: UnsafeBufferPointer<UInt8>) throws(PDFError) {
        try checkOpen()
        if options.compact {
            xref[ref.number] = .compressed(objectStream: 0, index: structureStream.add(ref, syntax: syntax))
            if structureStream.isFull { try flush(&structureStream) }
        } else {
            try writeIndirect(ref) { $0.bytes.append(contentsOf: syntax) }
        }
    }

    /// Writes indirect object `ref` on its own (`N 0 obj … endobj`), as output without object
    /// streams has them; `writeObject` writes the object's syntax.
    private func writeIndirect(_ ref: ObjectRef, _ writeObject: (inout ByteBuffer) -> Void) throws(PDFError) {
        scratch.removeAll()
        scratch.appendInt(ref.number)
        scratch.append(" 0 obj\n")
        writeObject(&scratch)
        scratch.append("\nendobj\n")
        try emit(.bytes(scratch.bytes, object: ref.number))
    }

    /// Writes a piece of the body, on this thread or through ``bodyThread``, and records
    /// where the objects written so far begin.
    private func emit(_ piece: consuming BodyPiece) throws(PDFError) {
        if let bodyThread {
            for (number, offset) in try bodyThread.submit(piece) {
                xref[number] = .inUse(offset: offset, generation: 0)
            }
        } else {
            try body.write(piece) { number, offset in xref[number] = .inUse(offset: offset, generation: 0) }
        }
    }

    /// Waits for the body's thread to write everything queued and end, and records where the
    /// last objects begin; the sink and the deflater are this thread's again.
    func finishBodyThread() throws(PDFError) {
        guard let thread = bodyThread else { return }
        bodyThread = nil
        for (number, offset) in try thread.finish() {
            xref[number] = .inUse(offset: offset, generation: 0)
        }
    }

    /// Writes a stream object. `/Length` is set here; with `compress` (default: the document's
    /// option) data longer than 64 bytes is Flate-compressed and `/Filter` set, unless the
    /// dictionary already names a filter (data already encoded).
    public func writeStream(
        _ ref: ObjectRef, dictionary: PDFDictionary = PDFDictionary(), data: [UInt8], compress: Bool? = nil
    ) throws(PDFError) {
        try checkOpen()
        if pdfA != nil { try pdfA?.inspect(ref, dictionary) }
        let compresses = dictionary["Filter"] == nil && (compress ?? options.compressStreams) && data.count > 64
        try emit(.stream(number: ref.number, dictionary: dictionary, data: data, compress: compresses))
    }

    // MARK: Pages

    /// Reserves the next page's object number. Drawing code uses it for links and
    /// destinations that point to the page before the page is written.
    public func beginPage() -> ObjectRef {
        let ref = allocate()
        pageTree.reserve(ref, allocate: allocate)
        return ref
    }

    /// Writes a finished page: its content stream, its annotations and the page object.
    public func endPage(_ page: PDFPage) throws(PDFError) {
        try checkOpen()
        guard page.mediaBox.isFinite, !page.mediaBox.isEmpty else {
            throw .invalidValue("page media box \(page.mediaBox) must have a finite, non-zero size")
        }
        let pageNumber = pageTree.pageCount + 1
        try pdfA?.check(mediaBox: page.mediaBox.standardized, page: pageNumber)
        if bodyThread == nil, let from = bodyThreadFromPage, pageNumber >= from, !finished {
            bodyThreadFromPage = nil  // once: a system without a thread to give is not asked again
            bodyThread = FileBodyThread(body: body)
        }
        let contentRef = allocate()
        try writeStream(contentRef, data: page.contents)
        var annotRefs: [PDFObject] = []
        for var annot in page.annotations {
            let r = annot.reservedRef ?? allocate()
            annot.dictionary["P"] = .reference(page.ref)
            if let key = annot.structParent { annot.dictionary["StructParent"] = .integer(key) }
            try pdfA?.prepare(&annot.dictionary, onPage: pageNumber)
            if case .named(let name) = annot.destination {
                if referencedNames[name] == nil { referencedNames[name] = page.ref }
            }
            if let dest = annot.destination { annot.dictionary["Dest"] = dest.object }
            try write(r, .dictionary(annot.dictionary))
            annotRefs.append(.reference(r))
        }
        let box = page.mediaBox.standardized
        var dict: PDFDictionary = [
            "Type": .name("Page"),
            "Parent": .reference(pageTree.parent(of: page.ref)),
            "MediaBox": .rect(box.minX, box.minY, box.maxX, box.maxY),
            "Resources": .dictionary(page.resources),
            "Contents": .reference(contentRef),
        ]
        if !annotRefs.isEmpty { dict["Annots"] = .array(annotRefs) }
        if let group = page.group ?? pdfA?.pageGroup(resources: page.resources) { dict["Group"] = .dictionary(group) }
        if structure != nil {
            if let key = structure?.finishPage(page.ref, allocate: allocate) { dict["StructParents"] = .integer(key) }
            // Tab order follows the structure (PDF/UA-1 §7.18.3).
            dict["Tabs"] = .name("S")
            try writeFinishedStructure()
        }
        try write(page.ref, .dictionary(dict))
        pageTree.finish(page.ref)
    }

    // MARK: Destinations

    /// Defines a named destination at a point of a page, in PDF user space. A later definition
    /// of the same name replaces the earlier one.
    public func addDestination(named name: String, page: ObjectRef, x: Double, y: Double) {
        destinations[name] = .page(page, x: x, y: y)
    }

    /// Whether a named destination has been defined.
    public func hasDestination(named name: String) -> Bool { destinations[name] != nil }

    // MARK: Finishing

    /// Writes the page tree, destinations, outline, metadata, catalog and cross-reference
    /// data, then closes the output (renaming the temporary file over the target).
    ///
    /// - Returns: the document's bytes for ``PDFOutput/memory`` output, otherwise `nil`.
    @discardableResult
    public func finish() throws(PDFError) -> [UInt8]? {
        try checkOpen()
        do {
            let result = try finishBody()
            finished = true
            return result
        } catch {
            finished = true
            bodyThread?.abandon()
            bodyThread = nil
            sink.abandon()
            throw error
        }
    }

    /// Gives up on the document: nothing more is written and a file's temporary copy is
    /// removed. Safe to call more than once.
    public func abandon() {
        finished = true
        bodyThread?.abandon()
        bodyThread = nil
        sink.abandon()
    }

    private func finishBody() throws(PDFError) -> [UInt8]? {
        try PDFARules.checkTagging(options.conformance, tagged: structure != nil)
        if pageTree.pageCount == 0 {
            // Every PDF has at least one page: an empty document gets one blank Letter page.
            let page = beginPage()
            try endPage(PDFPage(ref: page, mediaBox: Rect(x: 0, y: 0, width: 612, height: 792), contents: []))
        }
        let pagesRoot = try pageTree.writeNodes(allocate: allocate) { ref, obj throws(PDFError) in try write(ref, obj) }

        var catalog: PDFDictionary = ["Type": .name("Catalog"), "Pages": .reference(pagesRoot)]
        // Links to names nobody defined would dangle: point them at the page that links to
        // them, and say so.
        for (name, page) in referencedNames.sorted(by: { $0.key < $1.key }) where destinations[name] == nil {
            warnings.append("link to undefined destination \"\(name)\": it now points to its own page")
            destinations[name] = .page(page, x: nil, y: nil)
        }
        var names = PDFDictionary()
        if !destinations.isEmpty {
            let sorted = destinations.sorted { Array($0.key.utf16).lexicographicallyPrecedes(Array($1.key.utf16)) }
            var pairs: [PDFObject] = []
            pairs.reserveCapacity(sorted.count * 2)
            for (k, v) in sorted {
                pairs.append(.text(k))
                pairs.append(v.object)
            }
            let tree = allocate()
            try write(tree, .dictionary(["Names": .array(pairs)]))
            names["Dests"] = .reference(tree)
        }
        if !attachments.isEmpty { names["EmbeddedFiles"] = .reference(try writeEmbeddedFilesTree()) }
        if !names.isEmpty { catalog["Names"] = .dictionary(names) }
        if !outline.isEmpty {
            catalog["Outlines"] = .reference(try writeOutline())
            catalog["PageMode"] = .name("UseOutlines")
        }
        if structure != nil {
            catalog["StructTreeRoot"] = .reference(try finishStructure())
            catalog["MarkInfo"] = .dictionary(["Marked": .bool(true)])
        }
        if let language = options.language, !language.isEmpty { catalog["Lang"] = .text(language) }
        var prefs = options.viewerPreferences
        if options.info.title != nil { prefs.displayDocTitle = true }
        if let vp = prefs.dictionary { catalog["ViewerPreferences"] = .dictionary(vp) }
        let info = options.info
        let metadata = allocate()
        try writeStream(metadata, dictionary: ["Type": .name("Metadata"), "Subtype": .name("XML")],
                        data: XMPMetadata.packet(for: info, conformance: options.conformance, extensions: options.xmpExtensions),
                        compress: false)
        catalog["Metadata"] = .reference(metadata)
        if pdfA != nil { catalog["OutputIntents"] = .array([.dictionary(try writeOutputIntent())]) }
        if !attachments.isEmpty { catalog["AF"] = .array(attachments.map { .reference($0.fileSpec) }) }
        try write(catalogRef, .dictionary(catalog))

        let infoRef = allocate()
        var infoDict = PDFDictionary()
        if let v = info.title { infoDict["Title"] = .text(v) }
        if let v = info.author { infoDict["Author"] = .text(v) }
        if let v = info.subject { infoDict["Subject"] = .text(v) }
        if let v = info.keywords { infoDict["Keywords"] = .text(v) }
        if let v = info.creator { infoDict["Creator"] = .text(v) }
        if let v = info.producer { infoDict["Producer"] = .text(v) }
        if let d = info.creationDate { infoDict["CreationDate"] = .string(Array(d.pdfString.utf8)) }
        if let d = info.modificationDate { infoDict["ModDate"] = .string(Array(d.pdfString.utf8)) }
        try write(infoRef, .dictionary(infoDict))
        // The last streams: one, when together they fit (a short document's objects in a
        // single stream, not two each with its own dictionary and header).
        if structureStream.count + objectStream.count <= structureStream.capacity { structureStream.absorb(&objectStream) }
        try flush(&structureStream)
        try flush(&objectStream)

        // The /ID is derived from every byte written so far: same content, same ID.
        try finishBodyThread()
        try sink.sync()
        let id = documentID()
        if options.compact {
            try writeXrefStream(root: catalogRef, info: infoRef, id: id)
        } else {
            try writeClassicXref(root: catalogRef, info: infoRef, id: id)
        }
        try sink.finish()
        return isMemory ? sink.memory : nil
    }

    func checkOpen() throws(PDFError) {
        if finished { throw .documentClosed }
    }

    private func documentID() -> [UInt8] {
        var id: [UInt8] = []
        for v in [sink.crc, sink.adler, UInt32(truncatingIfNeeded: sink.offset), UInt32(xref.count)] {
            id.append(UInt8(v >> 24)); id.append(UInt8((v >> 16) & 0xFF))
            id.append(UInt8((v >> 8) & 0xFF)); id.append(UInt8(v & 0xFF))
        }
        return id
    }

    /// Writes an object stream's objects as one stream and records where each one is.
    private func flush(_ builder: inout ObjectStreamBuilder) throws(PDFError) {
        guard !builder.isEmpty else { return }
        let ref = allocate()
        let (dict, data, members) = builder.take()
        for (i, member) in members.enumerated() {
            xref[member.number] = .compressed(objectStream: ref.number, index: i)
        }
        try writeStream(ref, dictionary: dict, data: data)
    }

    private func writeOutline() throws(PDFError) -> ObjectRef {
        let root = allocate()
        let (first, last) = try writeOutlineLevel(outline, parent: root)
        let visible = outline.reduce(0) { $0 + 1 + ($1.isOpen ? $1.visibleDescendants : 0) }
        try write(root, .dictionary([
            "Type": .name("Outlines"), "First": .reference(first), "Last": .reference(last),
            "Count": .integer(visible),
        ]))
        return root
    }

    private func writeOutlineLevel(_ items: [OutlineItem], parent: ObjectRef) throws(PDFError) -> (ObjectRef, ObjectRef) {
        let refs = items.map { _ in allocate() }
        for (i, item) in items.enumerated() {
            var d: PDFDictionary = ["Title": .text(item.title), "Parent": .reference(parent)]
            if i > 0 { d["Prev"] = .reference(refs[i - 1]) }
            if i + 1 < refs.count { d["Next"] = .reference(refs[i + 1]) }
            if !item.children.isEmpty {
                let (f, l) = try writeOutlineLevel(item.children, parent: refs[i])
                d["First"] = .reference(f)
                d["Last"] = .reference(l)
                let n = item.visibleDescendants
                d["Count"] = .integer(item.isOpen ? n : -item.children.count)
            }
            if case .named(let name) = item.destination, destinations[name] == nil {
                warnings.append("outline entry \"\(item.title)\" names undefined destination \"\(name)\"; it was left without a target")
            } else {
                d["Dest"] = item.destination.object
            }
            try write(refs[i], .dictionary(d))
        }
        return (refs[0], refs[refs.count - 1])
    }
}

/// A finished page as the document writer takes it.
public struct PDFPage {
    /// The object number from ``PDFDocumentWriter/beginPage()``.
    public var ref: ObjectRef
    /// The page's size and position in PDF user space.
    public var mediaBox: Rect
    /// The content stream's bytes (uncompressed; the writer compresses them).
    public var contents: [UInt8]
    /// The `/Resources` dictionary.
    public var resources: PDFDictionary
    /// Link and other annotations on the page.
    public var annotations: [PDFAnnotation]
    /// A `/Group` entry (transparency group attributes), when the page needs one.
    public var group: PDFDictionary?

    /// Creates a page description.
    public init(
        ref: ObjectRef, mediaBox: Rect, contents: [UInt8], resources: PDFDictionary = PDFDictionary(),
        annotations: [PDFAnnotation] = [], group: PDFDictionary? = nil
    ) {
        self.ref = ref
        self.mediaBox = mediaBox
        self.contents = contents
        self.resources = resources
        self.annotations = annotations
        self.group = group
    }
}
