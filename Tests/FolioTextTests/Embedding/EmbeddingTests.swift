import FolioGeometry
import FolioGraphics
import FolioTestSupport
import FolioText
import Foundation
import Testing

/// pdftotext marks right-to-left lines with bidi controls; the text itself is what counts.
func withoutBidiControls(_ s: String) -> String {
    String(s.unicodeScalars.filter { !(0x202A...0x202E).contains($0.value) && !(0x2066...0x2069).contains($0.value)
        && $0.value != 0x200E && $0.value != 0x200F })
}

@Suite("Embedded subset fonts read back as the text drawn")
struct EmbeddingTests {
    @Test("pdftotext gives the input text back in logical order", arguments: Sample.all + [Sample.cff])
    func roundTrip(sample: Sample) throws {
        let font = try sample.font
        let pdf = try TextPDF { ctx throws(GraphicsError) in
            try ctx.draw(sample.text, at: Point(x: 20, y: 40), font: font, size: 18)
        }
        #expect(withoutBidiControls(try pdf.text()) == normalised(sample.text))
    }

    @Test("Thai with stacked marks and Persian with ZWNJ read back (ZWNJ is invisible and not extracted)",
          arguments: [("เพิ่มโฟลเดอร์ปัจจุบัน ความสว่างของแม่สีเขียว", "NotoSansThai-Regular.ttf"),
                      ("اضافه کردن پوشه‌ی فعلی", "NotoNaskhArabic-Regular.ttf")])
    func marksAndJoiners(text: String, file: String) throws {
        let font = try Fixture.font(file)
        let pdf = try TextPDF(width: 600) { ctx throws(GraphicsError) in
            try ctx.draw(text, at: Point(x: 20, y: 40), font: font, size: 18)
        }
        #expect(withoutBidiControls(try pdf.text()) == text.replacingOccurrences(of: "\u{200C}", with: ""))
    }

    @Test("pointed Hebrew reads back in logical order, each base before its marks (MuPDF)")
    func pointedHebrew() throws {
        let sample = Sample.pointedHebrew
        let font = try sample.font
        let pdf = try TextPDF { ctx throws(GraphicsError) in
            try ctx.draw(sample.text, at: Point(x: 20, y: 40), font: font, size: 18)
        }
        let text = try PDFTools.run("mutool", ["draw", "-q", "-F", "txt", "-o", "-", pdf.path]).stdout
        #expect(normalised(text) == sample.text)
    }

    @Test("pdffonts lists the font as embedded, subset, with a ToUnicode map", arguments: Sample.all + [Sample.cff])
    func pdffonts(sample: Sample) throws {
        let font = try sample.font
        let pdf = try TextPDF { ctx throws(GraphicsError) in
            try ctx.draw(sample.text, at: Point(x: 20, y: 40), font: font, size: 18)
        }
        let fonts = try pdf.fonts()
        #expect(fonts.count == 1)
        for f in fonts {
            #expect(f.embedded && f.subset && f.unicode, "\(f)")
            #expect(f.name.hasSuffix("+" + font.postScriptName))
            #expect(f.name.prefix(6).allSatisfy { $0.isUppercase && $0.isASCII } && f.name.count > 7)
            #expect(f.type == (font.format == .cff ? "CID Type 0C (OT)" : "CID TrueType"))
        }
    }

    @Test("the same drawing gives the same bytes, subset tags included", arguments: Sample.all)
    func deterministic(sample: Sample) throws {
        let font = try sample.font
        func draw() throws -> [UInt8] {
            try TextPDF { ctx throws(GraphicsError) in
                try ctx.draw(sample.text, at: Point(x: 20, y: 40), font: font, size: 18)
            }.bytes
        }
        #expect(try draw() == draw())
    }

    @Test("one subset per font per document gathers the glyphs of every page")
    func oneSubsetAcrossPages() throws {
        let font = try Fixture.sans
        let pdf = try TextPDF { ctx throws(GraphicsError) in
            try ctx.draw("first page", at: Point(x: 20, y: 40), font: font, size: 12)
            try ctx.beginPage()
            try ctx.draw("second page: xyz", at: Point(x: 20, y: 40), font: font, size: 12)
        }
        let fonts = try pdf.fonts()
        #expect(fonts.count == 1, "\(fonts)")
        #expect(normalised(try PDFTools.text(pdf.path, page: 2)) == "second page: xyz")
        #expect(normalised(try PDFTools.text(pdf.path, page: 1)) == "first page")
    }

    @Test("a subset holds only the glyphs drawn: far smaller than the font file")
    func subsetIsSmall() throws {
        let font = try Fixture.cjk
        let pdf = try TextPDF { ctx throws(GraphicsError) in
            try ctx.draw("你好世界", at: Point(x: 20, y: 40), font: font, size: 12)
        }
        let size = try FileManager.default.attributesOfItem(atPath: font.path)[.size] as? Int ?? 0
        #expect(pdf.bytes.count * 20 < size, "\(pdf.bytes.count) bytes against a \(size)-byte font")
    }

    @Test("a ligature maps to all its characters and a conjunct to its cluster")
    func ligatureToUnicode() throws {
        let pdf = try TextPDF(compress: false) { ctx throws(GraphicsError) in
            try ctx.draw("ff", at: Point(x: 20, y: 40), font: try! Fixture.serif, size: 12)
        }
        // One glyph for "ff": the ToUnicode map gives it two characters.
        #expect(pdf.rawText.contains("<00660066>"))
        #expect(try pdf.text() == "ff")
    }

    @Test("/ActualText marks a run whose glyphs the ToUnicode map cannot read in order, and only such a run",
          arguments: [("कि", "NotoSansDevanagari-Regular.ttf", true), ("office", "DejaVuSerif.ttf", false),
                      ("مرحبا", "NotoNaskhArabic-Regular.ttf", false)])
    func actualText(text: String, file: String, expected: Bool) throws {
        let font = try Fixture.font(file)
        let pdf = try TextPDF(compress: false) { ctx throws(GraphicsError) in
            try ctx.draw(text, at: Point(x: 20, y: 40), font: font, size: 18)
        }
        // कि draws the vowel sign ि before the consonant: read glyph by glyph it would be "िक".
        #expect(try PDFTools.contentStream(pdf.path).contains("/ActualText") == expected)
        #expect(withoutBidiControls(try pdf.text()) == text)
    }

    @Test("mixed scripts with fallback fonts read back in logical order, one subset per font")
    func mixedFallback() throws {
        let text = "Hello مرحبا שלום नमस्ते สวัสดี 你好"
        let fallbacks = [try Fixture.naskh, try Fixture.hebrew, try Fixture.devanagari, try Fixture.thai, try Fixture.cjk]
        let font = try Fixture.serif
        let pdf = try TextPDF(width: 600) { ctx throws(GraphicsError) in
            try ctx.draw(text, at: Point(x: 20, y: 40), font: font, size: 14,
                         style: StringDrawingOptions(fallbackFonts: fallbacks))
        }
        // poppler places the space between a right-to-left and a left-to-right word by its
        // own rules, so compare the words' characters in order, without the spaces.
        let extracted = withoutBidiControls(try pdf.text()).filter { !$0.isWhitespace }
        #expect(extracted == text.filter { !$0.isWhitespace })
        let shaped = Shaper().shape(text, font: font, fallback: FontFallback(font: font, fallbacks: fallbacks))
        let used = Set(shaped.runs.map { ObjectIdentifier($0.font) })
        #expect(used.count == 6, "DejaVu Serif and the five fallbacks: \(shaped.runs.map(\.font.postScriptName))")
        #expect(try pdf.fonts().count == used.count)
    }
}

extension TextPDF {
    /// The file as Latin-1 text (for looking at uncompressed objects).
    var rawText: String { String(decoding: bytes.map { $0 < 0x80 ? $0 : 0x3F }, as: UTF8.self) }
}
