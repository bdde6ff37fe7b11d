import FolioGeometry
import FolioGraphics

extension GraphicsContext {
    // MARK: Drawing strings

    /// Draws a string as UIKit's `draw(at:withAttributes:)` does: the top of the first line
    /// box is at `point.y`, so the baseline is at `point.y` plus the ascent; each line break
    /// starts a new line one line height lower. Text is shaped with HarfBuzz, reordered for
    /// display (bidi), and fonts fall back per grapheme cluster.
    ///
    /// Characters no font has are drawn as .notdef and reported in the returned measurement
    /// and in ``GraphicsContext/diagnostics``.
    ///
    /// `anchor` says which point of the text's box is put at `point`: its `x` runs along the
    /// text's width (its widest line), its `y` down its height (``TextMeasurement/size``,
    /// from the first line's top to the last line's descent). ``UnitPoint/topLeading``, the
    /// default, puts the top of the first line's left end at `point`; ``UnitPoint/top``
    /// centres the text under it, ``UnitPoint/bottomTrailing`` ends it above and left of it.
    /// Anchoring this way shapes the text once, where measuring first would shape it twice.
    ///
    /// ```swift
    /// try ctx.draw("Page 1", at: Point(x: page.midX, y: page.maxY - 36), anchor: .bottom, font: font, size: 9)
    /// ```
    ///
    /// - Returns: the measurement of what was drawn (its width is the advance used).
    @discardableResult
    public func draw(
        _ string: String, at point: Point, anchor: UnitPoint = .topLeading, font: Font, size: Double, color: Color? = nil,
        style: StringDrawingOptions = StringDrawingOptions()
    ) throws(GraphicsError) -> TextMeasurement {
        guard point.isFinite, anchor.isFinite else { throw .nonFiniteValue(operation: "draw(string, at: \(point), anchor: \(anchor))") }
        var style = style
        if let color { style.color = color }
        let shaper = Shaper()
        let lines = Self.shapeLines(string, font: font, style: style, shaper: shaper)
        let m = Self.measure(lines, font: font, size: size)
        let down: Double = drawingOrigin == .upperLeft ? 1 : -1
        let x = point.x - anchor.x * m.width
        let top = anchor.y == 0 ? point.y : point.y - down * anchor.y * m.size.height
        try withSavedGState { () throws(GraphicsError) in
            if let c = style.color { try setFillColor(c) }
            var baseline = top + down * m.ascent
            for line in lines {
                try draw(line, baselineAt: Point(x: x, y: baseline), size: size, decoration: style.decoration)
                baseline += down * m.lineHeight
            }
        }
        for d in m.diagnostics { addDiagnostic(d.description, kind: .font) }
        return m
    }

    /// Draws a string with `point.x` at fraction `anchor` of its width and `point.y` at its
    /// top: ``draw(_:at:anchor:font:size:color:style:)`` with `UnitPoint(x: anchor, y: 0)`.
    @available(*, deprecated, message: "give a UnitPoint: .topLeading, .top, .topTrailing, or UnitPoint(x: anchor, y: 0)")
    @discardableResult
    public func draw(
        _ string: String, at point: Point, anchor: Double, font: Font, size: Double, color: Color? = nil,
        style: StringDrawingOptions = StringDrawingOptions()
    ) throws(GraphicsError) -> TextMeasurement {
        try draw(string, at: point, anchor: UnitPoint(x: anchor, y: 0), font: font, size: size, color: color, style: style)
    }

    /// Draws shaped text with its baseline starting at `origin`, runs left to right in
    /// display order, with optional underline and strikethrough.
    package func draw(_ text: ShapedText, baselineAt origin: Point, size: Double, decoration: DecorationLines = []) throws(GraphicsError) {
        var x = origin.x
        for run in text.runs {
            try drawGlyphRun(run.glyphs, font: run.font, size: size, at: Point(x: x, y: origin.y),
                             text: text.string, textRange: run.textRange, isRightToLeft: run.isRightToLeft)
            x += run.width(atSize: size)
        }
        guard !decoration.isEmpty, x > origin.x else { return }
        let m = text.font.metrics
        let k = size / Double(m.unitsPerEm)
        let down: Double = drawingOrigin == .upperLeft ? 1 : -1
        if decoration.contains(.underline) {
            let top = origin.y - down * Double(m.underlinePosition) * k
            try fill(Rect(x: origin.x, y: min(top, top + down * Double(m.underlineThickness) * k),
                          width: x - origin.x, height: Double(m.underlineThickness) * k))
        }
        if decoration.contains(.strikethrough) {
            let top = origin.y - down * Double(m.strikeoutPosition) * k
            try fill(Rect(x: origin.x, y: min(top, top + down * Double(m.strikeoutThickness) * k),
                          width: x - origin.x, height: Double(m.strikeoutThickness) * k))
        }
    }

    // MARK: Measuring

    /// The size of a string as ``draw(_:at:anchor:font:size:color:style:)`` would draw it
    /// (`size(withAttributes:)`): the advance of its widest line and the line metrics.
    public func measure(_ string: String, font: Font, size: Double, style: StringDrawingOptions = StringDrawingOptions()) -> TextMeasurement {
        Self.measure(string, font: font, size: size, style: style)
    }

    /// The size of a string as it would be drawn, without a context.
    public static func measure(_ string: String, font: Font, size: Double, style: StringDrawingOptions = StringDrawingOptions()) -> TextMeasurement {
        measure(shapeLines(string, font: font, style: style, shaper: Shaper()), font: font, size: size)
    }

    private static func shapeLines(_ string: String, font: Font, style: StringDrawingOptions, shaper: Shaper) -> [ShapedText] {
        var fallback = FontFallback(font: font, fallbacks: style.fallbackFonts, library: style.library)
        fallback.query.language = style.shaping.language
        return string.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map {
            shaper.shape(String($0), font: font, fallback: fallback, options: style.shaping)
        }
    }

    private static func measure(_ lines: [ShapedText], font: Font, size: Double) -> TextMeasurement {
        var m = TextMeasurement(width: 0, ascent: font.ascent(atSize: size), descent: font.descent(atSize: size),
                                leading: font.leading(atSize: size), lineCount: lines.count, diagnostics: [])
        for line in lines {
            m.width = max(m.width, line.width(atSize: size))
            m.ascent = max(m.ascent, line.ascent(atSize: size))
            m.descent = max(m.descent, line.descent(atSize: size))
            m.leading = max(m.leading, line.leading(atSize: size))
            for d in line.diagnostics where !m.diagnostics.contains(d) { m.diagnostics.append(d) }
        }
        return m
    }
}
