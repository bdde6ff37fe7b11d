import FolioTestSupport
import Foundation
import Testing

/// Margins of their own for the first, left and right pages (`@page :first`, `:left`,
/// `:right`, CSS Paged Media 3 §3.2): the content and the margin boxes of each page follow them.
@Suite("folio: @page :first, :left and :right margins")
struct PageKindMarginTests {
    private static let filler = String(repeating: "Water runs downhill to the sea, slowly and surely, every day. ", count: 60)

    private static let css = """
        @page { size: 360pt 360pt; margin: 40pt; @top-center { content: "Head" } }
        @page :first { margin-top: 120pt }
        @page :left { margin-left: 60pt; margin-right: 20pt }
        @page :right { margin-left: 20pt; margin-right: 60pt }
        """

    /// The first word of the body (below `top`) on page `k`.
    private func firstWord(_ pdf: String, page k: Int, below top: Double = 40) throws -> PDFTools.Word? {
        try PDFTools.words(pdf, page: k).first { $0.yMin >= top && $0.text != "Head" }
    }

    @Test("a letterhead first page, then mirrored left and right pages; the boxes move with the margins")
    func mirrored() throws {
        let (out, stderr) = try typesetWithFolio("""
            <html><head><style>\(Self.css)</style></head><body><p>\(Self.filler)</p></body></html>
            """, name: "kinds.html")
        #expect(!stderr.contains("warning"), "\(stderr)")
        #expect(try PDFTools.pageTexts(out).count >= 3)
        // Page 1: the :first top margin (and, a right page, the :right sides).
        let w1 = try firstWord(out, page: 1)
        #expect(w1.map { abs($0.yMin - 120) < 1 && abs($0.xMin - 20) < 0.5 } == true, "\(String(describing: w1))")
        // Page 2, a left page: 60 pt on the left; page 3, a right page: 20 pt. Both 40 pt from the top.
        let w2 = try firstWord(out, page: 2), w3 = try firstWord(out, page: 3)
        #expect(w2.map { abs($0.yMin - 40) < 1 && abs($0.xMin - 60) < 0.5 } == true, "\(String(describing: w2))")
        #expect(w3.map { abs($0.yMin - 40) < 1 && abs($0.xMin - 20) < 0.5 } == true, "\(String(describing: w3))")
        // The top-centre box is centred between each page's own side margins (280 pt wide either way).
        for (page, centre) in [(1, 160.0), (2, 200.0), (3, 160.0)] {
            let head = try PDFTools.words(out, page: page).first { $0.text == "Head" }
            #expect(head.map { abs(($0.xMin + $0.xMax) / 2 - centre) < 1 } == true, "page \(page): \(String(describing: head))")
        }
        // On the first page the box is in the 120 pt top margin, centred in it.
        let head1 = try PDFTools.words(out, page: 1).first { $0.text == "Head" }
        #expect(head1.map { abs(($0.yMin + $0.yMax) / 2 - 60) < 2 } == true, "\(String(describing: head1))")
    }

    @Test("--margin replaces every page's margins; other widths, named pages and size are warned about")
    func overridesAndWarnings() throws {
        let (out, _) = try typesetWithFolio("""
            <html><head><style>\(Self.css)</style></head><body><p>\(Self.filler)</p></body></html>
            """, name: "kinds.html", ["--margin", "30"])
        let w1 = try firstWord(out, page: 1, below: 30), w2 = try firstWord(out, page: 2, below: 30)
        #expect(w1.map { abs($0.yMin - 30) < 1 && abs($0.xMin - 30) < 0.5 } == true, "\(String(describing: w1))")
        #expect(w2.map { abs($0.xMin - 30) < 0.5 } == true, "\(String(describing: w2))")

        let (_, stderr) = try typesetWithFolio("""
            <html><head><style>
            @page { size: 360pt 360pt; margin: 40pt }
            @page :left { margin-left: 80pt }
            @page :first { size: A4 }
            @page cover { margin: 10pt }
            </style></head><body><p>\(Self.filler)</p></body></html>
            """, name: "warned.html")
        #expect(stderr.contains("@page :left: margin-left + margin-right is 120pt, the first page's 80pt"), "\(stderr)")
        #expect(stderr.contains("@page :first: size ignored"), "\(stderr)")
        #expect(stderr.contains("@page cover: size and margins ignored"), "\(stderr)")
    }

    @Test("margins that leave a kind of page no room stop with a message")
    func noRoom() throws {
        let dir = PDFTools.temporaryDirectory()
        let input = dir.appendingPathComponent("tight.html")
        try Data("<style>@page { size: 200pt 200pt; margin: 20pt } @page :left { margin-top: 190pt }</style><p>x</p>".utf8).write(to: input)
        let r = try PDFTools.run(FolioCommandTests.binary, [input.path, "-o", dir.appendingPathComponent("o.pdf").path])
        #expect(r.status != 0)
        #expect(r.stderr.contains("the margins of @page :left leave no room"), "\(r.stderr)")
    }
}
