import FolioGeometry
@testable import FolioPDF
import FolioTestSupport
import Foundation
import Testing

/// The structure tree written as the document goes (tagged PDF, memory flat in page count):
/// the parent tree's leaves as pages end, grouping elements' kids in NonStruct groups as they
/// fill. Read back through qpdf's JSON and `--show-xref`, and checked with `folio check`'s
/// checker.
@Suite("Structure tree writing")
struct StructureTreeWriterTests {
    /// A tagged document: a Document element holding `paragraphs` P elements, `perPage` to a
    /// page, each with one marked rectangle; then, when `listItems` > 0, a list of that many
    /// items on a last page.
    private func document(paragraphs: Int, perPage: Int, listItems: Int = 0) throws -> String {
        let doc = try PDFDocumentWriter(output: .memory, options: PDFWriterOptions(language: "en"))
        doc.beginStructureElement(.document)
        var page = doc.beginPage()
        var content = ContentStream()
        func endPage() throws {
            try doc.endPage(PDFPage(ref: page, mediaBox: Rect(x: 0, y: 0, width: 612, height: 792), contents: content.bytes.bytes))
            page = doc.beginPage()
            content = ContentStream()
        }
        func markedRect(_ type: StructureType, _ i: Int) {
            let mcid = doc.markContent(onPage: page)!
            content.beginMarkedContent(type, mcid: mcid)
            content.rect(72, 72 + Double(i % 40) * 15, 100, 10)
            content.fill()
            content.endMarkedContent()
        }
        for i in 0..<paragraphs {
            if i > 0, i % perPage == 0 { try endPage() }
            doc.beginStructureElement(.paragraph)
            markedRect(.paragraph, i)
            try doc.endStructureElement()
        }
        if listItems > 0 {
            try endPage()
            doc.beginStructureElement(.list)
            for i in 0..<listItems {
                doc.beginStructureElement(.listItem)
                markedRect(.listItem, i)
                try doc.endStructureElement()
            }
            try doc.endStructureElement()
        }
        try doc.endStructureElement()
        try doc.endPage(PDFPage(ref: page, mediaBox: Rect(x: 0, y: 0, width: 612, height: 792), contents: content.bytes.bytes))
        let bytes = try #require(try doc.finish())
        let check = try PDFTools.qpdfCheck(bytes: bytes)
        #expect(check.ok, "\(check.output)")
        let report = try ConformanceChecker.check(pdf: bytes, profile: .tagged)
        #expect(report.passes, "\(report.text)")
        return try PDFTools.save(bytes, name: "structure-tree-writer.pdf")
    }

    /// The file's objects as qpdf's JSON gives them: `"N 0 R"` → value.
    private func objects(_ path: String) throws -> [String: Any] {
        let json = try PDFTools.runChecked("qpdf", ["--json=2", "--json-key=qpdf", path]).stdout
        let top = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let qpdf = try #require(top["qpdf"] as? [Any])
        let table = try #require(qpdf.last as? [String: Any])
        var out: [String: Any] = [:]
        for (key, value) in table where key.hasPrefix("obj:") {
            out[String(key.dropFirst(4))] = (value as? [String: Any])?["value"]
        }
        return out
    }

    /// The object stream each compressed object is in (`qpdf --show-xref`).
    private func objectStreams(_ path: String) throws -> [String: Int] {
        var out: [String: Int] = [:]
        for line in try PDFTools.runChecked("qpdf", ["--show-xref", path]).stdout.split(separator: "\n") {
            // "12/0: compressed; stream = 40, index = 3"
            guard let slash = line.firstIndex(of: "/"), let eq = line.range(of: "stream = "),
                  let comma = line[eq.upperBound...].firstIndex(of: ",") else { continue }
            out["\(line[..<slash]) 0 R"] = Int(line[eq.upperBound..<comma])
        }
        return out
    }

    private func dictionary(_ objects: [String: Any], _ ref: Any?) throws -> [String: Any] {
        let key = try #require(ref as? String, "not a reference: \(String(describing: ref))")
        return try #require(objects[key] as? [String: Any], "no dictionary \(key)")
    }

    @Test("the parent tree is written in leaves of 16 pages as the pages end, each with its /Limits and each page's MCID array")
    func parentTreeLeaves() throws {
        // 400 pages: more structure objects than one object stream holds (1,000), so that
        // what was written early shows in an earlier stream.
        let path = try document(paragraphs: 400 * 3, perPage: 3)
        let objects = try objects(path)
        let catalog = try #require(objects.values.compactMap { $0 as? [String: Any] }.first { $0["/Type"] as? String == "/Catalog" })
        let root = try dictionary(objects, catalog["/StructTreeRoot"])
        #expect(root["/ParentTreeNextKey"] as? Int == 400)
        let parentTree = try dictionary(objects, root["/ParentTree"])
        #expect(parentTree["/Nums"] == nil, "a tree of leaves, not one node")
        let leaves = try #require(parentTree["/Kids"] as? [String])
        #expect(leaves.count == 25)
        let streams = try objectStreams(path)
        let rootKey = try #require(catalog["/StructTreeRoot"] as? String)
        let rootStream = try #require(streams[rootKey])
        var expectedFirst = 0
        for leaf in leaves {
            let d = try dictionary(objects, leaf)
            let limits = try #require(d["/Limits"] as? [Int])
            let nums = try #require(d["/Nums"] as? [Any])
            #expect(limits == [expectedFirst, expectedFirst + 15], "\(leaf)")
            #expect(nums.count == 2 * (limits[1] - limits[0] + 1))
            // Each page's entry: its three paragraphs, one per MCID.
            #expect((nums[1] as? [String])?.count == 3, "\(nums.prefix(2))")
            expectedFirst = limits[1] + 1
        }
        // The first leaves were written with the pages, in object streams before the root's.
        let leafStreams = try leaves.prefix(2).map { try #require(streams[$0]) }
        #expect(leafStreams.allSatisfy { $0 < rootStream }, "\(leafStreams) before \(rootStream)")
    }

    @Test("a small document's parent tree is one node, /Nums in the root")
    func parentTreeOneNode() throws {
        let path = try document(paragraphs: 9, perPage: 3)
        let objects = try objects(path)
        let catalog = try #require(objects.values.compactMap { $0 as? [String: Any] }.first { $0["/Type"] as? String == "/Catalog" })
        let parentTree = try dictionary(objects, try dictionary(objects, catalog["/StructTreeRoot"])["/ParentTree"])
        #expect((parentTree["/Nums"] as? [Any])?.count == 6 && parentTree["/Kids"] == nil)
    }

    @Test("a Document's kids past 256 go into NonStruct groups of 256, written as each fills; a list keeps every item")
    func nonStructGroups() throws {
        let path = try document(paragraphs: 1500, perPage: 50, listItems: 300)
        let objects = try objects(path)
        let streams = try objectStreams(path)
        let document = try #require(objects.first { ($0.value as? [String: Any])?["/S"] as? String == "/Document" })
        let kids = try #require((document.value as? [String: Any])?["/K"] as? [String])
        // 256 paragraphs, four groups of the next 1,024, a group of the last 220 (and the
        // list, begun while that group was open).
        #expect(kids.count == 256 + 5)
        let groups = try kids[256...].map { try dictionary(objects, $0) }
        #expect(groups.allSatisfy { $0["/S"] as? String == "/NonStruct" && $0["/P"] as? String == document.key })
        #expect(groups.map { ($0["/K"] as? [String])?.count } == [256, 256, 256, 256, 220 + 1])
        let firstGroupKids = try #require(groups[0]["/K"] as? [String])
        let lastGroupKids = try #require(groups[4]["/K"] as? [String])
        #expect(try dictionary(objects, firstGroupKids[0])["/P"] as? String == kids[256], "a grouped P's parent is its group")
        #expect(try dictionary(objects, kids[0])["/P"] as? String == document.key)
        let list = try dictionary(objects, lastGroupKids.last)
        #expect(list["/S"] as? String == "/L" && (list["/K"] as? [String])?.count == 300, "the list's items are not grouped")
        // The first group was written when it filled, before the Document.
        let groupStream = try #require(streams[kids[256]]), documentStream = try #require(streams[document.key])
        #expect(groupStream < documentStream)
        let tree = try PDFTools.runChecked("pdfinfo", ["-struct-text", path]).stdout
        #expect(tree.components(separatedBy: "P (block)").count - 1 == 1500, "every paragraph is in the tree")
    }

    @Test("a cross-reference row keeps its fields through packing, to a terabyte's offset and 2^22 objects per stream")
    func packedCrossReferences() {
        var table = XrefTable()
        let entries: [XrefEntry] = [
            .free(generation: 0), .inUse(offset: 17, generation: 0), .inUse(offset: (1 << 40) - 1, generation: 0),
            .compressed(objectStream: 12_345_678, index: (1 << 22) - 1), .compressed(objectStream: 3, index: 0),
        ]
        for e in entries { table.append(e) }
        #expect(Array(table) == [.free(generation: 65535)] + entries)
        table[2] = .compressed(objectStream: 9, index: 4)
        #expect(table[2] == .compressed(objectStream: 9, index: 4) && table.count == 6)
    }

    @Test("cross-reference rows across chunks: each row where it was put, read by number and in order")
    func crossReferencesAcrossChunks() {
        var table = XrefTable()
        let n = XrefTable.chunkLength * 2 + 5
        for i in 1..<n { table.append(.inUse(offset: i * 3, generation: 0)) }
        #expect(table.count == n)
        let edge = XrefTable.chunkLength
        #expect(table[edge - 1] == .inUse(offset: (edge - 1) * 3, generation: 0))
        #expect(table[edge] == .inUse(offset: edge * 3, generation: 0))
        table[edge] = .compressed(objectStream: 7, index: 1)
        #expect(table[edge] == .compressed(objectStream: 7, index: 1) && table[edge + 1] == .inUse(offset: (edge + 1) * 3, generation: 0))
        let rows = Array(table)
        #expect(rows.count == n && rows[0] == .free(generation: 65535) && rows[edge] == .compressed(objectStream: 7, index: 1))
        #expect(rows[n - 1] == .inUse(offset: (n - 1) * 3, generation: 0))
    }

    @Test("an element is written as the syntax a dictionary of its entries writes, kids and attributes included")
    func elementSyntax() throws {
        var tree = StructureTree(rootRef: ObjectRef(1))
        var next = 10
        let allocate = { () -> ObjectRef in
            next += 1
            return ObjectRef(next)
        }
        let attributes = StructureAttributes(alternativeText: "Total (net)", boundingBox: Rect(x: 1, y: 2, width: 3, height: 4),
                                             columnSpan: 2, scope: .column)
        tree.begin(.tableHeaderCell, attributes: attributes, ref: ObjectRef(5), allocate: allocate)
        var mcids = [tree.mark(onPage: ObjectRef(2), allocate: allocate), tree.mark(onPage: ObjectRef(2), allocate: allocate),
                     tree.mark(onPage: ObjectRef(3), allocate: allocate)]
        tree.begin(.paragraph, attributes: StructureAttributes(), ref: ObjectRef(6), allocate: allocate)
        mcids.append(tree.mark(onPage: ObjectRef(3), allocate: allocate))
        #expect(mcids == [0, 1, 0, 1])
        let ended = [tree.end(), tree.end(), tree.end()]
        #expect(ended == [true, true, false])
        var written: [(ObjectRef, String)] = []
        tree.takeFinished { ref, syntax in written.append((ref, String(decoding: syntax, as: UTF8.self))) }

        let paragraph: PDFDictionary = ["S": .name("P"), "P": .reference(ObjectRef(5)), "Pg": .reference(ObjectRef(3)), "K": .integer(1)]
        var header: PDFDictionary = [
            "S": .name("TH"), "P": .reference(ObjectRef(1)), "Pg": .reference(ObjectRef(2)),
            "K": .array([.integer(0), .integer(1), .dictionary(["Type": .name("MCR"), "Pg": .reference(ObjectRef(3)), "MCID": .integer(0)]),
                         .reference(ObjectRef(6))]),
        ]
        attributes.entries(into: &header)
        #expect(written.map(\.0) == [ObjectRef(6), ObjectRef(5)])
        #expect(written.map(\.1) == [PDFObject.dictionary(paragraph).serialized, PDFObject.dictionary(header).serialized])
        #expect(written.last?.1.contains("/Alt (Total \\(net\\))") == true)
        #expect(!tree.hasFinished)
    }
}
