import FolioTestSupport
import Foundation
import Testing

/// The options added for everyday use: several inputs, parallel jobs, text handling, metadata,
/// progress, diagnostics and the listing subcommands.
@Suite("folio: more options and subcommands")
struct FolioMoreOptionsTests {
    private func folio(_ args: [String], stdin: [UInt8]? = nil) throws -> PDFTools.Run {
        try PDFTools.run(FolioCommandTests.binary, args, stdin: stdin)
    }

    private func file(_ text: String, _ name: String, in dir: URL) throws -> String {
        let url = dir.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    private static func prose(_ tag: String, lines: Int) -> String {
        (1...lines).map { "\(tag) line \($0) of the input, long enough to be a line." }.joined(separator: "\n") + "\n"
    }

    @Test("several inputs with -j 2 give one PDF each, the same bytes as one at a time")
    func jobs() throws {
        let dir = PDFTools.temporaryDirectory()
        let inputs = try (1...4).map { try file(Self.prose("doc\($0)", lines: 80 * $0), "doc\($0).txt", in: dir) }
        let serial = dir.appendingPathComponent("serial").path + "/", parallel = dir.appendingPathComponent("parallel").path + "/"
        #expect(try folio(inputs + ["-o", serial]).status == 0)
        let r = try folio(inputs + ["-o", parallel, "-j", "2"])
        #expect(r.status == 0, "\(r.stderr)")
        for k in 1...4 {
            let a = try Data(contentsOf: URL(fileURLWithPath: serial).appendingPathComponent("doc\(k).pdf"))
            let b = try Data(contentsOf: URL(fileURLWithPath: parallel).appendingPathComponent("doc\(k).pdf"))
            #expect(a == b, "doc\(k).pdf differs between -j 1 and -j 2")
            #expect(try PDFTools.text(URL(fileURLWithPath: parallel).appendingPathComponent("doc\(k).pdf").path).contains("doc\(k) line 1 "))
        }
    }

    @Test("HTML with its title in the header and \"N.\" at the footer's right edge, on every page (printing #80)")
    func htmlHeaderFooter() throws {
        let dir = PDFTools.temporaryDirectory()
        let body = (1...60).map { "<p>Paragraph \($0) of the page, with words enough to fill a line or two of it.</p>" }.joined()
        let input = try file("<title>Quarterly</title><h1>Report</h1>\(body)", "q.html", in: dir)
        let out = dir.appendingPathComponent("q.pdf").path
        let r = try folio([input, "-o", out, "--header", "|{title}|", "--footer", "||{page}."])
        #expect(r.status == 0, "\(r.stderr)")
        let pages = Int(try PDFTools.info(out)["Pages"] ?? "0") ?? 0
        #expect(pages >= 2)
        for page in 1...max(pages, 1) {
            let words = try PDFTools.words(out, page: page)
            let title = try #require(words.first { $0.text == "Quarterly" }, "page \(page): no title")
            let number = try #require(words.first { $0.text == "\(page)." }, "page \(page): no number")
            #expect(title.yMax <= 72 && abs((title.xMin + title.xMax) / 2 - 306) < 0.5, "page \(page): the title at \(title)")
            #expect(number.yMin >= 792 - 72 && abs(number.xMax - 540) < 0.5, "page \(page): the number at \(number)")
        }
    }

    @Test("the header and footer take the body text's family: --font for text, the body's CSS font for HTML")
    func headerFooterFont() throws {
        let dir = PDFTools.temporaryDirectory()
        let text = try file(Self.prose("sans", lines: 5), "sans.txt", in: dir)
        let html = try file("<style>body { font-family: monospace }</style><p>Mono text</p>", "mono.html", in: dir)
        let out = dir.appendingPathComponent("f.pdf").path
        func fonts(_ args: [String]) throws -> [String] {
            let r = try folio(args + ["-o", out, "--header", "{title}"])
            #expect(r.status == 0, "\(r.stderr)")
            return try PDFTools.run("pdffonts", [out]).stdout.split(separator: "\n").dropFirst(2).map { String($0.split(separator: " ")[0]) }
        }
        let sans = try fonts([text, "--font", "DejaVu Sans"])
        #expect(sans.count == 1 && sans.allSatisfy { $0.hasSuffix("+DejaVuSans") }, "one face for text, header and footer: \(sans)")
        let mono = try fonts([html])
        #expect(mono.count == 1 && mono.allSatisfy { $0.contains("Mono") }, "one monospaced face: \(mono)")
        #expect(try PDFTools.text(out).contains("mono.html"), "the header is there")
    }

    @Test("standard input to standard output")
    func pipes() throws {
        let r = try folio(["-", "-o", "-"], stdin: Array(Self.prose("piped", lines: 3).utf8))
        #expect(r.status == 0, "\(r.stderr)")
        let path = try PDFTools.save(r.output, name: "piped.pdf")
        #expect(try PDFTools.text(path).contains("piped line 3"))
    }

    @Test("--reflow joins a paragraph's lines; --line-numbers numbers input lines; --tab-width sets tab stops")
    func textHandling() throws {
        let dir = PDFTools.temporaryDirectory()
        let input = try file("one\ntwo\nthree\n\nfour\n", "t.txt", in: dir)
        let out = dir.appendingPathComponent("o.pdf").path
        #expect(try folio([input, "-o", out, "--reflow"]).status == 0)
        let reflowed = try PDFTools.text(out)
        #expect(reflowed.contains("one two three"))
        #expect(try folio([input, "-o", out, "--line-numbers"]).status == 0)
        let numbered = try PDFTools.run("pdftotext", ["-raw", out, "-"]).stdout
        #expect(numbered.contains("1") && numbered.contains("5") && numbered.contains("four"))
        let tabs = try file("a\tb\n", "tabs.txt", in: dir)
        func secondX(_ width: String) throws -> Double {
            #expect(try folio([tabs, "-o", out, "--tab-width", width, "--mono"]).status == 0)
            return try #require(try PDFTools.words(out).first { $0.text == "b" }).xMin
        }
        let four = try secondX("4"), sixteen = try secondX("16")
        #expect(sixteen - four > 50, "tab stops every 4 vs 16 spaces: b at \(four) and \(sixteen)")
    }

    @Test("--subject and --keywords reach the document info; --mono sets a monospaced font")
    func metadata() throws {
        let dir = PDFTools.temporaryDirectory()
        let input = try file("text\n", "m.txt", in: dir)
        let out = dir.appendingPathComponent("m.pdf").path
        #expect(try folio([input, "-o", out, "--subject", "Quarterly", "--keywords", "sales, q3", "--mono"]).status == 0)
        let info = try PDFTools.info(out)
        #expect(info["Subject"] == "Quarterly")
        #expect(info["Keywords"] == "sales, q3")
        let fonts = try PDFTools.run("pdffonts", [out]).stdout
        #expect(fonts.contains("Mono"), "\(fonts)")
    }

    @Test("--progress always reports pages; --verbose prints diagnostics; --quiet prints nothing")
    func progressAndVerbosity() throws {
        let dir = PDFTools.temporaryDirectory()
        let input = try file(Self.prose("p", lines: 400) + "✈︎ 𝔘 \u{10FFFD}\n", "p.txt", in: dir)
        let out = dir.appendingPathComponent("p.pdf").path
        let progress = try folio([input, "-o", out, "--progress", "always"])
        #expect(progress.status == 0)
        #expect(progress.stderr.contains(" pages, ") && progress.stderr.contains("pages/s"), "\(progress.stderr)")
        // {pages} is drawn after the last page: one pass, no total known while it runs.
        let total = try folio([input, "-o", out, "--progress", "always", "--footer", "{page} of {pages}"])
        #expect(total.stderr.contains(" pages, ") && !total.stderr.contains(/\d+\/\d+ pages/), "\(total.stderr)")
        // With page ranges the job counts first, and the line shows pages done of the total.
        let counted = try folio([input, "-o", out, "--progress", "always", "--pages", "1-2"])
        #expect(counted.stderr.contains(/\d+\/\d+ pages/), "\(counted.stderr)")
        let verbose = try folio([input, "-o", out, "--verbose"])
        #expect(verbose.stderr.contains("p.txt:"), "\(verbose.stderr)")
        let quiet = try folio([input, "-o", out, "--quiet", "--verbose"])
        #expect(quiet.stderr.isEmpty, "\(quiet.stderr)")
    }

    @Test("folio papers lists the catalog; --fit picks the best paper; folio fonts lists and resolves")
    func subcommands() throws {
        let papers = try folio(["papers"])
        #expect(papers.status == 0 && papers.stdout.contains("A4") && papers.stdout.contains("Letter"))
        #expect(try folio(["papers", "--fit", "842x595"]).stdout.hasPrefix("A4 landscape"))
        #expect(try folio(["papers", "--fit", "612x792"]).stdout.hasPrefix("Letter portrait"))
        let fonts = try folio(["fonts"])
        #expect(fonts.status == 0 && fonts.stdout.contains("DejaVu Serif"))
        let resolved = try folio(["fonts", "DejaVu Sans Mono"])
        #expect(resolved.stdout.contains("DejaVu Sans Mono →") || resolved.stdout.hasPrefix("DejaVu Sans Mono → DejaVu Sans Mono"))
        #expect(resolved.stdout.contains("DejaVuSansMono"))
    }

    @Test("an unknown --font family is an error naming it; --paper auto uses the system's default paper")
    func fontAndAutoPaper() throws {
        let dir = PDFTools.temporaryDirectory()
        let input = try file("text\n", "f.txt", in: dir)
        let out = dir.appendingPathComponent("f.pdf").path
        let bad = try folio([input, "-o", out, "--font", "No Such Family 123"])
        #expect(bad.status == 64 && bad.stderr.contains("No Such Family 123"))
        #expect(!FileManager.default.fileExists(atPath: out))
        let r = try PDFTools.run("/usr/bin/env", ["PAPERSIZE=a5", FolioCommandTests.binary, input, "-o", out, "--paper", "auto"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try PDFTools.info(out)["Page size"]?.hasPrefix("419.528 x 595.276") == true)
    }

    @Test("a 1 MB line without a space is set (cut into pieces, broken between characters), not a hang", .timeLimit(.minutes(3)))
    func hugeLine() throws {
        let dir = PDFTools.temporaryDirectory()
        let input = try file(String(repeating: "x", count: 1_000_000), "huge.txt", in: dir)
        let out = dir.appendingPathComponent("huge.pdf").path
        let r = try folio([input, "-o", out])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(Int(try PDFTools.info(out)["Pages"] ?? "0")! > 200)
        let text = try PDFTools.text(out).filter { $0 == "x" }
        #expect(text.count == 1_000_000)
    }

    @Test("HTML input: the shipped guide gets its <title>, its words, its links; --format html reads any name")
    func html() throws {
        let guide = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Samples/guide.html").path
        let dir = PDFTools.temporaryDirectory()
        let out = dir.appendingPathComponent("guide.pdf").path
        let r = try folio([guide, "-o", out, "--paper", "a4"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try PDFTools.info(out)["Title"] == "Folio in five minutes")
        let text = try PDFTools.text(out)
        for phrase in ["Nothing is fetched.", "Column widths come from the content", "Several files, two at a time.", "Back to the top"] {
            #expect(text.contains(phrase), "missing \(phrase)")
        }
        let summary = try DocumentSummary(contentsOf: out)
        #expect(summary.pages.flatMap(\.links).contains { $0.uri == "https://www.swift.org" })
        #expect(summary.pages.flatMap(\.links).contains { $0.name == "commands" && $0.page != nil })
        let renamed = try file(try String(contentsOfFile: guide, encoding: .utf8), "page.data", in: dir)
        let r2 = try folio([renamed, "-o", dir.appendingPathComponent("renamed.pdf").path, "--format", "html"])
        #expect(r2.status == 0)
        let renamedText = try PDFTools.text(dir.appendingPathComponent("renamed.pdf").path)
        #expect(renamedText.contains("Nothing is fetched."))
    }

    @Test("--font-dir adds a folder of fonts; --line-height sets the baseline distance")
    func fontDirAndLineHeight() throws {
        let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/Fonts").path
        let dir = PDFTools.temporaryDirectory()
        let input = try file(Self.prose("fd", lines: 20), "fd.txt", in: dir)
        let out = dir.appendingPathComponent("fd.pdf").path
        let r = try folio([input, "-o", out, "--font-dir", fonts, "--font", "FreeSans"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try PDFTools.run("pdffonts", [out]).stdout.contains("FreeSans"))
        func pitch(_ multiple: String) throws -> Double {
            #expect(try folio([input, "-o", out, "--line-height", multiple, "--font-size", "10"]).status == 0)
            let ys = try PDFTools.words(out).filter { $0.text == "fd" }.map(\.yMin)
            return ys[1] - ys[0]
        }
        #expect(abs(try pitch("1.2") - 12) < 0.01)
        #expect(abs(try pitch("2") - 20) < 0.01)
    }

    @Test("HTML naming a family whose font file is damaged is set in serif, and --verbose says why (before: exit 70)")
    func htmlWithDamagedFont() throws {
        let dir = PDFTools.temporaryDirectory()
        let fonts = dir.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        try DamagedFonts.brokenTableDirectory(family: "Faulty Serif").write(to: fonts.appendingPathComponent("Faulty.ttf"))
        let input = try file(#"<p style="font-family: 'Faulty Serif'">Damaged fonts fall back.</p><p>Plain.</p>"#, "f.html", in: dir)
        let out = dir.appendingPathComponent("f.pdf").path
        let r = try folio([input, "-o", out, "--font-dir", fonts.path, "--verbose"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("cannot use \"Faulty Serif\"") && r.stderr.contains("Faulty.ttf is damaged"), "\(r.stderr)")
        #expect(try PDFTools.text(out).contains("Damaged fonts fall back."))
        #expect(!(try PDFTools.run("pdffonts", [out]).stdout.contains("Faulty")))
    }

    @Test("an HTML image left out is a warning by default, naming the file; --quiet silences it (issue 41)")
    func imageWarnings() throws {
        let dir = PDFTools.temporaryDirectory()
        let input = try file(#"<p>Text.</p><img src="nowhere.gif" alt="ALT"><img src="http://example.com/x.webp">"#, "w.html", in: dir)
        let out = dir.appendingPathComponent("w.pdf").path
        let r = try folio([input, "-o", out])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("folio: warning: w.html: image nowhere.gif does not exist; its alternative text is set instead"), "\(r.stderr)")
        #expect(r.stderr.contains("folio: warning: w.html: image http://example.com/x.webp is not local"), "\(r.stderr)")
        let quiet = try folio([input, "-o", out, "--quiet"])
        #expect(quiet.status == 0 && quiet.stderr.isEmpty, "\(quiet.stderr)")
        #expect(try PDFTools.text(out).contains("ALT"))
    }

    @Test("--line-height applies to HTML body text, which otherwise keeps the font's own line height")
    func htmlLineHeight() throws {
        let dir = PDFTools.temporaryDirectory()
        let words = (0..<80).map { _ in "lh" }.joined(separator: " ")
        let input = try file("<p>\(words)</p>", "lh.html", in: dir)
        let out = dir.appendingPathComponent("lh.pdf").path
        func pitch(_ extra: [String]) throws -> Double {
            let r = try folio([input, "-o", out, "--font", "DejaVu Serif", "--font-size", "10"] + extra)
            #expect(r.status == 0, "\(r.stderr)")
            let ys = try PDFTools.words(out).filter { $0.text == "lh" }.map(\.yMin)
            let distinct = ys.reduce(into: [Double]()) { if $0.last != $1 { $0.append($1) } }
            return distinct[1] - distinct[0]
        }
        #expect(abs(try pitch(["--line-height", "1.5"]) - 15) < 0.01)
        #expect(abs(try pitch(["--line-height", "2"]) - 20) < 0.01)
        #expect(abs(try pitch([]) - 15) > 1, "without the option the font's line height (DejaVu Serif: 1.164 em) holds")
    }

    @Test("HTML with @page: --paper auto takes its size, and its margins apply when no --margin is given")
    func pageRule() throws {
        let dir = PDFTools.temporaryDirectory()
        let input = try file("<style>@page { size: a5; margin: 1in 2cm }</style><p>Hello page</p>", "p.html", in: dir)
        let out = dir.appendingPathComponent("p.pdf").path
        #expect(try folio([input, "-o", out, "--paper", "auto"]).status == 0)
        #expect(try PDFTools.info(out)["Page size"]?.hasPrefix("419.528 x 595.276") == true)
        let word = try #require(try PDFTools.words(out).first { $0.text == "Hello" })
        #expect(abs(word.xMin - 56.69) < 0.1)
        #expect(try folio([input, "-o", out, "--margin", "36pt"]).status == 0)
        let again = try #require(try PDFTools.words(out).first { $0.text == "Hello" })
        #expect(abs(again.xMin - 36) < 0.1)
    }
}
