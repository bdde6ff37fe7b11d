// folio-bench-pdf: how fast Folio's PDF writer and drawing context write vector pages, and
// how much memory that takes.
//
//     swift run -c release folio-bench-pdf --pages 10000 [--output /tmp/bench.pdf]
//
// Prints pages, wall seconds, pages per second, peak resident memory and output size. Run it
// once per page count (peak memory is per process); Tools/bench/pdf.sh runs 1,000 and 10,000.
import Folio
import Foundation

var pages = 1000
var output = "/tmp/folio-bench.pdf"
var args = CommandLine.arguments.dropFirst()
while let a = args.popFirst() {
    switch a {
    case "--pages": pages = Int(args.popFirst() ?? "") ?? pages
    case "--output": output = args.popFirst() ?? output
    default:
        FileHandle.standardError.write(Data("usage: folio-bench-pdf [--pages N] [--output PATH]\n".utf8))
        exit(64)
    }
}

/// One page of vector content: a grid of 120 shapes with colours, strokes, curves and alpha.
func drawPage(_ ctx: GraphicsContext, _ n: Int) throws(GraphicsError) {
    try ctx.beginPage()
    for row in 0..<12 {
        for col in 0..<10 {
            let x = 36 + Double(col) * 54, y = 36 + Double(row) * 60
            let k = Double((n + row * 10 + col) % 17) / 16
            try ctx.setFillColor(Color(red: k, green: 1 - k, blue: 0.5))
            switch (row + col) % 4 {
            case 0: try ctx.fill(Rect(x: x, y: y, width: 40, height: 40))
            case 1: try ctx.fillEllipse(in: Rect(x: x, y: y, width: 40, height: 40))
            case 2:
                try ctx.setStrokeColor(.blue)
                try ctx.stroke(Path(roundedRect: Rect(x: x, y: y, width: 40, height: 40), cornerRadius: 8),
                               style: StrokeStyle(lineWidth: 2, lineJoin: .round))
            default:
                var p = Path()
                p.move(to: Point(x: x, y: y + 40))
                p.addCurve(to: Point(x: x + 40, y: y + 40), control1: Point(x: x + 10, y: y), control2: Point(x: x + 30, y: y))
                p.closeSubpath()
                try ctx.setAlpha(0.7)
                try ctx.fill(p)
                try ctx.setAlpha(1)
            }
        }
    }
}

let start = Date()
do {
    let ctx = try PDFRenderer().beginDocument(output: .file(path: output))
    for n in 0..<pages { try drawPage(ctx, n) }
    try ctx.endDocument()
} catch {
    FileHandle.standardError.write(Data("folio-bench-pdf: \(error)\n".utf8))
    exit(1)
}
let seconds = Date().timeIntervalSince(start)
var usage = rusage()
getrusage(RUSAGE_SELF.rawValue, &usage)
let size = (try? FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? 0
print(String(format: "pages %d  seconds %.3f  pages/s %.0f  peak-rss-MB %.1f  output-MB %.2f",
             pages, seconds, Double(pages) / seconds, Double(usage.ru_maxrss) / 1024, Double(size) / 1_048_576))
