/// A file embedded in the PDF (ISO 32000-1 §7.11.4), listed in the catalog's
/// `/Names /EmbeddedFiles` and associated with the whole document through its `/AF` array
/// (ISO 19005-3 Annex E, ISO 32000-2 §14.13), as PDF/A-3 and e-invoices (Factur-X, ZUGFeRD)
/// ask. Viewers show it in their attachments panel; `pdfdetach` extracts it.
///
/// ```swift
/// let csv = PDFAttachment(fileName: "data.csv", data: Array("a,b\n1,2\n".utf8),
///                         description: "The table's data", relationship: .source)
/// ```
public struct PDFAttachment: Sendable, Equatable {
    /// How an attached file relates to the document (`/AFRelationship`, ISO 32000-2 Table 43).
    public enum Relationship: String, Sendable, CaseIterable {
        /// The document was made from it (a spreadsheet behind a chart).
        case source = "Source"
        /// Data the document's content shows (an e-invoice's XML).
        case data = "Data"
        /// Another representation of the same content.
        case alternative = "Alternative"
        /// Supplements the document (a supporting file).
        case supplement = "Supplement"
        /// Not said.
        case unspecified = "Unspecified"
    }

    /// The file's name as readers show and save it (`/F` and `/UF`); no folders.
    public var fileName: String
    /// The file's bytes.
    public var data: [UInt8]
    /// Its MIME type (`/Subtype` of the embedded file), e.g. `text/xml`;
    /// ``mimeType(forFileName:)`` guesses one from the extension.
    public var mimeType: String
    /// A description for people (`/Desc`).
    public var description: String?
    /// How it relates to the document.
    public var relationship: Relationship
    /// When the file was last changed (`/Params /ModDate`); `nil` takes the document's
    /// modification date, when it has one.
    public var modificationDate: PDFDate?

    /// Creates an attachment; the MIME type defaults to the one of the file name's extension.
    public init(fileName: String, data: [UInt8], mimeType: String? = nil, description: String? = nil,
                relationship: Relationship = .unspecified, modificationDate: PDFDate? = nil) {
        self.fileName = fileName
        self.data = data
        self.mimeType = mimeType ?? Self.mimeType(forFileName: fileName)
        self.description = description
        self.relationship = relationship
        self.modificationDate = modificationDate
    }

    /// MIME types by lower-cased file extension.
    static let mimeTypes: [String: String] = [
        "xml": "text/xml", "txt": "text/plain", "csv": "text/csv", "tsv": "text/tab-separated-values",
        "html": "text/html", "htm": "text/html", "md": "text/markdown", "css": "text/css",
        "json": "application/json", "pdf": "application/pdf", "zip": "application/zip", "gz": "application/gzip",
        "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        "odt": "application/vnd.oasis.opendocument.text", "ods": "application/vnd.oasis.opendocument.spreadsheet",
        "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif", "webp": "image/webp",
        "svg": "image/svg+xml", "tif": "image/tiff", "tiff": "image/tiff",
    ]

    /// The MIME type of a file name's extension (`invoice.xml` → `text/xml`), or
    /// `application/octet-stream`, which PDF/A-3 asks for when the type is not known.
    public static func mimeType(forFileName name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "application/octet-stream" }
        return mimeTypes[name[name.index(after: dot)...].lowercased()] ?? "application/octet-stream"
    }

    /// Whether the bytes are a PDF that says it is PDF/A (a `%PDF-` header and a `pdfaid:part`
    /// in its metadata), as PDF/A-2 requires of every attachment. A claim, not a validation:
    /// Folio does not check the attached file's content against PDF/A.
    public var claimsPDFA: Bool {
        guard data.starts(with: Array("%PDF-".utf8)) else { return false }
        let needle = Array("pdfaid:part".utf8)
        guard data.count >= needle.count else { return false }
        var i = 0
        while i + needle.count <= data.count {
            if data[i] == needle[0], data[i..<i + needle.count].elementsEqual(needle) { return true }
            i += 1
        }
        return false
    }
}
