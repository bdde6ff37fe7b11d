import FolioTesting
import Foundation
import Testing

@Suite("folio options")
struct FolioOptionsTests {
    private func run(_ extra: [String], words: Int = 1500) throws -> (status: Int32, stderr: String, pdf: String, dir: URL) {
        let dir = PDFTools.temporaryDirectory()
        let input = dir.appendingPathComponent("doc.txt")
        var text = ""
        for i in 1...words { text += "word\(i)" + (i % 12 == 0 ? "\n" : " ") }
        try Data(text.utf8).write(to: input)
        let out = dir.appendingPathComponent("doc.pdf").path
        let r = try PDFTools.run(FolioCommandTests.binary, [input.path, "-o", out] + extra)
        return (r.status, r.stderr, out, dir)
    }

    @Test("--paper and --orientation set the page size")
    func paper() throws {
        let r = try run(["--paper", "a4", "--orientation", "landscape"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try PDFTools.info(r.pdf)["Page size"]?.hasPrefix("841.89 x 595.276") == true)
        let r2 = try run(["--paper", "a5-landscape"])
        #expect(try PDFTools.info(r2.pdf)["Page size"]?.hasPrefix("595.276 x 419.528") == true)
    }

    @Test("--margin moves the text; --font-size changes the page count")
    func margins() throws {
        let r = try run(["--margin", "2in"])
        #expect(r.status == 0)
        let first = try #require(try PDFTools.words(r.pdf, page: 1).first { $0.text == "word1" })
        #expect(abs(first.xMin - 144) < 0.5)
        #expect(first.yMin >= 144 - 0.5)
        let small = try run(["--font-size", "8"]), big = try run(["--font-size", "16"])
        let ps = Int(try PDFTools.info(small.pdf)["Pages"]!)!, pb = Int(try PDFTools.info(big.pdf)["Pages"]!)!
        #expect(pb > ps)
    }

    @Test("--header and --footer templates, --title and --author")
    func headerFooter() throws {
        let r = try run(["--header", "{title}||{file}", "--footer", "Page {page} of {pages}", "--title", "Minutes", "--author", "Ann"])
        #expect(r.status == 0, "\(r.stderr)")
        let pages = Int(try PDFTools.info(r.pdf)["Pages"]!)!
        for n in 1...pages {
            let t = try PDFTools.text(r.pdf, page: n)
            #expect(t.contains("Page \(n) of \(pages)") && t.contains("Minutes") && t.contains("doc.txt"))
        }
        let info = try PDFTools.info(r.pdf)
        #expect(info["Title"] == "Minutes" && info["Author"] == "Ann")
        // The header's side slots line up with the text's 72 pt margins.
        let words = try PDFTools.words(r.pdf, page: 1)
        let title = try #require(words.first { $0.text == "Minutes" }), file = try #require(words.first { $0.text == "doc.txt" })
        #expect(abs(title.xMin - 72) < 0.5)
        #expect(abs(file.xMax - 540) < 0.5)
    }

    @Test("--pages keeps only those pages; --duplex writes the viewer preference")
    func pagesAndDuplex() throws {
        let r = try run(["--pages", "2-3", "--duplex", "long-edge"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try PDFTools.info(r.pdf)["Pages"] == "2")
        #expect(try PDFTools.text(r.pdf, page: 1).contains("2"))
        let catalog = try PDFTools.run("qpdf", ["--show-object=1", r.pdf]).stdout
        #expect(catalog.contains("/DuplexFlipLongEdge"))
    }

    @Test("--align justify fills lines; --hyphenate adds hyphens")
    func alignAndHyphenate() throws {
        let r = try run(["--align", "justify", "--hyphenate"], words: 400)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try PDFTools.qpdfCheck(r.pdf).ok)
    }

    @Test("bad option values exit 64 with a message naming the option, and write nothing", arguments: [
        (["--paper", "a44"], "--paper"), (["--orientation", "sideways"], "--orientation"), (["--margin", "ten"], "--margin"),
        (["--margins", "1in,1in"], "--margins"), (["--margin", "400pt"], "margins"), (["--font-size", "-3"], "--font-size"),
        (["--align", "middle"], "--align"), (["--duplex", "both"], "--duplex"), (["--pages", "3-1"], "--pages"),
        (["--pages", "90-"], "--pages"), (["--lang", "xx-!!"], "--lang"), (["--lang", "e"], "--lang"), (["--lang", "x"], "--lang"),
    ])
    func badValues(_ c: ([String], String)) throws {
        let r = try run(c.0, words: 50)
        #expect(r.status == 64, "\(c.0): \(r.stderr)")
        #expect(r.stderr.contains(c.1), "\(c.0): \(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: r.pdf))
    }

    @Test("an unknown header placeholder and hyphenation without patterns are warned of, -q silences them, well-formed tags pass quietly")
    func warnings() throws {
        let placeholder = try run(["--footer", "{pgae}||{page}", "--header", "{title}|{draft note}|{date}"], words: 50)
        #expect(placeholder.status == 0, "\(placeholder.stderr)")
        #expect(placeholder.stderr == "folio: warning: --footer: {pgae} is not a placeholder ({page}, {pages}, {title}, {file}, {date}) and is printed as it is\n")
        #expect(try PDFTools.text(placeholder.pdf).contains("{pgae}"))

        // No Klingon patterns are installed anywhere; English ones are (scripts/setup.sh).
        let klingon = try run(["--lang", "tlh", "--hyphenate"], words: 50)
        #expect(klingon.status == 0, "\(klingon.stderr)")
        #expect(klingon.stderr.contains("folio: warning: --hyphenate: no hyphenation patterns for \"tlh\""), "\(klingon.stderr)")
        for tag in ["x-klingon", "zh-Hant-TW", "sr_Latn"] {
            let r = try run(["--lang", tag], words: 20)
            #expect(r.status == 0 && r.stderr.isEmpty, "\(tag): \(r.stderr)")
        }
        let english = try run(["--lang", "en-US", "--hyphenate"], words: 50)
        #expect(english.status == 0 && english.stderr.isEmpty, "\(english.stderr)")
        let quiet = try run(["--lang", "tlh", "--hyphenate", "--footer", "{pgae}", "-q"], words: 50)
        #expect(quiet.status == 0 && quiet.stderr.isEmpty, "\(quiet.stderr)")
    }
}
