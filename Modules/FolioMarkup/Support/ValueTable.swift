/// Distinct values, each kept once and known by its slot: many nodes of a document share one
/// computed style or one set of text attributes, and each is a few hundred bytes.
///
/// A value is first compared with the eight found or added last, since neighbours in a
/// document nearly always share (2,308 elements of a manual page had 35 styles), and comparing
/// two values stops at their first difference where hashing one reads all of it (about 7,000
/// instructions for a computed style); a summary of a few fields, when the table is given one,
/// rules most of them out before that. A value not among them is hashed once, whether it is
/// found in the table or added.
struct ValueTable<Value: Hashable> {
    /// The values in the order they were added; a slot indexes them.
    private(set) var values: [Value] = []
    /// Each value's summary: values with different summaries differ.
    private var summaries: [UInt64] = []
    private let summary: (borrowing Value) -> UInt64
    private var slots: [Hashed: Int32] = [:]
    /// The slots found or added last, the latest first.
    private var recent: [Int32] = []

    private static var recentCount: Int { 8 }

    /// An empty table; `summary` sums up a few fields of a value cheaply (two values that are
    /// equal must have the same summary).
    init(summary: @escaping (borrowing Value) -> UInt64 = { _ in 0 }) {
        self.summary = summary
    }

    /// The value in `slot`.
    subscript(slot: Int32) -> Value {
        _read { yield values[Int(slot)] }
    }

    /// The slot of `value`, added if it is new.
    mutating func slot(for value: Value) -> Int32 {
        let slot: Int32
        // Compared in place: reading `values[i]` out of the array would copy the value, which
        // for a computed style is a retain of each of its references.
        let sum = summary(value)
        if let k = values.withUnsafeBufferPointer({ stored in
            recent.firstIndex { summaries[Int($0)] == sum && stored[Int($0)] == value }
        }) {
            slot = recent[k]
            recent.remove(at: k)
        } else {
            let next = Int32(values.count)
            slot = Self.read(&slots[Hashed(value), default: next])
            if slot == next {
                values.append(value)
                summaries.append(sum)
            }
            if recent.count == Self.recentCount { recent.removeLast() }
        }
        recent.insert(slot, at: 0)
        return slot
    }

    /// A dictionary entry's value, read through the `default:` subscript, which finds or adds
    /// the key in one look-up.
    private static func read(_ value: inout Int32) -> Int32 { value }

    /// A value with its hash computed once: a dictionary hashes its key at every look-up and
    /// insertion, and compares the hashes before the values.
    private struct Hashed: Hashable {
        let value: Value
        let hash: Int

        init(_ value: Value) {
            self.value = value
            hash = value.hashValue
        }

        static func == (a: Hashed, b: Hashed) -> Bool { a.hash == b.hash && a.value == b.value }
        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }
}
