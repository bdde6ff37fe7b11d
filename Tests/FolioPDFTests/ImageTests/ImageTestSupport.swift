import CZlib
import Foundation
import Testing

@testable import FolioPDF

/// Loads the test images in `ImageTests/Resources`, made by gen_pngs.py and gen_jpegs.py.
enum ImageFixtures {
    struct Missing: Error, CustomStringConvertible {
        var name: String
        var description: String { "test resource Resources/\(name) is missing from the test bundle" }
    }

    /// The bytes of the resource file `name`, e.g. "gray8.png".
    static func bytes(_ name: String) throws -> [UInt8] {
        let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Resources")
        guard let url else { throw Missing(name: name) }
        return [UInt8](try Data(contentsOf: url))
    }
}

/// The pixel formulas gen_pngs.py writes; keep the two in step.
enum ImagePattern {
    /// Sample `c` of pixel (`x`, `y`) at bit depth `depth`.
    static func sample(_ x: Int, _ y: Int, _ c: Int, depth: Int) -> Int {
        if depth == 16 {
            let sum: Int = x * 4099 + y * 9157 + c * 20011 + x * y * 379
            return sum & 0xFFFF
        }
        let sum: Int = x * 37 + y * 91 + c * 53 + x * y * 7
        return sum % (1 << depth)
    }

    /// The palette index of pixel (`x`, `y`) in a palette of `entries` entries.
    static func paletteIndex(_ x: Int, _ y: Int, entries: Int) -> Int {
        let sum: Int = x * 37 + y * 91 + x * y * 7
        return sum % entries
    }

    /// The PLTE chunk of `entries` entries.
    static func palette(entries: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        for i in 0..<entries {
            bytes += [UInt8(i * 17 % 256), UInt8(i * 53 % 256), UInt8(i * 101 % 256)]
        }
        return bytes
    }

    /// The alpha the tRNS chunk gives palette entry `index` when it has `count` entries.
    static func paletteAlpha(_ index: Int, count: Int) -> Int {
        index < count ? index * 71 % 256 : 255
    }

    /// A 16-bit alpha reduced to 8 bits, rounded.
    static func alpha8(_ value: Int) -> Int { (value * 255 + 32767) / 65535 }
}

/// Test-side helpers that deliberately do not use the decoder's own code.
enum ImageTestTools {
    /// Inflates a zlib stream that should hold exactly `count` bytes; `nil` when zlib fails.
    static func inflate(_ data: [UInt8], count: Int) -> [UInt8]? {
        var out = [UInt8](repeating: 0, count: count + 16)
        var outLength = uLong(out.count)
        let status = out.withUnsafeMutableBufferPointer { dst in
            data.withUnsafeBufferPointer { src in
                uncompress(dst.baseAddress, &outLength, src.baseAddress, uLong(src.count))
            }
        }
        guard status == Z_OK else { return nil }
        return Array(out.prefix(Int(outLength)))
    }

    /// The CRC-32 that ends a PNG chunk of `typeAndData`.
    static func crc(_ typeAndData: ArraySlice<UInt8>) -> UInt32 {
        let bytes = Array(typeAndData)
        return bytes.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
    }

    /// The chunks of a PNG file as (type, data range), walked without the decoder.
    static func chunks(_ png: [UInt8]) -> [(type: String, data: Range<Int>)] {
        var result: [(String, Range<Int>)] = []
        var i = 8
        while i + 12 <= png.count {
            let length = png[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self)
            result.append((type, (i + 8)..<(i + 8 + length)))
            i += 12 + length
        }
        return result
    }

    /// All IDAT data of a PNG file, joined.
    static func idat(_ png: [UInt8]) -> [UInt8] {
        chunks(png).filter { $0.type == "IDAT" }.flatMap { png[$0.data] }
    }

    /// Writes `value` big-endian into `bytes` at `index` and fixes the CRC of the chunk whose
    /// data starts at `dataStart` and has `length` bytes.
    static func patch(_ bytes: inout [UInt8], at index: Int, to value: UInt8, chunkData: Range<Int>) {
        bytes[index] = value
        let crc = crc(bytes[(chunkData.lowerBound - 4)..<chunkData.upperBound])
        for k in 0..<4 { bytes[chunkData.upperBound + k] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * k)) }
    }

    /// Reads `count` samples of `depth` bits from packed big-endian bytes starting at `start`.
    static func unpack(_ bytes: [UInt8], start: Int, count: Int, depth: Int) -> [Int] {
        (0..<count).map { i in
            switch depth {
            case 16: return Int(bytes[start + 2 * i]) << 8 | Int(bytes[start + 2 * i + 1])
            case 8: return Int(bytes[start + i])
            default:
                let bit = i * depth
                return Int(bytes[start + bit / 8] >> (8 - depth - bit % 8)) & ((1 << depth) - 1)
            }
        }
    }

    /// Whether `error` is the same case as `expected`, ignoring associated text.
    static func sameCase(_ error: ImageError, _ expected: ImageError) -> Bool {
        switch (error, expected) {
        case (.empty, .empty), (.unknownFormat, .unknownFormat), (.truncated, .truncated),
            (.checksumMismatch, .checksumMismatch), (.corrupt, .corrupt), (.unsupported, .unsupported),
            (.invalidDimensions, .invalidDimensions), (.badFilterType, .badFilterType),
            (.tooLarge, .tooLarge):
            return true
        default:
            return false
        }
    }

    /// The error `body` throws, or `nil` when it returns.
    static func error(_ body: () throws(ImageError) -> PDFImage) -> ImageError? {
        do {
            _ = try body()
            return nil
        } catch {
            return error
        }
    }
}
