import FolioCSS
import FolioMarkup
import Testing

private func utf8(_ s: String) -> [UInt8] { Array(s.utf8) }

@Suite("Input decoding")
struct DecodingTests {
    @Test("UTF-8 by default, BOM skipped, invalid bytes become U+FFFD")
    func utf8Default() throws {
        let document = try HTMLDocument(bytes: [0xEF, 0xBB, 0xBF] + utf8("<p>é"))
        #expect(document.encoding == .utf8)
        #expect(document.textContent(of: document.body) == "é")
        let invalid = try HTMLDocument(bytes: utf8("<p>a") + [0xFF, 0xC3] + utf8("b") + [0xE2, 0x82] )
        #expect(invalid.textContent(of: invalid.body) == "a\u{FFFD}\u{FFFD}b\u{FFFD}")
    }

    @Test("NUL bytes and CR LF")
    func nulAndNewlines() throws {
        let document = try HTMLDocument(bytes: utf8("<pre>a\r\nb\rc") + [0] + utf8("d</pre>"))
        #expect(document.textContent(of: document.body) == "a\nb\nc\u{FFFD}d")
        // Each alone (a document with neither is taken as it is).
        let nul = try HTMLDocument(bytes: utf8("<pre>é") + [0] + utf8("d</pre>"))
        #expect(nul.textContent(of: nul.body) == "é\u{FFFD}d")
        let cr = try HTMLDocument(bytes: utf8("<pre>é\r\rd\r\n</pre>"))
        #expect(cr.textContent(of: cr.body) == "é\n\nd\n")
        let neither = try HTMLDocument(bytes: utf8("<pre>é\nd</pre>"))
        #expect(neither.textContent(of: neither.body) == "é\nd")
    }

    @Test("meta charset declares Latin-1, read as Windows-1252")
    func metaCharset() throws {
        let bytes = utf8("<meta charset=\"ISO-8859-1\"><p>caf") + [0xE9, 0x20, 0x80, 0x93]
        let document = try HTMLDocument(bytes: bytes)
        #expect(document.encoding == .windows1252)
        #expect(document.textContent(of: document.body) == "café €“")
    }

    @Test("meta http-equiv content charset")
    func httpEquiv() throws {
        let bytes = utf8("<!-- <meta charset=utf-8> --><meta http-equiv=\"Content-Type\" content=\"text/html; charset=windows-1252\"><p>") + [0x92, 0xFC]
        let document = try HTMLDocument(bytes: bytes)
        #expect(document.encoding == .windows1252)
        #expect(document.textContent(of: document.body) == "’ü")
    }

    @Test("a declaration after the first 1024 bytes is not seen")
    func prescanWindow() throws {
        let bytes = utf8("<!--" + String(repeating: "x", count: 1100) + "--><meta charset=latin1><p>") + [0xE9]
        let document = try HTMLDocument(bytes: bytes)
        #expect(document.encoding == .utf8)
        #expect(document.textContent(of: document.body) == "\u{FFFD}")
    }

    @Test("an explicit encoding wins; ISO-8859-1 proper keeps C1 controls")
    func explicitEncoding() throws {
        let document = try HTMLDocument(bytes: utf8("<meta charset=utf-8><p>") + [0x80, 0xE9], options: HTMLParseOptions(encoding: .latin1))
        #expect(document.encoding == .latin1)
        #expect(document.textContent(of: document.body) == "\u{80}é")
    }

    @Test("UTF-16 with a byte order mark")
    func utf16() throws {
        let le: [UInt8] = [0xFF, 0xFE] + "<p>é€".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let document = try HTMLDocument(bytes: le)
        #expect(document.encoding == .utf16LittleEndian)
        #expect(document.textContent(of: document.body) == "é€")
    }

    @Test("the size limit is a typed error")
    func sizeLimit() throws {
        #expect(throws: MarkupError.inputTooLarge(byteCount: 10, limit: 4)) {
            try HTMLDocument(bytes: Array(repeating: 0x41, count: 10), options: HTMLParseOptions(maximumInputSize: 4))
        }
        #expect(throws: MarkupError.invalidOption(name: "maximumDepth", value: 0, accepted: "4 or more")) {
            try HTMLDocument(string: "x", options: HTMLParseOptions(maximumDepth: 0))
        }
        let message = MarkupError.inputTooLarge(byteCount: 10, limit: 4).description
        #expect(message.contains("10 bytes") && message.contains("maximumInputSize"))
    }

    @Test("encoding labels")
    func labels() {
        #expect(HTMLEncoding(label: " UTF8 ") == .utf8)
        #expect(HTMLEncoding(label: "latin1") == .windows1252)
        #expect(HTMLEncoding(label: "cp1252") == .windows1252)
        #expect(HTMLEncoding(label: "shift_jis") == nil)
    }
}
