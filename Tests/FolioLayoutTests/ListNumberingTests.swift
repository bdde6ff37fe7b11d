@testable import FolioLayout
import FolioGeometry
import FolioText
import Testing

/// List numbers at the ends of `Int`: `<ol start="9223372036854775807">` trapped on overflow
/// (SIGILL) when the next item was numbered.
@Suite("List numbering at the limits of Int")
struct ListNumberingTests {
    private static func items(_ n: Int, value: (Int) -> Int? = { _ in nil }) -> [List.Item] {
        (0..<n).map { i in var item = List.Item(AttributedText("item \(i)")); item.value = value(i); return item }
    }

    @Test("counting stops at Int.max, or at Int.min in a reversed list; the items after it repeat it")
    func saturates() {
        #expect(List(Self.items(3), markerStyle: .decimal, start: .max - 1).numbers() == [.max - 1, .max, .max])
        #expect(List(Self.items(3), markerStyle: .decimal, start: .min + 1, isReversed: true).numbers() == [.min + 1, .min, .min])
        #expect(List(Self.items(3, value: { $0 == 1 ? .max : nil }), markerStyle: .decimal).numbers() == [1, .max, .max])
        #expect(List(Self.items(3), markerStyle: .decimal, start: -1).numbers() == [-1, 0, 1])
    }

    @Test("a document with such lists lays out, and every marker style prints the extremes")
    func printsExtremes() throws {
        let doc = Document {
            List(Self.items(3), markerStyle: .upperRoman, start: .max - 1)
            List(Self.items(3), markerStyle: .lowerAlpha, start: .min + 1, isReversed: true)
        }
        let layout = DocumentLayout(doc)
        #expect(try layout.paginate(contentRect: { _ in Rect(x: 0, y: 0, width: 300, height: 400) }) == 1)
        for style in [List.MarkerStyle.decimal, .lowerAlpha, .upperAlpha, .lowerRoman, .upperRoman] {
            #expect(!style.marker(.max).isEmpty && !style.marker(.min).isEmpty)
        }
    }
}
