import Folio
import Foundation

/// The SVG reader and renderer: the bytes (up to 16 KiB) as an SVG drawing, parsed with small
/// limits (depth 64, 2,000 elements, 1,000 `use` instances), then drawn onto a page. Any input
/// either fails with an `SVGError` or draws; nothing may crash, hang or leak.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: min(size, 16_384)))
    var options = SVGParseOptions()
    options.maximumDepth = 64
    options.maximumElementCount = 2_000
    options.maximumUseInstances = 1_000
    options.maximumTextLength = 1 << 20
    guard let drawing = try? SVGDocument(data: Data(bytes), options: options) else { return 0 }
    precondition(drawing.size.width.isFinite && drawing.size.height.isFinite, "size \(drawing.size)")
    let page = Rect(x: 0, y: 0, width: 200, height: 200)
    _ = try? PDFRenderer(bounds: page).pdfBytes { ctx throws(GraphicsError) in
        try ctx.beginPage()
        try? ctx.draw(drawing, in: page)
    }
    return 0
}
