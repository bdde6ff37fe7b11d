import FolioGeometry
import FolioPDF

/// Writes one run of glyphs in a text object: `BT /F1 12 Tf 1 0 0 -1 x y Tm [(…) n (…)] TJ`.
/// The text object stays open for the next run (`BT` only when none is open, `Tf` only when
/// the font or size changes); the context ends it (`ET`) before anything else is written.
///
/// Glyph codes are the document's codes for the font (``GlyphCodes``: one byte for most glyphs
/// of TrueType fonts, two bytes otherwise), written as the bytes of literal strings (half the size of hexadecimal, so
/// less to compress and to store). The pen is tracked twice, in
/// thousandths of an em: where the shaper puts each glyph, and where a viewer will put it from
/// the font's `/W` widths and the adjustments already written; an adjustment is written
/// whenever the two differ, so rounding never accumulates. Vertical offsets (marks) use the
/// text rise, `Ts`.
struct TextRunWriter {
    /// The font's design units per em.
    let unitsPerEm: Int
    /// Each drawn glyph's code, indexed by glyph id (the font registry's table).
    let codes: [UInt32]
    /// Each drawn glyph's embedded width in thousandths of an em, indexed by glyph id.
    let widths: [Double]
    let size: Double
    let characterSpacing: Double
    /// Whether the text matrix must flip y back (upper-left-origin pages and forms).
    let flipped: Bool

    /// Differences below this many thousandths of an em are not written (1e-6 em).
    private static let tolerance = 0.001

    /// Writes the glyphs. A right-to-left run is written in reading order, right to left
    /// (each glyph still placed exactly where the shaper put it), so that text extraction
    /// meets the characters in logical order and each base before its marks.
    ///
    /// Each span of `actualText` (clusters, as ranges of visual indices, in visual order)
    /// is wrapped in `/Span <</ActualText …>> BDC … EMC` inside the text object, its glyphs in
    /// their own `TJ`; the pen carries on across the spans.
    func write(_ glyphs: [PlacedGlyph], rightToLeft: Bool, name: String, at origin: Point, mode: TextRenderingMode,
               actualText: [ActualTextSpan] = [], into s: inout ContentStream, textObject: inout (font: String, size: Double)?) {
        if textObject == nil { s.beginText() }
        if textObject?.font != name || textObject?.size != size { s.setFont(name, size: size) }
        textObject = (name, size)
        if characterSpacing != 0 { s.setCharacterSpacing(characterSpacing) }
        if mode != .fill { s.setTextRenderingMode(mode) }
        s.setTextMatrix(1, 0, 0, flipped ? -1 : 1, origin.x, origin.y)

        let perUnit = 1000 / Double(unitsPerEm)
        let spacing = characterSpacing * 1000 / size
        // The shaper's pen before the glyph written next, in design units: glyphs are written
        // left to right, or right to left from the run's far end (no per-run arrays).
        var pen: Int64 = 0
        if rightToLeft { for g in glyphs { pen += Int64(g.xAdvance) } }
        var pdfPen = 0.0              // the viewer's pen, in thousandths of an em
        var rise: Int32 = 0
        // The next span in writing order (spans are in visual order), and the writing-order
        // positions where it opens and closes (Int.max when there is none).
        var span = rightToLeft ? actualText.count - 1 : 0
        func bounds(_ span: Int) -> (open: Int, close: Int) {
            guard actualText.indices.contains(span) else { return (.max, .max) }
            let g = actualText[span].glyphs
            return rightToLeft ? (glyphs.count - g.upperBound, glyphs.count - g.lowerBound - 1)
                               : (g.lowerBound, g.upperBound - 1)
        }
        var (spanOpens, spanCloses) = bounds(span)
        // The bytes of the literal string being written, gathered here and appended at once
        // when the string closes (at most four bytes a glyph: two escaped bytes).
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4 * glyphs.count) { pending in
            glyphs.withUnsafeBufferPointer { glyphs in
                codes.withUnsafeBufferPointer { codes in
                    widths.withUnsafeBufferPointer { widths in
                        // One `TJ` per stretch of glyphs between a span's ends and changes of rise.
                        var k = 0
                        while k < glyphs.count {
                            if k == spanOpens { s.beginActualText(actualText[span].text) }
                            let first = glyphs[rightToLeft ? glyphs.count - 1 - k : k]
                            if first.yOffset != rise {
                                rise = first.yOffset
                                s.setTextRise(Double(rise) * size / Double(unitsPerEm))
                            }
                            s.showPositioned { items in
                                var count = 0
                                while true {
                                    let i = rightToLeft ? glyphs.count - 1 - k : k
                                    let g = glyphs[i]
                                    if rightToLeft { pen -= Int64(g.xAdvance) }
                                    let target = Double(pen + Int64(g.xOffset)) * perUnit + Double(i) * spacing
                                    let delta = target - pdfPen
                                    if delta.magnitude >= Self.tolerance {
                                        let n = Self.rounded(-delta)
                                        if n != 0 {
                                            if count > 0 { items.show(literal: UnsafeBufferPointer(rebasing: pending[..<count])) }
                                            count = 0
                                            items.adjust(n)
                                            pdfPen -= n
                                        }
                                    }
                                    let id = Int(g.id)
                                    precondition(id < codes.count && id < widths.count, "glyph \(id) has no code")
                                    count = Self.storeCode(codes[id], in: pending, at: count)
                                    pdfPen += widths[id] + spacing
                                    if !rightToLeft { pen += Int64(g.xAdvance) }
                                    k += 1
                                    if k - 1 == spanCloses || k == glyphs.count || k == spanOpens
                                        || glyphs[rightToLeft ? glyphs.count - 1 - k : k].yOffset != rise { break }
                                }
                                if count > 0 { items.show(literal: UnsafeBufferPointer(rebasing: pending[..<count])) }
                            }
                            if k - 1 == spanCloses {
                                s.endMarkedContent()
                                span += rightToLeft ? -1 : 1
                                (spanOpens, spanCloses) = bounds(span)
                            }
                        }
                    }
                }
            }
        }
        if rise != 0 { s.setTextRise(0) }
        if mode != .fill { s.setTextRenderingMode(.fill) }
        if characterSpacing != 0 { s.setCharacterSpacing(0) }
    }

    /// Rounds as the content stream writes numbers (four decimals, half away from zero).
    private static func rounded(_ v: Double) -> Double {
        (v * 10000).rounded(.toNearestOrAwayFromZero) / 10000
    }

    /// Stores a code inside a literal string at `pending[at...]` and returns the index after it:
    /// its bytes as they are, but for `(`, `)` and `\`, which are escaped, and line feed and
    /// carriage return, written `\n` and `\r` so that no reader takes them for a line end and
    /// the stream keeps one operator a line. (One-byte codes never need this.)
    @inline(__always)
    private static func storeCode(_ code: UInt32, in pending: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
        let length = GlyphCodes.length(of: code)
        var at = start
        if length == 1 {
            pending[at] = UInt8(truncatingIfNeeded: code)
            return at + 1
        }
        var shift = 8 * (length - 1)
        while shift >= 0 {
            let byte = UInt8(truncatingIfNeeded: code >> UInt32(shift))
            switch byte {
            case 0x28, 0x29, 0x5C: pending[at] = 0x5C; pending[at + 1] = byte; at += 2
            case 0x0A: pending[at] = 0x5C; pending[at + 1] = 0x6E; at += 2  // \n
            case 0x0D: pending[at] = 0x5C; pending[at + 1] = 0x72; at += 2  // \r
            default: pending[at] = byte; at += 1
            }
            shift -= 8
        }
        return at
    }
}
