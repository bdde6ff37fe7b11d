import FolioGeometry
import FolioGraphics
@testable import FolioSVG
import Testing

@Suite("SVG path data")
struct PathDataTests {
    @Test("absolute and relative commands, implicit linetos after a moveto")
    func commands() {
        let d = PathData("M10 20 30 40 l5 5 H0 v-10 z")
        #expect(d.error == nil)
        #expect(d.path.elements == [
            .move(to: Point(x: 10, y: 20)), .line(to: Point(x: 30, y: 40)), .line(to: Point(x: 35, y: 45)),
            .line(to: Point(x: 0, y: 45)), .line(to: Point(x: 0, y: 35)), .close,
        ])
    }

    @Test("numbers without separators: signs, second decimal points, exponents")
    func compactNumbers() {
        let d = PathData("M.5.5l1-1e1L-2.5e-1,3")
        #expect(d.error == nil)
        #expect(d.path.elements == [.move(to: Point(x: 0.5, y: 0.5)), .line(to: Point(x: 1.5, y: -9.5)), .line(to: Point(x: -0.25, y: 3))])
    }

    @Test("smooth curves reflect the previous control point; a quadratic becomes a cubic")
    func smoothCurves() {
        let d = PathData("M0 0 C10 0 20 10 20 20 S30 40 40 40 Q50 40 50 50 T50 70")
        #expect(d.error == nil)
        guard d.path.elements.count == 5, case .curve(_, let c1, _) = d.path.elements[2],
              case .curve(let end, let q1, _) = d.path.elements[4] else {
            Issue.record("expected a moveto and four curves, got \(d.path.elements)")
            return
        }
        #expect(c1 == Point(x: 20, y: 30))  // 2·(20,20) − (20,10)
        #expect(end == Point(x: 50, y: 70))
        // T reflects (50,40) about (50,50) to (50,60); the cubic's first control is ⅔ of the way there.
        #expect(abs(q1.x - 50) < 1e-9 && abs(q1.y - (50 + 2.0 / 3.0 * 10)) < 1e-9)
    }

    @Test("arc flags need no separators")
    func arcFlags() {
        let d = PathData("M0 0a10 10 0 1010 0")
        #expect(d.error == nil)
        guard case .curve(let end, _, _)? = d.path.elements.last else {
            Issue.record("no curve in \(d.path.elements)")
            return
        }
        #expect(abs(end.x - 10) < 1e-9 && abs(end.y) < 1e-9)
    }

    @Test("an error keeps the path up to the last complete command", arguments: [
        ("M 10 10 L 20 20 L 30 x 40 40", 2),
        ("M 10 10 L 20 20 Q 1 2", 2),
        ("M 0 0 L 10 10 A 5 5 0 2 1 20 20", 2),
        ("M 0 0 L 1 1 #", 2),
    ])
    func errorRecovery(data: String, elements: Int) {
        let d = PathData(data)
        #expect(d.error != nil)
        #expect(d.path.elements.count == elements, "\(d.path.elements)")
    }

    @Test("data that does not start with a moveto draws nothing")
    func mustStartWithMoveto() {
        let d = PathData("L 10 10 20 20")
        #expect(d.error != nil)
        #expect(d.path.isEmpty)
    }

    @Test("a drawing command after closepath starts at the closed subpath's start")
    func afterClose() {
        let d = PathData("M10 10 L20 10 L20 20 Z l5 0")
        #expect(d.path.elements.suffix(2) == [.move(to: Point(x: 10, y: 10)), .line(to: Point(x: 15, y: 10))])
    }

    @Test("huge path data parses in one pass")
    func hugeData() {
        var text = "M0 0"
        for i in 0..<100_000 { text += " L\(i % 100) \(i % 37)" }
        let d = PathData(text)
        #expect(d.error == nil)
        #expect(d.path.elements.count == 100_001)
    }
}

@Suite("SVG elliptical arcs")
struct EllipticalArcTests {
    @Test("a half circle: centre between the ends, two quarter cubics on the circle")
    func halfCircle() throws {
        let arc = EllipticalArc(from: Point(x: 0, y: 0), to: Point(x: 20, y: 0), rx: 10, ry: 10, rotation: 0, largeArc: false, sweep: true)
        let c = try #require(arc.centerForm())
        #expect(abs(c.center.x - 10) < 1e-9 && abs(c.center.y) < 1e-9)
        #expect(abs(abs(c.delta) - .pi) < 1e-9)
        let cubics = arc.cubics()
        #expect(cubics.count == 2)
        // The middle point lies on the circle, above the chord: a positive-angle sweep turns
        // clockwise on a y-down page, as browsers draw it.
        let mid = cubics[0].end
        #expect(abs(((mid.x - 10) * (mid.x - 10) + mid.y * mid.y).squareRoot() - 10) < 1e-9)
        #expect(mid.y < -9.99)
    }

    @Test("radii too small to reach the end point are scaled up")
    func scaledRadii() throws {
        let arc = EllipticalArc(from: Point(x: 0, y: 0), to: Point(x: 10, y: 0), rx: 1, ry: 1, rotation: 0, largeArc: false, sweep: false)
        let c = try #require(arc.centerForm())
        #expect(abs(c.rx - 5) < 1e-9 && abs(c.ry - 5) < 1e-9)
        #expect(abs(c.center.x - 5) < 1e-9)
    }

    @Test("the large-arc flag picks the longer way round")
    func largeArc() throws {
        let small = EllipticalArc(from: Point(x: 0, y: 0), to: Point(x: 10, y: 10), rx: 10, ry: 10, rotation: 0, largeArc: false, sweep: true)
        let large = EllipticalArc(from: Point(x: 0, y: 0), to: Point(x: 10, y: 10), rx: 10, ry: 10, rotation: 0, largeArc: true, sweep: true)
        #expect(abs(try #require(small.centerForm()).delta - .pi / 2) < 1e-9)
        #expect(abs(try #require(large.centerForm()).delta - 3 * .pi / 2) < 1e-9)
        #expect(large.cubics().count == 3)
    }

    @Test("a zero radius, or the same start and end, is no arc")
    func degenerate() {
        #expect(EllipticalArc(from: Point(x: 0, y: 0), to: Point(x: 10, y: 0), rx: 0, ry: 5, rotation: 0, largeArc: false, sweep: false).cubics().isEmpty)
        #expect(EllipticalArc(from: Point(x: 3, y: 3), to: Point(x: 3, y: 3), rx: 5, ry: 5, rotation: 0, largeArc: false, sweep: false).cubics().isEmpty)
    }

    @Test("a rotated ellipse's cubics end on it")
    func rotated() {
        let arc = EllipticalArc(from: Point(x: 0, y: 0), to: Point(x: 30, y: 10), rx: 20, ry: 8, rotation: 30, largeArc: true, sweep: false)
        let cubics = arc.cubics()
        #expect(!cubics.isEmpty)
        #expect(cubics.last?.end == Point(x: 30, y: 10))
    }
}

@Suite("SVG transform lists")
struct TransformListTests {
    @Test("later items apply first")
    func order() throws {
        let t = try #require(TransformList.parse("translate(10,20) scale(2)"))
        #expect(Point(x: 1, y: 1).applying(t) == Point(x: 12, y: 22))
    }

    @Test("rotate about a point, skews and matrix")
    func kinds() throws {
        let r = try #require(TransformList.parse("rotate(90 10 10)"))
        let p = Point(x: 20, y: 10).applying(r)
        #expect(abs(p.x - 10) < 1e-9 && abs(p.y - 20) < 1e-9)
        let s = try #require(TransformList.parse("skewX(45)"))
        #expect(abs(Point(x: 0, y: 10).applying(s).x - 10) < 1e-9)
        let m = try #require(TransformList.parse("matrix(1 0 0 1 5 -5)"))
        #expect(Point(x: 0, y: 0).applying(m) == Point(x: 5, y: -5))
    }

    @Test("an invalid list is no transform", arguments: ["translate(10", "scale()", "rotate(1 2)", "bogus(1)", "translate(1e999)"])
    func invalid(text: String) {
        #expect(TransformList.parse(text) == nil)
    }
}
