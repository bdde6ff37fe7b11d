import FolioGeometry

/// A standard structure type of tagged PDF (ISO 32000-1 §14.8.4): what a structure element
/// is — a paragraph, a heading, a table cell, a figure — for screen readers, reflow and
/// conversion. Core Graphics calls these `CGPDFTagType`.
public struct StructureType: RawRepresentable, Hashable, Sendable {
    /// The type's name as PDF writes it (`P`, `H1`, `TD`).
    public var rawValue: String

    /// A type by its PDF name. Names outside the standard set need a role map, which Folio
    /// does not write: use the standard types.
    public init(rawValue: String) { self.rawValue = rawValue }

    // Grouping elements (§14.8.4.2).
    /// The whole document.
    public static let document = StructureType(rawValue: "Document")
    /// A large division of a document, such as a chapter.
    public static let part = StructureType(rawValue: "Part")
    /// An article: a self-contained body of text.
    public static let article = StructureType(rawValue: "Art")
    /// A section.
    public static let section = StructureType(rawValue: "Sect")
    /// A generic block-level grouping.
    public static let division = StructureType(rawValue: "Div")
    /// A quotation of one or more paragraphs.
    public static let blockQuote = StructureType(rawValue: "BlockQuote")
    /// A caption of a table or figure.
    public static let caption = StructureType(rawValue: "Caption")
    /// A table of contents.
    public static let tableOfContents = StructureType(rawValue: "TOC")
    /// An item of a table of contents.
    public static let tableOfContentsItem = StructureType(rawValue: "TOCI")
    /// An index.
    public static let index = StructureType(rawValue: "Index")
    /// A grouping with no meaning of its own (its children stand for themselves).
    public static let nonStructure = StructureType(rawValue: "NonStruct")

    // Paragraph-like elements (§14.8.4.3).
    /// A paragraph.
    public static let paragraph = StructureType(rawValue: "P")
    /// A heading of levels 1 to 6.
    public static let heading1 = StructureType(rawValue: "H1")
    /// A level-2 heading.
    public static let heading2 = StructureType(rawValue: "H2")
    /// A level-3 heading.
    public static let heading3 = StructureType(rawValue: "H3")
    /// A level-4 heading.
    public static let heading4 = StructureType(rawValue: "H4")
    /// A level-5 heading.
    public static let heading5 = StructureType(rawValue: "H5")
    /// A level-6 heading.
    public static let heading6 = StructureType(rawValue: "H6")

    /// The heading type of a level, 1 to 6 (levels past 6 are `H6`, below 1 `H1`).
    public static func heading(level: Int) -> StructureType {
        StructureType(rawValue: "H\(min(max(level, 1), 6))")
    }

    // Lists (§14.8.4.3.3).
    /// A list.
    public static let list = StructureType(rawValue: "L")
    /// A list item.
    public static let listItem = StructureType(rawValue: "LI")
    /// A list item's label: its bullet or number.
    public static let label = StructureType(rawValue: "Lbl")
    /// A list item's body.
    public static let listBody = StructureType(rawValue: "LBody")

    // Tables (§14.8.4.3.4).
    /// A table.
    public static let table = StructureType(rawValue: "Table")
    /// A table row.
    public static let tableRow = StructureType(rawValue: "TR")
    /// A header cell.
    public static let tableHeaderCell = StructureType(rawValue: "TH")
    /// A data cell.
    public static let tableDataCell = StructureType(rawValue: "TD")
    /// The header rows of a table.
    public static let tableHeader = StructureType(rawValue: "THead")
    /// The body rows of a table.
    public static let tableBody = StructureType(rawValue: "TBody")
    /// The footer rows of a table.
    public static let tableFooter = StructureType(rawValue: "TFoot")

    // Inline elements (§14.8.4.4).
    /// A run of text with attributes of its own (a language, say).
    public static let span = StructureType(rawValue: "Span")
    /// An inline quotation.
    public static let quote = StructureType(rawValue: "Quote")
    /// A note, such as a footnote.
    public static let note = StructureType(rawValue: "Note")
    /// A citation.
    public static let reference = StructureType(rawValue: "Reference")
    /// A bibliography entry.
    public static let bibliographyEntry = StructureType(rawValue: "BibEntry")
    /// Computer code.
    public static let code = StructureType(rawValue: "Code")
    /// A link: its text, and its annotation.
    public static let link = StructureType(rawValue: "Link")
    /// An annotation other than a link or a widget.
    public static let annotation = StructureType(rawValue: "Annot")

    // Illustrations (§14.8.4.5).
    /// A figure: an image or a drawing, with alternative text.
    public static let figure = StructureType(rawValue: "Figure")
    /// A mathematical formula.
    public static let formula = StructureType(rawValue: "Formula")
    /// A form field.
    public static let form = StructureType(rawValue: "Form")
}

/// How far a table header cell reaches (`/Scope`, ISO 32000-1 §14.8.5.7).
public enum TableHeaderScope: String, Sendable, Hashable {
    /// The cells of its row.
    case row = "Row"
    /// The cells of its column.
    case column = "Column"
    /// Both.
    case both = "Both"
}

/// What a structure element says beyond its type: the alternative and actual text screen
/// readers speak, its language, a title, a figure's box, a table cell's spans and scope.
public struct StructureAttributes: Sendable, Hashable {
    /// A description of a figure or formula, spoken instead of it (`/Alt`).
    public var alternativeText: String?
    /// The text the element's content stands for (`/ActualText`), e.g. a whole hyphenated word.
    public var actualText: String?
    /// A title (`/T`).
    public var title: String?
    /// The element's language, a BCP 47 tag such as `en-US` (`/Lang`).
    public var language: String?
    /// A figure's or table's bounding box on its page, in PDF user space (`/BBox` in the
    /// `Layout` attributes).
    public var boundingBox: Rect?
    /// Rows a table cell spans, when more than one (`/RowSpan`).
    public var rowSpan: Int?
    /// Columns a table cell spans, when more than one (`/ColSpan`).
    public var columnSpan: Int?
    /// A header cell's reach (`/Scope`).
    public var scope: TableHeaderScope?
    /// The element's identifier (`/ID`, a byte string unique in the document), which PDF/UA-1
    /// (§7.9) requires of every ``StructureType/note``.
    public var identifier: String?

    /// Attributes; all are optional.
    public init(alternativeText: String? = nil, actualText: String? = nil, title: String? = nil, language: String? = nil,
                boundingBox: Rect? = nil, rowSpan: Int? = nil, columnSpan: Int? = nil, scope: TableHeaderScope? = nil,
                identifier: String? = nil) {
        self.identifier = identifier
        self.boundingBox = boundingBox
        self.alternativeText = alternativeText
        self.actualText = actualText
        self.title = title
        self.language = language
        self.rowSpan = rowSpan
        self.columnSpan = columnSpan
        self.scope = scope
    }

    /// The entries of the element's dictionary these attributes make (`/Alt`, `/A`, …).
    func entries(into dict: inout PDFDictionary) {
        if let v = identifier { dict["ID"] = .string(Array(v.utf8)) }
        if let v = alternativeText { dict["Alt"] = .text(v) }
        if let v = actualText { dict["ActualText"] = .text(v) }
        if let v = title { dict["T"] = .text(v) }
        if let v = language { dict["Lang"] = .text(v) }
        // Most elements (a table's data cells among them) have no attribute objects: nothing
        // is made for them.
        let spans = (rowSpan ?? 1) > 1 || (columnSpan ?? 1) > 1
        guard boundingBox != nil || spans || scope != nil else { return }
        var owners: [PDFObject] = []
        if let b = boundingBox?.standardized {
            owners.append(.dictionary(["O": .name("Layout"), "BBox": .rect(b.minX, b.minY, b.maxX, b.maxY)]))
        }
        if spans || scope != nil {
            var table: PDFDictionary = ["O": .name("Table")]
            if let v = rowSpan, v > 1 { table["RowSpan"] = .integer(v) }
            if let v = columnSpan, v > 1 { table["ColSpan"] = .integer(v) }
            if let v = scope { table["Scope"] = .name(PDFName(v.rawValue)) }
            owners.append(.dictionary(table))
        }
        if owners.count == 1 { dict["A"] = owners[0] } else if owners.count > 1 { dict["A"] = .array(owners) }
    }
}
