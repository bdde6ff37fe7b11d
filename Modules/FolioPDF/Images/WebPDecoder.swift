import CWebP

/// Turns a WebP file into a ``PDFImage`` through libwebp: lossy (VP8) or lossless (VP8L), with
/// or without alpha; of an animation, the first frame on its canvas (libwebpdemux).
///
/// The dimensions the header gives are checked against ``ImagePixels/limit`` before any
/// pixel is decoded.
enum WebPDecoder {
    /// Whether `bytes` start like a WebP file ("RIFF", a size, "WEBP"), or are a cut-off start of one.
    static func matches(_ bytes: [UInt8]) -> Bool {
        guard !bytes.isEmpty else { return false }
        let riff = Array("RIFF".utf8), webp = Array("WEBP".utf8)
        guard bytes.starts(with: riff.prefix(bytes.count)) else { return false }
        return bytes.count <= 8 || bytes[8...].starts(with: webp.prefix(bytes.count - 8))
    }

    /// Decodes a WebP file. See ``PDFImage/decodeWebP(_:)``.
    static func decode(_ bytes: [UInt8]) throws(ImageError) -> PDFImage {
        try bytes.withUnsafeBufferPointer { (file) throws(ImageError) -> PDFImage in
            var features = WebPBitstreamFeatures()
            let status = WebPGetFeatures(file.baseAddress, file.count, &features)
            guard status == VP8_STATUS_OK else { throw error(status, doing: "reading the WebP header") }
            let (width, height) = (Int(features.width), Int(features.height))
            try ImagePixels.check(width: width, height: height)
            guard features.has_animation != 0 else {
                return try ImagePixels.image(rgba: rgba(file, width: width, height: height), width: width, height: height)
            }
            return try firstFrame(file, canvasWidth: width, canvasHeight: height)
        }
    }

    /// The first frame of an animated WebP, placed on its transparent canvas.
    private static func firstFrame(_ file: UnsafeBufferPointer<UInt8>, canvasWidth: Int, canvasHeight: Int) throws(ImageError) -> PDFImage {
        // Parsed as far as the data goes: only the first frame needs to be whole.
        var data = WebPData(bytes: file.baseAddress, size: file.count)
        var state = WEBP_DEMUX_PARSING_HEADER
        guard let demux = WebPDemuxPartial(&data, &state), state != WEBP_DEMUX_PARSE_ERROR else {
            throw .corrupt("the animated WebP's chunks cannot be parsed (libwebpdemux refused them)")
        }
        defer { WebPDemuxDelete(demux) }
        var frame = WebPIterator()
        let found = WebPDemuxGetFrame(demux, 1, &frame) != 0
        defer { if found { WebPDemuxReleaseIterator(&frame) } }
        guard found, frame.complete != 0, let fragment = frame.fragment.bytes else {
            if state != WEBP_DEMUX_DONE { throw .truncated("the animated WebP ends before its first frame is complete") }
            throw .corrupt("the animated WebP has no complete first frame")
        }
        let (x, y) = (Int(frame.x_offset), Int(frame.y_offset))
        let (width, height) = (Int(frame.width), Int(frame.height))
        try ImagePixels.check(width: width, height: height)
        guard x + width <= canvasWidth, y + height <= canvasHeight else {
            throw .corrupt("the animated WebP's first frame (\(width) × \(height) at \(x), \(y)) lies outside its \(canvasWidth) × \(canvasHeight) canvas")
        }
        let pixels = try rgba(UnsafeBufferPointer(start: fragment, count: frame.fragment.size), width: width, height: height)
        if (x, y, width, height) == (0, 0, canvasWidth, canvasHeight) {
            return try ImagePixels.image(rgba: pixels, width: width, height: height)
        }
        var canvas = [UInt8](repeating: 0, count: canvasWidth * canvasHeight * 4)
        for row in 0..<height {
            let to = ((y + row) * canvasWidth + x) * 4
            canvas.replaceSubrange(to..<to + width * 4, with: pixels[row * width * 4..<(row + 1) * width * 4])
        }
        return try ImagePixels.image(rgba: canvas, width: canvasWidth, height: canvasHeight)
    }

    /// Decodes a still WebP bitstream of `width × height` pixels into RGBA, 4 bytes a pixel.
    private static func rgba(_ data: UnsafeBufferPointer<UInt8>, width: Int, height: Int) throws(ImageError) -> [UInt8] {
        var config = WebPDecoderConfig()
        guard WebPInitDecoderConfig(&config) != 0 else {
            throw .unsupported("libwebp's decoder does not match the version Folio was built with")
        }
        var status = VP8_STATUS_OK
        let count = width * height * 4
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            out.initialize(repeating: 0)
            config.output.colorspace = MODE_RGBA
            config.output.is_external_memory = 1
            config.output.u.RGBA.rgba = out.baseAddress
            config.output.u.RGBA.stride = Int32(width * 4)
            config.output.u.RGBA.size = count
            status = WebPDecode(data.baseAddress, data.count, &config)
            initialized = count
        }
        WebPFreeDecBuffer(&config.output)
        guard status == VP8_STATUS_OK else { throw error(status, doing: "decoding the WebP pixels") }
        guard Int(config.output.width) == width, Int(config.output.height) == height else {
            throw .corrupt("the WebP bitstream is \(config.output.width) × \(config.output.height) pixels, its header says \(width) × \(height)")
        }
        return pixels
    }

    /// The error for libwebp's status `status`, met while `doing` something.
    private static func error(_ status: VP8StatusCode, doing: String) -> ImageError {
        switch status {
        case VP8_STATUS_NOT_ENOUGH_DATA, VP8_STATUS_SUSPENDED:
            return .truncated("the WebP data ends while \(doing)")
        case VP8_STATUS_OUT_OF_MEMORY:
            return .unsupported("libwebp ran out of memory while \(doing)")
        case VP8_STATUS_UNSUPPORTED_FEATURE:
            return .unsupported("a WebP feature libwebp does not decode, met while \(doing)")
        default:
            return .corrupt("the WebP data is malformed: libwebp failed \(doing) (status \(status.rawValue))")
        }
    }
}
