/// What a PDF writer needs to know about a JPEG file, read from its markers up to the first scan.
struct JPEGInfo {
    var width: Int
    var height: Int
    /// Number of colour components: 1, 3 or 4.
    var components: Int
    /// Bits per sample; always 8 for files that parse.
    var bitsPerComponent: Int
    /// Whether the frame is progressive (SOF2).
    var progressive: Bool
    /// The transform byte of an Adobe APP14 marker (0 none, 1 YCbCr, 2 YCCK), or `nil` without one.
    var adobeTransform: Int?

    /// Whether the data ends before the image does: no end-of-image marker (FF D9) after the
    /// first scan starts at `scanStart`. Inside entropy-coded data an FF byte is always
    /// followed by 00 or a restart marker, so FF D9 there is the real end (a thumbnail's own
    /// EOI sits in an APP segment, before the scan). Readers draw such a file's missing rows
    /// gray or not at all.
    static func isCutShort(_ bytes: [UInt8], scanStart: Int) -> Bool {
        var i = max(scanStart, 0)
        while i + 1 < bytes.count {
            if bytes[i] == 0xFF, bytes[i + 1] == 0xD9 { return false }
            i += 1
        }
        return true
    }

    /// The offset of the first SOS marker (FF DA), or the end of the data.
    var scanStart = 0

    /// Reads the markers from SOI to the first SOS.
    /// - Throws: ``ImageError/truncated(_:)`` when the data ends inside a marker or before the
    ///   first scan, ``ImageError/corrupt(_:)`` for malformed markers or no frame header before
    ///   the scan, ``ImageError/invalidDimensions(width:height:)`` for a zero size, and
    ///   ``ImageError/unsupported(_:)`` for lossless, hierarchical, arithmetic-coded or 12-bit files.
    static func parse(_ bytes: [UInt8]) throws(ImageError) -> JPEGInfo {
        if bytes.isEmpty { throw .empty }
        guard bytes[0] == 0xFF, bytes.count == 1 || bytes[1] == 0xD8 else {
            throw .corrupt("the data does not start with the JPEG start-of-image marker FF D8")
        }
        guard bytes.count >= 2 else { throw .truncated("the JPEG ends inside its start-of-image marker") }
        var frame: JPEGInfo?
        var adobe: Int?
        var i = 2
        while true {
            guard i < bytes.count else {
                throw .truncated("the JPEG ends after \(bytes.count) bytes, before its first scan (SOS marker)")
            }
            // Like libjpeg, skip stray bytes before a marker, then any FF fill bytes.
            while i < bytes.count, bytes[i] != 0xFF { i += 1 }
            while i < bytes.count, bytes[i] == 0xFF { i += 1 }
            guard i < bytes.count else {
                throw .truncated("the JPEG ends inside a marker at byte \(i), before its first scan")
            }
            let marker = bytes[i]
            let markerStart = i - 1
            i += 1
            switch marker {
            case 0x01, 0xD0...0xD7:
                continue  // TEM and RSTn stand alone
            case 0x00, 0xD8:
                throw .corrupt("unexpected marker FF \(hex(marker)) at byte \(markerStart)")
            case 0xD9:
                throw .corrupt("the JPEG reaches its end-of-image marker (FF D9) before any scan")
            default:
                break
            }
            let name = "marker FF \(hex(marker)) at byte \(markerStart)"
            guard i + 2 <= bytes.count else {
                throw .truncated("the JPEG ends inside the length field of \(name)")
            }
            let length = Int(bytes[i]) << 8 | Int(bytes[i + 1])
            guard length >= 2 else {
                throw .corrupt("\(name) gives a segment length of \(length), less than the minimum of 2")
            }
            guard length <= bytes.count - i else {
                throw .truncated("the JPEG ends inside the segment of \(name), which claims \(length) bytes "
                    + "but only \(bytes.count - i) remain")
            }
            let segment = bytes[(i + 2)..<(i + length)]
            switch marker {
            case 0xC0, 0xC1, 0xC2:
                if frame == nil { frame = try parseFrame(segment, marker: marker) }
            case 0xC3, 0xC5...0xC7, 0xC9...0xCB, 0xCD...0xCF:
                throw .unsupported("the JPEG uses the \(processName(marker)) process (SOF marker FF \(hex(marker))); "
                    + "PDF readers decode baseline and progressive Huffman JPEGs, so re-save it as one")
            case 0xEE:
                if segment.count >= 12, segment.starts(with: Array("Adobe".utf8)) {
                    adobe = Int(segment[segment.startIndex + 11])
                }
            case 0xDA:
                guard var info = frame else {
                    throw .corrupt("the JPEG's first scan (SOS) comes before any frame header (SOF marker)")
                }
                info.adobeTransform = adobe
                info.scanStart = markerStart
                return info
            default:
                break
            }
            i += length
        }
    }

    /// Parses a SOF0/1/2 segment (after its length field).
    private static func parseFrame(_ s: ArraySlice<UInt8>, marker: UInt8) throws(ImageError) -> JPEGInfo {
        let d = Array(s)
        guard d.count >= 6 else {
            throw .corrupt("the JPEG frame header (SOF) is \(d.count) bytes long, too short for its fields")
        }
        let bits = Int(d[0])
        let height = Int(d[1]) << 8 | Int(d[2])
        let width = Int(d[3]) << 8 | Int(d[4])
        let components = Int(d[5])
        guard d.count >= 6 + 3 * components else {
            throw .corrupt("the JPEG frame header (SOF) lists \(components) components but has room "
                + "for only \((d.count - 6) / 3)")
        }
        guard width > 0, height > 0 else { throw .invalidDimensions(width: width, height: height) }
        guard bits == 8 else {
            throw .unsupported("\(bits)-bit JPEG samples; PDF readers decode 8-bit JPEGs, so re-save it with 8 bits")
        }
        guard [1, 3, 4].contains(components) else {
            throw .unsupported("a JPEG with \(components) colour components; PDF takes 1 (gray), "
                + "3 (RGB) or 4 (CMYK)")
        }
        return JPEGInfo(
            width: width, height: height, components: components, bitsPerComponent: bits,
            progressive: marker == 0xC2, adobeTransform: nil)
    }

    private static func processName(_ marker: UInt8) -> String {
        switch marker {
        case 0xC3: return "lossless"
        case 0xC5, 0xC6, 0xC7: return "hierarchical (differential)"
        case 0xC9: return "arithmetic-coded sequential"
        case 0xCA: return "arithmetic-coded progressive"
        default: return "arithmetic-coded lossless or hierarchical"
        }
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return byte < 16 ? "0" + digits : digits
    }
}
