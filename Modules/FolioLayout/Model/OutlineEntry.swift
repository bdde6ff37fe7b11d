/// A block's entry in the PDF outline, where it differs from a heading's own: its title, its
/// level and whether it shows its children (CSS `bookmark-label`, `bookmark-level` and
/// `bookmark-state`). A ``Heading`` without one is listed with its text at its level, open; a
/// ``Paragraph`` with one is listed too.
public struct OutlineEntry: Sendable, Hashable {
    /// The entry's title; `nil`: the block's text.
    public var title: String?
    /// The entry's level, 1 (top) or deeper.
    public var level: Int
    /// Whether the entry shows its children in a viewer's outline (`false`: closed).
    public var isOpen: Bool

    /// An entry at `level` (at least 1), titled `title` (the block's text when `nil`).
    public init(title: String? = nil, level: Int, isOpen: Bool = true) {
        self.title = title
        self.level = max(1, level)
        self.isOpen = isOpen
    }
}
