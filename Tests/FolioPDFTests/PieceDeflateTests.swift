@testable import FolioPDF
import Foundation
import Testing

@Suite("Large streams compressed in pieces on all cores")
struct PieceDeflateTests {
    /// Text-like bytes with some noise, from a fixed seed.
    static func input(count: Int, seed start: UInt64 = 0x9E37_79B9_7F4A_7C15) -> [UInt8] {
        var seed = start
        let words = ["glyph", "stream", "font", "subset", "outline", "hinting", "table", "0 0 m", "1 0 0 1", "Tj"].map { Array($0.utf8) }
        var out: [UInt8] = []
        out.reserveCapacity(count + 16)
        while out.count < count {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let r = Int(truncatingIfNeeded: seed >> 33)
            if r % 5 == 0 { out.append(UInt8(truncatingIfNeeded: r >> 8)) } else { out += words[r % words.count]; out.append(0x20) }
        }
        return Array(out.prefix(count))
    }

    static let sizes = [
        PieceDeflate.threshold, PieceDeflate.threshold + 1, 3 * PieceDeflate.pieceLength + 17,
        5 * PieceDeflate.pieceLength, 5 * PieceDeflate.pieceLength - 1, 9 * PieceDeflate.pieceLength + 32_769,
    ]

    @Test("a large stream inflates back to its input, and zlib checks its Adler-32", arguments: sizes, [1, 6, 9] as [Int32])
    func roundTrip(size: Int, level: Int32) throws {
        let input = Self.input(count: size)
        let packed = try Deflater(level: level).deflate(input)
        #expect(Array(packed.prefix(2)) == Array((try Flate.deflate([1], level: level)).prefix(2)), "zlib's own header")
        #expect(Flate.inflate(packed) == input)
        var corrupt = packed
        corrupt[corrupt.count - 1] ^= 1
        #expect(Flate.inflate(corrupt) == nil, "a wrong checksum is caught")
    }

    @Test("the bytes are the same every time, and within 1% of one zlib stream")
    func deterministicAndSmall() throws {
        let input = Self.input(count: 4 * PieceDeflate.threshold + 12_345, seed: 42)
        let a = try Deflater(level: 6).deflate(input)
        let b = try PieceDeflate.deflate(input, level: 6)
        #expect(a == b)
        let whole = try Flate.deflate(input, level: 6)
        #expect(a != whole, "compressed in pieces")
        #expect(Double(a.count) < Double(whole.count) * 1.01, "\(a.count) against \(whole.count)")
    }

    @Test("a stream below the threshold is one zlib stream, as before")
    func smallUnchanged() throws {
        let input = Self.input(count: PieceDeflate.threshold - 1)
        #expect(try Deflater(level: 6).deflate(input) == (try Flate.deflate(input, level: 6)))
    }

    @Test("qpdf reads a document whose stream was compressed in pieces", .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/qpdf")))
    func qpdfReads() throws {
        let doc = try PDFDocumentWriter(output: .memory, options: PDFWriterOptions(compact: false))
        let ref = doc.allocate()
        let input = Self.input(count: 2 * PieceDeflate.threshold)
        try doc.writeStream(ref, data: input)
        let bytes = try #require(try doc.finish())
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("folio-pieces-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let pdf = dir.appendingPathComponent("in.pdf"), raw = dir.appendingPathComponent("stream.bin")
        try Data(bytes).write(to: pdf)
        let qpdf = Process()
        qpdf.executableURL = URL(fileURLWithPath: "/usr/bin/qpdf")
        qpdf.arguments = ["--show-object=\(ref.number)", "--filtered-stream-data", pdf.path]
        _ = FileManager.default.createFile(atPath: raw.path, contents: nil)
        qpdf.standardOutput = try FileHandle(forWritingTo: raw)
        try qpdf.run()
        qpdf.waitUntilExit()
        #expect(qpdf.terminationStatus == 0)
        #expect(Array(try Data(contentsOf: raw)) == input)
    }
}
