// folio-bench-shaping: what Folio's shaping pipeline costs over direct hb_shape calls.
//
//     swift run -c release folio-bench-shaping /path/to/long.txt Fixtures/Fonts/DejaVuSerif.ttf
//
import CHarfBuzz
import FolioText
import Foundation

// Shaping benchmark: long.txt paragraph by paragraph, DejaVu Serif.
// (a) Folio: Shaper.shape(paragraph) = itemize (FriBidi, scripts, fallback) + hb_shape + GlyphRun arrays.
// (b) direct hb_shape on the same items with the same font file, buffer reused, positions read.
let path = CommandLine.arguments[1]
let fontPath = CommandLine.arguments[2]
let text = try String(contentsOfFile: path, encoding: .utf8)
let paragraphs = text.components(separatedBy: "\n\n").map { $0.replacingOccurrences(of: "\n", with: " ") }.filter { !$0.isEmpty }
let font = try Font(path: fontPath)
let shaper = Shaper()

// Items, computed once for (b).
let itemizer = Itemizer(fallback: FontFallback(font: font))
let items = paragraphs.map { p in (Array(p.utf16), itemizer.itemize(p).items) }

let blob = hb_blob_create_from_file(fontPath)
let face = hb_face_create(blob, 0)
let hbfont = hb_font_create(face)
let buf = hb_buffer_create()

func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

var best = (folio: Double.infinity, direct: Double.infinity)
var glyphs = 0
for _ in 0..<5 {
    var t0 = now()
    var n = 0
    for p in paragraphs { n += shaper.shape(p, font: font).glyphCount }
    best.folio = min(best.folio, now() - t0)
    glyphs = n
    t0 = now()
    var m = 0
    for (units, its) in items {
        for it in its {
            hb_buffer_clear_contents(buf)
            units.withUnsafeBufferPointer { u in
                hb_buffer_add_utf16(buf, u.baseAddress, Int32(u.count), UInt32(it.range.lowerBound), Int32(it.range.count))
            }
            hb_buffer_set_direction(buf, it.isRightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
            hb_buffer_guess_segment_properties(buf)
            hb_shape(hbfont, buf, nil, 0)
            var count: UInt32 = 0
            let pos = hb_buffer_get_glyph_positions(buf, &count)
            var sum: Int32 = 0
            for i in 0..<Int(count) { sum &+= pos![i].x_advance }
            m += Int(count) + Int(sum & 0)
        }
    }
    best.direct = min(best.direct, now() - t0)
    precondition(m == glyphs)
}
print("paragraphs \(paragraphs.count), glyphs \(glyphs)")
print(String(format: "Folio   %.3f s  %.2f M glyphs/s", best.folio, Double(glyphs) / best.folio / 1e6))
print(String(format: "hb_shape %.3f s  %.2f M glyphs/s", best.direct, Double(glyphs) / best.direct / 1e6))
print(String(format: "ratio %.2f", best.folio / best.direct))

// Stage costs.
var tItem = Double.infinity
for _ in 0..<5 {
    let t0 = now()
    var k = 0
    for p in paragraphs { k += itemizer.itemize(p).items.count }
    tItem = min(tItem, now() - t0)
    precondition(k > 0)
}
print(String(format: "itemize only %.3f s", tItem))
