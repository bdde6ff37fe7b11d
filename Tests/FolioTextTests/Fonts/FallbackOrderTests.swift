import CFontconfig
import FolioTestSupport
@testable import FolioText
import Testing

/// The library asks fontconfig to sort the fonts once for each query and coverage (how many of
/// a cluster's characters each font lacks), and reuses the answer for other characters with
/// the same coverage. These tests hold it to what fontconfig answers when asked for each
/// character on its own (a pattern with the character's charset, sorted and trimmed), over
/// the bundled fonts; the characters of one script share a coverage, so most are reused.
@Suite("fallback fonts come in fontconfig's order for each character")
struct FallbackOrderTests {
    static let library = FontLibrary(extraDirectories: [Fixture.fontsDirectory], includeSystemFonts: false, cache: Fixture.cache)

    static let queries: [FontQuery] = [
        FontQuery(family: "DejaVu Serif"),
        FontQuery(family: "DejaVu Sans", weight: 700),
        FontQuery(family: "DejaVu Sans Mono", slant: .oblique),
        FontQuery(family: "serif", language: "ar"),
        FontQuery(family: "Noto Sans Hebrew"),
        FontQuery(family: "WenQuanYi Micro Hei"),
    ]

    /// Latin, Greek, Cyrillic, Hebrew, Arabic, Devanagari, Thai, CJK, kana, Hangul, symbols,
    /// arrows, box drawing, a private-use and an unassigned character.
    static let scalars: [UInt32] = [
        0x41, 0xE9, 0x3B1, 0x416, 0x5D0, 0x5E9, 0x627, 0x6F4, 0xFDFD, 0x915, 0x94D, 0xE01, 0xE3F,
        0x4E2D, 0x6587, 0x3042, 0x30A2, 0xAC00, 0x2603, 0x2192, 0x2500, 0x221E, 0xE000, 0x10FFFD,
    ]

    @Test("the first covering font is fontconfig's first for that character", arguments: queries)
    func agreesWithFontconfig(query: FontQuery) throws {
        for value in Self.scalars {
            let scalar = try #require(Unicode.Scalar(value))
            let expected = Self.fontconfigChoice(for: value, like: query)
            let found = Self.library.fallbackFont(for: Character(scalar), like: query)?.path
            #expect(found == expected, "U+\(String(value, radix: 16, uppercase: true)) like \(query)")
        }
    }

    @Test("a character no bundled font has gets no fallback, here and in fontconfig")
    func uncovered() {
        #expect(Self.fontconfigChoice(for: 0x13000, like: Self.queries[0]) == nil)
        #expect(Self.library.fallbackFont(for: "\u{13000}", like: Self.queries[0]) == nil)
    }

    /// fontconfig asked directly: the query's pattern with a charset of the one character,
    /// sorted with trimming; the first font whose charset has the character.
    static func fontconfigChoice(for scalar: UInt32, like q: FontQuery) -> String? {
        let config = FcConfigCreate()
        defer { FcConfigDestroy(config) }
        _ = FcConfigParseAndLoadFromMemory(config, FontLibrary.cacheConfiguration, FcTrue)  // as the library's: a cache folder
        _ = FcConfigAppFontAddDir(config, Fixture.fontsDirectory)
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        _ = FcPatternAddString(pattern, "family", q.family)
        _ = FcPatternAddInteger(pattern, "weight", FcWeightFromOpenType(Int32(q.weight)))
        _ = FcPatternAddInteger(pattern, "width", Int32(q.width))
        _ = FcPatternAddInteger(pattern, "slant", q.slant == .upright ? 0 : q.slant == .italic ? 100 : 110)
        if let language = q.language { _ = FcPatternAddString(pattern, "lang", language) }
        let charset = FcCharSetCreate()
        _ = FcCharSetAddChar(charset, scalar)
        _ = FcPatternAddCharSet(pattern, "charset", charset)
        FcCharSetDestroy(charset)
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let set = FcFontSort(config, pattern, 1, nil, &result) else { return nil }
        defer { FcFontSetDestroy(set) }
        for i in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[i] else { continue }
            var cs: OpaquePointer?
            guard FcPatternGetCharSet(font, "charset", 0, &cs) == FcResultMatch, let cs,
                  FcCharSetHasChar(cs, scalar) != 0 else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(font, "file", 0, &file) == FcResultMatch, let file else { continue }
            return String(cString: file)
        }
        return nil
    }

    @Test("a library keeps at most answerLimit fallback answers, and answers the same past it")
    func boundedAnswers() {
        let library = FontLibrary(extraDirectories: [Fixture.fontsDirectory], includeSystemFonts: false, cache: Fixture.cache)
        let query = FontQuery(family: "DejaVu Serif")
        let first = library.fallbackFont(for: "\u{4E2D}", like: query)
        #expect(first != nil, "WenQuanYi has it")
        for v in UInt32(0x20000)..<UInt32(0x20000 + FontLibrary.answerLimit + 100) {
            _ = library.fallbackFont(for: Character(Unicode.Scalar(v)!), like: query)
        }
        #expect(library.keptFallbackCount == FontLibrary.answerLimit)
        #expect(library.fallbackFont(for: "\u{4E2D}", like: query) === first)
        #expect(library.fallbackFont(for: "\u{2A6D0}", like: query) == nil, "asked past the limit: worked out again")
    }

    @Test("canonically equivalent clusters get answers of their own", arguments: [(0x4E3D, 0x2F800), (0x8C48, 0xF900)] as [(UInt32, UInt32)])
    func equivalentClusters(pair: (UInt32, UInt32)) throws {
        let library = FontLibrary(extraDirectories: [Fixture.fontsDirectory], includeSystemFonts: false, cache: Fixture.cache)
        let query = FontQuery(family: "DejaVu Serif")
        for v in [pair.0, pair.1] {
            let scalar = try #require(Unicode.Scalar(v))
            #expect(library.fallbackFont(for: Character(scalar), like: query)?.path == Self.fontconfigChoice(for: v, like: query),
                    "U+\(String(v, radix: 16, uppercase: true))")
        }
        #expect(String(Unicode.Scalar(pair.0)!) == String(Unicode.Scalar(pair.1)!), "the two are canonically equivalent")
    }
}
