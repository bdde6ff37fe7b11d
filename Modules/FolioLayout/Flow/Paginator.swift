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
    /// The side the page after a forced break must be on (`break-before: right`), until it is made.
    private var pendingSide: PageSide?
    /// Added to the paginator's page indexes to tell left pages from right ones (the first
    /// page of a document printed from its third page is a right page when 2 is added).
    var pageIndexOffset = 0
    /// The indexes of the blank pages made so far: pages left empty so that the content after
    /// a `break-before: left` or `right` starts on that side (CSS Paged Media 3 `:blank`).
    private(set) var blankPages: [Int] = []
    /// The footnote area of the page being made, when the document has footnotes.
    private var footnotes: PageFootnotes?
    /// Whether a page takes its first item even when it does not fit (every page takes one,
    /// so that pagination ends). `false` for the columns of a part that does not start a page
    /// (``ColumnFlow``): a column whose first item does not fit is left empty, and the page
    /// is `nil` though the flow goes on.
    var forcesFirstItem = true

    init(generator: FlowGenerator) {
        self.generator = generator
        footnotes = generator.footnotes.map { PageFootnotes(area: $0.area, width: generator.rootWidth) }
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
        if let side = pendingSide {
            pendingSide = nil
            // The wrong side, and content to come: a blank page first (no items, not even fixed blocks).
            let isRight = (pageCount + pageIndexOffset) % 2 == 0
            if isRight != (side == .right), try hasNext() {
                blankPages.append(pageCount)
                pageCount += 1
                return []
            }
        }
        pageCount += 1
        var placed = everyPage.map { PlacedItem(item: $0, y: $0.pin?.y(flowAt: 0, pageHeight: height) ?? 0) }
        var y = 0.0
        // The top of the last item placed in the flow: the floats after it go from there.
        var anchorY = 0.0
        let epsilon = 0.001
        // A page the flow ran onto holds no white space alone (see dropBlankRun).
        var checksBlankTop = !nextPageFollowsBreak
        nextPageFollowsBreak = false
        if footnotes != nil { placeContinuedNotes(pageHeight: height) }
        while try hasNext() {
            let next = carried.count - 1
            if carried[next].isFootnote {
                // A note whose call went onto a page before (with rows split there): here.
                placeNotes(1, anchor: placed.count - 1, room: height - y - (footnotes?.height ?? 0))
                continue
            }
            if case .pageBreak(let side) = carried[next].content {
                pop()
                if placed.allSatisfy({ $0.item.isRepeat }) {
                    // At the top of a page on the wrong side: the page stays blank.
                    if let side, (pageCount - 1 + pageIndexOffset) % 2 == 0 ? side == .left : side == .right, try hasNext() {
                        nextPageFollowsBreak = true
                        blankPages.append(pageCount - 1)
                        return []
                    }
                    continue
                }
                nextPageFollowsBreak = true
                pendingSide = side
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
                if try placeFloat(&placed, anchorY: anchorY, pageHeight: height - (footnotes?.height ?? 0)) { continue }
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
            if case .columns(let flow) = carried[next].content {
                // Columns: the part that fits in the room left here becomes rows; the rest waits.
                let space = empty ? 0 : carried[next].spaceBefore
                if try cutColumns(flow, room: height - (footnotes?.height ?? 0) - y - space,
                                  fresh: forcesFirstItem && placed.allSatisfy { $0.item.isRepeat }) { continue }
            }
            let space = empty ? 0 : carried[next].spaceBefore
            let itemHeight = carried[next].height
            // A table's body rows leave room at the page's foot for its footer rows.
            // (And the footnote area its notes and those of the page so far take.)
            let limit = height - (carried[next].table.map { $0.repeats(onPageOf: height) ? $0.footReserve : 0 } ?? 0)
                - (footnotes?.height ?? 0)
            let notes = carried[next].callsFootnotes ? try notesAfterNext() : (count: 0, growth: 0.0)
            if y + space + itemHeight <= limit - notes.growth + epsilon {
                // It fits: moved from the carried items onto the page, not copied.
                placed.append(PlacedItem(item: carried.removeLast(), y: y + space))
                anchorY = y + space
                y += space + itemHeight
                if notes.count > 0 { placeNotes(notes.count, anchor: placed.count - 1, room: .infinity) }
                continue
            }
            // It does not fit.
            let item = carried[next]
            let room = limit - y - space
            let fresh = forcesFirstItem && placed.allSatisfy { $0.item.isRepeat }
            if fresh, notes.count > 0, room >= itemHeight - epsilon {
                // The call's line is the page's first and its notes do not fit below it: they
                // are split, the rest continued on the next page's footnote area.
                pop()
                placed.append(PlacedItem(item: item, y: y + space))
                placeNotes(notes.count, anchor: placed.count - 1, room: room - itemHeight)
                break
            }
            if fresh, let area = footnotes?.height, area > 0, itemHeight <= limit + area + epsilon {
                // Notes continued from the page before leave no room for it: a page of notes.
                break
            }
            if case .rows(let box) = item.content, fresh || (box.height > height / 4 && !box.avoidsBreakInside),
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
                    takeBack(&placed, from: k)
                }
            }
            break
        }
        try closeTable(&placed, pageHeight: height)
        Pin.placeAnchored(&placed)
        if let notes = footnotes {
            placed += notes.placed(pageHeight: height)
            // The rest of a split note still needs a page.
            if isFinished, !notes.continued.isEmpty { isFinished = false }
        }
        // A page of nothing but copies of blocks on every page ends the document.
        if isFinished && placed.allSatisfy({ $0.item.pin?.isCopy == true }) { return nil }
        if placed.isEmpty { return nil }
        return placed
    }

    /// Turns the columns that come next into the part of them that fits in `room` points (rows,
    /// placed as they are), followed by the rest when there is more; returns whether it did.
    /// When nothing fits, the columns are left taller than the room, for the next page.
    private func cutColumns(_ flow: ColumnFlow, room: Double, fresh: Bool) throws(LayoutError) -> Bool {
        let item = carried[carried.count - 1]
        guard let part = try flow.nextPart(room: room, fresh: fresh) else {
            carried[carried.count - 1].height = max(0, room) + 1
            return false
        }
        carried.removeLast()
        if !flow.isFinished {
            var rest = item
            rest.spaceBefore = 0
            rest.keepWithPrevious = false
            rest.markers = []
            rest.heading = nil
            carried.append(rest)
        }
        var head = item
        head.content = .rows(part)
        head.height = part.height
        carried.append(head)
        return true
    }

    /// What the flow has left after the pages made so far: the items carried, then the
    /// generator's (the columns of a part, ``ColumnFlow``, hand the rest on to the next part).
    func remainingItems() throws(LayoutError) -> [FlowItem] {
        var rest: [FlowItem] = carried.reversed()
        carried = []
        while let item = try generator.next() { rest.append(item) }
        return rest
    }

    /// Moves the items placed from `k` on back to the carried items (to the next page), each
    /// followed by the notes its text calls.
    private func takeBack(_ placed: inout [PlacedItem], from k: Int) {
        let notes = footnotes?.takeBack(from: k) ?? [:]
        var back: [FlowItem] = []
        for index in k..<placed.count where !placed[index].item.isRepeat {
            back.append(placed[index].item)
            back += notes[index] ?? []
        }
        placed.removeSubrange(k...)
        carried.append(contentsOf: back.reversed())
    }

    // MARK: Footnotes

    /// How many footnote bodies follow the next item (read from the generator as needed), and
    /// how much they would add to the page's footnote area.
    private func notesAfterNext() throws(LayoutError) -> (count: Int, growth: Double) {
        guard let area = footnotes else { return (0, 0) }
        var count = 0, added = 0.0
        while true {
            let index = carried.count - 2 - count
            if index < 0 {
                guard let item = try generator.next() else { break }
                carried.insert(item, at: 0)
                continue
            }
            guard carried[index].isFootnote else { break }
            added += area.area.noteSpacing + carried[index].height
            count += 1
        }
        return (count, area.growth(adding: added, count: count))
    }

    /// Moves the `count` notes that come next into the page's footnote area, called by the
    /// placed item `anchor`, in `room` points at most: a note that does not fit is split
    /// between its lines, and its rest and the notes after it go to the next page's area.
    private func placeNotes(_ count: Int, anchor: Int, room: Double) {
        var room = room
        for _ in 0..<count {
            let note = carried.removeLast()
            guard footnotes!.continued.isEmpty else {
                footnotes!.continued.append(note)
                continue
            }
            let cost = footnotes!.cost(of: note)
            if cost <= room + 0.001 {
                room -= cost
                footnotes!.add(note, anchor: anchor)
                continue
            }
            let parts = footnotes!.split(note, room: room)
            if let head = parts.head {
                room -= footnotes!.cost(of: head)
                footnotes!.add(head, anchor: anchor)
            }
            if let rest = parts.rest { footnotes!.continued.append(rest) }
        }
    }

    /// Starts the page's footnote area with the notes continued from the page before, as much
    /// of them as a page holds; a note line taller than the page is placed cut, with a warning.
    private func placeContinuedNotes(pageHeight: Double) {
        let notes = footnotes!.startPage()
        for (k, note) in notes.enumerated() {
            if !footnotes!.continued.isEmpty {
                footnotes!.continued.append(note)
                continue
            }
            let room = pageHeight - footnotes!.height
            if footnotes!.cost(of: note) <= room + 0.001 {
                footnotes!.add(note, anchor: -1)
                continue
            }
            let parts = footnotes!.split(note, room: room)
            if let head = parts.head {
                footnotes!.add(head, anchor: -1)
                if let rest = parts.rest { footnotes!.continued.append(rest) }
            } else if k == 0 {
                // Not even its first line fits on a page.
                warn("a footnote line \(Int(note.height.rounded())) pt tall does not fit in the footnote area (\(Int(pageHeight.rounded())) pt); its foot is cut")
                footnotes!.add(note, anchor: -1)
            } else {
                footnotes!.continued.append(note)
            }
        }
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
                takeBack(&placed, from: k)
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
