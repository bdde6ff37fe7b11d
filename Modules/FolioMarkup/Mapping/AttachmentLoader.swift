import FolioGraphics
import FolioPDF

/// `<a rel="attachment" href="data.csv">`: the linked local file embedded in the PDF
/// (``Document/attachments``), read under the same rules as images (``LocalFiles``: inside the
/// allowed folder, never the network). The element's `title` is the attachment's description,
/// its `type` (a MIME type) overrides the one guessed from the extension.
struct AttachmentLoader {
    let options: MarkupOptions

    /// Whether an element's `rel` (a space-separated list) names `attachment`.
    static func isAttachment(rel: String?) -> Bool {
        rel?.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).contains { $0.lowercased() == "attachment" } ?? false
    }

    /// A file read, or the warning that says why it was left out.
    enum Loaded {
        case file(PDFAttachment)
        case refused(Diagnostic)
    }

    /// The attachment, or the warning that says why the file was left out.
    func load(href: String, title: String?, type: String?) -> Loaded {
        let refusal: String
        switch LocalFiles(options: options).read(href, maximumBytes: options.maximumAttachmentBytes) {
        case .success(let file):
            let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
            let given = type?.trimmingCharacters(in: .whitespaces).lowercased()
            let mime = given.flatMap { $0.contains("/") && !$0.contains(" ") ? $0 : nil }
            return .file(PDFAttachment(fileName: name, data: file.bytes, mimeType: mime, description: title))
        case .failure(.network(let u)): refusal = "\(u) is not local: Folio never fetches from the network"
        case .failure(.outsideRoot(let p)):
            refusal = "\(p) is outside the folder files may come from (the document's own, unless widened: --image-root, MarkupOptions.allowedRoot)"
        case .failure(.missing(let p)): refusal = "\(p) does not exist"
        case .failure(.tooLarge(let p, let limit)): refusal = "\(p) is larger than \(limit) bytes (MarkupOptions.maximumAttachmentBytes)"
        case .failure(.unreadable(let p)): refusal = "\(p) cannot be read (a folder, a device, or no permission)"
        }
        return .refused(.warning(.attachmentMissing, "attachment \(refusal); it is not embedded (the link's text is kept)", at: .resource(href)))
    }
}
