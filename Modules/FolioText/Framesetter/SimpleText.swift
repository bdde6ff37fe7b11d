import FolioGraphics

/// The short way for the commonest text of a report, a table cell's "Item 12" or "1,250.00":
/// one run of attributes, one paragraph, characters of Latin script or none (ASCII, Latin-1's
/// letters and signs, Latin Extended-A and -B) that the run's font has. Such text has one
/// bidi level (0), one script and one font, so the itemizing stages have nothing to find:
/// it is shaped (through the font's word cache) and its lines chosen and set as the
/// framesetter does, without resolving bidi levels, scripts or fallback fonts, and without a
/// framesetter. Anything else goes the long way; the lines are the same either way
/// (`SimpleTextTests` compares them glyph by glyph).
extension ShapedParagraph {
    /// The longest text taken the short way (UTF-16 units); longer text is set in pieces.
    static let simpleTextLimit = 4096

    /// `text`, one attribute run, itemized and shaped when it is simple text (see above) and
    /// the run's font has every character; `nil` otherwise. `units` are its UTF-16 units.
    /// Diagnostics of the font's resolution (a substitution) go to `diagnostics` either way.
    init?(simple text: AttributedText, units: [UInt16], fonts: FontResolver, shaper: Shaper, diagnostics: inout [String]) {
        guard text.runs.count == 1, !units.isEmpty, units.count <= Self.simpleTextLimit else { return nil }
        let attributes = text.runs[0].attributes
        let style = attributes.paragraphStyle ?? .default
        guard style.baseWritingDirection != .rightToLeft, style.problem == nil,
              let script = Self.simpleScript(units) else { return nil }
        let textFont = attributes.resolvedFont
        guard let resolved = try? fonts.font(for: textFont, diagnostics: &diagnostics),
              Self.covers(resolved.font, units) else { return nil }
        start = 0
        utf16 = units
        hasTabs = false
        self.style = style
        paragraphLevel = 0
        // Latin and Common are both scripts whose letters may be spread.
        lettersMaySpread = style.justificationLetterSpacing > 0 && style.alignment == .justified
        advances = [Double](filled: 0, count: units.count)
        items = []
        let direction: TextDirection = style.baseWritingDirection == .leftToRight ? .leftToRight : .auto
        let options = Self.shapingOptions(attributes, direction: direction)
        do {
            try appendItem(0..<units.count, font: resolved.font, script: script, level: 0, attributes: attributes,
                           size: textFont.size, options: options, shaper: shaper)
        } catch {
            return nil
        }
    }

    /// The one script of simple text — Latin when it has a Latin letter, else Common (as
    /// ``ScriptItemizer`` resolves it) — or `nil` when a character is not simple: a control,
    /// a line or paragraph break, a tab, a soft hyphen, or anything past U+024F or of another
    /// script. Such text has one bidi level, 0: none of its characters is right to left.
    static func simpleScript(_ units: [UInt16]) -> Script? {
        var latin = false
        for u in units {
            if u < 0x80 {
                guard u >= 0x20, u != 0x7F else { return nil }
                if (u >= 0x41 && u <= 0x5A) || (u >= 0x61 && u <= 0x7A) { latin = true }
                continue
            }
            // C1 controls (NEL among them) and the soft hyphen break lines or draw nothing.
            guard u >= 0xA0, u <= 0x24F, u != 0xAD, let scalar = Unicode.Scalar(u) else { return nil }
            let s = Script(of: scalar)
            if s == .latin { latin = true } else if s != .common { return nil }
        }
        return latin ? .latin : .common
    }

    /// Whether `font` has a glyph for every unit (ASCII from its coverage bits).
    private static func covers(_ font: Font, _ units: [UInt16]) -> Bool {
        for u in units where !font.covers(value: UInt32(u)) { return false }
        return true
    }
}

extension Framesetter {
    /// The lines of `text` set `width` wide, as ``lines(width:)`` sets them, when `text` is
    /// simple (one attribute run of Latin or common characters its font has, one paragraph;
    /// see ``ShapedParagraph/init(simple:units:fonts:shaper:diagnostics:)``); `nil` when it
    /// is not, to be set by a framesetter. What resolving the font noticed (a substitution)
    /// is appended to `diagnostics` either way.
    package static func simpleLines(
        _ text: AttributedText, width: Double, fonts: FontResolver, shaper: Shaper, diagnostics: inout [String]
    ) -> [(line: Line, height: Double)]? {
        guard width.isFinite, width > 0, text.runs.count == 1, text.length <= ShapedParagraph.simpleTextLimit,
              let para = ShapedParagraph(simple: text, units: UTF16Units.of(text.string), fonts: fonts, shaper: shaper,
                                         diagnostics: &diagnostics) else { return nil }
        let laid = ParagraphLayout(para, slot: { _ in (0, width) }, startingAt: 0)
        return laid.lines.map { ($0, $0.ascent + $0.descent + $0.leading) }
    }
}
