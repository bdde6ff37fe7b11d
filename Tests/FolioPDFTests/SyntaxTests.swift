import FolioPDF
import Testing

@Suite("PDF syntax")
struct SyntaxTests {
    private func real(_ v: Double) -> String {
        var b = ByteBuffer()
        b.appendReal(v)
        return String(decoding: b.bytes, as: UTF8.self)
    }

    @Test("reals: fixed notation, at most four decimals, no -0, no exponent", arguments: [
        (0.0, "0"), (-0.0, "0"), (1.0, "1"), (-1.0, "-1"), (0.5, ".5"), (-0.25, "-.25"),
        (612.0, "612"), (33.333333, "33.3333"), (66.66666, "66.6667"), (1e-7, "0"), (-1e-7, "0"),
        (123456.78901, "123456.789"), (0.00005, ".0001"), (1e20, "1000000000000"), (10.0001, "10.0001"),
        (2.5e-5, "0"), (100.10, "100.1"),
    ])
    func reals(_ pair: (Double, String)) {
        #expect(real(pair.0) == pair.1)
    }

    @Test("integers", arguments: [(0, "0"), (7, "7"), (-42, "-42"), (1_000_000, "1000000"), (Int.min, "-9223372036854775808")])
    func integers(_ pair: (Int, String)) {
        var b = ByteBuffer()
        b.appendInt(pair.0)
        #expect(String(decoding: b.bytes, as: UTF8.self) == pair.1)
    }

    @Test("names escape delimiters, '#', spaces and non-ASCII as #xx", arguments: [
        ("Type", "/Type"), ("A B", "/A#20B"), ("a#b", "/a#23b"), ("(x)", "/#28x#29"), ("é", "/#C3#A9"),
        ("a/b", "/a#2Fb"), ("", "/"),
    ])
    func names(_ pair: (String, String)) {
        #expect(PDFName(pair.0).description == pair.1)
    }

    @Test("literal strings escape backslash, parentheses and control bytes")
    func literalStrings() {
        var b = ByteBuffer()
        b.appendLiteralString(Array("a(b)c\\d\n\r\t".utf8) + [0x01, 0xFF])
        #expect(b.bytes == Array("(a\\(b\\)c\\\\d\\n\\r\\t\\001".utf8) + [0xFF, 0x29])
    }

    @Test("hex strings")
    func hexStrings() {
        #expect(PDFObject.hexString([0x00, 0xAB, 0x10]).serialized == "<00AB10>")
    }

    @Test("text strings: ASCII stays PDFDocEncoding, anything else becomes UTF-16BE with BOM")
    func textStrings() {
        #expect(TextString.encode("Hello") == Array("Hello".utf8))
        #expect(TextString.encode("é") == [0xFE, 0xFF, 0x00, 0xE9])
        #expect(TextString.encode("😀") == [0xFE, 0xFF, 0xD8, 0x3D, 0xDE, 0x00])
        #expect(PDFObject.text("Hi (1)").serialized == "(Hi \\(1\\))")
        #expect(PDFObject.text("Ω").serialized == "<FEFF03A9>")
    }

    @Test("dictionaries keep insertion order; setting nil removes; arrays and references")
    func dictionaries() {
        var d: PDFDictionary = ["Type": .name("Page"), "Count": .integer(3)]
        d["Kids"] = .array([.reference(ObjectRef(4)), .null, .bool(true), .real(1.5)])
        d["Count"] = nil
        #expect(PDFObject.dictionary(d).serialized == "<</Type /Page/Kids [4 0 R null true 1.5]>>")
        d["Type"] = .name("Pages")
        #expect(d.entries.first?.value == .name("Pages"))
    }

    @Test("Flate round-trips through zlib")
    func flate() throws {
        let input = Array(String(repeating: "Folio writes PDF. ", count: 200).utf8)
        let packed = try Flate.deflate(input)
        #expect(packed.count < input.count / 10)
        #expect(Flate.inflate(packed) == input)
        #expect(Flate.inflate([1, 2, 3]) == nil)
    }

    @Test("content stream operators are written as ISO 32000 spells them")
    func contentOperators() {
        var c = ContentStream()
        c.save(); c.concat(1, 0, 0, -1, 0, 792); c.setLineWidth(5); c.setLineCap(.round); c.setLineJoin(.bevel)
        c.setDash([3, 2], phase: 0); c.setMiterLimit(4); c.setFillRGB(1, 0, 0); c.rect(0, 0, 10, 10); c.fill()
        c.moveTo(0, 0); c.lineTo(1, 1); c.curveTo(1, 2, 3, 4, 5, 6); c.closePath(); c.fillEvenOddAndStroke()
        c.setExtGState("GS1"); c.drawXObject("Im1"); c.restore()
        let s = String(decoding: c.bytes.bytes, as: UTF8.self)
        #expect(s == "q\n1 0 0 -1 0 792 cm\n5 w\n1 J\n2 j\n[3 2] 0 d\n4 M\n1 0 0 rg\n0 0 10 10 re\nf\n0 0 m\n1 1 l\n1 2 3 4 5 6 c\nh\nB*\n/GS1 gs\n/Im1 Do\nQ\n")
    }

    @Test("PDF dates from Unix time, in UTC")
    func dates() {
        #expect(PDFDate(secondsSince1970: 0).pdfString == "D:19700101000000Z")
        #expect(PDFDate(secondsSince1970: 1_700_000_000).pdfString == "D:20231114221320Z")
        #expect(PDFDate(secondsSince1970: 951_782_400).xmpString == "2000-02-29T00:00:00Z")
    }
}
