import FolioGeometry
import FolioGraphics

/// What can go wrong laying text out.
public enum FramesetterError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A range or index lies outside the text.
    case outOfRange(TextRangeError)
    /// No font could be found for the text (not even a fallback): the font asked for, and the
    /// font library's error.
    case noFont(String, FontError)
    /// The frame cannot be used (empty or not finite).
    case invalidFrame(String)
    /// A text attribute has a value text cannot be set with: a font size that is not a
    /// positive, finite number, or a paragraph style's distance or a tracking that is NaN,
    /// infinite or past any page (the message names the property).
    case invalidAttribute(String)

    /// A message for people.
    public var description: String {
        switch self {
        case .outOfRange(let e): return e.description
        case .noFont(let what, let error): return "no font found for \(what): \(error); install fonts (e.g. fonts-dejavu-core) or give a font file"
        case .invalidFrame(let why): return "cannot lay text out in this frame: \(why)"
        case .invalidAttribute(let why): return "cannot lay this text out: \(why)"
        }
    }
}

/// Lays attributed text out into frames, as `CTFramesetter`:
///
/// ```swift
/// let setter = Framesetter(text)
/// var index = 0
/// repeat {
///     try ctx.beginPage()
///     let frame = try setter.frame(in: Rect(x: 72, y: 72, width: 468, height: 648), from: index)
///     try frame.draw(in: ctx)
///     index = frame.visibleRange.upperBound
/// } while index < text.length
/// ```
///
/// Each paragraph goes through the stages in turn: itemize (bidi levels, scripts, attribute
/// runs, font fallback), shape (HarfBuzz), find break opportunities (UAX #14, plus
/// hyphenation points when the paragraph style asks), choose lines (greedy, or Knuth–Plass
/// total fit for justified text), then align, justify and order each line's runs for display.
/// Paragraphs are shaped when a frame first needs them and forgotten when it has passed them,
/// so memory follows one frame, not the whole text.
public final class Framesetter {
    /// The text being laid out.
    public let text: AttributedText
    /// Things worth knowing: font substitutions, missing glyphs.
    public private(set) var diagnostics: [String] = []
    private let fonts: FontResolver
    private let shaper: Shaper
    private let paragraphs: [Range<Int>]
    private let units: [UInt16]
    private var cache: (index: Int, paragraph: ShapedParagraph)?

    /// Creates a framesetter for the text (`CTFramesetterCreateWithAttributedString`).
    public convenience init(_ text: AttributedText, library: FontLibrary = .shared) {
        self.init(text, fonts: FontResolver(library: library), shaper: Shaper())
    }

    /// A framesetter that finds fonts through `fonts` and shapes with `shaper`, which the
    /// framesetters of one thread may share (paragraph after paragraph, fonts found once).
    package init(_ text: AttributedText, fonts: FontResolver, shaper: Shaper) {
        self.text = text
        self.fonts = fonts
        self.shaper = shaper
        units = UTF16Units.of(text.string)
        paragraphs = Self.paragraphRanges(units)
    }

    /// Paragraph ranges, split after LF, CR, CR LF, NEL and U+2029 (the separator stays with
    /// the paragraph it ends).
    static func paragraphRanges(_ u: [UInt16]) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var start = 0, i = 0
        u.withUnsafeBufferPointer { u in
            while i < u.count {
                let c = u[i]
                // U+000E…U+0084 (all of printable ASCII) end no paragraph: one test for most units.
                if c &- 0x0E < 0x77 { i += 1; continue }
                if c == 0x0A || c == 0x0D || c == 0x85 || c == 0x2029 {
                    if c == 0x0D, i + 1 < u.count, u[i + 1] == 0x0A { i += 1 }
                    out.append(start..<(i + 1))
                    start = i + 1
                }
                i += 1
            }
        }
        if start < u.count || out.isEmpty { out.append(start..<u.count) }
        return out
    }

    /// Lays out as much of the text from `index` as fits in `rect` (`CTFramesetterCreateFrame`
    /// with a range of length 0). A frame too small for one line has an empty visible range.
    public func frame(in rect: Rect, from index: Int = 0) throws(FramesetterError) -> Frame {
        guard rect.isFinite, rect.width > 0, rect.height >= 0 else {
            throw .invalidFrame("the rectangle \(rect) must be finite with a positive width")
        }
        return try frame(bounds: rect, from: index) { _, _ in (0, rect.width) }
    }

    /// Lays text out inside any closed path (`CTFramesetterCreateFrame` with a `CGPath`): each
    /// line takes the widest stretch of the path that is inside it across the line's whole
    /// height, so a circle or an L-shape fills with text.
    public func frame(in path: Path, from index: Int = 0) throws(FramesetterError) -> Frame {
        if let problem = path.problem { throw .invalidFrame("the path cannot be used: \(problem)") }
        let bounds = path.bounds
        guard !bounds.isNull, bounds.isFinite, bounds.width > 0 else { throw .invalidFrame("the path encloses nothing") }
        return try frame(bounds: bounds, from: index) { top, height in
            // The room common to the line's top, middle and bottom.
            var common: [ClosedRange<Double>]? = nil
            for y in [top + 0.01, top + height / 2, top + height - 0.01] {
                let spans = path.horizontalSpans(atY: y)
                guard let c = common else { common = spans; continue }
                common = c.flatMap { a in spans.compactMap { b in
                    let lo = max(a.lowerBound, b.lowerBound), hi = min(a.upperBound, b.upperBound)
                    return lo < hi ? lo...hi : nil
                } }
            }
            guard let best = common?.max(by: { $0.upperBound - $0.lowerBound < $1.upperBound - $1.lowerBound }) else { return nil }
            return (best.lowerBound - bounds.minX, best.upperBound - best.lowerBound)
        }
    }

    /// The layout loop shared by rectangles and paths. `room(top, height)` gives a line's left
    /// edge (relative to `bounds.minX`) and width, or `nil` where there is none.
    private func frame(
        bounds rect: Rect, from index: Int, room: (Double, Double) -> (x: Double, width: Double)?
    ) throws(FramesetterError) -> Frame {
        guard index >= 0, index <= text.length else {
            throw .outOfRange(TextRangeError(range: index..<index, length: text.length))
        }
        var lines: [Line] = []
        var anchors: [(name: String, point: Point)] = []
        var y = rect.minY
        var position = index
        var p = paragraphIndex(containing: index)
        var first = true
        frameLoop: while p < paragraphs.count {
            let para = try shaped(p)
            if position == para.start && !first { y += para.style.paragraphSpacingBefore }
            let estimate = para.estimatedLineHeight
            // Skip down to where there is room for a line (a shape may start narrow).
            while y + estimate <= rect.maxY, (room(y, estimate)?.width ?? 0) < min(estimate, rect.width) { y += 1 }
            let startY = y
            // A line with no room is never shown (the frame ends there); the full width lets the
            // fitter still choose the shown lines' breaks with the paragraph's later words.
            var laid = ParagraphLayout(para, slot: { n in
                room(startY + Double(n) * estimate, estimate) ?? (0, rect.width)
            }, startingAt: position - para.start)
            if laid.lines.isEmpty { p += 1; continue }
            // Each line, set at y = 0, is placed once, where it lies (so that neither it nor its
            // runs are copied: a copy retains every run's glyphs and font).
            for k in laid.lines.indices {
                let (ascent, descent) = (laid.lines[k].ascent, laid.lines[k].descent)
                let height = ascent + descent + laid.lines[k].leading
                if y + ascent + descent > rect.maxY + 0.001 { break frameLoop }
                if room(y, ascent + descent) == nil { break frameLoop }
                laid.lines[k].moveBy(dx: rect.minX, dy: y)
                for i in laid.lines[k].runs.indices {
                    if let a = laid.lines[k].runs[i].attributes.anchor, !anchors.contains(where: { $0.name == a }) {
                        anchors.append((a, Point(x: laid.lines[k].runs[i].origin.x, y: y)))
                    }
                }
                position = laid.lines[k].range.upperBound
                lines.append(laid.lines[k])
                y += height
                first = false
            }
            y += para.style.paragraphSpacing
            p += 1
        }
        if lines.isEmpty, position < text.length, text.string.utf16.count > 0 {
            // Nothing fitted: the frame is too small for one line.
            return Frame(rect: rect, lines: [], visibleRange: index..<index, anchors: [])
        }
        return Frame(rect: rect, lines: lines, visibleRange: index..<max(index, position), anchors: anchors)
    }

    /// Every line of the text set `width` wide, as a column of lines (`CTTypesetter`'s lines,
    /// without a frame's height): each line is at y = 0 — its top at 0, its baseline (and its
    /// runs') at its ascent, x relative to the column's left edge — for the caller to place
    /// once, and comes with the height it takes in the column, from its top to the next
    /// line's (its ascent, descent and leading, and the paragraph spacing where a paragraph
    /// ends; the last line's own height).
    public func lines(width: Double) throws(FramesetterError) -> [(line: Line, height: Double)] {
        guard width.isFinite, width > 0 else {
            throw .invalidFrame("the width \(width) must be a positive, finite number of points")
        }
        var out: [(line: Line, height: Double)] = []
        // The spacing since the last line set: after its paragraph and before the next.
        var gap = 0.0
        for p in paragraphs.indices {
            let para = try shaped(p)
            if !out.isEmpty { gap += para.style.paragraphSpacingBefore }
            let laid = ParagraphLayout(para, slot: { _ in (0, width) }, startingAt: 0)
            guard !laid.lines.isEmpty else { continue }
            if !out.isEmpty { out[out.count - 1].height += gap }
            out.reserveCapacity(out.count + laid.lines.count)
            for line in laid.lines { out.append((line, line.ascent + line.descent + line.leading)) }
            gap = para.style.paragraphSpacing
        }
        return out
    }

    /// Every line of the text as ``lines(width:)`` sets them, in a column whose room changes
    /// from line to line (text flowing round a float): `room(top, height)` gives the left edge
    /// (from the column's) and the width for a line whose top is `top` below the first line's
    /// top and which is `height` tall. A paragraph's lines are chosen for the room at the
    /// heights its lines are expected at, then set again (at most twice) where a line's own
    /// height moved it into other room, so no line is wider than the room where it lands.
    public func lines(width: Double, room: (_ top: Double, _ height: Double) -> (x: Double, width: Double))
        throws(FramesetterError) -> [(line: Line, height: Double)] {
        guard width.isFinite, width > 0 else {
            throw .invalidFrame("the width \(width) must be a positive, finite number of points")
        }
        func clamped(_ r: (x: Double, width: Double)) -> (x: Double, width: Double) {
            let x = min(max(r.x.isFinite ? r.x : 0, 0), width - 1)
            return (x, max(1, min(r.width.isFinite ? r.width : width, width - x)))
        }
        var out: [(line: Line, height: Double)] = []
        var gap = 0.0
        var y = 0.0
        for p in paragraphs.indices {
            let para = try shaped(p)
            if !out.isEmpty { gap += para.style.paragraphSpacingBefore }
            let top = y + (out.isEmpty ? 0 : gap)
            let estimate = para.estimatedLineHeight
            // The tops of the lines, relative to the paragraph's: estimated, then as set.
            var tops: [Double] = []
            var heights: [Double] = []
            func slot(_ n: Int) -> (x: Double, width: Double) {
                let t = n < tops.count ? tops[n] : (tops.last ?? -estimate) + Double(n - tops.count + 1) * estimate
                let h = n < heights.count ? heights[n] : estimate
                return clamped(room(top + t, h))
            }
            var laid = ParagraphLayout(para, slot: slot, startingAt: 0)
            for _ in 0..<2 {
                var setTops: [Double] = [], setHeights: [Double] = [], t = 0.0
                for line in laid.lines {
                    setTops.append(t)
                    setHeights.append(line.ascent + line.descent)
                    t += line.ascent + line.descent + line.leading
                }
                let moved = setTops.indices.contains { n in
                    let used = slot(n), there = clamped(room(top + setTops[n], setHeights[n]))
                    return abs(used.x - there.x) > 0.01 || abs(used.width - there.width) > 0.01
                }
                guard moved else { break }
                (tops, heights) = (setTops, setHeights)
                laid = ParagraphLayout(para, slot: slot, startingAt: 0)
            }
            guard !laid.lines.isEmpty else { continue }
            if !out.isEmpty { out[out.count - 1].height += gap; y += gap }
            for line in laid.lines {
                let h = line.ascent + line.descent + line.leading
                out.append((line, h))
                y += h
            }
            gap = para.style.paragraphSpacing
        }
        return out
    }

    /// The size the text from `range.lowerBound` needs within `constraints` (an infinite
    /// height means unlimited), and the range that fits (`CTFramesetterSuggestFrameSizeWithConstraints`).
    public func suggestFrameSize(from index: Int = 0, constraints: Size) throws(FramesetterError) -> (size: Size, fitRange: Range<Int>) {
        let height = constraints.height.isFinite ? constraints.height : 1e9
        let f = try frame(in: Rect(x: 0, y: 0, width: constraints.width, height: height), from: index)
        let w = f.lines.map { $0.origin.x + $0.width }.max() ?? 0
        let h = f.lines.last.map { $0.origin.y + $0.descent } ?? 0
        return (Size(width: min(w, constraints.width), height: h), f.visibleRange)
    }

    /// The paragraph holding `index` (binary search), or the count when past the end.
    private func paragraphIndex(containing index: Int) -> Int {
        var lo = 0, hi = paragraphs.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if paragraphs[mid].upperBound <= index { lo = mid + 1 } else { hi = mid }
        }
        return lo < paragraphs.count && paragraphs[lo].contains(index) ? lo : paragraphs.count
    }

    private func shaped(_ p: Int) throws(FramesetterError) -> ShapedParagraph {
        if let c = cache, c.index == p { return c.paragraph }
        let para = try ShapedParagraph(text, units: units, range: paragraphs[p], fonts: fonts, shaper: shaper, diagnostics: &diagnostics)
        cache = (p, para)
        return para
    }
}
