import FolioGeometry
import FolioGraphics
import FolioTestSupport
import FolioText
import Foundation
import Testing

/// What a frame's range holds: whole lines and whole grapheme clusters, counted in UTF-16 units,
/// from the index it starts at to as much as fits (printing-and-pdf §4.3, drawing §5 #111).
@Suite("Frame ranges")
struct FrameRangeTests {
    private func serif(_ size: Double = 11) -> TextAttributes {
        TextAttributes(font: TextFont(file: Fixture.path("DejaVuSerif.ttf"), size: size))
    }

    /// Every frame of `text` in `rect`, one after another from index 0.
    private func frames(_ text: AttributedText, in rect: Rect) throws -> [Frame] {
        let setter = Framesetter(text)
        var frames: [Frame] = []
        var index = 0
        repeat {
            let frame = try setter.frame(in: rect, from: index)
            try #require(!frame.visibleRange.isEmpty, "no progress at \(index)")
            frames.append(frame)
            index = frame.visibleRange.upperBound
        } while index < text.length && frames.count < 1000
        return frames
    }

    @Test("a frame ends between lines and never inside a grapheme cluster: the frames' texts put together are the source (printing #33)")
    func wholeLinesAndClusters() throws {
        // Combining marks, a family emoji of seven UTF-16 units, CJK with no spaces, and Latin.
        let piece = "Cafe\u{301} 👩‍👩‍👧 中文排版没有空格可以在字之间断行 de\u{301}ja\u{300} vu, "
        let source = String(repeating: piece, count: 40)
        let text = AttributedText(source, attributes: serif())
        // Narrow, short frames: a few lines each, and lines that break inside the CJK run.
        let frames = try frames(text, in: Rect(x: 0, y: 0, width: 90, height: 40))
        #expect(frames.count > 20)
        let units = Array(source.utf16)
        var clusterEnds = Set<Int>([0])
        var offset = 0
        for character in source {
            offset += character.utf16.count
            clusterEnds.insert(offset)
        }
        var joined: [UInt16] = []
        var expected = 0
        for frame in frames {
            let range = frame.visibleRange
            #expect(range.lowerBound == expected)
            #expect(clusterEnds.contains(range.upperBound), "a frame ends inside a cluster at \(range.upperBound)")
            // The lines tile the frame's range: none runs past its end, the last ends with it.
            var lineStart = range.lowerBound
            for line in frame.lines {
                #expect(line.range.lowerBound == lineStart && line.range.upperBound <= range.upperBound)
                #expect(clusterEnds.contains(line.range.upperBound), "a line ends inside a cluster at \(line.range.upperBound)")
                lineStart = line.range.upperBound
            }
            #expect(lineStart == range.upperBound)
            joined += units[range]
            expected = range.upperBound
        }
        #expect(joined == units, "the frames' texts put together are the source")
    }

    @Test("ranges count UTF-16 units: \"é😀\" is 3 long and the loop ends at 3 (printing #37)")
    func utf16Units() throws {
        let text = AttributedText("é😀", attributes: serif())
        #expect(text.length == 3)
        let frame = try Framesetter(text).frame(in: Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(frame.visibleRange == 0..<3)
        #expect(frame.lines.first?.range == 0..<3)
        // From the emoji on: units 1 and 2.
        let rest = try Framesetter(text).frame(in: Rect(x: 0, y: 0, width: 200, height: 100), from: 1)
        #expect(rest.visibleRange == 1..<3)
    }

    @Test("a frame from an index lays out as much as fits from there; at most L units means a framesetter of that substring (printing #36)")
    func rangeSemantics() throws {
        let source = (1...60).map { "word\($0)" }.joined(separator: " ")
        let text = AttributedText(source, attributes: serif())
        let setter = Framesetter(text)
        let start = source.utf16.count / 2 + 1  // just after a space: "word3x …"
        let big = try setter.frame(in: Rect(x: 0, y: 0, width: 400, height: 400), from: start)
        #expect(big.visibleRange == start..<text.length, "as much as fits: all the rest")
        let small = try setter.frame(in: Rect(x: 0, y: 0, width: 400, height: 30), from: start)
        #expect(small.visibleRange.lowerBound == start && small.visibleRange.upperBound < text.length, "as much as fits: one line")
        // Folio's frame has no length: to lay out at most L units, set the substring.
        let length = 20
        let capped = try Framesetter(text.attributedSubstring(from: start..<(start + length))).frame(in: Rect(x: 0, y: 0, width: 400, height: 400))
        #expect(capped.visibleRange == 0..<length)
    }

    @Test("text in a rect: \"aaa bbb\" in a width for one word is two lines a line height apart; what the rect's height cannot hold is not drawn (drawing #111)")
    func drawInRect() throws {
        let font = try Fixture.serif
        let text = AttributedText("aaa bbb", attributes: serif(20))
        let oneWord = GraphicsContext.measure("aaa ", font: font, size: 20).width + 2
        let lineHeight = GraphicsContext.measure("aaa", font: font, size: 20).lineHeight
        let two = try Framesetter(text).frame(in: Rect(x: 10, y: 10, width: oneWord, height: 200))
        try #require(two.lines.count == 2)
        #expect(abs(two.lines[1].origin.y - two.lines[0].origin.y - lineHeight) < 0.001,
                "baselines \(two.lines[0].origin.y), \(two.lines[1].origin.y); line height \(lineHeight)")
        // A rect one line high: the second word is outside the frame and not drawn.
        let one = try Framesetter(text).frame(in: Rect(x: 10, y: 10, width: oneWord, height: lineHeight + 1))
        #expect(one.visibleRange == 0..<4 && one.lines.count == 1)
        let pdf = try TextPDF { ctx throws(GraphicsError) in try one.draw(in: ctx) }
        #expect(try pdf.text() == "aaa")
    }
}
