// folio-showcase: draws a two-page showcase of Folio's drawing context into a PDF.
//
//     swift run folio-showcase [output.pdf] [image.png]
//
// Page 1 shows paths, fill rules, clipping, gradients, transparency, a reused form, an image
// and two links; page 2 holds the destination of the internal link.
import Folio
import Foundation

let args = CommandLine.arguments
let output = args.count > 1 ? args[1] : "showcase.pdf"
let imagePath = args.count > 2 ? args[2] : "Samples/swatch.png"

func drawShowcase(_ ctx: GraphicsContext) throws(GraphicsError) {
    try ctx.beginPage()
    try ctx.addBookmark("Shapes")

    // The six shapes of Listing 11-1, stroked 8 pt with round joins.
    let inset = Rect(x: 4, y: 4, width: 92, height: 92)
    var star = Path()
    star.addLines(between: [(50, 4), (60.80, 37.25), (95.76, 37.25), (67.48, 57.80), (78.28, 91.05), (50, 70.50),
                            (21.72, 91.05), (32.52, 57.80), (4.24, 37.25), (39.20, 37.25)].map { Point(x: $0.0, y: $0.1) })
    star.closeSubpath()
    var triangle = Path()
    triangle.addLines(between: [Point(x: 50, y: 4), Point(x: 96, y: 96), Point(x: 4, y: 96)])
    triangle.closeSubpath()
    let shapes = [Path(rect: inset), Path(rect: Rect(x: 4, y: 4, width: 92, height: 42)), Path(ovalIn: inset),
                  Path(ovalIn: Rect(x: 4, y: 4, width: 92, height: 42)), triangle, star]
    let palette: [Color] = [.red, .orange, .yellow, .green, .blue, .purple]
    for (i, shape) in shapes.enumerated() {
        try ctx.withSavedGState { () throws(GraphicsError) in
            try ctx.translateBy(x: 36 + Double(i) * 92, y: 48)
            try ctx.scaleBy(x: 0.8, y: 0.8)
            try ctx.setFillColor(palette[i].withAlpha(0.35))
            try ctx.fill(shape)
            try ctx.setStrokeColor(palette[i])
            try ctx.stroke(shape, style: StrokeStyle(lineWidth: 8, lineJoin: .round))
        }
    }

    // Even-odd ring (Listing 2-3) and a gradient clipped to it.
    var ring = Path(ovalIn: Rect(x: 36, y: 170, width: 200, height: 200))
    ring.addEllipse(in: Rect(x: 86, y: 220, width: 100, height: 100))
    try ctx.withSavedGState { () throws(GraphicsError) in
        try ctx.clip(to: ring, rule: .evenOdd)
        try ctx.drawLinearGradient(try Gradient(colors: [.blue, .cyan, .green]), start: Point(x: 36, y: 170), end: Point(x: 236, y: 370))
    }

    // Transparency: overlapping discs in a layer at half alpha, with a sharp shadow.
    try ctx.withSavedGState { () throws(GraphicsError) in
        try ctx.setAlpha(0.6)
        try ctx.setShadow(Shadow(offset: Size(width: 6, height: 6)))
        try ctx.beginTransparencyLayer()
        for (i, c) in [Color.red, .green, .blue].enumerated() {
            try ctx.setFillColor(c)
            try ctx.fillEllipse(in: Rect(x: 290 + Double(i) * 50, y: 180 + Double(i % 2) * 40, width: 110, height: 110))
        }
        try ctx.endTransparencyLayer()
    }

    // A form (the arrow of Programming iOS, drawn once) rotated about its base three times.
    let arrow = try ctx.makeForm(size: Size(width: 40, height: 100)) { f throws(GraphicsError) in
        try f.setLineWidth(20)
        try f.move(to: Point(x: 20, y: 100)); try f.addLine(to: Point(x: 20, y: 19)); try f.strokePath()
        try f.setFillColor(.red)
        var head = Path()
        head.addLines(between: [Point(x: 0, y: 25), Point(x: 20, y: 0), Point(x: 40, y: 25)])
        head.closeSubpath()
        try f.fill(head)
    }
    for i in 0..<4 {
        try ctx.withSavedGState { () throws(GraphicsError) in
            try ctx.translateBy(x: 90, y: 520)
            try ctx.rotate(by: Double(i) * .pi / 6)
            try ctx.draw(arrow, at: Point(x: -20, y: -100))
        }
    }

    // An image, upright, and a link to page 2 around it; a URL link below.
    if let image = try? Image(contentsOfFile: imagePath) {
        try ctx.draw(image, in: Rect(x: 300, y: 420, width: 256, height: 192))
        try ctx.setDestination(named: "Chapter_1", for: Rect(x: 300, y: 420, width: 256, height: 192))
    }
    try ctx.setStrokeColor(.blue)
    try ctx.stroke(Rect(x: 300, y: 640, width: 256, height: 30))
    try ctx.setURL("https://www.swift.org", for: Rect(x: 300, y: 640, width: 256, height: 30))

    try ctx.beginPage()
    try ctx.addBookmark("Chapter 1")
    try ctx.addDestination(named: "Chapter_1", at: Point(x: 72, y: 72))
    try ctx.setFillColor(Color(hex: "#336699")!)
    try ctx.fill(Path(roundedRect: Rect(x: 72, y: 72, width: 468, height: 100), cornerRadius: 16))
}

do {
    let format = PDFRendererFormat(info: DocumentInfo(title: "Folio drawing showcase", creator: "folio-showcase"))
    try PDFRenderer(format: format).writePDF(to: output, drawShowcase)
    print("wrote \(output)")
} catch {
    FileHandle.standardError.write(Data("folio-showcase: \(error)\n".utf8))
    exit(1)
}
