import FolioText

/// A bulleted or numbered list; items hold blocks, so lists nest to any depth.
public struct List: BlockContent, Sendable {
    /// How items are marked.
    public enum MarkerStyle: Sendable, Hashable, CaseIterable {
        /// •, then ◦ and ▪ for deeper levels (see ``List/MarkerStyle/bullet(forDepth:)``).
        case bullet
        /// A filled disc •.
        case disc
        /// A hollow circle ◦.
        case circle
        /// A filled square ▪.
        case square
        /// 1. 2. 3.
        case decimal
        /// a. b. c.
        case lowerAlpha
        /// A. B. C.
        case upperAlpha
        /// i. ii. iii.
        case lowerRoman
        /// I. II. III.
        case upperRoman
        /// No marker.
        case none

        /// The bullet for a nesting depth (0 = outermost): disc, circle, square, repeating.
        public static func bullet(forDepth depth: Int) -> MarkerStyle { [.disc, .circle, .square][depth % 3] }

        /// The marker text of the item numbered `n` (numbers below 1 fall back to decimal).
        public func marker(_ n: Int) -> String {
            switch self {
            case .bullet, .disc: return "•"
            case .circle: return "◦"
            case .square: return "▪"
            case .none: return ""
            case .decimal: return "\(n)."
            case .lowerAlpha: return n >= 1 ? Self.alpha(n) + "." : "\(n)."
            case .upperAlpha: return n >= 1 ? Self.alpha(n).uppercased() + "." : "\(n)."
            case .lowerRoman: return (1...3999).contains(n) ? Self.roman(n) + "." : "\(n)."
            case .upperRoman: return (1...3999).contains(n) ? Self.roman(n).uppercased() + "." : "\(n)."
            }
        }

        /// The value `n` as a counter shows it in this style, the marker without its period:
        /// `3`, `c`, `iii`; the symbol for the bullets; nothing for ``none``.
        public func counterText(_ n: Int) -> String {
            let m = marker(n)
            return m.hasSuffix(".") ? String(m.dropLast()) : m
        }

        /// a … z, aa … az, ba …
        static func alpha(_ n: Int) -> String {
            var n = n, out: [Character] = []
            while n > 0 {
                n -= 1
                out.append(Character(UnicodeScalar(UInt8(97 + n % 26))))
                n /= 26
            }
            return String(out.reversed())
        }

        /// i, ii, iii, iv … mmmcmxcix.
        static func roman(_ n: Int) -> String {
            let table: [(Int, String)] = [(1000, "m"), (900, "cm"), (500, "d"), (400, "cd"), (100, "c"), (90, "xc"),
                                          (50, "l"), (40, "xl"), (10, "x"), (9, "ix"), (5, "v"), (4, "iv"), (1, "i")]
            var n = n, out = ""
            for (value, letters) in table {
                while n >= value { out += letters; n -= value }
            }
            return out
        }
    }

    /// The check box of a task list's item: drawn as vector art (a square, and a tick when
    /// checked) as tall as a capital letter of the marker's font, its foot on the item's first
    /// baseline. Tagged PDF reads it as the item's label, with the text ☐ or ☑ (`/ActualText`);
    /// extracted text has no character for it.
    public enum CheckBox: Sendable, Hashable {
        /// An open task: an empty box.
        case unchecked
        /// A done task: a box with a tick.
        case checked
    }

    /// One item: its blocks, and a number that overrides the count (HTML's `<li value>`).
    public struct Item: Sendable {
        /// The item's content.
        public var content: [Block]
        /// The item's number, when it is not the next in sequence; later items count on from it.
        public var value: Int?
        /// Whether the item has a marker. An unmarked item is indented as the others but takes
        /// no marker and no number: HTML's list or text placed directly in a list, outside any
        /// `<li>` (`<ul><ul><li>a</ul><li>b</ul>`), which browsers show that way.
        public var isMarked: Bool
        /// This item's marker style, in place of the list's ``List/markerStyle`` (CSS's
        /// `list-style-type` on one `<li>`); `nil`: the list's.
        public var markerStyle: MarkerStyle?
        /// This item's marker text, as given, in place of a marker made from a style and a
        /// number (CSS's `::marker { content }` or `list-style-type: "→"`); empty for no
        /// marker; `nil`: made from the style.
        public var markerText: String?
        /// The attributes of this item's marker (font, size, weight, colour), over the
        /// document's body text (CSS's `::marker` styles); `nil`: the body text's.
        public var markerAttributes: TextAttributes?
        /// A task's check box, drawn in place of the item's marker (a task list's item, GitHub
        /// Flavored Markdown's `- [x]`); `nil`: the marker the style gives.
        public var checkBox: CheckBox?

        /// An item of blocks.
        public init(_ content: [Block], value: Int? = nil, isMarked: Bool = true) {
            self.content = content
            self.value = value
            self.isMarked = isMarked
        }

        /// An item of one paragraph.
        public init(_ text: AttributedText, value: Int? = nil) {
            self.init([.paragraph(Paragraph(text))], value: value)
        }

        /// An item built with ``BlockBuilder``.
        public init(value: Int? = nil, @BlockBuilder _ content: () -> [Block]) {
            self.init(content(), value: value)
        }
    }

    /// The items.
    public var items: [Item]
    /// The marker style.
    public var markerStyle: MarkerStyle
    /// The first item's number.
    public var start: Int
    /// Numbers count down (HTML's `<ol reversed>`).
    public var isReversed: Bool
    /// Spacing, box and break rules.
    public var style: BlockStyle
    /// Where the items' text starts, from the list's edge (the markers stand in this space);
    /// `nil`: the document's ``DocumentStyle/listIndent``. HTML takes it from the list's
    /// `padding-left`.
    public var indent: Double?

    /// A list of items.
    public init(_ items: [Item], markerStyle: MarkerStyle = .bullet, start: Int = 1, isReversed: Bool = false,
                style: BlockStyle = BlockStyle()) {
        self.items = items
        self.markerStyle = markerStyle
        self.start = start
        self.isReversed = isReversed
        self.style = style
    }

    /// A list of one-paragraph items.
    public init(_ texts: [String], markerStyle: MarkerStyle = .bullet, start: Int = 1, style: BlockStyle = BlockStyle()) {
        self.init(texts.map { Item(AttributedText($0)) }, markerStyle: markerStyle, start: start, style: style)
    }

    /// A list whose items are built with ``ListItemBuilder``.
    public init(_ markerStyle: MarkerStyle = .bullet, start: Int = 1, style: BlockStyle = BlockStyle(),
                @ListItemBuilder _ items: () -> [Item]) {
        self.init(items(), markerStyle: markerStyle, start: start, style: style)
    }

    /// The block.
    public var blocks: [Block] { [.list(self)] }

    /// The number of each item, honouring `start`, `value` and `isReversed` (unmarked items are
    /// skipped: each has the number of the next marked item). Counting stops
    /// at `Int.max` (or `Int.min` in a reversed list): the items after it repeat it.
    func numbers() -> [Int] {
        var out: [Int] = []
        out.reserveCapacity(items.count)
        var n = start
        let step = isReversed ? -1 : 1
        for item in items {
            guard item.isMarked else {
                out.append(n)  // not shown, not counted
                continue
            }
            if let v = item.value { n = v }
            out.append(n)
            let (next, overflow) = n.addingReportingOverflow(step)
            if !overflow { n = next }
        }
        return out
    }
}

/// Terms, each with one or more definitions (HTML's `dl`, `dt`, `dd`).
public struct DefinitionList: BlockContent, Sendable {
    /// A term and its definitions.
    public struct Entry: Sendable {
        /// The term, set in bold.
        public var term: AttributedText
        /// The definitions, each a list of blocks, indented.
        public var definitions: [[Block]]

        /// An entry.
        public init(term: AttributedText, definitions: [[Block]]) {
            self.term = term
            self.definitions = definitions
        }

        /// A term with one definition paragraph.
        public init(_ term: String, _ definition: String) {
            self.init(term: AttributedText(term), definitions: [[.paragraph(Paragraph(definition))]])
        }
    }

    /// The entries.
    public var entries: [Entry]
    /// Spacing, box and break rules.
    public var style: BlockStyle

    /// A definition list.
    public init(_ entries: [Entry], style: BlockStyle = BlockStyle()) {
        self.entries = entries
        self.style = style
    }

    /// The block.
    public var blocks: [Block] { [.definitionList(self)] }
}
