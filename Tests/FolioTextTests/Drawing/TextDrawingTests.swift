import Foundation
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

    @Test("three pages with a string each: pdftotext of page k gives page k's string only (printing #5)")
    func pagesOfText() throws {
        let font = try Fixture.serif
        let bytes = try PDFRenderer().pdfBytes { ctx throws(GraphicsError) in
            for k in 1...3 {
                try ctx.beginPage()
                try ctx.draw("String of page \(k)", at: Point(x: 72, y: 72), font: font, size: 12)
            }
        }
        let path = try PDFTools.save(bytes)
        #expect(try PDFTools.qpdfCheck(path).ok)
        let pages = try PDFTools.pageTexts(path).map(normalised)
        #expect(pages == ["String of page 1", "String of page 2", "String of page 3"])
        #expect(try normalised(PDFTools.text(path, page: 2)) == "String of page 2")
    }

    @Test("PDFTools.words reads words and their boxes, with the characters poppler escapes decoded")
    func words() throws {
        let font = try Fixture.serif
        let pdf = try TextPDF { ctx throws(GraphicsError) in
            try ctx.draw("R&D <tag> \"q\" it's", at: Point(x: 40, y: 30), font: font, size: 12)
        }
        let words = try pdf.wordBoxes()
        #expect(words.map(\.text) == ["R&D", "<tag>", "\"q\"", "it's"])
        #expect(abs((words.first?.xMin ?? 0) - 40) < 0.01 && abs((words.first?.yMin ?? 0) - 30) < 0.01)
        #expect(words.allSatisfy { $0.width > 0 && $0.height > 0 })
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
        let next = try #require(boxes.first { $0.text == "next" })
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
        let spaced = try #require(boxes.first { $0.text == "Spaced" })
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
        let tj = tjArrays(try PDFTools.contentStream(pdf.path))
        #expect(tj.count == 2)
        #expect(tj[0].contains(.adjustment(49.8047)), "A→V kerned by 102 units: 102·1000/2048: \(tj[0])")
        #expect(tj[1].count == 1, "no kerning, no adjustment: one string")
    }

    @Test("runs drawn one after another share a text object and a font setting, colours included; anything else ends it first")
    func sharedTextObject() throws {
        let font = try Fixture.serif
        let glyphs = [PlacedGlyph(id: 40, cluster: 0, xAdvance: 1200), PlacedGlyph(id: 41, cluster: 1, xAdvance: 1200)]
        let pdf = try TextPDF(compress: false) { ctx throws(GraphicsError) in
            try ctx.drawGlyphRun(glyphs, font: font, size: 10, at: Point(x: 10, y: 20), text: "ab")
            try ctx.setFillColor(.red)  // a colour is set inside the text object
            try ctx.drawGlyphRun(glyphs, font: font, size: 10, at: Point(x: 10, y: 32), text: "ab")
            try ctx.drawGlyphRun(glyphs, font: font, size: 12, at: Point(x: 10, y: 44), text: "ab")
            try ctx.fill(Rect(x: 0, y: 50, width: 5, height: 5))
            try ctx.drawGlyphRun(glyphs, font: font, size: 12, at: Point(x: 10, y: 70), text: "ab")
        }
        let ops = try PDFTools.contentStream(pdf.path).split(separator: "\n").map(String.init)
        let kept = ops.filter { ["BT", "ET"].contains($0) || $0.hasSuffix(" Tf") || $0.hasSuffix(" re") || $0 == "f" || $0.hasSuffix(" rg") }
        #expect(kept == ["BT", "/F1 10 Tf", "1 0 0 rg", "/F1 12 Tf", "ET", "0 50 5 5 re", "f", "BT", "/F1 12 Tf", "ET"], "\(ops)")
        #expect(ops.filter { $0.hasSuffix(" Tm") }.count == 4)
    }

    @Test("two-byte glyph codes whose bytes are (, ), \\, line feed or carriage return are escaped in their string")
    func escapedCodes() throws {
        let font = try Fixture.cff  // CFF outlines: identity codes, the glyph id in two bytes
        let ids: [UInt32] = [0x0028, 0x0029, 0x005C, 0x000A, 0x000D, 0x0A0D, 0x0D0A, 0x0024]
        let glyphs = ids.enumerated().map { PlacedGlyph(id: $1, cluster: $0, xAdvance: 1200) }
        let pdf = try TextPDF(compress: false) { ctx throws(GraphicsError) in
            try ctx.drawGlyphRun(glyphs, font: font, size: 10, at: Point(x: 10, y: 20), text: "()\\\n\rxyA")
        }
        let content = try PDFTools.contentStream(pdf.path)
        #expect(glyphCodes(content, compact: false) == ids.map(Int.init))
        let line = try #require(content.split(separator: "\n").first { $0.hasSuffix("TJ") }, "one line holds the whole TJ")
        for escape in ["\\(", "\\)", "\\\\", "\\n", "\\r"] { #expect(line.contains(escape), "\(escape) in \(line)") }
    }

    @Test("TrueType glyphs get compact codes in drawing order: one byte for the first 122, never escaped, then two; the CIDToGIDMap gives the glyphs back, renumbered in the subset")
    func compactCodes() throws {
        let font = try Fixture.serif
        // Glyph ids 3…142 drawn backwards, with .notdef in the middle: codes follow first use.
        var ids = (3...142).reversed().map(UInt32.init)
        ids.insert(0, at: 70)
        let glyphs = ids.enumerated().map { PlacedGlyph(id: $1, cluster: $0, xAdvance: 1200) }
        let pdf = try TextPDF(compress: false) { ctx throws(GraphicsError) in
            try ctx.drawGlyphRun(glyphs, font: font, size: 4, at: Point(x: 5, y: 20), text: String(repeating: "x", count: ids.count))
        }
        let content = try PDFTools.contentStream(pdf.path)
        let codes = glyphCodes(content, compact: true)
        var expected = (0..<140).map { Int(GlyphCodes.value(of: GlyphCodes.compact(at: $0)!)) }
        expected.insert(0, at: 70)
        #expect(codes == expected)
        #expect(codes.prefix(123).allSatisfy { $0 < 0x80 } && codes.dropFirst(123).allSatisfy { $0 >= 0x8000 })
        #expect(!Set(codes.prefix(123)).contains { [0x0A, 0x0D, 0x28, 0x29, 0x5C].contains($0) }, "one-byte codes never need a backslash")
        // The subset numbers its glyphs afresh, in the order of their ids (.notdef stays 0;
        // components of composite glyphs come along and take numbers too).
        let map = try cidToGIDMap(pdf.path)
        let newIDs = codes.map { map[$0] }
        let byOldID = zip(ids, newIDs).sorted { $0.0 < $1.0 }.map(\.1)
        #expect(byOldID.first == 0 && zip(byOldID, byOldID.dropFirst()).allSatisfy { $0 < $1 }, "\(byOldID)")
        let subset = try embeddedTrueTypeFont(pdf.path)
        #expect((141..<160).contains(subset.glyphCount), "the glyphs drawn, their components, nothing more: \(subset.glyphCount)")
        #expect(zip(ids, newIDs).allSatisfy { font.advance(ofGlyph: $0) == subset.advance(ofGlyph: UInt32($1)) },
                "each new id holds the old glyph's metrics")
    }

    @Test("a document can draw 32,890 distinct glyphs of a TrueType font; one more is a clear error, not a wrong glyph")
    func compactCodesRunOut() throws {
        let font = try Fixture.serif
        let all = (1...UInt32(GlyphCodes.compactCapacity)).map { PlacedGlyph(id: $0, cluster: 0, xAdvance: 0) }
        var failure: GraphicsError?
        _ = try TextPDF { ctx throws(GraphicsError) in
            try ctx.drawGlyphRun(all, font: font, size: 1, at: Point(x: 0, y: 10), text: "x")
            try ctx.drawGlyphRun(Array(all.prefix(5)), font: font, size: 1, at: Point(x: 0, y: 20), text: "x")
            do throws(GraphicsError) {
                try ctx.drawGlyphRun([PlacedGlyph(id: 40_000, cluster: 0, xAdvance: 0)], font: font, size: 1,
                                     at: Point(x: 0, y: 30), text: "x")
            } catch { failure = error }
        }
        let caught = try #require(failure)
        #expect(caught.description.contains("32890 distinct glyphs of the font DejaVuSerif"), "\(caught)")
    }

    @Test("a glyph run with a cluster outside its text, or a glyph id past 65535, is refused with the reason; the cluster first")
    func badGlyphRuns() throws {
        let font = try Fixture.serif
        let runs: [[PlacedGlyph]] = [
            [PlacedGlyph(id: 3, cluster: 0, xAdvance: 0), PlacedGlyph(id: 4, cluster: 5, xAdvance: 0)],        // "ab" has 2 units
            [PlacedGlyph(id: 70_000, cluster: 0, xAdvance: 0), PlacedGlyph(id: 4, cluster: 1, xAdvance: 0)],
            [PlacedGlyph(id: 70_000, cluster: 0, xAdvance: 0), PlacedGlyph(id: 4, cluster: 9, xAdvance: 0)],    // both: the cluster
        ]
        var reasons: [String] = []
        _ = try TextPDF { ctx throws(GraphicsError) in
            for run in runs {
                do throws(GraphicsError) {
                    try ctx.drawGlyphRun(run, font: font, size: 10, at: Point(x: 10, y: 20), text: "ab")
                } catch { reasons.append(error.description) }
            }
        }
        #expect(reasons.count == 3)
        #expect(reasons.first?.contains("cluster offset lies outside the run's text") == true, "\(reasons)")
        #expect(reasons.dropFirst().first?.contains("glyph id 70000 is beyond 65535") == true, "\(reasons)")
        #expect(reasons.last?.contains("cluster offset lies outside the run's text") == true, "\(reasons)")
    }

    @Test("an anchor's x of 0.5 or 1 centres or right-aligns a string on the point, its y of 0.5 or 1 lifts it by half or all its height",
          arguments: [UnitPoint.topLeading, .top, .topTrailing, .leading, .center, .bottomTrailing, .bottomLeading])
    func anchoredString(anchor: UnitPoint) throws {
        let font = try Fixture.serif
        let measured = GraphicsContext.measure("Wave", font: font, size: 10)
        let pdf = try TextPDF(compress: false) { ctx throws(GraphicsError) in
            try ctx.draw("Wave", at: Point(x: 200, y: 20), anchor: anchor, font: font, size: 10)
        }
        var matrix = ContentStream()
        matrix.setTextMatrix(1, 0, 0, -1, 200 - anchor.x * measured.width, 20 - anchor.y * measured.size.height + font.ascent(atSize: 10))
        let expected = String(decoding: matrix.bytes.bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(try PDFTools.contentStream(pdf.path).contains(expected), "\(expected)")
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
        let form = try #require(try pdf.wordBoxes().first { $0.text == "Form" })
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

/// One element of a `TJ` array: a string's bytes, or a position adjustment.
enum TJElement: Equatable {
    case string([UInt8])
    case adjustment(Double)
}

/// The `TJ` arrays of a content stream (as ``PDFTools/contentStream(_:page:)`` gives it, a
/// character per byte), each parsed into strings (literal or hexadecimal) and numbers.
func tjArrays(_ content: String) -> [[TJElement]] {
    let b = content.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }
    var arrays: [[TJElement]] = []
    var i = 0
    while i < b.count {
        guard b[i] == 0x5B else {
            if b[i] == 0x28 { i = skipString(b, from: i) } else { i += 1 }  // strings outside arrays
            continue
        }
        var items: [TJElement] = []
        i += 1
        while i < b.count, b[i] != 0x5D {
            switch b[i] {
            case 0x28:  // ( literal )
                var bytes: [UInt8] = []
                i += 1
                while i < b.count, b[i] != 0x29 {
                    if b[i] == 0x5C, i + 1 < b.count {
                        i += 1
                        switch b[i] {
                        case 0x6E: bytes.append(0x0A)
                        case 0x72: bytes.append(0x0D)
                        case 0x74: bytes.append(0x09)
                        case 0x62: bytes.append(0x08)
                        case 0x66: bytes.append(0x0C)
                        case 0x30...0x37:
                            var v = 0, n = 0
                            while n < 3, i < b.count, (0x30...0x37).contains(b[i]) { v = v * 8 + Int(b[i] - 0x30); i += 1; n += 1 }
                            bytes.append(UInt8(truncatingIfNeeded: v))
                            continue
                        default: bytes.append(b[i])
                        }
                    } else {
                        bytes.append(b[i])
                    }
                    i += 1
                }
                items.append(.string(bytes))
                i += 1
            case 0x3C:  // < hex >
                var hex = ""
                i += 1
                while i < b.count, b[i] != 0x3E { hex.append(Character(Unicode.Scalar(b[i]))); i += 1 }
                var bytes: [UInt8] = []
                var k = hex.startIndex
                while let e = hex.index(k, offsetBy: 2, limitedBy: hex.endIndex), k < hex.endIndex {
                    bytes.append(UInt8(hex[k..<e], radix: 16) ?? 0)
                    k = e
                }
                items.append(.string(bytes))
                i += 1
            case 0x2D, 0x2E, 0x30...0x39:
                var number = ""
                while i < b.count, b[i] == 0x2D || b[i] == 0x2E || (0x30...0x39).contains(b[i]) {
                    number.append(Character(Unicode.Scalar(b[i])))
                    i += 1
                }
                items.append(.adjustment(Double(number) ?? .nan))
            default:
                i += 1
            }
        }
        arrays.append(items)
        i += 1
    }
    return arrays
}

/// Where a literal string starting at `i` ends (past its closing parenthesis).
private func skipString(_ b: [UInt8], from start: Int) -> Int {
    var i = start + 1
    while i < b.count, b[i] != 0x29 { i += b[i] == 0x5C ? 2 : 1 }
    return i + 1
}

/// The codes shown by every TJ of a content stream: with compact codes a first byte below
/// 0x80 is a one-byte code and any other starts a two-byte one; identity codes are two bytes.
func glyphCodes(_ content: String, compact: Bool = true) -> [Int] {
    var codes: [Int] = []
    for array in tjArrays(content) {
        for case .string(let bytes) in array {
            var k = 0
            while k < bytes.count {
                if compact && bytes[k] < 0x80 {
                    codes.append(Int(bytes[k]))
                    k += 1
                } else if k + 1 < bytes.count {
                    codes.append(Int(bytes[k]) << 8 | Int(bytes[k + 1]))
                    k += 2
                } else {
                    break
                }
            }
        }
    }
    return codes
}

/// The glyph id of each CID (the index) from the `/CIDToGIDMap` stream of the document's
/// CIDFontType2 font, read with qpdf's JSON output.
func cidToGIDMap(_ path: String) throws -> [Int] {
    let bytes = try cidFontType2Stream(path) { font, _ in font["/CIDToGIDMap"] as? String }
    return stride(from: 0, to: bytes.count - 1, by: 2).map { Int(bytes[$0]) << 8 | Int(bytes[$0 + 1]) }
}

/// The subset font program (`/FontFile2`) of the document's CIDFontType2 font, loaded.
func embeddedTrueTypeFont(_ path: String) throws -> Font {
    let bytes = try cidFontType2Stream(path) { font, objects in
        (font["/FontDescriptor"] as? String).flatMap { (objects["obj:" + $0] as? [String: Any])?["value"] as? [String: Any] }?["/FontFile2"] as? String
    }
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("folio-subset-\(UUID().uuidString).ttf").path
    try Data(bytes).write(to: URL(fileURLWithPath: file))
    defer { try? FileManager.default.removeItem(atPath: file) }
    return try Font(path: file)
}

/// The decoded data of a stream the document's CIDFontType2 font dictionary points at
/// (`reference` picks the stream's reference from the dictionary and the objects), read
/// with qpdf's JSON output.
private func cidFontType2Stream(_ path: String, reference: ([String: Any], [String: Any]) -> String?) throws -> [UInt8] {
    let json = try PDFTools.runChecked("qpdf", ["--json", "--json-stream-data=inline", "--decode-level=generalized", path]).stdout
    let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let objects = try #require((root["qpdf"] as? [Any])?.last as? [String: Any])
    let font = try #require(objects.values.lazy.compactMap { ($0 as? [String: Any])?["value"] as? [String: Any] }
        .first { $0["/Subtype"] as? String == "/CIDFontType2" })
    let ref = try #require(reference(font, objects))
    let stream = try #require((objects["obj:" + ref] as? [String: Any])?["stream"] as? [String: Any])
    let base64 = try #require(stream["data"] as? String)
    return [UInt8](try #require(Data(base64Encoded: base64)))
}
