// folio-bench-text: how fast the framesetter sets lines, and how well it justifies.
//
//     swift run -c release folio-bench-text /path/to/long.txt [font-file]
//
// Blank-line-separated blocks are joined into paragraphs and set justified at 468 pt in
// 11 pt serif, four ways: greedy and optimal (Knuth–Plass), each without and with English
// hyphenation. For each it prints lines per second and, per 1,000 justified lines (last lines
// of paragraphs excluded), how many had their word spaces stretched beyond 1.5 times natural.
import Folio
import Foundation

let args = CommandLine.arguments
guard args.count > 1, let raw = try? String(contentsOfFile: args[1], encoding: .utf8) else {
    FileHandle.standardError.write(Data("usage: folio-bench-text TEXT-FILE [FONT-FILE]\n".utf8))
    exit(64)
}
let font = args.count > 2 ? TextFont(file: args[2], size: 11) : TextFont(family: "serif", size: 11)
let paragraphs = raw.components(separatedBy: "\n\n")
    .map { $0.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") }
    .filter { !$0.isEmpty }
let text = paragraphs.joined(separator: "\n")

for (strategy, hyphenate) in [(LineBreakingStrategy.greedy, false), (.optimal, false), (.greedy, true), (.optimal, true)] {
    let style = ParagraphStyle().with {
        $0.alignment = .justified
        $0.lineBreakStrategy = strategy
        $0.hyphenationFactor = hyphenate ? 1 : 0
    }
    let attributed = AttributedText(text, attributes: TextAttributes(font: font, language: "en", paragraphStyle: style))
    let setter = Framesetter(attributed)
    let start = Date()
    var index = 0, lines = 0, justified = 0, loose = 0
    while index < attributed.length {
        let frame = try setter.frame(in: Rect(x: 0, y: 0, width: 468, height: 100_000), from: index)
        for line in frame.lines {
            lines += 1
            if line.spaceScale != 1 {
                justified += 1
                if line.spaceScale > 1.5 { loose += 1 }
            }
        }
        guard frame.visibleRange.upperBound > index else { break }
        index = frame.visibleRange.upperBound
    }
    let seconds = Date().timeIntervalSince(start)
    print(String(format: "%@%@  lines %d  lines/s %.0f  stretched>1.5x per 1000 justified lines %.1f",
                 strategy == .greedy ? "greedy " : "optimal", hyphenate ? " +hyphenation" : "             ",
                 lines, Double(lines) / seconds, justified > 0 ? Double(loose) * 1000 / Double(justified) : 0))
}
