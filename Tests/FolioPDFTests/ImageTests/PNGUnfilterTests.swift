import Testing

@testable import FolioPDF

@Suite("PNG unfiltering")
struct PNGUnfilterTests {
    /// The Paeth predictor exactly as the PNG specification writes it.
    static func specPaeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
        if pa <= pb && pa <= pc { return a }
        if pb <= pc { return b }
        return c
    }

    @Test("Paeth picks as the specification does, ties included")
    func paeth() {
        #expect(PNGUnfilter.paeth(0, 6, 2) == 6, "pb == pc < pa picks above, not upper-left")
        #expect(PNGUnfilter.paeth(4, 0, 2) == 2)
        #expect(PNGUnfilter.paeth(7, 7, 7) == 7)
        for a in stride(from: 0, through: 255, by: 5) {
            for b in stride(from: 0, through: 255, by: 5) {
                for c in stride(from: 0, through: 255, by: 3) {
                    let got = PNGUnfilter.paeth(UInt8(a), UInt8(b), UInt8(c))
                    if Int(got) != Self.specPaeth(a, b, c) {
                        Issue.record("paeth(\(a), \(b), \(c)) = \(got), spec says \(Self.specPaeth(a, b, c))")
                        return
                    }
                }
            }
        }
    }

    /// (filter type of row 1, filtered bytes of row 1) for row 1 = [5, 6, 7, 8] under the
    /// unfiltered row 0 = [10, 20, 30, 40], at 2 bytes per pixel.
    static let filterCases: [(UInt8, [UInt8])] = [
        (0, [5, 6, 7, 8]),
        (1, [5, 6, 2, 2]),  // Sub: 5, 6, 7-5, 8-6
        (2, [251, 242, 233, 224]),  // Up: 5-10, 6-20, 7-30, 8-40 (mod 256)
        (3, [0, 252, 246, 241]),  // Average: 5-5, 6-10, 7-(5+30)/2, 8-(6+40)/2
        (4, [251, 242, 233, 244]),  // Paeth: above, above, above (30), upper-left (20)
    ]

    @Test("each filter type undoes a hand-computed row, 2 bytes per pixel", arguments: filterCases)
    func filterTypes(_ type: UInt8, _ filtered: [UInt8]) throws {
        var data: [UInt8] = [0, 10, 20, 30, 40, type] + filtered
        try data.withUnsafeMutableBufferPointer { (buffer) throws(ImageError) in
            try PNGUnfilter.unfilter(buffer, start: 0, rows: 2, rowBytes: 4, bytesPerPixel: 2, firstRowNumber: 0)
        }
        #expect(Array(data[6...]) == [5, 6, 7, 8])
        #expect(Array(data[1..<5]) == [10, 20, 30, 40])
    }

    @Test("a filter type over 4 names its row, counted from the first row given")
    func badType() {
        var data: [UInt8] = [0, 1, 1, 5, 2, 2]
        let error = ImageTestTools.error { () throws(ImageError) -> PDFImage in
            try data.withUnsafeMutableBufferPointer { (buffer) throws(ImageError) in
                try PNGUnfilter.unfilter(buffer, start: 0, rows: 2, rowBytes: 2, bytesPerPixel: 1, firstRowNumber: 10)
            }
            return PDFImage(width: 1, height: 1, bitsPerComponent: 8, colorSpace: .deviceGray, filter: .flate, data: [])
        }
        #expect(error == .badFilterType(5, row: 11))
    }

    @Test("Adam7 pass sizes follow the specification, empty passes included")
    func passes() throws {
        let png = try PNGContents(try ImageFixtures.bytes("rgb16_interlaced.png"))
        let passes = PNGInterlace.passes(for: png.header)
        #expect(passes.map(\.width) == [1, 0, 1, 1, 2, 1, 3])
        #expect(passes.map(\.height) == [1, 0, 0, 1, 0, 1, 1])
        #expect(passes.map(\.byteCount) == [7, 0, 0, 7, 0, 7, 19])
    }
}
