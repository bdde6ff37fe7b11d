import FolioPDF

/// The fonts one document uses: each gets a resource name (`/F1`, `/F2`, …) and a reserved
/// object number on first use, and collects the glyphs drawn with it across all pages; at the
/// end of the document each writes its subset once, in order of first use.
final class FontRegistry {
    private struct Entry {
        let font: any EmbeddableFont
        let name: String
        let ref: ObjectRef
        var text: [UInt32: String] = [:]
        var glyphs: Set<UInt32> = []
    }

    private var entries: [Entry] = []
    private var index: [ObjectIdentifier: Int] = [:]

    /// The font's resource name and object number, reserved the first time it is used.
    func resource(for font: any EmbeddableFont, session: DocumentSession) -> (name: String, ref: ObjectRef) {
        let i = slot(for: font, session: session)
        return (entries[i].name, entries[i].ref)
    }

    /// Records a glyph as used. Its text is kept the first time the glyph is recorded with
    /// any text; later, different text is left to `/ActualText`.
    func record(_ glyph: UInt32, text: ArraySlice<UInt16>, font: any EmbeddableFont, session: DocumentSession) {
        let i = slot(for: font, session: session)
        entries[i].glyphs.insert(glyph)
        if !text.isEmpty, entries[i].text[glyph] == nil {
            entries[i].text[glyph] = String(decoding: text, as: UTF16.self)
        }
    }

    /// The text recorded for a glyph, if any.
    func text(of glyph: UInt32, font: any EmbeddableFont) -> String? {
        guard let i = index[ObjectIdentifier(font)] else { return nil }
        return entries[i].text[glyph]
    }

    /// Asks every font used to write its subset.
    func writeAll(to writer: PDFDocumentWriter) throws(PDFError) {
        for e in entries {
            let usage = FontUsage(glyphs: e.glyphs.sorted(), text: e.text)
            try e.font.writeEmbedding(usage, as: e.ref, to: writer)
        }
        entries.removeAll()
        index.removeAll()
    }

    private func slot(for font: any EmbeddableFont, session: DocumentSession) -> Int {
        let key = ObjectIdentifier(font)
        if let i = index[key] { return i }
        entries.append(Entry(font: font, name: session.nextName("F"), ref: session.writer.allocate()))
        index[key] = entries.count - 1
        return entries.count - 1
    }
}
