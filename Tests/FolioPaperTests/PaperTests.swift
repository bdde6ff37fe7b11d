import FolioGeometry
import FolioPaper
import Testing

@Suite("Paper and orientation")
struct PaperTests {
    @Test("auto orientation: landscape exactly when the content is wider than tall", arguments: [
        (Size(width: 800, height: 600), Orientation.landscape),
        (Size(width: 600, height: 800), .portrait),
        (Size(width: 500, height: 500), .portrait),        // a square stays portrait
        (Size(width: 500.0001, height: 500), .landscape),
    ])
    func autoOrientation(content: Size, expected: Orientation) {
        #expect(Orientation.auto.resolved(for: content) == expected)
        #expect(Orientation.automatic(for: content) == expected)
        #expect(Paper.a4.oriented(.auto, for: content).orientation == expected)
    }

    @Test("explicit orientations ignore the content")
    func explicitOrientation() {
        let wide = Size(width: 800, height: 600)
        #expect(Orientation.portrait.resolved(for: wide) == .portrait)
        #expect(Orientation.landscape.resolved(for: Size(width: 1, height: 2)) == .landscape)
        #expect(Paper.a4.oriented(.portrait, for: wide) == .a4)
        #expect(Paper.a4.oriented(.auto) == .a4)
        #expect(Orientation(parsing: " Landscape ") == .landscape)
        #expect(Orientation(parsing: "AUTO") == .auto)
        #expect(Orientation(parsing: "sideways") == nil)
    }

    @Test("portrait and landscape variants")
    func variants() {
        let a4 = Paper.a4
        #expect(!a4.isLandscape)
        #expect(a4.landscape.isLandscape)
        #expect(a4.landscape.size == Size(width: a4.height, height: a4.width))
        #expect(a4.landscape.name == "A4")
        #expect(a4.landscape.portrait == a4)
        #expect(a4.portrait == a4)
        #expect(a4.landscape.landscape == a4.landscape)
        #expect(a4.rotated.rotated == a4)
        #expect(Paper.ledger.isLandscape)
        #expect(Paper.ledger.portrait.size == Paper.tabloid.size)
        let square = Paper(name: "Square", size: Size(width: 300, height: 300))
        #expect(!square.isLandscape)
        #expect(square.landscape == square && square.portrait == square)
        #expect(Paper.a4.description == "A4 (595.28 × 841.89 pt)")
        #expect(Paper.a4.landscape.description == "A4 landscape (841.89 × 595.28 pt)")
    }

    @Test("margins default to zero and shape the printable rect")
    func margins() {
        #expect(Paper.letter.margins == .zero)
        #expect(Paper.letter.printableRect == Rect(x: 0, y: 0, width: 612, height: 792))
        let m = Paper.letter.withMargins(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
        #expect(m.printableRect == Rect(x: 20, y: 10, width: 552, height: 752))
        #expect(m != Paper.letter)
        #expect(Paper.letter.withMargins(EdgeInsets(all: 400)).printableRect.isNull)
    }

    @Test("margins turn with the sheet: the portrait left edge becomes the landscape top")
    func marginsTurn() {
        let m = Paper.letter.withMargins(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        let wide = m.landscape
        #expect(wide.margins == EdgeInsets(top: 2, left: 3, bottom: 4, right: 1))
        #expect(wide.printableRect == Rect(x: 3, y: 2, width: 792 - 4, height: 612 - 6))
        #expect(wide.portrait == m)
        #expect(m.rotated.rotated == m)
    }

    @Test("sizes are converted exactly: 72 pt per inch, 72/25.4 pt per mm")
    func exactSizes() {
        #expect(abs(Paper.a4.width - 595.2756) < 0.0001)
        #expect(abs(Paper.a4.height - 841.8898) < 0.0001)
        #expect(Paper.a4.width == 210 * 72 / 25.4)
        #expect(Paper.letter.size == Size(width: 612, height: 792))
        #expect(Paper.legal.size == Size(width: 612, height: 1008))
        #expect(Paper.envelope10.size == Size(width: 297, height: 684))
        #expect(Paper.photo3_5x5.size == Size(width: 252, height: 360))
        #expect(Paper(name: "A4", width: .millimeters(210), height: .millimeters(297)) == .a4)
        #expect(Paper.a4.hasSize(of: Size(width: 595.7, height: 841.5)))
        #expect(!Paper.a4.hasSize(of: Size(width: 595.9, height: 841.89)))
    }
}
