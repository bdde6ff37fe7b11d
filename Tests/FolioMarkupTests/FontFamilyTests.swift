import Folio
import FolioTestSupport
import Foundation
import Testing

/// `font-family` lists (issue 41, finding 9): families not installed are passed over down to
/// the generic family, with the machine's fonts (fontconfig).
@Suite("HTML font-family lists")
struct FontFamilyTests {
    /// The widths of the words "iiiiiiii" and "MMMMMMMM" set in `family`, and the PDF's fonts.
    private func widths(_ family: String) throws -> (narrow: Double, wide: Double, fonts: String) {
        let html = "<pre style=\"font-family: \(family)\">iiiiiiii\nMMMMMMMM</pre>"
        let path = try PDFTools.save(try MarkupDocument(string: html).document.pdfBytes(), name: "families.pdf")
        let words = try PDFTools.words(path)
        let narrow = try #require(words.first { $0.text == "iiiiiiii" })
        let wide = try #require(words.first { $0.text == "MMMMMMMM" })
        return (narrow.xMax - narrow.xMin, wide.xMax - wide.xMin, try PDFTools.run("pdffonts", [path]).stdout)
    }

    @Test("Monaco, Consolas, monospace: neither is installed, so the text is monospaced (before: a proportional font)")
    func fallsThroughToGeneric() throws {
        let w = try widths("Monaco, Consolas, monospace")
        #expect(abs(w.narrow - w.wide) < 0.5, "i×8 is \(w.narrow) pt, M×8 \(w.wide) pt: not monospaced\n\(w.fonts)")
        let proportional = try widths("Monaco, Consolas, sans-serif")
        #expect(proportional.wide > proportional.narrow * 1.5)
    }

    @Test("an installed named family later in the list is taken over an earlier unknown one and the generic")
    func namedFamilyLaterInList() throws {
        let w = try widths("'No Such Font', 'DejaVu Serif', monospace")
        #expect(w.fonts.contains("DejaVuSerif"), "\(w.fonts)")
        #expect(w.wide > w.narrow * 1.5)
    }

    @Test("a list of unknown families only is set in the first one's substitute, and says so")
    func unknownOnly() throws {
        let font = TextFont(families: ["No Such Font", "Nor This One"], size: 10)
        let resolved = try font.resolve(in: .shared)
        #expect(resolved.diagnostic?.contains("No Such Font") == true, "\(String(describing: resolved.diagnostic))")
        let single = try TextFont(family: "No Such Font", size: 10).resolve(in: .shared)
        #expect(resolved.font.path == single.font.path)
    }

    @Test("ui-monospace is a generic family too")
    func uiMonospace() throws {
        let w = try widths("Menlo, ui-monospace, serif")
        #expect(abs(w.narrow - w.wide) < 0.5, "\(w)")
    }
}
