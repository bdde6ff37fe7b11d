import Folio

/// HTML (what `folio page.html` reads): any bytes parse, style and convert to a document
/// without a crash, and the document prints to PDF bytes; nothing is fetched (no base folder:
/// no local file is read either).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: min(size, 16_384)))
    var options = MarkupOptions()
    options.parse.maximumDepth = 64
    guard let markup = try? MarkupDocument(bytes: bytes, options: options) else { return 0 }
    let paper = Paper(name: "fuzz", size: Size(width: 288, height: 288))
    let pdf = try? markup.document.pdfBytes(paper: paper, margins: EdgeInsets(all: 18))
    if let pdf { precondition(pdf.starts(with: Array("%PDF-".utf8)), "not a PDF") }
    return 0
}
