import Folio
import FolioTestSupport
import Foundation
import Testing

@Suite("Linked and imported style sheets, media queries")
struct LinkedStylesheetTests {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let green = Color(red: 0, green: 128 / 255.0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)

    /// A folder `site/` holding `page.html` and the given files (paths relative to it; `../x` lands beside it).
    static func site(_ files: [String: String]) throws -> URL {
        let dir = PDFTools.temporaryDirectory().appendingPathComponent("site")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for (name, text) in files {
            let url = dir.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return dir
    }

    static func page(_ html: String, in dir: URL, options: (inout MarkupOptions) -> Void = { _ in }) throws -> MarkupDocument {
        let path = dir.appendingPathComponent("page.html").path
        try html.write(toFile: path, atomically: true, encoding: .utf8)
        var o = MarkupOptions(documentPath: path)
        options(&o)
        return try MarkupDocument(bytes: Array(html.utf8), options: o)
    }

    static func color(_ phrase: String, _ m: MarkupDocument) -> Color? { attributes(of: phrase, in: m)?.foregroundColor }

    @Test("<link rel=stylesheet> applies; the cascade follows the document order of <link> and <style>")
    func linkedAndOrdered() throws {
        let dir = try Self.site([
            "css/a.css": "p.one { color: red } p.two { color: red }",
            "b.css": "p.two { color: blue } p.three { color: blue }",
        ])
        let m = try Self.page("""
            <head><link rel="stylesheet" href="css/a.css"><style>p.one { color: green }</style>
            <link href="b.css" rel="StyleSheet"></head><body><p class="one">First</p><p class="two">Second</p><p class="three">Third</p>
            """, in: dir)
        #expect(Self.color("First", m) == Self.green)   // the <style> after the link wins
        #expect(Self.color("Second", m) == Self.blue)   // the later link wins
        #expect(Self.color("Third", m) == Self.blue)
        #expect(m.diagnostics.warnings.map(\.message).isEmpty, "\(m.diagnostics.warnings.map(\.message))")
    }

    @Test("rel is a token list; alternate style sheets, other types and screen media are skipped; print and all apply")
    func relTypeAndMedia() throws {
        let dir = try Self.site(["red.css": "p { color: red }", "blue.css": "p { color: blue }", "green.css": "p.g { color: green }"])
        func colour(_ head: String) throws -> Color? {
            Self.color("Text", try Self.page("<head>\(head)</head><p class=g>Text</p>", in: dir))
        }
        #expect(try colour(#"<link rel="stylesheet preload" href="red.css">"#) == Self.red)
        #expect(try colour(#"<link rel="alternate stylesheet" href="red.css">"#) != Self.red)
        #expect(try colour(#"<link rel="Alternate  StyleSheet" href="red.css">"#) != Self.red)
        #expect(try colour(#"<link rel="icon" href="red.css">"#) != Self.red)
        #expect(try colour(#"<link rel="stylesheet" type="text/less" href="red.css">"#) != Self.red)
        #expect(try colour(#"<link rel="stylesheet" media="screen" href="red.css">"#) != Self.red)
        #expect(try colour(#"<link rel="stylesheet" media="only screen and (max-width: 600px)" href="red.css">"#) != Self.red)
        #expect(try colour(#"<link rel="stylesheet" media="print" href="red.css">"#) == Self.red)
        #expect(try colour(#"<link rel="stylesheet" media="screen, print" href="red.css">"#) == Self.red)
        #expect(try colour(#"<link rel="stylesheet" media="all" href="red.css">"#) == Self.red)
        #expect(try colour(#"<link rel="stylesheet" media="not screen" href="red.css">"#) == Self.red)
        #expect(try colour(#"<style media="screen">p { color: red }</style>"#) != Self.red)
        #expect(try colour(#"<style media="print">p { color: red }</style>"#) == Self.red)
    }

    @Test("@import url() and \"…\" at the top, with media lists, relative to the importing sheet; later @import ignored")
    func imports() throws {
        let dir = try Self.site([
            "theme/main.css": """
                @charset "utf-8";
                @import url("parts/base.css");
                @import "parts/print.css" print;
                @import url(parts/screen.css) screen;
                p.main { color: green }
                @import "parts/late.css";
                """,
            "theme/parts/base.css": "p { color: red } p.base { color: blue }",
            "theme/parts/print.css": "p.print { color: blue }",
            "theme/parts/screen.css": "p.screen { color: red }",
            "theme/parts/late.css": "p.late { color: red }",
        ])
        let m = try Self.page("""
            <link rel=stylesheet href="theme/main.css">
            <p class="main">Main</p><p class="base">Base</p><p class="print">Printed</p><p class="screen">Screen</p><p class="late">Late</p>
            """, in: dir)
        #expect(Self.color("Main", m) == Self.green)  // the importing sheet comes after its imports
        #expect(Self.color("Base", m) == Self.blue)
        #expect(Self.color("Printed", m) == Self.blue)
        #expect(Self.color("Screen", m) == Self.red)  // only base.css's p rule
        #expect(Self.color("Late", m) == Self.red)    // idem: late.css was never read
        #expect(m.diagnostics.warnings.map(\.message).isEmpty, "\(m.diagnostics.warnings.map(\.message))")
        let sheet = Stylesheet(parsing: #"@import url(a.css); @import "b.css" print, screen; p { color: red } @import "c.css";"#)
        #expect(sheet.imports == [Stylesheet.Import(url: "a.css"), Stylesheet.Import(url: "b.css", media: "print, screen")])
        #expect(Stylesheet(parsing: #"@media print { @import "x.css"; }"#).imports.isEmpty)
    }

    @Test("an @import cycle is cut with a warning, and imports nest at most 16 deep")
    func cyclesAndDepth() throws {
        var files = ["a.css": "@import 'b.css'; p.a { color: blue }", "b.css": "@import 'a.css'; p.b { color: blue }"]
        for i in 0..<20 { files["deep\(i).css"] = "@import 'deep\(i + 1).css'; p.d\(i) { color: blue }" }
        files["deep20.css"] = "p.d20 { color: blue }"
        let dir = try Self.site(files)
        let m = try Self.page(#"<link rel=stylesheet href=a.css><link rel=stylesheet href=deep0.css><p class=a>AAA</p><p class=b>BBB</p><p class=d0>D0</p><p class=d15>D15</p><p class=d16>D16</p>"#, in: dir)
        #expect(Self.color("AAA", m) == Self.blue && Self.color("BBB", m) == Self.blue)
        #expect(m.diagnostics.warnings.map(\.message).contains("style sheet a.css (imported by b.css) is left out: it imports itself (a cycle of @import)"))
        #expect(Self.color("D0", m) == Self.blue && Self.color("D15", m) == Self.blue)
        #expect(Self.color("D16", m) != Self.blue)
        #expect(m.diagnostics.warnings.map(\.message).contains("style sheet deep16.css (imported by deep15.css) is left out: @import nests more than 16 deep"))
    }

    @Test("sheets outside the folder, missing, too large or not files are refused with a warning")
    func sandbox() throws {
        let dir = try Self.site(["ok.css": "p.ok { color: blue }", "big.css": "p.big { color: red }" + String(repeating: " ", count: 2000),
                                 "folder.css/x": ""])
        try "p { color: red }".write(to: dir.deletingLastPathComponent().appendingPathComponent("secret.css"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("link.css").path,
                                                   withDestinationPath: dir.deletingLastPathComponent().appendingPathComponent("secret.css").path)
        let m = try Self.page("""
            <link rel=stylesheet href="../secret.css"><link rel=stylesheet href="link.css"><link rel=stylesheet href="/etc/../\(dir.deletingLastPathComponent().path)/secret.css">
            <link rel=stylesheet href="missing.css"><link rel=stylesheet href="big.css"><link rel=stylesheet href="folder.css"><link rel=stylesheet href="ok.css?v=2#x">
            <p class=ok>Okay</p><p class=big>Big</p>
            """, in: dir) { $0.maximumStylesheetBytes = 1000 }
        #expect(Self.color("Okay", m) == Self.blue)
        #expect(Self.color("Big", m) != Self.red)
        let outside = "is left out: it is outside the folder files may be read from (the document's own, unless widened); "
            + "to use it, widen that folder: --image-root with the folio command, MarkupOptions.allowedRoot in code"
        #expect(m.diagnostics.warnings.map(\.message).contains("style sheet ../secret.css \(outside)"))
        #expect(m.diagnostics.warnings.map(\.message).contains("style sheet link.css \(outside)"))
        #expect(m.diagnostics.warnings.map(\.message).contains("style sheet missing.css is left out: no such file"))
        #expect(m.diagnostics.warnings.map(\.message).contains("style sheet big.css is left out: the file is larger than 1000 bytes"))
        #expect(m.diagnostics.warnings.map(\.message).contains("style sheet folder.css is left out: it is not a regular file that can be read"))
        // file:///path is a local path, under the same rules; file://host/ is another machine.
        let files = try Self.page(#"""
            <link rel=stylesheet href="file://\#(dir.path)/ok.css"><link rel=stylesheet href="file://\#(dir.deletingLastPathComponent().path)/secret.css">
            <link rel=stylesheet href="file://server/share/x.css"><p class=ok>Okay</p><p>Other</p>
            """#, in: dir)
        #expect(Self.color("Okay", files) == Self.blue && Self.color("Other", files) != Self.red)
        #expect(files.diagnostics.warnings.map(\.message).contains { $0.hasSuffix("secret.css \(outside)") }, "\(files.diagnostics.warnings.map(\.message))")
        #expect(files.diagnostics.warnings.map(\.message).contains("style sheet file://server/share/x.css is left out: it is not local, and Folio never fetches from the network"))
        // An allowed root above the document's folder lets ../ in.
        let rooted = try Self.page(#"<link rel=stylesheet href="../secret.css"><p>Secret</p>"#, in: dir) {
            $0.allowedRoot = dir.deletingLastPathComponent().path
        }
        #expect(Self.color("Secret", rooted) == Self.red)
        // A string with no folder reads no file.
        let unrooted = try MarkupDocument(string: #"<link rel=stylesheet href="\#(dir.path)/ok.css"><p class=ok>Okay</p>"#)
        #expect(Self.color("Okay", unrooted) != Self.blue)
        #expect(unrooted.diagnostics.warnings.map(\.message).count == 1)
    }

    @Test("http:, https: and //host style sheets and imports make no connection and say so")
    func noNetwork() throws {
        let listener = try #require(ListeningSocket())
        let port = listener.port
        let dir = try Self.site(["local.css": "@import url(http://127.0.0.1:\(port)/i.css); p { color: blue }"])
        let m = try Self.page("""
            <link rel=stylesheet href="http://127.0.0.1:\(port)/a.css"><link rel=stylesheet href="https://127.0.0.1:\(port)/b.css">
            <link rel=stylesheet href="//127.0.0.1:\(port)/c.css"><link rel=stylesheet href="local.css"><style>@import "http://127.0.0.1:\(port)/d.css";</style>
            <p>Text</p>
            """, in: dir)
        #expect(Self.color("Text", m) == Self.blue)
        let refused = m.diagnostics.warnings.map(\.message).filter { $0.hasSuffix("is left out: it is not local, and Folio never fetches from the network") }
        #expect(refused.count == 5, "\(m.diagnostics.warnings.map(\.message))")
        #expect(m.diagnostics.warnings.map(\.message).contains("style sheet http://127.0.0.1:\(port)/i.css (imported by local.css) is left out: it is not local, and Folio never fetches from the network"))
        #expect(!listener.connectionArrived(), "a connection arrived on port \(port)")
    }

    @Test("media queries for print", arguments: [
        ("", true), ("all", true), ("print", true), ("PRINT", true), ("screen", false), ("speech", false), ("tv, print", true),
        ("only print", true), ("only screen", false), ("not screen", true), ("not print", false), ("not all and (monochrome)", true),
        ("print and (color)", true), ("print and (monochrome)", false), ("(color)", true), ("screen and (color)", false),
        ("print and (max-width: 600px)", false), ("(min-width: 40em)", false), ("not print and (orientation: landscape)", false),
        ("print and (hover: none)", true), ("print and (prefers-color-scheme: dark)", false), ("print and", false),
        ("print or screen", false), ("not", false), ("print and (monochrome: 0)", true),
    ])
    func mediaQueries(query: String, applies: Bool) {
        let sheet = Stylesheet(parsing: "@media \(query) { p { color: red } }")
        #expect(!sheet.rules.isEmpty == applies, "@media \(query)")
    }
}
