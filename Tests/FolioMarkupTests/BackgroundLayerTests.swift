import Folio
import FolioTestSupport
import Foundation
import Testing

/// `background-image: url()` with `-repeat`, `-position` and `-size`, several layers with
/// gradients: parsed, loaded through the `<img>` rules (no network, inside the allowed root),
/// and painted.
@Suite("CSS background layers: url() images, repeat, position, size")
struct BackgroundLayerTests {
    /// A 4 × 4 pure blue PNG.
    static let blue = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGNgYPiPhIjiAACOsw/xs6MvMwAAAABJRU5ErkJggg=="

    private func style(_ css: String) throws -> ComputedStyle {
        let document = try HTMLDocument(string: "<div id=x style='\(css)'>x</div>")
        return StyledDocument(document: document).computedStyle(of: try #require(document.element(withID: "x")))
    }

    @Test("longhands: layers of url() and gradients, repeat keywords, one- and two-value positions, cover/contain/lengths")
    func longhands() throws {
        let s = try style("background-image: url(a.png), url(\"b c.jpg\"), linear-gradient(red, blue); background-repeat: repeat-x, no-repeat repeat, space;"
                          + "background-position: right 10pt, center, top; background-size: cover, 20pt auto, 50%")
        #expect(s.backgroundImages.count == 3)
        #expect(s.backgroundImages[0] == .url("a.png") && s.backgroundImages[1] == .url("b c.jpg"))
        #expect(s.backgroundGradients.count == 1)
        #expect(s.backgroundRepeats == [BackgroundRepeatValue(x: true, y: false), BackgroundRepeatValue(x: false, y: true), .both])
        #expect(s.backgroundPositions == [BackgroundPositionValue(x: .percent(100), y: .points(10)),
                                          BackgroundPositionValue(x: .percent(50), y: .percent(50)),
                                          BackgroundPositionValue(x: .percent(50), y: .percent(0))])
        #expect(s.backgroundSizes == [.cover, .size(width: .points(20), height: .auto), .size(width: .percent(50), height: .auto)])
        // Invalid values keep the earlier declaration.
        #expect(try style("background-size: contain; background-size: -2pt").backgroundSizes == [.contain])
        #expect(try style("background-repeat: no-repeat; background-repeat: repeat-x repeat").backgroundRepeats == [BackgroundRepeatValue(x: false, y: false)])
        #expect(try style("background-position: left; background-position: left 1pt top 2pt").backgroundPositions == [BackgroundPositionValue(x: .percent(0), y: .percent(50))])
    }

    @Test("the background shorthand: image, repeat, position / size per layer, the colour last; a plain colour clears the images")
    func shorthand() throws {
        let s = try style("background: url(a.png) no-repeat center / contain, linear-gradient(red, blue) white")
        #expect(s.backgroundImages.count == 2 && s.backgroundImages[0] == .url("a.png"))
        #expect(s.backgroundRepeats == [BackgroundRepeatValue(x: false, y: false), .both])
        #expect(s.backgroundPositions[0] == BackgroundPositionValue(x: .percent(50), y: .percent(50)))
        #expect(s.backgroundSizes == [.contain, .auto])
        #expect(s.backgroundColor == Color(red: 1, green: 1, blue: 1))
        let cleared = try style("background-image: url(a.png); background-size: cover; background: white")
        #expect(cleared.backgroundImages.isEmpty && cleared.backgroundSizes == [.auto])
    }

    @Test("a url() is read as <img src> is: data: URIs and files in the allowed root; missing, outside or remote ones warned about and left out")
    func loading() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-bg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = try #require(Data(base64Encoded: String(Self.blue.dropFirst("data:image/png;base64,".count))))
        try png.write(to: folder.appendingPathComponent("blue.png"))
        let html = """
            <div style="background: url(blue.png) repeat-x, url(\(Self.blue)) 10pt 2pt / 8pt; height: 20pt">a</div>
            <div style="background-image: url(missing.png), url(../outside.png), url(https://example.com/x.png), linear-gradient(red, blue); height: 20pt">b</div>
            <div style="background-image: url(blue.png); height: 20pt">c</div>
            """
        let markup = try MarkupDocument(string: html, options: MarkupOptions(baseDirectory: folder.path))
        let layers = markup.document.blocks.compactMap { $0.style?.decoration.backgroundLayers }
        #expect(layers.count == 3)
        #expect(layers[0].count == 2)
        #expect(layers[0][0].repeatsX && !layers[0][0].repeatsY)
        #expect(layers[0][1].positionX == .points(10) && layers[0][1].size == .size(width: .points(8), height: nil))
        // The three refused images are left out, the gradient stays.
        #expect(layers[1].count == 1)
        if case .gradient = layers[1][0].content {} else { Issue.record("the gradient layer is gone") }
        let warnings = markup.diagnostics.warnings.map(\.message)
        #expect(warnings.count == 3, "\(warnings)")
        #expect(warnings.contains { $0.contains("missing.png") && $0.contains("left out") })
        #expect(warnings.contains { $0.contains("outside") })
        #expect(warnings.contains { $0.contains("network") })
        // blue.png was read once, and twice drawn; its own size in CSS pixels (4 px: 3 pt).
        if case .image(let a) = layers[0][0].content, case .image(let b) = layers[2][0].content {
            #expect(a == b && b.size == Size(width: 3, height: 3))
        } else {
            Issue.record("no image")
        }
    }

    @Test("painted: no-repeat centred, contain and cover scaled, repeat-x along one row only, over a gradient layer")
    func painted() throws {
        let html = """
            <div style="background: url(\(Self.blue)) no-repeat center / 20pt, linear-gradient(rgb(255,0,0), rgb(255,0,0)); height: 60pt; margin: 0"></div>
            <div style="background: url(\(Self.blue)) repeat-x 0 50% / 10pt; height: 40pt; margin: 0"></div>
            <div style="background: url(\(Self.blue)) no-repeat / cover; height: 30pt; margin: 0"></div>
            """
        let document = try MarkupDocument(string: html).document
        let path = try PDFTools.save(try document.pdfBytes(), name: "background-layers.pdf")
        let r = try PDFTools.render(path, page: 1, dpi: 72)
        // Box 1: x 72…540, y 72…132; the 20 pt image centred at (306, 102), red around it.
        #expect(r.pixel(306, 102, is: (0, 0, 255), tolerance: 30), "\(r[306, 102])")
        #expect(r.pixel(290, 102, is: (255, 0, 0), tolerance: 30) && r.pixel(306, 80, is: (255, 0, 0), tolerance: 30))
        // Box 2: y 132…172, a 10 pt row at y 147…157 across the whole width; white above and below.
        #expect(r.pixel(75, 152, is: (0, 0, 255), tolerance: 30) && r.pixel(535, 152, is: (0, 0, 255), tolerance: 30))
        #expect(r.pixel(300, 140, is: (255, 255, 255), tolerance: 30) && r.pixel(300, 165, is: (255, 255, 255), tolerance: 30))
        // Box 3: y 172…202, covered whole.
        #expect(r.pixel(80, 180, is: (0, 0, 255), tolerance: 30) && r.pixel(530, 198, is: (0, 0, 255), tolerance: 30))
        // The image is embedded once.
        let file = try String(contentsOfFile: path, encoding: .isoLatin1)
        #expect(file.components(separatedBy: "/Subtype /Image").count - 1 == 1)
    }

    /// A 20 × 20 drawing whose left half is blue and right half transparent.
    /// (Percent-encoded whole, so that it goes unquoted in `url()` inside a `style` attribute.)
    static let halfBlueSVG = "data:image/svg+xml,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22%20width=%2220%22%20height=%2220%22%20viewBox=%220%200%2020%2020%22%3E"
        + "%3Crect%20width=%2210%22%20height=%2220%22%20fill=%22%230000ff%22/%3E%3C/svg%3E"

    @Test("an SVG url() is drawn as vectors: repeat-x at a given size over a gradient, recorded once as a form, no image embedded")
    func svgPainted() throws {
        let html = """
            <div style="background: url(\(Self.halfBlueSVG)) repeat-x 0 0 / 20pt 20pt, linear-gradient(rgb(255,0,0), rgb(255,0,0)); height: 40pt; margin: 0"></div>
            <div style="background: url(\(Self.halfBlueSVG)) no-repeat center / 40pt 20pt; height: 40pt; margin: 0"></div>
            """
        let markup = try MarkupDocument(string: html)
        #expect(markup.diagnostics.warnings.isEmpty, "\(markup.diagnostics.warnings)")
        let layers = try #require(markup.document.blocks.first?.style?.decoration.backgroundLayers)
        guard case .drawing(let d) = layers.first?.content else { Issue.record("no drawing layer: \(layers)"); return }
        // 20 CSS pixels: 15 pt.
        #expect(d.size == Size(width: 15, height: 15))
        let path = try PDFTools.save(try markup.document.pdfBytes(), name: "background-svg.pdf")
        let r = try PDFTools.render(path, page: 1, dpi: 72)
        // Box 1: x 72…540, y 72…112; 20 pt copies from x 72: blue 72…82, red 82…92, blue 92…102 …; red under the row.
        #expect(r.pixel(77, 80, is: (0, 0, 255), tolerance: 30), "\(r[77, 80])")
        #expect(r.pixel(87, 80, is: (255, 0, 0), tolerance: 30), "\(r[87, 80])")
        #expect(r.pixel(97, 80, is: (0, 0, 255), tolerance: 30) && r.pixel(527, 80, is: (255, 0, 0), tolerance: 30))
        #expect(r.pixel(517, 80, is: (0, 0, 255), tolerance: 30), "\(r[517, 80])")
        #expect(r.pixel(77, 100, is: (255, 0, 0), tolerance: 30))
        // Box 2: y 112…152; a 40 × 20 tile centred (286…326, 122…142) holds the square drawing
        // fitted and centred (296…316): its blue half is 296…306.
        #expect(r.pixel(301, 132, is: (0, 0, 255), tolerance: 30), "\(r[301, 132])")
        #expect(r.pixel(291, 132, is: (255, 255, 255), tolerance: 30) && r.pixel(311, 132, is: (255, 255, 255), tolerance: 30))
        let file = try String(contentsOfFile: path, encoding: .isoLatin1)
        #expect(!file.contains("/Subtype /Image"))
        #expect(file.contains("/Subtype /Form"))
    }

    @Test("a missing or refused .svg url() is warned about and its layer left out, as a raster one is")
    func svgMissing() throws {
        let markup = try MarkupDocument(string: "<div style='background: url(nowhere.svg), url(https://example.com/a.svg) #fee; height: 10pt'>x</div>")
        let warnings = markup.diagnostics.warnings.map(\.message)
        #expect(warnings.count == 2, "\(warnings)")
        #expect(warnings.contains { $0.contains("nowhere.svg") && $0.contains("left out") })
        #expect(warnings.contains { $0.contains("network") })
    }

    @Test("an SVG without width and height has its viewBox's ratio alone: auto fits it whole (as contain); without a viewBox it is 300 × 150 px")
    func svgRatioOnly() throws {
        let wide = "data:image/svg+xml,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22%20viewBox=%220%200%2020%2010%22%3E"
            + "%3Crect%20width=%2220%22%20height=%2210%22%20fill=%22%230000ff%22/%3E%3C/svg%3E"
        let bare = "data:image/svg+xml,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22%3E"
            + "%3Crect%20width=%22100%25%22%20height=%22100%25%22%20fill=%22%2300ff00%22/%3E%3C/svg%3E"
        let html = """
            <div style="background: url(\(wide)) no-repeat; height: 40pt; margin: 0"></div>
            <div style="background: url(\(bare)) no-repeat; height: 40pt; margin: 0"></div>
            """
        let markup = try MarkupDocument(string: html)
        let layers = markup.document.blocks.compactMap { $0.style?.decoration.backgroundLayers.first }
        guard layers.count == 2, case .drawing(let d) = layers[0].content else { Issue.record("\(layers)"); return }
        #expect(!d.hasNaturalSize && d.hasNaturalRatio)
        let path = try PDFTools.save(try markup.document.pdfBytes(), name: "background-svg-ratio.pdf")
        let r = try PDFTools.render(path, page: 1, dpi: 72)
        // Box 1: 468 × 40 at (72, 72): the 2:1 drawing 80 × 40 at its top left, white after it.
        #expect(r.pixel(140, 92, is: (0, 0, 255), tolerance: 30), "\(r[140, 92])")
        #expect(r.pixel(160, 92, is: (255, 255, 255), tolerance: 30), "\(r[160, 92])")
        // Box 2 (y 112…152): the drawing without a viewBox, 300 × 150 px (225 × 112.5 pt) clipped to the box.
        #expect(r.pixel(290, 140, is: (0, 255, 0), tolerance: 30), "\(r[290, 140])")
        #expect(r.pixel(305, 140, is: (255, 255, 255), tolerance: 30), "\(r[305, 140])")
        if case .drawing(let bare) = layers[1].content { #expect(!bare.hasNaturalSize && !bare.hasNaturalRatio) }
    }
}
