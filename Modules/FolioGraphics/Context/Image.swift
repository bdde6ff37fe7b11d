import FolioGeometry
import FolioPDF

#if canImport(Glibc)
import Glibc
#endif

/// A bitmap image to draw: PNG or JPEG, as `UIImage`.
///
/// JPEG data is embedded unchanged; PNG is decoded (with zlib) into colour and an alpha soft
/// mask. The same image drawn many times, or two images with the same content, is embedded
/// once per document.
public struct Image: Sendable {
    /// The decoded image, ready to embed.
    public let pdfImage: PDFImage
    /// Pixels per point: 2 for an `@2x` image, which then draws at half its pixel size.
    public let scale: Double
    let fingerprint: ImageFingerprint

    /// Decodes PNG or JPEG bytes.
    ///
    /// - Throws: ``GraphicsError/image(_:)`` naming what is wrong with the data.
    public init(data: [UInt8], scale: Double = 1) throws(GraphicsError) {
        guard scale.isFinite, scale > 0 else {
            throw .invalidArgument(operation: "Image(data:scale:)", reason: "scale must be a positive number, got \(scale)")
        }
        do {
            pdfImage = try PDFImage.decode(data)
        } catch {
            throw .image(error)
        }
        self.scale = scale
        fingerprint = ImageFingerprint(pdfImage)
    }

    /// Reads and decodes a PNG or JPEG file.
    public init(contentsOfFile path: String, scale: Double = 1) throws(GraphicsError) {
        guard let bytes = FileBytes.read(path) else {
            throw .invalidArgument(operation: "Image(contentsOfFile:)", reason: "cannot read \(path): \(String(cString: strerror(errno)))")
        }
        try self.init(data: bytes, scale: scale)
    }

    /// Width and height in pixels.
    public var pixelSize: (width: Int, height: Int) { (pdfImage.width, pdfImage.height) }

    /// Size in points: pixels divided by ``scale``.
    public var size: Size { Size(width: Double(pdfImage.width) / scale, height: Double(pdfImage.height) / scale) }
}

/// A cheap key for finding identical images: dimensions and checksums of the data.
struct ImageFingerprint: Hashable, Sendable {
    let width: Int, height: Int, count: Int, crc: UInt32, maskCrc: UInt32

    init(_ image: PDFImage) {
        width = image.width
        height = image.height
        count = image.data.count
        crc = image.data.withUnsafeBytes { Flate.crc32($0) }
        maskCrc = image.softMask.map { m in m.data.withUnsafeBytes { Flate.crc32($0) } } ?? 0
    }
}

/// Reads a whole file.
enum FileBytes {
    static func read(_ path: String) -> [UInt8]? {
        guard let f = fopen(path, "rb") else { return nil }
        defer { fclose(f) }
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, f) }
            if n > 0 { out.append(contentsOf: chunk[0..<n]) }
            if n < chunk.count { break }
        }
        return ferror(f) == 0 ? out : nil
    }
}
