import CGif

/// Turns a GIF file into a ``PDFImage`` through giflib: the first frame only, placed on the
/// logical screen, its transparent colour (from the graphics control extension) as alpha.
///
/// The file is read record by record with giflib's low-level API, so that nothing past the
/// first frame is decoded (an animation's other frames cost nothing), and the dimensions of
/// the screen and the frame are checked against ``ImagePixels/limit`` before any pixel is.
enum GIFDecoder {
    /// Whether `bytes` start like a GIF file ("GIF87a" or "GIF89a"), or are a cut-off start of one.
    static func matches(_ bytes: [UInt8]) -> Bool {
        let signature = Array("GIF8".utf8)
        return !bytes.isEmpty && bytes.starts(with: signature.prefix(bytes.count))
    }

    /// Decodes the first frame of a GIF file. See ``PDFImage/decodeGIF(_:)``.
    static func decode(_ bytes: [UInt8]) throws(ImageError) -> PDFImage {
        // giflib reports any failure inside the screen descriptor and the global colour table
        // as "no screen descriptor": a file cut there is told apart here.
        guard bytes.count >= 13 else {
            throw .truncated("the GIF file is \(bytes.count) bytes long, too short for its header and logical screen descriptor (13 bytes)")
        }
        let globalTable = bytes[10] & 0x80 != 0 ? 3 << (Int(bytes[10] & 7) + 1) : 0
        guard bytes.count > 13 + globalTable else {
            throw .truncated("the GIF file is \(bytes.count) bytes long and ends in its global colour table (\(globalTable) bytes from byte 13)")
        }
        return try bytes.withUnsafeBufferPointer { (buffer) throws(ImageError) -> PDFImage in
            let source = GIFSource(buffer)
            let box = Unmanaged.passRetained(source)
            defer { box.release() }
            var status: Int32 = 0
            guard let gif = DGifOpen(box.toOpaque(), GIFSource.read, &status) else {
                throw error(status, doing: "reading the GIF header")
            }
            defer { DGifCloseFile(gif, nil) }
            return try firstFrame(gif)
        }
    }

    /// Reads records up to the first image and decodes it onto the logical screen.
    private static func firstFrame(_ gif: UnsafeMutablePointer<GifFileType>) throws(ImageError) -> PDFImage {
        var transparent = -1
        while true {
            var record = UNDEFINED_RECORD_TYPE
            guard DGifGetRecordType(gif, &record) == GIF_OK else {
                throw error(gif, doing: "looking for the first image")
            }
            switch record {
            case IMAGE_DESC_RECORD_TYPE:
                guard DGifGetImageDesc(gif) == GIF_OK else {
                    throw error(gif, doing: "reading the first image's descriptor")
                }
                return try frame(gif, transparent: transparent)
            case EXTENSION_RECORD_TYPE:
                var code: Int32 = 0
                var block: UnsafeMutablePointer<GifByteType>?
                guard DGifGetExtension(gif, &code, &block) == GIF_OK else {
                    throw error(gif, doing: "reading an extension block")
                }
                if code == GRAPHICS_EXT_FUNC_CODE, let block {
                    var control = GraphicsControlBlock()
                    if DGifExtensionToGCB(Int(block[0]), block + 1, &control) == GIF_OK {
                        transparent = Int(control.TransparentColor)
                    }
                }
                while block != nil {
                    guard DGifGetExtensionNext(gif, &block) == GIF_OK else {
                        throw error(gif, doing: "reading an extension block")
                    }
                }
            case TERMINATE_RECORD_TYPE:
                throw .corrupt("the GIF file ends (trailer 3B) before any image")
            default:
                throw .corrupt("the GIF file has a record of unknown type where an image or extension should be")
            }
        }
    }

    /// Decodes the image whose descriptor was just read, with `transparent` (a palette index,
    /// or -1) as the transparent colour, on a transparent screen.
    private static func frame(_ gif: UnsafeMutablePointer<GifFileType>, transparent: Int) throws(ImageError) -> PDFImage {
        let desc = gif.pointee.Image
        var (left, top) = (Int(desc.Left), Int(desc.Top))
        let (width, height) = (Int(desc.Width), Int(desc.Height))
        try ImagePixels.check(width: width, height: height)
        var (screenWidth, screenHeight) = (Int(gif.pointee.SWidth), Int(gif.pointee.SHeight))
        // A first frame larger than the logical screen (in either direction) becomes the
        // screen, at (0, 0), as Firefox does; otherwise what lies past the screen is clipped.
        // Growing the screen to the frame's offset instead let a 65-byte file ask for 65,284 ×
        // 248 pixels (found by fuzzing).
        if width > screenWidth || height > screenHeight {
            (screenWidth, screenHeight, left, top) = (width, height, 0, 0)
        }
        try ImagePixels.check(width: screenWidth, height: screenHeight)
        guard let map = desc.ColorMap ?? gif.pointee.SColorMap, let colors = map.pointee.Colors else {
            throw .corrupt("the GIF file's first image has no colour table (neither its own nor a global one)")
        }
        let colorCount = Int(map.pointee.ColorCount)

        var indices = [UInt8](repeating: 0, count: width * height)
        // Interlaced rows come in four passes: every 8th row from 0, every 8th from 4, every
        // 4th from 2, every 2nd from 1.
        let passes = desc.Interlace ? [(0, 8), (4, 8), (2, 4), (1, 2)] : [(0, 1)]
        var rowsRead = 0
        for (start, step) in passes {
            for y in stride(from: start, to: height, by: step) {
                let ok = indices.withUnsafeMutableBufferPointer { DGifGetLine(gif, $0.baseAddress! + y * width, Int32(width)) }
                guard ok == GIF_OK else {
                    throw error(gif, doing: "reading row \(rowsRead + 1) of \(height) of the first image")
                }
                rowsRead += 1
            }
        }

        var rgba = [UInt8](repeating: 0, count: screenWidth * screenHeight * 4)
        rgba.withUnsafeMutableBufferPointer { out in
            for y in 0..<min(height, max(screenHeight - top, 0)) {
                for x in 0..<min(width, max(screenWidth - left, 0)) {
                    let index = Int(indices[y * width + x])
                    guard index != transparent else { continue }
                    let o = ((top + y) * screenWidth + left + x) * 4
                    if index < colorCount {
                        let c = colors[index]
                        out[o] = c.Red
                        out[o + 1] = c.Green
                        out[o + 2] = c.Blue
                    }  // an index past the table is black
                    out[o + 3] = 255
                }
            }
        }
        return try ImagePixels.image(rgba: rgba, width: screenWidth, height: screenHeight)
    }

    /// The error giflib met in `gif` while `doing` something: truncated when it had read all the
    /// data (giflib fails some reads past the end without an error code).
    private static func error(_ gif: UnsafeMutablePointer<GifFileType>, doing: String) -> ImageError {
        let source = gif.pointee.UserData.map { Unmanaged<GIFSource>.fromOpaque($0).takeUnretainedValue() }
        if let source, source.offset >= source.bytes.count {
            return .truncated("the GIF data ends after \(source.bytes.count) bytes while \(doing)")
        }
        return error(gif.pointee.Error, doing: doing)
    }

    /// The error for giflib's error code `code`, met while `doing` something.
    private static func error(_ code: Int32, doing: String) -> ImageError {
        let message = GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
        switch code {
        case D_GIF_ERR_READ_FAILED, D_GIF_ERR_EOF_TOO_SOON:
            return .truncated("the GIF data ends while \(doing) (giflib: \(message))")
        case D_GIF_ERR_NOT_ENOUGH_MEM:
            return .unsupported("giflib ran out of memory while \(doing)")
        default:
            return .corrupt("the GIF data is malformed: giflib failed \(doing) (\(message))")
        }
    }
}

/// The bytes giflib reads, and how far it has read; giflib calls ``read`` for more.
private final class GIFSource {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// giflib's input function: copies up to `count` bytes into `buffer`, returns how many
    /// (fewer at the end of the data, which giflib reports as a read failure).
    static let read: InputFunc = { gif, buffer, count in
        guard let gif, let buffer, count > 0, let user = gif.pointee.UserData else { return 0 }
        let source = Unmanaged<GIFSource>.fromOpaque(user).takeUnretainedValue()
        let n = min(Int(count), source.bytes.count - source.offset)
        guard n > 0 else { return 0 }
        buffer.update(from: source.bytes.baseAddress! + source.offset, count: n)
        source.offset += n
        return Int32(n)
    }
}
