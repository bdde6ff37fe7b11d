import FolioTesting
import Foundation
import Testing

/// The print templates of `Samples/templates/` (issue #43): each typeset by `folio`, its pages
/// read back one by one.
@Suite("Samples/templates")
struct TemplateTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples/templates")

    /// The template typeset with no option, no warning; its PDF's path and its pages' text.
    private func typeset(_ name: String) throws -> (path: String, pages: [String]) {
        let pdf = PDFTools.temporaryDirectory().appendingPathComponent("\(name).pdf").path
        let r = try PDFTools.run(FolioCommandTests.binary, [Self.folder.appendingPathComponent("\(name).html").path, "-o", pdf])
        #expect(r.status == 0 && r.stderr.isEmpty, "\(name): \(r.stderr)")
        #expect(try PDFTools.qpdfCheck(pdf).ok, "\(name): qpdf --check")
        return (pdf, try PDFTools.pageTexts(pdf))
    }

    @Test("invoice: \"Page N of 3\" on every page from a margin box, the header row repeated, the reference in the header from page 2, the total once at the end")
    func invoice() throws {
        let pages = try typeset("invoice").pages
        #expect(pages.count == 3)
        for (n, page) in pages.enumerated() {
            #expect(page.contains("Page \(n + 1) of 3"), "page \(n + 1): \(page.suffix(200))")
            #expect(page.contains("Description") && page.contains("Amount (EUR)"), "the header row on page \(n + 1)")
            #expect(page.contains("Invoice 2026-0417") == (n > 0), "@page :first leaves the reference out of page 1 only")
        }
        #expect(pages[0].contains("Bill to") && pages[0].contains("Due: 27 December 2026"))
        #expect(pages.map { $0.components(separatedBy: "Total due").count - 1 } == [0, 0, 1], "the totals once, after the last row")
        #expect(pages[2].contains("53,262.00") && pages[2].contains("Typesetting engine licence"))
        // Every one of the 70 rows (its number first on its line).
        let numbers = Set(pages.joined(separator: "\n").split(separator: "\n").compactMap { $0.split(separator: " ").first.flatMap { Int($0) } })
        #expect(numbers.isSuperset(of: 1...70), "rows missing: \(Set(1...70).subtracting(numbers).sorted())")
    }

    @Test("letter: a letterhead and the sender's address on the first page only, in its deeper top margin (@page :first), a running header with the page number after it")
    func letter() throws {
        let (path, pages) = try typeset("letter")
        #expect(pages.count == 2)
        #expect(pages[0].contains("Folio Works") && pages[0].contains("Typesetting for servers"))
        #expect(pages[0].contains("hello@folio.example") && !pages[1].contains("hello@folio.example"))
        #expect(!pages[0].contains("page 1"), "no running header on the letterhead's page")
        #expect(pages[1].contains("Dr Ines Moreau · 27 November 2026") && pages[1].contains("page 2"))
        #expect(pages[1].contains("Yours sincerely,") && pages[1].contains("Enclosures: schedule, price list"))
        // @page :first { margin-top: 40mm } leaves room for the letterhead; later pages start at 25 mm.
        let first = try #require(try PDFTools.words(path, page: 1).first { $0.text == "Dr" })
        let second = try #require(try PDFTools.words(path, page: 2).filter { $0.yMin > 60 }.min { $0.yMin < $1.yMin })
        #expect(abs(first.yMin - 40 * 72 / 25.4) < 4 && abs(second.yMin - 25 * 72 / 25.4) < 4, "page 1 text at \(first.yMin), page 2 at \(second.yMin)")
    }

    @Test("certificate: one A4 landscape page from @page size, centred title, the name, the number, no page number")
    func certificate() throws {
        let (path, pages) = try typeset("certificate")
        #expect(pages.count == 1)
        #expect(try PDFTools.info(path)["Page size"]?.hasPrefix("841.89 x 595.27") == true)
        let words = try PDFTools.words(path)
        let title = try #require(words.first { $0.text == "Certificate" })
        let completion = try #require(words.first { $0.text == "Completion" })
        #expect(abs((title.xMin + completion.xMax) / 2 - 841.89 / 2) < 3, "the title centred: \(title.xMin)–\(completion.xMax)")
        #expect(pages[0].contains("Amara Okafor") && pages[0].contains("Certificate number FWA-2026-0193"))
        #expect(pages[0].contains("Typesetting Documents on the Server"))
        #expect(!words.contains { $0.text == "1" }, "@bottom-center { content: none } leaves folio's page number out")
    }

    @Test("manual: the contents' page numbers (leaders, target-counter) are the pages the numbered headings land on; the chapter's title runs in the header")
    func manual() throws {
        let (path, pages) = try typeset("manual")
        #expect(pages.count >= 8)
        #expect(pages[0].contains("The Folio Manual") && !pages[0].contains("Contents"), "the cover alone on page 1")
        // "1. Installing .......... 3" and "Requirements ...... 3": a title, dots, a number,
        // read word by word and grouped in lines by their baselines.
        let words = try PDFTools.words(path, page: 2)
        var lines: [[PDFTools.Word]] = []
        for word in words.sorted(by: { $0.yMax < $1.yMax }) {
            if let last = lines.last?.last, abs(last.yMax - word.yMax) < 1 { lines[lines.count - 1].append(word) } else { lines.append([word]) }
        }
        let entries = lines.compactMap { line -> (title: String, page: Int)? in
            let parts = line.sorted { $0.xMin < $1.xMin }.map(\.text)
            guard parts.count >= 2, let page = Int(parts.last!) else { return nil }
            let title = parts.dropLast().filter { !$0.allSatisfy { $0 == "." } }.joined(separator: " ")
            return (title.trimmingCharacters(in: CharacterSet(charactersIn: ". ")), page)
        }
        #expect(entries.count == 20, "5 chapters and 15 sections in the contents: \(entries)")
        var chapter = 0, section = 0
        for entry in entries {
            let heading: String
            if let dot = entry.title.firstIndex(of: "."), Int(entry.title[..<dot]) != nil {
                chapter += 1
                section = 0
                heading = entry.title  // "1. Installing"
                let name = entry.title[entry.title.index(dot, offsetBy: 2)...]
                #expect(pages[entry.page - 1].contains("Chapter \(chapter): \(name)"), "the running title on page \(entry.page)")
            } else {
                section += 1
                heading = "\(chapter).\(section) \(entry.title)"
            }
            #expect(entry.page >= 3 && entry.page <= pages.count, "\(entry)")
            #expect(pages[entry.page - 1].contains(heading), "\(heading) on page \(entry.page), as the contents say")
            #expect(!pages[..<(entry.page - 1)].dropFirst(2).contains { $0.contains(heading) }, "\(heading) not earlier")
        }
    }

    @Test("report: each footnote at the foot of the page of its call, the section in the header, \"N / M\" in the footer")
    func report() throws {
        let pages = try typeset("report").pages
        #expect(pages.count >= 2)
        let pairs = [
            ("since monitoring began.", "The limit is 50 mg/l"),
            ("during the summer low flows.", "Weekly sampling ran from 1 July"),
            ("kept separate in the tables below.", "Moving a site changes what it measures"),
            ("of arable land.", "Cover crops take up nitrate"),
            ("more than twice that standard at Melksham.", "The standard used is the one"),
            ("the highest in the record.", "The record at Keynsham starts in 1994"),
        ]
        // The text of each page as one line: hyphenated words joined, runs of white space one space.
        let flat = pages.map {
            $0.replacingOccurrences(of: "-\n", with: "").replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression)
        }
        for (call, note) in pairs {
            let callPage = flat.firstIndex { $0.contains(call) }
            let notePage = flat.firstIndex { $0.contains(note) }
            #expect(callPage != nil && callPage == notePage, "\"\(note)…\" on page \(notePage.map { $0 + 1 } ?? 0), its call on page \(callPage.map { $0 + 1 } ?? 0)")
        }
        // pdftotext reads the margin box's "1 / 2" as "1/2".
        for (n, page) in pages.enumerated() {
            #expect(page.replacingOccurrences(of: " ", with: "").contains("\(n + 1)/\(pages.count)"), "page \(n + 1)")
        }
        #expect(!pages[0].contains("Avon catchment · water quality 2026"), "no running header on page 1")
        #expect(pages[1].contains("Avon catchment · water quality 2026"))
    }
}
