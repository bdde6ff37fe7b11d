import FolioGeometry
import FolioGraphics
import FolioTestSupport
import FolioText
import Foundation
import Testing

/// A page of every sample script, drawn with the bundled fonts.
func drawMixedScriptPage() throws -> TextPDF {
    let lines: [(String, Font)] = [
        ("Latin: office affine AVA Wave — fluffy", try Fixture.serif),
        ("العربية: مرحبا بالعالم", try Fixture.naskh),
        ("עברית: שָׁלוֹם עוֹלָם", try Fixture.hebrew),
        ("हिन्दी: नमस्ते दुनिया क्षत्रिय द्वार", try Fixture.devanagari),
        ("ไทย: สวัสดีชาวโลก ที่นี่ ผู้ใหญ่", try Fixture.thai),
        ("中文: 你好，世界。日本語のテキスト", try Fixture.cjk),
    ]
    let fallbacks = [try Fixture.sans, try Fixture.naskh, try Fixture.hebrew, try Fixture.devanagari, try Fixture.thai, try Fixture.cjk]
    return try TextPDF(width: 500, height: 330) { ctx throws(GraphicsError) in
        var y = 20.0
        for (text, font) in lines {
            try ctx.draw(text, at: Point(x: 20, y: y), font: font, size: 22,
                         style: StringDrawingOptions(fallbackFonts: fallbacks))
            y += 50
        }
    }
}

@Suite("A page of mixed scripts")
struct RenderedPageTests {
    @Test("every line of the mixed-script page reads back and is inked where it was drawn")
    func mixedPage() throws {
        let pdf = try drawMixedScriptPage()
        let text = withoutBidiControls(try pdf.text())
        for word in ["office", "مرحبا", "नमस्ते", "สวัสดีชาวโลก", "你好，世界。日本語のテキスト"] {
            #expect(text.contains(word), "\(word) in \(text)")
        }
        let raster = try PDFTools.render(pdf.path, dpi: 72)
        for line in 0..<6 {
            let top = 20 + line * 50
            var dark = 0
            for y in top..<(top + 30) { for x in 20..<480 where raster[x, y].r < 100 { dark += 1 } }
            #expect(dark > 300, "line \(line) is inked")
        }
        if let dir = ProcessInfo.processInfo.environment["FOLIO_TEXT_PAGE_DIR"] {
            try PDFTools.run("cp", [pdf.path, dir + "/mixed-scripts.pdf"])
        }
    }
}

@Suite("Embedded fonts render in poppler and MuPDF")
struct RenderingTests {
    @Test("each sample's glyphs are inked by both renderers", arguments: Sample.all + [Sample.cff])
    func inked(sample: Sample) throws {
        let font = try sample.font
        let pdf = try TextPDF(width: 400, height: 60) { ctx throws(GraphicsError) in
            try ctx.draw(sample.text, at: Point(x: 10, y: 10), font: font, size: 24)
        }
        for renderer in [PDFTools.Renderer.poppler, .mupdf] {
            let raster = try PDFTools.render(pdf.path, dpi: 72, renderer: renderer)
            var dark = 0
            for y in 0..<raster.height { for x in 0..<raster.width where raster[x, y].r < 100 { dark += 1 } }
            #expect(dark > 200, "\(renderer): \(dark) dark pixels")
        }
    }

    @Test("a CFF font's glyphs land where the shaper put them: its rendering equals the TrueType path's ink box")
    func cffPlacement() throws {
        let font = try Fixture.cff
        let pdf = try TextPDF(width: 300, height: 60) { ctx throws(GraphicsError) in
            try ctx.draw("HIH", at: Point(x: 10, y: 10), font: font, size: 30)
        }
        let raster = try PDFTools.render(pdf.path, dpi: 72, renderer: .mupdf)
        var maxX = 0
        for y in 0..<raster.height { for x in 0..<raster.width where raster[x, y].r < 100 { maxX = max(maxX, x) } }
        let width = GraphicsContext.measure("HIH", font: font, size: 30).width
        #expect(abs(Double(maxX) - (10 + width)) < 6, "the last H ends near the run's advance")
    }
}
