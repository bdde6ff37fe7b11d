import FolioGeometry
import FolioGraphics
import FolioText

/// Sets the text of one block into lines with the framesetter, over the document's defaults.
struct TextSetter {
    let library: FontLibrary
    let style: DocumentStyle
    /// Where font substitutions and missing glyphs are noted.
    let log: DiagnosticLog
    /// Fonts found and the HarfBuzz buffer, shared by the setters of one flow (one thread).
    let fonts: FontResolver
    let shaper: Shaper
    /// The page label of each named destination, for text that stands for one
    /// (``FolioText/TextAttributes/pageReference``); `nil` when the document has none.
    var pageLabels: [String: String]?
    /// Whether the text may have ``FolioText/TextAttributes/leader`` tabs.
    var fillsLeaders = false
    /// The base attributes the last paragraph was given, for the next, which nearly always has
    /// the same (a text file's paragraphs all do): making them costs more than comparing them.
    private let recent = RecentAttributes()

    private final class RecentAttributes {
        var base: (alignment: ParagraphStyle.Alignment?, paragraphStyle: ParagraphStyle?, value: TextAttributes)?
    }

    /// The lines of plain paragraphs set before (``plainLines(of:alignment:width:)``).
    private let plain = PlainLines()

    /// Lines kept by the text, alignment and width they were set for: a report's cells repeat
    /// their values (a region, a status, an amount), and such a cell is then set once.
    /// Two generations: when the newer holds ``TextSetter/plainLinesLimit`` texts it becomes
    /// the older and the older is let go; a text found in the older moves to the newer. So
    /// memory stays bounded while a column of unique values (an item number) streams past,
    /// and the values that recur stay.
    private final class PlainLines {
        struct Key: Hashable {
            var text: String
            var alignment: ParagraphStyle.Alignment?
            var width: Double
        }
        typealias Lines = [(line: Line, height: Double)]
        // Not checked at run time: looked up for every cell, on one thread (Performance.md).
        @exclusivity(unchecked) private var newer: [Key: Lines] = [:]
        @exclusivity(unchecked) private var older: [Key: Lines] = [:]
        /// Texts set because they were not kept (for tests).
        private(set) var made = 0
        var count: Int { newer.count + older.count }

        func lines(_ key: Key) -> Lines? {
            if let lines = newer[key] { return lines }
            guard let lines = older.removeValue(forKey: key) else { return nil }
            keep(lines, key)
            return lines
        }

        func keepMade(_ lines: Lines, _ key: Key) {
            made += 1
            keep(lines, key)
        }

        private func keep(_ lines: Lines, _ key: Key) {
            if newer.count >= TextSetter.plainLinesLimit {
                older = newer
                newer = [:]
            }
            newer[key] = lines
        }
    }

    /// The longest text (UTF-16 units) whose lines ``plainLines(of:alignment:width:)`` keeps.
    static let plainTextLimit = 64
    /// Texts a generation of kept lines holds (see ``PlainLines``): at most twice as many are kept.
    static let plainLinesLimit = 4096
    /// How many texts' lines are kept now, and how many were set because they were not (for tests).
    var plainLinesKept: (count: Int, made: Int) { (plain.count, plain.made) }

    /// The lines of a paragraph of plain text — one run without attributes of its own, no
    /// paragraph style, at most ``plainTextLimit`` UTF-16 units — set `width` wide in a
    /// measure whose containers give `alignment`, as ``text(of:alignment:)`` and
    /// ``lines(_:width:room:)`` set them; `nil` for any other paragraph. Such lines depend on
    /// the text, the alignment and the width alone (and on this setter's style and fonts), so
    /// they are kept and the same paragraph met again (a table cell's repeated value) is not
    /// set again: the same lines, not shaped, broken or set a second time.
    func plainLines(of p: Paragraph, alignment: ParagraphStyle.Alignment?, width: Double) throws(LayoutError) -> [(line: Line, height: Double)]? {
        guard p.paragraphStyle == nil, p.text.runs.count == 1, p.text.length <= Self.plainTextLimit,
              p.text.runs[0].attributes.isEmpty else { return nil }
        let key = PlainLines.Key(text: p.text.string, alignment: alignment, width: width)
        if let lines = plain.lines(key) { return lines }
        guard let text = text(of: .paragraph(p), alignment: alignment) else { return nil }
        let lines = try self.lines(text, width: width)
        plain.keepMade(lines, key)
        return lines
    }

    init(library: FontLibrary, style: DocumentStyle, log: DiagnosticLog, sharingWith other: TextSetter? = nil) {
        self.library = library
        self.style = style
        self.log = log
        fonts = other?.fonts ?? FontResolver(library: library)
        shaper = other?.shaper ?? Shaper()
        pageLabels = other?.pageLabels
        fillsLeaders = other?.fillsLeaders ?? false
    }

    /// The document's attributes for body text: font, colour, language, paragraph defaults.
    func baseAttributes(font: TextFont? = nil, alignment: ParagraphStyle.Alignment? = nil,
                        paragraphStyle: ParagraphStyle? = nil) -> TextAttributes {
        var para = paragraphStyle ?? style.paragraphStyle
        if let alignment { para.alignment = alignment }
        return TextAttributes(font: font ?? style.font, foregroundColor: style.textColor, language: style.language,
                              paragraphStyle: para)
    }

    /// The text with `base` under its own attributes (links coloured with the link colour).
    func styled(_ text: AttributedText, base: TextAttributes) -> AttributedText {
        if text.runs.isEmpty { return AttributedText("", attributes: base) }
        return text.mapAttributes { own in
            var attributes = base.merging(own)
            if own.link != nil, own.foregroundColor == nil, let c = style.linkColor {
                attributes.foregroundColor = c
            }
            // A run without a paragraph style of its own has the base's from `merging`, its box
            // shared (setting it again here boxed a copy of it for every run).
            return attributes
        }
    }

    /// The text the flow sets for a paragraph, heading or preformatted block, in a measure
    /// whose containers give `alignment`; `nil` for any other block.
    func text(of block: Block, alignment: ParagraphStyle.Alignment?) -> AttributedText? {
        switch block {
        case .paragraph(let p):
            let base: TextAttributes
            if let last = recent.base, last.alignment == alignment, last.paragraphStyle == p.paragraphStyle {
                base = last.value
            } else {
                base = baseAttributes(alignment: alignment, paragraphStyle: p.paragraphStyle)
                recent.base = (alignment, p.paragraphStyle, base)
            }
            return styled(p.text, base: base)
        case .heading(let h):
            var para = ParagraphStyle()
            para.alignment = alignment ?? .natural
            para.lineBreakStrategy = .greedy
            return styled(h.text, base: baseAttributes(font: style.headingFont(level: h.level), paragraphStyle: para))
        case .preformatted(let p):
            var para = ParagraphStyle()
            para.alignment = .left
            para.lineBreakStrategy = .greedy
            var text = p.text
            if p.marksContinuations {
                // The wrapped lines' hanging indent, which holds their continuation mark.
                let size = p.text.runs.first?.attributes.font?.size ?? style.monospacedFont.size
                para.headIndent = MarkerArt.continuationIndent(fontSize: size)
                if text.string.utf16.contains(0x2028) { text = Self.separatingLines(text) }
            }
            return styled(text, base: baseAttributes(font: style.monospacedFont, paragraphStyle: para))
        default:
            return nil
        }
    }

    /// `text` with each forced line break (U+2028, HTML's `<br>`) made a paragraph's end (a
    /// line feed, the same length): in preformatted text the line after one is a line of its
    /// own, at the left edge, not a wrapped line's rest under the hanging indent.
    static func separatingLines(_ text: AttributedText) -> AttributedText {
        let units = Array(text.string.utf16)
        var out = AttributedText()
        for run in text.runs {
            out.append(String(decoding: units[run.range].map { $0 == 0x2028 ? 0x0A : $0 }, as: UTF16.self), attributes: run.attributes)
        }
        return out
    }

    /// A measure whose room changes from line to line (beside floats): given a line's top,
    /// below the first line's, and its height, the line's left edge, from the measure's, and
    /// its width.
    typealias Room = (_ top: Double, _ height: Double) -> (x: Double, width: Double)

    /// The lines of `text` set `width` wide, each at y = 0 (its top at 0) with its x relative
    /// to the measure, and the height it takes in the flow: the flow places each line once,
    /// where the page draws it. With `room`, each line's room is asked for (beside floats).
    func lines(_ text: AttributedText, width: Double, room: Room? = nil) throws(LayoutError) -> [(line: Line, height: Double)] {
        guard text.length > 0 else { return [] }
        if let pageLabels, text.runs.contains(where: { $0.attributes.pageReference != nil }) {
            return try lines(Self.resolvingPageReferences(text, pageLabels), width: width, room: room)
        }
        if fillsLeaders, text.runs.contains(where: { $0.attributes.leader != nil }) {
            return try settingLines(Self.stoppingLeaders(text, width: width), width: width, room: room)
                .map { (Self.fillingLeaders($0.line), $0.height) }
        }
        return try settingLines(text, width: width, room: room)
    }

    /// The lines of `text` as ``lines(_:width:room:)`` gives them, its page references and
    /// leaders already resolved.
    private func settingLines(_ text: AttributedText, width: Double, room: Room?) throws(LayoutError) -> [(line: Line, height: Double)] {
        // Simple text (one run of Latin, one paragraph: a table cell's, mostly) is set without
        // a framesetter; the lines are the same.
        if room == nil {
            var notes: [String] = []
            let simple = Framesetter.simpleLines(text, width: max(width, 1), fonts: fonts, shaper: shaper, diagnostics: &notes)
            log.note(notes)
            if let simple { return simple }
        }
        let setter = Framesetter(text, fonts: fonts, shaper: shaper)
        let lines: [(line: Line, height: Double)]
        do {
            if let room { lines = try setter.lines(width: max(width, 1), room: room) } else { lines = try setter.lines(width: max(width, 1)) }
        } catch { throw .text(error) }
        log.note(setter.diagnostics)
        return lines
    }

    /// `text` with each run that stands for a page number replaced by that page's label (the
    /// run's own text while the page is not known, in the first pass).
    static func resolvingPageReferences(_ text: AttributedText, _ labels: [String: String]) -> AttributedText {
        let units = Array(text.string.utf16)
        var out = AttributedText()
        for run in text.runs {
            var a = run.attributes
            var piece = String(decoding: units[run.range], as: UTF16.self)
            if let name = a.pageReference {
                if let label = labels[name] { piece = label }
                a.pageReference = nil
            }
            out.append(piece, attributes: a)
        }
        return out
    }

    /// `text` with a right-aligned tab stop at the end of its lines `width` wide, for its
    /// leader tabs.
    static func stoppingLeaders(_ text: AttributedText, width: Double) -> AttributedText {
        text.mapAttributes { own in
            var a = own
            if var para = a.paragraphStyle {
                // The wider indent's: the stop is inside every line's measure.
                let start = max(para.firstLineHeadIndent, para.headIndent)
                para.tabStops = [ParagraphStyle.TabStop(location: width - start + min(0, para.tailIndent), alignment: .right)]
                a.paragraphStyle = para
            }
            return a
        }
    }

    /// `line` with the gap of each leader tab (a stretched space) filled with its string's
    /// glyphs, repeated as often as they fit, flush against what follows (CSS GCPM 3 §3).
    static func fillingLeaders(_ line: Line) -> Line {
        var line = line
        for k in line.runs.indices {
            guard let fill = line.runs[k].attributes.leader, let first = line.runs[k].glyphs.first else { continue }
            let font = line.runs[k].font
            let total = line.runs[k].glyphs.reduce(Int32(0)) { $0 + $1.xAdvance }
            let pattern = fill.unicodeScalars.compactMap { s in font.nominalGlyph(for: s).map { ($0, Int32(font.advance(ofGlyph: $0))) } }
            let step = pattern.reduce(Int32(0)) { $0 + $1.1 }
            guard !pattern.isEmpty, step > 0, total >= step else { continue }
            let repeats = total / step
            // What is left over goes first, so that the leader ends against the text after it.
            var glyphs = [PlacedGlyph(id: font.nominalGlyph(for: " ") ?? first.id, cluster: first.cluster, xAdvance: total - repeats * step)]
            for _ in 0..<repeats {
                for (id, advance) in pattern { glyphs.append(PlacedGlyph(id: id, cluster: first.cluster, xAdvance: advance)) }
            }
            line.runs[k].glyphs = glyphs
        }
        return line
    }

    /// The narrowest and widest widths the text can take: its widest unbreakable word, and
    /// its widest line when nothing wraps (one setting of the text gives both).
    func contentWidths(_ text: AttributedText) throws(LayoutError) -> (min: Double, max: Double) {
        guard text.length > 0 else { return (0, 0) }
        return Self.contentWidths(of: try lines(text, width: Self.unwrappedWidth))
    }

    /// A measure wide enough that no line wraps, for finding content widths.
    static let unwrappedWidth = 1e6

    /// The narrowest and widest widths of text set in `natural`, its lines at
    /// ``unwrappedWidth``: its widest unbreakable word, and its widest line.
    static func contentWidths(of natural: [(line: Line, height: Double)]) -> (min: Double, max: Double) {
        let maxWidth = natural.map { $0.line.width }.max() ?? 0
        let minWidth = natural.map { $0.line.widestWordWidth }.max() ?? 0
        return (min(minWidth, maxWidth), maxWidth)
    }
}

/// Diagnostics gathered while laying out, each kept once, in the order first met: notes (a
/// font substituted, a glyph missing) and warnings (content that no page shows, an image
/// that could not be read).
final class DiagnosticLog {
    /// The notes' messages, in order (text set ahead hands back the ones it added).
    private(set) var messages: [String] = []
    private(set) var diagnostics = Diagnostics()
    private var seen: Set<String> = []

    func note(_ new: [String]) {
        for m in new where seen.insert(m).inserted {
            messages.append(m)
            diagnostics.append(.note(.font, m))
        }
    }

    func warn(_ warning: Diagnostic) {
        diagnostics.append(warning)
    }
}

/// What went wrong while laying a document out.
public enum LayoutError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Text could not be set (no font for it, an invalid range, an attribute it cannot be set
    /// with); the framesetter's error says which.
    case text(FramesetterError)
    /// The page has no room for content.
    case noRoom(String)
    /// A style or block gives a number that cannot be laid out (NaN, an infinity, a distance
    /// past any page).
    case invalidStyle(String)

    /// A sentence saying what was wrong and what to do.
    public var description: String {
        switch self {
        case .text(let m): "cannot set the text: \(m)"
        case .noRoom(let m): "no room for content: \(m)"
        case .invalidStyle(let m): "cannot lay the document out: \(m)"
        }
    }
}
