import Folio
import FolioTestSupport
import Foundation
import Testing

/// A raster's pixel test as a closure, so that a failed expectation prints the point, not the raster.
func pixelTest(_ r: Raster) -> (Int, Int, (Int, Int, Int), Int) -> Bool {
    { x, y, c, tolerance in r.pixel(x, y, is: c, tolerance: tolerance) }
}

/// `opacity`, `transform` with `transform-origin`, and `z-index`: parsed, computed, mapped onto
/// ``BlockStyle`` and painted (a transparency group, a concatenated matrix, painting order).
@Suite("CSS paint effects: opacity, transform, z-index")
struct PaintEffectTests {
    private func style(_ css: String) throws -> ComputedStyle {
        let document = try HTMLDocument(string: "<div id=x style=\"\(css)\">x</div>")
        return StyledDocument(document: document).computedStyle(of: try #require(document.element(withID: "x")))
    }

    private func blockStyle(_ css: String) throws -> BlockStyle {
        let document = try MarkupDocument(string: "<div style=\"\(css)\"><p>a</p><p>b</p></div>").document
        return try #require(document.blocks.first?.style)
    }

    @Test("opacity: a number or a percentage, clamped to 0…1; an invalid value keeps the earlier one")
    func opacity() throws {
        #expect(try style("opacity: 0.25").opacity == 0.25)
        #expect(try style("opacity: 40%").opacity == 0.4)
        #expect(try style("opacity: 3").opacity == 1)
        #expect(try style("opacity: -1").opacity == 0)
        #expect(try style("opacity: 0.5; opacity: red").opacity == 0.5)
        #expect(try style("").opacity == 1)
        #expect(try blockStyle("opacity: 0.5").opacity == 0.5)
    }

    @Test("transform: functions in order, lengths to points, angles to degrees, px in matrix(); none; unknown functions invalid")
    func transform() throws {
        let s = try style("transform: translate(10px, 50%) rotate(0.25turn) scale(2) skewX(30deg) matrix(1, 0, 0, 1, 8, 4)")
        #expect(s.transform == [.translate(x: .points(7.5), y: .percent(50)), .rotate(degrees: 90), .scale(x: 2, y: 2),
                                .skew(x: 30, y: 0), .matrix(a: 1, b: 0, c: 0, d: 1, e: 6, f: 3)])
        #expect(try style("transform: translateY(2em); font-size: 10pt").transform == [.translate(x: .points(0), y: .points(20))])
        #expect(try style("transform: rotate(5deg); transform: none").transform.isEmpty)
        #expect(try style("transform: rotate(5deg); transform: perspective(3px)").transform == [.rotate(degrees: 5)])
        #expect(try style("transform: rotate(5deg); transform: rotate(5)").transform == [.rotate(degrees: 5)])
        #expect(try style("transform: scale(1, 2,)").transform.isEmpty)
    }

    @Test("transform-origin: keywords in either order, lengths and percentages; the centre by default")
    func origin() throws {
        #expect(try style("").transformOrigin == (.percent(50), .percent(50)))
        #expect(try style("transform-origin: left top").transformOrigin == (.percent(0), .percent(0)))
        #expect(try style("transform-origin: top right").transformOrigin == (.percent(100), .percent(0)))
        #expect(try style("transform-origin: bottom").transformOrigin == (.percent(50), .percent(100)))
        #expect(try style("transform-origin: 10pt 20% 0").transformOrigin == (.points(10), .percent(20)))
        #expect(try style("transform-origin: left left").transformOrigin == (.percent(50), .percent(50)))
        let mapped = try blockStyle("transform: rotate(90deg); transform-origin: 0% 0%")
        #expect(mapped.transform == BoxTransform([.rotate(degrees: 90)], originX: .fraction(0), originY: .fraction(0)))
    }

    @Test("z-index: auto or an integer, mapped only on positioned elements")
    func zIndex() throws {
        #expect(try style("z-index: 3").zIndex == 3)
        #expect(try style("z-index: 3; z-index: auto").zIndex == nil)
        #expect(try style("z-index: 2; z-index: 1.5").zIndex == 2)
        #expect(try blockStyle("z-index: 4").zIndex == nil)
        #expect(try blockStyle("position: relative; z-index: -1").zIndex == -1)
    }

    @Test("the matrix: the last function acts first, about the origin, in the page's y-down space")
    func matrix() {
        let box = Rect(x: 100, y: 200, width: 40, height: 20)
        // rotate(90deg) about the centre (120, 210): the top-left corner (100, 200) goes to (130, 190).
        let p = Point(x: 100, y: 200).applying(BoxTransform([.rotate(degrees: 90)]).matrix(for: box))
        #expect(abs(p.x - 130) < 1e-9 && abs(p.y - 190) < 1e-9, "\(p)")
        // translate(50%) then scale(2) about the top-left: scale acts first, then the move by half the width.
        let m = BoxTransform([.translate(x: .fraction(0.5), y: .points(0)), .scale(x: 2, y: 2)], originX: .fraction(0), originY: .fraction(0))
        let q = Point(x: 110, y: 205).applying(m.matrix(for: box))
        #expect(abs(q.x - 140) < 1e-9 && abs(q.y - 210) < 1e-9, "\(q)")
    }

    private func render(_ html: String, tagged: Bool) throws -> (path: String, raster: Raster) {
        let document = try MarkupDocument(string: html).document
        let bytes = try document.printJob(info: PrintInfo(isTagged: tagged)).pdfBytes()
        let path = try PDFTools.save(bytes, name: "paint-effects-\(tagged).pdf")
        return (path, try PDFTools.render(path, page: 1, dpi: 72))
    }

    @Test("opacity paints a box and its children as one group: a child's background hides its parent's, not mixes with it")
    func opacityGroup() throws {
        let html = """
            <div style="opacity: 0.5; background: rgb(255, 0, 0); padding: 20pt; margin: 0">
              <div style="background: rgb(0, 0, 255); height: 40pt; margin: 0">&nbsp;</div>
            </div>
            """
        for tagged in [false, true] {
            let (path, r) = try render(html, tagged: tagged)
            let rProbe = pixelTest(r)
            // The parent's edge (x 80, y 80): red at half alpha over white; the child (x 200, y 110): blue at half alpha, not purple.
            #expect(rProbe(80, 80, (255, 128, 128), 12), "tagged \(tagged): parent \(r[80, 80])")
            #expect(rProbe(200, 110, (128, 128, 255), 12), "tagged \(tagged): child \(r[200, 110])")
            let file = try String(contentsOfFile: path, encoding: .isoLatin1)
            #expect(file.contains("/Group"), "a transparency group")
        }
    }

    @Test("transform paints the box moved and turned; the layout around it does not move")
    func transformPainted() throws {
        let plain = try render(#"<div style="background: black; height: 20pt; width: 40pt; margin: 0"></div><p style="margin: 0">after</p>"#, tagged: false)
        let moved = try render(#"<div style="background: black; height: 20pt; width: 40pt; margin: 0; transform: translate(100pt, 50pt) rotate(90deg)"></div><p style="margin: 0">after</p>"#, tagged: false)
        let plainProbe = pixelTest(plain.raster), movedProbe = pixelTest(moved.raster)
        // Plain: x 72…112, y 72…92. Moved: centre (92, 82) + (100, 50) = (192, 132), turned: x 182…202, y 112…152.
        #expect(plainProbe(90, 80, (0, 0, 0), 40))
        #expect(movedProbe(90, 80, (255, 255, 255), 40), "still at its place \(moved.raster[90, 80])")
        #expect(movedProbe(192, 115, (0, 0, 0), 40) && movedProbe(192, 149, (0, 0, 0), 40))
        #expect(movedProbe(175, 132, (255, 255, 255), 40), "not turned \(moved.raster[175, 132])")
        // The paragraph after it stands where it stood.
        #expect(try PDFTools.text(plain.path) == PDFTools.text(moved.path))
        let content = try PDFTools.contentStream(moved.path)
        #expect(content.contains(" cm"))
    }

    @Test("z-index: a positioned box with a higher z-index is painted over a later one; a negative one under the flow")
    func zOrder() throws {
        let html = """
            <div style="position: relative; height: 100pt; margin: 0">
              <div style="position: absolute; top: 0; left: 0; width: 60pt; padding: 28pt 0; font-size: 4pt; background: rgb(255, 0, 0); z-index: 2">&nbsp;</div>
              <div style="position: absolute; top: 20pt; left: 20pt; width: 60pt; padding: 28pt 0; font-size: 4pt; background: rgb(0, 0, 255); z-index: 1">&nbsp;</div>
            </div>
            <div style="background: rgb(0, 160, 0); height: 40pt; margin: 0"></div>
            <div style="position: relative; top: -20pt; background: rgb(255, 255, 0); height: 40pt; width: 60pt; margin: 0; z-index: -1"></div>
            """
        let (_, r) = try render(html, tagged: false)
        let rProbe = pixelTest(r)
        // The overlap (x 92…132, y 92…132) is red: z-index 2 over 1, though the blue comes later.
        #expect(rProbe(110, 110, (255, 0, 0), 30), "overlap \(r[110, 110])")
        #expect(rProbe(145, 145, (0, 0, 255), 30))
        // The yellow box moved 20 pt up over the green one lies under it (z-index -1): green shows.
        #expect(rProbe(100, 205, (0, 160, 0), 30), "negative z-index over the flow \(r[100, 205])")
        #expect(rProbe(100, 225, (255, 255, 0), 30), "\(r[100, 225])")
    }
}
