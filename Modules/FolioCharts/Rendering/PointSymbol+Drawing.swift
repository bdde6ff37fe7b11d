import FolioGeometry
import FolioGraphics

extension PointSymbol {
    /// Draws the symbol, `area` square points, centred on `c`: filled shapes, or stroked
    /// lines for the cross and the plus.
    func draw(on canvas: ChartCanvas, at c: Point, area: Double, color: Color, opacity: Double) throws(GraphicsError) {
        let r = (area / .pi).squareRoot()
        var path = Path()
        switch self {
        case .circle:
            path = Path(ovalIn: Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
        case .square:
            let s = area.squareRoot() / 2
            path = Path(rect: Rect(x: c.x - s, y: c.y - s, width: 2 * s, height: 2 * s))
        case .triangle:
            let s = r * 1.3
            path.move(to: Point(x: c.x, y: c.y - s))
            path.addLine(to: Point(x: c.x + s * 0.866, y: c.y + s * 0.5))
            path.addLine(to: Point(x: c.x - s * 0.866, y: c.y + s * 0.5))
            path.closeSubpath()
        case .diamond:
            let s = r * 1.25
            path.move(to: Point(x: c.x, y: c.y - s))
            path.addLine(to: Point(x: c.x + s, y: c.y))
            path.addLine(to: Point(x: c.x, y: c.y + s))
            path.addLine(to: Point(x: c.x - s, y: c.y))
            path.closeSubpath()
        case .cross, .plus:
            let s = r * 1.2
            if self == .plus {
                path.move(to: Point(x: c.x - s, y: c.y)); path.addLine(to: Point(x: c.x + s, y: c.y))
                path.move(to: Point(x: c.x, y: c.y - s)); path.addLine(to: Point(x: c.x, y: c.y + s))
            } else {
                path.move(to: Point(x: c.x - s, y: c.y - s)); path.addLine(to: Point(x: c.x + s, y: c.y + s))
                path.move(to: Point(x: c.x - s, y: c.y + s)); path.addLine(to: Point(x: c.x + s, y: c.y - s))
            }
            try canvas.stroke(path, color, width: max(1, r / 2), opacity: opacity)
            return
        }
        try canvas.fill(path, color, opacity: opacity)
    }
}
