import Folio
import FolioTestSupport
import Foundation
import Testing

@Suite("Figures of vector drawings")
struct FigureDrawingTests {
    @Test("Figure(svg:) draws the drawing in the flow, narrowed to the measure keeping its aspect ratio")
    func svgFigure() throws {
        let drawing = try SVGDocument(string: ##"""
            <svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1000"><rect width="1000" height="1000" fill="#0000ff"/></svg>
            """##)
        let document = Document([.figure(Figure(svg: drawing, alternativeText: "Half blue"))])
        let path = try PDFTools.save(try document.pdfBytes(paper: .letter, margins: EdgeInsets(top: 72, left: 72, bottom: 72, right: 72)),
                                     name: "svg-figure.pdf")
        let r = try PDFTools.render(path, page: 1, dpi: 72)
        // 468 points wide (the measure), 234 high: the left half blue, the right half empty.
        #expect(r.pixel(72 + 100, 72 + 100, is: (0, 0, 255), tolerance: 8))
        #expect(r.pixel(72 + 400, 72 + 100, is: (255, 255, 255), tolerance: 8))
        #expect(r.pixel(72 + 100, 72 + 250, is: (255, 255, 255), tolerance: 8))
    }

    @Test("a FigureDrawing runs its drawing code in the figure's rectangle")
    func drawingCode() throws {
        let badge = FigureDrawing(size: Size(width: 100, height: 50)) { ctx, rect throws(GraphicsError) in
            try ctx.setFillColor(.red)
            try ctx.fill(rect)
        }
        let document = Document([.figure(Figure(drawing: badge, alternativeText: "badge", style: BlockStyle(alignment: .left)))])
        let path = try PDFTools.save(try document.pdfBytes(paper: .letter, margins: EdgeInsets(top: 72, left: 72, bottom: 72, right: 72)),
                                     name: "drawing-figure.pdf")
        let r = try PDFTools.render(path, page: 1, dpi: 72)
        #expect(r.pixel(72 + 50, 72 + 25, is: (255, 0, 0), tolerance: 8))
        #expect(r.pixel(72 + 150, 72 + 25, is: (255, 255, 255), tolerance: 8))
    }
}
