import Folio
import FolioTesting
import Foundation

/// Markdown typeset to a PDF in a temporary folder, and what a reader gets back from it.
enum Typeset {
    /// The PDF's path.
    static func pdf(_ markdown: String, options: MarkdownOptions = MarkdownOptions(), name: String = "md.pdf") throws -> String {
        let doc = try MarkdownDocument(string: markdown, options: options)
        let path = PDFTools.temporaryDirectory(prefix: "folio-md").appendingPathComponent(name).path
        try doc.document.writePDF(to: path)
        return path
    }

    /// The text pdftotext extracts, its whitespace runs made single spaces.
    static func text(_ markdown: String, options: MarkdownOptions = MarkdownOptions()) throws -> String {
        squeeze(try PDFTools.text(try pdf(markdown, options: options)))
    }

    static func squeeze(_ s: String) -> String {
        s.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
