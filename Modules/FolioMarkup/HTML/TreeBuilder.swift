import FolioCSS

/// Builds the tree from tokens: a tolerant, simplified form of HTML5's tree construction.
///
/// It implies `html`, `head` and `body`; knows void elements; implies end tags for `p`,
/// `li`, `dt`/`dd`, `option`, table parts and headings; reopens formatting elements after
/// misnesting (a bounded adoption agency, in TreeBuilder+Formatting) and across blocks;
/// implies `tbody` and `tr` in tables and moves stray content in front of the table
/// (TreeBuilder+Tables); ignores end tags that match nothing.
///
/// Nesting is bounded by ``HTMLParseOptions/maximumDepth``: an element that would be deeper
/// is added empty and is not opened, so what follows becomes its siblings. Nothing here
/// recurses: the open elements are an explicit stack.
struct TreeBuilder {
    /// Where the builder is in the document, a reduction of HTML5's insertion modes.
    enum Phase: Comparable {
        case beforeHTML, inHead, afterHead, inBody
    }

    /// An entry in the list of active formatting elements.
    enum Formatting {
        case marker
        case element(node: Int, name: String, attributes: [MarkupAttribute])
    }

    var store = NodeStore()
    /// The stack of open elements, outermost first.
    var stack: [Int] = []
    /// Per node: whether it is on ``stack``.
    private var onStack: [Bool] = []
    /// Per element name: how many are on ``stack``, to skip scope searches that must fail.
    var openCount: [String: Int] = [:]
    /// The list of active formatting elements.
    var active: [Formatting] = []
    /// Per name: elements added but not opened because of the depth limit, whose end tags
    /// are ignored.
    var flattened: [String: Int] = [:]
    var phase = Phase.beforeHTML
    var html = -1, head = -1, body = -1
    var doctypeSeen = false
    /// Drop a newline at the start of the next text (after `<pre>`, `<listing>`, `<textarea>`).
    var dropLeadingNewline = false
    let maximumDepth: Int

    init(maximumDepth: Int) {
        self.maximumDepth = maximumDepth
    }

    // MARK: Stack

    var current: Int { stack.last ?? 0 }

    /// Whether `node` is on the stack of open elements.
    func isOpen(_ node: Int) -> Bool { node < onStack.count && onStack[node] }

    /// Records whether `node` is on the stack of open elements.
    mutating func setOpen(_ node: Int, _ open: Bool) {
        if node >= onStack.count { onStack.append(contentsOf: repeatElement(false, count: store.count - onStack.count)) }
        onStack[node] = open
    }
    var currentName: String { store.name(current) }

    mutating func push(_ node: Int) {
        stack.append(node)
        setOpen(node, true)
        openCount[store.name(node), default: 0] += 1
    }

    mutating func pop() {
        guard let node = stack.popLast() else { return }
        forget(node)
        if ElementCategories.markers.contains(store.name(node)) { clearFormattingToLastMarker() }
    }

    /// Removes the node at `index` of the stack, wherever it is.
    mutating func removeFromStack(at index: Int) {
        let node = stack.remove(at: index)
        forget(node)
    }

    private mutating func forget(_ node: Int) {
        setOpen(node, false)
        openCount[store.name(node), default: 1] -= 1
    }

    /// Pops up to and including the nearest open element named `name`.
    mutating func popUntil(_ name: String) {
        while let node = stack.last {
            pop()
            if store.name(node) == name { return }
        }
    }

    /// Pops up to and including the nearest open element whose name is in `names`.
    mutating func popUntil(anyOf names: Set<String>) {
        while let node = stack.last {
            pop()
            if names.contains(store.name(node)) { return }
        }
    }

    /// HTML5's "generate implied end tags", sparing `except`.
    mutating func generateImpliedEndTags(except: String? = nil) {
        while stack.count > 1, ElementCategories.impliedEnd.contains(currentName), currentName != except { pop() }
    }

    /// The scopes of HTML5's "has an element in … scope".
    enum Scope { case normal, listItem, button, table }

    /// Whether an element named one of `names` is open, with no scope boundary above it.
    func inScope(_ names: Set<String>, _ scope: Scope = .normal) -> Bool {
        guard names.contains(where: { openCount[$0, default: 0] > 0 }) else { return false }
        for node in stack.reversed() {
            let name = store.name(node)
            if names.contains(name) { return true }
            if Self.isBoundary(name, scope) { return false }
        }
        return false
    }

    func inScope(_ name: String, _ scope: Scope = .normal) -> Bool { inScope([name], scope) }

    static func isBoundary(_ name: String, _ scope: Scope) -> Bool {
        switch scope {
        case .normal: return ElementCategories.scopeBoundaries.contains(name)
        case .listItem: return ElementCategories.scopeBoundaries.contains(name) || name == "ol" || name == "ul"
        case .button: return ElementCategories.scopeBoundaries.contains(name) || name == "button"
        case .table: return name == "html" || name == "table" || name == "template"
        }
    }

    mutating func closeParagraphInButtonScope() {
        guard inScope("p", .button) else { return }
        generateImpliedEndTags(except: "p")
        popUntil("p")
    }

    // MARK: Inserting

    /// Creates an element and adds it at the current position (in front of the table when
    /// the current node is a table part and the element does not belong there), opening it
    /// unless it is void, self-closed foreign content, or too deep. Returns the node and
    /// whether it was opened.
    @discardableResult
    mutating func insertElement(_ name: String, _ attributes: [MarkupAttribute] = [], selfClosing: Bool = false) -> (node: Int, opened: Bool) {
        let node = store.create(.element, name: name, attributes: attributes)
        if ElementCategories.fosterParents.contains(currentName), !Self.staysInTable(name), let table = fosterTable() {
            store.insert(node, before: table)
        } else {
            store.append(node, to: current)
        }
        let foreign = openCount["svg", default: 0] + openCount["math", default: 0] > 0 || name == "svg" || name == "math"
        if ElementCategories.void.contains(name) || (selfClosing && foreign) { return (node, false) }
        if stack.count >= maximumDepth, !ElementCategories.rawText.contains(name) {
            flattened[name, default: 0] += 1
            return (node, false)
        }
        push(node)
        return (node, true)
    }

    /// Adds text at the current position.
    mutating func insertText(_ text: String) {
        if ElementCategories.fosterParents.contains(currentName), let table = fosterTable() {
            store.insertText(text, before: table)
        } else {
            store.appendText(text, to: current)
        }
    }

    // MARK: Tokens

    mutating func process(_ token: HTMLToken) {
        var token = token
        if dropLeadingNewline {
            dropLeadingNewline = false
            if case .text(let text) = token, text.utf8.first == 0x0A {
                let rest = String(text.dropFirst())
                if rest.isEmpty { return }
                token = .text(rest)
            }
        }
        switch token {
        case .doctype(let name, _, _):
            guard !doctypeSeen, html < 0 else { return }
            doctypeSeen = true
            store.append(store.create(.doctype, name: name), to: 0)
        case .comment(let text):
            store.append(store.create(.comment, text: text), to: current)
        case .text(let text):
            processText(text)
        case .startTag(let name, let attributes, let selfClosing):
            processStartTag(name, attributes, selfClosing: selfClosing)
        case .endTag(let name):
            processEndTag(name)
        }
    }

    /// Ensures `html`, `head` and `body` exist and returns the finished nodes.
    mutating func finish() -> [MarkupNode] {
        ensureBody()
        return store.finish()
    }

    private mutating func processText(_ text: String) {
        // Inside script, style, title, textarea … the text is content whatever the phase.
        if stack.count > 1, ElementCategories.rawText.contains(currentName) {
            store.appendText(text, to: current)
            return
        }
        var text = text
        if phase != .inBody {
            let rest = text.utf8.drop(while: { $0.isASCIIWhitespace })
            if rest.isEmpty { return }
            text = String(decoding: rest, as: UTF8.self)
            ensureBody()
        }
        if !text.utf8.allSatisfy({ $0.isASCIIWhitespace }) { reconstructFormatting() }
        insertText(text)
    }

    // MARK: Document structure

    mutating func ensureHTML() {
        guard html < 0 else { return }
        html = store.create(.element, name: "html")
        store.append(html, to: 0)
        push(html)
        phase = .inHead
    }

    mutating func ensureHead() {
        ensureHTML()
        guard head < 0 else { return }
        head = store.create(.element, name: "head")
        store.append(head, to: html)
        push(head)
        phase = .inHead
    }

    mutating func closeHead() {
        if head >= 0, isOpen(head) {
            while let node = stack.last, node != html {
                pop()
                if node == head { break }
            }
        }
        if phase < .afterHead { phase = .afterHead }
    }

    mutating func ensureBody(_ attributes: [MarkupAttribute] = []) {
        guard body < 0 else { return }
        ensureHead()
        closeHead()
        body = store.create(.element, name: "body", attributes: attributes)
        store.append(body, to: html)
        push(body)
        phase = .inBody
    }

    // MARK: Start tags

    private mutating func processStartTag(_ name: String, _ attributes: [MarkupAttribute], selfClosing: Bool) {
        switch name {
        case "html":
            ensureHTML()
            store.mergeAttributes(attributes, into: html)
            return
        case "body":
            if body >= 0 { store.mergeAttributes(attributes, into: body) } else { ensureBody(attributes) }
            return
        case "head":
            if phase < .inBody && head < 0 { ensureHead() }
            store.mergeAttributes(attributes, into: head >= 0 ? head : html)
            return
        case "frameset", "frame":
            return
        default:
            break
        }
        if phase != .inBody {
            if ElementCategories.headContent.contains(name) {
                insertIntoHead(name, attributes)
                return
            }
            ensureBody()
        }
        processStartTagInBody(name == "image" ? "img" : name, attributes, selfClosing: selfClosing)
    }

    /// Puts a `meta`, `title`, `style` … met before the body into `head`.
    private mutating func insertIntoHead(_ name: String, _ attributes: [MarkupAttribute]) {
        ensureHead()
        if isOpen(head) {
            insertElement(name, attributes)
            return
        }
        // After </head>: put it in head all the same, opening it on top of the stack if it has content.
        let node = store.create(.element, name: name, attributes: attributes)
        store.append(node, to: head)
        if !ElementCategories.void.contains(name) { push(node) }
    }

    private mutating func processStartTagInBody(_ name: String, _ attributes: [MarkupAttribute], selfClosing: Bool) {
        switch name {
        case "li":
            closeListItem(named: ["li"])
            closeParagraphInButtonScope()
            insertElement(name, attributes)
        case "dd", "dt":
            closeListItem(named: ["dd", "dt"])
            closeParagraphInButtonScope()
            insertElement(name, attributes)
        case "h1", "h2", "h3", "h4", "h5", "h6":
            closeParagraphInButtonScope()
            if ElementCategories.headings.contains(currentName) { pop() }
            insertElement(name, attributes)
        case "pre", "listing":
            closeParagraphInButtonScope()
            insertElement(name, attributes)
            dropLeadingNewline = true
        case "textarea":
            insertElement(name, attributes)
            dropLeadingNewline = true
        case "hr":
            closeParagraphInButtonScope()
            insertElement(name, attributes)
        case "xmp":
            closeParagraphInButtonScope()
            reconstructFormatting()
            insertElement(name, attributes)
        case "table":
            if ElementCategories.fosterParents.contains(currentName) { popUntil("table") }
            closeParagraphInButtonScope()
            insertElement(name, attributes)
        case "caption", "col", "colgroup", "tbody", "td", "tfoot", "th", "thead", "tr":
            insertTablePart(name, attributes)
        case "button":
            if inScope("button") {
                generateImpliedEndTags()
                popUntil("button")
            }
            reconstructFormatting()
            insertElement(name, attributes)
        case "a":
            if let entry = lastActiveFormatting(named: "a") {
                adoptionAgency("a")
                if let index = active.lastIndex(where: { if case .element(entry, _, _) = $0 { return true } else { return false } }) {
                    active.remove(at: index)
                }
                if let index = stack.lastIndex(of: entry) { removeFromStack(at: index) }
            }
            insertFormatting(name, attributes)
        case "nobr":
            reconstructFormatting()
            if inScope("nobr") {
                adoptionAgency("nobr")
            }
            insertFormatting(name, attributes)
        case _ where ElementCategories.formatting.contains(name):
            insertFormatting(name, attributes)
        case "applet", "marquee", "object":
            reconstructFormatting()
            if insertElement(name, attributes).opened { active.append(.marker) }
        case "option", "optgroup":
            if currentName == "option" { pop() }
            reconstructFormatting()
            insertElement(name, attributes)
        case "rb", "rtc", "rp", "rt":
            if inScope("ruby") { generateImpliedEndTags(except: name == "rp" || name == "rt" ? "rtc" : nil) }
            insertElement(name, attributes)
        case _ where ElementCategories.closesParagraph.contains(name):
            closeParagraphInButtonScope()
            insertElement(name, attributes)
        case _ where ElementCategories.headContent.contains(name) || name == "param" || name == "source" || name == "track":
            insertElement(name, attributes)
        default:
            reconstructFormatting()
            insertElement(name, attributes, selfClosing: selfClosing)
        }
    }

    /// HTML5's rule for a new `li` (or `dd`/`dt`): close the open one unless a block other
    /// than `address`, `div` or `p` is in between.
    private mutating func closeListItem(named names: Set<String>) {
        for node in stack.reversed() {
            let name = store.name(node)
            if names.contains(name) {
                generateImpliedEndTags(except: name)
                popUntil(name)
                return
            }
            if ElementCategories.special.contains(name), name != "address", name != "div", name != "p" { return }
        }
    }

    // MARK: End tags

    private mutating func processEndTag(_ name: String) {
        if let pending = flattened[name], pending > 0 {
            flattened[name] = pending - 1
            return
        }
        if phase != .inBody {
            switch name {
            case "head":
                closeHead()
            case "br":
                ensureBody()
                insertElement("br")
            default:
                if openCount[name, default: 0] > 0 { closeAnyOther(name) }
            }
            return
        }
        switch name {
        case "body", "html":
            return
        case "p":
            if !inScope("p", .button) {
                // "</p>" without an open p makes an empty paragraph.
                let (_, opened) = insertElement("p")
                if !opened { return }
            }
            generateImpliedEndTags(except: "p")
            popUntil("p")
        case "li":
            guard inScope("li", .listItem) else { return }
            generateImpliedEndTags(except: "li")
            popUntil("li")
        case "dd", "dt":
            guard inScope(name) else { return }
            generateImpliedEndTags(except: name)
            popUntil(name)
        case "h1", "h2", "h3", "h4", "h5", "h6":
            guard inScope(ElementCategories.headings) else { return }
            generateImpliedEndTags()
            popUntil(anyOf: ElementCategories.headings)
        case "br":
            reconstructFormatting()
            insertElement("br")
        case "table", "caption", "colgroup", "tbody", "tfoot", "thead", "tr", "td", "th":
            guard inScope(name, .table) else { return }
            generateImpliedEndTags()
            popUntil(name)
        case _ where ElementCategories.formatting.contains(name):
            adoptionAgency(name)
        case _ where ElementCategories.blockEndTags.contains(name):
            guard inScope(name) else { return }
            generateImpliedEndTags()
            popUntil(name)
        default:
            closeAnyOther(name)
        }
    }

    /// HTML5's "any other end tag": close the nearest open element of that name unless a
    /// special element is in between.
    mutating func closeAnyOther(_ name: String) {
        guard openCount[name, default: 0] > 0 else { return }
        for index in stack.indices.reversed() {
            let nodeName = store.name(stack[index])
            if nodeName == name {
                generateImpliedEndTags(except: name)
                while stack.count > index { pop() }
                return
            }
            if ElementCategories.special.contains(nodeName) { return }
        }
    }
}
