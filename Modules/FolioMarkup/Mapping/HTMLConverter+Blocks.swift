import FolioCSS
import FolioGeometry
import FolioGraphics
import FolioLayout
import FolioPDF
import FolioText

/// Closing a frame: an element's gathered children and text become its block (a paragraph,
/// heading, list, table, cell, flex or grid container …) in its parent frame.
extension HTMLConverter {
    func close() {
        guard frames.count > 1, let frame = frames.popLast() else { return }
        flushInline(frame)
        let parent = frames[frames.count - 1]
        if let note = frame.footnote { return closeFootnote(frame, note: note, in: parent) }
        var style = StyleMapping.block(frame.style)
        if let layers = backgroundLayers(frame.style) { style.decoration.backgroundLayers = layers }
        if frame.breaksForPageName { style.breakBefore = .always }
        let node = doc[frame.node]
        if let items = frame.containerItems {
            // A flex or grid container: what is left of its text is a last anonymous item.
            let all = frame.blocks.isEmpty ? items : items + [(nil, frame.blocks)]
            frame.blocks = FlexMapping.blocks(all, container: frame.style) { [unowned self] s in self.decoration(s) }
        } else if !frame.blocks.isEmpty, frame.tag != "ul", frame.tag != "ol", MulticolMapping.isMulticol(frame.style, tag: frame.tag) {
            // (A list's items go into columns as a list, below.)
            frame.blocks = [.columns(MulticolMapping.columns(frame.blocks, style: frame.style))]
        }
        markOutline(frame)
        if !frame.blocks.isEmpty, !["ul", "ol", "table", "thead", "tbody", "tfoot", "tr"].contains(frame.tag),
           NoteRoles.isNote(node, in: doc) {
            frame.blocks = notes.wrap(frame.blocks, of: node)
        }
        // A flex or grid item's box (background, padding, borders) is the item's, drawn as tall as its line.
        let isFlexItem = parent.containerItems != nil
        if isFlexItem {
            let (side, opacity, transform) = (style.breakBeforeSide, style.opacity, style.transform)
            style = BlockStyle(breakBefore: style.breakBefore, breakAfter: style.breakAfter, breakInside: style.breakInside)
            style.breakBeforeSide = side
            // Its opacity and transform are its content's (its cell's box is painted apart: partial).
            (style.opacity, style.transform) = (opacity, transform)
        }
        if isFlexItem, frame.blocks.isEmpty, frame.containerItems == nil {
            // An empty item with a box (a logo drawn as its background) is still an item, as tall as its `height`.
            var sized = StyleMapping.block(frame.style)
            StyleMapping.size(frame.style, &sized)
            if sized.hasVisibleBox || sized.minimumHeight != nil || !decoration(frame.style).isEmpty {
                let insets = sized.padding.top + sized.padding.bottom + (sized.borderTop?.width ?? 0) + (sized.borderBottom?.width ?? 0)
                frame.blocks = [.spacer(max(0, (sized.minimumHeight ?? 0) - insets))]
            }
        }
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
            // The list's `padding-left` is its indent: the markers stand in it, outside
            // the items' text (`ol { padding: 0 }` puts them in the margin, as browsers do).
            let indent = style.padding.left
            style.padding.left = 0
            let count = frame.items.count(where: \.isMarked)
            var list = List(frame.items, markerStyle: marker, start: start ?? (reversed ? count : 1), isReversed: reversed, style: style)
            list.indent = indent
            // A list in columns: its items run down the columns, each column indenting them.
            parent.blocks.append(MulticolMapping.isMulticol(frame.style, tag: frame.tag) ? MulticolMapping.columns(list: list, style: frame.style)
                                 : .list(list))
        case "li" where parent.tag == "ul" || parent.tag == "ol":
            Self.itemizeStrayBlocks(parent)
            let value = listNumber(node, "value")
            // An item's own box (padding, borders, background, margins: a contents entry
            // indented by `padding-left`) holds its content; the marker stays where it was.
            let boxed = style.hasVisibleBox || style.margins.map { $0 != .zero } ?? false
            let content = boxed ? [Block.group(Group(frame.blocks, style: style))] : frame.blocks
            var item = listItem(content, value: value, of: frame.node, style: frame.style, list: parent.style)
            item.checkBox = frame.checkBox
            parent.items.append(item)
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
            case .sum: break  // a table's width mixing units (calc()) is not read: auto
            case .auto: if let w = node.attribute("width"), w.hasSuffix("%"), let p = Double(w.dropLast()) { table.width = .fraction(p / 100) }
            }
            style.margins = style.margins.map { EdgeInsets(top: max($0.top, 6), left: $0.left, bottom: max($0.bottom, 6), right: $0.right) }
            StyleMapping.autoMargins(frame.style, &style)
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
            var row = TableRow(frame.cells, background: frame.style.backgroundColor.alpha > 0 ? frame.style.backgroundColor : nil)
            if frame.style.breakInside == .avoid { row.breakInside = .avoid }
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
                // CSS's width is the content's (unless `box-sizing: border-box`): the column
                // also holds the padding and the borders (half of each in a collapsed table,
                // whose cells share them).
                let borders = (style.borderLeft?.width ?? 0) + (style.borderRight?.width ?? 0)
                let collapsed = tableFrame(from: frames.count - 1)?.style.borderCollapse == .collapse
                let insets = style.padding.left + style.padding.right + (collapsed ? borders / 2 : borders)
                cell.width = .points(frame.style.boxSizing == .borderBox ? max(w, insets) : w + insets)
            case .percent(let p): cell.width = .fraction(p / 100)
            case .auto, .sum: break  // a cell's width mixing units (calc()) is not read
            }
            cell.verticalAlignment = switch frame.style.verticalAlign {
            case .top: .top
            case .middle: .middle
            case .bottom: .bottom
            case .baseline, .sub, .super: .baseline
            }
            if parent.tag == "tr" { parent.cells.append(cell) } else { parent.blocks += frame.blocks }
        case "blockquote":
            StyleMapping.size(frame.style, &style)
            parent.blocks.append(.blockQuote(BlockQuote(frame.blocks, style: style)))
        default:
            // p, div, dl, dt, dd, headings, pre, sections …: one block takes the element's
            // style, its margins collapsed with the block's own; several share it in a group.
            if frame.style.visibility != .visible { style.hideBox() }
            if frame.tag == "dt" { style.keepWithNext = true }
            style.placement = StyleMapping.placement(frame.style)
            let offset = StyleMapping.relativeOffset(frame.style)
            if offset != .zero { style.offset = offset }
            StyleMapping.size(frame.style, &style)
            if frame.style.display == .inlineBlock { StyleMapping.inlineBlock(in: parent.style, &style) }
            if frame.style.display == .inlineBlock, !isFlexItem, frame.style.float == .none, !style.placement.isOutOfFlow {
                if !frame.blocks.isEmpty || style.hasVisibleBox || style.minimumHeight != nil {
                    appendInlineBlock(.group(Group(frame.blocks, style: style)), style: frame.style, to: parent)
                }
                return
            }
            // A relative element folds into its only block unless that block is out of the flow,
            // which has it for containing block.
            let onlyOutOfFlow = frame.blocks.first?.style?.placement.isOutOfFlow ?? false
            if frame.blocks.count == 1, var only = frame.blocks.first, !style.hasVisibleBox, !style.isSized,
               style.placement == .inFlow || (style.placement == .relative && !onlyOutOfFlow) {
                only.style = style.enclosing(only.style)
                parent.blocks.append(only)
            } else if !frame.blocks.isEmpty || style.hasVisibleBox || style.minimumHeight != nil {
                // An empty element with a box or a height (a coloured panel, a rule drawn as a
                // border, a spacer) is drawn as browsers draw it.
                parent.blocks.append(.group(Group(frame.blocks, style: style)))
            }
        }
    }

    /// `<ol start>` or `<li value>`, within 32 bits as browsers count lists: a number past
    /// that is clamped, with a warning (its marker would be wider than any margin).
    func listNumber(_ node: MarkupNode, _ name: String) -> Int? {
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
    static func itemizeStrayBlocks(_ list: Frame) {
        guard !list.blocks.isEmpty else { return }
        list.items.append(List.Item(list.blocks, isMarked: false))
        list.blocks = []
    }

    /// `span` columns of the width a `<col>` or `<colgroup>` gives, for its table.
    func addColumns(_ node: MarkupNode, style: ComputedStyle) {
        guard let t = tableFrame(from: frames.count - 1) else { return }
        let width: Table.ColumnWidth = switch style.width {
        case .points(let w): .points(w)
        case .percent(let p): .fraction(p / 100)
        case .auto, .sum: .auto  // a column's width mixing units (calc()) is not read
        }
        let span = node.attribute("span").flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }.map { min(max($0, 1), 1000) } ?? 1
        t.columns += Array(repeating: TableColumn(width: width), count: span)
    }

    func tableFrame(from index: Int) -> Frame? {
        var i = index
        while i >= 0 {
            if frames[i].tag == "table" { return frames[i] }
            i -= 1
        }
        return nil
    }
}
