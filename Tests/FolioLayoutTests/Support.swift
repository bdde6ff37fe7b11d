import Folio
import FolioTesting
import Foundation

/// A document printed on small pages (300 × 400 pt, 36 pt margins, page numbers off), and the
/// text of each page as pdftotext reads it.
struct Printed {
    let bytes: [UInt8]
    let path: String
    let pages: [String]

    init(_ document: Document, size: Size = Size(width: 300, height: 400), footer: HeaderFooterTemplate? = nil) throws {
        let paper = Paper(name: "test", size: size)
        bytes = try document.pdfBytes(paper: paper, margins: EdgeInsets(all: 36), footer: footer)
        path = try PDFTools.save(bytes, name: "layout.pdf")
        pages = try PDFTools.pageTexts(path)
    }

    /// Every page's non-empty lines.
    func lines(_ page: Int) -> [String] {
        pages[page].split(separator: "\n").map { String($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Words of the whole document, in order.
    var words: [String] { pages.joined(separator: " ").split(whereSeparator: { $0.isWhitespace }).map(String.init) }
}

/// Deterministic filler prose: `n` sentences with numbered words so that each word is unique.
func prose(_ tag: String, sentences n: Int) -> String {
    (0..<n).map { i in "\(tag)\(i)a \(tag)\(i)b words fill the line until it wraps \(tag)\(i)c." }.joined(separator: " ")
}

/// A path inside the repository (tests run from any directory).
func repoPath(_ relative: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(relative).path
}
