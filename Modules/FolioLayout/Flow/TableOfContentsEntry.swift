/// One heading listed in a table of contents, with the page it lands on.
struct TableOfContentsEntry: Sendable, Hashable {
    var title: String
    var level: Int
    var id: String
    var pageLabel: String
}
