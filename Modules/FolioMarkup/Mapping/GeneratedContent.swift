import FolioCSS
import FolioLayout

/// The text of every `::before` and `::after` box, with counters and quotation marks worked out
/// as CSS Lists 3 and Generated Content 3 have them, in one walk in document order.
///
/// Counters: an element's `counter-reset` instantiates a counter (replacing one a previous
/// sibling instantiated), which is seen by the element, its descendants and its following
/// siblings with theirs; `counter-increment` and `counter-set` of a counter no ancestor or
/// previous sibling has instantiate it at 0 first. An element does its reset, then its
/// increment, then its set; its `::before` is its first child and its `::after` its last,
/// with counter properties of their own. A list item (`display: list-item`) increments
/// `list-item` by 1 (by −1 in an `<ol reversed>`) unless its `counter-increment` names it,
/// `<li value>` sets it, and `ol`, `ul` and `menu` reset it (to `start` − 1 on `<ol start>`;
/// to `start` + 1, else the number of items + 1, on `<ol reversed>`) unless their
/// `counter-reset` names it. Elements not displayed count nothing.
struct GeneratedContent {
    /// The text of the `::before` of each element that has one, by node index.
    private(set) var before: [Int: String] = [:]
    /// The text of the `::after` of each element that has one, by node index.
    private(set) var after: [Int: String] = [:]
    /// The text of the `::marker` of each list item whose `content` gives one, by node index.
    private(set) var marker: [Int: String] = [:]
    /// The text of the `::footnote-call` and `::footnote-marker` of each `float: footnote`
    /// element, by node index. Such an element increments the `footnote` counter by 1 unless
    /// its `counter-increment` names it; the counter is the root's, so the notes are numbered
    /// through the document unless a `counter-reset: footnote` starts it again.
    private(set) var footnoteCall: [Int: String] = [:], footnoteMarker: [Int: String] = [:]
    /// The pieces of the `::before` and `::after` boxes whose text the layout completes (page
    /// numbers of `target-counter()`, `leader()`), by node index; their plain text (page
    /// numbers and leaders left out) is in ``before`` and ``after``.
    private(set) var beforePieces: [Int: [GeneratedPiece]] = [:]
    private(set) var afterPieces: [Int: [GeneratedPiece]] = [:]
    /// The fragments (`#id`) that `target-counter()` and `target-text()` named and that no
    /// element has, each once.
    private(set) var missingTargets: [String] = []
    /// Whether some piece is a page number or a leader.
    private(set) var hasPageReferences = false, hasLeaders = false
    /// The page counters each running element's generated content shows, by the running
    /// element's node index: their pieces are page numbers the margin boxes resolve.
    private(set) var runningPageCounters: [Int: Set<RunningPageCounter>] = [:]
    /// The outermost open running element (`position: running(name)`), if any.
    private var runningRoot: Int?
    private let document: HTMLDocument
    private let styles: StyledDocument

    /// A piece of generated text.
    enum GeneratedPiece {
        /// Text, as it stands.
        case text(String)
        /// The number of the page where the element with this `id` lands.
        case pageNumber(of: String)
        /// A leader filling the line up to what follows.
        case leader(String)
    }

    /// The named strings each element with `string-set` sets, in order, by node index.
    private(set) var stringSets: [Int: [NamedStringAssignment]] = [:]
    /// The titles `bookmark-label` gives elements with a `bookmark-level`, by node index, where
    /// the label is not the initial `content(text)` (`content(after)` reads as empty).
    private(set) var bookmarkLabels: [Int: String] = [:]
    /// The `string-set` of open elements that take their `::after`, finished when they close.
    private var pendingStringSets: [Int: [(name: String, parts: [StringPart])]] = [:]

    /// A piece of a named string's value: text known when the element starts, or its `::after`.
    private enum StringPart {
        case text(String)
        case after
    }

    /// Every counter's values, outermost first.
    private var values: [String: [Int]] = [:]
    /// The open elements, outermost first, each with the counters its children (and its own
    /// pseudo-elements) instantiated, which end with it.
    private var open: [(node: Int, end: Int, created: [String])] = []
    private var quoteDepth = 0

    init(document: HTMLDocument, styles: StyledDocument) {
        self.document = document
        self.styles = styles
        let nodes = document.nodes
        open = [(0, nodes.count, [])]
        values["footnote"] = [0]
        var i = 0
        while i < nodes.count {
            while open.count > 1, let last = open.last, last.end <= i { closeElement(document, styles) }
            let node = nodes[i]
            let id = MarkupNodeID(i)
            guard node.kind == .element else {
                i += 1
                continue
            }
            let style = styles[id]
            guard style.isDisplayed, !node.isInert else {
                i = node.subtreeEnd
                continue
            }
            var reset = style.counterReset
            if ["ol", "ul", "menu"].contains(node.name), !reset.contains(where: { $0.name == "list-item" }) {
                let start = node.name == "ol" ? node.attribute("start").flatMap { Int($0.trimmingASCIIWhitespace()) } : nil
                if Self.isReversed(node) {
                    // Counting down from `start`, else from the number of items (HTML's `<ol reversed>`).
                    let items = document.children(of: id).count { styles[$0].display == .listItem && document[$0].kind == .element }
                    reset.append(CounterChange(name: "list-item", value: (start ?? items) &+ 1))
                } else {
                    reset.append(CounterChange(name: "list-item", value: (start ?? 1) &- 1))
                }
            }
            var increment = style.counterIncrement
            if style.display == .listItem, !increment.contains(where: { $0.name == "list-item" }) {
                let down = node.parent.map { Self.isReversed(document[$0]) } ?? false
                increment.append(CounterChange(name: "list-item", value: down ? -1 : 1))
            }
            if style.float == .footnote, !increment.contains(where: { $0.name == "footnote" }) {
                increment.append(CounterChange(name: "footnote", value: 1))
            }
            var set = style.counterSet
            if node.name == "li", let value = node.attribute("value").flatMap({ Int($0.trimmingASCIIWhitespace()) }),
               !set.contains(where: { $0.name == "list-item" }) {
                set.append(CounterChange(name: "list-item", value: value))
            }
            apply(reset: reset, increment: increment, set: set)
            open.append((i, node.subtreeEnd, []))
            if runningRoot == nil, style.runningName != nil { runningRoot = i }
            // The marker comes first of the item's boxes, with the counters as the item left them.
            if let m = styles.computedStyle(of: .marker, of: id), m.content?.isEmpty == false { marker[i] = text(m, node) }
            if style.float == .footnote {
                if let c = styles.computedStyle(of: .footnoteCall, of: id) { footnoteCall[i] = text(c, node) }
                if let m = styles.computedStyle(of: .footnoteMarker, of: id) { footnoteMarker[i] = text(m, node) }
            }
            if let b = styles.computedStyle(of: .before, of: id) {
                apply(reset: b.counterReset, increment: b.counterIncrement, set: b.counterSet)
                (before[i], beforePieces[i]) = pieces(b, node)
            }
            if !style.stringSet.isEmpty { setStrings(style.stringSet, of: i, document, styles) }
            if style.bookmarkLevel != nil, style.bookmarkLabel != [.elementContent(.text)] {
                bookmarkLabels[i] = parts(of: style.bookmarkLabel, at: i, document, styles).map { if case .text(let s) = $0 { s } else { "" } }.joined()
            }
            i += 1
        }
        while open.count > 1 { closeElement(document, styles) }
    }

    /// Ends the innermost open element: its `::after`, then the end of the counters its
    /// children instantiated.
    private mutating func closeElement(_ document: HTMLDocument, _ styles: StyledDocument) {
        guard let last = open.last else { return }
        if let a = styles.computedStyle(of: .after, of: MarkupNodeID(last.node)) {
            apply(reset: a.counterReset, increment: a.counterIncrement, set: a.counterSet)
            (after[last.node], afterPieces[last.node]) = pieces(a, document.nodes[last.node])
        }
        if let pending = pendingStringSets.removeValue(forKey: last.node) {
            stringSets[last.node] = pending.map { entry in
                NamedStringAssignment(name: entry.name, value: entry.parts.map { part in
                    switch part {
                    case .text(let s): s
                    case .after: after[last.node] ?? ""
                    }
                }.joined())
            }
        }
        for name in last.created { values[name]?.removeLast() }
        open.removeLast()
        if runningRoot == last.node { runningRoot = nil }
    }

    /// Works out what an element's `string-set` sets, with the counters as the element (and
    /// its `::before`) left them; `content(after)` waits for the element's end.
    private mutating func setStrings(_ entries: [StringSetEntry], of index: Int, _ document: HTMLDocument, _ styles: StyledDocument) {
        var waits = false
        var result: [(name: String, parts: [StringPart])] = []
        for entry in entries {
            let parts = parts(of: entry.content, at: index, document, styles)
            if parts.contains(where: { if case .after = $0 { true } else { false } }) { waits = true }
            result.append((entry.name, parts))
        }
        if waits {
            pendingStringSets[index] = result
        } else {
            stringSets[index] = result.map { entry in
                NamedStringAssignment(name: entry.name, value: entry.parts.map { if case .text(let s) = $0 { s } else { "" } }.joined())
            }
        }
    }

    /// The pieces of a `string-set` or `bookmark-label` content list for the element at
    /// `index`, with the counters as the element (and its `::before`) left them.
    private func parts(of items: [ContentItem], at index: Int, _ document: HTMLDocument, _ styles: StyledDocument) -> [StringPart] {
        let node = document.nodes[index]
        var parts: [StringPart] = []
        for item in items {
            switch item {
            case .elementContent(.text): parts.append(.text(Self.textContent(of: index, document, styles)))
            case .elementContent(.firstLetter): parts.append(.text(Self.firstLetter(Self.textContent(of: index, document, styles))))
            case .elementContent(.before): parts.append(.text(before[index] ?? ""))
            case .elementContent(.after): parts.append(.after)
            case .string(let s): parts.append(.text(s))
            case .attribute(let name): parts.append(.text(node.attribute(name) ?? ""))
            case .counter(let name, let type): parts.append(.text(Self.format(values[name]?.last ?? 0, type)))
            case .counters(let name, let separator, let type):
                parts.append(.text((values[name] ?? [0]).map { Self.format($0, type) }.joined(separator: separator)))
            // Quotes and `string()` are not read in `string-set` or `bookmark-label`.
            case .openQuote, .closeQuote, .noOpenQuote, .noCloseQuote, .namedString, .runningElement, .targetCounter, .targetText, .leader: continue
            }
        }
        return parts
    }

    /// The text of an element's displayed descendants, each run of white space one space, and
    /// none at the ends (CSS GCPM 3's `content(text)`).
    static func textContent(of index: Int, _ document: HTMLDocument, _ styles: StyledDocument) -> String {
        let nodes = document.nodes
        var out = ""
        var space = false
        var k = index + 1
        while k < nodes[index].subtreeEnd {
            let n = nodes[k]
            if n.kind == .element, n.isInert || !styles[MarkupNodeID(k)].isDisplayed {
                k = n.subtreeEnd
                continue
            }
            if n.kind == .text {
                for c in n.text {
                    if c.isWhitespace {
                        space = !out.isEmpty
                    } else {
                        if space { out.append(" ") }
                        space = false
                        out.append(c)
                    }
                }
            }
            k += 1
        }
        return out
    }

    /// The first letter of `text` with the punctuation before it (CSS's `::first-letter`).
    static func firstLetter(_ text: String) -> String {
        var out = ""
        for c in text {
            out.append(c)
            if !c.isPunctuation { break }
        }
        return out
    }

    /// Whether `node` is an `<ol reversed>`, whose `list-item` counter counts down.
    private static func isReversed(_ node: MarkupNode) -> Bool { node.name == "ol" && node.hasAttribute("reversed") }

    /// Applies an element's counter properties; the counters it instantiates belong to the
    /// innermost open element (its parent).
    private mutating func apply(reset: [CounterChange], increment: [CounterChange], set: [CounterChange]) {
        for change in reset { instantiate(change.name, change.value) }
        for change in increment {
            if values[change.name, default: []].isEmpty { instantiate(change.name, 0) }
            let top = values[change.name, default: []].count - 1
            values[change.name]?[top] &+= change.value
        }
        for change in set {
            if values[change.name, default: []].isEmpty { instantiate(change.name, 0) }
            let top = values[change.name, default: []].count - 1
            values[change.name]?[top] = change.value
        }
    }

    private mutating func instantiate(_ name: String, _ value: Int) {
        let scope = open.count - 1
        if open[scope].created.contains(name), let top = values[name]?.indices.last {
            values[name]?[top] = value  // a previous sibling's counter, replaced
        } else {
            values[name, default: []].append(value)
            open[scope].created.append(name)
        }
    }

    /// The text of a pseudo-element's `content`, and its pieces when the layout completes it.
    private mutating func pieces(_ style: ComputedStyle, _ node: MarkupNode) -> (String, [GeneratedPiece]?) {
        var pieces: [GeneratedPiece] = []
        var out = ""
        func flush() {
            if !out.isEmpty { pieces.append(.text(out)) }
            out = ""
        }
        for item in style.content ?? [] {
            switch item {
            case .string(let s): out += s
            case .attribute(let name): out += node.attribute(name) ?? ""
            case .counter(let name, let type):
                guard let root = runningRoot, name == "page" || name == "pages", values[name] == nil else {
                    out += Self.format(values[name]?.last ?? 0, type)
                    continue
                }
                // In a running element: the page it is drawn on, or the total, known there.
                let counter = RunningPageCounter(isTotal: name == "pages", style: type)
                flush()
                pieces.append(.pageNumber(of: counter.reference))
                runningPageCounters[root, default: []].insert(counter)
            case .counters(let name, let separator, let type):
                out += (values[name] ?? [0]).map { Self.format($0, type) }.joined(separator: separator)
            case .openQuote:
                out += Self.mark(style.quotes, depth: quoteDepth, opening: true)
                quoteDepth += 1
            case .closeQuote:
                guard quoteDepth > 0 else { continue }
                quoteDepth -= 1
                out += Self.mark(style.quotes, depth: quoteDepth, opening: false)
            case .noOpenQuote: quoteDepth += 1
            case .noCloseQuote: quoteDepth = max(0, quoteDepth - 1)
            // Named strings belong in page-margin boxes, `content()` in `string-set`.
            case .namedString, .runningElement, .elementContent: continue
            case .targetCounter(let target, let counter, _):
                // Only the page counter of the target is known (from the layout).
                guard counter == "page", let id = targetID(target, node) else { continue }
                flush()
                pieces.append(.pageNumber(of: id))
                hasPageReferences = true
            case .targetText(let target, let part):
                guard let id = targetID(target, node), let element = document.element(withID: id) else { continue }
                switch part {
                case .text: out += Self.textContent(of: element.index, document, styles)
                case .firstLetter: out += Self.firstLetter(Self.textContent(of: element.index, document, styles))
                // Known once the walk has passed the target (a backward reference).
                case .before: out += before[element.index] ?? ""
                case .after: out += after[element.index] ?? ""
                }
            case .leader(let fill):
                flush()
                pieces.append(.leader(fill))
                hasLeaders = true
            }
        }
        let special = pieces.contains { if case .text = $0 { false } else { true } }
        flush()
        let plain = pieces.map { if case .text(let s) = $0 { s } else { "" } }.joined()
        return (plain, special ? pieces : nil)
    }

    /// The text of a pseudo-element's `content`.
    private mutating func text(_ style: ComputedStyle, _ node: MarkupNode) -> String {
        pieces(style, node).0
    }

    /// The `id` a `target-counter()` or `target-text()` points to: the fragment of its URL
    /// (`#ch2`); `nil` for a URL to another document. A fragment no element has is noted.
    private mutating func targetID(_ target: ContentTarget, _ node: MarkupNode) -> String? {
        let url: String? = switch target {
        case .attribute(let name): node.attribute(name)
        case .url(let s): s
        }
        guard let url = url?.trimmingASCIIWhitespace(), url.hasPrefix("#"), url.count > 1 else { return nil }
        let id = String(url.dropFirst())
        if document.element(withID: id) == nil {
            if !missingTargets.contains(id) { missingTargets.append(id) }
            return nil
        }
        return id
    }

    /// A quotation mark of `quotes` at a depth (the last pair's beyond the pairs given; “ ”
    /// then ‘ ’ for `auto`, as Folio quotes `<q>`).
    private static func mark(_ quotes: [String]?, depth: Int, opening: Bool) -> String {
        guard let quotes else {
            let pair = HTMLConverter.quotes(nesting: depth)
            return opening ? pair.open : pair.close
        }
        guard quotes.count >= 2 else { return "" }
        let pair = min(depth, quotes.count / 2 - 1)
        return quotes[pair * 2 + (opening ? 0 : 1)]
    }

    /// A counter's value in a list style: the marker without its period (`3`, `c`, `iii`), the
    /// symbol for `disc`, `circle` and `square`, nothing for `none`.
    static func format(_ value: Int, _ type: ListStyleType) -> String {
        StyleMapping.marker(type).counterText(value)
    }
}
