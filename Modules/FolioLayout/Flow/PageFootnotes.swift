import FolioGeometry
import FolioText

/// The footnote area of the page being made (CSS GCPM's `@footnote`): the notes whose calls
/// landed on the page, stacked at its foot under a separator rule; the flow's room shrinks by
/// the area's height. The notes split at a page's foot wait here for the next page.
struct PageFootnotes {
    let area: FootnoteArea
    /// The content width (the separator's default length is a third of it).
    let width: Double
    /// The notes on the page, in order, each with the index of the placed item whose text calls
    /// it (-1 for the rest of a note begun on the page before).
    private(set) var notes: [(item: FlowItem, anchor: Int)] = []
    /// The rest of notes split at the page's foot, for the next page's area, in order.
    var continued: [FlowItem] = []
    /// The area's height: 0 when it is empty.
    private(set) var height = 0.0

    init(area: FootnoteArea, width: Double) {
        self.area = area
        self.width = width
    }

    /// The height the area grows by with notes `added` points tall (spacings included) and
    /// `count` of them.
    func growth(adding added: Double, count: Int) -> Double {
        guard count > 0 else { return 0 }
        return notes.isEmpty ? area.headHeight + added - area.noteSpacing : added
    }

    /// The height `note` takes in the area after the notes on it (its spacing included).
    func cost(of note: FlowItem) -> Double {
        growth(adding: area.noteSpacing + note.height, count: 1)
    }

    /// Adds a note called by the placed item `anchor`.
    mutating func add(_ note: FlowItem, anchor: Int) {
        height += cost(of: note)
        notes.append((note, anchor))
    }

    /// Starts a new page: the area empty, but for the notes continued from the page before.
    mutating func startPage() -> [FlowItem] {
        notes = []
        height = 0
        defer { continued = [] }
        return continued
    }

    /// Takes back the notes whose calls are in the placed items from `index` on (which go to
    /// the next page), by anchor.
    mutating func takeBack(from index: Int) -> [Int: [FlowItem]] {
        var back: [Int: [FlowItem]] = [:]
        notes.removeAll { note in
            guard note.anchor >= index else { return false }
            back[note.anchor, default: []].append(note.item)
            return true
        }
        height = 0
        let kept = notes
        notes = []
        for note in kept { add(note.item, anchor: note.anchor) }
        return back
    }

    /// Splits `note` to fit in `room` points of the area (spacing and separator included):
    /// the part that fits, if any, and the rest.
    func split(_ note: FlowItem, room: Double) -> (head: FlowItem?, rest: FlowItem?) {
        let overhead = cost(of: note) - note.height
        guard case .rows(let box) = note.content, room - overhead > 0,
              let parts = box.split(at: room - overhead, fresh: false), parts.first.contentBottom > 0 else { return (nil, note) }
        var head = note
        head.content = .rows(parts.first)
        head.height = parts.first.contentBottom
        if parts.restIsEmpty { return (head, nil) }
        var rest = note
        rest.content = .rows(parts.rest)
        rest.height = parts.rest.height
        return (head, rest)
    }

    /// The area's separator and notes, placed at the foot of a content area `pageHeight` tall.
    func placed(pageHeight: Double) -> [PlacedItem] {
        guard !notes.isEmpty else { return [] }
        var out: [PlacedItem] = []
        let top = pageHeight - height
        if area.ruleThickness > 0 {
            let rule = FlowItem(.rule(thickness: area.ruleThickness, color: area.ruleColor), x: 0,
                                width: min(width, area.ruleLength ?? width / 3), height: area.ruleThickness)
            out.append(PlacedItem(item: rule, y: top + area.spaceAbove))
        }
        var y = top + area.headHeight
        for (k, note) in notes.enumerated() {
            if k > 0 { y += area.noteSpacing }
            out.append(PlacedItem(item: note.item, y: y))
            y += note.item.height
        }
        return out
    }
}
