// folio-bench-documents: how many small documents one process makes a second, as a server
// generating letters or invoices on request would: each a new PDF in memory, nothing shared
// but what Folio itself keeps between documents (fonts found, shaped words).
//
//     swift run -c release folio-bench-documents [--count 500] [--kind text|html|both]
//
// Prints documents, seconds, documents per second, milliseconds per document, the PDF size
// and the peak resident memory of this process (which must not grow with the count).
import Folio
import Foundation

var count = 500
var kind = "both"
var args = CommandLine.arguments.dropFirst()
while let a = args.popFirst() {
    switch a {
    case "--count": count = Int(args.popFirst() ?? "") ?? count
    case "--kind": kind = args.popFirst() ?? kind
    default:
        FileHandle.standardError.write(Data("usage: folio-bench-documents [--count N] [--kind text|html|both]\n".utf8))
        exit(64)
    }
}

/// A one-page letter: a few paragraphs of plain text with a page-number footer, as `folio`
/// typesets a .txt file.
func letter(_ n: Int) throws -> [UInt8] {
    let text = """
        Dear customer \(n),

        Thank you for your order of 23 November. The goods left our warehouse this morning and \
        should reach you within three working days. Your invoice is attached; the amount will be \
        taken from your account on the first of next month.

        Should anything be missing or damaged, reply to this letter within fourteen days and we \
        will replace it at no cost. Our opening hours are Monday to Friday, nine to five.

        Yours sincerely,
        The order desk
        """
    let formatter = SimpleTextPrintFormatter(text: text, font: TextFont(family: "DejaVu Serif", size: 11))
    let renderer = HeaderFooterPageRenderer(header: nil, footer: HeaderFooterTemplate("{page}"), title: "Letter", file: "letter.txt", date: "2026-11-23")
    renderer.footerHeight = 24
    renderer.addPrintFormatter(formatter, startingAtPage: 0)
    return try PrintJob(renderer: renderer, info: PrintInfo(paper: .a4, margins: .zero)).pdfBytes()
}

/// A one-page invoice in simple HTML: a heading, a paragraph and a table of ten rows.
func invoice(_ n: Int) throws -> [UInt8] {
    var rows = ""
    for i in 1...10 { rows += "<tr><td>Item \(i)</td><td>\(i * 3)</td><td>\(String(format: "%.2f", Double(i) * 4.75))</td></tr>\n" }
    let html = """
        <html><head><title>Invoice \(n)</title><style>td { padding: 2pt 6pt } th { text-align: left }</style></head>
        <body><h1>Invoice \(n)</h1><p>Billed to <b>customer \(n)</b>, payable within <i>30 days</i>.</p>
        <table><tr><th>Item</th><th>Quantity</th><th>Price</th></tr>\(rows)</table></body></html>
        """
    let markup = try MarkupDocument(bytes: Array(html.utf8))
    return try markup.document.pdfBytes(paper: .a4, margins: EdgeInsets(all: 54))
}

let makers: [(String, (Int) throws -> [UInt8])] = switch kind {
case "text": [("text", letter)]
case "html": [("html", invoice)]
default: [("text", letter), ("html", invoice)]
}
print("| kind | documents | seconds | documents/s | ms/document | PDF KiB | peak RSS MiB |")
print("|---|---:|---:|---:|---:|---:|---:|")
for (name, make) in makers {
    do {
        _ = try make(0)  // the first document finds the fonts; not counted
        var bytes = 0
        let start = Date()
        for n in 1...max(count, 1) { bytes = try make(n).count }
        let seconds = Date().timeIntervalSince(start)
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        print(String(format: "| %@ | %d | %.3f | %.0f | %.2f | %.1f | %.1f |", name, count, seconds, Double(count) / seconds,
                     seconds * 1000 / Double(count), Double(bytes) / 1024, Double(usage.ru_maxrss) / 1024))
    } catch {
        FileHandle.standardError.write(Data("folio-bench-documents: \(name): \(error)\n".utf8))
        exit(1)
    }
}
