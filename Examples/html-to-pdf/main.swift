// An HTML file to PDF with MarkupTextPrintFormatter, the way UIMarkupTextPrintFormatter prints
// a web page: the page's own CSS, its <title> as the PDF title, a header and page numbers.
// Images come only from data: URIs and the file's folder; nothing is fetched from the network.
//
//   swift run html-to-pdf [output.pdf] [page.html]      (default page: Samples/guide.html)
import Folio
import Foundation

let output = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "html-to-pdf.pdf"
let input = CommandLine.arguments.count > 2 ? CommandLine.arguments[2] : "Samples/guide.html"

do {
    guard let bytes = FileManager.default.contents(atPath: input) else {
        print("error: cannot read \(input)")
        exit(66)
    }
    // The folder of the HTML file is where its images may come from, and nowhere else.
    let options = MarkupOptions(baseDirectory: URL(fileURLWithPath: input).deletingLastPathComponent().path)
    let formatter = try MarkupTextPrintFormatter(data: Array(bytes), options: options)

    // A renderer with the title at the left of the header and "N / M" centred in the footer,
    // in the 54 pt margins of an A4 page.
    let renderer = HeaderFooterPageRenderer(header: HeaderFooterTemplate(left: "{title}"),
                                            footer: HeaderFooterTemplate(center: "{page} / {pages}"),
                                            title: formatter.title ?? input)
    renderer.headerHeight = 54
    renderer.footerHeight = 54
    renderer.horizontalInsets = (54, 54)
    formatter.contentInsets = EdgeInsets(top: 0, left: 54, bottom: 0, right: 54)
    renderer.addPrintFormatter(formatter, startingAtPage: 0)

    // The bands and insets above are the margins, so the job adds none of its own.
    let job = PrintJob(renderer: renderer, info: PrintInfo(jobName: formatter.title, paper: .a4, margins: .zero))
    // What was left out (an image missing, a style ignored) and what else the job noticed.
    let report = try job.write(to: output)
    for warning in report.warnings { print("warning: \(warning)") }
    for note in report.notes { print("note: \(note)") }
    print("wrote \(output)")
} catch {
    print("error: \(error)")
    exit(1)
}
