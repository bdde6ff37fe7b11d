import FolioGeometry
@testable import FolioPDF
import FolioTestSupport
import Testing

/// A long document's body (its streams compressed, its bytes hashed and written) goes to a
/// thread of its own: the file must be the one the writer makes on its own thread, whatever
/// page the thread starts at, and a failure there must reach the caller.
@Suite("The file body written on a thread of its own")
struct FileBodyThreadTests {
    /// A document of `pages` pages: content streams of many sizes (one past the size
    /// compressed in pieces on all cores), a link on every third page, form XObjects, and,
    /// when `tagged`, a structure element with a few marked sequences per page (some with
    /// attributes), so that the structure's object streams fill and are flushed.
    private func document(compact: Bool, tagged: Bool, pages: Int = 40, threadFrom: Int?) throws -> [UInt8] {
        let doc = try PDFDocumentWriter(output: .memory, options: PDFWriterOptions(compact: compact))
        doc.bodyThreadFromPage = threadFrom
        if tagged { doc.beginStructureElement(.document) }
        for p in 0..<pages {
            let page = doc.beginPage()
            var content = ContentStream()
            let rows = p == 7 ? 12_000 : 20 + (p * 37) % 300
            for i in 0..<rows {
                if tagged, i % 50 == 0 {
                    if i > 0 { content.endMarkedContent(); try doc.endStructureElement() }
                    let cell = StructureAttributes(alternativeText: i % 100 == 0 ? "row \(i)" : nil, columnSpan: i % 150 == 0 ? 2 : nil)
                    doc.beginStructureElement(.tableDataCell, attributes: cell)
                    content.beginMarkedContent(.tableDataCell, mcid: doc.markContent(onPage: page)!)
                }
                content.rect(Double(i % 17) * 30, Double((i * 7) % 700), Double(10 + i % 13), 5.5)
                content.fill()
            }
            if tagged {
                content.endMarkedContent()
                try doc.endStructureElement()
            }
            let form = doc.allocate()
            try doc.writeStream(form, dictionary: ["Type": .name("XObject"), "Subtype": .name("Form"), "BBox": .rect(0, 0, 10, 10)],
                                data: Array(repeating: 0x20, count: p % 3 == 0 ? 40 : 400))
            var annotations: [PDFAnnotation] = []
            if p % 3 == 0 {
                annotations.append(.uriLink("https://example.com/\(p)", rect: Rect(x: 72, y: 72, width: 100, height: 12)))
            }
            try doc.endPage(PDFPage(ref: page, mediaBox: Rect(x: 0, y: 0, width: 612, height: 792), contents: content.bytes.bytes,
                                    resources: ["XObject": .dictionary(["F1": .reference(form)])], annotations: annotations))
        }
        if tagged { try doc.endStructureElement() }
        return try #require(try doc.finish())
    }

    @Test("the same bytes as written on the writer's thread, from any page on",
          arguments: [(true, true), (true, false), (false, true), (false, false)])
    func sameBytes(compact: Bool, tagged: Bool) throws {
        let alone = try document(compact: compact, tagged: tagged, threadFrom: nil)
        for from in [1, 2, 3, 39, 40, 41] {
            let threaded = try document(compact: compact, tagged: tagged, threadFrom: from)
            #expect(threaded == alone, "thread from page \(from): \(threaded.count) bytes against \(alone.count)")
        }
        let check = try PDFTools.qpdfCheck(bytes: alone)
        #expect(check.ok, "\(check.output)")
    }

    @Test("a write that fails on the body's thread is thrown to the writer")
    func failureReachesWriter() throws {
        let doc = try PDFDocumentWriter(output: .file(path: "/dev/full"))
        doc.bodyThreadFromPage = 1
        var content = ContentStream()
        for i in 0..<20_000 {
            content.rect(Double(i % 500), Double(i % 700), 3, 3)
            content.fill()
        }
        let failed: PDFError? = {
            do throws(PDFError) {
                for _ in 0..<40 {
                    let page = doc.beginPage()
                    try doc.endPage(PDFPage(ref: page, mediaBox: Rect(x: 0, y: 0, width: 612, height: 792), contents: content.bytes.bytes))
                }
                try doc.finish()
                return nil
            } catch {
                return error
            }
        }()
        guard case .writeFailedInPlace(let path, _)? = failed else {
            Issue.record("expected writeFailedInPlace for /dev/full, got \(String(describing: failed))")
            return
        }
        #expect(path == "/dev/full")
    }

    @Test("the queue holds no more than its limit, however far the writer runs ahead")
    func queueBounded() throws {
        let body = FileBody(sink: try OutputSink(.file(path: "/dev/null")), compressionLevel: 6)
        let thread = try #require(FileBodyThread(body: body))
        let piece = [UInt8](repeating: 0x41, count: 300_000)
        var begun: [(number: Int, offset: Int)] = []
        for i in 0..<200 {
            begun += try thread.submit(.bytes(piece, object: i + 1))
        }
        begun += try thread.finish()
        #expect(thread.mostQueuedBytes <= FileBodyThread.byteLimit)
        #expect(thread.mostQueuedBytes >= piece.count)
        #expect(begun.map(\.number) == Array(1...200))
        #expect(begun.map(\.offset) == (0..<200).map { $0 * piece.count })
    }
}
