import FolioText
import Foundation

/// What an `<a href>` becomes in the PDF.
///
/// - `#x` is an internal link to the destination `x` (the element with `id="x"` or the
///   `<a name="x">`); so is `page.html#x` (or `./page.html#x`, `dir/../page.html#x`) when
///   `page.html` is the document itself (``MarkupOptions/documentFileName``).
/// - A URL with a scheme meant for links (`http`, `https`, `mailto`, `ftp`, `tel` …) is a URI link.
/// - Any other relative reference (`other.html#x`, `../index.html`, `notes.txt`) is a URI link
///   as written, relative to wherever the PDF is opened, as WeasyPrint makes it; under a
///   `<base href>` (``DocumentBase``), resolved against the base.
/// - Other schemes (`javascript:`, `data:`, `file:`, `vbscript:` …) make no link: the text is
///   kept, without one.
struct LinkResolver {
    /// Where the document is: ``MarkupOptions/baseDirectory`` and ``MarkupOptions/documentFileName``.
    let options: MarkupOptions

    /// The schemes a PDF may link to.
    static let linkSchemes: Set<String> = [
        "http", "https", "mailto", "ftp", "ftps", "sftp", "tel", "sms", "news", "nntp", "irc", "ircs", "xmpp", "urn", "geo",
    ]

    /// The link `href` makes, or why it makes none.
    func target(of href: String) -> Result<LinkTarget, Refusal> {
        if let scheme = LocalFiles.scheme(of: href) {
            return Self.linkSchemes.contains(scheme) ? .success(.url(href)) : .failure(.scheme(scheme))
        }
        let hash = href.firstIndex(of: "#")
        let fragment = hash.map { String(href[href.index(after: $0)...]) }
        // Foundation's decoding is slow and, with no `%`, returns the fragment as it is.
        let name = fragment.map { $0.utf8.contains(UInt8(ascii: "%")) ? $0.removingPercentEncoding ?? $0 : $0 }
        let reference = hash.map { String(href[..<$0]) } ?? href
        if reference.isEmpty {
            // "#x": this document; "#" alone names no destination.
            guard let name, !name.isEmpty else { return .failure(.empty) }
            return .success(.destination(name))
        }
        if let name, !name.isEmpty, !reference.contains("?"), isDocumentItself(reference) {
            return .success(.destination(name))
        }
        return .success(.url(options.documentBase?.link(to: href) ?? href))
    }

    /// Why an `href` makes no link.
    enum Refusal: Error, Equatable {
        /// `href="#"`: no destination is named.
        case empty
        /// A scheme that is not for links, such as `javascript`.
        case scheme(String)
    }

    /// Whether a relative path (no scheme, no fragment) names the document's own file.
    private func isDocumentItself(_ reference: String) -> Bool {
        guard let documentFileName = options.documentFileName, !reference.hasPrefix("//") else { return false }
        let path = LocalFiles.path(of: reference)
        let documentFolder = options.baseDirectory.map(Self.normalized) ?? []
        if path.hasPrefix("/") {
            guard options.baseDirectory != nil else { return false }
            return Self.normalized(path) == documentFolder + [documentFileName]
        }
        // Relative to the base's folder (the document's unless `<base href>` names another):
        // "x.html", "./x.html", "../folder/x.html".
        let folder: [String]
        switch options.documentBase {
        case .folder(_, let directory)?: folder = Self.normalized(directory)
        case .url?: return false
        case nil: folder = documentFolder
        }
        return Self.normalized((folder + [path]).joined(separator: "/")) == documentFolder + [documentFileName]
    }

    /// The components of a path with `.` and empty ones dropped and `..` applied (a `..` above
    /// the start is kept: it names a folder the document's folder cannot be).
    private static func normalized(_ path: String) -> [String] {
        var parts: [String] = []
        for component in path.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": if parts.isEmpty || parts.last == ".." { parts.append("..") } else { parts.removeLast() }
            default: parts.append(String(component))
            }
        }
        return parts
    }
}
