// hello-pdf: the smallest Folio program — one page with a line of text and a rectangle.
// Run: swift run hello-pdf [output.pdf]
import Folio
import Foundation

let output = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "hello-pdf.pdf"

do {
    // Fonts are found by fontconfig, as UIFont(name:size:) finds them on iOS. "sans-serif" is a
    // generic family: fontconfig picks the system's default sans-serif face (DejaVu Sans, say).
    let font = try TextFont(family: "sans-serif").resolve().font

    // A renderer, as UIGraphicsPDFRenderer. Empty bounds mean US Letter pages (612 × 792 pt).
    let format = PDFRendererFormat(info: DocumentInfo(title: "Hello, PDF", author: "Folio examples"))
    let renderer = PDFRenderer(bounds: .zero, format: format)

    // writePDF runs the closure, then writes the file atomically: it appears only when the
    // drawing succeeded. Every drawing call throws a GraphicsError that says what went wrong.
    try renderer.writePDF(to: output) { ctx throws(GraphicsError) in
        try ctx.beginPage()

        // Coordinates are points (1/72 in) from the page's top-left corner, y going down,
        // exactly as in UIKit. The string's line box starts at y = 72.
        try ctx.draw("Hello, PDF!", at: Point(x: 72, y: 72), font: font, size: 36)
        try ctx.draw("Made with Folio on Linux.", at: Point(x: 72, y: 124), font: font, size: 14, color: .darkGray)

        // A filled rectangle with a thick blue border.
        let box = Rect(x: 72, y: 170, width: 468, height: 120)
        try ctx.setFillColor(Color(hex: "#E8F0FA")!)
        try ctx.fill(box)
        try ctx.setStrokeColor(Color(red: 0.2, green: 0.4, blue: 0.8))
        try ctx.stroke(box, width: 3)
    }
    print("wrote \(output)")
} catch {
    FileHandle.standardError.write(Data("hello-pdf: \(error)\n".utf8))
    exit(1)
}
