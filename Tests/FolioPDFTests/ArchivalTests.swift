import FolioGeometry
@testable import FolioPDF
import FolioTesting
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

@Suite("PDF/A and attachments")
struct ArchivalTests {
    /// A one-page document written with `options`: a rectangle, a link, optionally transparent
    /// and with attachments.
    private func document(_ options: PDFWriterOptions, attachments: [PDFAttachment] = [], transparent: Bool = false,
                          annotation: PDFAnnotation? = nil) throws -> [UInt8] {
        let doc = try PDFDocumentWriter(output: .memory, options: options)
        for file in attachments { try doc.attach(file) }
        for page in 0..<2 {
            let ref = doc.beginPage()
            var c = ContentStream()
            var resources = PDFDictionary()
            if transparent && page == 0 {
                let gs = doc.allocate()
                try doc.write(gs, .dictionary(["Type": .name("ExtGState"), "ca": .real(0.5)]))
                resources["ExtGState"] = .dictionary(["GS1": .reference(gs)])
                c.setExtGState("GS1")
            }
            c.setFillRGB(0.2, 0.4, 0.8)
            c.rect(72, 72, 100, 50)
            c.fill()
            try doc.endPage(PDFPage(ref: ref, mediaBox: Rect(x: 0, y: 0, width: 595, height: 842), contents: c.bytes.bytes,
                                    resources: resources,
                                    annotations: [annotation ?? .uriLink("https://example.com/", rect: Rect(x: 72, y: 72, width: 100, height: 50))]))
        }
        return try #require(try doc.finish())
    }

    private static let info = DocumentInfo(title: "Archive", author: "Folio Tests", subject: "PDF/A", keywords: "a, b",
                                           creator: "ArchivalTests", creationDate: PDFDate(secondsSince1970: 1_700_000_000),
                                           modificationDate: PDFDate(secondsSince1970: 1_700_000_100))

    private func options(_ level: PDFALevel?, _ more: Set<PDFConformance> = []) -> PDFWriterOptions {
        PDFWriterOptions(info: Self.info, conformance: more.union(level.map { [.pdfA($0)] } ?? []))
    }

    /// qpdf's JSON of the document: its objects by `obj:N 0 R`, streams' data included.
    private func qpdfObjects(_ bytes: [UInt8]) throws -> [String: Any] {
        let path = try PDFTools.save(bytes, name: "archival.pdf")
        let run = try PDFTools.runChecked("qpdf", ["--json=2", "--json-stream-data=inline", "--decode-level=generalized", path])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let qpdf = try #require(json["qpdf"] as? [Any])
        return try #require(qpdf[1] as? [String: Any])
    }

    private func value(_ objects: [String: Any], _ ref: Any?) -> [String: Any]? {
        guard let r = ref as? String, let entry = objects["obj:" + r] as? [String: Any] else { return nil }
        return (entry["value"] as? [String: Any]) ?? ((entry["stream"] as? [String: Any])?["dict"] as? [String: Any])
    }

    private func streamData(_ objects: [String: Any], _ ref: Any?) -> [UInt8]? {
        guard let r = ref as? String, let s = (objects["obj:" + r] as? [String: Any])?["stream"] as? [String: Any],
              let b64 = s["data"] as? String, let data = Data(base64Encoded: b64) else { return nil }
        return Array(data)
    }

    private func catalog(_ objects: [String: Any]) throws -> [String: Any] {
        let trailer = try #require(objects["trailer"] as? [String: Any])
        let root = try #require((trailer["value"] as? [String: Any])?["/Root"])
        return try #require(value(objects, root))
    }

    // MARK: The sRGB profile

    @Test("the generated sRGB profile has a valid ICC v2 header, tag table and D50-adapted colorants")
    func profileStructure() throws {
        let p = SRGBProfile.bytes
        func u32(_ at: Int) -> Int { Int(p[at]) << 24 | Int(p[at + 1]) << 16 | Int(p[at + 2]) << 8 | Int(p[at + 3]) }
        #expect(u32(0) == p.count)
        #expect(Array(p[12..<24]) == Array("mntrRGB XYZ ".utf8))
        #expect(Array(p[36..<40]) == Array("acsp".utf8))
        #expect(u32(8) == 0x0210_0000)
        let count = u32(128)
        var tags: [String: (Int, Int)] = [:]
        for i in 0..<count {
            let at = 132 + 12 * i
            tags[String(decoding: p[at..<at + 4], as: UTF8.self)] = (u32(at + 4), u32(at + 8))
        }
        #expect(Set(tags.keys) == ["desc", "cprt", "wtpt", "rXYZ", "gXYZ", "bXYZ", "rTRC", "gTRC", "bTRC"])
        for (_, (offset, size)) in tags { #expect(offset % 4 == 0 && offset + size <= p.count) }
        // The colorants add up to the D50 white of the connection space (within rounding).
        func xyz(_ tag: String) -> [Double] {
            let at = tags[tag]!.0 + 8
            return (0..<3).map { Double(Int32(bitPattern: UInt32(u32(at + 4 * $0)))) / 65536 }
        }
        let sum = (0..<3).map { i in xyz("rXYZ")[i] + xyz("gXYZ")[i] + xyz("bXYZ")[i] }
        #expect(abs(sum[0] - 0.9642) < 0.0005 && abs(sum[1] - 1) < 0.0005 && abs(sum[2] - 0.8249) < 0.0005, "\(sum)")
        // The published D50 colorants of sRGB (IEC 61966-2-1 Amd. 1, Bradford-adapted).
        #expect(abs(xyz("rXYZ")[0] - 0.4361) < 0.0005 && abs(xyz("gXYZ")[1] - 0.7169) < 0.0005 && abs(xyz("bXYZ")[2] - 0.7141) < 0.0005)
        #expect(SRGBProfile.bytes == SRGBProfile.build(), "built the same way every time")
    }

    @Test("Little CMS reads the profile and converts sRGB red, green and blue to the same Lab as its own sRGB")
    func profileThroughLittleCMS() throws {
        try PDFTools.require(["transicc"])
        let path = try PDFTools.save(SRGBProfile.bytes, name: "folio-srgb.icc")
        for rgb in ["255 0 0", "0 255 0", "0 0 255", "128 128 128"] {
            let ours = try lab(try PDFTools.run("transicc", ["-n", "-i", path, "-o", "*Lab", "-t", "1"], stdin: Array((rgb + "\n").utf8)))
            let lcms = try lab(try PDFTools.run("transicc", ["-n", "-i", "*sRGB", "-o", "*Lab", "-t", "1"], stdin: Array((rgb + "\n").utf8)))
            #expect(zip(ours, lcms).allSatisfy { abs($0 - $1) < 0.2 }, "\(rgb): ours \(ours), Little CMS's sRGB \(lcms)")
        }
    }

    /// transicc's Lab answer: its last line, three numbers, from a run that succeeded.
    private func lab(_ run: PDFTools.Run) throws -> [Double] {
        try #require(run.status == 0, "\(run.stderr)")
        let last = run.stdout.split(separator: "\n").last ?? ""
        let numbers = last.split(separator: " ").map { Double($0) }
        try #require(numbers.count == 3 && numbers.allSatisfy { $0 != nil }, "transicc said: \(run.stdout)")
        return numbers.compactMap { $0 }
    }

    // MARK: PDF/A output

    @Test("PDF/A-3b: qpdf --check is clean; the sRGB output intent, identification in the XMP, print flags and page groups are there")
    func pdfA3b() throws {
        let bytes = try document(options(.a3b), transparent: true)
        #expect(bytes.starts(with: Array("%PDF-1.7\n%".utf8)))
        #expect(bytes[10..<14].allSatisfy { $0 > 127 }, "binary comment")
        let check = try PDFTools.qpdfCheck(bytes: bytes)
        #expect(check.ok, "\(check.output)")
        let objects = try qpdfObjects(bytes)
        let root = try catalog(objects)
        let intents = try #require(root["/OutputIntents"] as? [Any])
        #expect(intents.count == 1)
        let intent = try #require(intents.first as? [String: Any])
        #expect(intent["/S"] as? String == "/GTS_PDFA1")
        #expect(intent["/OutputConditionIdentifier"] as? String == "u:sRGB IEC61966-2.1")
        let profile = try #require(value(objects, intent["/DestOutputProfile"]))
        #expect(profile["/N"] as? Int == 3)
        #expect(streamData(objects, intent["/DestOutputProfile"]) == SRGBProfile.bytes)
        // The metadata: unfiltered, identifying PDF/A-3B, mirroring the Info dictionary.
        let metadata = try #require(value(objects, root["/Metadata"]))
        #expect(metadata["/Filter"] == nil)
        let xmp = String(decoding: try #require(streamData(objects, root["/Metadata"])), as: UTF8.self)
        #expect(xmp.contains("<pdfaid:part>3</pdfaid:part>") && xmp.contains("<pdfaid:conformance>B</pdfaid:conformance>"))
        #expect(xmp.contains("<xmp:CreateDate>2023-11-14T22:13:20Z</xmp:CreateDate>") && xmp.contains("<xmp:ModifyDate>2023-11-14T22:15:00Z</xmp:ModifyDate>"))
        #expect(xmp.contains("<dc:title><rdf:Alt><rdf:li xml:lang=\"x-default\">Archive</rdf:li>") && xmp.contains("<pdf:Keywords>a, b</pdf:Keywords>"))
        #expect(!xmp.contains("pdfuaid") && !xmp.contains("pdfaExtension"), "nothing to declare")
        // Pages: the link prints; the transparent page has a group in the intent's colour space, the other none.
        let pages = objects.values.compactMap { ($0 as? [String: Any])?["value"] as? [String: Any] }.filter { $0["/Type"] as? String == "/Page" }
        #expect(pages.count == 2)
        let groups = pages.compactMap { $0["/Group"] as? [String: Any] }
        #expect(groups.count == 1)
        #expect(groups.first?["/S"] as? String == "/Transparency" && groups.first?["/CS"] as? String == "/DeviceRGB")
        let links = objects.values.compactMap { ($0 as? [String: Any])?["value"] as? [String: Any] }.filter { $0["/Subtype"] as? String == "/Link" }
        #expect(links.count == 2 && links.allSatisfy { $0["/F"] as? Int == 4 })
        // pdfinfo reads the same information.
        let info = try PDFTools.info(try PDFTools.save(bytes))
        #expect(info["Title"] == "Archive" && info["Author"] == "Folio Tests" && info["Producer"] == "Folio" && info["PDF version"] == "1.7")
        #expect(try document(options(.a3b), transparent: true) == bytes, "the same bytes twice")
    }

    @Test("classic cross-reference output in PDF/A-2u passes qpdf --check too", arguments: [false, true])
    func classicPDFA(compact: Bool) throws {
        var o = options(.a2u)
        o.compact = compact
        let bytes = try document(o)
        #expect(try PDFTools.qpdfCheck(bytes: bytes).ok)
        let xmp = String(decoding: bytes, as: UTF8.self)
        #expect(xmp.contains("<pdfaid:part>2</pdfaid:part>") && xmp.contains("<pdfaid:conformance>U</pdfaid:conformance>"))
    }

    @Test("no conformance asked: no output intent, no identification, the usual header")
    func defaultUnchanged() throws {
        let bytes = try document(PDFWriterOptions(info: Self.info))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(bytes.starts(with: Array("%PDF-1.5\n".utf8)))
        #expect(!text.contains("OutputIntents") && !text.contains("pdfaid") && !text.contains("/F 4"))
        #expect(!text.contains("/Group"), "no page group without PDF/A")
    }

    @Test("PDF/A and PDF/UA-1 together: the pdfuaid property is declared in an extension schema")
    func pdfUAIdentification() throws {
        let both = String(decoding: XMPMetadata.packet(for: Self.info, conformance: [.pdfA(.a2a), .pdfUA1]), as: UTF8.self)
        #expect(both.contains("<pdfuaid:part>1</pdfuaid:part>"))
        #expect(both.contains("<pdfaSchema:namespaceURI>http://www.aiim.org/pdfua/ns/id/</pdfaSchema:namespaceURI>"))
        #expect(both.contains("<pdfaProperty:name>part</pdfaProperty:name><pdfaProperty:valueType>Integer</pdfaProperty:valueType>"))
        let uaOnly = String(decoding: XMPMetadata.packet(for: Self.info, conformance: [.pdfUA1]), as: UTF8.self)
        #expect(uaOnly.contains("<pdfuaid:part>1</pdfuaid:part>") && !uaOnly.contains("pdfaExtension") && !uaOnly.contains("pdfaid:part"))
        #expect(XMPMetadata.packet(for: Self.info) == XMPMetadata.packet(for: Self.info, conformance: [], extensions: []))
        // Well-formed XML, as PDF/A requires (§6.6.2.1).
        let parser = XMLParser(data: Data(both.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    }

    // MARK: What PDF/A refuses

    @Test("level a needs tagged content; with a structure element it is written")
    func levelANeedsTags() throws {
        #expect {
            _ = try document(options(.a2a))
        } throws: { error in
            guard case PDFError.nonConforming(let v) = error else { return false }
            return v.standard == "PDF/A-2a" && v.clause == "ISO 19005-2 §6.7.3" && v.remedy.contains("tagging")
        }
        let doc = try PDFDocumentWriter(output: .memory, options: options(.a3a))
        doc.beginStructureElement(.document)
        let page = doc.beginPage()
        try doc.endStructureElement()
        try doc.endPage(PDFPage(ref: page, mediaBox: Rect(x: 0, y: 0, width: 100, height: 100), contents: []))
        let bytes = try #require(try doc.finish())
        #expect(try PDFTools.qpdfCheck(bytes: bytes).ok)
    }

    @Test("a CMYK image or gradient is refused under the sRGB output intent, naming it and what to do")
    func cmykRefused() throws {
        let doc = try PDFDocumentWriter(output: .memory, options: options(.a3b))
        #expect {
            try doc.writeStream(doc.allocate(), dictionary: [
                "Type": .name("XObject"), "Subtype": .name("Image"), "Width": .integer(30), "Height": .integer(20),
                "ColorSpace": .name("DeviceCMYK"), "BitsPerComponent": .integer(8), "Filter": .name("DCTDecode"),
            ], data: [0xFF, 0xD8])
        } throws: { error in
            guard case PDFError.nonConforming(let v) = error else { return false }
            return v.clause == "ISO 19005-3 §6.2.4.3" && v.object.contains("30 × 20 pixels") && "\(error)".contains("convert")
        }
        #expect(throws: PDFError.self) {
            try doc.write(doc.allocate(), .dictionary(["ShadingType": .integer(2), "ColorSpace": .array([.name("Indexed"), .name("DeviceCMYK")])]))
        }
        // Without PDF/A, CMYK is written as asked.
        let plain = try PDFDocumentWriter(output: .memory)
        try plain.write(plain.allocate(), .dictionary(["ShadingType": .integer(2), "ColorSpace": .name("DeviceCMYK")]))
        plain.abandon()
    }

    @Test("annotations: hidden ones, ones without an appearance and ones with JavaScript are refused")
    func annotationsRefused() throws {
        var hidden = PDFAnnotation.uriLink("https://example.com/", rect: Rect(x: 0, y: 0, width: 10, height: 10))
        hidden.dictionary["F"] = .integer(2)
        var square = PDFAnnotation(dictionary: ["Type": .name("Annot"), "Subtype": .name("Square"), "Rect": .rect(0, 0, 10, 10)])
        square.dictionary["F"] = .integer(4)
        var script = PDFAnnotation.uriLink("https://example.com/", rect: Rect(x: 0, y: 0, width: 10, height: 10))
        script.dictionary["A"] = .dictionary(["S": .name("JavaScript"), "JS": .text("app.alert(1)")])
        for (annotation, clause) in [(hidden, "§6.3.2"), (square, "§6.3.3"), (script, "§6.5.1")] {
            #expect {
                _ = try document(options(.a2b), annotation: annotation)
            } throws: { error in
                guard case PDFError.nonConforming(let v) = error else { return false }
                return v.clause.hasSuffix(clause) && v.object.contains("on page 1")
            }
        }
    }

    @Test("a page larger than 200 inches and two PDF/A levels at once are refused")
    func otherRefusals() throws {
        let doc = try PDFDocumentWriter(output: .memory, options: options(.a2b))
        #expect(throws: PDFError.self) {
            try doc.endPage(PDFPage(ref: doc.beginPage(), mediaBox: Rect(x: 0, y: 0, width: 15_000, height: 100), contents: []))
        }
        doc.abandon()
        #expect {
            _ = try PDFDocumentWriter(output: .memory, options: PDFWriterOptions(conformance: [.pdfA(.a2b), .pdfA(.a3b)]))
        } throws: { "\($0)".contains("PDF/A-2b and PDF/A-3b") }
        let bad = XMPExtensionSchema(schema: "x", namespaceURI: "urn:x#", prefix: "1x", properties: [])
        #expect(throws: PDFError.self) { _ = try PDFDocumentWriter(output: .memory, options: PDFWriterOptions(xmpExtensions: [bad])) }
    }

    // MARK: Attachments

    private static let xml = PDFAttachment(fileName: "factur-x.xml", data: Array("<?xml version=\"1.0\"?><invoice>42</invoice>\n".utf8),
                                           description: "The invoice as XML", relationship: .data)
    private static let csv = PDFAttachment(fileName: "données.csv", data: Array(repeating: Array("a,b,c\n1,2,3\n".utf8), count: 20).flatMap { $0 },
                                           relationship: .source)

    @Test("attachments: listed by pdfdetach, saved back byte for byte, with /F /UF /Desc /AFRelationship, MIME type, size and date, and /AF")
    func attachments() throws {
        let bytes = try document(options(.a3b), attachments: [Self.xml, Self.csv, Self.xml])
        #expect(try PDFTools.qpdfCheck(bytes: bytes).ok)
        let path = try PDFTools.save(bytes, name: "attached.pdf")
        let list = try PDFTools.runChecked("pdfdetach", ["-list", path]).stdout
        #expect(list.contains("3 embedded files"), "\(list)")
        #expect(list.contains("factur-x.xml") && list.contains("données.csv"), "\(list)")
        let dir = PDFTools.temporaryDirectory(prefix: "detach")
        _ = try PDFTools.runChecked("pdfdetach", ["-saveall", "-o", dir.path, path])
        #expect(FileManager.default.contents(atPath: dir.appendingPathComponent("factur-x.xml").path).map(Array.init) == Self.xml.data)
        #expect(FileManager.default.contents(atPath: dir.appendingPathComponent("données.csv").path).map(Array.init) == Self.csv.data)

        let objects = try qpdfObjects(bytes)
        let root = try catalog(objects)
        let af = try #require(root["/AF"] as? [Any])
        #expect(af.count == 3)
        let spec = try #require(value(objects, af[0]))
        #expect(spec["/Type"] as? String == "/Filespec" && spec["/F"] as? String == "u:factur-x.xml" && spec["/UF"] as? String == "u:factur-x.xml")
        #expect(spec["/Desc"] as? String == "u:The invoice as XML" && spec["/AFRelationship"] as? String == "/Data")
        let ef = try #require(spec["/EF"] as? [String: Any])
        let file = try #require(value(objects, ef["/F"]))
        #expect(file["/Type"] as? String == "/EmbeddedFile" && file["/Subtype"] as? String == "/text/xml")
        let params = try #require(file["/Params"] as? [String: Any])
        #expect(params["/Size"] as? Int == Self.xml.data.count && params["/ModDate"] as? String == "u:D:20231114221500Z")
        #expect(value(objects, af[1])?["/AFRelationship"] as? String == "/Source")
        // The name tree: keys in the order of their bytes (a UTF-16 key, after its byte-order
        // mark FE FF, comes after ASCII ones), the second factur-x.xml renamed.
        let names = try #require(root["/Names"] as? [String: Any])
        let tree = try #require(value(objects, names["/EmbeddedFiles"]))
        let keys = try #require(tree["/Names"] as? [Any]).enumerated().filter { $0.offset % 2 == 0 }.compactMap { $0.element as? String }
        #expect(keys == ["u:factur-x.xml", "u:factur-x.xml (2)", "u:données.csv"])
    }

    @Test("PDF/A-2 refuses an attachment that is not PDF/A, and takes one that is")
    func pdfA2Attachments() throws {
        #expect {
            _ = try document(options(.a2b), attachments: [Self.xml])
        } throws: { error in
            guard case PDFError.nonConforming(let v) = error else { return false }
            return v.clause == "ISO 19005-2 §6.8" && v.object.contains("factur-x.xml") && v.remedy.contains("PDF/A-3")
        }
        let archived = try document(options(.a2b))
        let inner = PDFAttachment(fileName: "earlier.pdf", data: archived)
        #expect(inner.mimeType == "application/pdf" && inner.claimsPDFA)
        #expect(try PDFTools.qpdfCheck(bytes: try document(options(.a2b), attachments: [inner])).ok)
        #expect(!PDFAttachment(fileName: "plain.pdf", data: try document(PDFWriterOptions())).claimsPDFA)
    }

    @Test("MIME types from extensions, and refusals of bad names and types")
    func mimeTypes() throws {
        #expect(PDFAttachment.mimeType(forFileName: "a.XML") == "text/xml")
        #expect(PDFAttachment.mimeType(forFileName: "report.final.csv") == "text/csv")
        #expect(PDFAttachment.mimeType(forFileName: "README") == "application/octet-stream")
        #expect(PDFAttachment.mimeType(forFileName: ".profile") == "application/octet-stream")
        let doc = try PDFDocumentWriter(output: .memory)
        #expect(throws: PDFError.self) { try doc.attach(PDFAttachment(fileName: "", data: [1])) }
        #expect(throws: PDFError.self) { try doc.attach(PDFAttachment(fileName: "a.bin", data: [1], mimeType: "not a type")) }
        try doc.attach(PDFAttachment(fileName: "a.bin", data: [1], mimeType: "application/vnd.folio+json"))
        doc.abandon()
    }
}
