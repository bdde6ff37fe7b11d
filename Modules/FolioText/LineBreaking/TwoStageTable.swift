// The lookup in the generated property tables (LineBreakTable, GraphemeBreakTable), written
// once for both.

/// A property table that `Tools/generate/linebreak` writes: an entry for every code point in
/// two stages, `stage1[cp >> shift]` naming the block of `cp` in `stage2`, which holds
/// `1 << shift` entries a block (blocks that are alike are stored once).
protocol TwoStageTable {
    /// log2 of the block size.
    static var shift: Int { get }
    /// The block number of each run of `1 << shift` code points.
    static var stage1: [UInt8] { get }
    /// The blocks of entries.
    static var stage2: [UInt8] { get }
    /// The entry of the values past U+10FFFF, which are no code points.
    static var entryPastUnicode: UInt8 { get }
}

extension TwoStageTable {
    /// The table entry of a code point; ``entryPastUnicode`` above U+10FFFF.
    static func entry(_ codePoint: UInt32) -> UInt8 {
        TableLookup<Self>.with { $0[codePoint] }
    }
}

/// A two-stage table's arrays held open for a scan, so that a lookup costs two loads.
struct TableLookup<Table: TwoStageTable> {
    private let stage1: UnsafeBufferPointer<UInt8>
    private let stage2: UnsafeBufferPointer<UInt8>

    /// Calls `body` with a lookup into `Table`, valid only inside `body`.
    @inline(__always)
    static func with<R>(_ body: (TableLookup) -> R) -> R {
        Table.stage1.withUnsafeBufferPointer { stage1 in
            Table.stage2.withUnsafeBufferPointer { stage2 in
                body(TableLookup(stage1: stage1, stage2: stage2))
            }
        }
    }

    /// The table entry of a code point; ``TwoStageTable/entryPastUnicode`` above U+10FFFF.
    @inline(__always)
    subscript(codePoint: UInt32) -> UInt8 {
        guard codePoint < 0x110000 else { return Table.entryPastUnicode }
        let shift = Table.shift
        let cp = Int(codePoint)
        return stage2[Int(stage1[cp &>> shift]) &<< shift | (cp & (1 &<< shift &- 1))]
    }
}
