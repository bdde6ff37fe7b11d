import FolioGeometry
import FolioGraphics
import FolioPDF

/// A run of glyphs on a line, with everything needed to draw it.
public struct LineRun: Sendable {
    /// The glyphs in visual order; positions in the font's design units.
    public var glyphs: [PlacedGlyph]
    /// The font.
    public var font: Font
    /// The size in points.
    public var size: Double
    /// Where the run's baseline starts, in the frame's coordinates (upper-left origin).
    public var origin: Point
    /// The run's width in points.
    public var width: Double
    /// The UTF-16 range of the whole text the run shows.
    public var range: Range<Int>
    /// Whether the run reads right to left.
    public var isRightToLeft: Bool
    /// The run's attributes (colour, decorations, link).
    public var attributes: TextAttributes
    /// The paragraph's text as UTF-16 (shared with the paragraph, not copied), which the
    /// glyphs' cluster offsets point into.
    let paragraphUnits: [UInt16]
    /// The range of `paragraphUnits` the run shows.
    let paragraphRange: Range<Int>
    /// The room its inline box (``TextAttributes/inlineBox``) takes at the run's left, where the
    /// box's left side is in this run; `nil` where it is not (the box goes on to the left).
    var boxLeft: Double?
    /// The room its inline box takes at the run's right, where the box's right side is in this run.
    var boxRight: Double?

    /// A run's own UTF-16 units: the stretch `range` of its paragraph's units, clamped to
    /// them (a copy of that stretch), and where the stretch starts.
    static func units(of paragraph: [UInt16], in range: Range<Int>) -> (units: [UInt16], start: Int) {
        let start = min(max(range.lowerBound, 0), paragraph.count)
        return (Array(paragraph[start..<max(start, min(range.upperBound, paragraph.count))]), start)
    }
}

/// One laid-out line, as `CTLine`.
public struct Line: Sendable {
    /// The start of the baseline, in the frame's coordinates (upper-left origin).
    public var origin: Point
    /// The UTF-16 range of the text on the line (trailing spaces and the line break included).
    public var range: Range<Int>
    /// The width of the line's glyphs in points (without trailing spaces).
    public var width: Double
    /// Distance from the baseline up to the tallest font's ascent.
    public var ascent: Double
    /// Distance from the baseline down to the deepest font's descent.
    public var descent: Double
    /// Extra space below the line.
    public var leading: Double
    /// The runs, in visual order.
    public var runs: [LineRun]
    /// Whether the line ends with an inserted hyphen.
    public var isHyphenated: Bool
    /// How much justification widened (above 1) or narrowed (below 1) the line's word spaces,
    /// as a multiple of their natural width; 1 for lines that are not justified.
    public var spaceScale: Double = 1

    /// The line's typographic bounds: from its ascent to its descent, across its width.
    public var typographicBounds: Rect {
        Rect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent)
    }

    /// The width of the line's widest word, in points: the widest stretch of glyphs between
    /// breaking spaces (or the line's ends). No measure narrower than this can hold the line's
    /// words without splitting one; tables use it as a column's minimum width.
    public var widestWordWidth: Double {
        var widest = 0.0, word = 0.0
        for run in runs {
            let units = run.paragraphUnits
            let scale = run.size / Double(run.font.unitsPerEm)
            for g in run.glyphs {
                if g.cluster < units.count, ParagraphLayout.isBreakingSpace(units[g.cluster]) || ParagraphLayout.isNewline(units[g.cluster]) {
                    widest = max(widest, word)
                    word = 0
                } else {
                    word += Double(g.xAdvance) * scale
                }
            }
        }
        return max(widest, word)
    }

    /// Whether the line goes on with a paragraph that the line breaker wrapped: it starts
    /// inside the paragraph, not at its start nor after a forced line break (U+2028). A code
    /// listing marks such lines, so that a reader tells a wrapped line from a new one.
    public var isWrappedContinuation: Bool {
        // Inserted text (a hyphen, an ellipsis) has its own units and an empty range.
        var start = Int.max
        var units: [UInt16] = []
        for run in runs where !run.range.isEmpty && run.paragraphRange.lowerBound < start {
            start = run.paragraphRange.lowerBound
            units = run.paragraphUnits
        }
        guard start != Int.max, start > 0, start <= units.count else { return false }
        return units[start - 1] != 0x2028
    }

    /// The x position (frame coordinates) of the caret before the character at `index`, as
    /// `CTLineGetOffsetForStringIndex`; `nil` when the index is not on the line.
    public func offset(forStringIndex index: Int) -> Double? {
        guard index >= range.lowerBound, index <= range.upperBound else { return nil }
        for run in runs where run.range.contains(index) || run.range.upperBound == index {
            var x = run.origin.x
            let scale = run.size / Double(run.font.unitsPerEm)
            let target = index - run.range.lowerBound + run.paragraphRange.lowerBound
            if run.isRightToLeft {
                x += run.width
                for g in run.glyphs.reversed() where g.cluster < target { x -= Double(g.xAdvance) * scale }
                return x
            }
            for g in run.glyphs where g.cluster < target { x += Double(g.xAdvance) * scale }
            return x
        }
        return origin.x + width
    }

    /// The index of the character at x (frame coordinates), as `CTLineGetStringIndexForPosition`.
    public func stringIndex(forPosition x: Double) -> Int {
        for run in runs where x >= run.origin.x && x < run.origin.x + run.width {
            let scale = run.size / Double(run.font.unitsPerEm)
            var gx = run.origin.x
            for g in run.glyphs {
                let w = Double(g.xAdvance) * scale
                if x < gx + w { return g.cluster - run.paragraphRange.lowerBound + run.range.lowerBound }
                gx += w
            }
        }
        return x < origin.x ? range.lowerBound : range.upperBound
    }
}

extension Line {
    /// The line moved by `dx`, `dy` (its origin and every run's).
    public func offsetBy(dx: Double, dy: Double) -> Line {
        var line = self
        line.moveBy(dx: dx, dy: dy)
        return line
    }

    /// Moves the line by `dx`, `dy` in place (its origin and every run's): when nothing else
    /// holds its runs, nothing is copied.
    package mutating func moveBy(dx: Double, dy: Double) {
        origin = Point(x: origin.x + dx, y: origin.y + dy)
        for i in runs.indices {
            runs[i].origin = Point(x: runs[i].origin.x + dx, y: runs[i].origin.y + dy)
        }
    }

    /// The anchors (named destinations) the line's runs define, each at its run's start on the
    /// line's top edge.
    public var anchors: [(name: String, point: Point)] {
        var out: [(name: String, point: Point)] = []
        for run in runs {
            if let a = run.attributes.anchor, !out.contains(where: { $0.name == a }) {
                out.append((a, Point(x: run.origin.x, y: origin.y - ascent)))
            }
        }
        return out
    }
}

/// Laid-out text in a rectangle, as `CTFrame`.
public struct Frame: Sendable {
    /// The rectangle the text was laid out in.
    public var rect: Rect
    /// The lines, top to bottom.
    public var lines: [Line]
    /// The UTF-16 range of the text that fits (`CTFrameGetVisibleStringRange`).
    public var visibleRange: Range<Int>
    /// Anchors (named destinations) on the frame, with the point they mark.
    public var anchors: [(name: String, point: Point)]

    /// A frame of lines already laid out (for instance, lines of several frames regrouped by a
    /// page layout).
    public init(rect: Rect, lines: [Line], visibleRange: Range<Int>, anchors: [(name: String, point: Point)] = []) {
        self.rect = rect
        self.lines = lines
        self.visibleRange = visibleRange
        self.anchors = anchors
    }

    /// Draws the lines into a context (`CTFrameDraw`), turning link attributes into link
    /// annotations and anchors into named destinations.
    public func draw(in context: GraphicsContext) throws(GraphicsError) {
        // One saved state for the whole frame: runs set their own colours, and the context
        // leaves the frame as it found it.
        try context.withSavedGState { () throws(GraphicsError) in
            for line in lines { try line.drawRuns(in: context) }
        }
        for a in anchors { try context.addDestination(named: a.name, at: a.point) }
    }
}

extension Line {
    /// Draws the line moved by `dx`, `dy` as a ``Frame`` draws each of its lines — runs'
    /// backgrounds, glyphs, decorations and links — without a saved state of its own, and
    /// without copying the line to move it.
    package func drawRuns(in context: GraphicsContext, dx: Double = 0, dy: Double = 0) throws(GraphicsError) {
        // By index, reading stored fields only: each run is read where it lies, not copied
        // with its attributes (calling a method of `runs[k]` would copy it).
        // Tagged content: each stretch of runs with one inline role (``TextAttributes/role``:
        // code, a quotation) is an element of that type, and inside it each stretch with one
        // link a `Link` element holding the text and the annotations; a run in another
        // language than the document's, or a hyphen the layout added, a `Span` (see
        // ``spanAttributes(_:documentLanguage:)``).
        let tagsContent = context.isInStructureElement
        let documentLanguage = tagsContent ? context.documentLanguage : nil
        var openRole: StructureType?, openLink: LinkTarget?
        // The elements the line before left open (a link running over the line break): gone
        // on with when this line starts in the same ones, else ended.
        if let carried = context.takeCarriedInlineTags() {
            if tagsContent, let first = runs.first, carried.key == AnyHashable(InlineElements(first.attributes)) {
                (openRole, openLink) = (first.attributes.role, first.attributes.link)
            } else {
                for _ in 0..<carried.depth { try context.endTag() }
            }
        }
        if runs.contains(where: { $0.attributes.inlineBox != nil }) { try drawInlineBoxes(in: context, dx: dx, dy: dy) }
        for k in runs.indices {
            if tagsContent, runs[k].attributes.role != openRole || runs[k].attributes.link != openLink {
                if openLink != nil { try context.endTag() }
                if runs[k].attributes.role != openRole {
                    if openRole != nil { try context.endTag() }
                    openRole = runs[k].attributes.role
                    if let role = openRole { try context.beginTag(role) }
                }
                openLink = runs[k].attributes.link
                if openLink != nil { try context.beginTag(.link) }
            }
            let x = runs[k].origin.x + dx, baseline = runs[k].origin.y + dy
            let lineTop = origin.y + dy - ascent
            if let bg = runs[k].attributes.backgroundColor {
                try context.setFillColor(bg)
                try context.fill(Rect(x: x, y: lineTop, width: runs[k].width, height: ascent + descent))
            }
            try context.setFillColor(runs[k].attributes.foregroundColor ?? .black)
            let offset = runs[k].attributes.baselineOffset ?? 0
            if let why = StyleValue.problem("baselineOffset", offset) {
                throw .invalidArgument(operation: "drawing a line of text", reason: why)
            }
            let y = baseline - offset
            let units = LineRun.units(of: runs[k].paragraphUnits, in: runs[k].paragraphRange)
            let span = tagsContent ? Self.spanAttributes(runs[k], documentLanguage: documentLanguage) : nil
            if let span { try context.beginTag(.span, properties: span) }
            try context.drawGlyphRun(runs[k].glyphs, font: runs[k].font, size: runs[k].size, at: Point(x: x, y: y),
                                     units: units.units, base: units.start, isRightToLeft: runs[k].isRightToLeft)
            if runs[k].attributes.underline != nil || runs[k].attributes.strikethrough != nil {
                // Under and through the text, not the room of its inline box.
                let (left, right) = (runs[k].boxLeft ?? 0, runs[k].boxRight ?? 0)
                try Self.drawDecorations(runs[k], at: Point(x: x + left, y: baseline), width: runs[k].width - left - right, context: context)
            }
            if span != nil { try context.endTag() }
            if let link = runs[k].attributes.link {
                let r = Rect(x: x, y: lineTop, width: runs[k].width, height: ascent + descent)
                let text = tagsContent ? String(decoding: units.units, as: UTF16.self) : nil
                switch link {
                case .url(let u): try context.setURL(u, for: r, description: text)
                case .destination(let d): try context.setDestination(named: d, for: r, description: text)
                }
            }
        }
        let depth = (openLink != nil ? 1 : 0) + (openRole != nil ? 1 : 0)
        if depth > 0, context.carriesInlineTags, let last = runs.last {
            context.carryInlineTags(GraphicsContext.CarriedInlineTags(key: InlineElements(last.attributes), depth: depth))
        } else {
            if openLink != nil { try context.endTag() }
            if openRole != nil { try context.endTag() }
        }
    }

    /// The inline elements a run is in (tagged PDF): its role and its link.
    private struct InlineElements: Hashable {
        var role: StructureType?
        var link: LinkTarget?
        init(_ attributes: TextAttributes) { (role, link) = (attributes.role, attributes.link) }
    }

    /// What makes a run a `Span` of its own in tagged PDF: a language other than the
    /// document's (`/Lang`; a document without a language marks none), or being a hyphen the
    /// layout added at a line's end (an empty `/ActualText`, so that screen readers and
    /// copying read the word whole); `nil` when neither.
    static func spanAttributes(_ run: LineRun, documentLanguage: String?) -> StructureAttributes? {
        if run.range.isEmpty && !run.paragraphRange.isEmpty { return StructureAttributes(actualText: "") }
        guard let documentLanguage, let language = run.attributes.language, !language.isEmpty,
              language.lowercased() != documentLanguage.lowercased() else { return nil }
        return StructureAttributes(language: language)
    }

    private static func drawDecorations(_ run: LineRun, at origin: Point, width: Double, context: GraphicsContext) throws(GraphicsError) {
        guard run.attributes.underline != nil || run.attributes.strikethrough != nil else { return }
        let m = run.font.metrics
        let scale = run.size / Double(run.font.unitsPerEm)
        let thickness = max(Double(m.underlineThickness) * scale, 0.5)
        for (decoration, offset) in [(run.attributes.underline, -Double(m.underlinePosition) * scale),
                                     (run.attributes.strikethrough, -Double(m.strikeoutPosition) * scale)] {
            guard let d = decoration else { continue }
            try context.setFillColor(d.color ?? run.attributes.resolvedColor)
            let w = d.style == .thick ? thickness * 2 : thickness
            try context.fill(Rect(x: origin.x, y: origin.y + offset - w / 2, width: width, height: w))
            if d.style == .double {
                try context.fill(Rect(x: origin.x, y: origin.y + offset + w * 1.5, width: width, height: w))
            }
        }
    }
}
