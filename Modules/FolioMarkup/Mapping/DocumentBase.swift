import Foundation

/// Where a document's relative references point once its `<base href>` is read, as the HTML
/// standard takes the document's base URL from its first `<base>` element with an `href`.
///
/// A local base (a relative path, an absolute path or a `file:` URL) moves where images, style
/// sheets and links to other files are looked for; the folder files may be read from stays
/// the one ``MarkupOptions`` allows, so a base never opens more of the disk. A base with a
/// network scheme (`https://example.org/manual/`) makes links absolute URLs under it, and
/// images and style sheets under it are refused: Folio never fetches.
enum DocumentBase: Sendable, Equatable {
    /// A local folder: `written` as the page wrote it (ending in `/`), for links, and
    /// `directory`, the same resolved against the document's folder, for files.
    case folder(written: String, directory: String)
    /// An absolute URL with a network scheme.
    case url(URL)

    /// The base `href` gives for a document in `documentFolder`; `nil` when it gives none
    /// that Folio can use (empty, or a scheme such as `javascript:` or `data:`).
    init?(reference href: String, documentFolder: String?) {
        guard !href.isEmpty, !href.hasPrefix("#") else { return nil }
        var local = href
        if let scheme = LocalFiles.scheme(of: href) {
            if scheme == "file", let path = LocalFiles.localPath(ofFileURL: href) {
                local = path
            } else if LinkResolver.linkSchemes.contains(scheme), let url = URL(string: href), url.host != nil {
                self = .url(url)
                return
            } else {
                return nil
            }
        } else if href.hasPrefix("//") {
            // A network-path reference: the scheme would be the document's, which is a file.
            return nil
        }
        // The folder: the path itself when it ends in "/", else the folder holding it.
        let path = LocalFiles.path(of: local)
        let folder = path.hasSuffix("/") ? path : String(path[..<(path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex)])
        let directory: String
        if folder.hasPrefix("/") {
            directory = folder
        } else if let documentFolder {
            directory = folder.isEmpty ? documentFolder : (documentFolder as NSString).appendingPathComponent(folder)
        } else {
            directory = folder.isEmpty ? "." : folder
        }
        self = .folder(written: folder, directory: directory)
    }

    /// The URI a link to the relative reference `href` (not a fragment alone) points to.
    func link(to href: String) -> String {
        switch self {
        case .url(let base):
            return URL(string: href, relativeTo: base)?.absoluteString ?? href
        case .folder(let written, _):
            guard !href.hasPrefix("/") else { return href }
            // An absolute folder as a `file:` URL (a PDF has no document folder to be relative
            // to); a relative one stays relative to wherever the PDF is opened.
            return written.hasPrefix("/") ? URL(fileURLWithPath: written).absoluteString + href : written + href
        }
    }
}
