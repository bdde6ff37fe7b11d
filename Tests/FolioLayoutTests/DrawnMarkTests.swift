import Folio
import FolioTesting
import Foundation
import Testing
@testable import FolioLayout

/// Marks drawn as vector art beside lines: the continuation arrow of a wrapped preformatted
/// line and a task's check box. Each is where its line is, and none is text.
@Suite("Drawn marks: continuation arrows and check boxes")
struct DrawnMarkTests {
    static let area = Rect(x: 0, y: 0, width: 200, height: 700)
    /// A source line about four times as wide as the measure, in the monospaced font.
    static let long = (1...30).map { "w\($0)" }.joined(separator: " ")
    static let code = "short\n\(long)\nalso short"

    /// The line items of the first page, each with the text it shows and its drawn marks.
    static func lines(_ block: Preformatted) throws -> [(item: FlowItem, line: Line, text: String, marks: [MarkerArt])] {
        let page = try #require(try laidOutPages(Document { block }, in: area).first)
        let units = Array(block.text.string.utf16)
        return page.items.compactMap { placed in
            guard case .line(let line) = placed.item.content else { return nil }
            let text = String(decoding: units[line.range.clamped(to: 0..<units.count)], as: UTF16.self)
            let marks = placed.item.markers.compactMap { m -> MarkerArt? in if case .art(let a) = m.content { a } else { nil } }
            return (placed.item, line, text.trimmingCharacters(in: .whitespacesAndNewlines), marks)
        }
    }

    @Test("a wrapped line of preformatted text goes on after a hanging indent, marked by a drawn arrow; lines that fit are not marked")
    func continuationMarks() throws {
        let lines = try Self.lines(Preformatted(Self.code))
        #expect(lines.count >= 5, "the long line wraps at least twice: \(lines.map(\.text))")
        #expect(lines.first?.text == "short" && lines.last?.text == "also short", "\(lines.map(\.text))")
        #expect(lines[1].text.hasPrefix("w1 "), "\(lines.map(\.text))")
        let size = try #require(lines.first?.line.runs.first?.size)
        for (k, entry) in lines.enumerated() {
            let continues = k >= 2 && k < lines.count - 1
            #expect(entry.line.isWrappedContinuation == continues, "line \(k): \(entry.text)")
            guard continues else {
                #expect(entry.marks.isEmpty, "line \(k) starts a source line: no mark (\(entry.text))")
                #expect(abs(entry.line.origin.x) < 0.001, "line \(k) is not indented")
                continue
            }
            // The hanging indent (1.2 em), and the mark in it: inside the measure, ending
            // before the text, on the line's baseline, in its size.
            #expect(abs(entry.line.origin.x - 1.2 * size) < 0.001, "line \(k) starts at \(entry.line.origin.x)")
            let mark = try #require(entry.marks.first, "line \(k) has its mark")
            #expect(entry.marks.count == 1 && mark.shape == .continuation && mark.size == size)
            #expect(mark.x >= entry.item.x && mark.x + mark.width <= entry.item.x + entry.line.origin.x - 0.1 * size, "\(mark)")
            #expect(entry.item.markers.allSatisfy { $0.label == nil }, "an artifact, not part of the text's structure")
        }
        // Every word once, in order, over the lines.
        let words = lines.flatMap { $0.text.split(separator: " ").map(String.init) }
        #expect(words == ["short"] + Self.long.split(separator: " ").map(String.init) + ["also", "short"])
    }

    @Test("without marksContinuations, wrapped lines start at the left edge, unmarked")
    func unmarked() throws {
        var block = Preformatted(Self.code)
        block.marksContinuations = false
        let lines = try Self.lines(block)
        #expect(lines.count >= 5)
        #expect(lines.allSatisfy { $0.marks.isEmpty && abs($0.line.origin.x) < 0.001 }, "\(lines.map(\.line.origin.x))")
    }

    @Test("a line after a forced line break (U+2028, HTML's <br>) is no continuation: at the left edge, unmarked; a paragraph's wrapped lines get no mark")
    func onlyWrappedPreformattedLines() throws {
        let lines = try Self.lines(Preformatted("first\u{2028}second"))
        #expect(lines.map(\.text) == ["first", "second"])
        #expect(lines.allSatisfy { !$0.line.isWrappedContinuation && $0.marks.isEmpty && abs($0.line.origin.x) < 0.001 },
                "\(lines.map(\.line.origin.x))")
        // Set by a framesetter: the line after U+2028 starts no wrapped continuation, the lines
        // wrapped after it do.
        let frame = try Framesetter(AttributedText("alpha\u{2028}" + Self.long)).frame(in: Rect(x: 0, y: 0, width: 100, height: 500))
        #expect(frame.lines.count >= 4)
        #expect(frame.lines.map(\.isWrappedContinuation) == [false, false] + Array(repeating: true, count: frame.lines.count - 2))
        let page = try #require(try laidOutPages(Document { Paragraph(Self.long + " " + Self.long) }, in: Self.area).first)
        #expect(page.items.count > 2 && page.items.allSatisfy(\.item.markers.isEmpty))
    }

    @Test("a source line longer than two pieces, streamed a window at a time: every wrapped line is a continuation, the later windows' first ones too")
    func streamedContinuations() throws {
        let setter = TextSetter(library: .shared, style: DocumentStyle(), log: DiagnosticLog())
        let block = Preformatted("start\n" + (1...200).map { "word\($0)" }.joined(separator: " ") + "\nend")
        let text = try #require(setter.text(of: .preformatted(block), alignment: nil))
        let stream = try #require(LineStream(text, width: 200, widows: 2, orphans: 2, setter: setter, pieceLength: 120))
        var flags: [Bool] = []
        while let entries = try stream.next() { flags += entries.map(\.continues) }
        // "start", the long line's first line, its wrapped lines, "end".
        #expect(flags.count > 10)
        #expect(flags == [false, false] + Array(repeating: true, count: flags.count - 3) + [false], "\(flags)")
    }

    @Test("the arrows add nothing to the text: pdftotext reads the same words with and without them, and each is one stroked path")
    func textUnchanged() throws {
        var plain = Preformatted(Self.code)
        plain.marksContinuations = false
        // Pages whose content area is `area`'s (36 pt margins).
        let size = Size(width: Self.area.width + 72, height: Self.area.height + 72)
        let marked = try Printed(Document { Preformatted(Self.code) }, size: size)
        let unmarked = try Printed(Document { plain }, size: size)
        #expect(marked.words == unmarked.words)
        #expect(marked.words == ["short"] + Self.long.split(separator: " ").map(String.init) + ["also", "short"], "\(marked.words)")
        let continuations = try Self.lines(Preformatted(Self.code)).filter { !$0.marks.isEmpty }.count
        #expect(try strokes(marked.path) == continuations && continuations >= 2)
        #expect(try strokes(unmarked.path) == 0)
    }

    @Test("a task's check box is drawn where its marker goes, from the marker's font, its label read as ☑ or ☐")
    func checkBoxes() throws {
        var done = List.Item(AttributedText("Done"))
        done.checkBox = .checked
        var open = List.Item(AttributedText("Open"))
        open.checkBox = .unchecked
        open.markerAttributes = TextAttributes(font: TextFont(family: "serif", size: 20))
        let plain = List.Item(AttributedText("Plain"))
        let style = DocumentStyle()
        let page = try #require(try laidOutPages(Document { List([done, open, plain]) }, in: Self.area).first)
        let marked = page.items.filter { !$0.item.markers.isEmpty }
        #expect(marked.count == 3)
        var boxes: [(MarkerArt, StructureNode?)] = []
        for placed in marked {
            for m in placed.item.markers {
                switch m.content {
                case .art(let art):
                    boxes.append((art, m.label))
                    // Its right edge `markerGap` before the item's text.
                    #expect(abs(art.x + art.width - (placed.item.x - style.markerGap)) < 0.001, "\(art) \(placed.item.x)")
                case .text(let line):
                    #expect(line.runs.count == 1 && line.width > 0, "the plain item keeps its bullet")
                }
            }
        }
        #expect(boxes.map(\.0.shape) == [.checkBox(checked: true), .checkBox(checked: false)])
        #expect(boxes.map(\.0.size) == [style.font.size, 20], "sized from the marker's font")
        #expect(boxes.map(\.0.width) == [style.font.size * 0.7, 20 * 0.7])
        #expect(boxes.map { $0.1?.type } == [.label, .label])
        #expect(boxes.map { $0.1?.attributes.actualText } == ["\u{2611}", "\u{2610}"])
    }

    /// How many paths page 1 strokes (`S`), from its content stream.
    private func strokes(_ path: String) throws -> Int {
        try PDFTools.contentStream(path, page: 1).split(whereSeparator: \.isNewline).filter { $0 == "S" }.count
    }
}
