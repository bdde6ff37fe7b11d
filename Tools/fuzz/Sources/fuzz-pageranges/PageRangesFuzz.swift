import FolioPrinting

/// PageRanges parsing: any text either fails with a PageRangeError or gives ranges whose
/// description parses back to the same ranges, and whose page selection stays in bounds.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let ranges = try? PageRanges(parsing: text) else { return 0 }
    guard let again = try? PageRanges(parsing: ranges.description), again == ranges else {
        fatalError("\"\(text)\" parsed to \(ranges), whose description does not parse back")
    }
    for pageCount in [0, 1, 7, 100] {
        let picked = ranges.indices(pageCount: pageCount)
        precondition(picked.allSatisfy { $0 >= 0 && $0 < pageCount }, "index out of 0..<\(pageCount)")
        precondition(picked == picked.sorted() && Set(picked).count == picked.count, "indices not ascending and unique")
    }
    return 0
}
