import Folio
import FolioTestSupport
import Foundation
import Testing

/// `<img src>` naming an SVG drawing: drawn as vectors, as a figure.
@Suite("SVG images in HTML")
struct SVGImageTests {
    static let drawing = ##"<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><rect width="200" height="100" fill="#ff0000"/></svg>"##

    @Test("a file and a data: URI become figures of vector drawings; a broken drawing becomes its alternative text")
    func figures() throws {
        let dir = PDFTools.temporaryDirectory().appendingPathComponent("svg-site")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Data(Self.drawing.utf8).write(to: dir.appendingPathComponent("red.svg"))
        try Data("<svg><unclosed></svg>".utf8).write(to: dir.appendingPathComponent("broken.svg"))
        let encoded = Self.drawing.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        let html = """
            <img src="red.svg" alt="file"><img src="data:image/svg+xml,\(encoded)" alt="inline"><img src="broken.svg" alt="BROKEN-ALT">
            """
        let m = try MarkupDocument(string: html, options: MarkupOptions(baseDirectory: dir.path))
        let figures = m.document.blocks.compactMap { b -> Figure? in if case .figure(let f) = b { f } else { nil } }
        #expect(figures.map { $0.drawing != nil } == [true, true, false])
        #expect(figures.first?.drawing?.size == Size(width: 150, height: 75))
        #expect(m.diagnostics.warnings.map(\.message).contains { $0.contains("broken.svg") })
        let path = try PDFTools.save(try m.document.pdfBytes(), name: "svg-img.pdf")
        // The drawing is painted as a path, not embedded as an image.
        #expect(try PDFTools.contentStream(path, page: 1).contains(" re") || PDFTools.contentStream(path, page: 1).contains(" f"))
        let raster = try PDFTools.render(path, page: 1, dpi: 72)
        var red = 0
        for y in 0..<raster.height { for x in 0..<raster.width where raster.pixel(x, y, is: (255, 0, 0), tolerance: 8) { red += 1 } }
        // Two drawings of 150 × 75 points.
        #expect(red > 2 * 150 * 75 * 9 / 10, "\(red) red pixels")
        #expect(try PDFTools.text(path).contains("BROKEN-ALT"))
    }
}
