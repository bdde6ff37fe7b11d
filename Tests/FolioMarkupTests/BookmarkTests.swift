import Folio
import FolioTesting
import Foundation
import Testing

/// The PDF outline from CSS (GCPM 3 §4): `bookmark-level`, `bookmark-label`, `bookmark-state`.
@Suite("CSS bookmarks")
struct BookmarkTests {
    private func outline(_ html: String) throws -> (items: [DocumentSummary.OutlineItem], pdf: String) {
        let pdf = try PDFTools.save(try MarkupDocument(string: html).document.pdfBytes(), name: "bookmarks-\(UUID().uuidString).pdf")
        return (try DocumentSummary(contentsOf: pdf).outline, pdf)
    }

    @Test("headings are listed at their levels by default; none leaves one out; a level moves it")
    func levels() throws {
        let (items, _) = try outline("""
            <style>h2.quiet { bookmark-level: none } h3.up { bookmark-level: 1 }</style>
            <h1>One</h1><h2>Two</h2><h2 class=quiet>Hidden</h2><h3 class=up>Raised</h3><h2>Four</h2>
            """)
        #expect(items.map(\.title) == ["One", "Raised"])
        #expect(items.first?.children.map(\.title) == ["Two"])
        #expect(items.last?.children.map(\.title) == ["Four"])
    }

    @Test("any element with a level is listed at its text; a label from strings, attr() and counters")
    func labelsAndOtherElements() throws {
        let (items, _) = try outline("""
            <style>
            body { counter-reset: ch } .chapter { counter-increment: ch; bookmark-level: 1;
              bookmark-label: "Chapter " counter(ch, upper-roman) ": " attr(title) }
            .note { bookmark-level: 2 } h1 { bookmark-label: content(text) "!" }
            </style>
            <div class=chapter title="Rivers"><p>Water runs downhill.</p></div>
            <p class=note>A note   with  spaces</p>
            <div class=chapter title="Hills"><p>Up.</p></div>
            <h1>Plain</h1>
            """)
        #expect(items.map(\.title) == ["Chapter I: Rivers", "Chapter II: Hills", "Plain!"])
        #expect(items.first?.children.map(\.title) == ["A note with spaces"])
    }

    @Test("bookmark-state: closed writes a closed entry (a negative /Count), open an open one")
    func state() throws {
        let (_, pdf) = try outline("""
            <style>h1.shut { bookmark-state: closed }</style>
            <h1 class=shut>Closed</h1><h2>a</h2><h2>b</h2><h1>Open</h1><h2>c</h2>
            """)
        let dir = PDFTools.temporaryDirectory()
        let plain = dir.appendingPathComponent("qdf.pdf").path
        let r = try PDFTools.run("/usr/bin/qpdf", ["--qdf", "--object-streams=disable", pdf, plain])
        #expect(r.status == 0, "\(r.stderr)")
        let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: plain)), as: UTF8.self)
        #expect(text.contains("/Count -2"), "the closed entry hides its two children")
        #expect(text.contains("/Count 1"), "the open entry shows its one child")
    }
}
