/// A header or footer line in three slots — left, centre, right — written as
/// `left|centre|right` with placeholders: `{page}`, `{pages}`, `{title}`, `{file}`, `{date}`.
///
/// `"{title}||Page {page} of {pages}"` puts the title on the left and the page count on the
/// right; a template without `|` fills the centre only.
public struct HeaderFooterTemplate: Sendable, Hashable {
    /// The left slot.
    public var left: String
    /// The centre slot.
    public var center: String
    /// The right slot.
    public var right: String

    /// Three slots.
    public init(left: String = "", center: String = "", right: String = "") {
        self.left = left
        self.center = center
        self.right = right
    }

    /// Parses `left|centre|right`; with no `|` the text goes in the centre, with one it is
    /// `left|right`.
    public init(_ template: String) {
        let parts = template.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        switch parts.count {
        case 1: self.init(center: parts[0])
        case 2: self.init(left: parts[0], right: parts[1])
        default: self.init(left: parts[0], center: parts[1], right: parts[2...].joined(separator: "|"))
        }
    }

    /// The names a slot may hold in braces, in the order the documentation lists them; ``expand(_:_:)``
    /// replaces each, and leaves braces around anything else as they are.
    public static let placeholderNames = ["page", "pages", "title", "file", "date"]

    /// The page number, centred: the usual footer.
    public static let pageNumber = HeaderFooterTemplate(center: "{page}")

    /// Whether a slot shows `{pages}`, the number of pages, which is known only once the
    /// whole document is laid out.
    public var showsPageCount: Bool { [left, center, right].contains { $0.contains("{pages}") } }

    /// Whether the total can be drawn after the last page: no slot shows `{page}` after a
    /// `{pages}` (the text from a slot's first total on is drawn once for every page).
    public var drawsPageCountAfterLastPage: Bool {
        [left, center, right].allSatisfy { slot in
            guard let total = slot.range(of: "{pages}") else { return true }
            return !slot[total.upperBound...].contains("{page}")
        }
    }

    /// The values placeholders stand for.
    public struct Values: Sendable, Hashable {
        /// The page number, from 1.
        public var page: Int
        /// The number of pages.
        public var pages: Int
        /// The document's title.
        public var title: String
        /// The input file's name.
        public var file: String
        /// The date.
        public var date: String
        /// Creates the values.
        public init(page: Int, pages: Int, title: String = "", file: String = "", date: String = "") {
            self.page = page
            self.pages = pages
            self.title = title
            self.file = file
            self.date = date
        }
    }

    /// A slot with its placeholders replaced, in one pass: text a placeholder brings in (a
    /// title holding `{page}`) is kept as it is, and braces around anything else stay.
    public static func expand(_ slot: String, _ v: Values) -> String {
        segments(slot, v, splitsAtPageCount: false)[0]
    }

    /// A slot with its placeholders replaced as ``expand(_:_:)`` does, cut at each `{pages}`
    /// when `splitsAtPageCount` (the total drawn apart, after the last page): the text
    /// between the totals, one more piece than there are totals.
    package static func segments(_ slot: String, _ v: Values, splitsAtPageCount: Bool) -> [String] {
        guard slot.utf8.contains(UInt8(ascii: "{")) else { return [slot] }
        var pieces: [String] = []
        var out = ""
        var rest = Substring(slot)
        while let open = rest.utf8.firstIndex(of: UInt8(ascii: "{")) {
            out += rest[..<open]
            rest = rest[open...]
            let after = rest.dropFirst()
            guard let close = after.utf8.firstIndex(of: UInt8(ascii: "}")) else { break }
            let name = after[..<close]
            if splitsAtPageCount, name == "pages" {
                pieces.append(out)
                out = ""
                rest = after[close...].dropFirst()
                continue
            }
            let value: String? = switch name {
            case "page": String(v.page)
            case "pages": String(v.pages)
            case "title": v.title
            case "file": v.file
            case "date": v.date
            default: nil
            }
            if let value {
                out += value
                rest = after[close...].dropFirst()
            } else {
                out += "{"
                rest = after
            }
        }
        pieces.append(out + rest)
        return pieces
    }
}
