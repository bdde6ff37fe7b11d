// folio-bench-text: how fast the framesetter sets lines, and how well it justifies.
//
//     swift run -c release folio-bench-text /path/to/long.txt [font-file]
//
// Blank-line-separated blocks are joined into paragraphs and set justified at 468 pt in
// 11 pt serif, four ways: greedy and optimal (Knuth–Plass), each without and with English
// hyphenation. For each it prints lines per second and, over the justified lines (last lines
// of paragraphs, and lines without spaces, excluded):
//
// - loose: per 1,000 justified lines, how many had their word spaces stretched beyond 1.5
//   times natural (an adjustment ratio above 1, TeX's badness 100);
// - fewest: per 1,000 justified lines, the fewest loose lines any choice of breaks leaves,
//   paragraph by paragraph (JustificationProbe, by dynamic programming over all breaks): at this
//   measure a word plus its space is often wider than all the line's glue can stretch and
//   shrink, so short paragraphs in particular have no good break;
// - avoidable: per 1,000 justified lines, the loose lines beyond that fewest, summed over
//   paragraphs (a paragraph that must have one loose line but got three counts two). Knuth–Plass
//   may choose these: two lines a little loose cost fewer demerits than one very loose line;
// - >2x: per 1,000 justified lines, spaces stretched beyond twice natural;
// - the mean, 95th and 99th percentile of the word-space scale (1 = natural width).
//
// Then the same four again with justification letter spacing of 0.02
// (ParagraphStyle.justificationLetterSpacing): letters may take up to 2 % of a line's text
// width, so word spaces stretch less.
import Folio
import FolioText
import Foundation

let args = CommandLine.arguments
guard args.count > 1, let raw = try? String(contentsOfFile: args[1], encoding: .utf8) else {
    FileHandle.standardError.write(Data("usage: folio-bench-text TEXT-FILE [FONT-FILE]\n".utf8))
    exit(64)
}
let font = args.count > 2 ? TextFont(file: args[2], size: 11) : TextFont(family: "serif", size: 11)
let width = 468.0
let paragraphs = raw.components(separatedBy: "\n\n")
    .map { $0.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") }
    .filter { !$0.isEmpty }
let text = paragraphs.joined(separator: "\n")

/// The value below which a fraction `q` of the sorted values lie.
func percentile(_ sorted: [Double], _ q: Double) -> Double {
    sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(q * Double(sorted.count)))]
}

var probes: [String: [JustificationProbe.Paragraph]] = [:]
for letterSpacing in [0, 0.02] {
    print(letterSpacing == 0 ? "word spacing only:" : "letter spacing \(letterSpacing):")
    for (strategy, hyphenate) in [(LineBreakingStrategy.greedy, false), (.optimal, false), (.greedy, true), (.optimal, true)] {
        let style = ParagraphStyle().with {
            $0.alignment = .justified
            $0.lineBreakStrategy = strategy
            $0.hyphenationFactor = hyphenate ? 1 : 0
            $0.justificationLetterSpacing = letterSpacing
        }
        let attributed = AttributedText(text, attributes: TextAttributes(font: font, language: "en", paragraphStyle: style))
        let setter = Framesetter(attributed)
        let start = Date()
        var index = 0, lines = 0
        var scales: [(scale: Double, at: Int)] = []
        while index < attributed.length {
            let frame = try setter.frame(in: Rect(x: 0, y: 0, width: width, height: 100_000), from: index)
            for line in frame.lines {
                lines += 1
                if line.spaceScale != 1 { scales.append((line.spaceScale, line.range.lowerBound)) }
            }
            guard frame.visibleRange.upperBound > index else { break }
            index = frame.visibleRange.upperBound
        }
        let seconds = Date().timeIntervalSince(start)

        // The fewest loose lines each paragraph allows (the same for both strategies).
        let key = "\(hyphenate) \(letterSpacing)"
        if probes[key] == nil { probes[key] = try JustificationProbe.paragraphs(of: attributed, width: width, ratio: 1) }
        let probe = probes[key]!
        func paragraph(_ offset: Int) -> Int {
            var lo = 0, hi = probe.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if probe[mid].range.upperBound <= offset { lo = mid + 1 } else { hi = mid }
            }
            return lo
        }
        let justified = Double(max(1, scales.count))
        let loose = scales.filter { $0.scale > 1.5 }
        var looseIn = [Int](repeating: 0, count: probe.count + 1)
        for l in loose { looseIn[paragraph(l.at)] += 1 }
        let fewest = probe.reduce(0) { $0 + $1.fewestLooseLines }
        let avoidable = probe.indices.reduce(0) { $0 + max(0, looseIn[$1] - probe[$1].fewestLooseLines) }
        let sorted = scales.map(\.scale).sorted()
        let mean = sorted.reduce(0, +) / justified
        print(String(format: "%@%@  lines %d  lines/s %.0f  stretched>1.5x per 1000 justified lines %.1f (fewest %.1f, avoidable %.1f)  >2x %.1f  space scale mean %.3f p95 %.3f p99 %.3f",
                     strategy == .greedy ? "greedy " : "optimal", hyphenate ? " +hyphenation" : "             ",
                     lines, Double(lines) / seconds, Double(loose.count) * 1000 / justified, Double(fewest) * 1000 / justified,
                     Double(avoidable) * 1000 / justified,
                     Double(sorted.filter { $0 > 2 }.count) * 1000 / justified, mean, percentile(sorted, 0.95), percentile(sorted, 0.99)))
    }
}
