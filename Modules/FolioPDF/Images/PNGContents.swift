/// The chunks of a PNG file that matter for embedding, gathered and checked.
struct PNGContents {
    var header: PNGHeader
    /// PLTE entries, 3 bytes (R, G, B) each; only kept for palette images.
    var palette: [UInt8]?
    /// The tRNS chunk's data, when present and valid for the colour type.
    var transparency: [UInt8]?
    /// All IDAT chunks' data joined: one zlib stream.
    var imageData: [UInt8]

    /// Walks all chunks up to IEND, checking order, lengths and CRCs.
    /// - Throws: an ``ImageError`` for a truncated, damaged or unsupported file.
    init(_ bytes: [UInt8]) throws(ImageError) {
        var reader = try PNGChunkReader(bytes)
        guard let first = try reader.next() else {
            throw .truncated("the PNG ends right after its signature, before the IHDR chunk")
        }
        guard first.type == PNGChunk.ihdr else {
            throw .corrupt("the first chunk is \(first.name), but a PNG must start with IHDR")
        }
        header = try PNGHeader(bytes[first.data])
        var palette: [UInt8]?
        var transparency: [UInt8]?
        var imageData: [UInt8] = []
        var sawImageData = false
        var sawEnd = false
        while let chunk = try reader.next() {
            switch chunk.type {
            case PNGChunk.iend:
                sawEnd = true
            case PNGChunk.idat:
                sawImageData = true
                imageData.append(contentsOf: bytes[chunk.data])
            case PNGChunk.plte:
                guard palette == nil, !sawImageData else {
                    throw .corrupt("the PLTE chunk appears twice or after the image data")
                }
                let count = chunk.data.count
                guard count % 3 == 0, (3...768).contains(count) else {
                    throw .corrupt("the PLTE chunk is \(count) bytes long; it must hold 1 to 256 "
                        + "entries of 3 bytes")
                }
                if header.colorType == .palette {
                    guard count / 3 <= 1 << header.bitDepth else {
                        throw .corrupt("the PLTE chunk has \(count / 3) entries, more than a "
                            + "\(header.bitDepth)-bit index can reach")
                    }
                    palette = Array(bytes[chunk.data])
                } else {
                    palette = []  // a suggested palette for a true-colour image: not needed
                }
            case PNGChunk.trns:
                transparency = Array(bytes[chunk.data])
            case PNGChunk.ihdr:
                throw .corrupt("the PNG has a second IHDR chunk")
            default:
                if chunk.isCritical {
                    throw .unsupported("the PNG uses the critical chunk \(chunk.name), which Folio "
                        + "does not know; save the image again as a standard PNG")
                }
            }
            if sawEnd { break }
        }
        guard sawEnd else {
            throw .truncated("the PNG ends before its IEND chunk, after \(bytes.count) bytes")
        }
        guard sawImageData else {
            throw .corrupt("the PNG has no IDAT chunk, so it holds no image data")
        }
        if header.colorType == .palette, palette == nil {
            throw .corrupt("the palette PNG has no PLTE chunk")
        }
        self.palette = header.colorType == .palette ? palette : nil
        self.transparency = Self.validTransparency(transparency, header: header, palette: palette)
        self.imageData = imageData
    }

    /// Keeps a tRNS chunk that fits the colour type, as decoders do; an invalid one is ignored.
    private static func validTransparency(_ data: [UInt8]?, header: PNGHeader, palette: [UInt8]?) -> [UInt8]? {
        guard let data else { return nil }
        switch header.colorType {
        case .gray: return data.count == 2 ? data : nil
        case .rgb: return data.count == 6 ? data : nil
        case .palette: return Array(data.prefix((palette?.count ?? 0) / 3))
        case .grayAlpha, .rgba: return nil
        }
    }
}
