import FolioGeometry

/// An annotation on a page: the link kinds Folio writes.
public struct PDFAnnotation: Sendable, Equatable {
    /// The annotation dictionary, without `/P` (the writer adds it).
    public var dictionary: PDFDictionary
    /// For a link inside the document: where it goes (written as `/Dest`).
    public var destination: PDFDestination?

    /// Creates an annotation from its dictionary.
    public init(dictionary: PDFDictionary, destination: PDFDestination? = nil) {
        self.dictionary = dictionary
        self.destination = destination
    }

    /// A link that opens a URI. `rect` is in PDF user space (lower-left origin).
    public static func uriLink(_ uri: String, rect: Rect) -> PDFAnnotation {
        var a = PDFAnnotation(dictionary: baseLink(rect))
        a.dictionary["A"] = .dictionary(["S": .name("URI"), "URI": .string(Array(uri.utf8))])
        return a
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
