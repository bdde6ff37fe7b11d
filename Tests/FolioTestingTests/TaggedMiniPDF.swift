import Foundation

/// A small tagged PDF written by hand that passes PDF/UA-1 and PDF/A-2b as far as
/// ``ConformanceChecker`` checks them; each test breaks one thing in it. Object numbers are
/// fixed, so a test replaces an object's body or adds objects from 20 on.
struct TaggedMiniPDF {
    /// Object bodies by number (streams given as their data through ``stream(_:_:)``).
    var objects: [Int: String]
    /// Entries of the trailer besides /Size.
    var trailer = "/Root 1 0 R /Info 7 0 R /ID [<0123456789ABCDEF0123456789ABCDEF> <0123456789ABCDEF0123456789ABCDEF>]"

    /// The XMP packet with these properties inside its rdf:Description (as elements).
    static func xmp(_ properties: String) -> String {
        """
        <?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?>
        <x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
        <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:pdf="http://ns.adobe.com/pdf/1.3/"
          xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/" xmlns:pdfuaid="http://www.aiim.org/pdfua/ns/id/">
        \(properties)
        </rdf:Description></rdf:RDF></x:xmpmeta>
        <?xpacket end="w"?>
        """
    }

    static let goodXMP = xmp("""
        <dc:title><rdf:Alt><rdf:li xml:lang="x-default">Good</rdf:li></rdf:Alt></dc:title><pdf:Producer>by hand</pdf:Producer>
        <pdfuaid:part>1</pdfuaid:part><pdfaid:part>2</pdfaid:part><pdfaid:conformance>B</pdfaid:conformance>
        """)

    /// The page's content: a pagination artifact, a heading, a paragraph, a figure and a link's text.
    static let goodContent = """
        /Artifact <</Type /Pagination>> BDC 0 0 200 10 re f EMC
        /H1 <</MCID 0>> BDC BT /F1 12 Tf 20 150 Td (Title) Tj ET EMC
        /P <</MCID 1>> BDC 0 0 1 rg BT /F1 10 Tf 20 120 Td (Text) Tj ET EMC
        /Figure <</MCID 2>> BDC 20 20 50 30 re f EMC
        /Link <</MCID 3>> BDC BT /F1 10 Tf 20 60 Td (here) Tj ET EMC
        """

    /// A stream object's body.
    static func stream(_ data: String, _ dictionary: String = "") -> String {
        "<< \(dictionary) /Length \(data.utf8.count) >>\nstream\n\(data)\nendstream"
    }

    /// An ICC profile's 128-byte header, enough for the checker: class and colour space.
    static func iccHeader(deviceClass: String = "mntr", space: String = "RGB ") -> String {
        String(repeating: " ", count: 12) + deviceClass + space + String(repeating: " ", count: 108)
    }

    init() {
        objects = [
            1: "<< /Type /Catalog /Pages 2 0 R /StructTreeRoot 4 0 R /MarkInfo << /Marked true >> /Lang (en) /Metadata 8 0 R"
                + " /ViewerPreferences << /DisplayDocTitle true >>"
                + " /OutputIntents [<< /Type /OutputIntent /S /GTS_PDFA1 /OutputConditionIdentifier (sRGB) /DestOutputProfile 17 0 R >>] >>",
            2: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            3: "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Resources << /Font << /F1 10 0 R >> >> /Contents 6 0 R"
                + " /StructParents 0 /Annots [9 0 R] /Tabs /S >>",
            4: "<< /Type /StructTreeRoot /K [5 0 R] /ParentTree << /Nums [0 [11 0 R 12 0 R 13 0 R 14 0 R] 1 14 0 R] >> /ParentTreeNextKey 2 >>",
            5: "<< /Type /StructElem /S /Document /P 4 0 R /K [11 0 R 12 0 R 13 0 R 14 0 R] >>",
            6: Self.stream(Self.goodContent),
            7: "<< /Title (Good) /Producer (by hand) >>",
            8: Self.stream(Self.goodXMP, "/Type /Metadata /Subtype /XML"),
            9: "<< /Type /Annot /Subtype /Link /Rect [20 55 60 70] /Border [0 0 0] /F 4 /Contents (Go to example.com) /StructParent 1"
                + " /A << /S /URI /URI (https://example.com/) >> >>",
            10: "<< /Type /Font /Subtype /TrueType /BaseFont /Hand /FirstChar 32 /LastChar 126 /Encoding /WinAnsiEncoding /FontDescriptor 15 0 R >>",
            11: "<< /Type /StructElem /S /H1 /P 5 0 R /Pg 3 0 R /K 0 >>",
            12: "<< /Type /StructElem /S /P /P 5 0 R /Pg 3 0 R /K 1 >>",
            13: "<< /Type /StructElem /S /Figure /P 5 0 R /Pg 3 0 R /Alt (A blue square) /K 2 >>",
            14: "<< /Type /StructElem /S /Link /P 5 0 R /Pg 3 0 R /K [3 << /Type /OBJR /Obj 9 0 R >>] >>",
            15: "<< /Type /FontDescriptor /FontName /Hand /Flags 32 /FontBBox [0 0 1000 1000] /ItalicAngle 0 /Ascent 800 /Descent -200"
                + " /CapHeight 700 /StemV 80 /FontFile2 16 0 R >>",
            16: Self.stream("not really a font program"),
            17: Self.stream(Self.iccHeader(), "/N 3"),
        ]
    }

    var bytes: [UInt8] {
        let count = objects.keys.max() ?? 0
        return MiniPDF.assemble((1...count).map { objects[$0] ?? "null" }, trailer: trailer)
    }

    /// Replaces text in an object's body (the test fails if the text is not there).
    mutating func replace(_ object: Int, _ old: String, with new: String) {
        precondition(objects[object]?.contains(old) == true, "object \(object) has no \(old)")
        objects[object] = objects[object]!.replacingOccurrences(of: old, with: new)
    }

    /// Replaces the page's content stream.
    mutating func content(_ text: String) { objects[6] = Self.stream(text) }
}
