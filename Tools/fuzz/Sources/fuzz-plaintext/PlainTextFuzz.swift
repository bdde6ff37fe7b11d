import Folio

/// Plain-text typesetting, as `folio` does it: the bytes as UTF-8 (invalid sequences become
/// U+FFFD) in a SimpleTextPrintFormatter with a page-number footer, printed to PDF bytes on a
/// small paper. The first byte picks the alignment, hyphenation and line-breaking options, and
/// whether text is set ahead on a second thread (bit 0x40: a thread per input costs about 9% of
/// the executions a second, so half the inputs go without).
/// Errors are fine; crashes, hangs and memory errors are what is looked for.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0, size <= 4096 else { return 0 }
    let options = data[0]
    let text = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
    let alignments: [ParagraphStyle.Alignment] = [.left, .right, .center, .justified, .natural]
    let style = ParagraphStyle().with {
        $0.alignment = alignments[Int(options & 0x7) % alignments.count]
        $0.hyphenationFactor = options & 0x8 != 0 ? 1 : 0
        $0.minimumLineHeight = options & 0x10 != 0 ? 12 : 0
        $0.maximumLineHeight = options & 0x10 != 0 ? 12 : 0
        $0.lineBreakMode = options & 0x20 != 0 ? .byCharWrapping : .byWordWrapping
    }
    let formatter = SimpleTextPrintFormatter(text: text, font: TextFont(family: "DejaVu Serif", size: 10), paragraphStyle: style)
    formatter.laysOutAhead = options & 0x40 != 0
    formatter.contentInsets = EdgeInsets(top: 0, left: 12, bottom: 0, right: 12)
    let renderer = HeaderFooterPageRenderer(header: nil, footer: HeaderFooterTemplate("{page}"), title: "fuzz", file: "fuzz.txt", date: "2026-01-01")
    renderer.headerHeight = 12
    renderer.footerHeight = 12
    renderer.addPrintFormatter(formatter, startingAtPage: 0)
    let paper = Paper(name: "fuzz", size: Size(width: 144, height: 144))
    _ = try? PrintJob(renderer: renderer, info: PrintInfo(paper: paper, margins: .zero)).pdfBytes()  // the bands and insets are the margins
    return 0
}
