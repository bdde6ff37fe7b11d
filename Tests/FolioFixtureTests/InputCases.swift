import Folio
import FolioTestSupport
import Foundation

/// Cases whose `case.json` names an `input` file: plain text, HTML or Markdown set as `folio` sets it,
/// through the printing pipeline, with the fixture fonts. Options (all optional): `paper` (a name),
/// `margin` (points), `fontSize`, `align` (left, right, center, justify), `hyphenate`
/// ("true"), `footer` and `header` (templates), `root` (HTML: the folder files may be read from,
/// relative to the case's folder), `footnotes` (Markdown: "end" sets them at the end rather than
/// at the foot of the page), `tagged` ("false": an untagged PDF, as `folio --untagged` writes).
enum InputCase {
    static func pdf(_ fixture: FixtureCase) throws -> [UInt8] {
        guard let url = fixture.inputURL else { throw FixtureError.unsupported(name: fixture.name, reason: "no input") }
        let o = fixture.manifest.options ?? [:]
        let paper = try Paper(parsing: o["paper"] ?? "letter")
        let margin = Double(o["margin"] ?? "72") ?? 72
        let size = Double(o["fontSize"] ?? "11") ?? 11
        var style = ParagraphStyle()
        style.minimumLineHeight = size * 1.2
        style.maximumLineHeight = size * 1.2
        style.hyphenationFactor = o["hyphenate"] == "true" ? 1 : 0
        style.alignment = switch o["align"] ?? "left" {
        case "justify": .justified
        case "center": .center
        case "right": .right
        default: .left
        }
        let formatter: PrintFormatter
        // An HTML page's `@page` margin boxes, drawn in place of the default footer (as `folio` does).
        var boxes = PageMarginBoxes()
        switch url.pathExtension.lowercased() {
        case "txt":
            formatter = SimpleTextPrintFormatter(contentsOfFile: url.path, attributes: TextAttributes(language: "en"),
                                                 font: TextFont(family: "DejaVu Serif", size: size), paragraphStyle: style,
                                                 library: LayoutScenario.library)
        case "html", "htm":
            // HTML through FolioMarkup; generic families resolve among the fixture fonts only.
            // `root`: the folder files may be read from, relative to the case's (`"../.."` reaches Fixtures/Fonts).
            var options = MarkupOptions(documentPath: url.path)
            if let root = o["root"] { options.allowedRoot = url.deletingLastPathComponent().appendingPathComponent(root).standardized.path }
            let markup = try MarkupDocument(bytes: Array(Data(contentsOf: url)), options: options)
            formatter = DocumentPrintFormatter(document: markup.document, library: LayoutScenario.library)
            boxes = markup.marginBoxes
        case "md", "markdown":
            // Markdown through FolioMarkdown and FolioMarkup's styles (the built-in style sheet).
            var options = MarkdownOptions(documentPath: url.path)
            options.footnotesAtPageFoot = o["footnotes"] != "end"
            let markdown = try MarkdownDocument(contentsOfFile: url.path, options: options)
            formatter = DocumentPrintFormatter(document: markdown.document, library: LayoutScenario.library)
        default:
            throw FixtureError.unsupported(name: fixture.name, reason: "input \(url.lastPathComponent): .txt, .html and .md inputs are driven")
        }
        let renderer = boxes.isEmpty ? HeaderFooterPageRenderer(library: LayoutScenario.library)
            : MarginBoxPageRenderer(marginBoxes: boxes, pageMargins: EdgeInsets(all: margin), library: LayoutScenario.library)
        renderer.header = o["header"].map(HeaderFooterTemplate.init)
        let footer = o["footer"] ?? (boxes.isEmpty ? "{page}" : "")
        renderer.footer = footer.isEmpty ? nil : HeaderFooterTemplate(footer)
        renderer.title = url.lastPathComponent
        renderer.file = url.lastPathComponent
        renderer.font = TextFont(family: "DejaVu Serif", size: 9)
        renderer.headerHeight = margin
        renderer.footerHeight = margin
        renderer.horizontalInsets = (margin, margin)
        formatter.contentInsets = EdgeInsets(top: 0, left: margin, bottom: 0, right: margin)
        renderer.addPrintFormatter(formatter, startingAtPage: 0)
        var info = PrintInfo(jobName: url.lastPathComponent, paper: paper, margins: .zero)
        info.isTagged = o["tagged"] != "false"
        return try PrintJob(renderer: renderer, info: info).pdfBytes()
    }
}
