import Folio
import FolioTestSupport
import Foundation
import Testing

@Suite("Box decoration in the report builder")
struct BoxDecorationDrawingTests {
    @Test("BlockStyle.decoration: the documented card draws rounded, shadowed and shaded")
    func card() throws {
        var card = BlockStyle(padding: EdgeInsets(all: 12), border: Border(width: 1, color: .gray), background: .white)
        card.decoration.corners = BoxCorners(all: BoxCornerRadius(.points(20)))
        card.decoration.shadows = [BoxShadow(offset: Size(width: 6, height: 6), color: Color(gray: 0))]
        card.decoration.gradients = [BoxGradient(.linear(angle: 90), stops: [.init(color: .red), .init(color: .blue)])]
        let document = Document([.paragraph(Paragraph("A card", style: card))])
        let path = try PDFTools.save(try document.pdfBytes(paper: .letter, margins: EdgeInsets(all: 72)), name: "card.pdf")
        let r = try PDFTools.render(path, page: 1, dpi: 72)
        // The box spans x 72…540 from y 72: its corner is cut; red at its left, blue at its right;
        // the shadow shows 6 pt to the right of it.
        #expect(r.pixel(73, 73, is: (255, 255, 255), tolerance: 10), "the corner is not cut: \(r[73, 73])")
        #expect(r[80, 90].r > 200 && r[80, 90].b < 60, "left \(r[80, 90])")
        #expect(r[530, 90].b > 200 && r[530, 90].r < 60, "right \(r[530, 90])")
        #expect(r.pixel(543, 90, is: (0, 0, 0), tolerance: 10), "no shadow: \(r[543, 90])")
        #expect(BoxDecoration().isEmpty && !card.decoration.isEmpty)
    }
}
