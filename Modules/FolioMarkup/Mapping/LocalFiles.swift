#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// The one place that decides whether a page may read a local file (an image, a style sheet)
/// and reads it: never the network, nothing outside the allowed folder, nothing larger than a
/// limit.
///
/// A reference with a scheme (`http:`, `https:`, `ftp:` …), a network-path reference
/// (`//host/x.css`) or a `file:` URL naming another host is refused before anything is opened;
/// `file:///path` (or `file://localhost/path`, `file:/path`) is the local path, under the same
/// rules. A relative path is resolved against a folder (the document's or its `<base href>`'s,
/// or an importing style sheet's), `?query` and `#fragment`
/// are dropped, `%XX` decoded; the result, with `..` and symbolic links resolved, must lie inside
/// ``MarkupOptions/allowedRoot`` (or ``MarkupOptions/baseDirectory`` when no root is given).
/// With neither, no local file is read.
struct LocalFiles {
    /// Where files may come from: ``MarkupOptions/allowedRoot`` and ``MarkupOptions/baseDirectory``.
    let options: MarkupOptions

    /// A file that was read: its real path (links resolved) and its bytes.
    struct File {
        var path: String
        var bytes: [UInt8]
    }

    /// Why a file was not read; `path` is the reference as the page wrote it (decoded).
    enum Refusal: Error, Equatable {
        /// A URL with a scheme or a host: Folio never fetches.
        case network(String)
        /// Outside the allowed folder, or no folder is allowed at all.
        case outsideRoot(String)
        /// No such file.
        case missing(String)
        /// Larger than the limit (in bytes).
        case tooLarge(String, limit: Int)
        /// A folder, a device or a file that cannot be opened.
        case unreadable(String)

        /// Why the file was refused, and what to do, for a warning (`… is left out: ` + this).
        var reason: String {
            switch self {
            case .network: "it is not local, and Folio never fetches from the network"
            case .outsideRoot:
                "it is outside the folder files may be read from (the document's own, unless widened); to use it, widen that "
                    + "folder: --image-root with the folio command, MarkupOptions.allowedRoot in code"
            case .missing: "no such file"
            case .tooLarge(_, let limit): "the file is larger than \(limit) bytes"
            case .unreadable: "it is not a regular file that can be read"
            }
        }
    }

    /// The scheme of a URI reference, lowercased (`http`, `data`, `javascript`), or `nil` for a
    /// relative reference. A single letter before the colon is a Windows drive, not a scheme.
    static func scheme(of reference: String) -> String? {
        guard let colon = reference.firstIndex(of: ":") else { return nil }
        let name = reference[..<colon]
        guard name.count > 1, let first = name.first, first.isASCII, first.isLetter,
              name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".") }) else { return nil }
        return name.lowercased()
    }

    /// The path of a `file:` URL on this machine: `file:///a/b.png`, `file://localhost/a/b.png`
    /// or `file:/a/b.png` (still percent-encoded, as a relative reference is); `nil` for another
    /// host (`file://server/share/b.png`), which would be a network path.
    static func localPath(ofFileURL url: String) -> String? {
        let rest = url.dropFirst("file:".count)
        guard rest.hasPrefix("//") else { return String(rest) }
        let afterSlashes = rest.dropFirst(2)
        let slash = afterSlashes.firstIndex(of: "/") ?? afterSlashes.endIndex
        let host = afterSlashes[..<slash].lowercased()
        guard host.isEmpty || host == "localhost" else { return nil }
        let path = afterSlashes[slash...]
        return path.isEmpty ? nil : String(path)
    }

    /// The path part of a relative reference: without `?query` and `#fragment`, `%XX` decoded.
    static func path(of reference: String) -> String {
        let end = reference.firstIndex(where: { $0 == "?" || $0 == "#" }) ?? reference.endIndex
        let raw = String(reference[..<end])
        return raw.removingPercentEncoding ?? raw
    }

    /// Reads `reference`, resolved against `folder` (the base directory when `nil`).
    func read(_ reference: String, relativeTo folder: String? = nil, maximumBytes: Int) -> Result<File, Refusal> {
        var trimmed = reference.trimmingCharacters(in: .whitespacesAndNewlines)
        if Self.scheme(of: trimmed) == "file", let path = Self.localPath(ofFileURL: trimmed) {
            trimmed = path
        }
        if Self.scheme(of: trimmed) != nil || trimmed.hasPrefix("//") || trimmed.hasPrefix("\\\\") {
            return .failure(.network(trimmed))
        }
        if folder == nil, case .url(let base)? = options.documentBase, !trimmed.hasPrefix("/") {
            // Under a network `<base href>`, a relative reference is a URL too.
            return .failure(.network(URL(string: trimmed, relativeTo: base)?.absoluteString ?? trimmed))
        }
        let path = Self.path(of: trimmed)
        guard let rootPath = options.allowedRoot ?? options.baseDirectory else { return .failure(.outsideRoot(path)) }
        var documentFolder = options.baseDirectory
        if case .folder(_, let directory)? = options.documentBase { documentFolder = directory }
        let base = folder ?? documentFolder ?? rootPath
        let joined = path.hasPrefix("/") ? path : (base as NSString).appendingPathComponent(path)
        guard let real = Self.realPath(joined) else { return .failure(.missing(path)) }
        guard let root = Self.realPath(rootPath), real == root || real.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
            return .failure(.outsideRoot(path))
        }
        // A regular file only: a folder cannot be read, a FIFO or a device could block or never end.
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: real),
              attributes[.type] as? FileAttributeType == .typeRegular, let size = attributes[.size] as? Int else {
            return .failure(.unreadable(path))
        }
        guard size <= maximumBytes else { return .failure(.tooLarge(path, limit: maximumBytes)) }
        guard let data = FileManager.default.contents(atPath: real) else { return .failure(.unreadable(path)) }
        // The file may have grown since it was measured.
        guard data.count <= maximumBytes else { return .failure(.tooLarge(path, limit: maximumBytes)) }
        return .success(File(path: real, bytes: Array(data)))
    }

    /// `path` with `..`, `.` and symbolic links resolved, or `nil` when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
