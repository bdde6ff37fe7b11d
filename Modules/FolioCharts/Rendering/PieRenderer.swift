import Foundation
import FolioGeometry
import FolioGraphics

/// Draws sectors as a pie or a donut centred in the plot's rectangle, clockwise from twelve
/// o'clock, each slice parted from the next by a white hairline (or by its `angularInset`),
/// with its percentage written inside when the slice is wide enough.
struct PieRenderer {
    let marks: [MarkRecord]
    let series: SeriesStyles
    let canvas: ChartCanvas

    func draw(in area: Rect) throws(ChartError) {
        let values = marks.map { $0.angle?.value.numeric ?? 0 }
        let angles = SectorAngles.angles(values)
        let total = values.filter { $0.isFinite && $0 > 0 }.reduce(0, +)
        let radius = max(0, min(area.width, area.height) / 2 - 1)
        let center = Point(x: area.midX, y: area.midY)
        do {
            try canvas.context.withSavedGState { () throws(GraphicsError) in
                for (k, mark) in marks.enumerated() {
                    let (a0, a1) = angles[k]
                    guard a1 > a0 else { continue }
                    let outer = mark.outerRadius.resolved(radius, automatic: radius)
                    let inner = min(outer, mark.innerRadius.resolved(outer, automatic: 0))
                    let color = series.color(for: mark)
                    let path = Self.sector(center: center, inner: inner, outer: outer, from: a0, to: a1, inset: mark.angularInset)
                    try canvas.fill(path, color, opacity: mark.opacity)
                    if mark.angularInset == 0 && marks.count > 1 { try canvas.stroke(path, .white, width: 0.75) }
                    // The share, inside the slice, when it fits.
                    let share = values[k] / total
                    let mid = (a0 + a1) / 2
                    let labelRadius = inner > 0 ? (inner + outer) / 2 : outer * 0.62
                    let label = "\(Int((share * 100).rounded()))%"
                    let size = canvas.measure(label)
                    let arc = (a1 - a0) * labelRadius
                    if arc > size.width + 4 && outer - inner > size.height + 4 {
                        let textColor: Color = color.grayscale.components[0] > 0.55 ? Color(gray: 0.1) : .white
                        try canvas.text(label, at: ArcPath.point(center: center, radius: labelRadius, angle: mid), anchor: .center, color: textColor)
                    }
                }
            }
        } catch {
            throw .graphics(error)
        }
    }

    /// The outline of a slice from `a0` to `a1` between two radii, its sides drawn in by
    /// `inset / 2` points each (an inner radius of zero makes a pie's wedge).
    static func sector(center: Point, inner: Double, outer: Double, from a0: Double, to a1: Double, inset: Double) -> Path {
        var path = Path()
        let dOuter = outer > 0 ? min((a1 - a0) / 2, inset / 2 / outer) : 0
        ArcPath.add(to: &path, center: center, radius: outer, from: a0 + dOuter, to: a1 - dOuter)
        if inner > 0 {
            let dInner = min((a1 - a0) / 2, inset / 2 / inner)
            ArcPath.add(to: &path, center: center, radius: inner, from: a1 - dInner, to: a0 + dInner)
        } else if a1 - a0 < 2 * .pi - 1e-9 {
            path.addLine(to: center)
        }
        path.closeSubpath()
        return path
    }
}
