import FolioTestSupport
import FolioText
import Testing

/// fontconfig discovery. The bundled fonts' directory is added to a library of its own, so
/// the answers do not depend on what the machine has installed.
@Suite("fontconfig finds fonts by family, weight, width and slant")
struct FontLibraryTests {
    static let library = FontLibrary(extraDirectories: [Fixture.fontsDirectory], includeSystemFonts: false, cache: Fixture.cache)

    struct Case: Sendable, CustomTestStringConvertible {
        var query: FontQuery
        var file: String
        var testDescription: String { query.description }
    }

    static let cases: [Case] = [
        Case(query: FontQuery(family: "DejaVu Serif"), file: "DejaVuSerif.ttf"),
        Case(query: FontQuery(family: "DejaVu Serif", weight: 700), file: "DejaVuSerif-Bold.ttf"),
        Case(query: FontQuery(family: "DejaVu Serif", slant: .italic), file: "DejaVuSerif-Italic.ttf"),
        Case(query: FontQuery(family: "DejaVu Sans", weight: 800), file: "DejaVuSans-Bold.ttf"),
        Case(query: FontQuery(family: "DejaVu Sans", slant: .oblique), file: "DejaVuSans-Oblique.ttf"),
        Case(query: FontQuery(family: "DejaVu Sans Mono", weight: 700), file: "DejaVuSansMono-Bold.ttf"),
        Case(query: FontQuery(family: "Noto Sans Thai"), file: "NotoSansThai-Regular.ttf"),
        Case(query: FontQuery(family: "Noto Sans Thai", language: "th"), file: "NotoSansThai-Regular.ttf"),
    ]

    @Test("a family with a weight and slant finds that face", arguments: cases)
    func lookup(c: Case) throws {
        let match = try Self.library.font(c.query)
        #expect(match.font.path == Fixture.path(c.file))
        #expect(!match.isSubstitute && match.diagnostic == nil)
        #expect(match.font === (try Fixture.font(c.file)), "fonts come from the shared cache")
    }

    @Test("an unknown family falls back to another font, with a diagnostic naming both")
    func unknownFamily() throws {
        let match = try Self.library.font(FontQuery(family: "No Such Family Pro"))
        #expect(match.isSubstitute)
        let message = try #require(match.diagnostic)
        #expect(message.contains("No Such Family Pro") && message.contains(match.font.familyName))
    }

    @Test("a family whose file is damaged throws for itself, and a text font passes over it to serif, saying why")
    func damagedFamily() throws {
        let dir = PDFTools.temporaryDirectory()
        let file = dir.appendingPathComponent("Faulty.ttf")
        try DamagedFonts.brokenTableDirectory(family: "Faulty Serif").write(to: file)
        let library = FontLibrary(extraDirectories: [dir.path])
        #expect(throws: FontError.self) { try library.font(FontQuery(family: "Faulty Serif")) }
        let (font, diagnostic) = try TextFont(family: "Faulty Serif", size: 12, weight: 700).resolve(in: library)
        let serif = try library.font(FontQuery(family: "serif", weight: 700)).font
        #expect(font === serif, "the generic serif family at the same weight")
        let message = try #require(diagnostic)
        #expect(message.contains("Faulty Serif") && message.contains(file.path) && message.contains("damaged")
                    && message.contains(font.familyName), "\(message)")
    }

    @Test("the system's generic families resolve to fonts of that kind", arguments: ["serif", "sans-serif", "monospace"])
    func genericFamilies(family: String) throws {
        let match = try FontLibrary.shared.font(FontQuery(family: family))
        #expect(!match.isSubstitute, "a generic family is never a substitute")
        #expect(match.font.covers(Unicode.Scalar("A")))
        if family == "monospace" { #expect(match.font.metrics.isFixedPitch) }
    }

    @Test("fallback finds a font that has every character of a cluster", arguments: ["ก", "ש", "क्ष", "你", "م"])
    func fallbackForCluster(cluster: String) throws {
        let c = try #require(cluster.first)
        let font = try #require(Self.library.fallbackFont(for: c, like: FontQuery(family: "DejaVu Serif")))
        #expect(font.covers(cluster: c))
        #expect(Self.library.fallbackFont(for: c, like: FontQuery(family: "DejaVu Serif")) === font, "answers are cached")
    }

    @Test("a fallback query with a language (fontconfig lang) still finds a font with the character")
    func languageFallback() throws {
        // U+0E3F THAI CURRENCY SYMBOL BAHT, asked for with Thai as the language.
        let font = try #require(Self.library.fallbackFont(for: "\u{0E3F}", like: FontQuery(family: "serif", language: "th")))
        #expect(font.covers(Unicode.Scalar(0x0E3F)!))
    }

    @Test("fallback for a character no font has is nil")
    func noFallback() {
        #expect(Self.library.fallbackFont(for: "\u{13000}", like: FontQuery(family: "DejaVu Serif")) == nil, "no hieroglyphs bundled")
    }

    @Test("text falls back through the library for characters the font lacks, and says so")
    func shapingWithLibrary() throws {
        let font = try Fixture.serif
        let shaped = Shaper().shape("Thai: สวัสดี", font: font, fallback: FontFallback(font: font, library: Self.library))
        #expect(shaped.missingGlyphCount == 0)
        #expect(shaped.runs.count == 2)
        #expect(shaped.runs[1].font.covers(Unicode.Scalar("ส")))
        #expect(shaped.diagnostics.contains { if case .fallbackUsed = $0 { true } else { false } })
    }

    @Test("lookups from many threads at once agree")
    func concurrentLookups() async throws {
        let paths = await withTaskGroup(of: String?.self) { group in
            for i in 0..<12 {
                group.addTask {
                    let q = FontQuery(family: i % 2 == 0 ? "DejaVu Serif" : "DejaVu Sans", weight: i % 3 == 0 ? 700 : 400)
                    return try? Self.library.font(q).font.path
                }
            }
            var out: [String?] = []
            for await p in group { out.append(p) }
            return out
        }
        #expect(paths.allSatisfy { $0 != nil })
        #expect(Set(paths.compactMap { $0 }).count == 4, "serif/sans × regular/bold")
    }
}
