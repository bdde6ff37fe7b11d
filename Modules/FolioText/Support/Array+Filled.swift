extension Array {
    /// `count` copies of `value`, as `Array(repeating:count:)` makes them, but allocated through
    /// `reserveCapacity`, which the compiler specializes for the element type.
    ///
    /// `Array(repeating:count:)` and `Array(unsafeUninitializedCapacity:initializingWith:)`
    /// allocate through an entry point of the standard library that is not specialized: each
    /// call looks the storage class up in the runtime's table of generic types (about 470
    /// instructions, and a read of a table every thread shares). For the arrays a framesetter
    /// makes for each paragraph, that look-up cost more than filling them. The copies are
    /// appended from a chunk of up to 64 on the stack.
    @inline(__always)
    init(filled value: Element, count: Int) {
        self = []
        guard count > 0 else { return }
        reserveCapacity(count)
        withUnsafeTemporaryAllocation(of: Element.self, capacity: Swift.min(count, 64)) { chunk in
            chunk.initialize(repeating: value)
            var left = count
            while left > 0 {
                let n = Swift.min(left, chunk.count)
                append(contentsOf: UnsafeBufferPointer(rebasing: chunk[..<n]))
                left -= n
            }
            _ = chunk.deinitialize()
        }
    }

    /// Up to `capacity` elements that `body` writes over copies of `filler`, returning how many
    /// it wrote: `Array(unsafeUninitializedCapacity:initializingWith:)`, allocated as
    /// ``init(filled:count:)`` allocates.
    @inline(__always)
    init(capacity: Int, over filler: Element, writing body: (inout UnsafeMutableBufferPointer<Element>) -> Int) {
        self.init(filled: filler, count: capacity)
        let written = withUnsafeMutableBufferPointer(body)
        removeLast(capacity - written)
    }
}
