@testable import FolioText
import Testing

@Suite("Arrays filled without the standard library's unspecialized allocation")
struct ArrayFilledTests {
    @Test("the same elements as Array(repeating:count:), across the 64-element chunk", arguments: [0, 1, 63, 64, 65, 200, 1000])
    func filled(count: Int) {
        #expect([Int](filled: -1, count: count) == [Int](repeating: -1, count: count))
        #expect([String](filled: "a longer string than fits inline", count: count)
            == [String](repeating: "a longer string than fits inline", count: count))
    }

    @Test("written over a filler, cut to what was written")
    func written() {
        let a = [UInt16](capacity: 10, over: 0) { out in
            for i in 0..<4 { out[i] = UInt16(i + 1) }
            return 4
        }
        #expect(a == [1, 2, 3, 4])
        #expect([UInt16](capacity: 0, over: 0) { _ in 0 }.isEmpty)
    }
}
