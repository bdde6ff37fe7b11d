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

/// `<svg>` written in the HTML itself.
@Suite("Inline SVG in HTML")
struct InlineSVGTests {
    static let page = """
        <p>Before.</p>
        <svg width="120" height="60" viewBox="0 0 12 6" aria-label="Two shapes">
          <defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/><stop offset="1" stop-color="#f00"/></linearGradient></defs>
          <rect width="12" height="6" fill="url(#g)"/><circle cx="3" cy="3" r="2" fill="#00f"/>
        </svg>
        <svg style="display: none"><symbol id="s"><path d="M0 0L10 10"/></symbol></svg>
        <svg width="0" height="0"><defs><clipPath id="c"><rect width="5" height="5"/></clipPath></defs></svg>
        <svg width="10" height="10"><title>Dot</title><circle cx="5" cy="5" r="5"/></svg>
        <p>After.</p>
        """

    @Test("an inline <svg> is written back as SVG with its names' case restored and its namespaces declared")
    func serialized() throws {
        let html = try HTMLDocument(string: Self.page)
        let svg = try #require(html.elements(named: "svg").first)
        let xml = html.serializedSVG(of: svg)
        #expect(xml.hasPrefix("<svg ") && xml.contains("viewBox=\"0 0 12 6\"") && xml.contains("<linearGradient id=\"g\">"))
        #expect(xml.contains("xmlns=\"http://www.w3.org/2000/svg\"") && xml.contains("<stop offset=\"0\" stop-color=\"#f00\"/>"))
        #expect(xml.hasSuffix("</svg>"))
    }

    @Test("an inline <svg> is a figure drawn as vectors, with its label or title as alternative text; hidden and empty ones draw nothing")
    func drawn() throws {
        let m = try MarkupDocument(string: Self.page)
        let figures = m.document.blocks.compactMap { b -> Figure? in if case .figure(let f) = b { f } else { nil } }
        #expect(figures.map(\.alternativeText) == ["Two shapes", "Dot"])
        #expect(figures.first?.drawing?.size == Size(width: 90, height: 45))
        #expect(m.diagnostics.warnings.isEmpty, "\(m.diagnostics.warnings)")
        let path = try PDFTools.save(try m.document.pdfBytes(), name: "inline-svg.pdf")
        let raster = try PDFTools.render(path, page: 1, dpi: 72)
        var red = 0, blue = 0
        for y in 0..<raster.height {
            for x in 0..<raster.width {
                if raster.pixel(x, y, is: (255, 0, 0), tolerance: 8) { red += 1 }
                if raster.pixel(x, y, is: (0, 0, 255), tolerance: 8) { blue += 1 }
            }
        }
        // The gradient's red fills the 90 × 45 pt box but the circle (a disc of radius 15 pt).
        #expect(red > 3000 && red < 4100 && blue > 600, "\(red) red, \(blue) blue pixels")
    }
}
