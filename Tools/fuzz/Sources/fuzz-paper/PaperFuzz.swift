import FolioPaper

/// Paper parsing (PaperSpecification(parsing:), what --paper reads): any text either fails
/// with a PaperError or names a paper with a finite, positive size.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        let spec = try PaperSpecification(parsing: text)
        let paper = spec.orientedPaper
        precondition(paper.width.isFinite && paper.height.isFinite && paper.width > 0 && paper.height > 0,
                     "\"\(text)\" gave \(paper)")
        if let o = spec.orientation { precondition(paper.orientation == o || paper.width == paper.height) }
        _ = paper.description
        _ = try? Paper(parsing: text)
    } catch {
        _ = error.description
    }
    return 0
}
