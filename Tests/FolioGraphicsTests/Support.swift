import FolioGeometry
import FolioGraphics
import FolioPDF
import FolioTestSupport
import Foundation
import Testing

/// Draws one or more pages into memory and hands back the PDF, checked with qpdf.
struct Drawn {
    let bytes: [UInt8]
    let path: String

    init(width: Double = 100, height: Double = 100, origin: Origin = .upperLeft, compact: Bool = true,
         _ body: (GraphicsContext) throws(GraphicsError) -> Void) throws {
        let renderer = PDFRenderer(bounds: Rect(x: 0, y: 0, width: width, height: height),
                                   format: PDFRendererFormat(origin: origin, compact: compact, compressStreams: false))
        bytes = try renderer.pdfBytes { ctx throws(GraphicsError) in
            try ctx.beginPage()
            try body(ctx)
        }
        path = try PDFTools.save(bytes)
        let check = try PDFTools.qpdfCheck(path)
        #expect(check.ok, "qpdf --check: \(check.output)")
    }

    /// The first page's content stream.
    func content(page: Int = 1) throws -> String { try PDFTools.contentStream(path, page: page) }

    /// The page rendered at 72 dpi.
    func raster(page: Int = 1, dpi: Int = 72, renderer: PDFTools.Renderer = .poppler) throws -> Raster {
        try PDFTools.render(path, page: page, dpi: dpi, renderer: renderer)
    }

    /// The whole file as text (streams are uncompressed in these tests).
    var text: String { String(decoding: bytes, as: UTF8.self) }
}

func resource(_ name: String) throws -> [UInt8] {
    let url = try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Resources"))
    return try [UInt8](Data(contentsOf: url))
}

let white = (255, 255, 255), black = (0, 0, 0), red = (255, 0, 0), blue = (0, 0, 255), green = (0, 255, 0)

func count(_ needle: String, in hay: String) -> Int { hay.components(separatedBy: needle).count - 1 }
