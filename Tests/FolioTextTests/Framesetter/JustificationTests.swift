import FolioGeometry
import FolioTestSupport
import FolioText
import Testing

/// Justified text: Knuth–Plass total fit against greedy first fit, on real shaped text.
@Suite("Justification")
struct JustificationTests {
    /// A fixed paragraph of ordinary prose (written for this test).
    static let paragraph = """
        The printer in the basement had been jamming for weeks, and nobody in the office could \
        remember who had promised to call the repair service. Every morning someone would open \
        the side panel, pull out a crumpled sheet, and mutter about buying a new machine, yet the \
        budget meeting kept slipping from one Thursday to the next. By the end of the month the \
        stack of reports waiting to be printed had grown taller than the coffee maker, and the \
        director finally asked the newest member of the team to sort it out before the quarterly \
        review. She read the manual twice, found a worn roller behind the paper tray, ordered a \
        replacement for less than the price of lunch, and fixed the printer in a quarter of an hour.
        """

    /// Each justified line's word-space scale (last line excluded) at one width.
    static func spaceScales(_ strategy: LineBreakingStrategy, width: Double) throws -> [Double] {
        let style = ParagraphStyle().with {
            $0.alignment = .justified
            $0.lineBreakStrategy = strategy
        }
        let text = AttributedText(paragraph, attributes: TextAttributes(
            font: TextFont(file: Fixture.path("DejaVuSerif.ttf"), size: 11), paragraphStyle: style))
        let frame = try Framesetter(text).frame(in: Rect(x: 0, y: 0, width: width, height: 10_000))
        #expect(frame.visibleRange == 0..<text.length)
        return frame.lines.dropLast().map(\.spaceScale)
    }

    @Test("optimal fitting sets fewer loose lines than greedy where the paragraph allows it")
    func optimalHasFewerLooseLines() throws {
        // From 336 pt up the paragraph has enough words per line for total fit to choose.
        var looseGreedy = 0, looseOptimal = 0
        for width in stride(from: 336.0, through: 468, by: 12) {
            looseGreedy += try Self.spaceScales(.greedy, width: width).filter { $0 > 1.5 }.count
            looseOptimal += try Self.spaceScales(.optimal, width: width).filter { $0 > 1.5 }.count
        }
        #expect(looseOptimal < looseGreedy)
        #expect(looseOptimal * 3 <= looseGreedy * 2, "optimal: \(looseOptimal) loose lines, greedy: \(looseGreedy)")
        // At 360 pt greedy stretches two lines' spaces beyond 1.5 times; total fit none.
        #expect(try Self.spaceScales(.greedy, width: 360).filter { $0 > 1.5 }.count == 2)
        #expect(try Self.spaceScales(.optimal, width: 360).allSatisfy { $0 <= 1.5 })
    }

    @Test("optimal fitting never makes a line looser than greedy's loosest, and evens out narrow measures")
    func optimalWorstLine() throws {
        for width in stride(from: 240.0, through: 468, by: 12) {
            let greedy = try #require(try Self.spaceScales(.greedy, width: width).max())
            let optimal = try #require(try Self.spaceScales(.optimal, width: width).max())
            #expect(optimal <= greedy + 1e-9, "at \(width) pt")
        }
        // At 240 pt greedy doubles a line's spaces more than twice over; total fit spreads
        // the slack (more lines a little loose, none very loose).
        #expect(try #require(try Self.spaceScales(.greedy, width: 240).max()) > 4)
        #expect(try #require(try Self.spaceScales(.optimal, width: 240).max()) < 2.5)
    }
}
