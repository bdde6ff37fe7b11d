import FolioGeometry
import FolioGraphics
import FolioTestSupport
import FolioText
import Foundation
import Testing

/// The fonts the tests pin, bundled in Fixtures/Fonts.
enum Fixture {
    /// Tests/FolioTextTests/Support/Support.swift → Fixtures/Fonts.
    static let fontsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Fonts").path

    static func path(_ file: String) -> String { fontsDirectory + "/" + file }

    /// A bundled font, through a cache shared by the tests (same file, same object).
    static func font(_ file: String, index: Int = 0) throws -> Font {
        try cache.font(path: path(file), index: index)
    }

    static let cache = FontCache()

    static var sans: Font { get throws { try font("DejaVuSans.ttf") } }
    static var serif: Font { get throws { try font("DejaVuSerif.ttf") } }
    static var naskh: Font { get throws { try font("NotoNaskhArabic-Regular.ttf") } }
    static var hebrew: Font { get throws { try font("NotoSansHebrew-Regular.ttf") } }
    static var devanagari: Font { get throws { try font("NotoSansDevanagari-Regular.ttf") } }
    static var thai: Font { get throws { try font("NotoSansThai-Regular.ttf") } }
    static var cjk: Font { get throws { try font("wqy-microhei.ttc") } }
    static var cff: Font { get throws { try font("FreeSansBold.otf") } }
}

/// A PDF drawn in memory by a test, saved to a temporary file and checked with qpdf.
struct TextPDF {
    let bytes: [UInt8]
    let path: String
    let diagnostics: [String]

    init(width: Double = 400, height: Double = 200, origin: Origin = .upperLeft, compress: Bool = true,
         _ body: (GraphicsContext) throws(GraphicsError) -> Void) throws {
        let renderer = PDFRenderer(bounds: Rect(x: 0, y: 0, width: width, height: height),
                                   format: PDFRendererFormat(origin: origin, compressStreams: compress))
        let ctx = try renderer.beginDocument(output: .memory)
        try ctx.beginPage()
        try body(ctx)
        diagnostics = ctx.diagnostics.map(\.message)
        bytes = try ctx.endDocument() ?? []
        path = try PDFTools.save(bytes)
        let check = try PDFTools.qpdfCheck(path)
        #expect(check.ok, "qpdf --check: \(check.output)")
    }

    /// `pdftotext` with whitespace runs collapsed to one space and trimmed.
    func text() throws -> String { normalised(try PDFTools.text(path)) }

    /// `pdffonts` rows: name, type, embedded, subset, unicode.
    func fonts() throws -> [(name: String, type: String, embedded: Bool, subset: Bool, unicode: Bool)] {
        let out = try PDFTools.run("pdffonts", [path]).stdout.split(separator: "\n").dropFirst(2)
        return out.map { line in
            let cols = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            // name type… encoding emb sub uni object ID: read the flags from the right.
            let n = cols.count
            let type = cols[1..<(n - 6)].joined(separator: " ")
            return (cols[0], type, cols[n - 5] == "yes", cols[n - 4] == "yes", cols[n - 3] == "yes")
        }
    }

    /// Word boxes from `pdftotext -bbox`.
    func wordBoxes() throws -> [PDFTools.Word] { try PDFTools.words(path) }
}

/// Collapses whitespace runs to one space and trims.
func normalised(_ s: String) -> String {
    s.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
}

/// One glyph as `hb-shape` prints it.
struct HBGlyph: Equatable, CustomStringConvertible {
    var id: UInt32
    var cluster: Int
    var xAdvance: Int32
    var xOffset: Int32
    var yOffset: Int32
    var description: String { "\(id)=\(cluster)@\(xOffset),\(yOffset)+\(xAdvance)" }
}

/// Runs HarfBuzz's own `hb-shape` on a font file and text, glyph ids rather than names.
func hbShape(_ fontPath: String, _ text: String, features: String? = nil, direction: String? = nil,
             faceIndex: Int = 0) throws -> [HBGlyph] {
    var args = ["--no-glyph-names", "--output-format=json", "--font-file=\(fontPath)", "--face-index=\(faceIndex)",
                "--text=\(text)"]
    if let features { args.append("--features=\(features)") }
    if let direction { args.append("--direction=\(direction)") }
    let r = try PDFTools.run("hb-shape", args)
    let json = r.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    let data = Data(json.utf8)
    let array = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
    return array.map { g in
        HBGlyph(id: UInt32(g["g"] as? Int ?? -1), cluster: g["cl"] as? Int ?? -1,
                xAdvance: Int32(g["ax"] as? Int ?? 0), xOffset: Int32(g["dx"] as? Int ?? 0),
                yOffset: Int32(g["dy"] as? Int ?? 0))
    }
}
