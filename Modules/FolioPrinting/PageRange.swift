/// Which pages to print, as people write them: `1-3,7,10-` (1-based, inclusive; an open end
/// means "to the last page").
public struct PageRanges: Sendable, Hashable, CustomStringConvertible {
    /// One range: `first` through `last` (1-based); `last == nil` runs to the end.
    public struct Range: Sendable, Hashable {
        /// The first page, from 1.
        public var first: Int
        /// The last page, or `nil` for the document's end.
        public var last: Int?
    }

    /// The ranges in the order given.
    public var ranges: [Range]

    /// Parses `1-3,7,10-`. Spaces are ignored.
    ///
    /// - Throws: ``PageRangeError`` naming the part that is wrong.
    public init(parsing text: String) throws(PageRangeError) {
        let parts = text.replacingSpaces().split(separator: ",", omittingEmptySubsequences: false)
        guard !text.replacingSpaces().isEmpty else { throw .empty }
        ranges = []
        for part in parts {
            let p = String(part)
            let bounds = p.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard let firstText = bounds.first, let first = Int(firstText), first >= 1 else { throw .malformed(p) }
            if bounds.count == 1 {
                ranges.append(Range(first: first, last: first))
            } else if bounds[1].isEmpty {
                ranges.append(Range(first: first, last: nil))
            } else {
                guard let last = Int(bounds[1]) else { throw .malformed(p) }
                guard last >= first else { throw .reversed(p) }
                ranges.append(Range(first: first, last: last))
            }
        }
    }

    /// Creates ranges directly.
    public init(_ ranges: [Range]) { self.ranges = ranges }

    /// The zero-based page indices selected in a document of `pageCount` pages, in document
    /// order, each once.
    public func indices(pageCount: Int) -> [Int] {
        var selected = [Bool](repeating: false, count: pageCount)
        for r in ranges {
            let lo = r.first - 1, hi = min((r.last ?? pageCount) - 1, pageCount - 1)
            if lo > hi { continue }
            for i in lo...hi { selected[i] = true }
        }
        return selected.indices.filter { selected[$0] }
    }

    /// `1-3,7,10-`.
    public var description: String {
        ranges.map { r in
            if r.last == r.first { return "\(r.first)" }
            return "\(r.first)-" + (r.last.map(String.init) ?? "")
        }.joined(separator: ",")
    }
}

/// A page range that cannot be read.
public enum PageRangeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Nothing was given.
    case empty
    /// A part is not `N`, `N-M` or `N-`.
    case malformed(String)
    /// A part ends before it starts.
    case reversed(String)

    /// A message for people.
    public var description: String {
        switch self {
        case .empty: return "the page range is empty; write pages like 1-3,7,10-"
        case .malformed(let p): return "\"\(p)\" is not a page range; write N, N-M or N- with pages counted from 1 (e.g. 1-3,7,10-)"
        case .reversed(let p): return "the page range \"\(p)\" ends before it starts"
        }
    }
}

extension String {
    fileprivate func replacingSpaces() -> String { String(filter { !$0.isWhitespace }) }
}
