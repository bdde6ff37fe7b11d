@testable import FolioPDF
import Testing

@Suite("A deflater kept for many streams")
struct DeflaterTests {
    /// Inputs of many sizes and kinds, from a fixed seed: empty, tiny, repetitive (long
    /// matches) and noisy (stored blocks), up to past zlib's 32 KB window.
    static var inputs: [[UInt8]] {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func random() -> UInt8 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: seed >> 56)
        }
        let text = Array("BT /F1 11 Tf 72 720 Td [(Folio) -250 (sets) -250 (type)] TJ ET\n".utf8)
        return [
            [], [7], Array(repeating: 0, count: 65),
            Array((0..<40).map { _ in text }.joined()),
            (0..<5_000).map { _ in random() },
            Array((0..<1_500).map { _ in text }.joined()),  // 93 KB: past the window
            (0..<200).map { _ in random() & 3 },
        ]
    }

    @Test("each stream is byte for byte what a fresh compress2 makes, however many came before", arguments: [1, 6, 9])
    func sameAsCompress2(level: Int32) throws {
        let deflater = Deflater(level: level)
        for round in 0..<2 {
            for (k, input) in Self.inputs.enumerated() {
                let packed = try deflater.deflate(input)
                #expect(packed == (try Flate.deflate(input, level: level)), "input \(k), round \(round)")
                #expect(Flate.inflate(packed) == input, "input \(k), round \(round)")
            }
        }
    }

    @Test("a level zlib refuses is a typed error, every time it is used")
    func badLevel() throws {
        let deflater = Deflater(level: 42)
        #expect(throws: PDFError.self) { try deflater.deflate([1, 2, 3]) }
        #expect(throws: PDFError.self) { try deflater.deflate([1, 2, 3]) }
    }

    @Test("a document writer's streams are the same bytes as before the deflater was kept")
    func writerStreams() throws {
        let doc = try PDFDocumentWriter(output: .memory, options: PDFWriterOptions(compact: false))
        var refs: [(ObjectRef, [UInt8])] = []
        for input in Self.inputs {
            let ref = doc.allocate()
            try doc.writeStream(ref, data: input)
            refs.append((ref, input))
        }
        let bytes = try #require(try doc.finish())
        for (_, input) in refs where input.count > 64 {
            let packed = try Flate.deflate(input)
            #expect(bytes.firstRange(of: packed) != nil, "a stream of \(input.count) bytes")
        }
    }
}
