import FolioGeometry
import FolioGraphics
import FolioPDF

/// PNG, JPEG, GIF and WebP (what `<img>`, `Image(data:)` and `Image(contentsOfFile:)` read):
/// any bytes decode or throw an `ImageError` without a crash. An image that decodes has a sane
/// shape; a JPEG's data is the file itself, and inflated pixels and alpha have the size the
/// image's dimensions give. It then draws into a PDF whole, cropped to its middle and as a
/// resizable image stretched between caps.
///
/// Bytes that start like a PNG, a JPEG, a GIF ("GIF") or a WebP ("RIFF") are decoded as they
/// are, after each PNG chunk's CRC is set right (as libpng's fuzzers skip its CRC check: nearly
/// every mutation of a chunk would otherwise stop there; tests cover a wrong CRC). Any other
/// bytes describe a well-formed PNG (``SyntheticPNG``) with arbitrary pixels.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if bytes.first == 0x89 || bytes.first == 0xFF {
        fixChunkCRCs(&bytes)
    } else if bytes.starts(with: Array("GIF".utf8)) || bytes.starts(with: Array("RIFF".utf8)) {
        // GIF and WebP files, decoded as they are (giflib and libwebp check no CRC of theirs
        // that a mutation would break first).
    } else if let png = SyntheticPNG.make(bytes) {
        bytes = png
    }
    guard let image = try? Image(data: bytes) else { return 0 }
    check(image.pdfImage, file: bytes)
    draw(image)
    return 0
}

/// Fails (a precondition) when a decoded image's shape or data disagree with its dimensions.
func check(_ decoded: PDFImage, file: [UInt8]) {
    let (w, h, bits) = (decoded.width, decoded.height, decoded.bitsPerComponent)
    precondition(w > 0 && h > 0, "an image of \(w) × \(h) pixels")
    precondition([1, 2, 4, 8, 16].contains(bits), "\(bits) bits a component")
    if decoded.filter == .dct {
        precondition(decoded.data == file, "a JPEG's data is not the file")
        return
    }
    if decoded.predictor == nil {
        let components: Int
        switch decoded.colorSpace {
        case .deviceGray, .indexed: components = 1
        case .deviceRGB: components = 3
        case .deviceCMYK: components = 4
        }
        let pixels = Flate.inflate(decoded.data)?.count
        precondition(pixels == h * ((w * components * bits + 7) / 8), "\(pixels ?? -1) bytes of pixels for \(w) × \(h) × \(components) × \(bits) bits")
    }
    if let mask = decoded.softMask {
        let alpha = Flate.inflate(mask.data)?.count
        precondition(mask.width == w && mask.height == h && mask.bitsPerComponent == 8 && alpha == w * h,
                     "a soft mask of \(mask.width) × \(mask.height), \(alpha ?? -1) bytes, for \(w) × \(h)")
    }
}

/// Draws the image whole, its middle cropped, and stretched between caps into a PDF.
func draw(_ image: Image) {
    let renderer = PDFRenderer(bounds: Rect(x: 0, y: 0, width: 100, height: 100),
                               format: PDFRendererFormat(compressStreams: false))
    let w = Double(image.pdfImage.width), h = Double(image.pdfImage.height)
    let pdf = try? renderer.pdfBytes { ctx throws(GraphicsError) in
        try ctx.beginPage()
        try ctx.draw(image, in: Rect(x: 0, y: 0, width: 50, height: 50))
        if let middle = image.cropping(to: Rect(x: w / 4, y: h / 4, width: w / 2, height: h / 2)) {
            try ctx.draw(middle, at: Point(x: 50, y: 0))
        }
        let caps = EdgeInsets(top: h / 3, left: w / 3, bottom: h / 3, right: w / 3)
        if let resizable = try? image.resizableImage(withCapInsets: caps, resizingMode: .stretch) {
            try ctx.draw(resizable, in: Rect(x: 0, y: 50, width: 100, height: 50))
        }
    }
    precondition(pdf?.starts(with: Array("%PDF-".utf8)) ?? true, "not a PDF")
}

/// Sets the CRC of each whole chunk after the PNG signature, up to the first chunk cut short.
func fixChunkCRCs(_ bytes: inout [UInt8]) {
    guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return }
    var offset = 8
    while bytes.count - offset >= 12 {
        let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        guard length <= bytes.count - offset - 12 else { return }
        let crc = bytes.withUnsafeBytes { Flate.crc32(UnsafeRawBufferPointer(rebasing: $0[offset + 4..<offset + 8 + length])) }
        for k in 0..<4 { bytes[offset + 8 + length + k] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * k)) }
        offset += 12 + length
    }
}
