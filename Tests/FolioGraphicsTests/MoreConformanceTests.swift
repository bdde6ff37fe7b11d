import FolioGeometry
import FolioGraphics
import FolioTestSupport
import Foundation
import Testing

/// Drawing-spec behaviours that the first conformance pass left open.
@Suite("Drawing conformance, continued")
struct MoreConformanceTests {
    @Test("a 200 px image at scale 2 draws at 100 pt: 100 0 0 -100 0 100 cm, /Width 200 (drawing #13, #14)")
    func retinaImage() throws {
        // 200 × 200 px, so the drawn size is 100 × 100 pt.
        let img = try Image(data: try resource("halves-200.png"), scale: 2)
        #expect(img.size == Size(width: 100, height: 100) && img.pixelSize == (200, 200))
        let d = try Drawn(width: 200, height: 200) { ctx throws(GraphicsError) in try ctx.draw(img, at: .zero) }
        #expect(try d.content().contains("100 0 0 -100 0 100 cm"))
        #expect(d.text.contains("/Width 200") && d.text.contains("/Height 200"))
    }

    @Test("six spellings of the blue disc give identical pages, one path m 4c h with 0 0 1 rg … f (drawing #18)")
    func sixSpellings() throws {
        let r = Rect(x: 0, y: 0, width: 100, height: 100)
        func spelling(_ i: Int, _ ctx: GraphicsContext) throws(GraphicsError) {
            switch i {
            case 0: try ctx.setFillColor(.blue); try ctx.fill(Path(ovalIn: r))
            case 1: try ctx.addEllipse(in: r); try ctx.setFillColor(.blue); try ctx.fillPath()
            case 2: try ctx.setFillColor(.blue); try ctx.fillEllipse(in: r)
            case 3: try ctx.addPath(Path(ovalIn: r)); try ctx.setFillColor(.blue); try ctx.drawPath(using: .fill)
            case 4:
                let f = try ctx.makeForm(size: r.size) { f throws(GraphicsError) in try f.setFillColor(.blue); try f.fillEllipse(in: r) }
                try ctx.draw(f, at: .zero)
            default:
                try ctx.saveGState(); try ctx.setFillColor(.blue); try ctx.fill(Path(ovalIn: r)); try ctx.restoreGState()
            }
        }
        var rasters: [Raster] = []
        for i in 0..<6 {
            let d = try Drawn { ctx throws(GraphicsError) in try spelling(i, ctx) }
            rasters.append(try d.raster())
            if i < 4 {
                let c = try d.content()
                #expect(count(" m\n", in: c) == 1 && count(" c\n", in: c) == 4 && count("h\n", in: c) == 1, "spelling \(i)")
                #expect(c.contains("0 0 1 rg\n") && c.hasSuffix("h\nf\n"), "spelling \(i)")
            }
        }
        for r in rasters.dropFirst() { #expect(r.pixels == rasters[0].pixels) }
        #expect(rasters[0].pixel(50, 50, is: blue) && rasters[0].pixel(2, 2, is: white))
    }

    @Test("fill then stroke both paint, in call order (drawing #35, printing #26)")
    func fillThenStroke() throws {
        let p = Path(rect: Rect(x: 20, y: 20, width: 60, height: 60))
        let d = try Drawn { ctx throws(GraphicsError) in
            try ctx.setFillColor(.yellow); try ctx.fill(p)
            try ctx.setStrokeColor(.red); try ctx.setLineWidth(6); try ctx.stroke(p)
        }
        let c = try d.content()
        let fill = try #require(c.range(of: "\nf\n")), stroke = try #require(c.range(of: "\nS\n"))
        #expect(fill.lowerBound < stroke.lowerBound)
        let r = try d.raster()
        #expect(r.pixel(50, 50, is: (255, 255, 0)) && r.pixel(20, 50, is: red))
    }

    @Test("the default miter limit 10 bevels a 10° corner and mitres a 13° one (drawing #47)")
    func miterThreshold() throws {
        // A V whose arms meet at `angle` degrees, apex at (50, 20), opening downward.
        func apexInk(_ angle: Double) throws -> Bool {
            let half = angle / 2 * .pi / 180
            let r = try Drawn(width: 100, height: 300) { ctx throws(GraphicsError) in
                try ctx.setLineWidth(2)
                try ctx.move(to: Point(x: 50 - 200 * sin(half), y: 20 + 200 * cos(half)))
                try ctx.addLine(to: Point(x: 50, y: 20))
                try ctx.addLine(to: Point(x: 50 + 200 * sin(half), y: 20 + 200 * cos(half)))
                try ctx.strokePath()
            }.raster(dpi: 144)
            // A mitre reaches about 1/sin(θ/2) half-widths above the apex: probe 6 pt above it.
            return r[100, 28].r < 128
        }
        #expect(try !apexInk(10))
        #expect(try apexInk(13))
    }

    @Test("each of two overlapping shadowed shapes casts its own shadow, the second's over the first (drawing #86)")
    func twoShadows() throws {
        let r = try Drawn { ctx throws(GraphicsError) in
            try ctx.setShadow(Shadow(offset: Size(width: 10, height: 10), color: Color(gray: 0, alpha: 0.5)))
            try ctx.setFillColor(.white)
            try ctx.fill(Rect(x: 10, y: 10, width: 40, height: 40))
            try ctx.fill(Rect(x: 30, y: 30, width: 40, height: 40))
        }.raster()
        #expect(r.pixel(75, 75, is: (128, 128, 128), tolerance: 4))   // only the second's shadow
        #expect(r.pixel(55, 20, is: (128, 128, 128), tolerance: 4))   // only the first's shadow
        #expect(r.pixel(20, 20, is: white))
    }

    @Test("drawing an image at (−w/2, 0) in a form w/2 wide keeps its right half (drawing #99)")
    func rightHalf() throws {
        let img = try Image(data: try resource("halves-200.png"))   // left red, right blue
        let d = try Drawn(width: 200, height: 200) { ctx throws(GraphicsError) in
            let f = try ctx.makeForm(size: Size(width: 100, height: 200)) { f throws(GraphicsError) in
                try f.draw(img, at: Point(x: -100, y: 0))
            }
            try ctx.draw(f, at: .zero)
        }
        let r = try d.raster()
        #expect(r.pixel(50, 100, is: blue) && r.pixel(150, 100, is: white))
    }

    @Test("the pentagon of Listing 2-1 is one m, four l and one h (printing #18)")
    func pentagonOperators() throws {
        let d = try Drawn(width: 200, height: 200) { ctx throws(GraphicsError) in
            try ctx.move(to: Point(x: 100, y: 0))
            for p in [(200.0, 40.0), (160, 140), (40, 140), (0, 40)] { try ctx.addLine(to: Point(x: p.0, y: p.1)) }
            try ctx.closePath()
            try ctx.strokePath()
        }
        let c = try d.content()
        #expect(count(" m\n", in: c) == 1 && count(" l\n", in: c) == 4 && count("h\n", in: c) == 1)
    }

    @Test("a width-8 stroke of the bounds inset by 4, under a clip to the bounds: ink reaches pixels 0 and 99 at every side's middle, the corners rounded (drawing #9)")
    func insetStroke() throws {
        let drawn = try Drawn(width: 100, height: 100) { ctx throws(GraphicsError) in
            try ctx.clip(to: Rect(x: 0, y: 0, width: 100, height: 100))
            try ctx.stroke(Path(rect: Rect(x: 0, y: 0, width: 100, height: 100).insetBy(dx: 4, dy: 4)),
                           style: StrokeStyle(lineWidth: 8, lineJoin: .round))
        }
        let raster = try drawn.raster(renderer: .mupdf)
        for (x, y) in [(50, 0), (50, 99), (0, 50), (99, 50), (50, 7), (7, 50)] {
            #expect(raster.pixel(x, y, is: black, tolerance: 10), "ink at (\(x), \(y)): \(raster[x, y])")
        }
        #expect(raster.pixel(50, 9, is: white, tolerance: 10) && raster.pixel(50, 50, is: white, tolerance: 10))
        // A round join leaves the very corner pixel out.
        #expect(raster.pixel(0, 0, is: white, tolerance: 40) && raster.pixel(99, 99, is: white, tolerance: 40))
    }
}
