import FolioGeometry
import FolioGraphics
import FolioPDF
import FolioText

/// Labelled items: list items (marker and body), definitions (term and definitions) and
/// the entries of a table of contents.
extension FlowGenerator {
    func openListItem(_ listItem: List.Item, style markerKind: List.MarkerStyle, number: Int, _ ctx: FlowContext) throws(LayoutError) {
        // A right-to-left item is indented from the right, its marker at its text's right.
        let rightToLeft = isRightToLeft(listItem.content)
        var inner = rightToLeft ? ctx.indented(left: 0, right: ctx.listIndent) : ctx.indented(left: ctx.listIndent, right: 0)
        // In the structure: the item, its marker the label, its content the body.
        let item = StructureNode(.listItem, parent: ctx.structure)
        inner.structure = StructureNode(.listBody, parent: item)
        let kind = listItem.markerStyle ?? markerKind
        let markerStyle = kind == .bullet ? List.MarkerStyle.bullet(forDepth: ctx.listDepth - 1) : kind
        let text = listItem.isMarked ? listItem.markerText ?? markerStyle.marker(number) : ""
        if listItem.isMarked, let box = listItem.checkBox {
            // Drawn where a marker ends, `markerGap` before the item's text (after it, right to left).
            let size = listItem.markerAttributes?.font?.size ?? style.font.size
            var art = MarkerArt(shape: .checkBox(checked: box == .checked), x: 0, size: size,
                                color: listItem.markerAttributes?.foregroundColor ?? style.textColor)
            art.x = rightToLeft ? inner.x + inner.width + style.markerGap : inner.x - style.markerGap - art.width
            let label = StructureNode(.label, attributes: StructureAttributes(actualText: box == .checked ? "\u{2611}" : "\u{2610}"),
                                      parent: item)
            pendingMarkers.append(ListMarker(art: art, label: label))
        } else if !text.isEmpty {
            var para = ParagraphStyle()
            para.alignment = rightToLeft ? .left : .right
            para.baseWritingDirection = rightToLeft ? .rightToLeft : .leftToRight
            para.lineBreakMode = .byClipping
            var markerWidth = max(0, ctx.listIndent - style.markerGap) + 40
            let base = setter.baseAttributes(paragraphStyle: para)
            let marker = listItem.markerAttributes.map { setter.styled(AttributedText(text, attributes: $0), base: base) }
                ?? AttributedText(text, attributes: base)
            if text.utf16.count > 6 {
                // A long number (`<ol start=-9223372036854775808>`) is set whole, reaching
                // further into the margin, rather than clipped.
                markerWidth = max(markerWidth, try setter.contentWidths(marker).max + 1)
            }
            if let line = try setter.lines(marker, width: markerWidth).first?.line {
                // Aligned to end `markerGap` before the item's text (after it, right to left).
                let x = rightToLeft ? inner.x + inner.width + style.markerGap : inner.x - style.markerGap - markerWidth
                pendingMarkers.append(ListMarker(line: line.offsetBy(dx: x, dy: 0),
                                                 label: StructureNode(.label, parent: item)))
            }
        }
        addSpace(style.paragraphSpacing * ctx.spacingScale)
        stack.append(.blocks(listItem.content.isEmpty ? [.paragraph(Paragraph(" "))] : listItem.content, index: 0, inner))
    }

    /// Whether an item's text runs right to left: its first paragraph's base direction, or,
    /// where that is left to the text, its first strong letter's (as the paragraph is set).
    func isRightToLeft(_ blocks: [Block]) -> Bool {
        guard let first = blocks.first else { return false }
        let text: AttributedText, own: ParagraphStyle?
        switch first {
        case .paragraph(let p): (text, own) = (p.text, p.paragraphStyle)
        case .group(let g): return isRightToLeft(g.content)
        default: return false
        }
        let given = text.runs.first?.attributes.paragraphStyle ?? own ?? style.paragraphStyle
        switch given.baseWritingDirection {
        case .rightToLeft: return true
        case .leftToRight: return false
        case .natural:
            // The first strong letter decides; a prefix holds it in any real item.
            let prefix = Array(text.string.unicodeScalars.prefix(256))
            return BidiResolver.levels(of: prefix, direction: .auto).paragraphLevel == 1
        }
    }

    /// A term in bold, kept with its definitions, which are indented.
    func openDefinition(_ entry: DefinitionList.Entry, _ ctx: FlowContext) throws(LayoutError) {
        // The term in bold, each run in its own font (a <code> term stays monospaced).
        var term = AttributedText()
        let units = Array(entry.term.string.utf16)
        for run in entry.term.runs {
            var a = run.attributes
            a.font = (a.font ?? style.font).bold
            term.append(String(decoding: units[run.range], as: UTF16.self), attributes: a)
        }
        let indent = EdgeInsets(top: 0, left: style.quoteIndent, bottom: 0, right: 0)
        // In the structure, a list item: the term its label, the definitions its body.
        let item = ctx.structure.map { StructureNode(.listItem, parent: $0) }
        var body = ctx, label = ctx
        body.structure = item.map { StructureNode(.listBody, parent: $0) }
        label.structure = item.map { StructureNode(.label, parent: $0) }
        stack.append(.blocks(entry.definitions.map { .group(Group($0, style: BlockStyle(margins: indent))) }, index: 0, body))
        stack.append(.blocks([.paragraph(Paragraph(term, style: BlockStyle(keepWithNext: true)))], index: 0, label))
    }

    func emitContents(_ toc: TableOfContents, _ ctx: FlowContext) throws(LayoutError) {
        if let title = toc.title {
            var heading = Heading(title, level: 1, id: "contents")
            heading.isListed = false
            headingCount -= 1 // the contents' own title does not take a generated id
            try content(.heading(heading), ctx)
            headingCount += 1
            addSpace(style.headingFont(level: 1).size * style.headingSpaceAfter)
        }
        for entry in contents where entry.level <= toc.maximumLevel {
            let indent = Double(entry.level - 1) * 14
            var para = ParagraphStyle()
            para.headIndent = indent + 14
            para.firstLineHeadIndent = indent
            para.tabStops = [ParagraphStyle.TabStop(location: ctx.width - indent, alignment: .right)]
            para.alignment = .left
            para.lineBreakStrategy = .greedy
            let font = entry.level == 1 ? style.font.bold : style.font
            let base = setter.baseAttributes(font: font, paragraphStyle: para)
            var text = AttributedText(entry.title, attributes: TextAttributes(link: .destination(entry.id)))
            text.append("\t\(entry.pageLabel)", attributes: TextAttributes(link: .destination(entry.id)))
            let styled = setter.styled(text, base: base)
            addSpace(entry.level == 1 ? 4 : 1)
            // Contents entries keep the link colour off: they read as a list, not as links.
            var plain = AttributedText()
            for run in styled.runs {
                var a = run.attributes
                a.foregroundColor = style.textColor
                plain.append(String(decoding: Array(styled.string.utf16)[run.range], as: UTF16.self), attributes: a)
            }
            var entryContext = ctx
            entryContext.structure = ctx.structure.map { StructureNode(.tableOfContentsItem, parent: $0) }
            try emitLines(plain, entryContext, widows: .max, orphans: .max)
        }
    }
}
