import FolioGeometry
import FolioGraphics
import FolioPDF
import FolioTestSupport
import FolioText
import Testing

@Suite("Drawing and measuring text on a GraphicsContext")
struct TextDrawingTests {
    @Test("pdftotext's box of a TrueType word is Σ advances · size / unitsPerEm wide, within 0.01 (#109)",
          arguments: ["Hello", "AVATAR", "office", "Wave"])
    func boxWidth(word: String) throws {
        let font = try Fixture.serif
        let pdf = try TextPDF { ctx throws(GraphicsError) in
            try ctx.draw(word, at: Point(x: 72, y: 72), font: font, size: 12)
        }
        let box = try #require(try pdf.wordBoxes().first)
        let shaped = Shaper().shape(word, font: font)
        let advances = shaped.runs.flatMap(\.glyphs).reduce(0) { $0 + Int($1.xAdvance) }
        #expect(abs(box.xMin - 72) < 0.01)
        #expect(abs((box.xMax - box.xMin) - Double(advances) * 12 / 2048) < 0.01)
        #expect(abs(box.yMin - 72) < 0.01, "the top of the line box is at the point's y (#R23)")
    }

    @Test("the advance measured is the advance drawn: the next word starts at x + width (#112)")
    func measureEqualsDraw() throws {
        let font = try Fixture.sans
        let width = GraphicsContext.measure("Typeset ", font: font, size: 10).width
        let pdf = try TextPDF { ctx throws(GraphicsError) in
            let m = try ctx.draw("Typeset ", at: Point(x: 50, y: 50), font: font, size: 10)
            #expect(m.width == width)
            try ctx.draw("next", at: Point(x: 50 + m.width, y: 50), font: font, size: 10)
        }
        let boxes = try pdf.wordBoxes()
        let next = try #require(boxes.first { $0.word == "next" })
        #expect(abs(next.xMin - (50 + width)) < 0.01)
    }

    @Test("measure gives the font's ascent, descent and leading at the size")
    func measureMetrics() throws {
        let font = try Fixture.font("FreeSansBold.otf")
        let m = GraphicsContext.measure("Ag", font: font, size: 20)
        #expect(m.ascent == 16 && m.descent == 4 && m.leading == 2, "typo metrics 800/-200/100 at 20 pt")
        #expect(m.lineHeight == 22)
        let two = GraphicsContext.measure("Ag\nlonger line", font: font, size: 20)
        #expect(two.lineCount == 2 && two.size.height == 22 + 20)
        #expect(two.width == GraphicsContext.measure("longer line", font: font, size: 20).width)
    }

    @Test("glyphs are upright on an upper-left page and on a lower-left one (#110)", arguments: [Origin.upperLeft, .lowerLeft])
    func upright(origin: Origin) throws {
        let font = try Fixture.serif
        let pdf = try TextPDF(origin: origin, compress: false) { ctx throws(GraphicsError) in
            try ctx.draw("Upright", at: Point(x: 20, y: 60), font: font, size: 20)
        }
        #expect(try pdf.text() == "Upright")
        let content = try PDFTools.contentStream(pdf.path)
        #expect(content.contains(origin == .upperLeft ? "1 0 0 -1 20 " : "1 0 0 1 20 "))
        // The glyphs' ink: dark pixels above the baseline, none far below it.
        let raster = try PDFTools.render(pdf.path)
        let baselineFromTop = origin == .upperLeft ? 60 + font.ascent(atSize: 20) : 200 - (60 - font.ascent(atSize: 20))
        let top = Int(baselineFromTop) - 14, bottom = Int(baselineFromTop) + 6
        func dark(_ ys: Range<Int>) -> Int {
            var n = 0
            for y in ys where y >= 0 && y < raster.height { for x in 20..<100 where raster[x, y].r < 128 { n += 1 } }
            return n
        }
        #expect(dark(top..<Int(baselineFromTop)) > 50, "the capital U sits above the baseline")
        #expect(dark(Int(baselineFromTop) + 1..<bottom) < dark(top..<Int(baselineFromTop)), "only descenders below")
    }

    @Test("colour, character spacing and drawing mode go into the text object (#113)")
    func textState() throws {
        let font = try Fixture.sans
        let pdf = try TextPDF(compress: false) { ctx throws(GraphicsError) in
            try ctx.setCharacterSpacing(2)
            try ctx.setTextDrawingMode(.stroke)
            try ctx.setStrokeColor(.red)
            try ctx.draw("Spaced", at: Point(x: 20, y: 20), font: font, size: 12)
            try ctx.setTextDrawingMode(.fill)
            try ctx.setCharacterSpacing(0)
            try ctx.draw("Red", at: Point(x: 20, y: 60), font: font, size: 12, color: .red)
        }
        let content = try PDFTools.contentStream(pdf.path)
        #expect(content.contains("2 Tc"))
        #expect(content.contains("1 Tr"))
        #expect(content.contains("1 0 0 RG"))
        #expect(content.contains("1 0 0 rg"))
        let boxes = try pdf.wordBoxes()
        let spaced = try #require(boxes.first { $0.word == "Spaced" })
        let plain = GraphicsContext.measure("Spaced", font: font, size: 12).width
        #expect(abs((spaced.xMax - spaced.xMin) - (plain + 5 * 2)) < 0.01, "2 pt after each of the first five glyphs")
    }

    @Test("TJ adjustments make the viewer's advances the shaper's: kerning is written, nothing else")
    func exactAdjustments() throws {
        let font = try Fixture.serif
        let pdf = try TextPDF(compress: false) { ctx throws(GraphicsError) in
            try ctx.draw("AVA", at: Point(x: 10, y: 10), font: font, size: 10)
            try ctx.draw("mmm", at: Point(x: 10, y: 50), font: font, size: 10)
        }
        let content = try PDFTools.contentStream(pdf.path)
        let tj = content.split(separator: "\n").filter { $0.hasSuffix("TJ") }
        #expect(tj.count == 2)
        #expect(tj[0].contains(">49.8047<"), "A→V kerned by 102 units: 102·1000/2048")
        #expect(!tj[1].contains(">"+"-") && tj[1].filter { $0 == "<" }.count == 1, "no kerning, no adjustment")
    }

    @Test("underline and strikethrough are drawn from the font's post and OS/2 metrics")
    func decorations() throws {
        let font = try Fixture.sans
        let pdf = try TextPDF(compress: false) { ctx throws(GraphicsError) in
            try ctx.draw("Lined", at: Point(x: 20, y: 20), font: font, size: 20,
                         style: StringDrawingOptions(decoration: [.underline, .strikethrough]))
        }
        let k = 20.0 / 2048
        let baseline = 20 + 1901 * k
        let width = GraphicsContext.measure("Lined", font: font, size: 20).width
        let content = try PDFTools.contentStream(pdf.path)
        func rect(_ top: Double, _ thickness: Double) -> String {
            var b = ContentStream()
            b.rect(20, top, width, thickness * k)
            return String(decoding: b.bytes.bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        #expect(content.contains(rect(baseline + 40 * k, 90)), "underline top 40 units below the baseline")
        #expect(content.contains(rect(baseline - 530 * k, 102)), "strikeout top 530 units above it")
    }

    @Test("missing glyphs draw .notdef and are counted in a diagnostic the caller can read")
    func missingGlyphs() throws {
        let font = try Fixture.serif
        var result: TextMeasurement?
        let pdf = try TextPDF(compress: false) { ctx throws(GraphicsError) in
            result = try ctx.draw("Thai ก ข", at: Point(x: 20, y: 20), font: font, size: 12)
        }
        let m = try #require(result)
        #expect(m.diagnostics.count == 1)
        guard case .missingGlyphs(let name, let count, let chars) = m.diagnostics[0] else {
            Issue.record("expected a missing-glyph diagnostic, got \(m.diagnostics)"); return
        }
        #expect(name == "DejaVuSerif" && count == 2 && chars == [Unicode.Scalar(0x0E01)!, Unicode.Scalar(0x0E02)!])
        #expect(pdf.diagnostics.contains { $0.contains("missing") && $0.contains("U+E01") })
        #expect(try glyphCodes(PDFTools.contentStream(pdf.path)).filter { $0 == 0 }.count == 2, ".notdef (glyph 0) is drawn")
    }

    @Test("text drawn in a form and in a transparency layer is upright, embedded once and extracted")
    func formsAndLayers() throws {
        let font = try Fixture.sans
        let pdf = try TextPDF { ctx throws(GraphicsError) in
            let form = try ctx.makeForm(size: Size(width: 100, height: 40)) { f throws(GraphicsError) in
                try f.draw("Form", at: Point(x: 5, y: 5), font: font, size: 14)
            }
            try ctx.draw(form, at: Point(x: 20, y: 20))
            try ctx.beginTransparencyLayer()
            try ctx.draw("Layer", at: Point(x: 20, y: 100), font: font, size: 14)
            try ctx.endTransparencyLayer()
        }
        #expect(try pdf.text() == "Form Layer")
        #expect(try pdf.fonts().count == 1)
        let form = try #require(try pdf.wordBoxes().first { $0.word == "Form" })
        #expect(abs(form.xMin - 25) < 0.01 && abs(form.yMin - 25) < 0.01)
    }

    @Test("the subset keeps .notdef's outline: a missing character shows as a box")
    func notdefInked() throws {
        let pdf = try TextPDF(width: 120, height: 60) { ctx throws(GraphicsError) in
            try ctx.draw("\u{0E01}", at: Point(x: 10, y: 10), font: try! Fixture.serif, size: 30)
        }
        let raster = try PDFTools.render(pdf.path)
        var dark = 0
        for y in 0..<raster.height { for x in 0..<raster.width where raster[x, y].r < 100 { dark += 1 } }
        #expect(dark > 30)
    }

    @Test("shadow and alpha apply to text as to paths (#114)")
    func shadowAndAlpha() throws {
        let font = try Fixture.sans
        let pdf = try TextPDF(compress: false) { ctx throws(GraphicsError) in
            try ctx.setAlpha(0.5)
            try ctx.setShadow(Shadow(offset: Size(width: 2, height: 2), blur: 0, color: .gray))
            try ctx.draw("Shadow", at: Point(x: 20, y: 20), font: font, size: 12)
        }
        let content = try PDFTools.contentStream(pdf.path)
        #expect(content.components(separatedBy: "BT").count == 3, "the text twice: shadow, then text")
        #expect(content.contains("/GS"))
        #expect(try pdf.text() == "Shadow", "the shadow copy is not extracted as text")
    }
}

/// The two-byte codes shown by every TJ of a content stream.
func glyphCodes(_ content: String) -> [Int] {
    var codes: [Int] = []
    for line in content.split(separator: "\n") where line.hasSuffix("TJ") {
        var hex = ""
        var inside = false
        for ch in line {
            if ch == "<" { inside = true; hex = "" } else if ch == ">" {
                inside = false
                var i = hex.startIndex
                while let j = hex.index(i, offsetBy: 4, limitedBy: hex.endIndex), i < hex.endIndex {
                    codes.append(Int(hex[i..<j], radix: 16) ?? -1)
                    i = j
                }
            } else if inside { hex.append(ch) }
        }
    }
    return codes
}
