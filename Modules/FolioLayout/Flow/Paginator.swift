import FolioGeometry
import FolioGraphics
import FolioText

/// Fills pages with the generator's items: as many as fit, breaking where the keep rules allow
/// (widows, orphans, headings with their next block, avoid-inside), splitting table rows at
/// line boundaries, scaling images taller than a page. Every page takes at least one item, so
/// pagination always ends.
final class Paginator {
    private let generator: FlowGenerator
    // `@exclusivity(unchecked)`: changed for every line or glyph, so not checked at run time (Performance.md).
    /// Items taken back from a page (or split off), placed before the generator's next ones.
    @exclusivity(unchecked) private var carried: [FlowItem] = []
    /// Whether the generator has given its last item and every item is on a page.
    private(set) var isFinished = false
    /// Blocks out of the flow that come back on every page (``Placement/fixed(top:left:bottom:right:)``).
    private var everyPage: [FlowItem] = []
    /// Pages made so far (for the page a warning names).
    private var pageCount = 0
    /// Whether the next page starts the document or follows a page break (where blank lines at
    /// its top are kept, as they were asked for).
    private var nextPageFollowsBreak = true

    init(generator: FlowGenerator) {
        self.generator = generator
    }

    /// Makes the next item the last of `carried`, where it is read in place; `false` when the
    /// document has no more.
    private func hasNext() throws(LayoutError) -> Bool {
        if !carried.isEmpty { return true }
        guard let item = try generator.next() else {
            isFinished = true
            return false
        }
        carried.append(item)
        return true
    }

    private func pop() { carried.removeLast() }

    /// At the top of a page the flow ran onto, the blank lines and space that come next are
    /// dropped when they would fill the page or when nothing follows them: no page holds only
    /// white space. Otherwise they stay (a blank line of plain text at a page's top). Reads
    /// ahead a page's worth of items at most. Returns whether it dropped them.
    private func dropBlankRun(pageHeight: Double) throws(LayoutError) -> Bool {
        var run: [FlowItem] = []
        var height = 0.0
        while height < pageHeight, try hasNext(), carried[carried.count - 1].isBlank {
            height += carried[carried.count - 1].height
            run.append(carried.removeLast())
        }
        if height < pageHeight && !isFinished {
            carried.append(contentsOf: run.reversed())
            return false
        }
        return true
    }

    /// The next page's items for a content area `height` points tall, or `nil` when the
    /// document has no more.
    func nextPage(height: Double) throws(LayoutError) -> [PlacedItem]? {
        pageCount += 1
        var placed = everyPage.map { PlacedItem(item: $0, y: $0.pin?.y(flowAt: 0, pageHeight: height) ?? 0) }
        var y = 0.0
        // The top of the last item placed in the flow: the floats after it go from there.
        var anchorY = 0.0
        let epsilon = 0.001
        // A page the flow ran onto holds no white space alone (see dropBlankRun).
        var checksBlankTop = !nextPageFollowsBreak
        nextPageFollowsBreak = false
        while try hasNext() {
            let next = carried.count - 1
            if case .pageBreak = carried[next].content {
                pop()
                if placed.allSatisfy({ $0.item.isRepeat }) { continue }
                nextPageFollowsBreak = true
                break
            }
            if checksBlankTop, carried[next].isBlank, placed.allSatisfy({ $0.item.isRepeat }) {
                // Dropped: what follows is checked again; kept: placed as usual.
                checksBlankTop = try dropBlankRun(pageHeight: height)
                continue
            }
            if let pin = carried[next].pin {
                // Out of the flow: placed where it goes, taking no room; counted as no content
                // of the page's own.
                var item = carried.removeLast()
                item.isRepeat = true
                placed.append(PlacedItem(item: item, y: pin.y(flowAt: y, pageHeight: height)))
                if pin.everyPage {
                    var copy = item
                    copy.pin = pin.copy
                    everyPage.append(copy)
                }
                continue
            }
            if carried[next].isFloat {
                // A float (CSS `float`), after the item it is beside: from that item's top.
                if try placeFloat(&placed, anchorY: anchorY, pageHeight: height) { continue }
                break
            }
            // A table continuing on a new page: its caption and header rows first.
            // (The page has no content of its own yet: at most blocks out of the flow.)
            let empty = placed.allSatisfy { $0.item.pin != nil }
            if empty, let table = carried[next].table, table.repeats(onPageOf: height) {
                let item = carried[next]
                // Below the header rows, the row brought forward from the page before.
                let brought = item.tableRow > 0 ? try table.carryRow?(item.tableRow, false).map { [$0] } ?? [] : []
                for var repeated in table.continuedCaption + (table.headerRows + brought).map({ FlowItem(.rows($0), x: item.x, width: item.width, height: $0.height) }) {
                    repeated.isRepeat = true
                    repeated.container = item.container
                    placed.append(PlacedItem(item: repeated, y: y))
                    y += repeated.height
                }
            }
            let space = empty ? 0 : carried[next].spaceBefore
            let itemHeight = carried[next].height
            // A table's body rows leave room at the page's foot for its footer rows.
            let limit = height - (carried[next].table.map { $0.repeats(onPageOf: height) ? $0.footReserve : 0 } ?? 0)
            if y + space + itemHeight <= limit + epsilon {
                // It fits: moved from the carried items onto the page, not copied.
                placed.append(PlacedItem(item: carried.removeLast(), y: y + space))
                anchorY = y + space
                y += space + itemHeight
                continue
            }
            // It does not fit.
            let item = carried[next]
            let room = limit - y - space
            let fresh = placed.allSatisfy { $0.item.isRepeat }
            if case .rows(let box) = item.content, fresh || box.height > height / 4,
               let parts = box.split(at: room, fresh: fresh) {
                pop()
                var head = item
                head.content = .rows(parts.first)
                head.height = parts.first.height
                placed.append(PlacedItem(item: head, y: y + space))
                anchorY = y + space
                var tail = item
                tail.content = .rows(parts.rest)
                tail.height = parts.rest.height
                tail.keepWithPrevious = false
                tail.spaceBefore = 0
                tail.markers = []
                tail.heading = nil
                if !parts.restIsEmpty { carried.append(tail) }
                for warning in parts.overflow { warn(warning) }
                break
            }
            if fresh {
                // Taller than a whole page: scale an image; place anything else as it is.
                pop()
                var big = item
                if case .figure = item.content, item.height > 0 {
                    let scale = max(room, 1) / item.height
                    big.height *= scale
                    big.width *= scale
                } else if let warning = RowBox.overflowWarning(item, room: room) {
                    warn(warning)
                }
                placed.append(PlacedItem(item: big, y: y))
                anchorY = y
                break
            }
            if item.keepWithPrevious {
                // Break before the last item that may start a page, if any, and if the page
                // keeps an item of its own: a page of repeated table headers alone would be
                // made again and again, never reaching the end.
                if let k = placed.indices.last(where: { $0 > 0 && !placed[$0].item.keepWithPrevious && !placed[$0].item.isRepeat }),
                   placed[..<k].contains(where: { !$0.item.isRepeat }) {
                    let back = placed[k...].filter { !$0.item.isRepeat }.map(\.item)
                    placed.removeSubrange(k...)
                    carried.append(contentsOf: back.reversed())
                }
            }
            break
        }
        try closeTable(&placed, pageHeight: height)
        Pin.placeAnchored(&placed)
        // A page of nothing but copies of blocks on every page ends the document.
        if isFinished && placed.allSatisfy({ $0.item.pin?.isCopy == true }) { return nil }
        if placed.isEmpty { return nil }
        return placed
    }

    /// Ends a table that continues on the next page: its last rows on this page draw their
    /// bottom borders, and below them come the carried-forward row and the footer rows, in the
    /// room its rows left (``TableContext/footReserve``) when they repeat on pages `pageHeight`
    /// points tall.
    private func closeTable(_ placed: inout [PlacedItem], pageHeight: Double) throws(LayoutError) {
        guard let k = placed.indices.last(where: { placed[$0].item.table != nil && !placed[$0].item.isRepeat }),
              let table = placed[k].item.table, let following = carried.last, following.table === table,
              case .rows(var last) = placed[k].item.content else { return }
        last.closesBottom = true
        placed[k].item.content = .rows(last)
        guard table.repeats(onPageOf: pageHeight) else { return }
        let item = placed[k].item
        var y = placed[k].y + item.height
        let carriedRow = try table.carryRow?(following.tableRow, true).map { [$0] } ?? []
        for box in carriedRow + table.footerRows {
            var foot = FlowItem(.rows(box), x: item.x, width: item.width, height: box.height)
            foot.isRepeat = true
            foot.container = item.container
            placed.append(PlacedItem(item: foot, y: y))
            y += box.height
        }
    }

    /// Places the float that comes next, `dy` (its ``FlowItem/spaceBefore``) below the top
    /// of the item before it, `anchorY`; returns whether the page goes on. A float that does
    /// not fit above the page's foot goes to the next page with that item (and with what the
    /// keep rules hold to it); one that would not fit on a page of its own is placed, its foot
    /// cut, with a warning. It takes no room in the flow.
    @inline(never)
    private func placeFloat(_ placed: inout [PlacedItem], anchorY: Double, pageHeight: Double) throws(LayoutError) -> Bool {
        let float = carried[carried.count - 1]
        let top = anchorY + float.spaceBefore
        if top + float.height > pageHeight + 0.001 {
            // Back to the last item a page may start with, if the page keeps an item before it.
            if let k = placed.indices.last(where: { $0 > 0 && !placed[$0].item.keepWithPrevious && !placed[$0].item.isRepeat }),
               placed[..<k].contains(where: { !$0.item.isRepeat }) {
                let back = placed[k...].filter { !$0.item.isRepeat }.map(\.item)
                placed.removeSubrange(k...)
                carried.append(contentsOf: back.reversed())
                return false
            }
            warn("a float \(Int(float.height.rounded())) pt tall does not fit on a page (\(Int(pageHeight.rounded())) pt); its foot is cut")
        }
        placed.append(PlacedItem(item: carried.removeLast(), y: top))
        return true
    }

    /// Notes that content is cut off at the foot of the page being made: a warning by default.
    private func warn(_ what: String) {
        generator.setter.log.warn(.warning(.contentCut, "page \(pageCount): \(what)", at: .page(pageCount)))
    }
}
