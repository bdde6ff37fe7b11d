import Foundation

/// Small PDFs written by hand, not by Folio: FolioTesting must read what any producer writes.
/// Classic cross-reference table, uncompressed streams, the standard Helvetica (not embedded).
struct MiniPDF {
    /// One page: its content stream and size in points.
    struct Page {
        var content: String
        var width = 200
        var height = 200
    }

    var pages: [Page]
    var title: String?
    /// Page 1 gets a link to the named destination "there" (page 2 when there is one) and a URI link.
    var links = false
    /// An outline with one item, "Second page", opening the last page.
    var outline = false

    /// A page showing `text` in 24-pt Helvetica at (20, 100), and a filled rectangle.
    static func textPage(_ text: String, box: String = "20 20 40 40", gray: Double = 0) -> Page {
        Page(content: "\(gray) g \(box) re f BT /F1 24 Tf 20 100 Td (\(text)) Tj ET")
    }

    var bytes: [UInt8] {
        // 1 catalog, 2 page tree, 3 font, 4 info, 5 names, 6 outlines, 7 outline item, then page i at 8 + 2i, its content at 9 + 2i.
        let pageRefs = pages.indices.map { "\(8 + 2 * $0) 0 R" }
        var objects: [String] = []
        var catalog = "<< /Type /Catalog /Pages 2 0 R"
        if links { catalog += " /Names << /Dests 5 0 R >>" }
        if outline { catalog += " /Outlines 6 0 R" }
        objects.append(catalog + " >>")
        objects.append("<< /Type /Pages /Kids [\(pageRefs.joined(separator: " "))] /Count \(pages.count) >>")
        objects.append("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>")
        objects.append("<< /Producer (MiniPDF)" + (title.map { " /Title (\($0))" } ?? "") + " >>")
        objects.append("<< /Names [(there) [\(pageRefs.last ?? "null") /XYZ 72 150 null]] >>")
        objects.append("<< /Type /Outlines /First 7 0 R /Last 7 0 R /Count 1 >>")
        objects.append("<< /Title (Second page) /Parent 6 0 R /Dest [\(pageRefs.last ?? "null") /Fit] >>")
        for (i, page) in pages.enumerated() {
            var dict = "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(page.width) \(page.height)] "
                + "/Resources << /Font << /F1 3 0 R >> >> /Contents \(9 + 2 * i) 0 R"
            if links, i == 0 {
                dict += " /Annots [<< /Type /Annot /Subtype /Link /Rect [20 90 120 130] /Border [0 0 0] /Dest (there) >>"
                    + " << /Type /Annot /Subtype /Link /Rect [20 20 60 60] /A << /S /URI /URI (https://example.com/) >> >>]"
            }
            objects.append(dict + " >>")
            objects.append("<< /Length \(page.content.utf8.count) >>\nstream\n\(page.content)\nendstream")
        }
        return Self.assemble(objects, trailer: "/Root 1 0 R /Info 4 0 R")
    }

    /// A PDF of objects 1, 2, … (their bodies, streams written out whole) with a classic
    /// cross-reference table and `trailer` inside the trailer dictionary (besides /Size).
    static func assemble(_ objects: [String], trailer: String) -> [UInt8] {
        var out = Array("%PDF-1.4\n%\u{E2}\u{E3}\n".utf8)
        var offsets: [Int] = []
        for (i, body) in objects.enumerated() {
            offsets.append(out.count)
            out += Array("\(i + 1) 0 obj\n\(body)\nendobj\n".utf8)
        }
        let xref = out.count
        out += Array("xref\n0 \(objects.count + 1)\n0000000000 65535 f \n".utf8)
        for o in offsets { out += Array(String(format: "%010d 00000 n \n", o).utf8) }
        out += Array("trailer\n<< /Size \(objects.count + 1) \(trailer) >>\nstartxref\n\(xref)\n%%EOF\n".utf8)
        return out
    }
}
