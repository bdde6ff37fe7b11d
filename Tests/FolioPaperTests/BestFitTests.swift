import FolioGeometry
import FolioPaper
import Testing

@Suite("Best fit")
struct BestFitTests {
    static let a4 = Paper.a4.size, letter = Paper.letter.size

    @Test("step 1: a paper within 0.5 pt on both sides matches", arguments: [
        (Size(width: 595.2756, height: 841.8898), "A4"),
        (Size(width: 595.775, height: 841.39), "A4"),      // about +0.5, −0.5
        (Size(width: 612, height: 792), "Letter"),
        (Size(width: 611.5, height: 792.5), "Letter"),
        (Size(width: 612, height: 1008), "Legal"),
    ])
    func exactMatch(page: Size, expected: String) throws {
        let fit = try Paper.bestFit(forPageSize: page, from: [.letter, .legal, .a4, .a3])
        #expect(fit.paper.name == expected)
        #expect(fit.rule == .exact)
        #expect(!fit.isRotated && fit.orientation == .portrait && fit.scale == 1)
    }

    @Test("step 1: 0.6 pt off is not a match, so a larger paper holds the page")
    func justOutsideTolerance() throws {
        let page = Size(width: 612.6, height: 792)
        let fit = try Paper.bestFit(forPageSize: page, from: [.letter, .tabloid])
        #expect(fit.rule == .contains)
        #expect(fit.paper == .tabloid)
        // and the 0.6 pt page is not taken for Letter even when Letter is first and alone
        let alone = try Paper.bestFit(forPageSize: page, from: [.letter])
        #expect(alone.rule == .scaled)
        #expect(abs(alone.scale - 612 / 612.6) < 1e-12)
    }

    @Test("step 2: a landscape page matches the paper turned")
    func rotatedMatch() throws {
        let fit = try Paper.bestFit(forPageSize: Size(width: 842, height: 595), from: [.letter, .a4, .a3])
        #expect(fit.paper == .a4)
        #expect(fit.rule == .rotated && fit.isRotated)
        #expect(fit.orientation == .landscape)
        #expect(fit.sheet == Paper.a4.landscape)
        #expect(fit.scale == 1)
        #expect(try Paper.bestPaper(forPageSize: Size(width: 842, height: 595), from: [.letter, .a4]) == .a4)
    }

    @Test("step 1 beats step 2 even when the rotated match comes first in the list")
    func exactBeforeRotated() throws {
        let page = Size(width: 1224, height: 792)
        #expect(try Paper.bestFit(forPageSize: page, from: [.tabloid, .ledger]).paper == .ledger)
        #expect(try Paper.bestFit(forPageSize: page, from: [.tabloid]).rule == .rotated)
    }

    @Test("step 3: the smallest-area paper that holds the page", arguments: [
        (Size(width: 500, height: 800), "A4"),        // too tall for Letter
        (Size(width: 600, height: 700), "Letter"),    // too wide for A4; Letter is the smaller
        (Size(width: 600, height: 800), "Legal"),     // too tall for Letter, too wide for A4
        (Size(width: 100, height: 100), "Letter"),    // Letter (484,704 pt²) < A4 (501,156 pt²)
    ])
    func smallestContaining(page: Size, expected: String) throws {
        let fit = try Paper.bestFit(forPageSize: page, from: [.a3, .legal, .letter, .a4])
        #expect(fit.paper.name == expected)
        #expect(fit.rule == .contains && fit.scale == 1 && !fit.isRotated)
    }

    @Test("step 3: a wide page held only sideways is printed landscape")
    func containsRotated() throws {
        let fit = try Paper.bestFit(forPageSize: Size(width: 800, height: 500), from: [.a3, .a4, .letter])
        #expect(fit.paper == .a4)
        #expect(fit.isRotated && fit.orientation == .landscape && fit.rule == .contains)
    }

    @Test("ties keep the caller's order")
    func tiesKeepOrder() throws {
        let twinA = Paper(name: "Twin A", size: Size(width: 600, height: 800))
        let twinB = Paper(name: "Twin B", size: Size(width: 600, height: 800))
        for page in [Size(width: 600, height: 800), Size(width: 800, height: 600),
                     Size(width: 100, height: 100), Size(width: 2000, height: 2000)] {
            #expect(try Paper.bestPaper(forPageSize: page, from: [twinA, twinB]) == twinA)
            #expect(try Paper.bestPaper(forPageSize: page, from: [twinB, twinA]) == twinB)
        }
        // the same sheet listed upright and sideways holds the page either way: first wins
        let page = Size(width: 300, height: 300)
        #expect(try Paper.bestPaper(forPageSize: page, from: [.a4.landscape, .a4]) == .a4.landscape)
        #expect(try Paper.bestPaper(forPageSize: page, from: [.a4, .a4.landscape]) == .a4)
    }

    @Test("step 4: a page larger than every paper takes the least scaling")
    func leastScaling() throws {
        // 2000 × 3000 pt onto A3 (841.89 × 1190.55) needs 1/2.52; onto A2 1/1.78; A2 wins.
        let page = Size(width: 2000, height: 3000)
        let fit = try Paper.bestFit(forPageSize: page, from: [.a3, .a2, .letter])
        #expect(fit.paper == .a2)
        #expect(fit.rule == .scaled && !fit.isRotated)
        let expected = min(Paper.a2.width / 2000, Paper.a2.height / 3000)
        #expect(abs(fit.scale - expected) < 1e-12)
        #expect(fit.scale < 1)
    }

    @Test("step 4: turning the paper when that needs less scaling")
    func leastScalingRotated() throws {
        // A very wide page shrinks less onto a sideways Legal than onto an upright one,
        // and less onto Legal than onto Letter.
        let page = Size(width: 3000, height: 1000)
        let fit = try Paper.bestFit(forPageSize: page, from: [.letter, .legal])
        #expect(fit.paper == .legal)
        #expect(fit.isRotated && fit.orientation == .landscape)
        #expect(abs(fit.scale - 1008.0 / 3000) < 1e-12)
    }

    @Test("step 4 is min over orientations of max(w/W, h/H), not area")
    func scaleIsNotArea() throws {
        // A long thin sheet has more area but needs more shrinking for a squarish page.
        let long = Paper(name: "Long", size: Size(width: 100, height: 5000))
        let square = Paper(name: "Square", size: Size(width: 400, height: 400))
        let fit = try Paper.bestFit(forPageSize: Size(width: 1000, height: 1000), from: [long, square])
        #expect(fit.paper == square)
        #expect(abs(fit.scale - 0.4) < 1e-12)
    }

    @Test("an empty list is an error")
    func emptyList() {
        #expect(throws: PaperError.noPapers) {
            try Paper.bestPaper(forPageSize: Size(width: 612, height: 792), from: [])
        }
        #expect(throws: PaperError.noPapers) {
            try Paper.bestFit(forPageSize: Size(width: 612, height: 792),
                              from: [Paper(name: "Flat", size: Size(width: 0, height: 10))])
        }
        #expect(PaperError.noPapers.description.contains("no papers"))
    }

    @Test("a page without a usable size is an error", arguments: [
        Size(width: 0, height: 792), Size(width: -1, height: 792), Size(width: .nan, height: 1),
        Size(width: 612, height: .infinity),
    ])
    func invalidPage(page: Size) {
        #expect(throws: PaperError.self) { try Paper.bestFit(forPageSize: page, from: [.a4]) }
    }

    @Test("the default list is the whole catalog")
    func defaultList() throws {
        #expect(try Paper.bestPaper(forPageSize: Size(width: 612, height: 792)) == .letter)
        #expect(try Paper.bestPaper(forPageSize: Paper.a4.size) == .a4)
        #expect(try Paper.bestPaper(forPageSize: Paper.jisB5.size) == .jisB5)
        #expect(try Paper.bestPaper(forPageSize: Size(width: 288, height: 432)) == .photo4x6)
        let wide = try Paper.bestFit(forPageSize: Size(width: 792, height: 612))
        #expect(wide.paper == .letter && wide.orientation == .landscape)
        // larger than any catalog sheet: the least-scaling one is chosen
        let huge = try Paper.bestFit(forPageSize: Size(width: 14_000, height: 14_000))
        #expect(huge.rule == .scaled && huge.scale < 1)
    }
}
