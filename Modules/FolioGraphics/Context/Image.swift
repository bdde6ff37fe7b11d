import FolioGeometry
import FolioPDF

#if canImport(Glibc)
import Glibc
#endif

/// A bitmap image to draw: PNG, JPEG, GIF (its first frame) or WebP, as `UIImage`.
///
/// JPEG data is embedded unchanged; PNG, GIF and WebP are decoded into colour and an alpha soft
/// mask. The same image drawn many times, or two images with the same content, is embedded
/// once per document.
public struct Image: Sendable {
    /// The decoded image, ready to embed.
    public let pdfImage: PDFImage
    /// Pixels per point: 2 for an `@2x` image, which then draws at half its pixel size.
    public let scale: Double
    /// The part of the pixels this image shows, in pixels with the origin at the top-left
    /// corner; `nil` for the whole image. Set by ``cropping(to:)``.
    public private(set) var cropRect: Rect?
    /// The caps of a resizable image, in points inwards from its top, left, bottom and right
    /// edges; `nil` for an image that scales whole. Set by ``resizableImage(withCapInsets:resizingMode:)``.
    public private(set) var capInsets: EdgeInsets?
    /// How a resizable image fills what lies between its caps.
    public private(set) var resizingMode = ResizingMode.tile
    let fingerprint: ImageFingerprint

    /// How a resizable image fills the space between its caps (`UIImage.ResizingMode`).
    public enum ResizingMode: Sendable, Hashable {
        /// Repeats the edges along their length and the interior both ways, at their size.
        case tile
        /// Scales the edges along their length and the interior both ways.
        case stretch
    }

    /// Decodes PNG, JPEG, GIF or WebP bytes.
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

    /// Reads and decodes a PNG, JPEG, GIF or WebP file.
    public init(contentsOfFile path: String, scale: Double = 1) throws(GraphicsError) {
        guard let bytes = FileBytes.read(path) else {
            throw .invalidArgument(operation: "Image(contentsOfFile:)", reason: "cannot read \(path): \(String(cString: strerror(errno)))")
        }
        try self.init(data: bytes, scale: scale)
    }

    /// Width and height in pixels (of the cropped part, when cropped).
    public var pixelSize: (width: Int, height: Int) {
        if let c = cropRect { return (Int(c.width), Int(c.height)) }
        return (pdfImage.width, pdfImage.height)
    }

    /// Size in points: pixels divided by ``scale``.
    public var size: Size {
        let px = pixelSize
        return Size(width: Double(px.width) / scale, height: Double(px.height) / scale)
    }

    /// The part of the image inside `rect`, in pixels with the origin at the top-left corner,
    /// as `CGImage.cropping(to:)`: the rectangle is made integral and limited to the image.
    /// Returns `nil` when nothing of the image is left.
    ///
    /// The embedded data is not copied: the whole image is embedded once and drawn clipped.
    /// The crop is not resizable, as `CGImage.cropping(to:)` keeps no cap insets.
    public func cropping(to rect: Rect) -> Image? {
        guard rect.isFinite else { return nil }
        let current = cropRect ?? Rect(x: 0, y: 0, width: Double(pdfImage.width), height: Double(pdfImage.height))
        let r = rect.standardized.offsetBy(dx: current.minX, dy: current.minY).integral.intersection(current)
        guard !r.isNull, r.width >= 1, r.height >= 1 else { return nil }
        var copy = self
        copy.cropRect = r
        copy.capInsets = nil
        return copy
    }

    /// The image as a resizable one (`UIImage.resizableImage(withCapInsets:resizingMode:)`):
    /// drawn in a rectangle, its corners keep their size, its edges and interior tile or
    /// stretch to fill the rest. Zero insets and ``ResizingMode/tile`` tile the whole image.
    ///
    /// - Parameters:
    ///   - capInsets: Distances in points inwards from the top, left, bottom and right edges.
    ///   - mode: How the edges and the interior fill.
    /// - Throws: ``GraphicsError/invalidArgument(operation:reason:)`` for negative or
    ///   non-finite insets, or caps that together are wider or taller than the image.
    public func resizableImage(withCapInsets capInsets: EdgeInsets, resizingMode mode: ResizingMode = .tile) throws(GraphicsError) -> Image {
        let c = capInsets, s = size
        guard [c.top, c.left, c.bottom, c.right].allSatisfy({ $0.isFinite && $0 >= 0 }) else {
            throw .invalidArgument(operation: "Image.resizableImage", reason: "cap insets must be finite and not negative, got \(c)")
        }
        guard c.left + c.right <= s.width, c.top + c.bottom <= s.height else {
            throw .invalidArgument(operation: "Image.resizableImage",
                                   reason: "cap insets \(c) are wider or taller than the image (\(s.width) × \(s.height) points)")
        }
        var copy = self
        copy.capInsets = capInsets
        copy.resizingMode = mode
        return copy
    }

    /// The whole image: no crop, no caps (what slices of a resizable image are cut from).
    var uncropped: Image {
        var copy = self
        copy.cropRect = nil
        copy.capInsets = nil
        return copy
    }

    /// The same pixels with another scale (`UIImage(cgImage:scale:orientation:)`). A
    /// resizable image stays resizable while its caps fit the new size.
    public func withScale(_ scale: Double) throws(GraphicsError) -> Image {
        guard scale.isFinite, scale > 0 else {
            throw .invalidArgument(operation: "Image.withScale", reason: "scale must be a positive number, got \(scale)")
        }
        var copy = try Image(decoded: pdfImage, scale: scale, fingerprint: fingerprint)
        copy.cropRect = cropRect
        if let caps = capInsets, caps.left + caps.right <= copy.size.width, caps.top + caps.bottom <= copy.size.height {
            copy.capInsets = caps
            copy.resizingMode = resizingMode
        }
        return copy
    }

    private init(decoded: PDFImage, scale: Double, fingerprint: ImageFingerprint) throws(GraphicsError) {
        pdfImage = decoded
        self.scale = scale
        self.fingerprint = fingerprint
    }
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
