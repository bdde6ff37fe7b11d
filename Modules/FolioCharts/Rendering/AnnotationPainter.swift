import FolioGeometry
import FolioGraphics

/// Draws marks' annotations (``ChartContent/annotation(position:spacing:content:)``) after the
/// marks, outside the plot's clip: each beside the box its mark covers (a bar's rectangle, a
/// point's symbol, a rule's line, a line's or an area's point).
struct AnnotationPainter {
    let painter: MarkPainter
    let canvas: ChartCanvas

    func draw(_ marks: [MarkRecord]) throws(GraphicsError) {
        for m in marks where !m.annotations.isEmpty {
            guard let (box, automatic) = frame(m) else { continue }
            for note in m.annotations {
                let position = note.position == .automatic ? automatic : note.position
                let (point, anchor) = Self.place(position, around: box, spacing: note.spacing)
                try canvas.text(note.text.string, at: point, anchor: anchor, title: note.text.isBold, color: note.text.color)
            }
        }
    }

    /// The box a mark covers, and where its automatic annotation goes.
    private func frame(_ m: MarkRecord) -> (Rect, AnnotationPosition)? {
        switch m.kind {
        case .bar:
            guard let bar = painter.barGeometry(m) else { return nil }
            if BarOrientation(m) == .vertical {
                // The value's end is the edge the bar grows to: above when it runs up.
                return (bar.rect, bar.edge.from.y <= bar.rect.midY ? .top : .bottom)
            }
            return (bar.rect, bar.edge.from.x >= bar.rect.midX ? .trailing : .leading)
        case .rectangle:
            return painter.rectangleGeometry(m).map { ($0, .overlay) }
        case .rule:
            guard let (a, b) = painter.ruleGeometry(m) else { return nil }
            return (Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y)), .top)
        case .point, .line, .area:
            guard let px = painter.x(m.x), let py = painter.y(m.yEnd ?? m.y) else { return nil }
            let half = m.kind == .point ? (m.symbolSize ?? 30).squareRoot() / 2 : 2
            return (Rect(x: px - half, y: py - half, width: 2 * half, height: 2 * half), .top)
        case .sector:
            return nil
        }
    }

    /// Where the text's anchor goes and which of its points it is.
    static func place(_ position: AnnotationPosition, around r: Rect, spacing s: Double) -> (Point, UnitPoint) {
        switch position {
        case .automatic, .top: (Point(x: r.midX, y: r.minY - s), .bottom)
        case .bottom: (Point(x: r.midX, y: r.maxY + s), .top)
        case .leading: (Point(x: r.minX - s, y: r.midY), .trailing)
        case .trailing: (Point(x: r.maxX + s, y: r.midY), .leading)
        case .overlay: (Point(x: r.midX, y: r.midY), .center)
        case .topLeading: (Point(x: r.minX, y: r.minY - s), .bottomLeading)
        case .topTrailing: (Point(x: r.maxX, y: r.minY - s), .bottomTrailing)
        case .bottomLeading: (Point(x: r.minX, y: r.maxY + s), .topLeading)
        case .bottomTrailing: (Point(x: r.maxX, y: r.maxY + s), .topTrailing)
        }
    }
}
