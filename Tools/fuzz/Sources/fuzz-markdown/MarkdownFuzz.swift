import Folio

/// Markdown (what `folio README.md` reads): any bytes give a document or a clear error
/// (``MarkdownError/invalidUTF8(byteOffset:)`` for bytes that are not UTF-8), never a crash;
/// the document prints to PDF bytes. Front matter, raw HTML and every GFM extension are on;
/// nothing is fetched and, with no base folder, no local file is read.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: min(size, 16_384)))
    var options = MarkdownOptions()
    options.markup.parse.maximumDepth = 64
    let markdown: MarkdownDocument
    do { markdown = try MarkdownDocument(bytes: bytes, options: options) } catch {
        if case .invalidUTF8 = error { return 0 }
        preconditionFailure("only invalid UTF-8 is an error here: \(error)")
    }
    let paper = Paper(name: "fuzz", size: Size(width: 288, height: 288))
    let pdf = try? markdown.document.pdfBytes(paper: paper, margins: EdgeInsets(all: 18))
    if let pdf { precondition(pdf.starts(with: Array("%PDF-".utf8)), "not a PDF") }
    return 0
}
