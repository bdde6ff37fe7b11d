import FolioGeometry

/// A run of a ``Columns`` block's content (between blocks spanning the columns) laid out in
/// columns, a page's part at a time (CSS Multi-column Layout 1 §8, with CSS Fragmentation 3's
/// rules at column breaks).
///
/// The content is stacked once as one column of the columns' width would stack it; each part
/// then runs these items through a ``Paginator`` whose pages are the part's columns, so that
/// widows, orphans, headings kept with what follows, `breakInside: .avoid` and table rows split
/// between lines hold at column breaks as at page breaks. A part that does not hold the rest
/// fills its columns to the room left on the page; the last part is balanced: the least column
/// height that holds it, found by bisection (the columns' bottoms are break points, so the
/// height found is a real one, not the bisection's bound).
///
/// A part is a ``RowBox`` whose cells are the columns, in order (tagged PDF reads them so),
/// each cell reaching to the middle of the gaps beside it so that the rule, drawn as a
/// cell's left border, stands in the middle of its gap.
final class ColumnFlow {
    let count: Int
    let columnWidth: Double
    let gap: Double
    let rule: Border?
    let fill: Columns.Fill
    private let setter: TextSetter
    /// The items stacked as one column would stack them; those from ``head`` on are in no part yet.
    private var items: [FlowItem]
    /// The first item of ``items`` in no part yet.
    private var head = 0
    /// What the last part left of the items it looked at (a split table row's rest, the
    /// items after its last column), ahead of ``items`` from ``head``.
    private var pending: [FlowItem] = []

    /// The height at which bisection stops: the part found is within this of the least.
    private static let precision = 0.01

    /// Columns of `items` (the flow of a column `width` wide): `count` of them, `gap` apart.
    init(_ items: [FlowItem], count: Int, width: Double, gap: Double, rule: Border?, fill: Columns.Fill, setter: TextSetter) {
        self.count = max(1, count)
        columnWidth = width
        self.gap = gap
        self.rule = rule
        self.fill = fill
        self.setter = setter
        var items = items
        // The first block's top margin stays at the top of the first column (no break is
        // there, CSS Fragmentation 3 §5.2); a paginator drops the margin above a page's first item.
        if let first = items.first, first.spaceBefore > 0 {
            var margin = FlowItem(.space, x: first.x, width: first.width, height: first.spaceBefore)
            margin.container = first.container
            items[0].spaceBefore = 0
            items.insert(margin, at: 0)
        }
        self.items = items
    }

    /// A copy at the same point, whose parts leave this one where it is.
    private init(copying other: ColumnFlow) {
        count = other.count
        columnWidth = other.columnWidth
        gap = other.gap
        rule = other.rule
        fill = other.fill
        setter = other.setter
        items = other.items
        head = other.head
        pending = other.pending
    }

    /// Whether every item is in a part.
    var isFinished: Bool { pending.isEmpty && head >= items.count }

    /// The items in no part yet, in order.
    var remainingItems: [FlowItem] { pending + items[head...] }

    /// The height of the items in no part yet stacked in one column, margins included, or
    /// `limit` once it is past it (the sum stops there).
    private func stackedHeight(limit: Double = .infinity) -> Double {
        var sum = 0.0
        for item in pending { sum += item.spaceBefore + item.height }
        var k = head
        while sum <= limit, k < items.count {
            sum += items[k].spaceBefore + items[k].height
            k += 1
        }
        return sum
    }

    /// About how tall the columns are on a page of unlimited height (the content shared
    /// evenly): what the flow counts for them before a page places them (floats beside, least
    /// heights of boxes around them).
    var estimatedHeight: Double { stackedHeight() / Double(count) }

    /// The next part, in `room` points of height: its columns filled to `room` when the rest
    /// does not fit in them, else the last part, balanced (or, with ``Columns/Fill/auto``,
    /// filled one column after another). `fresh`: the part starts a page of its own, where
    /// waiting for the next page gives no more room, so each column takes its first item even
    /// when it does not fit (scaled, for an image). `nil` when nothing fits in
    /// `room` (and the part is not `fresh`), or when no items are left.
    func nextPart(room: Double, fresh: Bool) throws(LayoutError) -> RowBox? {
        guard !isFinished else { return nil }
        let room = fresh ? max(room, 1) : room
        guard room > 0 else { return nil }
        // No column is taller than the whole stack (a bound for balancing, and for `room` unlimited).
        let height = min(room, stackedHeight(limit: room) + 1)
        let full = try fill(height: height, forces: fresh)
        guard full.columns.first?.contains(where: { $0.item.pin == nil }) == true else { return nil }
        if !full.rest.isEmpty || full.end < items.count {
            pending = full.rest
            head = full.end
            // The items placed let go of, a page's worth at a time or more (memory follows what is left).
            if head > 64, head * 2 > items.count {
                items.removeFirst(head)
                head = 0
            }
            return box(full.columns, height: height)
        }
        var chosen = full
        if fill == .balance, count > 1 {
            // The least height that holds the rest: bisection between what holds it and what does not.
            var low = 0.0, high = height
            while high - low > Self.precision {
                let middle = (low + high) / 2
                let trial = try fill(height: middle, forces: false)
                if trial.rest.isEmpty, trial.end == items.count, !trial.columns.isEmpty {
                    high = middle
                    chosen = trial
                } else {
                    low = middle
                }
            }
        }
        pending = []
        head = items.count
        items = []
        let bottom = chosen.columns.map(Self.bottom).max() ?? 0
        return box(chosen.columns, height: min(bottom, room))
    }

    /// The bottom of a column's lowest item in the flow.
    private static func bottom(_ column: [PlacedItem]) -> Double {
        column.reduce(0) { $1.item.pin == nil ? max($0, $1.y + $1.item.height) : $0 }
    }

    /// The items in no part yet through a paginator whose pages are `count` columns `height`
    /// tall: the items of each column used, what is left of those looked at, and the end of
    /// those looked at in ``items``. `forces`: each column takes its first item even when it
    /// does not fit (on a page of its own, the next page has no more room).
    ///
    /// Only a window of the items is looked at: as many as fill the columns and a column more,
    /// grown while the columns hold it all, so that a part costs what its page holds, not
    /// what is left of the columns. It ends after an item that is not blank: a paginator at a
    /// column's top reads a run of blank lines to its end.
    private func fill(height: Double, forces: Bool) throws(LayoutError) -> (columns: [[PlacedItem]], rest: [FlowItem], end: Int) {
        var reach = Double(count + 1) * height + 1
        while true {
            var sum = 0.0
            for item in pending { sum += item.spaceBefore + item.height }
            var end = head
            while end < items.count, sum <= reach {
                sum += items[end].spaceBefore + items[end].height
                end += 1
            }
            while end > head, end < items.count, items[end - 1].isBlank { end += 1 }
            let result = try fill(pending + items[head..<end], height: height, forces: forces)
            if end == items.count || !result.rest.isEmpty { return (result.columns, result.rest, end) }
            reach *= 2
        }
    }

    /// `items` through a paginator whose pages are `count` columns `height` tall: the items
    /// of each column used, and those left over.
    private func fill(_ items: [FlowItem], height: Double, forces: Bool) throws(LayoutError) -> (columns: [[PlacedItem]], rest: [FlowItem]) {
        var items = items
        // Columns in these columns are cut into parts as the trial goes: a copy of each for
        // the trial, so that the next trial (balancing tries several) starts where this one did.
        for k in items.indices {
            if case .columns(let nested) = items[k].content { items[k].content = .columns(ColumnFlow(copying: nested)) }
        }
        let paginator = Paginator(generator: FlowGenerator(replaying: items, width: columnWidth, setter: setter))
        var columns: [[PlacedItem]] = []
        paginator.forcesFirstItem = forces
        for _ in 0..<count {
            // `nil`: the items are all placed, or the column's first one does not fit.
            guard let placed = try paginator.nextPage(height: height) else { break }
            columns.append(placed)
        }
        return (columns, try paginator.remainingItems())
    }

    /// The part of `columns` (the items of each column used), its columns `height` tall.
    private func box(_ columns: [[PlacedItem]], height: Double) -> RowBox {
        var cells: [CellBox] = []
        let half = gap / 2
        for k in 0..<count {
            let items = k < columns.count ? columns[k] : []
            let left = k == 0 ? 0 : half, right = k == count - 1 ? 0 : half
            var cell = CellBox(x: Double(k) * (columnWidth + gap) - left, width: columnWidth + left + right, y: 0, height: height,
                               items: items[...], padding: EdgeInsets(top: 0, left: left, bottom: 0, right: right))
            // A rule stands only between two columns that both have content.
            if let rule, k > 0, !items.isEmpty, !(cells[k - 1].items.isEmpty) { cell.borderLeft = rule }
            cells.append(cell)
        }
        var box = RowBox(cells: cells, height: height)
        box.isColumns = true
        return box
    }
}
