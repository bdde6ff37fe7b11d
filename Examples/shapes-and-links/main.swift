// shapes-and-links: paths, fills and strokes, a gradient, a web link, a link to page 2 and
// bookmarks. Run: swift run shapes-and-links [output.pdf]
import Folio
import Foundation

let output = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "shapes-and-links.pdf"

/// A five-pointed star centred on `c`: points alternate between two radii.
func star(center c: Point, outer: Double, inner: Double) -> Path {
    var path = Path()
    let points = (0..<10).map { i -> Point in
        let angle = -Double.pi / 2 + Double(i) * Double.pi / 5     // start at the top
        let r = i.isMultiple(of: 2) ? outer : inner
        return Point(x: c.x + r * cos(angle), y: c.y + r * sin(angle))
    }
    path.addLines(between: points)                                 // move to the first, lines to the rest
    path.closeSubpath()
    return path
}

do {
    let font = try TextFont(family: "sans-serif").resolve().font
    try PDFRenderer().writePDF(to: output) { ctx throws(GraphicsError) in
        // Page 1 — shapes. Paths are values (UIBezierPath's shapes, without drawing state).
        try ctx.beginPage()
        try ctx.addBookmark("Shapes")                               // an entry in the viewer's outline
        try ctx.draw("Shapes", at: Point(x: 72, y: 50), font: font, size: 24)

        try ctx.setFillColor(.orange)
        try ctx.fill(Path(rect: Rect(x: 72, y: 100, width: 120, height: 80)))
        try ctx.setStrokeColor(.blue)
        try ctx.stroke(Path(ovalIn: Rect(x: 230, y: 100, width: 140, height: 80)), style: StrokeStyle(lineWidth: 4))
        try ctx.setFillColor(Color(red: 0.2, green: 0.6, blue: 0.3))
        try ctx.fill(Path(roundedRect: Rect(x: 410, y: 100, width: 130, height: 80), cornerRadius: 16))

        // Fill, then stroke on top, so the fill does not cover half the line (as in UIKit).
        let starPath = star(center: Point(x: 132, y: 290), outer: 70, inner: 28)
        try ctx.setFillColor(.yellow)
        try ctx.fill(starPath)
        try ctx.setStrokeColor(.black)
        try ctx.stroke(starPath, style: StrokeStyle(lineWidth: 2, lineJoin: .round))

        // An arc: angles in radians, clockwise as it looks on the page (UIKit's meaning).
        var arc = Path()
        arc.addArc(center: Point(x: 300, y: 290), radius: 60, startAngle: 0, endAngle: .pi * 1.5, clockwise: true)
        try ctx.setStrokeColor(.purple)
        try ctx.stroke(arc, style: StrokeStyle(lineWidth: 6, lineCap: .round, dash: [12, 8]))

        // A linear gradient, painted through a clip: save, clip, paint, restore.
        try ctx.withSavedGState { () throws(GraphicsError) in
            try ctx.clip(to: Path(roundedRect: Rect(x: 400, y: 230, width: 140, height: 120), cornerRadius: 20))
            try ctx.drawLinearGradient(try Gradient(colors: [.cyan, .magenta]),
                                       start: Point(x: 400, y: 230), end: Point(x: 540, y: 350))
        }

        // Links: a rectangle of the page pointing at a URL, and one at a named destination.
        try ctx.draw("Visit swift.org", at: Point(x: 72, y: 420), font: font, size: 16, color: .blue)
        try ctx.setURL("https://www.swift.org", for: Rect(x: 72, y: 420, width: 130, height: 20))
        try ctx.draw("Go to the second page", at: Point(x: 72, y: 460), font: font, size: 16, color: .blue)
        try ctx.setDestination(named: "second-page", for: Rect(x: 72, y: 460, width: 180, height: 20))

        // Page 2 — the destination the link jumps to.
        try ctx.beginPage()
        try ctx.addBookmark("Second page")
        try ctx.addDestination(named: "second-page", at: Point(x: 72, y: 72))
        try ctx.draw("The second page: the link on page 1 lands here.", at: Point(x: 72, y: 72), font: font, size: 16)
    }
    print("wrote \(output)")
} catch {
    FileHandle.standardError.write(Data("shapes-and-links: \(error)\n".utf8))
    exit(1)
}
