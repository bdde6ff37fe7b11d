/// An error raised while decoding a PNG, JPEG, GIF or WebP file into a ``PDFImage``.
///
/// Every case carries enough detail for ``description`` to say what was wrong with the
/// file and what would work instead, so the message can be shown to a person as it is.
public enum ImageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The data holds no bytes at all.
    case empty

    /// The data starts with none of the signatures of PNG, JPEG, GIF and WebP.
    case unknownFormat

    /// The data ends early; the associated text says what was cut off and where,
    /// for example "the PNG IDAT stream ends before row 37 of 100".
    case truncated(String)

    /// A PNG chunk's CRC-32 does not match its contents; `chunk` is the chunk type, e.g. "IHDR".
    case checksumMismatch(chunk: String)

    /// The data is malformed; the associated text says how.
    case corrupt(String)

    /// The data is well formed but uses a feature that Folio cannot embed; the text names it.
    case unsupported(String)

    /// The header gives a width or height of zero (or one too large to be real).
    case invalidDimensions(width: Int, height: Int)

    /// A PNG scanline starts with a filter type other than 0 to 4.
    /// `row` counts from 0 across all scanlines of the image (all Adam7 passes when interlaced).
    case badFilterType(UInt8, row: Int)

    /// The image has more pixels than Folio decodes (`width × height > limit`).
    case tooLarge(width: Int, height: Int, limit: Int)

    /// A sentence that says what was wrong and what would work.
    public var description: String {
        switch self {
        case .empty:
            return "The image data is empty (0 bytes): the file was not read or was written "
                + "without content; pass the bytes of a PNG, JPEG, GIF or WebP file."
        case .unknownFormat:
            return "The data is not a PNG, JPEG, GIF or WebP image (no PNG signature 89 50 4E 47, "
                + "JPEG start marker FF D8, \"GIF8\" or \"RIFF…WEBP\"); convert the image to PNG or JPEG to embed it."
        case .truncated(let what):
            return "Image data is truncated: \(what) (the file may be cut short; "
                + "write or download it again in full)."
        case .checksumMismatch(let chunk):
            return "PNG data is corrupt: the CRC of the \(chunk) chunk does not match its contents "
                + "(the file was damaged after it was written; re-export it)."
        case .corrupt(let reason):
            return "Image data is corrupt: \(reason) (re-export the image from its source)."
        case .unsupported(let reason):
            return "Image feature not supported: \(reason)."
        case .invalidDimensions(let width, let height):
            return "Image has invalid dimensions \(width) × \(height): width and height must both be "
                + "at least 1 pixel (and at most 2³¹ − 1); re-export the image."
        case .badFilterType(let type, let row):
            return "PNG data is corrupt: scanline \(row) uses filter type \(type), but only 0 to 4 "
                + "(None, Sub, Up, Average, Paeth) exist; re-export the image."
        case .tooLarge(let width, let height, let limit):
            return "Image is too large: \(width) × \(height) = \(width * height) pixels is more than "
                + "the limit of \(limit) pixels; scale it down before embedding."
        }
    }
}
