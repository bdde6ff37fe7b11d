import FolioGeometry
import FolioGraphics
import FolioTestSupport
import Testing

@Suite("Gradients")
struct GradientTests {
    @Test("axial black→white from x 25 to 75: not extended leaves the background; extended fills (drawing #78)")
    func axial() throws {
        let g = try Gradient(colors: [.black, .white])
        for extend in [false, true] {
            let d = try Drawn { ctx throws(GraphicsError) in
                try ctx.setFillColor(.green)
                try ctx.fill(Rect(x: 0, y: 0, width: 100, height: 100))
                try ctx.drawLinearGradient(g, start: Point(x: 25, y: 0), end: Point(x: 75, y: 0),
                                           options: extend ? [.drawsBeforeStart, .drawsAfterEnd] : [])
            }
            #expect(d.text.contains(extend ? "/Extend [true true]" : "/Extend [false false]"))
            let r = try d.raster()
            #expect(r.pixel(50, 50, is: (128, 128, 128), tolerance: 8))
            if extend {
                #expect(r.pixel(10, 50, is: black, tolerance: 4) && r.pixel(90, 50, is: white, tolerance: 4))
            } else {
                #expect(r.pixel(10, 50, is: green) && r.pixel(90, 50, is: green))
            }
        }
    }

    @Test("three stops make a stitching function with /Bounds [.5] (drawing #79)")
    func stitching() throws {
        let g = try Gradient(space: .gray, components: [0.3, 0.8, 0.0, 1.0, 0.3, 0.8], locations: [0, 0.5, 1])
        let d = try Drawn(width: 200, height: 100) { ctx throws(GraphicsError) in
            try ctx.clip(to: Rect(x: 90, y: 0, width: 20, height: 100))
            try ctx.drawLinearGradient(g, start: Point(x: 89, y: 0), end: Point(x: 111, y: 0))
        }
        #expect(d.text.contains("/FunctionType 3") && d.text.contains("/Bounds [.5]"))
        #expect(d.text.contains("/SMask"))  // the stops are translucent
        let r = try d.raster()
        #expect(r.pixel(80, 50, is: white) && r.pixel(120, 50, is: white))
        let mid = r[100, 50]
        #expect(mid.r < 40)
    }

    @Test("components must match the colour space plus alpha per stop (drawing #80, decision D7)")
    func componentMismatch() {
        #expect(throws: GraphicsError.gradientComponentMismatch(expected: 6, got: 12)) {
            _ = try Gradient(space: .gray, components: [0.3, 0.3, 0.3, 0.8, 0, 0, 0, 1, 0.3, 0.3, 0.3, 0.8], locations: [0, 0.5, 1])
        }
        #expect(throws: GraphicsError.self) { _ = try Gradient(colors: [.red]) }
    }

    @Test("stops mixing gray and RGB meet in RGB, gray and CMYK in CMYK, RGB and CMYK in RGB, as Core Graphics converts")
    func mixedSpaces() throws {
        let grayRGB = try Gradient(colors: [Color(gray: 0.25), .red])
        #expect(grayRGB.space == .rgb)
        #expect(grayRGB.stops.map(\.color) == [Color(red: 0.25, green: 0.25, blue: 0.25), .red])
        let grayCMYK = try Gradient(colors: [Color(gray: 0.25, alpha: 0.5), Color(cyan: 1, magenta: 0, yellow: 0, black: 0)])
        #expect(grayCMYK.space == .cmyk)
        #expect(grayCMYK.stops[0].color == Color(cyan: 0, magenta: 0, yellow: 0, black: 0.75, alpha: 0.5))
        let rgbCMYK = try Gradient(colors: [Color(cyan: 0, magenta: 1, yellow: 1, black: 0), .blue])
        #expect(rgbCMYK.space == .rgb && rgbCMYK.stops[0].color == .red)
    }

    @Test("a gray-to-RGB gradient writes one DeviceRGB function with three components a stop, valid for qpdf, and renders its colours")
    func mixedGrayAndRGB() throws {
        // Gray 0 (black) at the left end, pure blue at the right, extended past both ends.
        let g = try Gradient(colors: [Color(gray: 0), Color(red: 0, green: 0, blue: 1)])
        let d = try Drawn { ctx throws(GraphicsError) in
            try ctx.drawLinearGradient(g, start: Point(x: 25, y: 0), end: Point(x: 75, y: 0),
                                       options: [.drawsBeforeStart, .drawsAfterEnd])
        }  // Drawn checks the file with qpdf --check
        #expect(d.text.contains("/ColorSpace /DeviceRGB"))
        #expect(d.text.contains("/C0 [0 0 0]/C1 [0 0 1]"), "gray 0 as RGB black, blue as it is")
        let r = try d.raster()
        #expect(r.pixel(10, 50, is: black, tolerance: 4))
        #expect(r.pixel(90, 50, is: blue, tolerance: 4))
        #expect(r.pixel(50, 50, is: (0, 0, 128), tolerance: 10))
    }

    @Test("radial white→black from r 0 to 40 (drawing #81)")
    func radial() throws {
        let d = try Drawn { ctx throws(GraphicsError) in
            try ctx.setFillColor(.green)
            try ctx.fill(Rect(x: 0, y: 0, width: 100, height: 100))
            try ctx.drawRadialGradient(try Gradient(colors: [.white, .black]), startCenter: Point(x: 50, y: 50), startRadius: 0,
                                       endCenter: Point(x: 50, y: 50), endRadius: 40)
        }
        #expect(d.text.contains("/ShadingType 3") && d.text.contains("/Coords [50 50 0 50 50 40]"))
        let r = try d.raster()
        #expect(r.pixel(50, 50, is: white, tolerance: 8))
        #expect(r.pixel(70, 50, is: (128, 128, 128), tolerance: 10))
        #expect(r.pixel(95, 50, is: green))
    }

    @Test("a gradient after a clip stays inside the clip (drawing #82)")
    func clipped() throws {
        let r = try Drawn { ctx throws(GraphicsError) in
            try ctx.clip(to: Rect(x: 20, y: 20, width: 20, height: 20))
            try ctx.drawLinearGradient(try Gradient(colors: [.black, .black]), start: .zero, end: Point(x: 100, y: 0),
                                       options: [.drawsBeforeStart, .drawsAfterEnd])
        }.raster()
        #expect(r.pixel(30, 30, is: black) && r.pixel(50, 50, is: white) && r.pixel(10, 10, is: white))
    }
}
