import FolioGeometry

/// An annotation on a page: the link kinds Folio writes.
public struct PDFAnnotation: Sendable, Equatable {
    /// The annotation dictionary, without `/P` (the writer adds it).
    public var dictionary: PDFDictionary
    /// For a link inside the document: where it goes (written as `/Dest`).
    public var destination: PDFDestination?
    /// The annotation's object number when it was reserved before the page is written (by
    /// ``PDFDocumentWriter/attachToStructure(_:onPage:)``); `nil`: allocated with the page.
    public var reservedRef: ObjectRef?
    /// Its key in the structure tree's parent tree (`/StructParent`), when it is tagged.
    public var structParent: Int?

    /// Creates an annotation from its dictionary.
    public init(dictionary: PDFDictionary, destination: PDFDestination? = nil) {
        self.dictionary = dictionary
        self.destination = destination
    }

    /// A link that opens a URI. `rect` is in PDF user space (lower-left origin). The URI is
    /// written as 7-bit ASCII, as PDF requires (ISO 32000-1 §12.6.4.7): UTF-8 bytes outside
    /// printable ASCII, spaces, and characters URIs never hold bare (`"<>\^`{|}`) are
    /// percent-encoded; a `%` already there is kept.
    public static func uriLink(_ uri: String, rect: Rect) -> PDFAnnotation {
        var a = PDFAnnotation(dictionary: baseLink(rect))
        a.dictionary["A"] = .dictionary(["S": .name("URI"), "URI": .string(percentEncoded(uri))])
        return a
    }

    /// Printable ASCII that a URI never holds bare (RFC 3986).
    private static let unsafeInURI: Set<UInt8> = Set("\"<>\\^`{|}".utf8)

    /// `uri`'s UTF-8 with every byte a URI cannot hold bare as `%XX`.
    static func percentEncoded(_ uri: String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(uri.utf8.count)
        for byte in uri.utf8 {
            if byte > 0x20, byte < 0x7F, !unsafeInURI.contains(byte) {
                out.append(byte)
            } else {
                out.append(0x25)  // %
                out.append(PDFSyntax.hexDigit(byte >> 4))
                out.append(PDFSyntax.hexDigit(byte & 0xF))
            }
        }
        return out
    }

    /// A link to a destination inside the document. `rect` is in PDF user space.
    public static func goToLink(_ destination: PDFDestination, rect: Rect) -> PDFAnnotation {
        PDFAnnotation(dictionary: baseLink(rect), destination: destination)
    }

    private static func baseLink(_ rect: Rect) -> PDFDictionary {
        let r = rect.standardized
        return [
            "Type": .name("Annot"), "Subtype": .name("Link"),
            "Rect": .rect(r.minX, r.minY, r.maxX, r.maxY),
            "Border": .array([.integer(0), .integer(0), .integer(0)]),
        ]
    }
}
