import FolioCSS
import FolioGeometry
import FolioGraphics
import FolioLayout
import FolioPDF
import FolioText

/// Walks a styled HTML tree, without recursion, and builds FolioLayout blocks: every block
/// element opens a frame that gathers its children's blocks and its own inline text; closing
/// the frame turns it into a paragraph, heading, list, table … in its parent frame.
///
/// This file walks the tree; inline text is gathered in `HTMLConverter+Inline.swift`, frames
/// become blocks in `HTMLConverter+Blocks.swift`, images and attachments are read in
/// `HTMLConverter+Images.swift`.
final class HTMLConverter {
    let doc: HTMLDocument
    let styles: StyledDocument
    let images: ImageLoader
    let links: LinkResolver
    let attachmentLoader: AttachmentLoader
    let options: MarkupOptions
    /// The files `<a rel="attachment">` names, in document order, each read once.
    var attachments: [PDFAttachment] = []
    /// Notes (links left out) and warnings: what was left out of the document (an image
    /// missing or refused) or ignored (an attribute out of range), to be shown by default.
    var diagnostics = Diagnostics()
    /// The `background-image` files and `data:` URIs read so far, by their `url()`: `nil`
    /// for one refused (warned about once).
    var backgroundImages: [String: BoxBackgroundLayer.Content?] = [:]
    /// Each node's text attributes once worked out: an index into ``attributeValues`` by
    /// node index, -1 for none yet (an array, where a dictionary of these large values spent
    /// its time growing).
    var attributeSlots: [Int32]
    var attributeValues = ValueTable<TextAttributes>()
    /// The attributes already made, by what decides them.
    var attributeKeys: [AttributeKey: Int32] = [:]

    /// What decides the attributes of text: its parent's style (a slot of the styled
    /// document), whether the parent is inline, and the enclosing link and role.
    struct AttributeKey: Hashable {
        let style: Int32
        let isInline: Bool
        let link: LinkTarget?
        let role: StructureType?
        /// The inline element whose box (``InlineBoxMapping``) the text is drawn in, if any.
        let box: Int32?
    }

    final class Frame {
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
        /// The used page name (`page`, else the parent's), lowercased; `nil` for unnamed pages.
        var pageName: String?
        /// Whether the block begins a new page because its page name differs from the content
        /// before it (CSS Paged Media 3 §3.5).
        var breaksForPageName = false
        /// For a footnote's body (`float: footnote`), its index in ``HTMLConverter/footnotes``:
        /// the frame closes into it, leaving the note's call in the parent's text.
        var footnote: Int?
        /// A list item's check box, from an `<input type="checkbox">` at its start.
        var checkBox: List.CheckBox?
        /// The last block-level `inline-block` closed into this frame: where its block stands in
        /// ``blocks`` (alone, or the row of the inline-blocks before it) and its item for a row.
        var lastInlineBlock: (index: Int, item: Row.Item)?

        init(node: MarkupNodeID, tag: String, style: ComputedStyle) {
            self.node = node
            self.tag = tag
            self.style = style
        }
    }

    var frames: [Frame] = []
    /// The `id`s (and `<a name>`s) met since the last text: each becomes a destination at the
    /// next visible text in document order, which is its element's first content (or, for an
    /// empty element, what follows it), in whatever block that text lands.
    var pendingAnchors: [String] = []
    /// Every anchor name met so far, with the element that has it first: that element is its
    /// destination, as in a browser (parsing clones an unclosed `<a name>` into each block that
    /// follows; pages repeat ids).
    var anchorOwners: [String: MarkupNodeID] = [:]
    var quoteDepth = 0
    /// The named strings (`string-set`) of the elements met since the last text: they are
    /// assigned where that text lands (as anchors are).
    var pendingStringSets: [NamedStringAssignment] = []
    /// The named strings assigned at each ``FolioText/TextAttributes/mark`` the text carries,
    /// by mark.
    var stringAssignments: [[NamedStringAssignment]] = []
    /// The page name of the content so far (`nil`: unnamed), whether any content was met, and
    /// the name the next text starts (empty for unnamed), when it changes there.
    var lastPageName: String?
    var hasContent = false
    var pendingPageName: String?
    /// The page name each ``FolioText/TextAttributes/mark`` starts (empty for unnamed), by mark.
    var pageNames: [Int: String] = [:]
    /// The running elements (`position: running(name)`) met so far, taken out of the flow
    /// (HTMLConverter+Running.swift).
    var runningElements: [RunningElement] = []
    /// While converting a running element on its own: that element (others are left out).
    var runningRoot: MarkupNodeID?
    /// The text of the `::before` and `::after` boxes, when the document has any.
    let generated: GeneratedContent?
    /// Inline elements whose end is on the stack only for their `::after`.
    var afterOnlyExits: Set<Int> = []
    /// Footnotes and endnotes met so far, for their unique identifiers.
    var notes = NoteRoles()
    /// The faces `@font-face` rules registered, and each font once set in them.
    var fontFaces = FontFaceSet()
    var faceFonts: [TextFont: TextFont] = [:]
    /// The bodies of the elements with `float: footnote`, in document order (HTMLConverter+Footnotes.swift).
    var footnotes: [Footnote] = []
    /// The marker of the footnote just opened, put before its first text, in its
    /// `::footnote-marker` style (`nil`: that text's).
    var pendingFootnoteMarker: (text: String, attributes: TextAttributes?)?

    static func quotes(nesting: Int) -> (open: String, close: String) {
        nesting % 2 == 0 ? ("\u{201C}", "\u{201D}") : ("\u{2018}", "\u{2019}")
    }

    /// A converter of `document` styled as `styles`; `generated` is the `::before` and
    /// `::after` text when another converter of the same document found it already.
    init(document: HTMLDocument, styles: StyledDocument, options: MarkupOptions, generated: GeneratedContent?? = nil) {
        doc = document
        self.styles = styles
        self.options = options
        images = ImageLoader(options: options)
        links = LinkResolver(options: options)
        attachmentLoader = AttachmentLoader(options: options)
        attributeSlots = [Int32](repeating: -1, count: document.nodes.count)
        self.generated = generated ?? (styles.hasGeneratedContent || styles.hasStringSets || styles.hasBookmarkLabels
            ? GeneratedContent(document: document, styles: styles) : nil)
    }

    static let blockTags: Set<String> = [
        "address", "article", "aside", "blockquote", "body", "center", "dd", "details", "div", "dl", "dt", "fieldset",
        "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hgroup", "li", "main",
        "nav", "ol", "p", "pre", "section", "summary", "table", "caption", "thead", "tbody", "tfoot", "tr", "td", "th", "ul",
    ]

    /// The document's blocks; with a `running` element, that element's alone (as if it were
    /// the body's only child), for a page-margin box.
    func convert(running: MarkupNodeID? = nil) -> [Block] {
        let body = doc.body
        frames = [Frame(node: body, tag: "body", style: styles[body])]
        frames[0].pageName = styles[body].pageName ?? styles[doc.root].pageName
        var stack: [(MarkupNodeID, Bool)] = []
        runningRoot = running
        if let running { stack.append((running, false)) } else { pushChildren(of: body, onto: &stack) }
        while let (id, exiting) = stack.popLast() {
            if exiting {
                // Read in place: binding `generated` would copy it (a retain of each of its tables).
                if generated != nil {
                    if let text = generated?.after[id.index] {
                        appendGenerated(text, .after, of: id, pieces: generated?.afterPieces[id.index])
                    }
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
                if styles.hasStringSets, let strings = generated?.stringSets[id.index] { pendingStringSets += strings }
                if let name = style.runningName, id != runningRoot {
                    // Out of the flow, into the margin boxes that show it (one inside another is left out).
                    if runningRoot == nil { takeRunningElement(id, name: name) }
                    continue
                }
                switch node.name {
                case "br":
                    appendRaw("\u{2028}", parent: id)
                    continue
                case "img":
                    image(node, style: style)
                    continue
                case "input" where takeCheckBox(node):
                    continue
                case "svg":
                    inlineSVG(id, style: style)
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
                if !isBlock, style.display == .inlineBlock, InlineBoxMapping.makesBox(style), holdsNoText(id) {
                    // An empty inline-block (a colour swatch): a no-break space holds its place in the line.
                    appendRaw("\u{A0}", parent: id)
                }
                if isBlock {
                    // A floated inline element (`<span style="float: right">`) floats beside the
                    // paragraph it is in, which stays whole: its text is not cut there.
                    let floatsInText = style.float != .none && !isFlexItem && !Self.blockTags.contains(node.name)
                    // A footnote's body leaves its call in the text, which stays whole too.
                    let isFootnote = style.float == .footnote && !isFlexItem
                    if !floatsInText && !isFootnote { flushInline(container) }
                    if isFlexItem, !container.blocks.isEmpty {
                        // Text straight in the container before this child: an anonymous item.
                        container.containerItems?.append((nil, container.blocks))
                        container.blocks = []
                    }
                    let frame = Frame(node: id, tag: node.name, style: style)
                    if styles.hasPageNames, runningRoot == nil { startPageName(of: frame, in: container) }
                    if FlexMapping.isItemContainer(style, tag: node.name) { frame.containerItems = [] }
                    frames.append(frame)
                    stack.append((id, true))
                    if isFootnote { openFootnote(frame) }
                } else if node.name == "q" {
                    // Quotation marks around <q>: “…”, and ‘…’ inside another quotation.
                    appendRaw(Self.quotes(nesting: quoteDepth).open, parent: id)
                    quoteDepth += 1
                    stack.append((id, true))
                } else if generated?.after[id.index] != nil {
                    afterOnlyExits.insert(id.index)
                    stack.append((id, true))
                }
                if let text = generated?.before[id.index] { appendGenerated(text, .before, of: id, pieces: generated?.beforePieces[id.index]) }
                pushChildren(of: id, onto: &stack)
            default:
                continue
            }
        }
        while frames.count > 1 { close() }
        flushInline(frames[0])
        if runningRoot == nil, !pendingAnchors.isEmpty || !pendingStringSets.isEmpty {
            // Anchors and named strings after the last text still mark the end of the document.
            var text = AttributedText()
            for name in pendingAnchors { text.append("\u{200B}", attributes: TextAttributes(anchor: name)) }
            if !pendingStringSets.isEmpty {
                var a = TextAttributes()
                a.mark = takeMark()
                text.append("\u{200B}", attributes: a)
            }
            pendingAnchors.removeAll()
            frames[0].blocks.append(.paragraph(Paragraph(text, style: BlockStyle(margins: .zero))))
        }
        return frames[0].blocks
    }

    /// The used page name of a block about to open: a new name, or the end of one, breaks the
    /// page before it (once content came before) and is assigned at the block's first text.
    func startPageName(of frame: Frame, in parent: Frame) {
        frame.pageName = frame.style.pageName ?? parent.pageName
        guard frame.pageName != lastPageName else { return }
        if hasContent { frame.breaksForPageName = true }
        lastPageName = frame.pageName
        pendingPageName = frame.pageName ?? ""
    }

    /// A new mark for the named strings and page name waiting for text, which it takes.
    func takeMark() -> Int {
        let mark = stringAssignments.count
        stringAssignments.append(pendingStringSets)
        pendingStringSets.removeAll()
        if let name = pendingPageName { pageNames[mark] = name }
        pendingPageName = nil
        return mark
    }

    /// The inline elements that are elements of their own in tagged PDF, and their types.
    static let inlineRoles: [String: StructureType] = [
        "code": .code, "kbd": .code, "samp": .code, "tt": .code, "var": .code,
        "q": .quote, "cite": .reference,
    ]

    func pushChildren(of id: MarkupNodeID, onto stack: inout [(MarkupNodeID, Bool)]) {
        let children = Array(doc.children(of: id))
        for c in children.reversed() { stack.append((c, false)) }
    }
}
