import Folio
import FolioTestSupport
import Foundation
import Testing

/// `border-radius`, `box-shadow` and gradient backgrounds: parsed, computed, mapped onto
/// ``BoxDecoration`` and drawn.
@Suite("CSS box decoration: rounded corners, shadows, gradients")
struct BoxDecorationTests {
    private func style(_ css: String) throws -> ComputedStyle {
        let document = try HTMLDocument(string: "<div id=x style=\"\(css)\">x</div>")
        return StyledDocument(document: document).computedStyle(of: try #require(document.element(withID: "x")))
    }

    @Test("border-radius: one to four radii, a slash for vertical ones, longhands; negative values are invalid")
    func radii() throws {
        let s = try style("border-radius: 10px 20% / 6pt")
        #expect(s.borderRadius[0] == CornerRadiusValue(horizontal: .points(7.5), vertical: .points(6)))
        #expect(s.borderRadius[1] == CornerRadiusValue(horizontal: .percent(20), vertical: .points(6)))
        #expect(s.borderRadius[2].horizontal == .points(7.5) && s.borderRadius[3].horizontal == .percent(20))
        let longhand = try style("border-radius: 4pt; border-bottom-left-radius: 1pt 2pt")
        #expect(longhand.borderRadius[3] == CornerRadiusValue(horizontal: .points(1), vertical: .points(2)))
        #expect(longhand.borderRadius[0] == CornerRadiusValue(horizontal: .points(4), vertical: .points(4)))
        #expect(try style("border-radius: 3pt; border-radius: -1px").borderRadius[0].horizontal == .points(3))
    }

    @Test("box-shadow: layers, optional blur, spread and colour (currentColor by default), inset ones marked, none")
    func shadows() throws {
        let s = try style("color: blue; box-shadow: 2pt 3pt 4pt 1pt red, inset 0 0 2pt, 1pt 1pt")
        #expect(s.boxShadows.count == 3)
        let first = try #require(s.boxShadows.first)
        #expect([first.offsetX, first.offsetY, first.blur, first.spread] == [2, 3, 4, 1] && !first.isInset)
        #expect(first.color == Color(red: 1, green: 0, blue: 0))
        #expect(s.boxShadows[1].isInset && s.boxShadows[1].color == Color(red: 0, green: 0, blue: 1))
        #expect(s.boxShadows[2].blur == 0 && s.boxShadows[2].color == Color(red: 0, green: 0, blue: 1))
        #expect(try style("box-shadow: 1pt 1pt red; box-shadow: none").boxShadows.isEmpty)
        #expect(try style("box-shadow: 1pt 1pt red; box-shadow: 1pt red").boxShadows.count == 1)
        let mapped = StyleMappingProbe.decoration(of: "box-shadow: 2pt 3pt red, inset 0 0 2pt")
        #expect(mapped.shadows == [BoxShadow(offset: Size(width: 2, height: 3), color: Color(red: 1, green: 0, blue: 0)),
                                   BoxShadow(offset: .zero, blur: 2, color: Color(red: 0, green: 0, blue: 0), isInset: true)])
    }

    @Test("gradients: angles, sides and corners, stops with and without positions, radial centres; what cannot be drawn invalid")
    func gradients() throws {
        let linear = try style("background: linear-gradient(45deg, red, blue 80%) white")
        #expect(linear.backgroundColor == Color(red: 1, green: 1, blue: 1))
        let g = try #require(linear.backgroundGradients.first)
        #expect(g.kind == .linear(angle: 45))
        #expect(g.stops.map(\.position) == [nil, .percent(80)])
        #expect(try style("background-image: linear-gradient(to left, red, blue)").backgroundGradients.first?.kind == .linear(angle: 270))
        #expect(try style("background-image: linear-gradient(to top right, red, blue)").backgroundGradients.first?.kind
                == .linearToCorner(right: true, bottom: false))
        #expect(try style("background-image: linear-gradient(0.25turn, red, blue)").backgroundGradients.first?.kind == .linear(angle: 90))
        #expect(try style("background-image: radial-gradient(circle at 20% top, red, blue)").backgroundGradients.first?.kind
                == .radial(centerX: 0.2, centerY: 0, isCircle: true))
        #expect(try style("background-image: radial-gradient(red, blue)").backgroundGradients.first?.kind
                == .radial(centerX: 0.5, centerY: 0.5, isCircle: false))
        // Two positions: the colour twice (a hard stripe).
        #expect(try style("background-image: linear-gradient(red 0 50%, blue 50%)").backgroundGradients.first?.stops.count == 3)
        // What Folio cannot draw invalidates the declaration: the earlier one stays.
        let kept = try style("background-image: linear-gradient(red, blue); background-image: cross-fade(url(a.png), url(b.png))")
        #expect(kept.backgroundGradients.count == 1)
        #expect(try style("background-image: linear-gradient(red)").backgroundGradients.isEmpty)
        #expect(try style("background-image: radial-gradient(closest-side, red, blue)").backgroundGradients.isEmpty)
    }

    @Test("drawn: corners cut round, the gradient's ends in its colours, a shadow outside the box only")
    func drawn() throws {
        let html = """
            <div style="background: black; border-radius: 30pt; padding: 30pt 0; margin: 0; color: black">x</div>
            <div style="background: linear-gradient(to right, red, blue); padding: 20pt 0; margin: 0">&nbsp;</div>
            <div style="background: white; box-shadow: 10pt 10pt black; padding: 20pt 0; margin: 20pt 40pt">&nbsp;</div>
            """
        let document = try MarkupDocument(string: html).document
        let path = try PDFTools.save(try document.pdfBytes(), name: "box-decoration.pdf")
        let raster = try PDFTools.render(path, page: 1, dpi: 72)
        func black(_ x: Int, _ y: Int) -> Bool { raster.pixel(x, y, is: (0, 0, 0), tolerance: 40) }
        func white(_ x: Int, _ y: Int) -> Bool { raster.pixel(x, y, is: (255, 255, 255), tolerance: 40) }
        // The first box starts at (72, 72): its corner is cut, its top edge's middle and its inside filled.
        #expect(white(74, 74), "the rounded corner is filled")
        #expect(black(200, 74) && black(74, 110) && black(300, 100))
        // The gradient box lies below the first: red at its left, blue at its right.
        let y = Int(try #require((1..<700).first { raster[200, $0].r > 150 && raster[200, $0].b > 20 && raster[200, $0].g < 60 } ?? (1..<700).first { raster[100, $0].r > 200 && raster[100, $0].g < 60 })) + 5
        #expect(raster[74, y].r > 200 && raster[74, y].b < 60, "left end \(raster[74, y])")
        #expect(raster[536, y].b > 200 && raster[536, y].r < 60, "right end \(raster[536, y])")
        // The shadowed box: 40 pt in; its shadow shows at its right and below, not at its left or above.
        // The box spans x 112…500; its shadow 122…510, 10 pt lower.
        let top = try #require((y..<780).first { black(505, $0) }, "no shadow at the box's right")
        #expect(!black(300, top - 12) && !black(108, top + 5), "shadow at the left or top")
        #expect(white(300, top + 5), "the box itself is shadowed")
        let bottom = try #require((top + 5..<790).first { !white(300, $0) }, "the box does not end")
        #expect(black(300, bottom + 4), "no shadow below the box")
    }
}

extension BoxDecorationTests {
    @Test("an inset shadow falls inside the box, on the sides its offset points away from")
    func insetShadow() throws {
        let html = #"<div style="background: white; box-shadow: inset 10pt 10pt black; padding: 30pt 0; margin: 0">&nbsp;</div>"#
        let path = try PDFTools.save(try MarkupDocument(string: html).document.pdfBytes(), name: "inset-shadow.pdf")
        let r = try PDFTools.render(path, page: 1, dpi: 72)
        // The box spans x 72…540 from y 72: dark along its top and left inside edges, white elsewhere and outside.
        #expect(r.pixel(300, 76, is: (0, 0, 0), tolerance: 40) && r.pixel(76, 90, is: (0, 0, 0), tolerance: 40), "\(r[300, 76]) \(r[76, 90])")
        #expect(r.pixel(300, 100, is: (255, 255, 255), tolerance: 40) && r.pixel(536, 100, is: (255, 255, 255), tolerance: 40))
        #expect(r.pixel(300, 69, is: (255, 255, 255), tolerance: 40), "a shadow above the box: \(r[300, 69])")
    }

    @Test("border styles: double is two lines with a gap; inset darkens the top and left, outset the bottom and right")
    func borderStyles() throws {
        let html = """
            <div style="border: 9pt double black; margin: 0; padding: 10pt">a</div>
            <div style="border: 8pt inset rgb(200, 150, 100); margin: 20pt 0 0; padding: 10pt">b</div>
            """
        let path = try PDFTools.save(try MarkupDocument(string: html).document.pdfBytes(), name: "border-styles.pdf")
        let r = try PDFTools.render(path, page: 1, dpi: 72)
        // The double border's top side spans y 72…81: line, gap, line (3 pt each).
        #expect(r[200, 73].r < 60 && r[200, 76].r > 200 && r[200, 79].r < 60, "\(r[200, 73]) \(r[200, 76]) \(r[200, 79])")
        // The inset box: its top side darker than its bottom side, its left darker than its right.
        let top = try #require((90..<300).first { r[300, $0].r < 250 && r[300, $0].r != r[300, 80].r && $0 > 110 }, "no inset box")
        let bottom = try #require((top + 20..<400).first { r[300, $0].r < 250 && r[300, $0 + 1].r > 250 }, "no bottom side")
        #expect(r[300, top + 3].r < r[300, bottom - 2].r, "top \(r[300, top + 3]) bottom \(r[300, bottom - 2])")
        #expect(r[75, top + 20].r < r[536, top + 20].r, "left \(r[75, top + 20]) right \(r[536, top + 20])")
    }
}

/// The mapping of a `style` attribute onto a block's decoration, through the converter.
private enum StyleMappingProbe {
    static func decoration(of css: String) -> BoxDecoration {
        guard let document = try? MarkupDocument(string: "<div style=\"\(css); background: white\">x</div>") else { return BoxDecoration() }
        for block in document.document.blocks {
            if let style = block.style { return style.decoration }
        }
        return BoxDecoration()
    }
}
