import Testing

@testable import FolioPDF

@Suite("PNG and sniffing errors")
struct PNGErrorTests {
    @Test("empty data is reported as empty by every entry point")
    func empty() {
        #expect(throws: ImageError.empty) { try PDFImage.decode([]) }
        #expect(throws: ImageError.empty) { try PDFImage.decodePNG([]) }
        #expect(throws: ImageError.empty) { try PDFImage.decodeJPEG([]) }
    }

    @Test("random bytes are an unknown format, and not a PNG for decodePNG")
    func randomBytes() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for length in [1, 2, 7, 8, 100, 4096] {
            let bytes = (0..<length).map { _ -> UInt8 in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return UInt8(truncatingIfNeeded: state >> 56) & 0x7F | 0x01  // never 0x89 nor 0xFF
            }
            #expect(throws: ImageError.unknownFormat) { try PDFImage.decode(bytes) }
            let error = ImageTestTools.error { () throws(ImageError) in try PDFImage.decodePNG(bytes) }
            #expect(error.map { ImageTestTools.sameCase($0, .corrupt("")) } == true, "\(length) bytes")
        }
    }

    @Test("every prefix of a PNG throws truncated, never crashes",
          arguments: ["gray8.png", "rgba8_interlaced.png", "palette2_trns.png", "rgb16.png"])
    func prefixes(_ file: String) throws {
        let bytes = try ImageFixtures.bytes(file)
        #expect(throws: Never.self) { try PDFImage.decodePNG(bytes) }
        for length in 1..<bytes.count {
            let error = ImageTestTools.error { () throws(ImageError) in try PDFImage.decode(Array(bytes.prefix(length))) }
            #expect(error.map { ImageTestTools.sameCase($0, .truncated("")) } == true, "prefix of \(length) bytes: \(String(describing: error))")
        }
    }

    @Test("a damaged byte in any chunk is caught by its CRC", arguments: ["IHDR", "tEXt", "PLTE", "IDAT", "IEND"])
    func badCRC(_ chunk: String) throws {
        var bytes = try ImageFixtures.bytes("palette4.png")
        let target = try #require(ImageTestTools.chunks(bytes).first { $0.type == chunk })
        bytes[target.data.upperBound - (target.data.isEmpty ? -1 : 1)] ^= 0x10  // last data byte, or the CRC
        #expect(throws: ImageError.checksumMismatch(chunk: chunk)) { try PDFImage.decodePNG(bytes) }
    }

    @Test("a broken file throws its own typed error", arguments: [
        ("bad_filter.png", ImageError.badFilterType(7, row: 2)),
        ("zero_width.png", .invalidDimensions(width: 0, height: 6)),
        ("huge.png", .tooLarge(width: 20000, height: 20000, limit: 100_000_000)),
        ("short_idat.png", .truncated("")),
        ("cut_zlib.png", .truncated("")),
        ("bad_zlib.png", .corrupt("")),
        ("bad_depth.png", .corrupt("")),
        ("no_idat.png", .corrupt("")),
        ("unknown_critical.png", .unsupported("")),
    ])
    func brokenFiles(_ file: String, _ expected: ImageError) throws {
        let bytes = try ImageFixtures.bytes(file)
        let error = try #require(ImageTestTools.error { () throws(ImageError) in try PDFImage.decodePNG(bytes) })
        #expect(ImageTestTools.sameCase(error, expected), "\(error)")
        if case .badFilterType = expected { #expect(error == expected) }
        if case .invalidDimensions = expected { #expect(error == expected) }
        if case .tooLarge = expected { #expect(error == expected) }
    }

    @Test("truncated image data says which row is missing")
    func shortDataMessage() throws {
        let short = ImageTestTools.error { () throws(ImageError) in
            try PDFImage.decodePNG(try! ImageFixtures.bytes("short_idat.png"))
        }
        #expect(short?.description.contains("before row 4 of 6") == true, "\(String(describing: short))")
        #expect(short?.description.contains("zlib stream") == true)
        let cut = ImageTestTools.error { () throws(ImageError) in try PDFImage.decodePNG(try! ImageFixtures.bytes("cut_zlib.png")) }
        #expect(cut?.description.contains("runs out") == true, "\(String(describing: cut))")
    }

    @Test("IDAT bytes changed behind a valid CRC never crash the decoder", arguments: ["rgba8_interlaced.png", "palette2_trns.png"])
    func mutatedImageData(_ file: String) throws {
        let original = try ImageFixtures.bytes(file)
        let firstIDAT = try #require(ImageTestTools.chunks(original).first { $0.type == "IDAT" })
        var outcomes: [String: Int] = [:]
        for index in firstIDAT.data {
            for value: UInt8 in [0x00, 0x07, 0xFF, original[index] ^ 0x01] {
                var bytes = original
                ImageTestTools.patch(&bytes, at: index, to: value, chunkData: firstIDAT.data)
                do {
                    let image = try PDFImage.decodePNG(bytes)
                    #expect(image.width > 0)
                    outcomes["decoded", default: 0] += 1
                } catch {
                    #expect(!error.description.isEmpty)
                    outcomes[String(describing: error).prefix(while: { $0 != "(" }).description, default: 0] += 1
                }
            }
        }
        #expect(outcomes.count > 1, "mutations should produce both images and errors: \(outcomes)")
    }

    @Test("other header faults: IHDR not first, duplicate IHDR, colour type 5")
    func headerFaults() throws {
        let bytes = try ImageFixtures.bytes("gray8.png")
        let chunks = ImageTestTools.chunks(bytes)
        let ihdr = bytes[8..<(chunks[0].data.upperBound + 4)]
        let text = bytes[(chunks[1].data.lowerBound - 8)..<(chunks[1].data.upperBound + 4)]
        let rest = bytes[(chunks[1].data.upperBound + 4)...]
        let textFirst = Array(bytes[0..<8]) + text + ihdr + rest
        let notFirst = ImageTestTools.error { () throws(ImageError) in try PDFImage.decodePNG(textFirst) }
        #expect(notFirst?.description.contains("must start with IHDR") == true)
        let twice = Array(bytes[0..<8]) + ihdr + ihdr + text + rest
        #expect(throws: ImageError.corrupt("the PNG has a second IHDR chunk")) { try PDFImage.decodePNG(twice) }
        var type5 = bytes
        ImageTestTools.patch(&type5, at: chunks[0].data.lowerBound + 9, to: 5, chunkData: chunks[0].data)
        let error = ImageTestTools.error { () throws(ImageError) in try PDFImage.decodePNG(type5) }
        #expect(error?.description.contains("colour type 5") == true)
    }

    @Test("every error description says what was wrong in a full sentence")
    func descriptions() {
        let errors: [ImageError] = [
            .empty, .unknownFormat, .truncated("the PNG ends early"), .checksumMismatch(chunk: "IDAT"),
            .corrupt("bad"), .unsupported("arithmetic coding"), .invalidDimensions(width: 0, height: 3),
            .badFilterType(9, row: 4), .tooLarge(width: 20000, height: 20000, limit: 100_000_000),
        ]
        for error in errors {
            #expect(error.description.count > 40 && error.description.hasSuffix("."), "\(error)")
        }
        #expect(ImageError.tooLarge(width: 20000, height: 20000, limit: 100_000_000).description.contains("400000000"))
        #expect(ImageError.checksumMismatch(chunk: "IDAT").description.contains("IDAT"))
        #expect(ImageError.badFilterType(9, row: 4).description.contains("filter type 9"))
    }
}
