import FolioText
import Testing

/// Builds items for words of fixed-width letters, separated by stretchable spaces.
private func lineFitItems(_ text: String, letter: Double = 5, space: Double = 3) -> [ParagraphItem] {
    var items: [ParagraphItem] = []
    for (i, word) in text.split(separator: " ").enumerated() {
        if i > 0 { items.append(.glue(width: space, stretch: space / 2, shrink: space / 3)) }
        items.append(.box(width: Double(word.count) * letter))
    }
    return items + ParagraphItem.paragraphEnd
}

private func lineFitWords(_ text: String, _ lines: [LineFit]) -> [[Substring]] {
    // Map break indices (glue between words i and i+1 sits at item 2i+1) back to words.
    let words = text.split(separator: " ")
    var out: [[Substring]] = []
    var start = 0
    for l in lines {
        let end = min(words.count, (l.breakIndex + 1) / 2)
        out.append(Array(words[start..<end]))
        start = end
    }
    return out
}

@Suite("Line fitting")
struct LineFitterTests {
    let text = "aaa bb cc ddddd ee f gggg hh iii jjjjjj kk l mmmm nn ooo pppp q rr sss"

    @Test("greedy fills each line as far as it fits")
    func greedy() {
        let items = lineFitItems(text)
        let lines = LineFitter().fit(items, strategy: .greedy) { _ in 60 }
        let words = lineFitWords(text, lines)
        #expect(words.flatMap { $0 }.count == text.split(separator: " ").count)
        for (i, line) in words.enumerated() where i < words.count - 1 {
            let natural = line.reduce(0) { $0 + Double($1.count) * 5 } + Double(line.count - 1) * 3
            let shrunk = natural - Double(line.count - 1)
            #expect(shrunk <= 60)
            // Adding the next word would not fit even when shrunk.
            let next = words[i + 1][0]
            #expect(shrunk + 3 - 1 + Double(next.count) * 5 > 60)
        }
    }

    @Test("optimal lines stay within the emergency tolerance and beat greedy's worst line")
    func optimalBeatsGreedy() {
        let items = lineFitItems(text)
        let fitter = LineFitter()
        let greedy = fitter.fit(items, strategy: .greedy) { _ in 60 }
        let optimal = fitter.fit(items, strategy: .optimal) { _ in 60 }
        #expect(lineFitWords(text, optimal).flatMap { $0 }.count == text.split(separator: " ").count)
        let worstOptimal = optimal.dropLast().map { abs($0.adjustmentRatio) }.max() ?? 0
        let worstGreedy = greedy.dropLast().map { abs($0.adjustmentRatio) }.max() ?? 0
        #expect(worstOptimal <= fitter.emergencyTolerance)
        #expect(worstOptimal <= worstGreedy)
        // Words that fill lines exactly: the first pass succeeds with natural spacing.
        let exact = lineFitItems(Array(repeating: "aaaa", count: 12).joined(separator: " "), letter: 5, space: 6)
        let fitted = fitter.optimal(exact, tolerance: fitter.tolerance) { _ in 72 }
        #expect(fitted?.count == 4)
        #expect(fitted?.dropLast().allSatisfy { abs($0.adjustmentRatio) < 1e-9 } == true)
        // The first line of the text cannot be set within the tolerance (1.26) at 60 pt.
        #expect(fitter.optimal(items, tolerance: fitter.tolerance) { _ in 60 } == nil)
        #expect(optimal.last?.breakIndex == items.count - 1)
    }

    @Test("the classic example: total fit avoids a very loose line that first fit makes")
    func knuthExample() {
        // Three lines of width 100: greedy takes "xxxxxxxxxx xxxxxxxxxx xxxxxxxxxx" badly.
        let t = "aaaaaaaaa aaaaaaaaa aaaaaaaaaa a aaaaaaaaaaaaaaaaa aaaaaaaaa aaaaaaaaa"
        let items = lineFitItems(t, letter: 5, space: 5)
        let fitter = LineFitter()
        let g = fitter.fit(items, strategy: .greedy) { _ in 110 }
        let o = fitter.fit(items, strategy: .optimal) { _ in 110 }
        let sumSquares = { (ls: [LineFit]) in ls.dropLast().reduce(0.0) { $0 + $1.adjustmentRatio * $1.adjustmentRatio } }
        #expect(sumSquares(o) <= sumSquares(g))
    }

    @Test("forced breaks end lines; variable line widths are honoured")
    func forcedAndVariable() {
        var items: [ParagraphItem] = [.box(width: 10), .glue(width: 3, stretch: 2, shrink: 1), .box(width: 10),
                                      .penalty(width: 0, cost: ParagraphItem.forcedBreak, flagged: false), .box(width: 10)]
        items += ParagraphItem.paragraphEnd
        for strategy in [LineBreakingStrategy.greedy, .optimal] {
            let lines = LineFitter().fit(items, strategy: strategy) { _ in 100 }
            #expect(lines.map(\.breakIndex) == [3, items.count - 1], "\(strategy)")
        }
        let narrowFirst = LineFitter().fit(lineFitItems("aa bb cc dd"), strategy: .greedy) { $0 == 0 ? 12 : 100 }
        #expect(narrowFirst.count == 2)
    }

    @Test("a word longer than the line overflows rather than looping")
    func overfull() {
        let items = lineFitItems("a bbbbbbbbbbbbbbbbbbbbbbbbbbbbbb c")
        for strategy in [LineBreakingStrategy.greedy, .optimal] {
            let lines = LineFitter().fit(items, strategy: strategy) { _ in 40 }
            #expect(!lines.isEmpty && lines.last?.breakIndex == items.count - 1, "\(strategy)")
        }
    }

    @Test("hyphen penalties are used by optimal fitting when they help")
    func hyphens() {
        // "extraordinary" can break as extra-ordinary.
        var items: [ParagraphItem] = [.box(width: 40), .glue(width: 5, stretch: 3, shrink: 2),
                                      .box(width: 25), .penalty(width: 5, cost: 50, flagged: true), .box(width: 40),
                                      .glue(width: 5, stretch: 3, shrink: 2), .box(width: 40)]
        items += ParagraphItem.paragraphEnd
        let lines = LineFitter().fit(items, strategy: .optimal) { _ in 76 }
        #expect(lines.first?.breakIndex == 3)
        #expect(lines.first?.endsWithHyphen == true)
    }

    @Test("the first pass does not hyphenate when a paragraph can be set within the pretolerance")
    func pretolerancePass() {
        // Line 1 can be "40 40" at ratio 1 (slack 10, stretch 10), or "40 40 3-" at ratio -0.5
        // with a hyphen: cheaper in demerits, but TeX's first pass keeps words whole.
        var items: [ParagraphItem] = [.box(width: 40), .glue(width: 10, stretch: 10, shrink: 3), .box(width: 40),
                                      .glue(width: 10, stretch: 10, shrink: 3), .box(width: 3),
                                      .penalty(width: 0, cost: 50, flagged: true), .box(width: 40)]
        items += ParagraphItem.paragraphEnd
        let fitter = LineFitter()
        let hyphenating = fitter.optimal(items, tolerance: fitter.tolerance) { _ in 100 }
        #expect(hyphenating?.first?.breakIndex == 5 && hyphenating?.first?.endsWithHyphen == true)
        #expect(fitter.optimal(items, tolerance: fitter.pretolerance, hyphenating: false) { _ in 100 }?.first?.breakIndex == 3)
        let lines = fitter.fit(items, strategy: .optimal) { _ in 100 }
        #expect(lines.map(\.breakIndex) == [3, items.count - 1])
        #expect(!lines.contains { $0.endsWithHyphen })
        // Narrower, the words alone cannot fit within the pretolerance: the hyphen is used.
        #expect(fitter.fit(items, strategy: .optimal) { _ in 102 }.first?.endsWithHyphen == true)
    }

    @Test("the last pass accepts any stretch, even a line with nothing to stretch, and still fits totally")
    func unlimitedPass() {
        // "a" cannot share a line with the wide word, and has no glue of its own: ratio ∞.
        var items: [ParagraphItem] = [.box(width: 10), .glue(width: 5, stretch: 0.5, shrink: 1), .box(width: 90),
                                      .glue(width: 5, stretch: 0.5, shrink: 1), .box(width: 4)]
        items += ParagraphItem.paragraphEnd
        let fitter = LineFitter()
        #expect(fitter.optimal(items, tolerance: fitter.emergencyTolerance) { _ in 100 } == nil)
        let unlimited = fitter.optimal(items, tolerance: .infinity) { _ in 100 }
        #expect(unlimited?.map(\.breakIndex) == [1, items.count - 1])
        #expect(fitter.fit(items, strategy: .optimal) { _ in 100 } == unlimited)
    }

    @Test("letter spacing adds stretch and shrink in proportion to the boxes, up to its limit; beyond it the ratio is the glue's")
    func letterSpacing() {
        var items: [ParagraphItem] = [.box(width: 100), .glue(width: 10, stretch: 5, shrink: 3), .box(width: 100),
                                      .glue(width: 10, stretch: 5, shrink: 3), .box(width: 50)]
        items += ParagraphItem.paragraphEnd
        var fitter = LineFitter()
        // 220 pt: the first line's 10 pt of slack is twice its glue's stretch.
        #expect(abs((fitter.fit(items, strategy: .greedy) { _ in 220 }.first?.adjustmentRatio ?? 0) - 2) < 1e-9)
        fitter.letterSpacing = 0.05
        for strategy in [LineBreakingStrategy.greedy, .optimal] {
            // Letters may take 5 % of 200 pt: stretch 5 + 10, ratio 10 / 15.
            let within = fitter.fit(items, strategy: strategy) { _ in 220 }
            #expect(within.first?.breakIndex == 3, "\(strategy)")
            #expect(abs((within.first?.adjustmentRatio ?? 0) - 10.0 / 15) < 1e-9, "\(strategy)")
            // 240 pt: letters give their 10 pt, the glue the other 20 pt: the spaces' ratio is 4.
            let beyond = fitter.fit(items, strategy: strategy) { _ in 240 }
            #expect(beyond.first?.breakIndex == 3, "\(strategy)")
            #expect(abs((beyond.first?.adjustmentRatio ?? 0) - 4) < 1e-9, "\(strategy)")
            // 198 pt: 12 pt too long, shrink 3 + 10: ratio -12 / 13.
            let shrunk = fitter.fit(items, strategy: strategy) { _ in 198 }
            #expect(shrunk.first?.breakIndex == 3, "\(strategy)")
            #expect(abs((shrunk.first?.adjustmentRatio ?? 0) + 12.0 / 13) < 1e-9, "\(strategy)")
        }
        // 196 pt is more than glue and letters can shrink: the first line ends earlier.
        #expect(fitter.fit(items, strategy: .greedy) { _ in 196 }.first?.breakIndex == 1)
    }
}
