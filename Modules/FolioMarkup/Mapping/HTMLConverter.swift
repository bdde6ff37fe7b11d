import FolioCSS
import FolioGeometry
import FolioGraphics
import FolioLayout
import FolioPDF
import FolioText

/// Walks a styled HTML tree, without recursion, and builds FolioLayout blocks: every block
/// element opens a frame that gathers its children's blocks and its own inline text; closing
/// the frame turns it into a paragraph, heading, list, table … in its parent frame.
final class HTMLConverter {
    private let doc: HTMLDocument
    private let styles: StyledDocument
    private let images: ImageLoader
    private let links: LinkResolver
    private let attachmentLoader: AttachmentLoader
    /// The files `<a rel="attachment">` names, in document order, each read once.
    private(set) var attachments: [PDFAttachment] = []
    /// Notes (links left out) and warnings: what was left out of the document (an image
    /// missing or refused) or ignored (an attribute out of range), to be shown by default.
    private(set) var diagnostics = Diagnostics()
    /// Each node's text attributes once worked out: an index into ``attributeValues`` by
    /// node index, -1 for none yet (an array, where a dictionary of these large values spent
    /// its time growing).
    private var attributeSlots: [Int32]
    private var attributeValues = ValueTable<TextAttributes>()

    private final class Frame {
        let node: MarkupNodeID
        let tag: String
        let style: ComputedStyle
        var blocks: [Block] = []
        var inline = AttributedText()
        var endsWithSpace = true
        var items: [List.Item] = []
        var headerRows: [TableRow] = []
        var rows: [TableRow] = []
        var footerRows: [TableRow] = []
        var cells: [TableCell] = []
        var caption: AttributedText?
        /// Whether a table holds another table.
        var holdsTable = false
        /// A flex or grid container's children so far: each one's blocks, and its style (`nil`
        /// for text straight in the container). `nil`: not such a container.
        var containerItems: [(style: ComputedStyle?, blocks: [Block])]?
        /// A table's `<col>` columns.
        var columns: [TableColumn<TableRow>] = []

        init(node: MarkupNodeID, tag: String, style: ComputedStyle) {
            self.node = node
            self.tag = tag
            self.style = style
        }
    }

    private var frames: [Frame] = []
    /// The `id`s (and `<a name>`s) met since the last text: each becomes a destination at the
    /// next visible text in document order, which is its element's first content (or, for an
    /// empty element, what follows it), in whatever block that text lands.
    private var pendingAnchors: [String] = []
    /// Every anchor name met so far, with the element that has it first: that element is its
    /// destination, as in a browser (parsing clones an unclosed `<a name>` into each block that
    /// follows; pages repeat ids).
    private var anchorOwners: [String: MarkupNodeID] = [:]
    private var quoteDepth = 0
    /// The text of the `::before` and `::after` boxes, when the document has any.
    private let generated: GeneratedContent?
    /// Inline elements whose end is on the stack only for their `::after`.
    private var afterOnlyExits: Set<Int> = []
    /// Footnotes and endnotes met so far, for their unique identifiers.
    private var notes = NoteRoles()

    static func quotes(nesting: Int) -> (open: String, close: String) {
        nesting % 2 == 0 ? ("\u{201C}", "\u{201D}") : ("\u{2018}", "\u{2019}")
    }

    init(document: HTMLDocument, styles: StyledDocument, options: MarkupOptions) {
        doc = document
        self.styles = styles
        images = ImageLoader(options: options)
        links = LinkResolver(options: options)
        attachmentLoader = AttachmentLoader(options: options)
        attributeSlots = [Int32](repeating: -1, count: document.nodes.count)
        generated = styles.hasGeneratedContent ? GeneratedContent(document: document, styles: styles) : nil
    }

    private static let blockTags: Set<String> = [
        "address", "article", "aside", "blockquote", "body", "center", "dd", "details", "div", "dl", "dt", "fieldset",
        "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hgroup", "li", "main",
        "nav", "ol", "p", "pre", "section", "summary", "table", "caption", "thead", "tbody", "tfoot", "tr", "td", "th", "ul",
    ]

    /// The document's blocks.
    func convert() -> [Block] {
        let body = doc.body
        frames = [Frame(node: body, tag: "body", style: styles[body])]
        var stack: [(MarkupNodeID, Bool)] = []
        pushChildren(of: body, onto: &stack)
        while let (id, exiting) = stack.popLast() {
            if exiting {
                if let generated {
                    if let text = generated.after[id.index] { appendGenerated(text, .after, of: id) }
                    if afterOnlyExits.contains(id.index) { continue }
                }
                if doc[id].name == "q" { appendRaw(Self.quotes(nesting: quoteDepth - 1).close, parent: id); quoteDepth -= 1 } else { close() }
                continue
            }
            let node = doc[id]
            switch node.kind {
            case .text:
                // A hidden element's text is not drawn (its anchors still mark their place).
                if let parent = node.parent, styles[parent].visibility != .visible { continue }
                appendText(node.text, parent: node.parent)
            case .element:
                let style = styles[id]
                guard style.isDisplayed, !node.isInert else { continue }
                for key in ["id", "name"] where !(key == "name" && node.name != "a") {
                    if let v = node.attribute(key), !v.isEmpty, anchorOwners[v] == nil {
                        anchorOwners[v] = id
                        pendingAnchors.append(v)
                    }
                }
                switch node.name {
                case "br":
                    appendRaw("\u{2028}", parent: id)
                    continue
                case "img":
                    image(node, style: style)
                    continue
                case "col":
                    // A column of the table: its width (the `width` attribute or CSS), `span` times.
                    addColumns(node, style: style)
                    continue
                case "colgroup" where !doc.children(of: id).contains(where: { doc[$0].name == "col" }):
                    // A group without <col>s stands for `span` columns of its width.
                    addColumns(node, style: style)
                    continue
                case "a" where AttachmentLoader.isAttachment(rel: node.attribute("rel")):
                    attach(node)
                case "hr":
                    flushInline(frames[frames.count - 1])
                    frames[frames.count - 1].blocks.append(.rule(Rule(thickness: 0.75, color: Color(gray: 0.6),
                                                                       style: BlockStyle(margins: EdgeInsets(top: 6, left: 0, bottom: 6, right: 0)))))
                    continue
                default:
                    break
                }
                // A flex or grid container's children are its items: each a block of its own.
                let container = frames[frames.count - 1]
                let isFlexItem = container.containerItems != nil && node.parent == container.node
                let isBlock = Self.blockTags.contains(node.name) || (style.display != .inline && style.display != .inlineBlock)
                    || style.position == .absolute || style.position == .fixed  // blockified, out of the flow
                    || isFlexItem
                if isBlock {
                    flushInline(container)
                    if isFlexItem, !container.blocks.isEmpty {
                        // Text straight in the container before this child: an anonymous item.
                        container.containerItems?.append((nil, container.blocks))
                        container.blocks = []
                    }
                    let frame = Frame(node: id, tag: node.name, style: style)
                    if FlexMapping.isItemContainer(style, tag: node.name) { frame.containerItems = [] }
                    frames.append(frame)
                    stack.append((id, true))
                } else if node.name == "q" {
                    // Quotation marks around <q>: “…”, and ‘…’ inside another quotation.
                    appendRaw(Self.quotes(nesting: quoteDepth).open, parent: id)
                    quoteDepth += 1
                    stack.append((id, true))
                } else if generated?.after[id.index] != nil {
                    afterOnlyExits.insert(id.index)
                    stack.append((id, true))
                }
                if let text = generated?.before[id.index] { appendGenerated(text, .before, of: id) }
                pushChildren(of: id, onto: &stack)
            default:
                continue
            }
        }
        while frames.count > 1 { close() }
        flushInline(frames[0])
        if !pendingAnchors.isEmpty {
            // Anchors after the last text still mark the end of the document.
            var text = AttributedText()
            for name in pendingAnchors { text.append("\u{200B}", attributes: TextAttributes(anchor: name)) }
            pendingAnchors.removeAll()
            frames[0].blocks.append(.paragraph(Paragraph(text, style: BlockStyle(margins: .zero))))
        }
        return frames[0].blocks
    }

    /// The inline elements that are elements of their own in tagged PDF, and their types.
    private static let inlineRoles: [String: StructureType] = [
        "code": .code, "kbd": .code, "samp": .code, "tt": .code, "var": .code,
        "q": .quote, "cite": .reference,
    ]

    private func pushChildren(of id: MarkupNodeID, onto stack: inout [(MarkupNodeID, Bool)]) {
        let children = Array(doc.children(of: id))
        for c in children.reversed() { stack.append((c, false)) }
    }

    // MARK: Inline text

    private func attributes(parent: MarkupNodeID?) -> TextAttributes {
        guard let parent else { return TextAttributes() }
        if parent.index < attributeSlots.count, attributeSlots[parent.index] >= 0 {
            return attributeValues[attributeSlots[parent.index]]
        }
        let style = styles[parent]
        let isInline = !Self.blockTags.contains(doc[parent].name) && style.display == .inline
        var a = StyleMapping.text(style, isInline: isInline)
        // The nearest enclosing link, and inline element with a role in tagged PDF.
        var p: MarkupNodeID? = parent
        var linked = false
        while let id = p, id != doc.body, !(linked && a.role != nil) {
            let n = doc[id]
            if a.role == nil, let role = Self.inlineRoles[n.name] { a.role = role }
            if !linked, n.name == "a", let href = n.attribute("href")?.trimmingCharacters(in: .whitespaces), !href.isEmpty {
                linked = true
                // An attachment's link is the file inside the PDF, not a link out of it.
                if AttachmentLoader.isAttachment(rel: n.attribute("rel")) { p = n.parent; continue }
                switch links.target(of: href) {
                case .success(let target): a.link = target
                case .failure(.scheme(let scheme)): diagnostics.append(.note(.linkLeftOut, "links with the \(scheme): scheme are left out (their text is kept)"))
                case .failure(.empty): break
                }
            }
            p = n.parent
        }
        if parent.index < attributeSlots.count {
            // Nodes with the same attributes share one copy (the cells of a long table).
            attributeSlots[parent.index] = attributeValues.slot(for: a)
        }
        return a
    }

    /// Appends the text of an element's `::before` or `::after`, in the pseudo-element's own
    /// style (and in the element's link, if it is in one).
    private func appendGenerated(_ text: String, _ pseudoElement: Selector.PseudoElement, of id: MarkupNodeID) {
        guard let style = styles.computedStyle(of: pseudoElement, of: id), style.visibility == .visible else { return }
        let inherited = attributes(parent: id)
        var a = StyleMapping.text(style, isInline: true)
        a.link = inherited.link
        a.role = inherited.role
        appendText(text, parent: id, attributes: a, whiteSpace: style.whiteSpace)
    }

    /// Appends text of `parent`, in its attributes and white-space handling unless others are given.
    private func appendText(_ text: String, parent: MarkupNodeID?, attributes given: TextAttributes? = nil, whiteSpace: WhiteSpace? = nil) {
        let frame = frames[frames.count - 1]
        let ws = whiteSpace ?? parent.map { styles[$0].whiteSpace } ?? .normal
        var out = ""
        if ws.preservesSpaces {
            out = text.utf8.contains(0x09) ? Self.expandingTabs(text, column: Self.column(atEndOf: frame.inline.string)) : text
            frame.endsWithSpace = text.last.map { $0 == " " || $0 == "\n" } ?? frame.endsWithSpace
        } else {
            out = collapsingWhiteSpace(text, keepingLineBreaks: ws == .preLine, frame: frame)
            if ws == .nowrap, frame.style.whiteSpace != .nowrap { out = Self.joiningInnerSpaces(out) }
        }
        guard !out.isEmpty else { return }
        var a = given ?? attributes(parent: parent)
        if !pendingAnchors.isEmpty, out.contains(where: { !$0.isWhitespace }) {
            a.anchor = pendingAnchors.removeFirst()
            for extra in pendingAnchors { frame.inline.append("\u{200B}", attributes: TextAttributes(anchor: extra)) }
            pendingAnchors.removeAll()
        }
        frame.inline.append(out, attributes: a)
    }

    /// `text` with each run of white space (space, tab, line feed, carriage return, form feed)
    /// made one space, none at all after a space the frame already ends with; with
    /// `keepingLineBreaks` (`pre-line`) each line break becomes U+2028 instead. A space
    /// followed by a combining mark is kept: the mark is drawn on it.
    private func collapsingWhiteSpace(_ text: String, keepingLineBreaks: Bool, frame: Frame) -> String {
        var bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        bytes.append(0)  // a sentinel, so that bytes[i + 1] is always there
        while i < bytes.count - 1 {
            let b = bytes[i]
            let isNewline = b == 0x0A || b == 0x0D
            let isWhite = b == 0x20 || b == 0x09 || b == 0x0C || isNewline
            if b == 0x20, bytes[i + 1] >= 0x80, Self.startsWithMark(bytes, at: i + 1) {
                out.append(b)  // a space carrying a combining mark
                frame.endsWithSpace = false
            } else if isNewline && keepingLineBreaks {
                if b == 0x0D, bytes[i + 1] == 0x0A { i += 1 }
                out += [0xE2, 0x80, 0xA8]  // U+2028
                frame.endsWithSpace = true
            } else if isWhite {
                if !frame.endsWithSpace { out.append(0x20); frame.endsWithSpace = true }
            } else {
                out.append(b)
                frame.endsWithSpace = false
            }
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Characters from the last line break of `text` (a newline or `<br>`'s U+2028) to its end.
    static func column(atEndOf text: String) -> Int {
        var count = 0
        for c in text.reversed() {
            if c.isNewline { break }
            count += 1
        }
        return count
    }

    /// `text` with each tab replaced by the spaces up to the next tab stop, every 8 characters
    /// (CSS `tab-size: 8`) counted from the start of the line; the text starts `column`
    /// characters into its line.
    static func expandingTabs(_ text: String, column: Int) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        var column = column
        for c in text {
            if c == "\t" {
                let spaces = 8 - column % 8
                out += String(repeating: " ", count: spaces)
                column += spaces
            } else {
                out.append(c)
                column = c.isNewline ? 0 : column + 1
            }
        }
        return out
    }

    /// `text` with each space between two other characters made a no-break space, so that a
    /// `white-space: nowrap` span does not wrap (its outer spaces stay break opportunities
    /// between it and its neighbours, and are trimmed at a block's ends).
    static func joiningInnerSpaces(_ text: String) -> String {
        guard text.utf8.dropFirst().dropLast().contains(0x20) else { return text }
        var scalars = Array(text.unicodeScalars)
        for i in scalars.indices.dropFirst().dropLast() where scalars[i] == " " { scalars[i] = "\u{00A0}" }
        var out = String.UnicodeScalarView()
        out.append(contentsOf: scalars)
        return String(out)
    }

    /// `text` with every space made a no-break space (a `white-space: nowrap` block), each run
    /// keeping its attributes.
    static func joiningSpaces(_ text: AttributedText) -> AttributedText {
        guard text.string.utf8.contains(0x20) else { return text }
        let units = Array(text.string.utf16)
        var out = AttributedText()
        for run in text.runs {
            let piece = String(decoding: units[run.range], as: UTF16.self)
            out.append(piece.replacingOccurrences(of: " ", with: "\u{00A0}"), attributes: run.attributes)
        }
        return out
    }

    /// Whether the UTF-8 at `i` begins with a combining mark (grapheme extender).
    private static func startsWithMark(_ bytes: [UInt8], at i: Int) -> Bool {
        var iterator = bytes[i...].makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let s) = decoder.decode(&iterator) else { return false }
        return s.properties.isGraphemeExtend
    }

    private func appendRaw(_ s: String, parent: MarkupNodeID) {
        let frame = frames[frames.count - 1]
        frame.inline.append(s, attributes: attributes(parent: parent))
        frame.endsWithSpace = s == "\u{2028}"
    }

    /// The frame's inline text as a paragraph (or heading, or preformatted text) block.
    private func flushInline(_ frame: Frame) {
        var text = frame.inline
        frame.inline = AttributedText()
        frame.endsWithSpace = true
        // Trim the collapsed space at the ends (preformatted text keeps its own, but loses the
        // final newline).
        let pre = frame.style.whiteSpace.preservesSpaces
        let units = Array(text.string.utf16)
        var lo = 0, hi = units.count
        if pre {
            if hi > 0, units[hi - 1] == 0x0A { hi -= 1 }
        } else {
            while lo < hi, units[lo] == 0x20 { lo += 1 }
            while hi > lo, units[hi - 1] == 0x20 { hi -= 1 }
        }
        guard hi > lo, let trimmed = try? text.attributedSubstring(from: lo..<hi) else { return }
        text = frame.style.whiteSpace == .nowrap ? Self.joiningSpaces(trimmed) : trimmed
        let paragraphStyle = StyleMapping.paragraph(frame.style)
        switch frame.tag {
        case "h1", "h2", "h3", "h4", "h5", "h6":
            let level = Int(frame.tag.dropFirst()) ?? 1
            // A repeated id names the first element only; this heading then gets a name of its own.
            let id = doc[frame.node].attribute("id").flatMap { anchorOwners[$0] == frame.node ? $0 : nil }
            frame.blocks.append(.heading(Heading(text, level: level, id: id, style: BlockStyle(margins: .zero))))
        case "pre":
            frame.blocks.append(.preformatted(Preformatted(text, style: BlockStyle(margins: .zero))))
        default:
            frame.blocks.append(.paragraph(Paragraph(text, style: BlockStyle(margins: .zero), paragraphStyle: paragraphStyle)))
        }
    }

    // MARK: Closing frames

    private func close() {
        guard frames.count > 1, let frame = frames.popLast() else { return }
        flushInline(frame)
        let parent = frames[frames.count - 1]
        var style = StyleMapping.block(frame.style)
        let node = doc[frame.node]
        if let items = frame.containerItems {
            // A flex or grid container: what is left of its text is a last anonymous item.
            let all = frame.blocks.isEmpty ? items : items + [(nil, frame.blocks)]
            frame.blocks = FlexMapping.blocks(all, container: frame.style)
        }
        if !frame.blocks.isEmpty, !["ul", "ol", "table", "thead", "tbody", "tfoot", "tr"].contains(frame.tag),
           NoteRoles.isNote(node, in: doc) {
            frame.blocks = notes.wrap(frame.blocks, of: node)
        }
        // A flex or grid item's box (background, padding, borders) is the item's, drawn as tall as its line.
        let isFlexItem = parent.containerItems != nil
        if isFlexItem { style = BlockStyle(breakBefore: style.breakBefore, breakAfter: style.breakAfter, breakInside: style.breakInside) }
        let mark = parent.blocks.count
        defer {
            if isFlexItem, parent.blocks.count > mark {
                parent.containerItems?.append((frame.style, Array(parent.blocks[mark...])))
                parent.blocks.removeSubrange(mark...)
            }
        }
        switch frame.tag {
        case "ul", "ol":
            Self.itemizeStrayBlocks(frame)
            var marker = StyleMapping.marker(frame.style.listStyleType)
            if frame.tag == "ul", marker == .disc { marker = .bullet }
            let start = listNumber(node, "start")
            let reversed = node.hasAttribute("reversed")
            // The list indent takes the place of the user-agent's 40px padding.
            style.padding.left = max(0, style.padding.left - 30)
            let count = frame.items.count(where: \.isMarked)
            parent.blocks.append(.list(List(frame.items, markerStyle: marker, start: start ?? (reversed ? count : 1),
                                            isReversed: reversed, style: style)))
        case "li" where parent.tag == "ul" || parent.tag == "ol":
            Self.itemizeStrayBlocks(parent)
            let value = listNumber(node, "value")
            parent.items.append(List.Item(frame.blocks, value: value))
        case "table":
            // No grid: the lines are CSS borders (and `<table border>`'s hints), the table's
            // framing it (its block's box, as wide as the table) and each cell's on its edges.
            let collapsed = frame.style.borderCollapse == .collapse
            let spacing = frame.style.borderSpacing
            var table = Table(columns: frame.columns, headerRows: frame.headerRows, rows: frame.rows, footerRows: frame.footerRows,
                              width: .auto, gridLine: nil, headerBackground: nil, caption: frame.caption,
                              layout: frame.style.tableLayout == .fixed ? .fixed : .auto,
                              borderModel: collapsed ? .collapsed : .separated(horizontal: spacing.horizontal, vertical: spacing.vertical),
                              style: style)
            switch frame.style.width {
            case .points(let w): table.width = .points(w)
            case .percent(let p): table.width = .fraction(p / 100)
            case .auto: if let w = node.attribute("width"), w.hasSuffix("%"), let p = Double(w.dropLast()) { table.width = .fraction(p / 100) }
            }
            style.margins = style.margins.map { EdgeInsets(top: max($0.top, 6), left: $0.left, bottom: max($0.bottom, 6), right: $0.right) }
            table.style = style
            table.role = TableRoleGuess(roleAttribute: node.attribute("role")?.lowercased(),
                                        hasTableParts: frame.caption != nil || node.hasAttribute("summary")
                                            || !frame.headerRows.isEmpty || !frame.footerRows.isEmpty,
                                        rows: frame.headerRows + frame.rows + frame.footerRows, holdsTable: frame.holdsTable).role
            tableFrame(from: frames.count - 1)?.holdsTable = true
            parent.blocks.append(.table(table))
        case "caption":
            if let t = tableFrame(from: frames.count - 1) {
                t.caption = frame.blocks.compactMap { b -> AttributedText? in if case .paragraph(let p) = b { p.text } else { nil } }.first
            }
        case "thead", "tbody", "tfoot":
            break  // rows went straight to the table
        case "tr":
            guard let t = tableFrame(from: frames.count - 1) else { parent.blocks += frame.blocks; return }
            let row = TableRow(frame.cells, background: frame.style.backgroundColor.alpha > 0 ? frame.style.backgroundColor : nil)
            switch parent.tag {
            case "thead": t.headerRows.append(row)
            case "tfoot": t.footerRows.append(row)
            default: t.rows.append(row)
            }
        case "td", "th":
            let colspan = node.attribute("colspan").flatMap { Int($0) }.map { min(max($0, 1), 1000) } ?? 1
            let rowspan = node.attribute("rowspan").flatMap { Int($0) }.map { min(max($0, 1), 65534) } ?? 1
            var cell = TableCell(frame.blocks, columnSpan: colspan, rowSpan: rowspan,
                                 alignment: frame.style.textAlign == .start ? nil : StyleMapping.alignment(frame.style),
                                 background: frame.style.backgroundColor.alpha > 0 ? frame.style.backgroundColor : nil,
                                 isHeader: frame.tag == "th", padding: style.padding)
            cell.borderTop = style.borderTop
            cell.borderLeft = style.borderLeft
            cell.borderBottom = style.borderBottom
            cell.borderRight = style.borderRight
            switch frame.style.width {
            case .points(let w):
                // CSS's width is the content's: the column also holds the padding and the
                // borders (half of each in a collapsed table, whose cells share them).
                let borders = (style.borderLeft?.width ?? 0) + (style.borderRight?.width ?? 0)
                let collapsed = tableFrame(from: frames.count - 1)?.style.borderCollapse == .collapse
                cell.width = .points(w + style.padding.left + style.padding.right + (collapsed ? borders / 2 : borders))
            case .percent(let p): cell.width = .fraction(p / 100)
            case .auto: break
            }
            cell.verticalAlignment = switch frame.style.verticalAlign {
            case .top: .top
            case .middle: .middle
            case .bottom: .bottom
            case .baseline, .sub, .super: .baseline
            }
            if parent.tag == "tr" { parent.cells.append(cell) } else { parent.blocks += frame.blocks }
        case "blockquote":
            parent.blocks.append(.blockQuote(BlockQuote(frame.blocks, style: style)))
        default:
            // p, div, dl, dt, dd, headings, pre, sections …: one block takes the element's
            // style, its margins collapsed with the block's own; several share it in a group.
            if frame.style.visibility != .visible { style.hideBox() }
            if frame.tag == "dt" { style.keepWithNext = true }
            style.placement = StyleMapping.placement(frame.style)
            // A relative element folds into its only block unless that block is out of the flow,
            // which has it for containing block.
            let onlyOutOfFlow = frame.blocks.first?.style?.placement.isOutOfFlow ?? false
            if frame.blocks.count == 1, var only = frame.blocks.first, !style.hasVisibleBox,
               style.placement == .inFlow || (style.placement == .relative && !onlyOutOfFlow) {
                only.style = style.enclosing(only.style)
                parent.blocks.append(only)
            } else if !frame.blocks.isEmpty {
                parent.blocks.append(.group(Group(frame.blocks, style: style)))
            }
        }
    }

    /// `<ol start>` or `<li value>`, within 32 bits as browsers count lists: a number past
    /// that is clamped, with a warning (its marker would be wider than any margin).
    private func listNumber(_ node: MarkupNode, _ name: String) -> Int? {
        guard let text = node.attribute(name)?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        let range = Int(Int32.min)...Int(Int32.max)
        guard let n = Int(text) ?? (text.allSatisfy({ "-+0123456789".contains($0) }) && text.count > 1
                                    ? (text.hasPrefix("-") ? Int.min : Int.max) : nil) else { return nil }
        guard !range.contains(n) else { return n }
        let clamped = min(max(n, range.lowerBound), range.upperBound)
        diagnostics.append(.warning(.styleIgnored, "<\(node.name) \(name)=\"\(text.prefix(40))\"> clamped to \(clamped): list numbers are 32-bit, as in browsers"))
        return clamped
    }

    /// Blocks that reached a list outside any `<li>` (a list directly in a list, text in a
    /// list) as one unmarked item, where browsers show them: indented as an item, with no marker.
    private static func itemizeStrayBlocks(_ list: Frame) {
        guard !list.blocks.isEmpty else { return }
        list.items.append(List.Item(list.blocks, isMarked: false))
        list.blocks = []
    }

    /// `span` columns of the width a `<col>` or `<colgroup>` gives, for its table.
    private func addColumns(_ node: MarkupNode, style: ComputedStyle) {
        guard let t = tableFrame(from: frames.count - 1) else { return }
        let width: Table.ColumnWidth = switch style.width {
        case .points(let w): .points(w)
        case .percent(let p): .fraction(p / 100)
        case .auto: .auto
        }
        let span = node.attribute("span").flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }.map { min(max($0, 1), 1000) } ?? 1
        t.columns += Array(repeating: TableColumn(width: width), count: span)
    }

    private func tableFrame(from index: Int) -> Frame? {
        var i = index
        while i >= 0 {
            if frames[i].tag == "table" { return frames[i] }
            i -= 1
        }
        return nil
    }


    // MARK: Images

    /// `<img width>` or `height` in points, when its presentational hint did not give one; a
    /// value past ``StyleComputer/maximumLength`` (or negative) is ignored: its hint was
    /// reported with the other ignored declarations.
    private static func imageDimension(_ node: MarkupNode, _ name: String) -> Double? {
        guard let text = node.attribute(name), let pixels = Double(text.trimmingCharacters(in: .whitespaces)) else { return nil }
        let points = pixels * 0.75
        return points >= 0 && points <= StyleComputer.maximumLength ? points : nil
    }

    /// Embeds the file an `<a rel="attachment" href>` names (once per file), or warns.
    private func attach(_ node: MarkupNode) {
        guard let href = node.attribute("href")?.trimmingCharacters(in: .whitespaces), !href.isEmpty else { return }
        switch attachmentLoader.load(href: href, title: node.attribute("title"), type: node.attribute("type")) {
        case .file(let file):
            if !attachments.contains(where: { $0.fileName == file.fileName && $0.data == file.data }) { attachments.append(file) }
        case .refused(let warning):
            diagnostics.append(warning)
        }
    }

    private func image(_ node: MarkupNode, style: ComputedStyle) {
        let frame = frames[frames.count - 1]
        flushInline(frame)
        let alt = node.attribute("alt") ?? ""
        var width: Double? = nil, height: Double? = nil
        if case .points(let w) = style.width { width = w } else { width = Self.imageDimension(node, "width") }
        if case .points(let h) = style.height { height = h } else { height = Self.imageDimension(node, "height") }
        guard let src = node.attribute("src") else {
            frame.blocks.append(.figure(Figure(nil, alternativeText: alt.isEmpty ? "[image]" : alt)))
            return
        }
        switch images.load(src) {
        case .success(.raster(let image)):
            if let damage = image.pdfImage.damage {
                diagnostics.append(.warning(.imageDamaged, "image \(src.prefix(60)): \(damage)", at: .resource(src)))
            }
            frame.blocks.append(.figure(Figure(image, alternativeText: alt, width: width, height: height,
                                               style: BlockStyle(margins: EdgeInsets(top: 4, left: 0, bottom: 4, right: 0)))))
        case .success(.vector(let drawing)):
            frame.blocks.append(.figure(Figure(svg: drawing, alternativeText: alt, width: width, height: height,
                                               style: BlockStyle(margins: EdgeInsets(top: 4, left: 0, bottom: 4, right: 0)))))
        case .failure(let why):
            diagnostics.append(.warning(.imageMissing, why.description, at: .resource(src)))
            frame.blocks.append(.figure(Figure(nil, alternativeText: alt.isEmpty ? "[image: \(src.prefix(60))]" : alt)))
        }
    }
}

extension BlockStyle {
    /// This style, of an element without a box, folded into `inner`, the style of its only
    /// block, as CSS 2.1 §8.3.1 collapses margins through such a parent: the vertical margins
    /// collapse (the largest positive one plus the most negative one), the horizontal ones add
    /// up, and break and keep rules carry over, as does being a containing block (`relative`).
    func enclosing(_ inner: BlockStyle?) -> BlockStyle {
        guard var merged = inner else { return self }
        let outer = margins ?? .zero, own = merged.margins ?? .zero
        func collapse(_ a: Double, _ b: Double) -> Double { max(a, b, 0) + min(a, b, 0) }
        merged.margins = EdgeInsets(top: collapse(outer.top, own.top), left: outer.left + own.left,
                                    bottom: collapse(outer.bottom, own.bottom), right: outer.right + own.right)
        merged.alignment = merged.alignment ?? alignment
        merged.keepWithNext = merged.keepWithNext || keepWithNext
        if breakBefore != .auto { merged.breakBefore = breakBefore }
        if breakAfter != .auto { merged.breakAfter = breakAfter }
        if breakInside == .avoid { merged.breakInside = .avoid }
        if placement == .relative, !merged.placement.isOutOfFlow { merged.placement = .relative }
        return merged
    }

    /// Takes off what `visibility: hidden` does not draw: background and borders (the borders'
    /// room stays, as padding).
    mutating func hideBox() {
        background = nil
        padding.top += borderTop?.width ?? 0
        padding.left += borderLeft?.width ?? 0
        padding.bottom += borderBottom?.width ?? 0
        padding.right += borderRight?.width ?? 0
        borderTop = nil
        borderLeft = nil
        borderBottom = nil
        borderRight = nil
    }

    /// Whether the style draws anything around its content.
    var hasVisibleBox: Bool {
        background != nil || borderTop != nil || borderLeft != nil || borderBottom != nil || borderRight != nil || padding != .zero
    }
}
