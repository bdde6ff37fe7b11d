/// What a PDF reader sees of a document's structure: its pages and their sizes, fonts, links,
/// outline and descriptive metadata. It is read with the real tools (`pdfinfo`, `pdffonts`,
/// `qpdf --json`) and stored as `structure.json` in a reference folder.
///
/// The summary leaves out what changes without the document changing for a reader: object
/// numbers, the subset tag of an embedded font (`ABCDEF+`), dates and the producer.
public struct DocumentSummary: Codable, Sendable, Equatable {
    /// The number of pages.
    public var pageCount: Int
    /// Each page, in order.
    public var pages: [Page]
    /// The fonts that `pdffonts` lists, in its order.
    public var fonts: [Font]
    /// The document outline (bookmarks), top level first.
    public var outline: [OutlineItem]
    /// Title, Author, Subject, Keywords and Creator, where present (as `pdfinfo` prints them).
    public var metadata: [String: String]

    /// A summary from its parts.
    public init(pageCount: Int, pages: [Page], fonts: [Font], outline: [OutlineItem], metadata: [String: String]) {
        self.pageCount = pageCount
        self.pages = pages
        self.fonts = fonts
        self.outline = outline
        self.metadata = metadata
    }

    /// One page: its size in points (as `pdfinfo` reports it), its rotation and its links.
    public struct Page: Codable, Sendable, Equatable {
        /// The 1-based page number.
        public var number: Int
        /// Width in points.
        public var width: Double
        /// Height in points.
        public var height: Double
        /// `/Rotate`, in degrees.
        public var rotation: Int
        /// The page's link annotations, in the order of its `/Annots`.
        public var links: [Link]

        /// A page from its parts.
        public init(number: Int, width: Double, height: Double, rotation: Int = 0, links: [Link] = []) {
            self.number = number
            self.width = width
            self.height = height
            self.rotation = rotation
            self.links = links
        }
    }

    /// A link annotation: where it is on the page and where it goes.
    public struct Link: Codable, Sendable, Equatable {
        /// `/Rect` in PDF points (lower-left origin), normalized to [x0 y0 x1 y1] with x0 ≤ x1, y0 ≤ y1.
        public var rect: [Double]
        /// The URI of a `/URI` action.
        public var uri: String?
        /// The named destination the link refers to, if it refers to one by name.
        public var name: String?
        /// The 1-based page the destination lies on, once resolved.
        public var page: Int?
        /// The destination's view, e.g. `XYZ 72 720 null` or `Fit`.
        public var view: String?
        /// The action type of any other action (`Launch`, `GoToR`, `JavaScript`, …).
        public var action: String?

        /// A link from its parts.
        public init(rect: [Double], uri: String? = nil, name: String? = nil, page: Int? = nil, view: String? = nil, action: String? = nil) {
            self.rect = rect
            self.uri = uri
            self.name = name
            self.page = page
            self.view = view
            self.action = action
        }
    }

    /// A font as `pdffonts` lists it.
    public struct Font: Codable, Sendable, Equatable {
        /// The base font name, without a subset tag.
        public var name: String
        /// The font type (`TrueType`, `CID TrueType`, `Type 1`, …).
        public var type: String
        /// The encoding (`WinAnsi`, `Identity-H`, `Custom`, …).
        public var encoding: String
        /// Whether the font program is embedded.
        public var embedded: Bool
        /// Whether the embedded program is a subset.
        public var subset: Bool
        /// Whether the font has a ToUnicode map (text can be extracted).
        public var unicode: Bool

        /// A font from its parts.
        public init(name: String, type: String, encoding: String, embedded: Bool, subset: Bool, unicode: Bool) {
            self.name = name
            self.type = type
            self.encoding = encoding
            self.embedded = embedded
            self.subset = subset
            self.unicode = unicode
        }
    }

    /// An outline item (bookmark) and the items under it.
    public struct OutlineItem: Codable, Sendable, Equatable {
        /// The title shown in a viewer's sidebar.
        public var title: String
        /// The 1-based page it opens, when qpdf can resolve it.
        public var page: Int?
        /// Its children, in order.
        public var children: [OutlineItem]

        /// An outline item from its parts.
        public init(title: String, page: Int?, children: [OutlineItem] = []) {
            self.title = title
            self.page = page
            self.children = children
        }
    }
}
