import CCmarkGFM
import FolioCSS
import FolioMarkup

/// Turns cmark-gfm's syntax tree into the element tree FolioMarkup styles and converts: each
/// Markdown construct becomes the element CommonMark's own HTML rendering gives it (`p`, `h2`,
/// `pre`/`code`, `blockquote`, `ul`/`ol`/`li`, `table`/`thead`/`th`/`td`, `em`, `strong`, `del`,
/// `a`, `img`, …) with classes for what HTML has no element for (`task-list-item`,
/// `footnote-ref`, `footnotes`), so that one style sheet, the built-in one or the user's, styles
/// Markdown and HTML alike. The elements go straight into the tree as tokens, never through
/// HTML text; raw HTML in the Markdown is tokenized in place and nests with them.
///
/// The walk is cmark's iterator, a loop: nesting depth costs no stack here, and the tree
/// builder flattens elements deeper than ``HTMLParseOptions/maximumDepth``.
struct MarkdownMapper {
    private var out: HTMLTreeAssembler
    private var slugs = HeadingSlugs()
    /// The footnotes referenced so far, by number (cmark numbers them in the order of their
    /// first reference and hands the number, not the label, to the reference).
    private var referenced: Set<String> = []
    private var footnotesOpen = false
    /// The number of the last footnote set: cmark puts the definitions at the end in the order
    /// of their numbers, leaving out those never referenced.
    private var footnoteCount = 0
    /// Whether footnotes go to the foot of the page of their first reference: the definition's
    /// content is moved into an element with `float: footnote` there (``MarkdownOptions/footnotesAtPageFoot``).
    private var atPageFoot = false
    /// The column alignments of the table being mapped, its next cell's column, and whether
    /// its body (`tbody`) is open.
    private var alignments: [UInt8] = []
    private var column = 0
    private var bodyOpen = false
    /// Headings in document order (level, text, id): the table of contents and the title
    /// (the first level-1 heading) come from here.
    private(set) var headings: [(level: Int, text: String, id: String)] = []

    /// The element tree of a parsed Markdown document; `css` is added last, as an author style
    /// sheet, so that it wins over the built-in style and the document's own `<style>`s.
    static func document(of tree: CmarkTree, css: String, options: HTMLParseOptions,
                         footnotesAtPageFoot: Bool = false) -> (HTMLDocument, [(level: Int, text: String, id: String)]) {
        var mapper = MarkdownMapper(out: HTMLTreeAssembler(options: options))
        mapper.atPageFoot = footnotesAtPageFoot
        mapper.walk(tree.root)
        if footnotesAtPageFoot { mapper.out.moveContent(from: "data-footnote-body", to: "data-footnote-call") }
        if !css.isEmpty {
            mapper.start("style")
            mapper.out.process(.text(css))
            mapper.end("style")
        }
        return (mapper.out.finish(), mapper.headings)
    }

    private mutating func walk(_ root: OpaquePointer) {
        let iter = cmark_iter_new(root)
        defer { cmark_iter_free(iter) }
        while true {
            let event = cmark_iter_next(iter)
            if event == CMARK_EVENT_DONE { break }
            guard let pointer = cmark_iter_get_node(iter) else { continue }
            let node = CmarkNode(pointer: pointer)
            let entering = event == CMARK_EVENT_ENTER
            switch node.type {
            case CMARK_NODE_DOCUMENT:
                if !entering, footnotesOpen, !atPageFoot {
                    end("ol")
                    end("section")
                }
            case CMARK_NODE_BLOCK_QUOTE:
                entering ? start("blockquote") : end("blockquote")
            case CMARK_NODE_LIST:
                let tag = node.isOrderedList ? "ol" : "ul"
                if entering {
                    var attributes: [MarkupAttribute] = []
                    if node.isOrderedList, node.listStart != 1 { attributes.append(.init(name: "start", value: String(node.listStart))) }
                    // GitHub's class for a list of tasks: the style sheet drops its bullets.
                    let tasks = node.firstChild?.kind == "tasklist" ? " contains-task-list" : ""
                    attributes.append(.init(name: "class", value: (node.isTightList ? "tight" : "loose") + tasks))
                    start(tag, attributes + direction(of: node))
                } else {
                    end(tag)
                }
            case CMARK_NODE_ITEM:
                item(node, entering: entering)
            case CMARK_NODE_CODE_BLOCK:
                let language = node.fenceInfo.split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
                start("pre")
                start("code", language.isEmpty ? [] : [.init(name: "class", value: "language-\(language)")])
                text(node.literal)
                end("code")
                end("pre")
            case CMARK_NODE_HTML_BLOCK, CMARK_NODE_HTML_INLINE:
                out.feed(markup: node.literal)
            case CMARK_NODE_PARAGRAPH:
                paragraph(node, entering: entering)
            case CMARK_NODE_HEADING:
                let tag = "h\(min(max(node.headingLevel, 1), 6))"
                if entering {
                    let title = node.plainText
                    let id = slugs.slug(for: title)
                    headings.append((node.headingLevel, title, id))
                    start(tag, [.init(name: "id", value: id)] + direction(of: node))
                } else {
                    end(tag)
                }
            case CMARK_NODE_THEMATIC_BREAK:
                out.process(.startTag(name: "hr", attributes: [], selfClosing: true))
            case CMARK_NODE_FOOTNOTE_DEFINITION:
                footnote(node, entering: entering)
            case CMARK_NODE_TEXT:
                text(node.literal)
            case CMARK_NODE_SOFTBREAK:
                text("\n")
            case CMARK_NODE_LINEBREAK:
                out.process(.startTag(name: "br", attributes: [], selfClosing: false))
            case CMARK_NODE_CODE:
                start("code")
                text(node.literal)
                end("code")
            case CMARK_NODE_EMPH:
                entering ? start("em") : end("em")
            case CMARK_NODE_STRONG:
                entering ? start("strong") : end("strong")
            case CMARK_NODE_LINK:
                if entering {
                    var attributes = [MarkupAttribute(name: "href", value: node.url)]
                    if !node.title.isEmpty { attributes.append(.init(name: "title", value: node.title)) }
                    start("a", attributes)
                } else {
                    end("a")
                }
            case CMARK_NODE_IMAGE:
                // The image's children are its alternative text, not content of their own.
                var attributes = [MarkupAttribute(name: "src", value: node.url), MarkupAttribute(name: "alt", value: node.plainText)]
                if !node.title.isEmpty { attributes.append(.init(name: "title", value: node.title)) }
                out.process(.startTag(name: "img", attributes: attributes, selfClosing: false))
                if entering { cmark_iter_reset(iter, pointer, CMARK_EVENT_EXIT) }
            case CMARK_NODE_FOOTNOTE_REFERENCE:
                // Some versions of cmark give this leaf an exit event too.
                if entering { footnoteReference(node) }
            default:
                extensionNode(node, entering: entering)
            }
        }
    }

    // MARK: Blocks

    private mutating func item(_ node: CmarkNode, entering: Bool) {
        guard entering else { return end("li") }
        let isTask = node.kind == "tasklist"
        start("li", (isTask ? [.init(name: "class", value: "task-list-item")] : []) + direction(of: node))
        // The check box first, as cmark-gfm's HTML has it: the item's drawn box, in place of
        // its marker (HTMLConverter.takeCheckBox).
        if isTask {
            var attributes: [MarkupAttribute] = [.init(name: "type", value: "checkbox"), .init(name: "class", value: "task-list-item-checkbox"),
                                                 .init(name: "disabled", value: "")]
            if node.isTaskChecked { attributes.append(.init(name: "checked", value: "")) }
            out.process(.startTag(name: "input", attributes: attributes, selfClosing: true))
        }
    }

    private mutating func paragraph(_ node: CmarkNode, entering: Bool) {
        let parent = node.parent
        // A tight list's paragraphs are not paragraphs of their own (as in cmark's HTML).
        let bare = parent?.type == CMARK_NODE_ITEM && (parent?.parent?.isTightList ?? false)
        if entering {
            if !bare { start("p", direction(of: node)) }
        } else {
            // The last paragraph of a footnote ends with the way back to its reference.
            if parent?.type == CMARK_NODE_FOOTNOTE_DEFINITION, node.next == nil, !atPageFoot { backReference() }
            if !bare { end("p") }
        }
    }

    // MARK: Footnotes (at the end of the document, as cmark-gfm places their definitions)

    private mutating func footnote(_ node: CmarkNode, entering: Bool) {
        if atPageFoot {
            // Moved to its first reference once the tree is built (see document(of:css:options:footnotesAtPageFoot:)).
            if entering {
                footnoteCount += 1
                start("div", [.init(name: "data-footnote-body", value: "\(footnoteCount)")])
            } else {
                end("div")
            }
            return
        }
        if entering {
            if !footnotesOpen {
                footnotesOpen = true
                // DPUB-ARIA's endnotes section: each item a Note in tagged PDF (NoteRoles).
                start("section", [.init(name: "class", value: "footnotes"), .init(name: "role", value: "doc-endnotes")])
                start("ol")
            }
            footnoteCount += 1
            start("li", [.init(name: "id", value: "fn-\(footnoteCount)")])
            if node.firstChild?.type != CMARK_NODE_PARAGRAPH { backReference() }
        } else {
            end("li")
        }
    }

    /// The link from the end of a footnote back to its first reference.
    private mutating func backReference() {
        text(" ")
        start("a", [.init(name: "href", value: "#fnref-\(footnoteCount)"), .init(name: "class", value: "footnote-backref")])
        text("\u{21A9}")
        end("a")
    }

    private mutating func footnoteReference(_ node: CmarkNode) {
        let number = node.literal
        let first = referenced.insert(number).inserted
        if atPageFoot, first {
            // The note's body comes here: a footnote, whose call the layout numbers and links.
            start("span", [.init(name: "class", value: "footnote"), .init(name: "id", value: "fn-\(number)"),
                           .init(name: "data-footnote-call", value: number)])
            end("span")
            return
        }
        start("sup", [.init(name: "class", value: "footnote-ref")])
        var attributes = [MarkupAttribute(name: "href", value: "#fn-\(number)")]
        if first { attributes.append(.init(name: "id", value: "fnref-\(number)")) }
        start("a", attributes)
        text(number)
        end("a")
        end("sup")
    }

    // MARK: GFM extensions (told apart by name: their types have no fixed value)

    private mutating func extensionNode(_ node: CmarkNode, entering: Bool) {
        switch node.kind {
        case "table":
            if entering {
                alignments = node.tableAlignments
                bodyOpen = false
                start("table")
            } else {
                if bodyOpen { end("tbody") }
                end("table")
            }
        case "table_header":
            if entering {
                start("thead")
                start("tr")
                column = 0
            } else {
                end("tr")
                end("thead")
            }
        case "table_row":
            if entering {
                if !bodyOpen {
                    bodyOpen = true
                    start("tbody")
                }
                start("tr")
                column = 0
            } else {
                end("tr")
            }
        case "table_cell":
            let tag = node.parent?.isTableHeaderRow == true ? "th" : "td"
            if entering {
                var attributes: [MarkupAttribute] = []
                let alignment = column < alignments.count ? alignments[column] : 0
                switch alignment {
                case UInt8(ascii: "l"): attributes.append(.init(name: "align", value: "left"))
                case UInt8(ascii: "c"): attributes.append(.init(name: "align", value: "center"))
                case UInt8(ascii: "r"): attributes.append(.init(name: "align", value: "right"))
                default: break
                }
                column += 1
                start(tag, attributes + direction(of: node))
            } else {
                end(tag)
            }
        case "strikethrough":
            entering ? start("del") : end("del")
        case "tasklist":
            item(node, entering: entering)
        default:
            // A node type this version does not know: its text is kept, its container not.
            if node.literal.isEmpty == false, entering, node.firstChild == nil { text(node.literal) }
        }
    }

    /// `dir="rtl"` for a block whose text starts in a right-to-left script, else nothing (left
    /// to right is the default).
    private func direction(of node: CmarkNode) -> [MarkupAttribute] {
        node.isRightToLeft ? [.init(name: "dir", value: "rtl")] : []
    }

    // MARK: Tokens

    private mutating func start(_ name: String, _ attributes: [MarkupAttribute] = []) {
        out.process(.startTag(name: name, attributes: attributes, selfClosing: false))
    }

    private mutating func end(_ name: String) {
        out.process(.endTag(name: name))
    }

    private mutating func text(_ s: String) {
        guard !s.isEmpty else { return }
        out.process(.text(s))
    }
}
