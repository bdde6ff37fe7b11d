/// One object's row of the cross-reference data (ISO 32000-1 §7.5.4 and §7.5.8.3).
enum XrefEntry: Equatable {
    /// Not in use (object 0, or a number allocated and not yet written). Folio never frees
    /// an object, so the free list is object 0 alone: the next free number is always 0.
    case free(generation: Int)
    /// Written at a byte offset from the start of the file.
    case inUse(offset: Int, generation: Int)
    /// Packed into an object stream, as its `index`-th object.
    case compressed(objectStream: Int, index: Int)

    /// The row of a cross-reference stream: the type (0, 1 or 2) and the two fields after it.
    var fields: (type: UInt8, field2: Int, field3: Int) {
        switch self {
        case .free(let generation): (0, 0, generation)
        case .inUse(let offset, let generation): (1, offset, generation)
        case .compressed(let stream, let index): (2, stream, index)
        }
    }
}

/// The cross-reference rows of every object number, eight bytes each: the one thing a writer
/// keeps per object until the end (a tagged document has an object per structure element).
/// A row packs the type in 2 bits, the second field (an offset below 2⁴⁰, a terabyte, or an
/// object stream's number) in 40 and the third (a generation or an index below 2²²) in 22.
///
/// The rows are kept in chunks of ``chunkLength``, each allocated once at its full size: one
/// array growing by doubling held up to three times its rows at the moment it grew (the old
/// buffer, the new one twice as large), which for a table of 200,000 rows and 1.8 million
/// objects was 40 MB of peak memory for 14 MB of rows.
struct XrefTable: Sequence {
    /// Rows per chunk (512 KiB).
    static let chunkLength = 1 << 16
    private var chunks: [[UInt64]] = []

    /// How many object numbers there are, object 0 included.
    private(set) var count = 0

    init() {
        append(.free(generation: 65535))  // object 0 heads the free list
    }

    /// Adds the next object number's row.
    mutating func append(_ entry: XrefEntry) {
        if count % Self.chunkLength == 0 {
            var chunk: [UInt64] = []
            chunk.reserveCapacity(Self.chunkLength)
            chunks.append(chunk)
        }
        chunks[chunks.count - 1].append(Self.pack(entry))
        count += 1
    }

    /// The row of an object number.
    subscript(number: Int) -> XrefEntry {
        get { Self.unpack(chunks[number / Self.chunkLength][number % Self.chunkLength]) }
        set { chunks[number / Self.chunkLength][number % Self.chunkLength] = Self.pack(newValue) }
    }

    func makeIterator() -> LazyMapSequence<FlattenSequence<[[UInt64]]>, XrefEntry>.Iterator {
        chunks.joined().lazy.map(Self.unpack).makeIterator()
    }

    private static func pack(_ entry: XrefEntry) -> UInt64 {
        let f = entry.fields
        precondition(f.field2 >= 0 && f.field2 < 1 << 40 && f.field3 >= 0 && f.field3 < 1 << 22,
                     "cross-reference fields past 2^40 bytes or 2^22 objects per stream")
        return UInt64(f.type) << 62 | UInt64(f.field2) << 22 | UInt64(f.field3)
    }

    private static func unpack(_ row: UInt64) -> XrefEntry {
        let field2 = Int((row >> 22) & (1 << 40 - 1)), field3 = Int(row & (1 << 22 - 1))
        switch row >> 62 {
        case 0: return .free(generation: field3)
        case 1: return .inUse(offset: field2, generation: field3)
        default: return .compressed(objectStream: field2, index: field3)
        }
    }
}
