import FolioGeometry
import FolioGraphics
import FolioTestSupport
import Foundation
import Testing

/// More numbered behaviours of the drawing spec (§5), probed on rendered pages.
@Suite("Drawing conformance")
struct ConformanceTests {
    @Test("a 1-pt line on a whole coordinate straddles two device columns in MuPDF; on a half coordinate it fills one (drawing #10, #11)")
    func pointsAndPixels() throws {
        func line(at x: Double) throws -> Drawn {
            try Drawn { ctx throws(GraphicsError) in
                try ctx.move(to: Point(x: x, y: 0)); try ctx.addLine(to: Point(x: x, y: 100)); try ctx.strokePath()
            }
        }
        let whole = try line(at: 50).raster(renderer: .mupdf)
        #expect(whole[49, 50].r > 60 && whole[49, 50].r < 200 && whole[50, 50].r > 60 && whole[50, 50].r < 200)
        let half = try line(at: 50.5).raster(renderer: .mupdf)
        #expect(half.pixel(50, 50, is: black, tolerance: 10) && half.pixel(49, 50, is: white, tolerance: 10))
        let retina = try line(at: 50).raster(dpi: 144, renderer: .mupdf)
        #expect(retina.pixel(99, 100, is: black, tolerance: 10) && retina.pixel(100, 100, is: black, tolerance: 10))
    }

    @Test("coordinates are never rounded: a 0.5-wide rect stays 0.5 (drawing #12)")
    func noRounding() throws {
        let d = try Drawn { ctx throws(GraphicsError) in try ctx.fill(Rect(x: 100, y: 0, width: 0.5, height: 100)) }
        #expect(try d.content().contains("100 0 .5 100 re"))
    }

    @Test("joins: miter reaches the apex, round and bevel stop short; miter limit 1 bevels (drawing #46)")
    func joins() throws {
        func v(_ join: LineJoin, miterLimit: Double = 10) throws -> Raster {
            try Drawn(origin: .lowerLeft) { ctx throws(GraphicsError) in
                try ctx.setLineWidth(10); try ctx.setLineJoin(join); try ctx.setMiterLimit(miterLimit)
                try ctx.move(to: Point(x: 20, y: 20)); try ctx.addLine(to: Point(x: 50, y: 80)); try ctx.addLine(to: Point(x: 80, y: 20))
                try ctx.strokePath()
            }.raster()
        }
        #expect(try v(.miter).pixel(50, 14, is: black))
        let round = try v(.round)
        #expect(round.pixel(50, 14, is: white) && round.pixel(50, 17, is: black))
        #expect(try v(.miter, miterLimit: 1).pixels == v(.bevel).pixels)
    }

    @Test("dashes: [6 4] phase 0 and phase 3 put ink and gaps where expected (drawing #48)")
    func dashes() throws {
        func dashed(phase: Double) throws -> Raster {
            try Drawn { ctx throws(GraphicsError) in
                try ctx.setLineWidth(4); try ctx.setLineDash([6, 4], phase: phase)
                try ctx.move(to: Point(x: 10, y: 50)); try ctx.addLine(to: Point(x: 90, y: 50)); try ctx.strokePath()
            }.raster()
        }
        let a = try dashed(phase: 0)
        #expect(a.pixel(12, 50, is: black) && a.pixel(18, 50, is: white) && a.pixel(22, 50, is: black) && a.pixel(28, 50, is: white))
        let b = try dashed(phase: 3)
        #expect(b.pixel(11, 50, is: black) && b.pixel(14, 50, is: white) && b.pixel(18, 50, is: black))
    }

    @Test("the F004-313 shaft inks exactly x 90-110, y 19-100 (drawing #50); the notch is cut (drawing #56)")
    func arrowShaft() throws {
        let r = try Drawn(width: 200, height: 120) { ctx throws(GraphicsError) in try drawArrowWithHole(ctx) }.raster()
        #expect(r.pixel(91, 60, is: black) && r.pixel(108, 60, is: black) && r.pixel(88, 60, is: white) && r.pixel(112, 60, is: white))
        #expect(r.pixel(100, 97, is: white))  // notch interior
        #expect(r.pixel(100, 15, is: red))    // head
        #expect(r.pixel(100, 60, is: black))  // shaft
    }

    @Test("the stroked outline of the shaft is (90,19,20,81); clipping a gradient to it inks only x 90-110 (drawing #58)")
    func strokedPath() throws {
        var shaft = Path()
        shaft.move(to: Point(x: 100, y: 100))
        shaft.addLine(to: Point(x: 100, y: 19))
        let outline = shaft.strokedOutline(style: StrokeStyle(lineWidth: 20))
        let b = outline.bounds
        #expect(abs(b.minX - 90) < 1e-6 && abs(b.minY - 19) < 1e-6 && abs(b.width - 20) < 1e-6 && abs(b.height - 81) < 1e-6)
        let r = try Drawn(width: 200, height: 120) { ctx throws(GraphicsError) in
            try ctx.setLineWidth(20)
            try ctx.addPath(shaft)
            try ctx.replacePathWithStrokedPath()
            try ctx.clip()
            try ctx.drawLinearGradient(try Gradient(colors: [.black, .black]), start: .zero, end: Point(x: 200, y: 0),
                                       options: [.drawsBeforeStart, .drawsAfterEnd])
        }.raster()
        #expect(r.pixel(91, 50, is: black) && r.pixel(109, 50, is: black) && r.pixel(88, 50, is: white) && r.pixel(112, 50, is: white))
        #expect(r.pixel(100, 15, is: white) && r.pixel(100, 103, is: white))
    }

    @Test("stroked outlines match real strokes: joins, caps, closed shapes")
    func outlinesMatchStrokes() throws {
        var v = Path()
        v.addLines(between: [Point(x: 20, y: 80), Point(x: 50, y: 20), Point(x: 80, y: 80)])
        var star = Path(roundedRect: Rect(x: 20, y: 20, width: 60, height: 60), cornerRadius: 12)
        star.addEllipse(in: Rect(x: 35, y: 35, width: 30, height: 30))
        for (path, style) in [(v, StrokeStyle(lineWidth: 10)), (v, StrokeStyle(lineWidth: 10, lineCap: .round, lineJoin: .round)),
                              (v, StrokeStyle(lineWidth: 10, lineCap: .square, lineJoin: .bevel)), (star, StrokeStyle(lineWidth: 6))] {
            let stroked = try Drawn { ctx throws(GraphicsError) in try ctx.stroke(path, style: style) }.raster()
            let filled = try Drawn { ctx throws(GraphicsError) in try ctx.fill(path.strokedOutline(style: style)) }.raster()
            let diff = try #require(stroked.differingPixels(from: filled, tolerance: 100))
            #expect(diff <= 12, "\(style): \(diff) pixels differ")
        }
    }

    @Test("translate then draw at the origin equals drawing in place (drawing #60)")
    func translatedEqualsInPlace() throws {
        let a = try Drawn(width: 200, height: 120) { ctx throws(GraphicsError) in try drawArrowWithHole(ctx) }.raster()
        let b = try Drawn(width: 200, height: 120) { ctx throws(GraphicsError) in
            try ctx.translateBy(x: 80, y: 0)
            try ctx.translateBy(x: 20, y: 0)
            try ctx.translateBy(x: -100, y: 0)
            try drawArrowWithHole(ctx)
        }.raster()
        #expect(a.pixels == b.pixels)
    }

    @Test("rotation about (20,100) by 30° maps (20,0) to (70,13.4) (drawing #61)")
    func pivotRotation() throws {
        let r = try Drawn(width: 150, height: 150) { ctx throws(GraphicsError) in
            try ctx.translateBy(x: 20, y: 100); try ctx.rotate(by: .pi / 6); try ctx.translateBy(x: -20, y: -100)
            try ctx.fill(Rect(x: 17, y: 0, width: 6, height: 6))
            #expect(abs(Point(x: 20, y: 0).applying(ctx.ctm).x - 70) < 0.01)
        }.raster()
        #expect(r.pixel(70, 15, is: black, tolerance: 40))
    }

    @Test("a transform after drawing leaves earlier ink alone (drawing #65)")
    func transformAfter() throws {
        let r = try Drawn { ctx throws(GraphicsError) in
            try ctx.fill(Rect(x: 0, y: 0, width: 10, height: 10))
            try ctx.scaleBy(x: 5, y: 5)
        }.raster()
        #expect(r.pixel(5, 5, is: black) && r.pixel(15, 15, is: white))
    }

    @Test("filling with the clear colour changes nothing (drawing #73)")
    func clearColour() throws {
        let r = try Drawn { ctx throws(GraphicsError) in
            try ctx.setFillColor(.clear)
            try ctx.fill(Rect(x: 0, y: 0, width: 100, height: 100))
        }.raster()
        #expect(r.pixel(50, 50, is: white))
    }

    @Test("gradient stops with alpha show the background through them (drawing #83)")
    func translucentGradient() throws {
        let g = try Gradient(stops: [Gradient.Stop(color: Color(red: 0, green: 0, blue: 1, alpha: 0), location: 0),
                                     Gradient.Stop(color: Color(red: 0, green: 0, blue: 1, alpha: 1), location: 1)])
        let d = try Drawn { ctx throws(GraphicsError) in
            try ctx.setFillColor(.red)
            try ctx.fill(Rect(x: 0, y: 0, width: 100, height: 100))
            try ctx.drawLinearGradient(g, start: Point(x: 0, y: 0), end: Point(x: 100, y: 0))
        }
        #expect(d.text.contains("/SMask"))
        let r = try d.raster()
        #expect(r.pixel(2, 50, is: red, tolerance: 12))
        #expect(r.pixel(97, 50, is: blue, tolerance: 12))
        #expect(r.pixel(50, 50, is: (128, 0, 128), tolerance: 12))
    }

    @Test("clearing the shadow or restoring removes it (drawing #88)")
    func shadowCleared() throws {
        let r = try Drawn { ctx throws(GraphicsError) in
            try ctx.saveGState()
            try ctx.setShadow(Shadow(offset: Size(width: 7, height: 7)))
            try ctx.restoreGState()
            try ctx.fill(Rect(x: 20, y: 20, width: 10, height: 10))
            try ctx.setShadow(Shadow(offset: Size(width: 7, height: 7)))
            try ctx.setShadow(nil)
            try ctx.fill(Rect(x: 60, y: 60, width: 10, height: 10))
        }.raster()
        #expect(r.pixel(34, 34, is: white) && r.pixel(74, 74, is: white))
    }

    @Test("a layer left open at the end of a page is closed, with a diagnostic (drawing #95)")
    func layerLeftOpen() throws {
        let ctx = try PDFRenderer().beginDocument(output: .memory)
        try ctx.beginPage()
        try ctx.beginTransparencyLayer()
        try ctx.fill(Rect(x: 0, y: 0, width: 10, height: 10))
        try ctx.beginPage()
        #expect(ctx.diagnostics.contains { $0.message.contains("transparency layer") })
        let bytes = try #require(try ctx.endDocument())
        #expect(try PDFTools.qpdfCheck(bytes: bytes).ok)
    }

    @Test("draw(in:) stretches an image to the rect (drawing #98)")
    func stretched() throws {
        let img = try Image(data: try resource("red-over-blue.png"))
        let r = try Drawn { ctx throws(GraphicsError) in try ctx.draw(img, in: Rect(x: 0, y: 0, width: 100, height: 10)) }.raster()
        #expect(r.pixel(95, 2, is: red, tolerance: 8) && r.pixel(95, 8, is: blue, tolerance: 8) && r.pixel(50, 15, is: white))
    }

    @Test("forms clip what is drawn outside their size (drawing #108)")
    func formClips() throws {
        let r = try Drawn { ctx throws(GraphicsError) in
            let f = try ctx.makeForm(size: Size(width: 20, height: 20)) { f throws(GraphicsError) in
                try f.fill(Rect(x: 0, y: 0, width: 60, height: 60))
            }
            try ctx.draw(f, at: Point(x: 10, y: 10))
        }.raster()
        #expect(r.pixel(20, 20, is: black) && r.pixel(40, 40, is: white))
    }

    @Test("clear(rect) paints the page background and says so (decision D1)")
    func clearRect() throws {
        let d = try Drawn { ctx throws(GraphicsError) in
            try ctx.setFillColor(.blue)
            try ctx.fill(Rect(x: 0, y: 0, width: 100, height: 100))
            try ctx.clear(Rect(x: 0, y: 0, width: 30, height: 30))
            #expect(ctx.diagnostics.contains { $0.message.contains("clear") })
        }
        let r = try d.raster()
        #expect(r.pixel(10, 10, is: white) && r.pixel(50, 50, is: blue))
    }
}
