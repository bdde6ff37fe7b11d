/// Where an outline entry or a link goes.
public enum PDFDestination: Sendable, Hashable {
    /// A named destination, resolved when the document finishes (so it may be defined later).
    case named(String)
    /// A point on a page, in PDF user space (lower-left origin); `nil` keeps the viewer's
    /// current coordinate.
    case page(ObjectRef, x: Double?, y: Double?)

    var object: PDFObject {
        switch self {
        case .named(let n): return .text(n)
        case .page(let ref, let x, let y):
            return .array([.reference(ref), .name("XYZ"), x.map(PDFObject.real) ?? .null,
                           y.map(PDFObject.real) ?? .null, .null])
        }
    }
}

/// One entry of the document outline (bookmarks), with its children.
public struct OutlineItem: Sendable, Hashable {
    /// The text the viewer shows.
    public var title: String
    /// Where the entry goes.
    public var destination: PDFDestination
    /// Whether the entry starts expanded, showing its children.
    public var isOpen: Bool
    /// Nested entries.
    public var children: [OutlineItem]

    /// Creates an outline entry.
    public init(title: String, destination: PDFDestination, isOpen: Bool = true, children: [OutlineItem] = []) {
        self.title = title
        self.destination = destination
        self.isOpen = isOpen
        self.children = children
    }

    /// The number of entries a viewer shows below this one when it is open: its children, and
    /// recursively the children of those children that are open.
    var visibleDescendants: Int {
        children.reduce(0) { $0 + 1 + ($1.isOpen ? $1.visibleDescendants : 0) }
    }
}

/// Viewer preferences written to the catalog (ISO 32000-1 §12.2).
public struct ViewerPreferences: Sendable, Hashable {
    /// How a printer should turn the sheet when printing both sides.
    public enum Duplex: String, Sendable, Hashable, CaseIterable {
        /// One-sided.
        case simplex = "Simplex"
        /// Two-sided, flipped on the short edge.
        case shortEdge = "DuplexFlipShortEdge"
        /// Two-sided, flipped on the long edge.
        case longEdge = "DuplexFlipLongEdge"
    }

    /// `/Duplex`, when set.
    public var duplex: Duplex?
    /// `/DisplayDocTitle`: the viewer's window shows the title instead of the file name.
    public var displayDocTitle: Bool

    /// Creates viewer preferences.
    public init(duplex: Duplex? = nil, displayDocTitle: Bool = false) {
        self.duplex = duplex
        self.displayDocTitle = displayDocTitle
    }

    var dictionary: PDFDictionary? {
        var d = PDFDictionary()
        if let duplex { d["Duplex"] = .name(PDFName(duplex.rawValue)) }
        if displayDocTitle { d["DisplayDocTitle"] = .bool(true) }
        return d.isEmpty ? nil : d
    }
}
