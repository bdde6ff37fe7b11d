/// What the rules share while checking one document: the document, its structure tree, each
/// page's content, and the findings so far.
struct RuleContext {
    let doc: CheckedDocument
    let tree: StructureTree
    /// Each page's content, by page reference, in page order.
    let scans: [(page: String, scan: ContentScan)]
    /// Whether PDF/UA-1 is among the profiles: tagged-PDF rules then cite ISO 14289-1 too.
    let ua: Bool
    var findings: [ConformanceFinding] = []

    init(doc: CheckedDocument, ua: Bool) {
        self.doc = doc
        self.ua = ua
        tree = StructureTree(doc)
        scans = doc.pdf.pages.map { ($0, ContentScan(page: $0, in: doc)) }
    }

    mutating func add(_ clause: String, _ message: String, _ object: String? = nil, _ severity: ConformanceFinding.Severity = .error) {
        findings.append(ConformanceFinding(clause: clause, message: message, object: object, severity: severity))
    }

    /// A tagged-PDF clause of ISO 32000-1, with ISO 14289-1's clause (and a Matterhorn
    /// condition) in front when PDF/UA-1 is checked.
    func tagged(_ clause32000: String, ua clause14289: String = "7.1", matterhorn: String? = nil) -> String {
        guard ua else { return "ISO 32000-1 \(clause32000)" }
        return "ISO 14289-1 \(clause14289)" + (matterhorn.map { " / Matterhorn \($0)" } ?? " / ISO 32000-1 \(clause32000)")
    }

    /// The type an element has after role mapping (ISO 32000-1 §14.8.4), or its own when the
    /// map does not lead to a standard type.
    func standardType(of element: StructureTree.Element) -> String? {
        guard var type = element.type else { return nil }
        let map = doc.dictionary(tree.root?["/RoleMap"]) ?? [:]
        for _ in 0..<32 {
            if Self.standardTypes.contains(type) { return type }
            guard let next = doc.name(map["/" + type]) else { return type }
            type = next
        }
        return type
    }

    /// The standard structure types of ISO 32000-1 §14.8.4.
    static let standardTypes: Set<String> = [
        "Document", "Part", "Art", "Sect", "Div", "BlockQuote", "Caption", "TOC", "TOCI", "Index", "NonStruct", "Private",
        "P", "H", "H1", "H2", "H3", "H4", "H5", "H6", "L", "LI", "Lbl", "LBody", "Table", "TR", "TH", "TD", "THead", "TBody",
        "TFoot", "Span", "Quote", "Note", "Reference", "BibEntry", "Code", "Link", "Annot", "Ruby", "RB", "RT", "RP",
        "Warichu", "WT", "WP", "Figure", "Formula", "Form",
    ]
}
