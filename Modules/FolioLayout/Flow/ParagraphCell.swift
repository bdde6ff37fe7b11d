import FolioText

/// The short way for a table cell that holds one paragraph with no style of its own (a report's
/// cells, nearly all): its lines are set and stacked as a ``FlowGenerator`` would stack them —
/// one item per line, the cell's element their structure, the first with the cell's
/// paragraph spacing above it — without making a generator for the cell.
extension TableFlow {
    private static let plainStyle = BlockStyle()

    /// The items of a cell whose content is `content` laid out `width` wide with the cell's
    /// `alignment` (see above), or `nil` when the content is anything else: the cell is then
    /// laid out by a flow generator. `structure`: the cell's element.
    static func paragraphCellItems(_ content: [Block], width: Double, alignment: ParagraphStyle.Alignment?, setter: TextSetter,
                                   structure: StructureNode?) throws(LayoutError) -> [PlacedItem]? {
        guard content.count == 1, case .paragraph(let p) = content[0], p.style == plainStyle,
              p.text.length <= LineStream.pieceLength else { return nil }
        // As the generator opens the block: its element (the cell's own, see
        // ``StructureNode/ownElement(for:in:)``), and a cell's paragraph spacing above.
        let node = StructureNode.ownElement(for: content, in: structure)
        let lines: [(line: Line, height: Double)]
        if let plain = try setter.plainLines(of: p, alignment: alignment, width: width) {
            lines = plain
        } else {
            guard let text = setter.text(of: content[0], alignment: alignment) else { return nil }
            lines = try setter.lines(text, width: width)
        }
        let paragraphStyle = p.paragraphStyle ?? setter.style.paragraphStyle
        let widows = paragraphStyle.minimumWidowLines, orphans = paragraphStyle.minimumOrphanLines
        var items: [PlacedItem] = []
        items.reserveCapacity(lines.count)
        var y = 0.0
        for (k, entry) in lines.enumerated() {
            var item = FlowItem(.line(entry.line), x: 0, width: width, height: entry.height)
            item.structure = node
            if k == 0 {
                item.spaceBefore = max(0, setter.style.paragraphSpacing * FlowContext.cellSpacingScale)
            } else {
                item.keepWithPrevious = k < orphans || lines.count - k < widows
            }
            items.append(PlacedItem(item: item, y: y))
            y += entry.height
        }
        return items
    }
}
