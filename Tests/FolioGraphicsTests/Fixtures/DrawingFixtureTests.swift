import FolioGeometry
import FolioGraphics
import FolioTestSupport
import Foundation
import Testing

/// Renders each drawing scenario and compares it with its reference rendering under
/// `Fixtures/drawing/<name>/expected/`. Re-bless after an intended change with
/// `FOLIO_BLESS=1 swift test --filter DrawingFixtureTests`.
@Suite("Drawing fixtures")
struct DrawingFixtureTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/drawing")
    static let dpi = 36

    @Test("each drawing listing matches its reference rendering", arguments: DrawingScenario.all)
    func fixture(_ scenario: DrawingScenario) throws {
        let renderer = PDFRenderer(bounds: Rect(origin: .zero, size: scenario.size))
        let bytes = try renderer.pdfBytes { ctx throws(GraphicsError) in
            try ctx.beginPage()
            try scenario.draw(ctx)
        }
        let again = try renderer.pdfBytes { ctx throws(GraphicsError) in
            try ctx.beginPage()
            try scenario.draw(ctx)
        }
        #expect(bytes == again, "\(scenario.name): the same drawing must give the same bytes")
        let path = try PDFTools.save(bytes, name: "\(scenario.name).pdf")
        let check = try PDFTools.qpdfCheck(path)
        #expect(check.ok, "\(scenario.name): \(check.output)")

        let dir = Self.fixtures.appendingPathComponent(scenario.name).appendingPathComponent("expected")
        let pages = Int(try PDFTools.info(path)["Pages"] ?? "0") ?? 0
        let bless = ProcessInfo.processInfo.environment["FOLIO_BLESS"] == "1"
        if bless {
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            try Data(bytes).write(to: dir.appendingPathComponent("output.pdf"))
        } else {
            let expectedPages = (try? FileManager.default.contentsOfDirectory(atPath: dir.path))?.filter { $0.hasPrefix("page-") }.count
            #expect(expectedPages == pages, "\(scenario.name): \(pages) pages, the reference has \(expectedPages ?? 0)")
        }
        for page in 1...max(pages, 1) {
            let reference = dir.appendingPathComponent("page-\(page).png")
            let actualPNG = PDFTools.temporaryDirectory().appendingPathComponent("page-\(page)")
            try PDFTools.run("pdftoppm", ["-r", String(Self.dpi), "-f", String(page), "-l", String(page), "-png", "-singlefile", path, actualPNG.path])
            let actualBytes = try [UInt8](Data(contentsOf: actualPNG.appendingPathExtension("png")))
            if bless {
                try Data(actualBytes).write(to: reference)
                continue
            }
            guard let expectedData = try? Data(contentsOf: reference) else {
                Issue.record("\(scenario.name): no reference at \(reference.path); run FOLIO_BLESS=1 swift test --filter DrawingFixtureTests")
                continue
            }
            let expected = try Raster(png: [UInt8](expectedData))
            let actual = try Raster(png: actualBytes)
            let diff = try #require(actual.differingPixels(from: expected), "\(scenario.name) page \(page): page size changed")
            let allowed = expected.width * expected.height / 200  // 0.5% for anti-aliasing noise
            #expect(diff <= allowed, "\(scenario.name) page \(page): \(diff) pixels differ from \(reference.path); see \(actualPNG.path).png")
        }
    }
}
