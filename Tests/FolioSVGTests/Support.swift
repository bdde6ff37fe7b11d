import FolioGeometry
import FolioGraphics
@testable import FolioSVG
import FolioTestSupport
import Foundation
import Testing

/// An SVG drawn on a page of its own size (streams uncompressed), with its PDF checked by qpdf.
struct DrawnSVG {
    let bytes: [UInt8]
    let path: String
    let diagnostics: Diagnostics

    init(_ svg: String, scale: Double = 1) throws {
        let drawing = try SVGDocument(string: svg)
        let page = Rect(x: 0, y: 0, width: drawing.size.width * scale, height: drawing.size.height * scale)
        let renderer = PDFRenderer(bounds: page, format: PDFRendererFormat(compressStreams: false))
        var report = Diagnostics()
        var failure: SVGError?
        bytes = try renderer.pdfBytes { ctx throws(GraphicsError) in
            try ctx.beginPage()
            do throws(SVGError) { try ctx.draw(drawing, in: page) } catch { failure = error }
            report = ctx.diagnostics
        }
        if let failure { throw failure }
        diagnostics = report
        path = try PDFTools.save(bytes)
        let check = try PDFTools.qpdfCheck(path)
        #expect(check.ok, "qpdf --check: \(check.output)")
    }

    /// The page's content stream.
    func content() throws -> String { try PDFTools.contentStream(path, page: 1) }

    /// The page rendered by poppler at 72 dpi × `scale`: one pixel per point.
    func raster(dpi: Int = 72) throws -> Raster { try PDFTools.render(path, page: 1, dpi: dpi) }
}

/// A drawing `size` CSS pixels square (¾ of that in points) around `body`.
func svg(_ body: String, size: Int = 100, viewBox: String? = nil) -> String {
    let vb = viewBox.map { " viewBox=\"\($0)\"" } ?? ""
    return """
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="\(size)" height="\(size)"\(vb)>\(body)</svg>
        """
}
