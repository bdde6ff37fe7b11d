import Foundation
import FolioGraphics
import FolioSVG

/// What an `<img>` shows: a raster image, or an SVG drawing (drawn as vectors).
enum LoadedImage {
    case raster(Image)
    case vector(SVGDocument)
}

/// Loads `<img src>` without ever touching the network: `data:` URIs and local files inside the
/// allowed root. Everything else is refused with a reason.
struct ImageLoader {
    let options: MarkupOptions

    func load(_ src: String) -> Result<LoadedImage, ImageRefusal> {
        let trimmed = src.trimmingCharacters(in: .whitespacesAndNewlines)
        let lower = trimmed.lowercased()
        let bytes: [UInt8]
        var filePath: String?
        if lower.hasPrefix("data:") {
            guard let decoded = Self.decodeDataURI(trimmed) else { return .failure(.unreadable("a malformed data: URI")) }
            bytes = decoded
        } else if lower.hasPrefix("file:") {
            // A file: URL names a local file: read as a path, inside the same allowed root
            // (LocalFiles refuses one naming another host).
            switch readLocal(trimmed) {
            case .success(let file): (bytes, filePath) = (file.bytes, file.path)
            case .failure(let r): return .failure(r)
            }
        } else if let colon = lower.firstIndex(of: ":"), lower[..<colon].allSatisfy({ $0.isLetter }), lower[..<colon].count > 1 {
            // http:, https:, ftp: … — Folio never fetches.
            return .failure(.network(trimmed))
        } else {
            switch readLocal(trimmed) {
            case .success(let file): (bytes, filePath) = (file.bytes, file.path)
            case .failure(let r): return .failure(r)
            }
        }
        let name = lower.hasPrefix("data:") ? "a data: URI" : trimmed
        // SVG: by its type or extension, or text that starts with markup.
        let firstByte = bytes.first(where: { !$0.isASCIIWhitespace && $0 != 0xEF && $0 != 0xBB && $0 != 0xBF })
        if lower.hasPrefix("data:image/svg") || lower.split(whereSeparator: { $0 == "?" || $0 == "#" }).first?.hasSuffix(".svg") == true
            || firstByte == UInt8(ascii: "<") {
            // The drawing's own images are read beside it, never outside its folder.
            let base = filePath.map { ($0 as NSString).deletingLastPathComponent }
            do {
                return .success(.vector(try SVGDocument(data: Data(bytes), baseDirectory: base)))
            } catch {
                return .failure(.unreadable("\(name): \(error)"))
            }
        }
        let image: Image
        do { image = try Image(data: bytes) } catch { return .failure(.unreadable("\(name): \(error)")) }
        let pixels = image.pixelSize.width * image.pixelSize.height
        guard pixels <= options.maximumImagePixels else {
            return .failure(.tooLarge("\(name) has \(image.pixelSize.width) × \(image.pixelSize.height) pixels, more than \(options.maximumImagePixels)"))
        }
        return .success(.raster(image))
    }

    private func readLocal(_ src: String) -> Result<LocalFiles.File, ImageRefusal> {
        switch LocalFiles(options: options).read(src, maximumBytes: options.maximumImageBytes) {
        case .success(let file): return .success(file)
        case .failure(.network(let u)): return .failure(.network(u))
        case .failure(.outsideRoot(let p)): return .failure(.outsideRoot(p))
        case .failure(.missing(let p)): return .failure(.missing(p))
        case .failure(.tooLarge(let p, _)), .failure(.unreadable(let p)):
            return .failure(.unreadable("\(p) cannot be read or is larger than \(options.maximumImageBytes) bytes"))
        }
    }

    /// `data:[<type>][;base64],<data>`.
    static func decodeDataURI(_ uri: String) -> [UInt8]? {
        guard let comma = uri.firstIndex(of: ",") else { return nil }
        let header = uri[uri.index(uri.startIndex, offsetBy: 5)..<comma].lowercased()
        let payload = String(uri[uri.index(after: comma)...])
        if header.hasSuffix(";base64") {
            let clean = payload.filter { !$0.isWhitespace }
            return Data(base64Encoded: clean, options: .ignoreUnknownCharacters).map { Array($0) }
        }
        return (payload.removingPercentEncoding ?? payload).utf8.map { $0 }
    }
}

/// Why an image was left out (its alternative text is set instead).
enum ImageRefusal: Error, CustomStringConvertible {
    case network(String)
    case outsideRoot(String)
    case missing(String)
    case unreadable(String)
    case tooLarge(String)

    var description: String { describe(instead: "; its alternative text is set instead") }

    /// The reason, `instead` saying what takes the image's place.
    func describe(instead: String) -> String {
        switch self {
        case .network(let u): "image \(u) is not local: Folio never fetches from the network" + instead
        case .outsideRoot(let p):
            "image \(p) is outside the folder images may come from (the document's own, unless widened)" + instead
                + ". To use it, widen that folder: --image-root with the folio command, MarkupOptions.allowedRoot in code"
        case .missing(let p): "image \(p) does not exist" + instead
        case .unreadable(let why): "an image could not be read: \(why)" + instead
        case .tooLarge(let why): "an image is too large: \(why)" + instead
        }
    }
}
