import FolioCSS
import FolioLayout

/// Running elements (CSS GCPM 3 §1.3): an element with `position: running(name)` is not drawn
/// where it stands; its content, converted on its own with its own styles, becomes a
/// ``RunningElement``, assigned to `name` where the next text of the flow lands, as a named
/// string is (``NamedStrings`` chooses it for each page).
extension HTMLConverter {
    /// Takes element `id` out of the flow as running element `name`.
    func takeRunningElement(_ id: MarkupNodeID, name: String) {
        let converter = HTMLConverter(document: doc, styles: styles, options: options, generated: .some(generated))
        converter.fontFaces = fontFaces
        converter.faceFonts = faceFonts
        let blocks = converter.convert(running: id)
        diagnostics.append(contentsOf: converter.diagnostics)
        let words = doc.textContent(of: id).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" })
        pendingStringSets.append(NamedStringAssignment(name: name, runningElement: runningElements.count))
        var document = Document(blocks)
        let counters = generated?.runningPageCounters[id.index] ?? []
        document.hasPageReferences = !counters.isEmpty
        var element = RunningElement(name: name, document: document, node: id.index, text: words.joined(separator: " "))
        element.pageCounters = counters
        runningElements.append(element)
    }
}
