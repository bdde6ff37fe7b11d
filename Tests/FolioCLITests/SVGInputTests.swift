import FolioTesting
import Foundation
import Testing

/// `folio drawing.svg`: one page the drawing's size, drawn as vectors.
@Suite("folio with SVG input")
struct SVGInputTests {
    private func write(_ text: String, name: String) throws -> URL {
        let url = PDFTools.temporaryDirectory().appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test("an .svg input becomes one page of the drawing's size, its shapes as vector paths")
    func onePage() throws {
        let input = try write(#"<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><circle cx="50" cy="50" r="40" fill="red"/></svg>"#,
                              name: "drawing.svg")
        let output = input.deletingLastPathComponent().appendingPathComponent("drawing.pdf").path
        let r = try PDFTools.run(FolioCommandTests.binary, [input.path, "-o", output])
        #expect(r.status == 0, "\(r.stderr)")
        let info = try PDFTools.info(output)
        #expect(info["Pages"] == "1")
        #expect(info["Page size"]?.hasPrefix("150 x 75 pts") == true, "\(info)")
        let raster = try PDFTools.render(output, page: 1, dpi: 96)
        #expect(raster.pixel(50, 50, is: (255, 0, 0)))
        #expect(raster.pixel(150, 50, is: (255, 255, 255)))
    }

    @Test("a broken drawing is a data error (65) naming the file and the line")
    func broken() throws {
        let input = try write("<svg xmlns=\"http://www.w3.org/2000/svg\">\n<rect></svg>", name: "broken.svg")
        let r = try PDFTools.run(FolioCommandTests.binary, [input.path, "-o", input.path + ".pdf"])
        #expect(r.status == 65)
        #expect(r.stderr.contains("broken.svg") && r.stderr.contains("line 2"), "\(r.stderr)")
    }
}
