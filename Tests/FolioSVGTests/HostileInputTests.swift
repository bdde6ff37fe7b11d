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

    /// fuzz-svg's crash (2026-11-28): an Inkscape file declaring UTF-7, damaged; libxml2 passes
    /// UTF-7 to iconv and crashed on it.
    static let utf7Crash = "PD94bWwgdmVyc2lvbj0iMS4wIiBlbmNvZGluZz0iVVRGLTciIHN0YW5kYWxvbmU9Im5vIj8+CjwhLS0gQ3JlYXRlZCB3aXRoIElua3NjYXBlIChodHRwOi8vd3d3Lmlua3NjYXBlLm9yZy8pIC0tPgoKPHN2ZwogICB4bWxuczpkYz0iaHR0cDovL3B1cmwub3JnL2RjL2VsZW1lbnRzLzEuMS8iCiAgIHhtbG5zOmNjPSJodHRwOi8vY3JlYXRpdmVjb21tb25zLm9yZy9ucyMiCiAgIHhtbG5zOnJkZj0iaHR0cDovL3d3dy53My5vcmcvMTk5OS8wMi8yMi1yZGYtc3ludGF4LW5zIyIKICAgeG1sbnM6c3ZnPSJodHRwOi8vd3d3LnczLm9yZy8yMDAwL3N2ZyIKICAgeG1sbnM9Imh0dHA6Ly93d3cudzMub3JnLzIwMDAvc3ZnIgogICB4bWxuczpzb2RpcG9kaT0iaHR0cDovL3NvZGlwb2RpLnNvdXJjZWZvcmdlLm5ldC9EVEQvc29kaXBvZGktMC5kdGQiCiAgIHhtbG5zOmlua3NjYXBlPSJodHRwOi8vd3cxIgogICAgICAgZHNvaWRpcG86dHlwZT0iaW5rc2NhcGU6cGVyc3AzZCIgLz4KICAgIDxpbmtzY2FwZTpwZXJzcGVjdGl2ZQogICAgICAgaWQ9InBlcnNwZWN0aXZlNjMwMy0xMSIKICAgICAgIGlua3NjYXBlOnBlcnNwM2Qtb3JpZ2luPSIwLjUgOiAwLjMzMzMzMzMzIDogMSIKICAgICAgIGlua3NjYXBlOnZwX3o9IjEgOiAwLjUgOiAxIgogICAgICAgaW5rc2NhcGU6dnBfeT0iMCA6IDEwMDAgOiAwIgogICAgICAgaW5rc2NhcGU6dnBfeD0iMCA6IDAuNSA6IDEiCiAgICAgICBzb2RpcG9kaTp0eXBlaW5rc2NhcGU6cGVyc3AzZCIgLz4KICAgIDxpICAgPGlua3NjYXCRxWhhcnJheTpub25lO3N0cm9rZS1kYXNob2Zmc2V0OjAiCiAgICAgICBpZD0icGF0aDU4NzYtOTXa9SAgICAgICBzb2RpcG9kaTpjeD0iLTE0Ni43ODU3MiIKICAgICAgIHNvZGlwb2RpOmN5PSIxMjIuNzA0NzgiCiAgICAgICBzb2RpcG9kaTpyeD0iNS4zNTcxNDI5IgogICAgICAgc29kaXBvZGk6cnk9IjUuMzU3MTQyOSIKICAgICAgIGQ9Im0gLTE0MS40Mjg1OCwxMjIuJzA0NzggYyAwLDIuOTU4NjcgLTIuMzk4NDcsNS4zNTcxNCAtNS4zNTcxNCw1LjM1NzE0IC0yLjk1ODY3LDAgLTUuMzU3MTQsLTIuMzk4NDcgLTUuMzU3MTQsLTUuMzU3MTQgMCwtMi45NTg2NyCn////////////////////////////////////////////////////////////////Mi4zOTg0NywtNS4zNTcxNCA1LjM1NzE0LC01LjM1NzE0IDIuOTU4NjcsMCA1LjM1NzE0LDIuMzk4NDcgNS4zNTcxNCw1LjM1NzE0IHoiCiAgICAgICB0cmFuc2Zvcm09Im1hdHJpeCgwLjc5MTA3NTkxLDAsMCwwLjc5MTA3NTkxLDQ1NC45NzYxMiwyMDEuODgwNTUpIiAvPgogICAgPHBhdGgKICAgICAgIHNvZGlwb2RpOnR5cGU9ImFyYyIKICEgICAgIHN0eWxlPSJmaWxsOiMwMDAwMDA7ZmlsbC1vcGFmY2l0eToxO3N0cm9rZTojMDAwMDAwO3N0cm9rZS13aWR0aDoxLjA0Nzk5OTk4O3N0cm9rZS1saW5lam9pbjogIHN0eWxlPSJmaWxsOiNleHQ+CjwwL3N2MDAwMDA7ZmlsZz4KbC1vcGFjaXR5OjE7c3Rybw=="

    @Test("an encoding libxml2 does not read itself (UTF-7) is refused before parsing, naming it; the fuzzer's crashing file too")
    func unsupportedEncoding() throws {
        let crash = try #require(Data(base64Encoded: Self.utf7Crash))
        for data in [crash, Data(#"<?xml version="1.0" encoding='UTF-7'?><svg xmlns="http://www.w3.org/2000/svg"/>"#.utf8)] {
            #expect {
                _ = try SVGDocument(data: data)
            } throws: { error in
                guard case SVGError.malformedXML(let message, _, _)? = error as? SVGError else { return false }
                return message.contains("UTF-7")
            }
        }
        // Declared encodings libxml2 reads itself still parse.
        for encoding in ["UTF-8", "utf-8", "ISO-8859-1"] {
            let svg = #"<?xml version="1.0" encoding="\#(encoding)"?><svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>"#
            #expect(try SVGDocument(data: Data(svg.utf8)).size == Size(width: 3, height: 3))
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
