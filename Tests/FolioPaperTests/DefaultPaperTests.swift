import Foundation
import FolioGeometry
import FolioPaper
import Testing

@Suite("Default paper")
struct DefaultPaperTests {
    /// A papersize file with the given text, removed when `body` returns.
    func withPapersizeFile<T>(_ text: String, _ body: (String) throws -> T) throws -> T {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("folio-papersize-\(UUID().uuidString)").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try body(path)
    }

    @Test("locale region picks Letter or A4", arguments: [
        (["LANG": "en_US.UTF-8"], Paper.letter),
        (["LANG": "fr_CA.UTF-8"], .letter),
        (["LANG": "es_MX"], .letter),
        (["LANG": "en_PH.utf8"], .letter),
        (["LANG": "es_CL.UTF-8"], .letter),
        (["LANG": "en_GB.UTF-8"], .a4),
        (["LANG": "de_DE@euro"], .a4),
        (["LANG": "en_AU.UTF-8"], .a4),
        (["LANG": "ja_JP.UTF-8"], .a4),
        (["LANG": "C"], .a4),
        (["LANG": "POSIX"], .a4),
        (["LANG": "C.UTF-8"], .a4),
        ([:], .a4),
        (["LC_PAPER": "en_US.UTF-8", "LANG": "de_DE.UTF-8"], .letter),   // LC_PAPER beats LANG
        (["LC_ALL": "de_DE.UTF-8", "LC_PAPER": "en_US.UTF-8"], .a4),    // LC_ALL beats LC_PAPER
        (["LC_ALL": "C", "LANG": "en_US.UTF-8"], .a4),                  // C in LC_ALL wins: no region
        (["LC_ALL": "", "LANG": "en_US.UTF-8"], .letter),               // empty is unset
    ])
    func locale(environment: [String: String], expected: Paper) {
        #expect(Paper.defaultPaper(environment: environment, papersizeFile: nil) == expected)
        #expect(Paper.defaultPaper(for: .grayscale, environment: environment, papersizeFile: nil) == expected)
    }

    @Test("photo output: 4×6 in in Letter regions, A6 elsewhere", arguments: [
        ("en_US.UTF-8", Paper.photo4x6), ("en_CA.UTF-8", .photo4x6), ("es_VE", .photo4x6),
        ("en_BZ", .photo4x6), ("en_GB.UTF-8", .a6), ("fr_FR.UTF-8", .a6), ("C", .a6),
    ])
    func photo(lang: String, expected: Paper) {
        #expect(Paper.defaultPaper(for: .photo, environment: ["LANG": lang], papersizeFile: nil) == expected)
    }

    @Test("every CLDR Letter region, and only those, gives Letter")
    func letterRegions() {
        let regions = ["US", "CA", "MX", "CL", "CO", "CR", "GT", "NI", "PA", "PH", "PR", "SV", "VE", "BZ"]
        #expect(Paper.letterRegions == Set(regions))
        for region in regions {
            #expect(Paper.defaultPaper(for: .general, region: region) == .letter)
            #expect(Paper.defaultPaper(for: .general, region: region.lowercased()) == .letter)
        }
        for region in ["GB", "DE", "FR", "AR", "BR", "PE", "EC", "IN", "JP", "AU"] {
            #expect(Paper.defaultPaper(for: .general, region: region) == .a4, "\(region)")
        }
        #expect(Paper.defaultPaper(for: .general, region: nil) == .a4)
        #expect(Paper.defaultPaper(for: .photo, region: nil) == .a6)
    }

    @Test("locale names", arguments: [
        ("en_US.UTF-8", "US"), ("fr_CA@euro", "CA"), ("de-AT", "AT"), ("es_419.UTF-8", "419"),
        ("C", nil), ("POSIX", nil), ("C.UTF-8", nil), ("en", nil), ("en_USA", nil), ("", nil),
    ])
    func regions(locale: String, region: String?) {
        #expect(Paper.region(ofLocale: locale) == region)
    }

    @Test("PAPERSIZE beats the file and the locale")
    func papersizeVariable() throws {
        try withPapersizeFile("letter\n") { path in
            let env = ["PAPERSIZE": "a5", "LANG": "en_US.UTF-8"]
            let choice = Paper.defaultPaperChoice(environment: env, papersizeFile: path)
            #expect(choice.paper == .a5)
            #expect(choice.source == .environment)
            #expect(Paper.defaultPaper(for: .photo, environment: env, papersizeFile: path) == .a5)
        }
        #expect(Paper.defaultPaper(environment: ["PAPERSIZE": "Letter"], papersizeFile: nil) == .letter)
    }

    @Test("the papersize file beats the locale; comments and blank lines are skipped")
    func papersizeFile() throws {
        try withPapersizeFile("# system paper\n\n   \n  a3  # big\nletter\n") { path in
            let choice = Paper.defaultPaperChoice(environment: ["LANG": "en_US.UTF-8"], papersizeFile: path)
            #expect(choice.paper == .a3)
            #expect(choice.source == .papersizeFile(path))
            #expect(choice.ignored.isEmpty)
        }
        #expect(Paper.papersizeName(fromFileContents: "#only a comment\n\n") == nil)
        #expect(Paper.papersizeName(fromFileContents: "\r\nletter\r\n") == "letter")
    }

    @Test("a missing file falls back to the locale")
    func missingFile() {
        let choice = Paper.defaultPaperChoice(
            environment: ["LANG": "en_CA.UTF-8"], papersizeFile: "/nonexistent/folio/papersize")
        #expect(choice.paper == .letter)
        #expect(choice.source == .locale(region: "CA"))
    }

    @Test("settings that name no paper are passed over and reported")
    func badSettings() throws {
        try withPapersizeFile("a44\n") { path in
            let env = ["PAPERSIZE": "letterr", "LANG": "de_DE.UTF-8"]
            let choice = Paper.defaultPaperChoice(environment: env, papersizeFile: path)
            #expect(choice.paper == .a4)
            #expect(choice.source == .locale(region: "DE"))
            #expect(choice.ignored.map(\.source) == ["PAPERSIZE", path])
            #expect(choice.ignored.first?.error.description.contains("\"letterr\"") == true)
        }
        // an empty PAPERSIZE is unset
        #expect(Paper.defaultPaper(environment: ["PAPERSIZE": " ", "LANG": "en_US"], papersizeFile: nil) == .letter)
    }
}
