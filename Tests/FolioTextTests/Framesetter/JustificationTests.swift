import FolioGeometry
import FolioGraphics
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

    @Test("a justified paragraph's last line shrinks its spaces when the fitter needed it to fit")
    func lastLineShrinks() throws {
        let style = ParagraphStyle().with { $0.alignment = .justified }
        let text = AttributedText(Self.paragraph, attributes: TextAttributes(
            font: TextFont(file: Fixture.path("DejaVuSerif.ttf"), size: 11), paragraphStyle: style))
        var shrunkLast = 0
        for width in stride(from: 200.0, through: 468, by: 2) {
            let frame = try Framesetter(text).frame(in: Rect(x: 0, y: 0, width: width, height: 10_000))
            // Within rounding: justified spaces are whole font units.
            for line in frame.lines { #expect(line.width <= width + 0.05, "at \(width) pt: \(line.width)") }
            if let last = frame.lines.last, last.spaceScale < 1 { shrunkLast += 1 }
        }
        #expect(shrunkLast > 0, "some width makes the last line shrink")
    }

    @Test("spaces that are no break opportunity (quote, space, parenthesis) shrink and stretch like the others")
    func spacesInsideSegments() throws {
        // UAX #14 (LB15) keeps `"a" (b` together, but the justified line draws its space
        // stretched or shrunk like any other; the fitter must count it too.
        let font = TextFont(file: Fixture.path("DejaVuSerif.ttf"), size: 11)
        func natural(_ s: String) throws -> Double {
            let text = AttributedText(s, attributes: TextAttributes(font: font))
            return try #require(try Framesetter(text).frame(in: Rect(x: 0, y: 0, width: 10_000, height: 100)).lines.first).width
        }
        let token = "\"ab\" (cd)"
        let tokens = Array(repeating: token, count: 6).joined(separator: " ")
        let space = try natural("a a") - natural("aa")
        // Six tokens, eleven spaces (five between tokens, six inside them), each shrunk by 0.8 × 1/3.
        let width = try natural(tokens) - 11 * space * 0.8 / 3
        let style = ParagraphStyle().with { $0.alignment = .justified; $0.lineBreakStrategy = .greedy }
        let text = AttributedText(tokens + " " + tokens, attributes: TextAttributes(font: font, paragraphStyle: style))
        let frame = try Framesetter(text).frame(in: Rect(x: 0, y: 0, width: width, height: 1_000))
        let first = try #require(frame.lines.first)
        #expect(first.range == 0..<(tokens.utf16.count + 1), "the first line holds six tokens")
        #expect(abs(first.spaceScale - (1 - 0.8 / 3)) < 0.01, "spaces shrunk by 0.8 of their shrink: \(first.spaceScale)")
    }

    @Test("justification letter spacing evens out word spaces: fewer loose lines, every line still flush")
    func letterSpacing() throws {
        func lines(_ strategy: LineBreakingStrategy, width: Double, letterSpacing: Double) throws -> [Line] {
            let style = ParagraphStyle().with {
                $0.alignment = .justified
                $0.lineBreakStrategy = strategy
                $0.justificationLetterSpacing = letterSpacing
            }
            let text = AttributedText(Self.paragraph, attributes: TextAttributes(
                font: TextFont(file: Fixture.path("DejaVuSerif.ttf"), size: 11), paragraphStyle: style))
            let frame = try Framesetter(text).frame(in: Rect(x: 0, y: 0, width: width, height: 10_000))
            #expect(frame.visibleRange == 0..<text.length)
            return frame.lines
        }
        for strategy in [LineBreakingStrategy.greedy, .optimal] {
            var looseWithout = 0, looseWith = 0
            for width in stride(from: 240.0, through: 468, by: 12) {
                looseWithout += try lines(strategy, width: width, letterSpacing: 0).dropLast().filter { $0.spaceScale > 1.5 }.count
                let spaced = try lines(strategy, width: width, letterSpacing: 0.02)
                looseWith += spaced.dropLast().filter { $0.spaceScale > 1.5 }.count
                for line in spaced.dropLast() {
                    #expect(abs(line.width - width) < 0.05, "\(strategy) at \(width) pt: \(line.width)")
                }
                #expect(spaced.last.map { $0.width <= width + 0.05 } == true)
            }
            #expect(looseWith * 2 <= looseWithout, "\(strategy): \(looseWith) loose lines with letter spacing, \(looseWithout) without")
        }
        // Letters take at most 2 % of a line's text width: at 468 pt the longest line's glyphs
        // other than spaces grow by no more than that.
        let plain = try lines(.optimal, width: 468, letterSpacing: 0), spaced = try lines(.optimal, width: 468, letterSpacing: 0.02)
        func letterWidth(_ line: Line) -> Double {
            line.runs.reduce(0.0) { acc, run in
                let space = run.font.nominalGlyph(for: " ")
                return acc + run.glyphs.filter { $0.id != space }.reduce(0.0) { $0 + Double($1.xAdvance) } * run.size / Double(run.font.unitsPerEm)
            }
        }
        var compared = 0
        for (a, b) in zip(plain, spaced) where a.range == b.range {
            #expect(letterWidth(b) <= letterWidth(a) * 1.02 + 0.01)
            compared += 1
        }
        #expect(compared > 0)
    }

    @Test("the probe's fewest loose lines is a lower bound for both fitters, and below greedy's count")
    func probeFewestLooseLines() throws {
        let style = ParagraphStyle().with { $0.alignment = .justified }
        let text = AttributedText(Self.paragraph, attributes: TextAttributes(
            font: TextFont(file: Fixture.path("DejaVuSerif.ttf"), size: 11), paragraphStyle: style))
        var fewestTotal = 0, greedyTotal = 0, optimalTotal = 0
        for width in stride(from: 240.0, through: 468, by: 12) {
            let probe = try JustificationProbe.paragraphs(of: text, width: width, ratio: 1)
            let fewest = try #require(probe.first).fewestLooseLines
            let greedy = try Self.spaceScales(.greedy, width: width).filter { $0 > 1.5 }.count
            let optimal = try Self.spaceScales(.optimal, width: width).filter { $0 > 1.5 }.count
            #expect(fewest <= greedy && fewest <= optimal, "at \(width) pt: fewest \(fewest), greedy \(greedy), optimal \(optimal)")
            #expect(try #require(probe.first).fitsWithinRatio == (fewest == 0), "at \(width) pt")
            fewestTotal += fewest; greedyTotal += greedy; optimalTotal += optimal
        }
        #expect(fewestTotal < greedyTotal, "fewest \(fewestTotal), greedy \(greedyTotal), optimal \(optimalTotal)")
        #expect(fewestTotal > 0)
    }

    @Test("in a path frame, lines past the shape's end do not make the shown lines break inside words")
    func pathFrameOverflow() throws {
        let text = AttributedText(Self.paragraph, attributes: TextAttributes(font: TextFont(file: Fixture.path("DejaVuSerif.ttf"), size: 11)))
        let u = Array(text.string.utf16)
        for height in stride(from: 14.0, through: 80, by: 6) {
            let frame = try Framesetter(text).frame(in: Path(rect: Rect(x: 0, y: 0, width: 300, height: height)))
            for line in frame.lines {
                // Each line ends after a space (or at the text's end): no word was split.
                #expect(line.range.upperBound == u.count || u[line.range.upperBound - 1] == 0x20,
                        "height \(height): \(String(decoding: u[line.range], as: UTF16.self))")
            }
        }
    }

    @Test("the hyphenation factor: a word is hyphenated only when the line without it is filled less than the factor",
          arguments: [(LineBreakingStrategy.greedy, ParagraphStyle.Alignment.left), (.optimal, .justified)])
    func hyphenationFactor(strategy: LineBreakingStrategy, alignment: ParagraphStyle.Alignment) throws {
        let font = try Fixture.serif
        let head = "The quick brown fox jumps over the lazy dog and keeps on running "
        // The line without the long word fills 90 % of the measure.
        let width = GraphicsContext.measure(head, font: font, size: 11).width / 0.9
        func firstLineHyphenated(_ factor: Double) throws -> Bool {
            let style = ParagraphStyle().with {
                $0.alignment = alignment
                $0.lineBreakStrategy = strategy
                $0.hyphenationFactor = factor
            }
            let text = AttributedText(head + "extraordinarily far", attributes: TextAttributes(
                font: TextFont(file: Fixture.path("DejaVuSerif.ttf"), size: 11), language: "en", paragraphStyle: style))
            let frame = try Framesetter(text).frame(in: Rect(x: 0, y: 0, width: width, height: 1_000))
            return try #require(frame.lines.first).isHyphenated
        }
        #expect(try firstLineHyphenated(1))
        #expect(try firstLineHyphenated(0.95), "90 % full is less than 0.95")
        #expect(try !firstLineHyphenated(0.5), "90 % full is not less than 0.5")
        #expect(try !firstLineHyphenated(0))
    }
}
