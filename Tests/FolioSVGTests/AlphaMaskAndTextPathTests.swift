import FolioGeometry
import FolioGraphics
@testable import FolioSVG
import FolioTestSupport
import Foundation
import Testing

/// `mask-type: alpha` through `/S /Alpha` soft masks, and text laid along a path (`textPath`).
@Suite("SVG alpha masks and textPath")
struct AlphaMaskAndTextPathTests {
    /// A mask that paints black: opaque on the left half, half transparent at the top right.
    private static func blackMask(_ typeAttribute: String, style: String = "") -> String {
        svg(##"""
            \##(style)<mask id="m" maskUnits="userSpaceOnUse" x="0" y="0" width="100" height="100"\##(typeAttribute)>
              <rect width="50" height="100" fill="black"/><rect x="50" width="50" height="50" fill="black" fill-opacity="0.5"/></mask>
            <rect width="100" height="100" fill="#ff0000" mask="url(#m)"/>
            """##)
    }

    @Test("mask-type alpha shows what the mask paints by its opacity, whatever its colour, through /S /Alpha",
          arguments: [(" mask-type=\"alpha\"", ""), ("", "<style>mask { mask-type: alpha }</style>"), (" style=\"mask-type: alpha\"", "")])
    func alphaMask(attribute: String, sheet: String) throws {
        let drawn = try DrawnSVG(Self.blackMask(attribute, style: sheet))
        let r = try drawn.raster(dpi: 96)
        #expect(r.pixel(25, 50, is: (255, 0, 0), tolerance: 8), "\(r[25, 50])")
        // Half of the red over white: (255, 128, 128).
        #expect(r[75, 25].r > 240 && r[75, 25].g > 100 && r[75, 25].g < 160, "\(r[75, 25])")
        #expect(r.pixel(75, 75, is: (255, 255, 255)))
        let file = try String(contentsOfFile: drawn.path, encoding: .isoLatin1)
        #expect(file.contains("/S /Alpha"))
        #expect(!file.contains("/S /Luminosity"))
        #expect(drawn.diagnostics.isEmpty, "\(drawn.diagnostics)")
    }

    @Test("without mask-type alpha the same black mask is a luminance mask and hides everything")
    func luminanceMaskOfBlack() throws {
        let drawn = try DrawnSVG(Self.blackMask(""))
        let r = try drawn.raster(dpi: 96)
        #expect(r.pixel(25, 50, is: (255, 255, 255)))
        #expect(r.pixel(75, 25, is: (255, 255, 255)))
        #expect(try String(contentsOfFile: drawn.path, encoding: .isoLatin1).contains("/S /Luminosity"))
    }

    /// The columns and rows of `r` with a dark pixel (`r` below 100) in the box.
    private func ink(_ r: Raster, x: Range<Int>, y: Range<Int>) -> (columns: [Int], rows: [Int]) {
        var columns: [Int] = [], rows: [Int] = []
        for px in x where y.contains(where: { r[px, $0].r < 100 }) { columns.append(px) }
        for py in y where x.contains(where: { r[$0, py].r < 100 }) { rows.append(py) }
        return (columns, rows)
    }

    @Test("text along a path that runs down: each character turned a quarter, its top towards +x, down the path from its start")
    func textDownAPath() throws {
        let drawn = try DrawnSVG(svg(##"""
            <path id="p" d="M50 10 V 190" fill="none"/>
            <text font-family="DejaVu Sans" font-size="20"><textPath href="#p">HHHH</textPath></text>
            """##, size: 200))
        let r = try drawn.raster(dpi: 96)
        let found = ink(r, x: 0..<200, y: 0..<200)
        let left = try #require(found.columns.first), right = try #require(found.columns.last)
        let top = try #require(found.rows.first), bottom = try #require(found.rows.last)
        // The glyphs stand on the path (x = 50) and reach about a cap height (14.6) right of it.
        #expect(left >= 49 && left <= 52, "ink from x \(left)")
        #expect(right >= 60 && right <= 68, "ink to x \(right)")
        // Four H of DejaVu Sans at 20: 4 × 15.04 = 60 units of advance from y = 10.
        #expect(top >= 10 && top <= 14, "ink from y \(top)")
        #expect(bottom >= 62 && bottom <= 70, "ink to y \(bottom)")
        let content = try drawn.content()
        #expect(content.components(separatedBy: " Tj").count + content.components(separatedBy: " TJ").count - 2 == 4)
    }

    @Test("startOffset 50% with text-anchor middle centres the text on the path's middle")
    func anchoredMiddle() throws {
        let drawn = try DrawnSVG(svg(##"""
            <path id="p" d="M0 100 C 60 100 140 100 200 100" fill="none"/>
            <text font-family="DejaVu Sans" font-size="20" text-anchor="middle"><textPath xlink:href="#p" startOffset="50%">MMMM</textPath></text>
            """##, size: 200))
        let r = try drawn.raster(dpi: 96)
        let found = ink(r, x: 0..<200, y: 0..<200)
        let left = try #require(found.columns.first), right = try #require(found.columns.last)
        #expect(abs((left + right) / 2 - 100) <= 2, "ink from \(left) to \(right)")
        // On a straight path the text sits upright on it: its ink ends at the baseline.
        let bottom = try #require(found.rows.last)
        #expect(bottom >= 98 && bottom <= 101, "ink to y \(bottom)")
    }

    @Test("on a straight path the text lies exactly where plain text would: kerned pairs (AV, WA) and ligatures kept")
    func straightPathMatchesText() throws {
        let words = "AVAWAY office"
        let along = try DrawnSVG(svg(##"""
            <path id="p" d="M10 60 H 290"/>
            <text font-family="DejaVu Serif" font-size="24"><textPath href="#p">\##(words)</textPath></text>
            """##, size: 300))
        let plain = try DrawnSVG(svg(##"<text x="10" y="60" font-family="DejaVu Serif" font-size="24">\##(words)</text>"##, size: 300))
        let a = ink(try along.raster(dpi: 96), x: 0..<300, y: 0..<100), b = ink(try plain.raster(dpi: 96), x: 0..<300, y: 0..<100)
        #expect(abs((a.columns.first ?? -99) - (b.columns.first ?? 99)) <= 1)
        #expect(abs((a.columns.last ?? -99) - (b.columns.last ?? 99)) <= 1, "along ends at \(a.columns.last ?? -1), plain at \(b.columns.last ?? -1)")
        #expect(abs(a.columns.count - b.columns.count) <= 3)
    }

    @Test("characters whose middle falls off the path's end are left out; a textPath to nothing draws nothing, with a diagnostic")
    func offTheEnd() throws {
        let drawn = try DrawnSVG(svg(##"""
            <path id="short" d="M10 50 H 40"/>
            <text font-family="DejaVu Sans" font-size="12"><textPath href="#short">HHHHHHHHHHHH</textPath></text>
            <text font-family="DejaVu Sans" font-size="12"><textPath href="#missing">gone</textPath></text>
            """##, size: 100))
        let r = try drawn.raster(dpi: 96)
        let found = ink(r, x: 0..<100, y: 0..<100)
        let right = try #require(found.columns.last)
        #expect(right <= 44, "ink to \(right)")
        #expect(drawn.diagnostics.contains { $0.message.contains("refers to no path") })
    }

    @Test("the path measure: lengths of lines, curves and closed rectangles; points and directions along them")
    func pathMeasure() throws {
        var p = Path()
        p.move(to: Point(x: 0, y: 0))
        p.addLine(to: Point(x: 30, y: 40))
        p.move(to: Point(x: 100, y: 100))
        p.addLine(to: Point(x: 100, y: 110))
        let m = PathMeasure(p)
        #expect(abs(m.length - 60) < 1e-9)
        let mid = try #require(m.location(at: 25))
        #expect(abs(mid.point.x - 15) < 1e-9 && abs(mid.point.y - 20) < 1e-9)
        let second = try #require(m.location(at: 55))
        #expect(abs(second.point.y - 105) < 1e-9 && abs(second.angle - .pi / 2) < 1e-9)
        #expect(m.location(at: 60.5) == nil && m.location(at: -1) == nil)
        // A quarter circle of radius 100 as one cubic: about 157.08.
        var arc = Path()
        arc.move(to: Point(x: 100, y: 0))
        arc.addCurve(to: Point(x: 0, y: 100), control1: Point(x: 100, y: 55.228), control2: Point(x: 55.228, y: 100))
        #expect(abs(PathMeasure(arc).length - 157.08) < 0.1)
        #expect(abs(PathMeasure(Path(rect: Rect(x: 0, y: 0, width: 10, height: 5))).length - 30) < 1e-9)
    }
}
