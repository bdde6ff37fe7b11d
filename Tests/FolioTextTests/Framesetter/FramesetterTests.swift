import FolioGeometry
import FolioGraphics
import FolioTestSupport
import FolioText
import Foundation
import Testing

@Suite("Framesetter")
struct FramesetterTests {
    private func serif(_ size: Double = 11) -> TextAttributes {
        TextAttributes(font: TextFont(file: Fixture.path("DejaVuSerif.ttf"), size: size))
    }

    @Test("a footnote call holds to the word it follows: no line break between `began.` and its call, as there may be before a plain digit")
    func footnoteCallHoldsToItsWord() throws {
        func lineTexts(call: Bool, width: Double) throws -> [String] {
            var text = AttributedText("aaaa bbbb began.", attributes: serif())
            var mark = serif()
            if call { mark.footnote = 0 }
            text.append("1", attributes: mark)
            text.append(" tail", attributes: serif())
            let frame = try Framesetter(text).frame(in: Rect(x: 0, y: 0, width: width, height: 500))
            let units = Array(text.string.utf16)
            return frame.lines.map { String(decoding: units[$0.range], as: UTF16.self).trimmingCharacters(in: .whitespaces) }
        }
        // The narrowest measure where the plain digit goes to the next line alone.
        let width = try #require(stride(from: 40.0, through: 200, by: 0.5).first { try lineTexts(call: false, width: $0).first == "aaaa bbbb began." })
        #expect(try lineTexts(call: false, width: width).dropFirst().first == "1 tail")
        #expect(try lineTexts(call: true, width: width) == ["aaaa bbbb", "began.1 tail"], "the call goes with its word")
    }

    /// Numbered words in paragraphs, so every word is unique and its order checkable.
    private func numberedText(words: Int, perParagraph: Int = 90) -> String {
        var s = ""
        for i in 1...words {
            s += "word\(i)"
            s += i % perParagraph == 0 ? "\n\n" : (i % 13 == 0 ? ", and " : " ")
        }
        return s
    }

    /// The Listing 4-1/4-2 loop: pages of 612 × 792 with the frame (72, 72, 468, 648).
    private func paginate(_ text: AttributedText, style: ParagraphStyle? = nil) throws -> (bytes: [UInt8], frames: [Frame]) {
        var t = text
        if let style { try t.addAttributes(TextAttributes(paragraphStyle: style), range: 0..<t.length) }
        let setter = Framesetter(t)
        var frames: [Frame] = []
        let bytes = try PDFRenderer().pdfBytes { ctx throws(GraphicsError) in
            var index = 0
            repeat {
                try ctx.beginPage()
                let frame: Frame
                do { frame = try setter.frame(in: Rect(x: 72, y: 72, width: 468, height: 648), from: index) } catch {
                    throw .invalidArgument(operation: "frame", reason: "\(error)")
                }
                try frame.draw(in: ctx)
                frames.append(frame)
                index = frame.visibleRange.upperBound
            } while index < t.length && frames.count < 500
        }
        return (bytes, frames)
    }

    @Test("the framesetter loop: ranges are contiguous and cover the text; every word once, in order (printing #31, #32)")
    func loop() throws {
        let string = numberedText(words: 4000)
        let (bytes, frames) = try paginate(AttributedText(string, attributes: serif()))
        #expect(frames.count > 5 && frames.count < 30)
        var expected = 0
        for f in frames {
            #expect(f.visibleRange.lowerBound == expected)
            expected = f.visibleRange.upperBound
            for line in f.lines {
                #expect(line.origin.x >= 72 - 0.5 && line.origin.x + line.width <= 540 + 0.5)
                #expect(line.origin.y - line.ascent >= 72 - 0.5 && line.origin.y + line.descent <= 720 + 0.5)
            }
        }
        #expect(expected == string.utf16.count)
        let path = try PDFTools.save(bytes)
        #expect(try PDFTools.qpdfCheck(path).ok)
        let words = try PDFTools.text(path).split(whereSeparator: { $0.isWhitespace || $0 == "," }).filter { $0.hasPrefix("word") }
        #expect(words.count == 4000)
        #expect(words.enumerated().allSatisfy { $0.element == "word\($0.offset + 1)" })
    }

    @Test("a line's widest word is its widest stretch between spaces, across attribute runs")
    func widestWord() throws {
        var text = AttributedText("a bb wide cccc", attributes: serif())
        try text.addAttributes(TextAttributes(font: TextFont(file: Fixture.path("DejaVuSerif.ttf"), size: 22)), range: 5..<7)
        let line = try #require(try Framesetter(text).frame(in: Rect(x: 0, y: 0, width: 1000, height: 100)).lines.first)
        let font = try Fixture.serif
        let wide = GraphicsContext.measure("wi", font: font, size: 22).width + GraphicsContext.measure("de", font: font, size: 11).width
        #expect(abs(line.widestWordWidth - wide) < 0.01, "\(line.widestWordWidth) vs \(wide)")
        #expect(line.widestWordWidth < line.width)
    }

    @Test("empty text gives one empty frame; 'Hello' fits with range 0..<5 (printing #30)")
    func small() throws {
        let empty = try Framesetter(AttributedText("", attributes: serif())).frame(in: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(empty.visibleRange == 0..<0 && empty.lines.isEmpty)
        let hello = try Framesetter(AttributedText("Hello", attributes: serif())).frame(in: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(hello.visibleRange == 0..<5 && hello.lines.count == 1)
    }

    @Test("a frame too small for one line has an empty visible range (printing #35)")
    func tooSmall() throws {
        let f = try Framesetter(AttributedText("Hello world", attributes: serif(700))).frame(in: Rect(x: 0, y: 0, width: 468, height: 648))
        #expect(f.visibleRange.isEmpty)
    }

    @Test("ranges outside the text and bad frames are typed errors")
    func errors() {
        let s = Framesetter(AttributedText("abc", attributes: serif()))
        #expect(throws: FramesetterError.self) { _ = try s.frame(in: Rect(x: 0, y: 0, width: 100, height: 100), from: 4) }
        #expect(throws: FramesetterError.self) { _ = try s.frame(in: Rect(x: 0, y: 0, width: .nan, height: 100)) }
    }

    @Test("hard line breaks start new lines; a trailing newline adds no page (printing #40)")
    func newlines() throws {
        let f = try Framesetter(AttributedText("one\ntwo\r\nthree\u{2029}four\n", attributes: serif())).frame(in: Rect(x: 0, y: 0, width: 400, height: 400))
        #expect(f.lines.count == 4)
        #expect(f.visibleRange == 0..<20)
    }

    @Test("alignment: right and centre lines end or centre on the frame (printing #61)")
    func alignment() throws {
        for (alignment, check) in [(ParagraphStyle.Alignment.right, { (l: Line) in abs(l.origin.x + l.width - 300) < 0.01 }),
                                   (.center, { (l: Line) in abs(l.origin.x + l.width / 2 - 150) < 0.01 })] {
            var t = AttributedText(numberedText(words: 40), attributes: serif())
            try t.addAttributes(TextAttributes(paragraphStyle: ParagraphStyle().with { $0.alignment = alignment }), range: 0..<t.length)
            let f = try Framesetter(t).frame(in: Rect(x: 0, y: 0, width: 300, height: 500))
            #expect(f.lines.count > 3)
            #expect(f.lines.allSatisfy { check($0) }, "\(alignment)")
        }
    }

    @Test("justified lines span the full width except the last")
    func justified() throws {
        var t = AttributedText(numberedText(words: 60, perParagraph: 1000), attributes: serif())
        try t.addAttributes(TextAttributes(paragraphStyle: ParagraphStyle().with { $0.alignment = .justified }), range: 0..<t.length)
        let f = try Framesetter(t).frame(in: Rect(x: 0, y: 0, width: 300, height: 800))
        #expect(f.lines.count > 3)
        for line in f.lines.dropLast() { #expect(abs(line.width - 300) < 0.5, "line width \(line.width)") }
        #expect(f.lines.last!.width < 299)
    }

    @Test("a word wider than the frame is broken between graphemes, never lost")
    func longWord() throws {
        let word = String(repeating: "x", count: 200)
        let f = try Framesetter(AttributedText(word, attributes: serif())).frame(in: Rect(x: 0, y: 0, width: 100, height: 1000))
        #expect(f.visibleRange == 0..<200)
        #expect(f.lines.count > 5)
        for line in f.lines { #expect(line.width <= 100.5) }
    }

    @Test("Arabic runs right to left; natural alignment follows the paragraph")
    func arabic() throws {
        let t = AttributedText("مرحبا بالعالم", attributes: TextAttributes(font: TextFont(file: Fixture.path("NotoNaskhArabic-Regular.ttf"), size: 14)))
        let f = try Framesetter(t).frame(in: Rect(x: 0, y: 0, width: 300, height: 100))
        #expect(f.lines.count == 1)
        let line = f.lines[0]
        #expect(abs(line.origin.x + line.width - 300) < 0.5)
        #expect(line.runs.allSatisfy { $0.isRightToLeft })
    }

    @Test("a paragraph in a circle: every line's box lies inside the circle; an L-shape fills both arms")
    func shapes() throws {
        let text = AttributedText(numberedText(words: 400, perParagraph: 1000), attributes: serif(10))
        let circle = Path(ovalIn: Rect(x: 50, y: 50, width: 300, height: 300))
        let f = try Framesetter(text).frame(in: circle)
        #expect(f.lines.count > 10)
        for line in f.lines {
            let b = line.typographicBounds
            for p in [Point(x: b.minX + 0.5, y: b.minY + 0.5), Point(x: b.maxX - 0.5, y: b.minY + 0.5),
                      Point(x: b.minX + 0.5, y: b.maxY - 0.5), Point(x: b.maxX - 0.5, y: b.maxY - 0.5)] {
                #expect(circle.contains(p), "line \(line.range) corner \(p) outside")
            }
        }
        // Lines near the middle are wider than lines near the top.
        #expect(f.lines[f.lines.count / 2].width > f.lines[0].width)
        var l = Path()
        l.addLines(between: [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 200), Point(x: 300, y: 200),
                             Point(x: 300, y: 300), Point(x: 0, y: 300)])
        l.closeSubpath()
        let fl = try Framesetter(text).frame(in: l)
        #expect(fl.lines.contains { $0.origin.y < 200 && $0.origin.x + $0.width <= 100.5 })
        #expect(fl.lines.contains { $0.origin.y > 210 && $0.origin.x + $0.width > 150 })
        let pdf = try PDFRenderer(bounds: Rect(x: 0, y: 0, width: 400, height: 400)).pdfBytes { ctx throws(GraphicsError) in
            try ctx.beginPage()
            try f.draw(in: ctx)
        }
        #expect(try PDFTools.qpdfCheck(bytes: pdf).ok)
    }

    @Test("truncation modes: one line, within the width, with an ellipsis at the tail, head or middle; clipping has none")
    func truncation() throws {
        let string = "The quick brown fox jumps over the lazy dog and keeps running far away"
        for (mode, check) in [(ParagraphStyle.LineBreakMode.byTruncatingTail, "tail"), (.byTruncatingHead, "head"),
                              (.byTruncatingMiddle, "middle"), (.byClipping, "clip")] {
            var t = AttributedText(string, attributes: serif())
            try t.addAttributes(TextAttributes(paragraphStyle: ParagraphStyle().with { $0.lineBreakMode = mode }), range: 0..<t.length)
            let f = try Framesetter(t).frame(in: Rect(x: 0, y: 0, width: 150, height: 200))
            #expect(f.lines.count == 1, "\(check)")
            let line = f.lines[0]
            #expect(line.width <= 150.01 && line.width > 100, "\(check): \(line.width)")
            let ellipsis = try Font(path: Fixture.path("DejaVuSerif.ttf")).nominalGlyph(for: "\u{2026}")
            let ids = line.runs.flatMap { $0.glyphs.map(\.id) }
            let at = ids.firstIndex(of: ellipsis ?? 0)
            switch check {
            case "tail": #expect(at == ids.count - 1)
            case "head": #expect(at == 0)
            case "middle": #expect(at != nil && at! > 0 && at! < ids.count - 1)
            default: #expect(at == nil)
            }
        }
    }

    @Test("character wrapping breaks inside words, filling each line")
    func charWrap() throws {
        var t = AttributedText(numberedText(words: 80), attributes: serif())
        try t.addAttributes(TextAttributes(paragraphStyle: ParagraphStyle().with { $0.lineBreakMode = .byCharWrapping }), range: 0..<t.length)
        let f = try Framesetter(t).frame(in: Rect(x: 0, y: 0, width: 200, height: 2000))
        let u = Array(t.string.utf16)
        for line in f.lines.dropLast() where !(line.width > 190 && line.width <= 200.01) {
            Issue.record("line \(line.width): [\(String(decoding: u[line.range], as: UTF16.self))]")
        }
        #expect(f.visibleRange.upperBound == t.length)
    }

    /// The x (frame coordinates) of the caret before the character at `offset`.
    private func glyphX(_ line: Line, offset: Int) -> Double? { line.offset(forStringIndex: offset) }

    @Test("tab stops: left, right and decimal stops, then the default interval; no .notdef for the tab")
    func tabs() throws {
        let string = "Apples\t12.5\tx\nKiwis\t1234.75\tyy\nFigs\t7\tz"
        var t = AttributedText(string, attributes: serif())
        let style = ParagraphStyle().with {
            $0.tabStops = [ParagraphStyle.TabStop(location: 150, alignment: .decimal), ParagraphStyle.TabStop(location: 300, alignment: .right)]
        }
        try t.addAttributes(TextAttributes(paragraphStyle: style), range: 0..<t.length)
        let f = try Framesetter(t).frame(in: Rect(x: 0, y: 0, width: 400, height: 200))
        #expect(f.lines.count == 3)
        let u = Array(string.utf16)
        let dots = f.lines.compactMap { line in line.range.first { u[$0] == 0x2E }.flatMap { glyphX(line, offset: $0) } }
        #expect(dots.count == 2)
        #expect(dots.allSatisfy { abs($0 - 150) < 0.5 }, "\(dots)")
        // "7" has no decimal point: it ends at the stop.
        let seven = try #require(string.utf16.lastIndex(of: 0x37)).utf16Offset(in: string)
        let sevenX = try #require(glyphX(f.lines[2], offset: seven))
        let font = f.lines[2].runs[0].font
        let sevenWidth = Double(font.advance(ofGlyph: font.nominalGlyph(for: "7") ?? 0)) * 11 / Double(font.unitsPerEm)
        #expect(abs(sevenX + sevenWidth - 150) < 0.5)
        // The right stop: each line ends at 300.
        for line in f.lines { #expect(abs(line.origin.x + line.width - 300) < 0.5, "\(line.width)") }
        #expect(f.lines.allSatisfy { $0.runs.allSatisfy { !$0.glyphs.contains { $0.id == 0 } } })
        // Without stops, tabs go to multiples of 36 pt.
        let plain = try Framesetter(AttributedText("a\tb", attributes: serif())).frame(in: Rect(x: 0, y: 0, width: 400, height: 50))
        #expect(abs((glyphX(plain.lines[0], offset: 2) ?? 0) - 36) < 0.5)
    }

    @Test("suggested size: the width and height the text needs")
    func suggest() throws {
        let s = Framesetter(AttributedText("Hello world", attributes: serif(12)))
        let (size, range) = try s.suggestFrameSize(constraints: Size(width: 500, height: .infinity))
        #expect(range == 0..<11)
        #expect(size.width > 50 && size.width < 100)
        #expect(size.height > 10 && size.height < 20)
    }
}
