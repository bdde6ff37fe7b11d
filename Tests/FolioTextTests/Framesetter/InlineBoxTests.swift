import FolioGeometry
import FolioGraphics
import FolioTestSupport
import FolioText
import Foundation
import Testing

/// ``InlineBox``: the room a box takes on its line, and what it refuses.
@Suite("Inline boxes in the framesetter")
struct InlineBoxFramesetterTests {
    private func serif(_ size: Double = 11) -> TextAttributes {
        TextAttributes(font: TextFont(file: Fixture.path("DejaVuSerif.ttf"), size: size))
    }

    private func line(_ box: InlineBox?, boxedText: String = "PAID", left: String = "Status ", right: String = " today") throws -> Line {
        var text = AttributedText(left, attributes: serif())
        var boxed = serif()
        boxed.inlineBox = box
        text.append(boxedText, attributes: boxed)
        text.append(right, attributes: serif())
        let frame = try Framesetter(text).frame(in: Rect(x: 0, y: 0, width: 500, height: 100))
        return try #require(frame.lines.first)
    }

    @Test("the line grows by the box's margin, border and padding on each side; an inline-block's least width adds the rest")
    func room() throws {
        let plain = try line(nil).width
        let box = InlineBox(padding: EdgeInsets(top: 2, left: 5, bottom: 2, right: 4), border: EdgeInsets(all: 1), margin: EdgeInsets(top: 9, left: 3, bottom: 9, right: 2))
        // 3 + 1 + 5 before, 4 + 1 + 2 after: 16 points (font units round to within a hundredth).
        #expect(abs(try line(box).width - plain - 16) < 0.05)
        let wide = InlineBox(minimumWidth: 100, contentAlignment: .center)
        let text = try line(nil, left: "", right: "").width
        #expect(abs(try line(wide).width - plain - (100 - text)) < 0.05)
        // Text wider than the least width is not cut.
        #expect(abs(try line(InlineBox(minimumWidth: 1)).width - plain) < 0.05)
    }

    @Test("boxes side by side with different ids are two boxes, each taking its room; equal boxes are one")
    func identity() throws {
        func width(_ a: InlineBox, _ b: InlineBox) throws -> Double {
            var text = AttributedText("x", attributes: serif())
            for (box, word) in [(a, "one"), (b, "two")] {
                var attributes = serif()
                attributes.inlineBox = box
                text.append(word, attributes: attributes)
            }
            return try #require(try Framesetter(text).frame(in: Rect(x: 0, y: 0, width: 500, height: 100)).lines.first).width
        }
        let padded = InlineBox(id: 1, padding: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
        var other = padded
        other.id = 2
        #expect(abs(try width(padded, other) - width(padded, padded) - 20) < 0.05)
    }

    @Test("a negative or non-finite length is refused with the field's name")
    func refused() throws {
        var text = AttributedText("x", attributes: serif())
        var a = serif()
        a.inlineBox = InlineBox(padding: EdgeInsets(top: 0, left: -3, bottom: 0, right: 0))
        text.append("y", attributes: a)
        #expect {
            try Framesetter(text).frame(in: Rect(x: 0, y: 0, width: 500, height: 100))
        } throws: { "\($0)".contains("padding.left") }
        a.inlineBox = InlineBox(minimumWidth: .infinity)
        var text2 = AttributedText("x", attributes: serif())
        text2.append("y", attributes: a)
        #expect {
            try Framesetter(text2).frame(in: Rect(x: 0, y: 0, width: 500, height: 100))
        } throws: { "\($0)".contains("minimumWidth") }
    }
}
