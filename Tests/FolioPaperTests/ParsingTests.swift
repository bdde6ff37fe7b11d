import FolioGeometry
import FolioPaper
import Testing

/// Millimetres in points.
private func mm(_ value: Double) -> Double { value * 72 / 25.4 }

@Suite("Parsing paper names and sizes")
struct ParsingTests {
    @Test("names and aliases, any case", arguments: [
        ("a4", Paper.a4), ("A4", .a4), (" a4 ", .a4), ("iso-a4", .a4), ("letter", .letter),
        ("Letter", .letter), ("us-letter", .letter), ("US Letter", .letter), ("us_letter", .letter),
        ("USLETTER", .letter), ("ansi-a", .letter), ("legal", .legal), ("tabloid", .tabloid),
        ("11x17", .tabloid), ("ledger", .ledger), ("executive", .executive),
        ("statement", .statement), ("half-letter", .statement), ("government letter", .governmentLetter),
        ("junior-legal", .juniorLegal), ("ANSI C", .ansiC), ("arch-b", .archB), ("archE", .archE),
        ("b5", .b5), ("jis-b5", .jisB5), ("JIS B5", .jisB5), ("b5-jis", .jisB5), ("c5", .c5),
        ("envelope-c5", .c5), ("#10", .envelope10), ("com10", .envelope10), ("Comm10", .envelope10),
        ("envelope #10", .envelope10), ("#9", .envelope9), ("monarch", .envelopeMonarch),
        ("envelope-dl", .dl), ("DL", .dl), ("4x6", .photo4x6), ("index-4x6", .photo4x6),
        ("3.5x5", .photo3_5x5), ("5x7", .photo5x7), ("8x10", .photo8x10), ("3x5", .index3x5),
        ("index 5x8", .juniorLegal),
    ])
    func names(text: String, expected: Paper) throws {
        #expect(try Paper(parsing: text) == expected)
    }

    @Test("PWG self-describing names", arguments: [
        ("iso_a4_210x297mm", Paper.a4), ("na_letter_8.5x11in", .letter), ("jis_b5_182x257mm", .jisB5),
        ("ISO_A4_210X297MM", .a4), ("na_number-10_4.125x9.5in", .envelope10),
        ("na_ledger_11x17in", .tabloid),
    ])
    func pwgCatalogNames(text: String, expected: Paper) throws {
        #expect(try Paper(parsing: text) == expected)
    }

    @Test("any well-formed PWG name is read by its dimensions", arguments: [
        ("om_small-photo_100x150mm", mm(100), mm(150)),
        ("na_foo_3x4in", 216, 288),
        ("custom_my-size_12.5x20in", 900, 1440),
        ("jpn_hagaki_100x148mm", mm(100), mm(148)),
    ])
    func pwgByDimensions(text: String, width: Double, height: Double) throws {
        let paper = try Paper(parsing: text)
        #expect(abs(paper.width - width) < 1e-9 && abs(paper.height - height) < 1e-9)
        #expect(paper.name == text)
        #expect(paper.pwgName == text)
    }

    @Test("not PWG names", arguments: ["na_letter", "iso_a4_210x297", "iso_a4_210x297cm", "_a4_210x297mm",
                                       "iso__210x297mm", "iso_a4_x297mm", "iso_a4_210x297mm_x"])
    func notPWG(text: String) {
        #expect(Paper.size(ofPWGName: text) == nil)
    }

    @Test("sizes with units, spaces and ×", arguments: [
        ("210x297mm", mm(210), mm(297), "210x297mm"),
        ("8.5x11in", 612, 792, "8.5x11in"),
        ("21x29.7cm", mm(21 * 10), mm(29.7 * 10), "21x29.7cm"),
        ("612x792pt", 612, 792, "612x792pt"),
        ("612x792", 612, 792, "612x792pt"),
        ("612 × 792", 612, 792, "612x792pt"),
        ("8.5 x 11 in", 612, 792, "8.5x11in"),
        ("8.5in x 11in", 612, 792, "8.5x11in"),
        ("210 X 297 MM", mm(210), mm(297), "210x297mm"),
        ("210mm x 11in", mm(210), 792, "210mmx11in"),
        ("100×100", 100, 100, "100x100pt"),
        (".5x1in", 36, 72, ".5x1in"),
    ])
    func sizes(text: String, width: Double, height: Double, name: String) throws {
        let paper = try Paper(parsing: text)
        #expect(abs(paper.width - width) < 1e-9)
        #expect(abs(paper.height - height) < 1e-9)
        #expect(paper.name == name)
        #expect(paper.margins == .zero)
    }

    @Test("orientation suffixes", arguments: [
        ("a4-landscape", Paper.a4.landscape, Orientation?.some(.landscape)),
        ("letter landscape", .letter.landscape, .landscape),
        ("a4 portrait", .a4, .portrait),
        ("A4_LANDSCAPE", .a4.landscape, .landscape),
        ("US Letter - landscape", .letter.landscape, .landscape),
        ("ledger portrait", .ledger.portrait, .portrait),
        ("ledger", .ledger, nil),
        ("210x297mm landscape", Paper(name: "210x297mm", size: Paper.a4.size.transposed), .landscape),
        ("iso_a4_210x297mm-landscape", .a4.landscape, .landscape),
    ])
    func suffixes(text: String, expected: Paper, orientation: Orientation?) throws {
        let spec = try PaperSpecification(parsing: text)
        #expect(spec.orientation == orientation)
        #expect(spec.orientedPaper == expected)
        #expect(try Paper(parsing: text) == expected)
    }

    @Test("the listed paper stays upright in the specification")
    func specificationKeepsListedPaper() throws {
        let spec = try PaperSpecification(parsing: "a4 landscape")
        #expect(spec.paper == .a4)
        #expect(spec.orientedPaper.size == Size(width: Paper.a4.height, height: Paper.a4.width))
    }

    @Test("unknown names suggest the nearest catalog names")
    func unknownNameSuggestions() {
        #expect(throws: PaperError.unknownPaper(name: "a44", suggestions: ["a4", "a3", "a5"])) {
            try Paper(parsing: "a44")
        }
        let error = PaperError.unknownPaper(name: "a44", suggestions: ["a4", "a3", "a5"])
        #expect(error.description
                == "unknown paper \"a44\"; did you mean a4, a3, a5? Run 'folio papers' for the list.")
        #expect(PaperCatalog.suggestions(for: "leter") == ["letter", "ledger"])
        #expect(PaperCatalog.suggestions(for: "US Leter").first == "us-letter")
        #expect(PaperCatalog.suggestions(for: "legl").first == "legal")
        #expect(PaperCatalog.suggestions(for: "jis-b55").first == "jis-b5")
        #expect(PaperCatalog.suggestions(for: "#11").first == "#10")
        #expect(PaperCatalog.suggestions(for: "xyzzy").isEmpty)
        #expect(PaperCatalog.suggestions(for: "a44", limit: 1) == ["a4"])
    }

    @Test("an unknown name without near names still reads well")
    func unknownWithoutSuggestions() throws {
        do {
            _ = try Paper(parsing: "xyzzy landscape")
            Issue.record("xyzzy parsed")
        } catch {
            #expect(error == .unknownPaper(name: "xyzzy", suggestions: []))
            #expect(error.description.hasPrefix("unknown paper \"xyzzy\"; give a paper name or a size"))
            #expect(error.description.hasSuffix("Run 'folio papers' for the list."))
        }
    }

    @Test("bad sizes are errors that say what is accepted", arguments: [
        ("0x297mm", PaperError.SizeProblem.notPositive),
        ("-210x297mm", .notPositive),
        ("210x0", .notPositive),
        ("infx297mm", .notFinite),
        ("nan x 5", .notFinite),
        ("1e999x5", .notFinite),
        ("201x100in", .tooLarge),
        ("14401x100", .tooLarge),
        ("5081x100mm", .tooLarge),
        ("iso_huge_9999x9999mm", .tooLarge),
    ])
    func badSizes(text: String, problem: PaperError.SizeProblem) {
        do {
            let paper = try Paper(parsing: text)
            Issue.record("\(text) parsed as \(paper)")
        } catch {
            guard case .invalidSize(let input, _, _, let found) = error else {
                Issue.record("\(text): \(error)")
                return
            }
            #expect(found == problem)
            #expect(input == text)
            #expect(error.description.contains("\"\(text)\""))
            #expect(error.description.contains("at most 200 in (14,400 pt)"))
        }
    }

    @Test("the largest accepted side is 200 in")
    func largestSide() throws {
        #expect(try Paper(parsing: "200x200in").size == Size(width: 14_400, height: 14_400))
        #expect(try Paper(parsing: "14400x1").height == 1)
    }

    @Test("malformed sizes and empty input", arguments: ["210x", "210x297ft", "210", "8.5x11x2in", "1..2x3"])
    func malformed(text: String) {
        #expect(throws: PaperError.malformedSize(input: text)) { try Paper(parsing: text) }
        #expect(PaperError.malformedSize(input: text).description.contains("210x297mm, 8.5x11in"))
    }

    @Test("empty text", arguments: ["", "   ", " landscape"])
    func empty(text: String) {
        #expect(throws: PaperError.self) { try Paper(parsing: text) }
        #expect(throws: PaperError.emptyName) { try Paper(parsing: "") }
    }
}

@Suite("Error messages")
struct ErrorMessageTests {
    @Test("every error reads as a sentence a CLI can print", arguments: [
        (PaperError.emptyName, "no paper given; name a paper (such as a4 or letter) or give a size such as 210x297mm or 8.5x11in. Run 'folio papers' for the list."),
        (.malformedSize(input: "210x"), "cannot read paper size \"210x\"; write WIDTHxHEIGHT with an optional unit (pt, in, mm or cm; bare numbers are points), such as 210x297mm, 8.5x11in, 21x29.7cm or 612x792."),
        (.invalidSize(input: "0x5in", width: 0, height: 360, problem: .notPositive), "invalid paper size \"0x5in\": a side is zero or negative; each side must be greater than 0 and at most 200 in (14,400 pt), such as 210x297mm or 8.5x11in."),
        (.invalidPageSize(Size(width: 0, height: 792.5)), "invalid page size 0 × 792.5 pt: width and height must be finite and greater than 0."),
        (.noPapers, "no papers to choose from; give at least one paper with a finite size greater than 0."),
    ])
    func messages(error: PaperError, message: String) {
        #expect(error.description == message)
        #expect("\(error)" == message)
    }
}
