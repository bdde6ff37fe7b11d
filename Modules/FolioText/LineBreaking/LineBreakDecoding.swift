// Decoding a text into code points with their UTF-16 offsets, from UTF-8 (a String's own
// storage) or UTF-16, without copies, for the line and grapheme break scanners.

/// A forward cursor over the code points of a text.
package protocol LineBreakCodePointSource {
    /// The next code point and the UTF-16 offset at which it starts, or nil at the end.
    mutating func next() -> (codePoint: UInt32, offset: Int)?
    /// The UTF-16 offset just past the code points read so far (the length, at the end).
    var utf16Offset: Int { get }
    /// Reads past a run of ASCII letters (A–Z, a–z) and returns the last of them, or nil when
    /// the next code point is not one (then nothing is read).
    mutating func skipASCIILetters() -> UInt32?
}

/// Whether a code unit or byte is an ASCII letter: setting bit 5 maps A–Z onto a–z.
@inline(__always)
private func isASCIILetter<T: FixedWidthInteger>(_ u: T) -> Bool {
    let lower = u | 0x20
    return lower >= 0x61 && lower <= 0x7A
}

/// Code points of well-formed UTF-8, such as a String's storage.
struct LineBreakUTF8Source: LineBreakCodePointSource {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var utf16Offset = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    @inline(__always)
    mutating func next() -> (codePoint: UInt32, offset: Int)? {
        guard index < bytes.count else { return nil }
        let offset = utf16Offset
        let lead = UInt32(bytes[index])
        if lead < 0x80 {
            index &+= 1
            utf16Offset &+= 1
            return (lead, offset)
        }
        let codePoint: UInt32
        if lead < 0xE0 {
            codePoint = (lead & 0x1F) &<< 6 | UInt32(bytes[index &+ 1] & 0x3F)
            index &+= 2
            utf16Offset &+= 1
        } else if lead < 0xF0 {
            codePoint = (lead & 0x0F) &<< 12 | UInt32(bytes[index &+ 1] & 0x3F) &<< 6
                | UInt32(bytes[index &+ 2] & 0x3F)
            index &+= 3
            utf16Offset &+= 1
        } else {
            codePoint = (lead & 0x07) &<< 18 | UInt32(bytes[index &+ 1] & 0x3F) &<< 12
                | UInt32(bytes[index &+ 2] & 0x3F) &<< 6 | UInt32(bytes[index &+ 3] & 0x3F)
            index &+= 4
            utf16Offset &+= 2
        }
        return (codePoint, offset)
    }

    @inline(__always)
    mutating func skipASCIILetters() -> UInt32? {
        var i = index
        while i < bytes.count, isASCIILetter(bytes[i]) { i &+= 1 }
        guard i > index else { return nil }
        utf16Offset &+= i &- index
        index = i
        return UInt32(bytes[i &- 1])
    }
}

/// Code points of UTF-16 code units. A surrogate that is not part of a valid pair comes out
/// by itself (its Line_Break class is SG, its Grapheme_Cluster_Break Other).
struct LineBreakUTF16Source: LineBreakCodePointSource {
    let units: UnsafeBufferPointer<UInt16>
    var utf16Offset = 0

    init(_ units: UnsafeBufferPointer<UInt16>) { self.units = units }

    @inline(__always)
    mutating func next() -> (codePoint: UInt32, offset: Int)? {
        let index = utf16Offset
        guard index < units.count else { return nil }
        let unit = units[index]
        if unit & 0xFC00 == 0xD800, index &+ 1 < units.count {
            let trail = units[index &+ 1]
            if trail & 0xFC00 == 0xDC00 {
                utf16Offset &+= 2
                return (0x10000 &+ (UInt32(unit & 0x3FF) &<< 10 | UInt32(trail & 0x3FF)), index)
            }
        }
        utf16Offset &+= 1
        return (UInt32(unit), index)
    }

    @inline(__always)
    mutating func skipASCIILetters() -> UInt32? {
        var i = utf16Offset
        while i < units.count, isASCIILetter(units[i]) { i &+= 1 }
        guard i > utf16Offset else { return nil }
        utf16Offset = i
        return UInt32(units[i &- 1])
    }
}

/// Runs a scanner over the code points of the usual inputs.
enum LineBreakDecoding {
    /// Calls `body` with a source over `text`'s UTF-8 storage (made contiguous first in the
    /// rare case that it is not, for example a lazily bridged string).
    @inline(__always)
    static func withSource<R>(_ text: String, _ body: (inout LineBreakUTF8Source) -> R) -> R {
        if let result = text.utf8.withContiguousStorageIfAvailable({ bytes in
            var source = LineBreakUTF8Source(bytes)
            return body(&source)
        }) {
            return result
        }
        var copy = text
        copy.makeContiguousUTF8()
        return copy.withUTF8 { bytes in
            var source = LineBreakUTF8Source(bytes)
            return body(&source)
        }
    }

    /// Calls `body` with a source over a collection of UTF-16 code units (copied once if the
    /// collection has no contiguous storage); offsets count from the collection's start.
    @inline(__always)
    static func withSource<Units: Collection<UInt16>, R>(
        utf16 units: Units, _ body: (inout LineBreakUTF16Source) -> R
    ) -> R {
        if let result = units.withContiguousStorageIfAvailable({ buffer in
            var source = LineBreakUTF16Source(buffer)
            return body(&source)
        }) {
            return result
        }
        return Array(units).withUnsafeBufferPointer { buffer in
            var source = LineBreakUTF16Source(buffer)
            return body(&source)
        }
    }
}

/// Collects results in a small stack buffer and moves them to the result array in batches:
/// appending to an Array one element at a time costs a uniqueness and capacity check each.
struct LineBreakBatch<Element> {
    /// Everything flushed so far.
    private(set) var result: [Element]
    private let buffer: UnsafeMutablePointer<Element>
    private let capacity: Int
    private var count = 0

    private init(result: [Element], buffer: UnsafeMutableBufferPointer<Element>) {
        self.result = result
        self.buffer = buffer.baseAddress.unsafelyUnwrapped
        self.capacity = buffer.count
    }

    /// Runs `body` with a batch that appends to `result` (whose storage it reuses).
    @inline(__always)
    static func collect(into result: inout [Element], _ body: (inout LineBreakBatch<Element>) -> Void) {
        withUnsafeTemporaryAllocation(of: Element.self, capacity: 256) { buffer in
            var batch = LineBreakBatch(result: result, buffer: buffer)
            result = []  // keep the storage uniquely referenced by the batch
            body(&batch)
            batch.flush()
            result = batch.result
        }
    }

    /// Adds one element.
    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { flush() }
        (buffer + count).initialize(to: element)
        count &+= 1
    }

    private mutating func flush() {
        result.append(contentsOf: UnsafeBufferPointer(start: buffer, count: count))
        buffer.deinitialize(count: count)  // a no-op for the trivial types used here
        count = 0
    }
}
