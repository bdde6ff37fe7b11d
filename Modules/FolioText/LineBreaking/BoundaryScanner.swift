// The entry points the line breaker and the grapheme breaker share: a string, a buffer or a
// collection of UTF-16 code units in, the boundaries their state machine finds out.

/// Finds boundaries in text with a left-to-right state machine over code points:
/// ``LineBreaker`` (UAX #14 line break opportunities) and ``GraphemeBreaker`` (UAX #29
/// grapheme cluster boundaries).
///
/// Offsets are UTF-16 code unit offsets (the unit of `NSRange` and Core Text). Scanning
/// allocates nothing per character; pass an array to the `into:` variants to reuse its
/// storage across paragraphs.
package protocol BoundaryScanner {
    /// What is found at a boundary: its offset, and what the rules say of it.
    associatedtype Boundary

    /// Appends the boundaries of the whole of `source` to `result`.
    static func scan<Source: LineBreakCodePointSource>(_ source: inout Source, into result: inout [Boundary])
}

extension BoundaryScanner {
    /// The boundaries of `text`, in increasing offset order.
    package static func boundaries(in text: String) -> [Boundary] {
        var result: [Boundary] = []
        boundaries(in: text, into: &result)
        return result
    }

    /// Replaces the contents of `result` with the boundaries of `text`, keeping its capacity.
    package static func boundaries(in text: String, into result: inout [Boundary]) {
        result.removeAll(keepingCapacity: true)
        LineBreakDecoding.withSource(text) { scan(&$0, into: &result) }
    }

    /// The boundaries in a buffer of UTF-16 code units; offsets index the buffer.
    package static func boundaries(utf16: UnsafeBufferPointer<UInt16>) -> [Boundary] {
        var result: [Boundary] = []
        boundaries(utf16: utf16, into: &result)
        return result
    }

    /// Replaces the contents of `result` with the boundaries in a buffer of UTF-16 code units,
    /// keeping its capacity.
    package static func boundaries(utf16: UnsafeBufferPointer<UInt16>, into result: inout [Boundary]) {
        result.removeAll(keepingCapacity: true)
        var source = LineBreakUTF16Source(utf16)
        scan(&source, into: &result)
    }

    /// The boundaries in a collection of UTF-16 code units (for example `string.utf16`, an
    /// `[UInt16]` or a slice of one), counted from the collection's start. A slice's start is
    /// treated as the start of text.
    package static func boundaries(utf16: some Collection<UInt16>) -> [Boundary] {
        var result: [Boundary] = []
        LineBreakDecoding.withSource(utf16: utf16) { scan(&$0, into: &result) }
        return result
    }
}
