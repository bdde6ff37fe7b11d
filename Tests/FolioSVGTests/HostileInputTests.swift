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

    @Test("a processing instruction without data (<?xm?>) parses, in UTF-8 and UTF-16; the fuzzer's crashing file is a clear error")
    func emptyProcessingInstruction() throws {
        let svg = #"<?xml-stylesheet?><!-- <?kept?> --><svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><?pi?><rect width="4" height="4"/></svg>"#
        let utf16LE = Data([0xFF, 0xFE]) + svg.data(using: .utf16LittleEndian)!
        let utf16BE = Data([0xFE, 0xFF]) + svg.data(using: .utf16BigEndian)!
        for data in [Data(svg.utf8), utf16LE, utf16BE] {
            #expect(try SVGDocument(data: data).size == Size(width: 3, height: 3))
        }
        let padded = EmptyProcessingInstructions.padded(Data(svg.utf8))
        #expect(String(decoding: padded, as: UTF8.self) == svg.replacingOccurrences(of: "<?xml-stylesheet?>", with: "<?xml-stylesheet ?>")
            .replacingOccurrences(of: "<?pi?>", with: "<?pi ?>"))
        // What fuzz-svg found (a segmentation fault in FoundationXML before this).
        #expect(throws: SVGError.self) { _ = try SVGDocument(data: Data("<?xm?>\n< CreateHuaTiee".utf8)) }
    }

    @Test("UCS-4 and EBCDIC documents (told by their first four bytes) are refused before parsing, naming the encoding; the fuzzer's crashing file too")
    func foreignEncodings() {
        let svg = Array(#"<svg xmlns="http://www.w3.org/2000/svg"/>"#.utf8)
        let ucs4BE = svg.flatMap { [0, 0, 0, $0] as [UInt8] }, ucs4LE = svg.flatMap { [$0, 0, 0, 0] as [UInt8] }
        let fuzzed: [UInt8] = [0x00, 0x00, 0x00, 0x3C, 0x3F, 0x20, 0x88, 0x92, 0x93, 0x90, 0x73, 0x3A, 0x3E, 0x0A, 0x3C, 0x2F, 0x8D, 0x76, 0x67, 0x3E, 0x0A]
        for (bytes, family) in [(ucs4BE, "UCS-4"), (ucs4LE, "UCS-4"), ([0, 0, 0xFE, 0xFF] + ucs4BE, "UCS-4"), (fuzzed, "UCS-4"),
                                ([0x4C, 0x6F, 0xA7, 0x94, 0x93], "EBCDIC")] {
            #expect {
                _ = try SVGDocument(data: Data(bytes))
            } throws: { error in
                guard case SVGError.malformedXML(let message, _, _)? = error as? SVGError else { return false }
                return message.contains(family)
            }
        }
    }

    @Test("UTF-16 is read by Folio, not by libxml2: a declaration naming it still parses; lone surrogates (the fuzzer's crashing file) are a clear error")
    func utf16() throws {
        let svg = #"<?xml version="1.0" encoding="UTF-16"?><svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><title>Größe ✓</title></svg>"#
        for data in [Data([0xFF, 0xFE]) + svg.data(using: .utf16LittleEndian)!, Data([0xFE, 0xFF]) + svg.data(using: .utf16BigEndian)!,
                     svg.data(using: .utf16LittleEndian)!] {
            #expect(try SVGDocument(data: data).size == Size(width: 3, height: 3))
        }
        let fuzzed = try #require(Data(base64Encoded: "/v8w//////9ucz0iI9jY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2CMjIyMjIyMjIyP//////xQACCMjIyMjIyMjIyPk3CMjIyMjaHQodGdz"))
        for data in [fuzzed, Data([0xFF, 0xFE, 0x3C, 0x00, 0x00, 0xD8, 0x3E, 0x00]), Data([0xFF, 0xFE, 0x3C])] {
            #expect {
                _ = try SVGDocument(data: data)
            } throws: { error in
                guard case SVGError.malformedXML(let message, _, _)? = error as? SVGError else { return false }
                return message.contains("not valid UTF-16")
            }
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

    /// The fuzzer's file (fuzz-svg, 2026-11-29): a pattern whose circle is filled with the pattern itself, amid Inkscape debris.
    static let selfPatternCrash = "PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hsaW5rIiB2aWV3Qm94PSIwIDAgMTAwIDEwMCIgd2lkdGg9IjEwMCIgaGVpZ2h0PSIxMDAiPgo8ZGVmcz48cGF0dGVybiBpZD0icCIgd2lkdGg9IjEwIiBoZWlnaHQ9IjEwIiBwYXR0ZXJuVW5pdHM9InVzZXJTcGFjZU9uVXNlIj48Y2lyY2xlIGN4PSI1IiAgIHNvZGlwb2RpOnR5cGU9Imlua3NjYXBlOnBlcnNwM2QiCiAgICAgICBpbmtzY2FwZTp2cF94PSIwIDogNTI2LjE4MTA5IDogMSIKICAgICAgIGlua3NjYXBlOnZwX3k9IjAgOiAxMDAwIDogMCIKICAgICAgIGlua3NjYXBlOnZwX3o9Ijc0NC4wOTQ0OCA6IDUyNi4xODEwOSA6IDEiCiAgICAgICBpbmtzY2FwZTpwZXJzcDNkLW9yaWdpbj0iMzcyLjA0NzI0IDogMzUwLjc4NzM5IDogMSIKICAgICAgIGlkPSJwZXJzcGVjdGl2ZTM5NjEiIC8+CiAgICA8aW5rc2NhcGU6aW5rc2NhcGU6d2luZG93LXggIGlkPSJwZXJzcGVjdGl2ZTM5NzEiCiAgICAgICBpbmtzY2FwZTpwZXJzcDNkLW9yaWdpbj0iMC41IDogMC4zMzMzMzMzMyA6IDEiCiAgICAgICBpbmtzY2FwZTp2cF96PSIxIDogMC41IDogMSIKICAgICAgIGlua3NjYXBlOnZwX3k9IjAgOiAxMDAwIDogMCIKICAgICAgIGlua3NjYXBlOnZwX3g9IjAgOiAwLjUgOiAxIgogICAgICAgc29kaXBvZGk6dHlwZT0iaW5rc2NhcGU6cGVyc3AzZCIgLz4KICAgIDxpbmZpdC1tYXJnaW4tbGVmdGVjdAogICAgICAgZWZmZWN0PSJzcGlybyIKICAgICAgIGlkPSJwYXRoLWVmZmVjdDI5NDAiCiAgICAgICBpc192aXNpYmxlPSJ0cnVlIiAvPgogICAgPGlua3NjYXBlOnBhdGgtZWZmZWN0CiAgICAgICBlZmZlY3Q9InNrZWxldGFsIgogICAgICAgaWQ9InBhdGgtZWZmZWN0Mjk0MiIKICAgICAgIGlzX3Zpc2libGU9InRydWUiCiAgICAgICBwYXR0ZXJuPSJtIDE4Ny4xODEzNSwxMy4zNjUwNjMgMSwwIgogICAgICAgY29weXR5cGU9InNpbmdsZV9zdHJldGNoZWQiCiAgICAgICBwcm9wX3NjYWxlPSIxIgogICAgICAgc2NhbGVfeV9yZWw9ImZhbHNlIgogICAgICAgc3BhY2luZz0iMCIKICAgICAgIG5vcm1hbF9vZmZzZXQ9IjAiCiAgICAgICB0YW5nX29mZnNldD0iMCIKICAgICAgIHByb3BfdW5pdHM9ImZhbHNlIgogICAgICAgdmVydGljYWxfcGF0dGVybj0iZmFsc2UiCiAgICAgICBmdXNlX3RvbGVyYW5jZT0iMCIgLz4KICAgIDxpbmtzY2FwZTpwZXJzcGVjdGl2ZQogICAgICAgaWQ9InBlcnNwZWN0aXZlNDIxMiIKICAgICAgIGlua3NjYXBlOnBlcnNwM2Qtb3JpZ2luPSIwLjUgOiAwLjMzMzMzMzMzIDogMSIKICAgICAgIGlua3NjYXBlOnZwX3o9IjEgOiAwLjUgOiAxIgogICAgICAgaW5rc2NhcGU6dnBfeT0iMCA6IDEwMDAgOiAwIgogICAgICAgaW5rc2NhcGU6dnBfeD0iMCA6IDAuNSA6IDEiCiAgICAgICBzb2RpcG9kaTp0eXBlPSJpbmtzY2FwZTpwZXJzcDNkIiAvPgogICAgPGlua3NjYXBlOnBlcnNwZWN0aXZlCiAgICAgICBpZD0icGVyc3BlY3RpdmU0NzQ0IgogICAgICAgaW5rc2NhcGU6cGVyc3AzZC1vcmlnaW49IjAuNSA6IDAuMzMzMzMzMzMgOiAxIgogICAgICAgaW5rc2NhcGU6dnBfej0iMSA6IDAuNSA6IDEiCnRyb2tlLWRhc2hhcnJheT0iNCAyIi8+MSAgPGcgY2xpcC1wYXRoPSJ1cmwoI2NwKSI+PHJlY3QgeD0iMTAwIiB5PSI3MCIgd2lkdGg9IjEwMCIgaGVpZ2h0PSI4MCIgZmlsbD0idGVhbCIvPjwvZz4KIEEgPHVzZSB4bGluazpocmVmPSIjZG90IiB4PSIyMCIgeT0iMTQwIi8+CiAgPHVzZSBocmVmPSIjZG90IiB4PSIxODAiIHk9IjE0MCIgc3R5bGU9ImZpdmU2MzAzLTkiCiAgICAgICBpbmtzY2FwZTpwZXJzcDNkLW9yaWdpbj0iMC41IDogMC4zMzMzMzMzMyA6IDEiCiAgICAgICBpbmtzY2FwZTp2cF96PSIxIDogMC41IDogMSIKICAgICAgIGlua3NjYXBlOnZwX3k9IjAgOiAxMDAwIDogMCIKICAgICAgIGlua3NjYXBlOnZwX3g9IjAgOiAwLjUgOiAxIgogICAgICAgc29kaXBvZGk6dHlwZT0iaW5rc2NhcGU6cGVyc3AzZCIgLz4KIC4yMjM3NyAtNi42NTIyMywtMC4zOTkzNSAtOS45MTkxNSwwLjE2MzcxIC0zLjA2NTksMy4yNDQ1MiAtOS43NTg0NCw2LjA2ODIgLTQuMTUzNTgsNC40MjI3MiAtNi4zNzk4MiwxMC41ODQ3IC02LjExMDE5LDE2LjY0NjA1IDAsMmUtNSAwLDNlLTUgMCw0ZS01IDAuMjM3NTgsNS4zNDA3MyAyLjM2c3RvcC1jb2xvcjkzIDUuODM4MDksMTQuNjI5MTcgMTBlLTYsMTBlLTYgMmUtNSwyZS01IDNlLTUsM2UtNSAzLjQ2OTc1LDQuMDY3NTIgOC4yNDgwMiw2Ljk3OTMyIDEzLjQyMjEsOC4zMjU3MyA0LjUxMTYyLDEuMTc0MDMgOS4zNDA1NiwxLjE3MTI5IDEzLjgyMDUyLC0wLjExODI4IDQuNDc5NzUsLTEuMjg5NSA4LjU5NjM1LC0zLjg3Njk1IDExLjYxNTIyLC03LjQyOTA0IDMuMDIyNDIsLTMuNTU2MjcgNC45MTcxMSwtOC4wNjAxOSA1LjM0NTc1LC0xMi43MDc1OSAxMGUtNiwtM2UtNSAxMGUtNiwtNWUtNSAxMGUtNiwtOGUtNSAwLjQyODY0LC00LjY0NzQyIC0wLjYxMDI5LC05LjQyMTk1IC0yLjkzMTI4LC0xMy40NzEwNiAtMS4xMDM2NSwtMi44OTUyNCAtMS4wODk2MSwtNi4yMDQyOSAwLjAzODYsLTkuMDkwMDUgMCwtMTBlLTYgMWUtNSwtM2UtNSAxZS01LC00ZS01IDEuMTI4MiwtMi44ODU3NyAzLjM2MjIyLC01LjMyNjk0IDYuMTM2OSwtNi43MDU5NCAzLjQ3MTYyLC0xLjcyNTM4IDcuNzYxNDMsLTEuNzI1MzggMTEuMjMzMDUsMCAzLjQ3OTM1LDAuODg4MTIgNi42NTA4OSwyLjk0OTE0IDguODc1NjgsNS43Njc4MiAyLjIyNDc4LDIuODE4NjkgMy40OTI2OSw2LjM4MjIzIDMuNTQ4Myw5Ljk3MjcxIDAuMDQ0OCwyLjg4OTg5IC0wLjY2Njc3LDUuNzMwMyAtMS4yOTk3LDguNTUwMzkgLTAuNjMyOTEsMi44MjAwMSAtMS48c3ZnIHhtbG5zPSJodHRwOi8vd3d3LnczLm9yZy8yMDAwL3N2ZyIgeG1sbnM6eGxpbms9Imh0dHA6Ly93d3cudzMub3JnLzE5OTkveGxpbmsiIGlua3Njb3g9IjAgMCAxMDAgMTAwIiB3aWR0aD0iMTAwIiBoZWlnaHQ9IjEwMCI+CjxkZWZzPjxwYXR0ZXJuIGlkPSJwIiB3aWR0aD0iMTAiIGhlaWdodD0iMTAiIHBhdHRlcm5Vbml0cz0idXNlclNwYWNlT25Vc2UiPjxjaXJzaG93Z3JpZGNsZSBjeD0iNSIgY3k9IjUiIHI9IjMiLz48L3BhdHRlcm4+CjxtYXJrZXIgaWQ9Im0iIG1hcmtlcldpZHRoPSI0IiBtYXJrZXJIZWlnaHQ9IjQiIHJlZlg9IjIiIHJlZlk9IjIiIG9yaWVudD0iYXV0byI+PHBhdGggZD0iTTAgMEw0IDIgMCA0eiIvPjwvbWFya2VyPgo8cmFkaWFsR3JhZGllbnQgaWQ9InIiIGZ4PSI6LjIiIGZ5PSIwLjMiIHNwcmVhZE1ldGhvZD0icmVmbGVjdCIgcj0iMC4zIj48c3RvcCBvZmZzZXQ9IjAiIHN0b3AtY29sb3I9InJlZCIvPjxzdG9wIG9mZnNldD0iMSIgc3RvcC1jb2xvcj0iYmx1ZSIgc3RvcC1vcGFjaWx5PSIuNSIvPjwvcmFkaWFsR3JhZGllbnQ+CjxzeW1ib2wgaWQ9InMiIHZpZXdCb3g9IjAgMCAxMCAxMCI+PHJlY3Qgd2lkdGg9IjUiIGhlaWdodD0iNSIvPjwvc3ltYm9sPjwvZGVmcz4KPHBhdGggZD0iTTEwLDEwIGgyMCB2MjAgcTUsNSAxMCwwIHQxMCwwIGMxIGhyZWlua3NjYXBlOnBlcnNmMTAgYTUgMyAzMCAxIDAgMTAgMTAgeiBtNSA1IGwxZTItMWUyIiBmaWxsPSJ1cmwoI3ApIiBzdHJva2U9InVybCgjcikiIG1hcmtlci1taWQ9InVybCgjbSkiLz4KPHVzZSB4bGluazpocmVmPSIjcyIgeD0iNTAiIHk9IjUwIiB3aWR0aD0iNDAiIGhlaWdodD0iNDAiIHRyYW5zZm9ybT0icm90YXRlKDMwIDcwIHM3KTAga2V3WCgxMCkiLz4KPHRleHQgeD0iMTAgMjAiIHk9IjkwIiBkeD0iMSIgc3R5bGU9ImZvbnQ6IGl0YWxpYyBib2xkIDEycHggc2Fucy1zZXJpZiI+QTx0c3BhbiBkeT0iLTMiIGZpbGw9ImdyZWVuIj5CPC90c3Bhbj48L3RleHQ+Cjwvc3ZnPgogICAgaWQ9InBlcnNwZWN0aXZlNjMwMy05IgogICAgICAgaW5rc2NhcGU6cGVyc3AzZC1vcmlnaW49IjAuNSA6IDAuMzMzMzMzMzMgOiAxIgogICAgICAgaW5rc2NhcGU6dnBfej0iMSA6IDAuNSA6IDEiCiAgICAgICBpbmtzY2FwZTp2cF95PSIwIDogMTAwMCA6IDAiCiAgICAgICBpbmtzY2FwZTp2cF94PSIwIDogMC41IDogMSIKICAgICAgIHNvZGlwb2RpOnR5cGU9Imlua3NjYXBlOnBlcnNwM2QiIC8+CiAuMjIzNzcgLTYuNjUyMjMsLTAuMzk5MzUgLTkuOTE5MTUsMC4xNjM3MSAtMy42Nzg5MiwwLjYzNDA3IC03LjE5MjI1LDxzdmcgeG1sbnM9Imh0dHA6Ly93d3cudzMub3JnLzIwMDowL3N2ZyIgeG1sbnM6eGxpbms9Imh0dHA6Ly93d3cudzMub3JnLzE5OTkveGxpbmsiIHdpZHRoPSIyMDAiIGhlaWdodD0iMTUwIiB2aWV3Qm94PSIwIDAgMjAwWzE1MCI+eXk9IjE0MCIvPgogIDx1c2UgaHJlZj0iI2RvdCIgeD0iMThERk1pbmcwIiB5PSIxNC8iIHN0eWxlPSI6aWZsbCByZWQiLz4KICA8dGV4dCB4PSIxMDAiIHk9IjE0NSIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udHNpLXplPSIxMiIgZm9udC1mYW1pbHk9IkRlamFWdSBTYW5zIj5IZWxsbyBTVkc8L3RleHQ+Cjwvc3ZnPgozIC0yZS01LDAgLTNlLTUsMWUtNSAtNGUtNSwyZS01IC00LjM2NzE5LDIuMDEzNjUgLTguNjU2OTksNC43Mzg5NCAtMTEuMDU3MDksOC45MDYyNyAtMTBlLTYsMWUtNSAtMTBlLTYsMmUtNSAtMmUtNSwzZS01IC0xLjU0OTcxLDIuNjkwNzkgLTIuMjEwMzcsNS44NjI3NSAtMi4wMDcwMSw4Ljk2MTIzIDAuMjAzMzgsMy4wOTg3NCAxLjI1MzMxLDYuMTIxIDIuODkyNzUsOC43NTgzOCAzNzk1OTQsOC44ODM2NSAxNC42Nzg3OCwxMC44NzA2IDEwZS02LDAgMmUtNSwxZS01IDRlLTUsMWUtNSA1LjA1MTcyLDEuNzA2MjMgMTAuNTMwODE1IC0xLjIyMjM0LC00LjQ0OTE0c3R5bGUgLTMuODQyMzksLTguNTA1OTQgLTcuMzkgICAgICAgaW5rc2NhcGU6dnBfeT0iMCA6IDEwMDogMCAwIgogICAgICAgaW5rc2NhcGU6dnBfeD0iMCA6IDAuNSA6IDEiCiAgICAgICBzb2RpcG9kaTp0eXBlPSJpbmtzY2FwZTpwZXJzcDNkIiAvPgogICAgPGlua3NjIGN5PSI1IiByPSIzIi8+PC9wYXR0ZXJuPgo8bWFya2VyIGlkPSJtIiBtYXJrZXJXaWR0aD0iNCIgbWFya2VySGVpaW5rc2NhcGU6dmVyc2lvbmdodD0iNCIgcmVmWD0iMiIgcmVmWT0iMiIgb3JpZW50PSJhdXRvIj48cGF0aCBkPSJNMCAwTDQgMiAwIDR6Ii8+PC9tYXJrZXI+CjxyYWRpYWxHcmFkaWVudCBpZD0iciIgZng9IjAuMiIgZnk9IjAuMyIgc3ByZWFkTWV0aG9kPSJyZWZsZWN0IiByPSIwLjMiPjxzdG9wIG9mZnNldD0iMCIgc3RvcC1jb2xvcj0icmVkIi8+PHN0b3Agb2Zmc2V0PSIxIiBzdG9wLWNvbG9yPSJibHVlIiBzdG9wLW9wYWNpdHk9Ii41Ii8+PC9yYWRpYWxHcmFkaWVudD4KPHN5bWJvbCBpZD0icyIgdmlld0JveD0iMCAwIDEwIDEwIj48cmVjdCB3aWR0aD0iNSIgaGVpZ2h0PSI1Ii8+PC9zeW1ib2w+PC9kZWZzPgo8cGF0aCBkPSJNMTAsMTAgaDIwIHYyMCBxNSw1IDEwLDAgdDEwLDAgYzEgMiAzIDQgNSA2KiBzNyA4IDU5IDEwIGE1IDMgMzAgMSAwIDEwIDEwIHogbTUgNSBsMWUyLTFlMiIgZmlsbD0idXJsKCNwKSIgc3Ryb2tlPSJ1cmwoI3IpIiBtYXJrZXItbWlkPSJ1cmwoI20pIi8+Cjx1c2UgeGxpbms6aHJlZj0iI3MiIHg9IjUwIiB5PSI1MCIgd2lkdGg9IjQwIiBoZWlnaHQ9IjQwIiB0cmFuc2Zvcm09InJvdGF0ZSgzMCA3MCA3MCkgc2tld1goMTApIi8+Cjx0ZXh0IHg9IjEwIDJNaW5nKGZvciBJU08xMDY0NikwIiB5PSI5MCIgZHg9IjEiIFN0eWxlPSJmb250OiBpdGFsaWMgYm9sZCAxMnB4IHNhbnMtc2VyaWYiPkE8dHNwYW4gZHk9Ii0zIiBmaWxsPSJncmVlbiI+QjwvdHNwYW4+PC90ZXh0Pgo8L3N2Zz4K"

    @Test("a pattern whose content paints with itself is drawn once, not without end (a stack overflow the fuzzer found)")
    func selfReferentialPattern() throws {
        let plain = svg(##"<defs><pattern id="p" width="10" height="10" patternUnits="userSpaceOnUse">"## +
                        ##"<rect width="5" height="5" fill="url(#p)" stroke="blue"/><rect x="5" width="5" height="5" fill="red"/></pattern></defs>"## +
                        ##"<rect width="100" height="100" fill="url(#p)"/>"##)
        let crash = try #require(Data(base64Encoded: Self.selfPatternCrash))
        for drawing in [try SVGDocument(string: plain), try SVGDocument(data: crash)] {
            let renderer = PDFRenderer(bounds: Rect(x: 0, y: 0, width: 100, height: 100))
            let bytes = try renderer.pdfBytes { ctx throws(GraphicsError) in
                try ctx.beginPage()
                do throws(SVGError) { try ctx.draw(drawing, in: Rect(x: 0, y: 0, width: 100, height: 100)) } catch {
                    Issue.record("drawing failed: \(error)")
                }
            }
            #expect(bytes.count > 0)
        }
        // The tile's other content is still drawn: red in the right half of each tile.
        let drawn = try DrawnSVG(plain)
        #expect(drawn.diagnostics.warnings.map(\.message).contains { $0.contains("pattern painting its own tile") }
                || drawn.diagnostics.notes.map(\.message).contains { $0.contains("pattern painting its own tile") })
        let r = try drawn.raster()
        #expect(r.pixel(5, 1, is: (255, 0, 0), tolerance: 30), "\(r[5, 1])")
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
