import FolioGeometry
import FolioGraphics
import FolioText

/// A mark drawn beside a line as vector art rather than set as a glyph: a task list item's
/// check box, or the hooked arrow before a wrapped line of preformatted text. Drawn, it adds
/// nothing to the text a reader copies or a tool extracts; its size comes from the font of the
/// line it stands by, and it sits on that line's baseline.
struct MarkerArt {
    enum Shape: Equatable {
        /// A square box, with a tick when `checked`.
        case checkBox(checked: Bool)
        /// An arrow down and to the right (↳), before a line that goes on with the one above.
        case continuation
    }

    let shape: Shape
    /// The left edge, relative to the content rect (as a marker line's x).
    var x: Double
    /// The font size the mark is drawn from (its em).
    let size: Double
    let color: Color

    /// The mark's width.
    var width: Double {
        switch shape {
        case .checkBox: size * Self.boxSide
        case .continuation: size * 0.75
        }
    }

    /// The check box's side, in ems: about a capital letter's height.
    static let boxSide = 0.7
    /// Between a continuation mark and the text after it, in ems.
    static let continuationGap = 0.25

    /// The hanging indent of a wrapped preformatted line, which holds its continuation mark:
    /// two characters of a monospaced font (0.6 em each) at `fontSize`.
    static func continuationIndent(fontSize: Double) -> Double { fontSize * 1.2 }

    /// The continuation mark for `line`, a wrapped line that starts `lineX` from the content
    /// rect's left edge: it ends ``continuationGap`` before the line's text, drawn in the
    /// colour and from the size of the line's first characters.
    static func continuation(before line: Line, at lineX: Double) -> MarkerArt? {
        guard let run = line.runs.first(where: { !$0.range.isEmpty }) ?? line.runs.first, run.size > 0, run.size.isFinite else { return nil }
        var mark = MarkerArt(shape: .continuation, x: 0, size: run.size, color: run.attributes.resolvedColor)
        mark.x = lineX + line.origin.x - run.size * continuationGap - mark.width
        return mark
    }

    /// Draws the mark with its left edge at `left` + ``x`` and its foot on `baseline`.
    func draw(in context: GraphicsContext, left: Double, baseline: Double) throws(GraphicsError) {
        let x = left + self.x, em = size
        try context.setStrokeColor(color)
        try context.setLineCap(.round)
        try context.setLineJoin(.round)
        switch shape {
        case .checkBox(let checked):
            // The stroke is centred on the path: inset by half of it, the box's outer edge
            // is the side, its foot on the baseline.
            let side = em * Self.boxSide, line = em * 0.07
            let box = Rect(x: x + line / 2, y: baseline - side + line / 2, width: side - line, height: side - line)
            try context.setLineWidth(line)
            try context.stroke(Path(roundedRect: box, cornerRadius: em * 0.08))
            guard checked else { return }
            try context.setLineWidth(em * 0.1)
            try context.beginPath()
            try context.move(to: Point(x: x + side * 0.22, y: baseline - side * 0.5))
            try context.addLine(to: Point(x: x + side * 0.43, y: baseline - side * 0.25))
            try context.addLine(to: Point(x: x + side * 0.8, y: baseline - side * 0.8))
            try context.strokePath()
        case .continuation:
            // Down from about the x-height, round the corner, right to an arrowhead.
            let stem = x + em * 0.1, right = x + width, mid = baseline - em * 0.22, r = em * 0.18
            try context.setLineWidth(em * 0.07)
            try context.beginPath()
            try context.move(to: Point(x: stem, y: baseline - em * 0.62))
            try context.addLine(to: Point(x: stem, y: mid - r))
            try context.addQuadCurve(to: Point(x: stem + r, y: mid), control: Point(x: stem, y: mid))
            try context.addLine(to: Point(x: right, y: mid))
            try context.move(to: Point(x: right - em * 0.2, y: mid - em * 0.17))
            try context.addLine(to: Point(x: right, y: mid))
            try context.addLine(to: Point(x: right - em * 0.2, y: mid + em * 0.17))
            try context.strokePath()
        }
    }
}
