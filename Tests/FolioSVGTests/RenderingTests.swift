import FolioGeometry
import FolioGraphics
@testable import FolioSVG
import FolioTestSupport
import Testing

/// Pixels are read at 96 dpi, where one raster pixel is one CSS pixel of the drawing.
@Suite("SVG drawn into a GraphicsContext")
struct RenderingTests {
    @Test("the page is the drawing's size: CSS pixels are three quarters of a point")
    func size() throws {
        #expect(try SVGDocument(string: svg("", size: 200)).size == Size(width: 150, height: 150))
        #expect(try SVGDocument(string: ##"<svg xmlns="http://www.w3.org/2000/svg" width="2in" height="10mm"/>"##).size.width == 144)
        // Only a viewBox: its size.
        #expect(try SVGDocument(string: ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20"/>"##).size == Size(width: 30, height: 15))
        // A width and a viewBox: the height keeps the box's aspect ratio.
        #expect(try SVGDocument(string: ##"<svg xmlns="http://www.w3.org/2000/svg" width="80" viewBox="0 0 40 20"/>"##).size == Size(width: 60, height: 30))
    }

    @Test("a filled rectangle lands where its coordinates say, through the viewBox")
    func viewBox() throws {
        let drawn = try DrawnSVG(svg(##"<rect x="5" y="0" width="5" height="10" fill="#ff0000"/>"##, size: 100, viewBox: "0 0 10 10"))
        let r = try drawn.raster(dpi: 96)
        #expect(r.pixel(75, 50, is: (255, 0, 0)))
        #expect(r.pixel(25, 50, is: (255, 255, 255)))
    }

    @Test("preserveAspectRatio xMaxYMid meet puts a square box at the right of a wide viewport")
    func aspectRatio() throws {
        let drawn = try DrawnSVG(##"""
            <svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 10 10" preserveAspectRatio="xMaxYMid meet">
            <rect width="10" height="10" fill="blue"/></svg>
            """##)
        let r = try drawn.raster(dpi: 96)
        #expect(r.pixel(150, 50, is: (0, 0, 255)))
        #expect(r.pixel(50, 50, is: (255, 255, 255)))
    }

    @Test("style sheets, style attributes and presentation attributes cascade")
    func cascade() throws {
        let drawn = try DrawnSVG(svg(##"""
            <style>rect { fill: red } .b { fill: #00ff00 } #c { fill: blue }</style>
            <rect x="0" width="25" height="100" fill="yellow"/>
            <rect x="25" width="25" height="100" class="b" fill="yellow"/>
            <rect x="50" width="25" height="100" class="b" id="c"/>
            <rect x="75" width="25" height="100" id="c2" class="b" style="fill: black"/>
            """##))
        let r = try drawn.raster(dpi: 96)
        #expect(r.pixel(12, 50, is: (255, 0, 0)))   // the sheet beats the attribute
        #expect(r.pixel(37, 50, is: (0, 255, 0)))   // a class beats a type
        #expect(r.pixel(62, 50, is: (0, 0, 255)))   // an id beats a class
        #expect(r.pixel(87, 50, is: (0, 0, 0)))     // style beats the sheet
    }

    @Test("fill inherits through groups, currentColor takes color, use inherits from the use")
    func inheritance() throws {
        let drawn = try DrawnSVG(svg(##"""
            <defs><rect id="box" width="50" height="50"/></defs>
            <g fill="#0000ff"><rect width="50" height="50"/></g>
            <g color="#00ff00"><rect x="50" width="50" height="50" fill="currentColor"/></g>
            <use href="#box" y="50" fill="#ff0000"/>
            <use xlink:href="#box" x="50" y="50" style="fill: black"/>
            """##))
        let r = try drawn.raster(dpi: 96)
        #expect(r.pixel(25, 25, is: (0, 0, 255)))
        #expect(r.pixel(75, 25, is: (0, 255, 0)))
        #expect(r.pixel(25, 75, is: (255, 0, 0)))
        #expect(r.pixel(75, 75, is: (0, 0, 0)))
    }

    @Test("a linear gradient runs from its first stop to its last across the box")
    func linearGradient() throws {
        let drawn = try DrawnSVG(svg(##"""
            <linearGradient id="g"><stop offset="0" stop-color="#ff0000"/><stop offset="1" stop-color="#0000ff"/></linearGradient>
            <rect width="100" height="100" fill="url(#g)"/>
            """##))
        let r = try drawn.raster(dpi: 96)
        #expect(r[1, 50].r > 240 && r[1, 50].b < 15)
        #expect(r[98, 50].b > 240 && r[98, 50].r < 15)
        #expect(abs(r[50, 50].r - r[50, 50].b) < 20)
        #expect(try drawn.content().contains(" sh"))
    }

    @Test("gradients inherit stops and attributes through href; spreadMethod repeat repeats")
    func gradientHref() throws {
        let drawn = try DrawnSVG(svg(##"""
            <linearGradient id="base"><stop offset="0" stop-color="#000000"/><stop offset="1" stop-color="#ffffff"/></linearGradient>
            <linearGradient id="rep" href="#base" gradientUnits="userSpaceOnUse" x1="0" x2="50" spreadMethod="repeat"/>
            <rect width="100" height="100" fill="url(#rep)"/>
            """##))
        let r = try drawn.raster(dpi: 96)
        // Dark at the start of each 50-pixel repetition, light near its end.
        #expect(r[2, 50].r < 30 && r[52, 50].r < 30)
        #expect(r[47, 50].r > 220 && r[97, 50].r > 220)
    }

    @Test("a stroke painted with a gradient (with stop opacity) shows the gradient along it")
    func gradientStroke() throws {
        let drawn = try DrawnSVG(svg(##"""
            <linearGradient id="g" gradientUnits="userSpaceOnUse" x1="0" x2="100">
              <stop offset="0" stop-color="#ff0000"/><stop offset="1" stop-color="#0000ff" stop-opacity="0.999"/></linearGradient>
            <path d="M0 50 H100" stroke="url(#g)" stroke-width="20"/>
            """##))
        let r = try drawn.raster(dpi: 96)
        #expect(r[5, 50].r > 220 && r[5, 50].b < 40)
        #expect(r[95, 50].b > 220 && r[95, 50].r < 40)
        #expect(r.pixel(50, 20, is: (255, 255, 255)))
        #expect(try drawn.content().contains("/Pattern CS"))
    }

    @Test("a mask shows what it paints white, half of what it paints mid-grey, and nothing elsewhere")
    func mask() throws {
        let drawn = try DrawnSVG(svg(##"""
            <mask id="m" maskUnits="userSpaceOnUse" x="0" y="0" width="100" height="100">
              <rect width="50" height="100" fill="white"/><rect x="50" width="50" height="50" fill="#808080"/></mask>
            <rect width="100" height="100" fill="#ff0000" mask="url(#m)"/>
            """##))
        let r = try drawn.raster(dpi: 96)
        #expect(r.pixel(25, 50, is: (255, 0, 0)))
        #expect(r[75, 25].r > 240 && r[75, 25].g > 90 && r[75, 25].g < 170)
        #expect(r.pixel(75, 75, is: (255, 255, 255)))
        #expect(try drawn.content().contains(" gs"))
    }

    @Test("a mask in box units covers the element's box, 10% around it by default")
    func maskBoxUnits() throws {
        let drawn = try DrawnSVG(svg(##"""
            <mask id="m" maskContentUnits="objectBoundingBox"><rect width="0.5" height="1" fill="white"/></mask>
            <rect x="20" y="20" width="60" height="60" fill="#0000ff" mask="url(#m)"/>
            """##))
        let r = try drawn.raster(dpi: 96)
        #expect(r.pixel(35, 50, is: (0, 0, 255)))
        #expect(r.pixel(65, 50, is: (255, 255, 255)))
    }

    @Test("a clip path keeps only what lies inside it")
    func clipPath() throws {
        let drawn = try DrawnSVG(svg(##"""
            <clipPath id="c"><rect x="25" y="25" width="50" height="50"/></clipPath>
            <rect width="100" height="100" fill="#ff0000" clip-path="url(#c)"/>
            """##))
        let r = try drawn.raster(dpi: 96)
        #expect(r.pixel(50, 50, is: (255, 0, 0)))
        #expect(r.pixel(10, 10, is: (255, 255, 255)))
        #expect(r.pixel(90, 50, is: (255, 255, 255)))
    }

    @Test("fill-rule evenodd leaves the inner square empty, and is written as f*")
    func evenOdd() throws {
        let drawn = try DrawnSVG(svg(##"<path fill-rule="evenodd" d="M0 0h100v100H0z M25 25h50v50H25z"/>"##))
        let r = try drawn.raster(dpi: 96)
        #expect(r.pixel(10, 10, is: (0, 0, 0)))
        #expect(r.pixel(50, 50, is: (255, 255, 255)))
        #expect(try drawn.content().contains("f*"))
    }

    @Test("stroke properties reach the content stream")
    func strokeProperties() throws {
        let drawn = try DrawnSVG(svg(##"""
            <path d="M10 10 L90 90" stroke="#0000ff" stroke-width="4" stroke-dasharray="6 3 2" stroke-dashoffset="1"
             stroke-linecap="round" stroke-linejoin="bevel" stroke-miterlimit="7" fill="none"/>
            """##))
        let content = try drawn.content()
        #expect(content.contains("4 w"))
        #expect(content.contains("[6 3 2 6 3 2] 1 d"))   // an odd list is repeated
        #expect(content.contains("1 J"))
        #expect(content.contains("2 j"))
        #expect(content.contains("7 M"))
    }

    @Test("group opacity composites the group once; a shape's own opacity folds into its fill")
    func opacity() throws {
        let drawn = try DrawnSVG(svg(##"""
            <g opacity="0.5"><rect width="60" height="100" fill="#000000"/><rect x="40" width="60" height="100" fill="#000000"/></g>
            """##))
        let r = try drawn.raster(dpi: 96)
        // The overlap is as grey as the rest: the group, not each rectangle, is half transparent.
        #expect(abs(r[20, 50].r - 128) < 8)
        #expect(abs(r[50, 50].r - r[20, 50].r) < 3)
        let single = try DrawnSVG(svg(##"<rect width="100" height="100" fill="#000000" opacity="0.5"/>"##))
        #expect(abs(try single.raster(dpi: 96)[50, 50].r - 128) < 8)
        #expect(!(try single.content().contains(" Do")))
    }

    @Test("display none hides an element and its children; visibility hidden hides a shape")
    func hiding() throws {
        let drawn = try DrawnSVG(svg(##"""
            <g display="none"><rect width="50" height="100"/></g>
            <rect x="50" width="50" height="100" visibility="hidden"/>
            """##))
        let r = try drawn.raster(dpi: 96)
        #expect(r.pixel(25, 50, is: (255, 255, 255)))
        #expect(r.pixel(75, 50, is: (255, 255, 255)))
    }

    @Test("basic shapes: rounded rect corners, circle, ellipse, polygon")
    func shapes() throws {
        let drawn = try DrawnSVG(svg(##"""
            <rect width="50" height="50" rx="20" fill="#000000"/>
            <circle cx="75" cy="25" r="20" fill="#ff0000"/>
            <ellipse cx="25" cy="75" rx="20" ry="10" fill="#00ff00"/>
            <polygon points="55,55 95,55 75,95" fill="#0000ff"/>
            """##))
        let r = try drawn.raster(dpi: 96)
        #expect(r.pixel(1, 1, is: (255, 255, 255)))      // the rounded corner is cut
        #expect(r.pixel(25, 25, is: (0, 0, 0)))
        #expect(r.pixel(75, 25, is: (255, 0, 0)))
        #expect(r.pixel(57, 7, is: (255, 255, 255)))     // outside the circle
        #expect(r.pixel(25, 75, is: (0, 255, 0)))
        #expect(r.pixel(25, 62, is: (255, 255, 255)))    // above the flat ellipse
        #expect(r.pixel(75, 65, is: (0, 0, 255)))
    }

    @Test("a filter is left out with a diagnostic, and the element is still drawn")
    func filterDiagnostic() throws {
        let drawn = try DrawnSVG(svg(##"""
            <filter id="f"><feGaussianBlur stdDeviation="3"/></filter>
            <rect width="100" height="100" fill="#ff0000" filter="url(#f)"/>
            """##))
        #expect(try drawn.raster(dpi: 96).pixel(50, 50, is: (255, 0, 0)))
        #expect(drawn.diagnostics.all.contains { $0.message.contains("filter") })
    }

    @Test("a path with an error is drawn up to it, with a diagnostic")
    func pathErrorDrawn() throws {
        let drawn = try DrawnSVG(svg(##"<path d="M0 0 H100 V100 H0 Z M 5 5 L x" fill="#000000"/>"##))
        #expect(try drawn.raster(dpi: 96).pixel(50, 50, is: (0, 0, 0)))
        #expect(drawn.diagnostics.all.contains { $0.message.contains("error in its geometry") })
    }

    @Test("nested svg viewports clip to their size")
    func nestedSVG() throws {
        let drawn = try DrawnSVG(svg(##"""
            <svg x="50" y="50" width="50" height="50" viewBox="0 0 1 1"><rect width="5" height="5" fill="#ff0000"/></svg>
            """##))
        let r = try drawn.raster(dpi: 96)
        #expect(r.pixel(75, 75, is: (255, 0, 0)))
        #expect(r.pixel(25, 25, is: (255, 255, 255)))
    }

    @Test("symbols drawn through use fit their viewBox into the use's size")
    func symbol() throws {
        let drawn = try DrawnSVG(svg(##"""
            <symbol id="s" viewBox="0 0 2 2"><rect width="1" height="1" fill="#0000ff"/></symbol>
            <use href="#s" width="100" height="100"/>
            """##))
        let r = try drawn.raster(dpi: 96)
        #expect(r.pixel(25, 25, is: (0, 0, 255)))
        #expect(r.pixel(75, 75, is: (255, 255, 255)))
    }

    @Test("text is shaped and drawn with its anchor")
    func text() throws {
        let drawn = try DrawnSVG(svg(##"<text x="50" y="60" font-size="30" text-anchor="middle" font-family="DejaVu Sans">Hi</text>"##))
        let r = try drawn.raster(dpi: 96)
        var dark: [Int] = []
        for x in 0..<100 where (30..<60).contains(where: { r[x, $0].r < 100 }) { dark.append(x) }
        let first = try #require(dark.first), last = try #require(dark.last)
        // Centred on x = 50.
        #expect(abs((first + last) / 2 - 50) <= 3, "ink from \(first) to \(last)")
    }
}
