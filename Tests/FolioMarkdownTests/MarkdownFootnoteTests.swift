import Folio
import FolioTesting
import Foundation
import Testing

/// GFM footnotes at the foot of the page of their first reference (the default), read per
/// page with pdftotext and in the structure tree.
@Suite("Markdown footnotes at the foot of the page")
struct MarkdownFootnoteTests {
    /// Filler paragraphs, `n` of them, each with a footnote reference `[^k]` and its definition.
    static func markdown(paragraphs n: Int) -> String {
        var md = ""
        for k in 1...n {
            md += (0..<6).map { "Para\(k) sentence \($0) has enough words to fill a line or so." }.joined(separator: " ")
            md += " Call\(k)[^n\(k)] here.\n\n"
        }
        for k in 1...n { md += "[^n\(k)]: Body of note \(k).\n" }
        return md
    }

    @Test("each note is printed once, on the page of its reference, below the page's text, numbered in reference order")
    func notesOnTheirPages() throws {
        let path = try Typeset.pdf(Self.markdown(paragraphs: 14), name: "md-notes.pdf")
        let pages = try PDFTools.pageTexts(path)
        #expect(pages.count >= 2, "\(pages.count) pages")
        var found: [Int] = []
        for text in pages {
            let lines = text.split(separator: "\n").map(String.init)
            for k in 1...14 {
                // The call (the number k) follows "Call" k.
                guard let call = lines.firstIndex(where: { $0.contains("Call\(k)\(k) here.") }) else { continue }
                let note = try #require(lines.firstIndex { $0.contains("\(k). Body of note \(k).") }, "note \(k) with its call: \(lines)")
                #expect(note > call)
                let lastText = try #require(lines.lastIndex { $0.contains("Para") || $0.contains("here.") })
                #expect(note > lastText, "below the page's text")
                found.append(k)
            }
        }
        #expect(found == Array(1...14))
        #expect(!pages.joined().contains("\u{21A9}"), "no back links at the page's foot")
    }

    @Test("a reference in a table cell, a repeated reference, a note of two paragraphs")
    func cellsRepeatsAndParagraphs() throws {
        let md = "Alpha[^b] beta[^a] gamma[^b].\n\n| A | B |\n|---|---|\n| x | y[^c] |\n\n[^a]: Note A.\n[^b]: Note B.\n\n    Its second paragraph.\n[^c]: Note C.\n[^unused]: Never referenced.\n"
        let text = try Typeset.text(md)
        #expect(text.contains("Alpha1 beta2 gamma1."), "\(text)")
        #expect(text.contains("1. Note B. Its second paragraph. 2. Note A. 3. Note C."), "\(text)")
        #expect(!text.contains("Never referenced"))
    }

    @Test("tagged: each note is a Note with its /ID (fn-N), and its call a Link to it; the file passes the tagged checks")
    func tagged() throws {
        let path = try Typeset.pdf("Alpha[^b] beta[^a].\n\n[^a]: Note A.\n[^b]: Note B.\n", name: "md-tagged.pdf")
        let tree = try PDFTools.runChecked("pdfinfo", ["-struct-text", path]).stdout
        let lines = tree.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.filter { $0.hasPrefix("Note") } == ["Note <fn-1> (inline)", "Note <fn-2> (inline)"], "\(tree)")
        #expect(lines.filter { $0 == "Link (inline)" }.count == 2, "\(tree)")
        let names = Set(try DocumentSummary(contentsOf: path).pages.flatMap(\.links).compactMap(\.name))
        #expect(names == ["fn-1", "fn-2"], "\(names)")
        let report = try ConformanceChecker.check(contentsOf: path, profile: .tagged)
        #expect(report.passes, "\(report.text)")
    }
}
