import FolioGeometry
import FolioGraphics
@testable import FolioSVG
import Foundation
import Testing

@Suite("SVG from hostile or broken input")
struct HostileInputTests {
    @Test("malformed XML is an error naming the line")
    func malformed() {
        #expect {
            _ = try SVGDocument(string: "<svg xmlns=\"http://www.w3.org/2000/svg\">\n<rect></svg>")
        } throws: { error in
            guard case SVGError.malformedXML(_, let line, _)? = error as? SVGError else { return false }
            return line == 2
        }
    }

    @Test("a root that is not svg is an error")
    func notSVG() {
        #expect(throws: SVGError.notSVG(found: "html")) { _ = try SVGDocument(string: "<html/>") }
    }

    @Test("nesting beyond the depth limit is an error, however deep")
    func deep() {
        let depth = 100_000
        let text = "<svg xmlns=\"http://www.w3.org/2000/svg\">" + String(repeating: "<g>", count: depth) + String(repeating: "</g>", count: depth) + "</svg>"
        #expect(throws: SVGError.tooDeep(limit: SVGParseOptions().maximumDepth)) { _ = try SVGDocument(string: text) }
    }

    @Test("more elements than the limit is an error")
    func manyElements() {
        var options = SVGParseOptions()
        options.maximumElementCount = 100
        let text = "<svg xmlns=\"http://www.w3.org/2000/svg\">" + String(repeating: "<rect/>", count: 200) + "</svg>"
        #expect(throws: SVGError.tooManyElements(limit: 100)) { _ = try SVGDocument(string: text, options: options) }
    }

    @Test("an entity bomb ends with an error, not exhausted memory")
    func billionLaughs() {
        var text = "<?xml version=\"1.0\"?><!DOCTYPE svg [<!ENTITY a0 \"lollollollollol\">"
        for i in 1...9 { text += "<!ENTITY a\(i) \"" + String(repeating: "&a\(i - 1);", count: 10) + "\">" }
        text += "]><svg xmlns=\"http://www.w3.org/2000/svg\"><text>&a9;</text></svg>"
        #expect(throws: SVGError.self) { _ = try SVGDocument(string: text) }
    }

    @Test("external entities are never read")
    func externalEntity() throws {
        let secret = FileManager.default.temporaryDirectory.appendingPathComponent("folio-svg-secret.txt")
        try "SECRET".write(to: secret, atomically: true, encoding: .utf8)
        let text = "<?xml version=\"1.0\"?><!DOCTYPE svg [<!ENTITY x SYSTEM \"file://\(secret.path)\">]>"
            + "<svg xmlns=\"http://www.w3.org/2000/svg\"><text>&x;</text></svg>"
        if let drawing = try? SVGDocument(string: text) {
            #expect(!drawing.nodes.contains { $0.text.contains("SECRET") })
        }
    }

    @Test("use elements referring to each other in a circle end with an error")
    func useCycle() throws {
        let drawing = try SVGDocument(string: svg(##"<g id="a"><use href="#b"/></g><g id="b"><use href="#a"/></g>"##))
        let renderer = PDFRenderer(bounds: Rect(x: 0, y: 0, width: 75, height: 75))
        var failure: SVGError?
        _ = try renderer.pdfBytes { ctx throws(GraphicsError) in
            try ctx.beginPage()
            do throws(SVGError) { try ctx.draw(drawing, in: Rect(x: 0, y: 0, width: 75, height: 75)) } catch { failure = error }
        }
        guard case .useCycle? = failure else {
            Issue.record("expected a use cycle, got \(String(describing: failure))")
            return
        }
    }

    @Test("use references that expand exponentially stop at the instance limit")
    func useExpansion() throws {
        var body = ##"<rect id="l0" width="1" height="1"/>"##
        for i in 1...20 { body += ##"<g id="l\##(i)"><use href="#l\##(i - 1)"/><use href="#l\##(i - 1)"/></g>"## }
        let drawing = try SVGDocument(string: svg(body))
        var failure: SVGError?
        _ = try PDFRenderer(bounds: Rect(x: 0, y: 0, width: 75, height: 75)).pdfBytes { ctx throws(GraphicsError) in
            try ctx.beginPage()
            do throws(SVGError) { try ctx.draw(drawing, in: Rect(x: 0, y: 0, width: 75, height: 75)) } catch { failure = error }
        }
        #expect(failure == .useTooDeep(limit: SVGParseOptions().maximumUseInstances))
    }

    @Test("huge and non-finite coordinates are left out with a diagnostic, not a crash")
    func nonFinite() throws {
        let drawn = try DrawnSVG(svg(##"""
            <path d="M0 0 L1e308 1e308 l1e308 1e308 z" stroke="black"/>
            <rect width="NaN" height="10"/><circle r="1e400"/><path d="M NaN 0 L 1 1"/>
            <rect width="50" height="50" fill="#ff0000"/>
            """##))
        #expect(try drawn.raster(dpi: 96).pixel(25, 25, is: (255, 0, 0)))
    }
}
