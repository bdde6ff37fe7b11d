import FolioTesting
import Foundation
import Testing

/// The PDF's `/Lang` (the voice a screen reader takes): `--lang`, else an HTML page's
/// `<html lang>`; none when neither says.
@Suite("folio: the document's language")
struct DocumentLanguageTests {
    /// The catalog's `/Lang` of a PDF, read from qpdf's uncompressed rewrite.
    private func language(of pdf: String) throws -> String? {
        let plain = try PDFTools.runChecked("qpdf", ["--qdf", "--object-streams=disable", pdf, "-"]).stdout
        guard let catalog = plain.range(of: "/Type /Catalog") else { return nil }
        let object = plain[..<catalog.lowerBound].components(separatedBy: "obj").last.map { $0 + plain[catalog.lowerBound...] } ?? ""
        let dictionary = object.components(separatedBy: "endobj").first ?? ""
        guard let lang = dictionary.range(of: "/Lang (") else { return nil }
        return String(dictionary[lang.upperBound...].prefix { $0 != ")" })
    }

    private func typeset(_ content: String, name: String, _ options: [String] = []) throws -> String {
        try typesetWithFolio(content, name: name, options).pdf
    }

    @Test("<html lang> gives /Lang; --lang wins over it; plain text takes --lang; nothing said, no /Lang")
    func languages() throws {
        let page = "<!DOCTYPE html><html lang=\"de-CH\"><title>Bericht</title><p>Grüezi.</p></html>"
        #expect(try language(of: typeset(page, name: "page.html")) == "de-CH")
        #expect(try language(of: typeset(page, name: "page.html", ["--lang", "fr"])) == "fr")
        #expect(try language(of: typeset("Hello.\n", name: "notes.txt", ["--lang", "en-GB"])) == "en-GB")
        #expect(try language(of: typeset("Hello.\n", name: "notes.txt")) == nil)
        #expect(try language(of: typeset("<p>No language</p>", name: "bare.html")) == nil)
    }
}
