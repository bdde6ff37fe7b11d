import FolioCSS
import FolioGeometry
import FolioGraphics
import FolioLayout
import FolioPDF
import FolioText

/// Inline text: each text node's attributes, white space as CSS's `white-space` treats it,
/// generated content, and the run of inline text flushed into a paragraph when a block begins or ends.
extension HTMLConverter {
    func attributes(parent: MarkupNodeID?) -> TextAttributes {
        guard let parent else { return TextAttributes() }
        if parent.index < attributeSlots.count, attributeSlots[parent.index] >= 0 {
            return attributeValues[attributeSlots[parent.index]]
        }
        let isInline = !Self.blockTags.contains(doc[parent].name) && styles[parent].display == .inline
        let boxOwner = inlineBoxOwner(of: parent)
        // The nearest enclosing link, and inline element with a role in tagged PDF.
        var p: MarkupNodeID? = parent
        var linked = false
        var link: LinkTarget?, role: StructureType?
        while let id = p, id != doc.body, !(linked && role != nil) {
            if role == nil { role = Self.inlineRoles[doc[id].name] }
            if !linked, doc[id].name == "a", let href = doc[id].attribute("href")?.trimmingCharacters(in: .whitespaces), !href.isEmpty {
                linked = true
                // An attachment's link is the file inside the PDF, not a link out of it.
                if AttachmentLoader.isAttachment(rel: doc[id].attribute("rel")) { p = doc[id].parent; continue }
                switch links.target(of: href) {
                case .success(let target): link = target
                case .failure(.scheme(let scheme)): diagnostics.append(.note(.linkLeftOut, "links with the \(scheme): scheme are left out (their text is kept)"))
                case .failure(.empty): break
                }
            }
            p = doc[id].parent
        }
        // Text under parents of one style, in the same link and role, has the same attributes:
        // made and interned once.
        let key = AttributeKey(style: styles.slot(of: parent), isInline: isInline, link: link, role: role, box: boxOwner.map { Int32($0.index) })
        let slot: Int32
        if let known = attributeKeys[key] {
            slot = known
        } else {
            // The box paints its element's background (its own text's, not a background attribute).
            var a = StyleMapping.text(styles[parent], isInline: isInline && boxOwner != parent)
            a.link = link
            if let role { a.role = role }
            if let owner = boxOwner {
                a.inlineBox = InlineBoxMapping.box(styles[owner], id: owner.index, isEmpty: holdsNoText(owner))
            }
            // Nodes with the same attributes share one copy (the cells of a long table).
            slot = attributeValues.slot(for: a)
            attributeKeys[key] = slot
        }
        if parent.index < attributeSlots.count { attributeSlots[parent.index] = slot }
        return attributeValues[slot]
    }

    /// The nearest inline element around `id` (itself included) that draws a box of its own,
    /// below the block the text is in (one the converter makes a block draws its box as a block).
    func inlineBoxOwner(of id: MarkupNodeID) -> MarkupNodeID? {
        var p: MarkupNodeID? = id
        while let q = p, q != doc.body, !Self.blockTags.contains(doc[q].name) {
            let s = styles[q]
            // Not one made a block: floated, out of the flow, or an item of a flex or grid container.
            guard s.display == .inline || s.display == .inlineBlock, s.float == .none, s.position != .absolute, s.position != .fixed
            else { return nil }
            let parent = doc[q].parent
            if let parent, FlexMapping.isItemContainer(styles[parent], tag: doc[parent].name) { return nil }
            if InlineBoxMapping.makesBox(s) { return q }
            p = parent
        }
        return nil
    }

    /// Whether an element has no child but white space.
    func holdsNoText(_ id: MarkupNodeID) -> Bool {
        !doc.children(of: id).contains { doc[$0].kind != .text || !doc[$0].text.allSatisfy(\.isWhitespace) }
    }

    /// Appends the text of an element's `::before` or `::after`, in the pseudo-element's own
    /// style (and in the element's link, if it is in one).
    /// With `pieces`, the page numbers (`target-counter()`) are text the layout sets (``FolioText/TextAttributes/pageReference``)
    /// and the leaders tabs it stops at the line's end (``FolioText/TextAttributes/leader``).
    func appendGenerated(_ text: String, _ pseudoElement: Selector.PseudoElement, of id: MarkupNodeID,
                         pieces: [GeneratedContent.GeneratedPiece]? = nil) {
        guard let style = styles.computedStyle(of: pseudoElement, of: id), style.visibility == .visible else { return }
        let inherited = attributes(parent: id)
        var a = StyleMapping.text(style, isInline: true)
        a.link = inherited.link
        a.role = inherited.role
        guard let pieces else { return appendText(text, parent: id, attributes: a, whiteSpace: style.whiteSpace, transform: style.textTransform) }
        for piece in pieces {
            switch piece {
            case .text(let s):
                appendText(s, parent: id, attributes: a, whiteSpace: style.whiteSpace, transform: style.textTransform)
            case .pageNumber(let target):
                // A stand-in as wide as a short number until the layout knows the page.
                var number = a
                number.pageReference = target
                appendText("00", parent: id, attributes: number, whiteSpace: style.whiteSpace)
            case .leader(let fill):
                var tab = a
                tab.leader = fill
                let frame = frames[frames.count - 1]
                frame.inline.append("\t", attributes: tab)
                frame.endsWithSpace = false
            }
        }
    }

    /// Appends text of `parent`, in its attributes and white-space handling unless others are given.
    func appendText(_ text: String, parent: MarkupNodeID?, attributes given: TextAttributes? = nil, whiteSpace: WhiteSpace? = nil,
                    transform: TextTransform? = nil) {
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
        // A pseudo-element's text takes its own `text-transform`, other text its parent's.
        let transform = transform ?? parent.map { styles[$0].textTransform } ?? .none
        if transform != .none {
            out = StyleMapping.transformed(out, transform, afterLetter: frame.inline.string.last?.isLetter ?? false)
        }
        var a = given ?? attributes(parent: parent)
        if !pendingAnchors.isEmpty, out.contains(where: { !$0.isWhitespace }) {
            a.anchor = pendingAnchors.removeFirst()
            for extra in pendingAnchors { frame.inline.append("\u{200B}", attributes: TextAttributes(anchor: extra)) }
            pendingAnchors.removeAll()
        }
        if let marker = pendingFootnoteMarker, out.contains(where: { !$0.isWhitespace }) {
            pendingFootnoteMarker = nil
            var plain = a
            plain.anchor = nil
            frame.inline.append(marker.text, attributes: marker.attributes ?? plain)
            if out.first == " " { out.removeFirst() }
        }
        if !pendingStringSets.isEmpty || pendingPageName != nil || !hasContent, out.contains(where: { !$0.isWhitespace }) {
            hasContent = true
            if !pendingStringSets.isEmpty || pendingPageName != nil { a.mark = takeMark() }
        }
        frame.inline.append(out, attributes: a)
    }

    /// `text` with each run of white space (space, tab, line feed, carriage return, form feed)
    /// made one space, none at all after a space the frame already ends with; with
    /// `keepingLineBreaks` (`pre-line`) each line break becomes U+2028 instead. A space
    /// followed by a combining mark is kept: the mark is drawn on it.
    func collapsingWhiteSpace(_ text: String, keepingLineBreaks: Bool, frame: Frame) -> String {
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
    static func startsWithMark(_ bytes: [UInt8], at i: Int) -> Bool {
        var iterator = bytes[i...].makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let s) = decoder.decode(&iterator) else { return false }
        return s.properties.isGraphemeExtend
    }

    func appendRaw(_ s: String, parent: MarkupNodeID) {
        let frame = frames[frames.count - 1]
        frame.inline.append(s, attributes: attributes(parent: parent))
        frame.endsWithSpace = s == "\u{2028}"
    }

    /// The frame's inline text as a paragraph (or heading, or preformatted text) block.
    func flushInline(_ frame: Frame) {
        var text = frame.inline
        frame.inline = AttributedText()
        frame.endsWithSpace = true
        // Trim the collapsed space at the ends (preformatted text keeps its own, but loses the
        // final newline).
        let pre = frame.style.whiteSpace.preservesSpaces
        // Counted from the ends (a space and a line feed are one UTF-16 unit and one UTF-8 byte).
        let bytes = text.string.utf8
        let length = text.length
        var lo = 0, hi = length
        if pre {
            if bytes.last == 0x0A { hi -= 1 }
        } else {
            lo = bytes.prefix(while: { $0 == 0x20 }).count
            if lo < length { hi -= bytes.reversed().prefix(while: { $0 == 0x20 }).count }
        }
        guard hi > lo else { return }
        if lo > 0 || hi < length {
            guard let trimmed = try? text.attributedSubstring(from: lo..<hi) else { return }
            text = trimmed
        }
        if frame.style.whiteSpace == .nowrap { text = Self.joiningSpaces(text) }
        text = applyingFontFaces(text)
        let paragraphStyle = StyleMapping.paragraph(frame.style)
        switch frame.tag {
        case "h1", "h2", "h3", "h4", "h5", "h6":
            let level = Int(frame.tag.dropFirst()) ?? 1
            // A repeated id names the first element only; this heading then gets a name of its own.
            let id = doc[frame.node].attribute("id").flatMap { anchorOwners[$0] == frame.node ? $0 : nil }
            // Its lines aligned as `text-align` says (its own or inherited: a centred title page).
            let alignment = frame.style.textAlign == .start ? nil : StyleMapping.alignment(frame.style)
            frame.blocks.append(.heading(Heading(text, level: level, id: id, style: BlockStyle(margins: .zero, alignment: alignment))))
        case "pre":
            frame.blocks.append(.preformatted(Preformatted(text, style: BlockStyle(margins: .zero))))
        default:
            frame.blocks.append(.paragraph(Paragraph(text, style: BlockStyle(margins: .zero), paragraphStyle: paragraphStyle)))
        }
    }
}
