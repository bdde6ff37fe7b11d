import FolioTesting
import Foundation
import Testing

@Suite("Rasters: PNG and PPM, differences")
struct RasterTests {
    /// A 7 × 5 raster with a gradient, so that every PNG filter gets something to predict.
    static let sample: Raster = {
        var bytes: [UInt8] = []
        for y in 0..<5 { for x in 0..<7 { bytes += [UInt8(x * 36), UInt8(y * 60), UInt8((x * y * 13) % 256)] } }
        return Raster(width: 7, height: 5, pixels: bytes)
    }()

    @Test("a raster survives encoding to PNG and decoding again, byte for byte")
    func roundTrip() throws {
        let png = try Self.sample.pngData()
        #expect(try Raster(png: png) == Self.sample)
        #expect(try Self.sample.pngData() == png, "the same raster gives the same bytes")
        let flat = Raster(width: 300, height: 400, filledWith: (255, 255, 255))
        #expect(try Raster(png: try flat.pngData()) == flat)
        #expect(try flat.pngData().count < 1_000, "a white page compresses to almost nothing")
    }

    @Test("libpng's pngfix accepts the PNGs FolioTesting writes", .enabled(if: PDFTools.has("pngfix")))
    func libpngAccepts() throws {
        let path = try PDFTools.save(try Self.sample.pngData(), name: "sample.png")
        let run = try PDFTools.run("pngfix", [path])
        #expect(run.status == 0, "pngfix: \(run.stdout)\(run.stderr)")
    }

    @Test("a page rendered as PNG by pdftoppm decodes to the same pixels as its PPM rendering")
    func readsPopplerPNG() throws {
        let pdf = try PDFTools.save(MiniPDF(pages: [MiniPDF.textPage("Hi", gray: 0.5)]).bytes)
        let ppm = try PDFTools.render(pdf, dpi: 36)
        let base = (pdf as NSString).deletingPathExtension
        try PDFTools.runChecked("pdftoppm", ["-r", "36", "-png", "-singlefile", pdf, base])
        let png = try Raster(png: [UInt8](try Data(contentsOf: URL(fileURLWithPath: base + ".png"))))
        #expect(png == ppm)
        #expect(ppm.width == 100 && ppm.height == 100)
        #expect(ppm.pixel(15, 85, is: (128, 128, 128), tolerance: 2), "the gray box, y counted from the top")
    }

    @Test("what is not a PNG or a PPM is refused with a reason")
    func refusesGarbage() {
        #expect(throws: Raster.RasterError.notPNG) { try Raster(png: [1, 2, 3, 4, 5, 6, 7, 8, 9]) }
        #expect(throws: Raster.RasterError.notPPM) { try Raster(ppm: Array("P3 1 1 255 0 0 0".utf8)) }
        #expect(throws: Raster.RasterError.truncated) { try Raster(ppm: Array("P6 2 2 255\n".utf8) + [0, 0, 0]) }
        #expect(Raster.RasterError.unsupported("interlaced PNG").description.contains("interlaced"))
    }

    @Test("a difference counts pixels beyond the tolerance and bounds them")
    func difference() throws {
        let white = Raster(width: 10, height: 8, filledWith: (255, 255, 255))
        var bytes = white.pixels
        for (x, y, v) in [(2, 3, 0), (6, 5, 0), (4, 4, 240)] as [(Int, Int, UInt8)] {
            let o = (y * 10 + x) * 3
            bytes[o] = v; bytes[o + 1] = v
        }
        let changed = Raster(width: 10, height: 8, pixels: bytes)
        let d = try #require(changed.difference(from: white, tolerance: 24))
        #expect(d.count == 2, "the pixel 15 away is anti-aliasing noise")
        #expect(d.total == 80)
        #expect(d.largestChannelDelta == 255)
        let b = try #require(d.bounds)
        #expect(b.x == 2 && b.y == 3 && b.width == 5 && b.height == 3)
        #expect(changed.differingPixels(from: white, tolerance: 10) == 3)
        #expect(white.difference(from: Raster(width: 9, height: 8, filledWith: (0, 0, 0))) == nil, "sizes differ")
        #expect(white.difference(from: white)?.bounds == nil)
    }

    @Test("the difference image paints changed pixels red over the faded reference")
    func differenceImage() {
        let reference = Raster(width: 4, height: 1, pixels: [0, 0, 0, 0, 0, 0, 255, 255, 255, 100, 100, 100])
        let actual = Raster(width: 4, height: 1, pixels: [0, 0, 0, 0, 0, 255, 255, 255, 255, 100, 100, 100])
        let image = reference.differenceImage(against: actual, tolerance: 24)
        #expect(image[0, 0] == (192, 192, 192), "black faded to a quarter")
        #expect(image[1, 0] == (255, 0, 0), "changed: red")
        #expect(image[2, 0] == (255, 255, 255))
        #expect(image[3, 0] == (217, 217, 217))
        let wider = reference.differenceImage(against: Raster(width: 5, height: 1, filledWith: (0, 0, 0)))
        #expect(wider.width == 5 && wider[4, 0] == (255, 0, 0), "area only one side has counts as changed")
    }
}
