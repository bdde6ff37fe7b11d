import FolioCSS
import FolioGraphics
import FolioLayout
import FolioText

/// One page-margin box of CSS Paged Media 3 (`@page { @bottom-center { content: … } }`), its
/// content and style resolved for a kind of page.
public struct PageMarginBox: Sendable, Hashable {
    /// A piece of the box's content.
    public enum Part: Sendable, Hashable {
        /// Text, as written.
        case text(String)
        /// `counter(page)`: the page's number, in a list style.
        case pageNumber(List.MarkerStyle)
        /// `counter(pages)`: the number of pages, in a list style.
        case pageCount(List.MarkerStyle)
        /// `string(name, policy)`: a named string's value on the page (``NamedStringAssignment``).
        case namedString(String, policy: NamedStringPolicy)
        /// `element(name, policy)`: the running element of that name on the page
        /// (``PageMarginBoxes/runningElements``). A box showing one shows nothing else.
        case runningElement(String, policy: NamedStringPolicy)
    }

    /// Which box.
    public var position: MarginBoxPosition
    /// The content, in order.
    public var content: [Part]
    /// The font.
    public var font: TextFont
    /// The text colour.
    public var color: Color
    /// Where the text sits across the box: 0 left, 0.5 centre, 1 right.
    public var horizontalAlignment: Double
    /// Where the text sits up and down the box: 0 top, 0.5 middle, 1 bottom.
    public var verticalAlignment: Double

    /// Whether the content shows the number of pages (known only once all are laid out).
    public var showsPageCount: Bool { content.contains { if case .pageCount = $0 { true } else { false } } }

    /// Whether the content shows a named string.
    public var showsNamedStrings: Bool { content.contains { if case .namedString = $0 { true } else { false } } }

    /// Whether the box can show the page total as a form drawn after the last page
    /// (``FolioPrinting/PageTotalDrawing/afterLastPage``): one line (no line break in its
    /// text), decimal counters of pages, no page number after a total, no named string. Other
    /// boxes with the total make the job count the pages first.
    var showsPageCountOnOneLine: Bool {
        var totalSeen = false
        return content.allSatisfy { part in
            switch part {
            case .text(let s): return !s.contains { $0.isNewline }
            case .pageNumber: return !totalSeen  // what follows the total is drawn once for all pages
            case .pageCount(let style):
                totalSeen = true
                return style == .decimal
            case .namedString, .runningElement: return false
            }
        }
    }

    /// The text on page `page` (from 1), cut at each `counter(pages)`: one more piece than
    /// there are totals.
    func segments(page: Int) -> [String] {
        var pieces: [String] = [""]
        for part in content {
            switch part {
            case .text(let s): pieces[pieces.count - 1] += s
            case .pageNumber(let style): pieces[pieces.count - 1] += style.counterText(page)
            case .pageCount: pieces.append("")
            case .namedString, .runningElement: break
            }
        }
        return pieces
    }

    /// The running element the box shows (`element(name, policy)`), if any.
    public var runningElement: (name: String, policy: NamedStringPolicy)? {
        for part in content { if case .runningElement(let name, let policy) = part { return (name, policy) } }
        return nil
    }

    /// The text on page `page` (from 1) of `pages`; named strings are empty.
    public func text(page: Int, pages: Int) -> String {
        text(page: page, pages: pages) { _, _ in "" }
    }

    /// The text on page `page` (from 1) of `pages`, each named string's value on the page
    /// given by `string(name, policy)`.
    public func text(page: Int, pages: Int, string: (String, NamedStringPolicy) -> String) -> String {
        content.map { part in
            switch part {
            case .text(let s): s
            case .pageNumber(let style): style.counterText(page)
            case .pageCount(let style): style.counterText(pages)
            case .namedString(let name, let policy): string(name, policy)
            case .runningElement: ""
            }
        }.joined()
    }
}

/// The margin boxes of a document's pages, for each kind of page Folio makes: the first, the
/// left (even-numbered) and the right (odd-numbered) pages, unnamed and of each page name the
/// `@page` rules use (`@page cover`), and blank pages (`:blank`, left empty before a
/// `break-before: left` or `right`), left and right.
public struct PageMarginBoxes: Sendable, Hashable {
    /// The boxes of the pages of one name (`page: cover`), by kind of page.
    public struct NamedPageBoxes: Sendable, Hashable {
        /// The boxes when the document's first page has the name.
        public var first: [PageMarginBox] = []
        /// The boxes of the left pages of the name after the first page.
        public var left: [PageMarginBox] = []
        /// The boxes of the right pages of the name after the first page.
        public var right: [PageMarginBox] = []
        /// The boxes of the name's blank left pages.
        public var blankLeft: [PageMarginBox] = []
        /// The boxes of the name's blank right pages.
        public var blankRight: [PageMarginBox] = []
    }

    /// The first page's boxes (a right page).
    public var first: [PageMarginBox] = []
    /// The boxes of the left pages after it.
    public var left: [PageMarginBox] = []
    /// The boxes of the right pages after it.
    public var right: [PageMarginBox] = []
    /// The boxes of blank left pages (`:blank`, `:blank:left` …).
    public var blankLeft: [PageMarginBox] = []
    /// The boxes of blank right pages.
    public var blankRight: [PageMarginBox] = []
    /// The named strings (`string-set`) assigned at each ``FolioText/TextAttributes/mark`` of the
    /// document's text, by mark: what `string()` in a box shows.
    public var stringAssignments: [[NamedStringAssignment]] = []
    /// The boxes of named pages, by page name (lowercased), for each name an `@page` rule with
    /// margin boxes selects.
    public var named: [String: NamedPageBoxes] = [:]
    /// The page name (lowercased; empty for unnamed pages) that the text at each
    /// ``FolioText/TextAttributes/mark`` starts, by mark: where `page` changes.
    public var pageNames: [Int: String] = [:]
    /// The running elements (`position: running(name)`) in document order: what `element()`
    /// in a box shows, by the index a ``NamedStringAssignment/runningElement`` gives.
    public var runningElements: [RunningElement] = []
    /// The margins `@page :first`, `:left` and `:right` rules give their pages, over the
    /// document's: where each page's boxes (and its content) go.
    public var kindMargins = PageKindMargins()

    /// No boxes on any page.
    public init() {}

    /// Every box of every kind of page.
    var all: [PageMarginBox] {
        first + left + right + blankLeft + blankRight + named.values.flatMap { $0.first + $0.left + $0.right + $0.blankLeft + $0.blankRight }
    }

    /// Whether no page has a box.
    public var isEmpty: Bool { all.isEmpty }

    /// Whether the style sheets have margin-box rules at all, even rules that leave every box
    /// empty (`@bottom-center { content: none }`): the page's margins are the author's, and
    /// `folio` draws no page number of its own there.
    public private(set) var isDeclared = false

    /// The boxes of the unnamed page at `index` (from 0).
    public func boxes(forPage index: Int) -> [PageMarginBox] {
        index == 0 ? first : index % 2 == 1 ? left : right
    }

    /// The boxes of the page at `index` (from 0) named `name` (`nil`: unnamed; a name no rule
    /// selects is an unnamed page's), blank or not (the first page never is).
    public func boxes(forPage index: Int, named name: String?, isBlank: Bool = false) -> [PageMarginBox] {
        guard let name, let n = named[name] else {
            guard isBlank, index > 0 else { return boxes(forPage: index) }
            return index % 2 == 1 ? blankLeft : blankRight
        }
        if isBlank, index > 0 { return index % 2 == 1 ? n.blankLeft : n.blankRight }
        return index == 0 ? n.first : index % 2 == 1 ? n.left : n.right
    }

    /// Whether any box shows the number of pages.
    public var showsPageCount: Bool { all.contains { $0.showsPageCount } || runningElements.contains { $0.showsPageCount } }
    /// Whether every box that shows the number of pages can show it after the last page
    /// (one line, decimal, no named string).
    var showsPageCountOnOneLine: Bool {
        all.allSatisfy { !$0.showsPageCount || $0.showsPageCountOnOneLine } && !runningElements.contains { $0.showsPageCount }
    }
    /// Whether any box shows a named string (`string(chapter)`).
    public var showsNamedStrings: Bool { all.contains { $0.showsNamedStrings } }
    /// Whether any box shows a running element (`element(header)`).
    public var showsRunningElements: Bool { all.contains { $0.runningElement != nil } }

    /// The boxes the `@page` rules give, the page inheriting `root`'s style.
    init(rules: [PageRule], root: ComputedStyle, rootFontSize: Double) {
        let cascade = PageCascade(rules: rules)
        guard cascade.hasMarginBoxes else { return }
        isDeclared = true
        func boxes(_ index: Int, _ name: String? = nil, blank: Bool = false) -> [PageMarginBox] {
            cascade.marginBoxes(for: PageSelector.Page(index: index, name: name, isBlank: blank), root: root, rootFontSize: rootFontSize)
                .sorted { MarginBoxPosition.allCases.firstIndex(of: $0.key)! < MarginBoxPosition.allCases.firstIndex(of: $1.key)! }
                .compactMap { Self.box($0.key, $0.value) }
        }
        first = boxes(0)
        left = boxes(1)
        right = boxes(2)
        blankLeft = boxes(1, blank: true)
        blankRight = boxes(2, blank: true)
        for name in Set(rules.flatMap { $0.selectors.compactMap(\.name) }).sorted() {
            named[name] = NamedPageBoxes(first: boxes(0, name), left: boxes(1, name), right: boxes(2, name),
                                         blankLeft: boxes(1, name, blank: true), blankRight: boxes(2, name, blank: true))
        }
    }

    private static func box(_ position: MarginBoxPosition, _ style: ComputedStyle) -> PageMarginBox? {
        let parts: [PageMarginBox.Part] = (style.content ?? []).compactMap { item in
            switch item {
            case .string(let s): return .text(s)
            case .counter("page", let type): return .pageNumber(StyleMapping.marker(type))
            case .counter("pages", let type): return .pageCount(StyleMapping.marker(type))
            case .namedString(let name, let policy): return .namedString(name, policy: policy)
            case .runningElement(let name, let policy): return .runningElement(name, policy: policy)
            // Other counters, attributes and quotes mean nothing in a page's margin.
            default: return nil
            }
        }
        guard !parts.isEmpty else { return nil }
        let horizontal = switch style.textAlign {
        case .center: 0.5
        case .right, .end: 1.0
        default: 0.0
        }
        let vertical = switch style.verticalAlign {
        case .top: 0.0
        case .bottom: 1.0
        default: 0.5
        }
        return PageMarginBox(position: position, content: parts, font: StyleMapping.font(style), color: style.color,
                             horizontalAlignment: horizontal, verticalAlignment: vertical)
    }
}

extension PageMarginBoxes {
    /// The boxes with each font replaced by `resolve`'s (the `@font-face` faces it names).
    func resolvingFonts(_ resolve: (TextFont) -> TextFont) -> PageMarginBoxes {
        func resolved(_ boxes: [PageMarginBox]) -> [PageMarginBox] {
            boxes.map { box in
                var b = box
                b.font = resolve(box.font)
                return b
            }
        }
        var out = self
        out.first = resolved(first)
        out.left = resolved(left)
        out.right = resolved(right)
        out.blankLeft = resolved(blankLeft)
        out.blankRight = resolved(blankRight)
        out.named = named.mapValues {
            NamedPageBoxes(first: resolved($0.first), left: resolved($0.left), right: resolved($0.right),
                           blankLeft: resolved($0.blankLeft), blankRight: resolved($0.blankRight))
        }
        return out
    }
}
