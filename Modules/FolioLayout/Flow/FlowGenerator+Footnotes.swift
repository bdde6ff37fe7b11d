import FolioGeometry
import FolioPDF
import FolioText

/// The document's footnotes as the top-level flow meets their calls: each note laid out once,
/// at the first item carrying its call.
final class FootnoteNotes {
    let notes: [Footnote]
    let area: FootnoteArea
    /// Sets the notes' text: the document's style with the area's font.
    let setter: TextSetter
    /// Which notes were laid out already (a call met twice, on two lines, gives one note).
    private var laidOut: [Bool]
    private var warned = false

    init(_ notes: [Footnote], area: FootnoteArea, setter: TextSetter) {
        self.notes = notes
        self.area = area
        var style = setter.style
        style.font = area.font ?? style.font.withSize(style.font.size * 0.8)
        var noteSetter = TextSetter(library: setter.library, style: style, log: setter.log, sharingWith: setter)
        noteSetter.pageLabels = setter.pageLabels
        self.setter = noteSetter
        laidOut = Array(repeating: false, count: notes.count)
    }

    /// Warns, once, of the notes no call in the flow reached (never called, or called only from
    /// places calls are not followed, such as another note): their text is on no page.
    func warnOfNotesLeftOut(_ log: DiagnosticLog) {
        guard !warned else { return }
        warned = true
        let left = laidOut.indices.filter { !laidOut[$0] }
        guard !left.isEmpty else { return }
        let numbers = left.prefix(10).map { String($0 + 1) }.joined(separator: ", ") + (left.count > 10 ? " …" : "")
        log.warn(.warning(.contentCut, "\(left.count) footnote\(left.count == 1 ? "" : "s") (\(numbers)) left out: no call to "
                          + "\(left.count == 1 ? "it" : "them") in the text's flow (a call in another note is not followed); "
                          + "put the call (TextAttributes.footnote) in the document's text"))
    }

    /// Marks note `index` as laid out; `false` when it was already, or is no note of the document.
    func take(_ index: Int) -> Bool {
        guard laidOut.indices.contains(index), !laidOut[index] else { return false }
        laidOut[index] = true
        return true
    }
}

extension FlowGenerator {
    /// The notes whose calls `item` carries (in its text, or its table cells' text) and that
    /// were not laid out before, each one item, to follow it; marks `item` as calling them. The
    /// paginator sets them in the footnote area of the page where `item` lands.
    func footnotes(calledBy item: inout FlowItem) throws(LayoutError) -> [FlowItem] {
        guard let footnotes, !item.isFootnote else { return [] }
        var calls: [Int] = []
        Self.footnoteCalls(in: item, into: &calls)
        var notes: [FlowItem] = []
        for index in calls where footnotes.take(index) {
            notes.append(try layoutFootnote(footnotes.notes[index], number: index + 1, footnotes))
        }
        if !notes.isEmpty { item.callsFootnotes = true }
        return notes
    }

    /// The note indexes of the calls in `item`'s text, in order.
    private static func footnoteCalls(in item: FlowItem, into calls: inout [Int]) {
        switch item.content {
        case .line(let line):
            for run in line.runs { if let n = run.attributes.footnote, !calls.contains(n) { calls.append(n) } }
        case .rows(let box):
            for cell in box.cells { for placed in cell.items { footnoteCalls(in: placed.item, into: &calls) } }
        case .columns(let flow):
            // Their notes follow them, to the page where their last part lands.
            for inner in flow.remainingItems { footnoteCalls(in: inner, into: &calls) }
        default:
            break
        }
    }

    /// A note's body laid out across the top-level measure, as one box (splittable between
    /// lines): a `Note` element in tagged PDF, `/ID` `footnote-N`, unless the body is one
    /// (a group of ``Group/structureType`` `.note`, as FolioMarkup makes them).
    private func layoutFootnote(_ note: Footnote, number: Int, _ footnotes: FootnoteNotes) throws(LayoutError) -> FlowItem {
        var isNote = false
        if note.content.count == 1, case .group(let g) = note.content[0], g.structureType == .note { isNote = true }
        let node = isNote ? nil : StructureNode(.note, attributes: StructureAttributes(identifier: "footnote-\(number)"), parent: nil)
        let generator = FlowGenerator(blocks: note.content, width: rootWidth, setter: footnotes.setter, listsHeadings: false,
                                      structure: node)
        let items = try generator.stacked()
        let height = items.last { $0.item.pin == nil }.map { $0.y + $0.item.height } ?? 0
        let cell = CellBox(x: 0, width: rootWidth, y: 0, height: height, items: items[...], padding: .zero)
        var item = FlowItem(.rows(RowBox(cells: [cell], height: height, gridLine: nil, background: nil)), x: 0, width: rootWidth,
                            height: height)
        item.isFootnote = true
        item.spaceBefore = footnotes.area.noteSpacing
        return item
    }
}
