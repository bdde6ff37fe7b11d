import FolioCSS

/// A document with the computed style of every node, from the user-agent style sheet, the
/// document's `<style>` elements, any extra style sheets, presentational attributes and
/// `style` attributes.
///
/// ```swift
/// let document = try HTMLDocument(bytes: bytes)
/// let styled = StyledDocument(document: document)
/// for id in document.descendants(of: document.body) where document[id].isElement {
///     let style = styled.computedStyle(of: id)
///     guard style.isDisplayed else { continue }
///     print(document[id].name, style.display, style.fontSize, style.margin.top)
/// }
/// styled.pageRule?.size    // from @page { size: A4 }
/// ```
///
/// Styles are computed once, in document order, in one loop (a parent always precedes its
/// children). Text and comment nodes have their parent element's style.
public struct StyledDocument: Sendable {
    /// The document.
    public let document: HTMLDocument
    /// The author style sheets in cascade order.
    public let authorStylesheets: [Stylesheet]
    /// The `@page` rules for every page (no selector) of the author style sheets folded in
    /// order (later values win), or `nil` when there are none.
    public let pageRule: PageRule?
    /// The margin boxes the author style sheets' `@page` rules give each kind of page.
    public let marginBoxes: PageMarginBoxes
    /// The style of the footnote area the author style sheets' `@page { @footnote { … } }`
    /// give (for every page); `nil` when they give none.
    package let footnoteArea: ComputedStyle?
    /// Each node's style, as an index into ``uniqueStyles``: most nodes share their style with
    /// many others (every cell of a column, every text in a paragraph), and a style is a few
    /// hundred bytes, which for a table of 50,000 rows came to more than 200 MB.
    private let slots: [Int32]
    private let uniqueStyles: [ComputedStyle]
    /// The styles of the `::before` and `::after` pseudo-elements that generate a box (their
    /// `content` is not `none` or `normal`), by node index, as indices into ``uniqueStyles``.
    private let beforeSlots: [Int: Int32], afterSlots: [Int: Int32]
    /// Declarations left out because their values are out of range, each with the element
    /// it applied to and why (`margin-left: 1000000px on <div class="x"> ignored: …`): each
    /// said once, at most ``maximumReports`` of them, then how many more.
    public let ignoredDeclarations: [String]
    /// The styles of the `::marker` of list items that some rule selects, by node index, as
    /// indices into ``uniqueStyles``.
    private let markerSlots: [Int: Int32]
    /// The styles of the `::footnote-call` and `::footnote-marker` of `float: footnote`
    /// elements, by node index.
    private let footnoteCallSlots: [Int: Int32], footnoteMarkerSlots: [Int: Int32]

    /// Whether some style sets named strings (`string-set`).
    public let hasStringSets: Bool
    /// Whether some style names its pages (`page: cover`).
    public let hasPageNames: Bool
    /// Whether some style gives an outline entry a label other than its text (`bookmark-label`).
    public let hasBookmarkLabels: Bool

    /// The most ignored declarations reported one by one.
    public static let maximumReports = 20

    /// Computes the styles of `document`.
    ///
    /// - Parameters:
    ///   - userAgentStylesheet: the default styles of elements; ``Stylesheet/userAgent`` by default.
    ///   - additionalStylesheets: author style sheets applied after the document's own, for
    ///     example the text of `<link rel=stylesheet>` files the caller loaded.
    public init(document: HTMLDocument, userAgentStylesheet: Stylesheet = .userAgent, additionalStylesheets: [Stylesheet] = []) {
        self.init(document: document, userAgentStylesheet: userAgentStylesheet,
                  authorStylesheets: document.stylesheets.map(Stylesheet.init(parsing:)) + additionalStylesheets)
    }

    /// Computes the styles of `document` with exactly the author style sheets given, in cascade
    /// order, in place of its `<style>` elements: ``MarkupDocument`` passes the `<style>` and
    /// `<link rel="stylesheet">` sheets in document order, each after the sheets it `@import`s.
    public init(document: HTMLDocument, userAgentStylesheet: Stylesheet = .userAgent, authorStylesheets author: [Stylesheet]) {
        self.document = document
        authorStylesheets = author
        pageRule = PageRule.merged(author.flatMap(\.pageRules))
        let cascade = Cascade.html(userAgent: userAgentStylesheet, author: author)
        let matcher = SelectorMatcher(nodes: document.nodes, positions: cascade.usesSiblingPositions)
        var slots: [Int32] = []
        slots.reserveCapacity(document.nodes.count)
        var table = ValueTable<ComputedStyle>(summary: Self.summary)
        _ = table.slot(for: ComputedStyle())
        var rootFontSize = ComputedStyle().fontSize
        var ignored: [String] = [], ignoredSeen: Set<String> = [], ignoredMore = 0
        var ignoredHere: [String] = []
        var ancestors = AncestorFilter(cascade.ancestorFeatures)
        var beforeSlots: [Int: Int32] = [:], afterSlots: [Int: Int32] = [:]
        var markerSlots: [Int: Int32] = [:]
        var footnoteSlots: [Selector.PseudoElement: [Int: Int32]] = [:]
        var specified = [SpecifiedValue?](repeating: nil, count: PropertyID.allCases.count), written: [Int] = []
        var customs: [(name: String, tokens: [CSSToken])] = []
        // Elements whose style is decided by the same rules under a parent of the same style have
        // the same style: found here, it is neither computed nor compared again (the cells of a
        // column, the paragraphs of a section).
        var sharedStyles: [SharedStyleKey: Int32] = [:]
        var matchedRules: [Int] = []
        for (index, node) in document.nodes.enumerated() {
            let parentSlot = node.parent.map { slots[$0.index] } ?? 0
            guard node.kind == .element else {
                slots.append(parentSlot)
                continue
            }
            ancestors.enter(parent: node.parent?.index)
            cascade.specifiedValues(for: index, matcher: matcher, ancestors: ancestors,
                                    presentationalHints: PresentationalHints.declarations(for: index, in: document),
                                    into: &specified, written: &written, customs: &customs, matchedRules: &matchedRules)
            let lang = node.attribute("lang") ?? node.attribute("xml:lang")
            let key = lang == nil && index != document.root.index && matchedRules != Cascade.ownDeclarations
                ? SharedStyleKey(parent: parentSlot, rules: matchedRules) : nil
            let slot: Int32
            if let key, let known = sharedStyles[key] {
                slot = known
            } else {
                var style = StyleComputer.compute(specified, customs: customs, parent: table[parentSlot], rootFontSize: rootFontSize,
                                                  ignored: &ignoredHere)
                for declaration in ignoredHere {
                    let report = "\(declaration) on \(Self.describe(node)) ignored: more than \(Int(StyleComputer.maximumLength))pt "
                        + "(200in, the largest PDF page) or \(Int(StyleComputer.maximumPercent))%"
                    guard ignoredSeen.insert(report).inserted else { continue }
                    if ignored.count < Self.maximumReports { ignored.append(report) } else { ignoredMore += 1 }
                }
                if let lang {
                    let trimmed = lang.trimmingASCIIWhitespace()
                    style.language = trimmed.isEmpty ? nil : trimmed
                }
                if index == document.root.index { rootFontSize = style.fontSize }
                slot = table.slot(for: style)
                // Shared only when nothing was reported, so that each element's report names it.
                if let key, ignoredHere.isEmpty { sharedStyles[key] = slot }
                ignoredHere.removeAll(keepingCapacity: true)
            }
            customs.removeAll(keepingCapacity: true)
            for i in written { specified[i] = nil }
            written.removeAll(keepingCapacity: true)
            ancestors.push(index, name: node.name, id: matcher.ids[index], classes: matcher.classes[index])
            slots.append(slot)
            for (pseudo, isBefore) in [(Selector.PseudoElement.before, true), (.after, false)] where cascade.hasRules(for: pseudo) && table[slot].isDisplayed {
                cascade.specifiedValues(for: index, pseudoElement: pseudo, matcher: matcher, ancestors: ancestors,
                                        into: &specified, written: &written, customs: &customs)
                defer { customs.removeAll(keepingCapacity: true) }
                guard !written.isEmpty else { continue }
                let generated = StyleComputer.compute(specified, customs: customs, parent: table[slot], rootFontSize: rootFontSize,
                                                      ignored: &ignoredHere)
                for i in written { specified[i] = nil }
                written.removeAll(keepingCapacity: true)
                ignoredHere.removeAll(keepingCapacity: true)
                guard generated.content != nil, generated.isDisplayed else { continue }
                if isBefore { beforeSlots[index] = table.slot(for: generated) } else { afterSlots[index] = table.slot(for: generated) }
            }
            if cascade.hasRules(for: .marker), table[slots[index]].display == .listItem, table[slots[index]].isDisplayed {
                cascade.specifiedValues(for: index, pseudoElement: .marker, matcher: matcher, ancestors: ancestors,
                                        into: &specified, written: &written, customs: &customs)
                if !written.isEmpty {
                    var marker = StyleComputer.compute(specified, customs: customs, parent: table[slots[index]],
                                                       rootFontSize: rootFontSize, ignored: &ignoredHere)
                    // `content: none` (specified empty, computed `nil` as for `normal`) hides the marker.
                    if case .content([])? = specified[PropertyID.content.rawValue] { marker.content = [] }
                    markerSlots[index] = table.slot(for: marker)
                }
                for i in written { specified[i] = nil }
                written.removeAll(keepingCapacity: true)
                customs.removeAll(keepingCapacity: true)
                ignoredHere.removeAll(keepingCapacity: true)
            }
            if table[slots[index]].float == .footnote, table[slots[index]].isDisplayed {
                for pseudo in [Selector.PseudoElement.footnoteCall, .footnoteMarker] where cascade.hasRules(for: pseudo) {
                    cascade.specifiedValues(for: index, pseudoElement: pseudo, matcher: matcher, ancestors: ancestors,
                                            into: &specified, written: &written, customs: &customs)
                    // The call inherits from the text it stands in (the element's parent), the marker from the note.
                    let parent = pseudo == .footnoteCall && parentSlot >= 0 ? parentSlot : slots[index]
                    let generated = StyleComputer.compute(specified, customs: customs, parent: table[parent],
                                                          rootFontSize: rootFontSize, ignored: &ignoredHere)
                    if generated.content?.isEmpty == false { footnoteSlots[pseudo, default: [:]][index] = table.slot(for: generated) }
                    for i in written { specified[i] = nil }
                    written.removeAll(keepingCapacity: true)
                    customs.removeAll(keepingCapacity: true)
                    ignoredHere.removeAll(keepingCapacity: true)
                }
            }
        }
        self.slots = slots
        footnoteCallSlots = footnoteSlots[.footnoteCall] ?? [:]
        footnoteMarkerSlots = footnoteSlots[.footnoteMarker] ?? [:]
        self.beforeSlots = beforeSlots
        self.afterSlots = afterSlots
        self.markerSlots = markerSlots
        uniqueStyles = table.values
        hasStringSets = uniqueStyles.contains { !$0.stringSet.isEmpty }
        hasPageNames = uniqueStyles.contains { $0.pageName != nil }
        hasBookmarkLabels = uniqueStyles.contains { $0.bookmarkLevel != nil && $0.bookmarkLabel != [.elementContent(.text)] }
        marginBoxes = PageMarginBoxes(rules: author.flatMap(\.pageRules), root: table[slots[document.root.index]],
                                      rootFontSize: rootFontSize)
        footnoteArea = PageCascade(rules: author.flatMap(\.pageRules)).footnoteArea(root: table[slots[document.root.index]],
                                                                                   rootFontSize: rootFontSize)
        ignored += author.flatMap(\.pageRules).flatMap(\.ignored)
        if ignoredMore > 0 { ignored.append("\(ignoredMore) more declarations out of range ignored") }
        ignoredDeclarations = ignored
    }

    /// What decides an element's style when it has no declarations of its own: its parent's
    /// style and the rules that match it (``Cascade``'s matched rules).
    private struct SharedStyleKey: Hashable {
        let parent: Int32
        let rules: [Int]
    }

    /// A few properties that most often tell neighbouring elements' styles apart, in one number.
    private static func summary(_ s: borrowing ComputedStyle) -> UInt64 {
        let display: UInt64 = switch s.display {
        case .inline: 1
        case .block: 2
        case .listItem: 3
        case .none: 4
        default: 5
        }
        return s.fontSize.bitPattern ^ (UInt64(truncatingIfNeeded: s.fontWeight) << 3) ^ display
            ^ (s.isDisplayed ? 0x40 : 0) ^ (s.fontStyle == .normal ? 0 : 0x80) ^ (s.backgroundColor.alpha.bitPattern >> 8)
            ^ (UInt64(truncatingIfNeeded: s.textDecorations.rawValue) << 13)
    }

    /// An element as a message names it: `<div id="a" class="x">`, long values shortened.
    private static func describe(_ node: MarkupNode) -> String {
        var out = "<" + node.name
        for key in ["id", "class"] {
            guard let v = node.attribute(key), !v.isEmpty else { continue }
            let short = v.count > 40 ? v.prefix(40) + "…" : Substring(v)
            out += " \(key)=\"\(short)\""
        }
        return out + ">"
    }

    /// The computed style of a node (of its parent element for text and comments).
    public func computedStyle(of node: MarkupNodeID) -> ComputedStyle { uniqueStyles[Int(slots[node.index])] }

    /// The slot of a node's style: two nodes with the same slot have the same style.
    func slot(of node: MarkupNodeID) -> Int32 { slots[node.index] }

    /// The computed style of a node. Read in place: `styles[id].visibility` copies no style.
    public subscript(node: MarkupNodeID) -> ComputedStyle {
        _read { yield uniqueStyles[Int(slots[node.index])] }
    }

    /// Whether some element has a `::before` or `::after` box, or a `::marker` with `content`.
    public var hasGeneratedContent: Bool {
        !beforeSlots.isEmpty || !afterSlots.isEmpty || !markerSlots.isEmpty || !footnoteCallSlots.isEmpty || !footnoteMarkerSlots.isEmpty
    }

    /// The computed style of an element's `::before` or `::after`, or `nil` when it generates
    /// no box (no rule gives it a `content` other than `none` and `normal`, or the element is
    /// not displayed); of a list item's `::marker` when a rule selects it (its
    /// ``ComputedStyle/content`` is `nil` for `normal`, the list's marker, and empty for
    /// `none`, no marker), else `nil`; of a `float: footnote` element's `::footnote-call` and
    /// `::footnote-marker` when they have `content`. `::first-line` and `::first-letter` are
    /// not styled: `nil`.
    public func computedStyle(of pseudoElement: Selector.PseudoElement, of node: MarkupNodeID) -> ComputedStyle? {
        let slot: Int32?
        switch pseudoElement {
        case .before: slot = beforeSlots[node.index]
        case .after: slot = afterSlots[node.index]
        case .marker: slot = markerSlots[node.index]
        case .footnoteCall: slot = footnoteCallSlots[node.index]
        case .footnoteMarker: slot = footnoteMarkerSlots[node.index]
        default: slot = nil
        }
        return slot.map { uniqueStyles[Int($0)] }
    }
}

extension HTMLDocument {
    /// The document's `@page` settings: its style sheets' `@page` rules folded in order.
    /// ``StyledDocument/pageRule`` gives the same without parsing the style sheets again.
    public var pageRule: PageRule? {
        PageRule.merged(stylesheets.flatMap { Stylesheet(parsing: $0).pageRules })
    }

    /// The document with computed styles; see ``StyledDocument/init(document:userAgentStylesheet:additionalStylesheets:)``.
    public func styled(additionalStylesheets: [Stylesheet] = []) -> StyledDocument {
        StyledDocument(document: self, additionalStylesheets: additionalStylesheets)
    }
}
