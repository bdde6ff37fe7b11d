import FolioGeometry
import Testing

@testable import FolioPDF

@Suite("Link annotations")
struct AnnotationTests {
    /// The `/URI` bytes of a link to `uri`, as ASCII.
    private func written(_ uri: String) -> String? {
        let link = PDFAnnotation.uriLink(uri, rect: Rect(x: 0, y: 0, width: 10, height: 10))
        guard case .dictionary(let action)? = link.dictionary["A"], case .string(let bytes)? = action["URI"] else { return nil }
        #expect(bytes.allSatisfy { $0 > 0x20 && $0 < 0x7F }, "7-bit printable ASCII only")
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test("a URI is written as 7-bit ASCII: spaces, controls, non-ASCII and unsafe characters percent-encoded (#42 item 9)")
    func percentEncoding() {
        #expect(written("https://example.com/a b") == "https://example.com/a%20b")
        #expect(written("https://example.com/\u{202E}txt.exe") == "https://example.com/%E2%80%AEtxt.exe")
        #expect(written("https://example.com/caf\u{E9}?q=\"x\"&t=\t") == "https://example.com/caf%C3%A9?q=%22x%22&t=%09")
        #expect(written("mailto:a@b.c?subject=<hi>{|}") == "mailto:a@b.c?subject=%3Chi%3E%7B%7C%7D")
        // Already encoded, and plain URIs, stay as they are.
        #expect(written("https://example.com/a%20b?x=1#frag") == "https://example.com/a%20b?x=1#frag")
    }
}
