@testable import FolioCharts
import FolioGeometry
import FolioGraphics
import FolioTestSupport
import FolioText
import Foundation
import Testing

/// The fonts under Fixtures/Fonts only, so that the pages do not depend on the machine's.
let pinnedLibrary = FontLibrary(
    extraDirectories: [URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Fonts").path],
    includeSystemFonts: false)

/// The chart style of the tests: DejaVu Sans from the pinned fonts.
let pinnedStyle: ChartStyle = {
    var s = ChartStyle()
    s.font = TextFont(family: "DejaVu Sans", size: 8)
    s.titleFont = TextFont(family: "DejaVu Sans", size: 11, weight: 700)
    s.fontLibrary = pinnedLibrary
    return s
}()

/// A chart drawn on a page of its own size, saved, checked by qpdf.
struct DrawnChart {
    let bytes: [UInt8]
    let path: String

    init(_ chart: Chart, size: Size = Size(width: 400, height: 240), origin: Origin = .upperLeft, name: String = "chart.pdf") throws {
        let page = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let renderer = PDFRenderer(bounds: page, format: PDFRendererFormat(origin: origin, compressStreams: false))
        var failure: ChartError?
        bytes = try renderer.pdfBytes { ctx throws(GraphicsError) in
            try ctx.beginPage()
            do throws(ChartError) { try chart.chartStyle(pinnedStyle).draw(in: ctx, rect: page) } catch { failure = error }
        }
        if let failure { throw failure }
        path = try PDFTools.save(bytes, name: name)
        let check = try PDFTools.qpdfCheck(path)
        #expect(check.ok, "qpdf --check: \(check.output)")
    }

    /// The page at one pixel per point.
    func raster() throws -> Raster { try PDFTools.render(path, page: 1, dpi: 72) }

    /// The page's words with their boxes.
    func words() throws -> [PDFTools.Word] { try PDFTools.words(path, page: 1) }
}

/// The RGB bytes of a colour, as a renderer shows it.
func rgb(_ c: Color) -> (Int, Int, Int) {
    let v = c.components.map { Int(($0 * 255).rounded()) }
    return v.count == 1 ? (v[0], v[0], v[0]) : (v[0], v[1], v[2])
}
