import FolioGeometry
import FolioGraphics
import FolioText
import Testing

/// `Framesetter.lines(width:)`: a text's lines set once, each at y = 0, with the height it
/// takes in a column — what a frame places, without a frame's height.
@Suite("Framesetter lines at y = 0")
struct ColumnLinesTests {
    private func text(_ string: String, spacing: Double = 0, before: Double = 0, alignment: ParagraphStyle.Alignment = .justified) -> AttributedText {
        var style = ParagraphStyle()
        style.paragraphSpacing = spacing
        style.paragraphSpacingBefore = before
        style.alignment = alignment
        style.firstLineHeadIndent = 18
        return AttributedText(string, attributes: TextAttributes(font: TextFont(file: Fixture.path("DejaVuSerif.ttf"), size: 11),
                                                                 paragraphStyle: style))
    }

    private let sample = String(repeating: "The quick brown fox jumps over the lazy dog, again and again. ", count: 12)
        + "\n" + String(repeating: "Pack my box with five dozen liquor jugs. ", count: 9) + "\n" + "A last short paragraph."

    @Test("each line is at y = 0: its top at 0, its baseline and every run's at its ascent")
    func atZero() throws {
        let lines = try Framesetter(text(sample)).lines(width: 300)
        #expect(lines.count > 6)
        for (line, _) in lines {
            #expect(line.origin.y == line.ascent)
            #expect(line.ascent > 0)
            for run in line.runs { #expect(run.origin.y == line.ascent) }
            #expect(line.typographicBounds.minY == 0)
        }
        // x relative to the column: the first line starts at its indent, the others at 0.
        #expect(lines[0].line.origin.x == 18)
        #expect(lines[1].line.origin.x == 0)
    }

    @Test("the lines and heights stack to the frame's lines, paragraph spacing included, ranges in the whole text")
    func matchesFrame() throws {
        let t = text(sample, spacing: 7, before: 5)
        let column = try Framesetter(t).lines(width: 300)
        let frame = try Framesetter(t).frame(in: Rect(x: 40, y: 100, width: 300, height: 10_000))
        #expect(column.count == frame.lines.count)
        var top = 100.0
        for (k, (line, height)) in column.enumerated() {
            let framed = frame.lines[k]
            #expect(line.range == framed.range)
            #expect(abs(framed.origin.y - framed.ascent - top) < 1e-9)
            #expect(framed.origin.x == line.origin.x + 40)
            #expect(line.runs.map(\.range) == framed.runs.map(\.range))
            top += height
        }
        // Between paragraphs a line takes the spacing after its paragraph and before the next.
        let units = Array(t.string.utf16)
        let ends = column.indices.filter { units[column[$0].line.range.upperBound - 1] == 0x0A }
        #expect(ends.count == 2)
        for k in ends {
            let own = column[k].line.ascent + column[k].line.descent + column[k].line.leading
            #expect(abs(column[k].height - (own + 12)) < 1e-9)
        }
        let last = column[column.count - 1]
        #expect(last.height == last.line.ascent + last.line.descent + last.line.leading)
        #expect(column.last?.line.range.upperBound == t.length)
    }

    @Test("a width that is not a positive, finite number is refused, naming the width")
    func badWidth() {
        for width in [0, -5, Double.nan, .infinity] {
            #expect(throws: FramesetterError.self) { _ = try Framesetter(text("Hello")).lines(width: width) }
        }
        do {
            _ = try Framesetter(text("Hello")).lines(width: 0)
        } catch {
            #expect(error.description.contains("width"))
        }
    }
}
