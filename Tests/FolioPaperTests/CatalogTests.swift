import FolioGeometry
import FolioPaper
import Testing

@Suite("Paper catalog")
struct CatalogTests {
    @Test("sizes in points, one of each family", arguments: [
        ("A0", 2383.937, 3370.3937), ("A4", 595.2756, 841.8898), ("A10", 73.7008, 104.8819),
        ("B0", 2834.6457, 4008.189), ("B5", 498.8976, 708.6614), ("B10", 87.874, 124.7244),
        ("C0", 2599.3701, 3676.5354), ("C5", 459.2126, 649.1339), ("C10", 79.3701, 113.3858),
        ("DL", 311.811, 623.622), ("Letter", 612, 792), ("Legal", 612, 1008),
        ("Tabloid", 792, 1224), ("Ledger", 1224, 792), ("Executive", 522, 756),
        ("Statement", 396, 612), ("Government Letter", 576, 756), ("Junior Legal", 360, 576),
        ("ANSI C", 1224, 1584), ("ANSI D", 1584, 2448), ("ANSI E", 2448, 3168),
        ("ARCH A", 648, 864), ("ARCH E", 2592, 3456), ("JIS B0", 2919.685, 4127.2441),
        ("JIS B5", 515.9055, 728.5039), ("JIS B10", 90.7087, 127.5591),
        ("Photo 3.5x5", 252, 360), ("Photo 4x6", 288, 432), ("Photo 5x7", 360, 504),
        ("Photo 8x10", 576, 720), ("Index 3x5", 216, 360), ("#9 Envelope", 279, 639),
        ("#10 Envelope", 297, 684), ("Monarch Envelope", 279, 540),
    ])
    func sizes(name: String, width: Double, height: Double) throws {
        let paper = try #require(PaperCatalog.paper(named: name))
        #expect(paper.name == name)
        #expect(abs(paper.width - width) < 0.0001)
        #expect(abs(paper.height - height) < 0.0001)
    }

    @Test("ISO series halve: each size is the next larger one cut in two (rounded to mm)")
    func isoHalving() throws {
        for series in ["A", "B", "C", "JIS B"] {
            for n in 0..<10 {
                let big = try #require(PaperCatalog.paper(named: "\(series)\(n)"))
                let small = try #require(PaperCatalog.paper(named: "\(series)\(n + 1)"))
                #expect(abs(small.height - big.width) < 0.001, "\(series)\(n + 1)")
                let halfMM = big.height / 2 / Length.pointsPerMillimeter
                #expect(abs(small.width / Length.pointsPerMillimeter - halfMM) <= 1, "\(series)\(n + 1)")
            }
        }
    }

    @Test("every catalog paper's PWG name describes its size")
    func pwgNamesDescribeSizes() throws {
        for entry in PaperCatalog.entries {
            let size = try #require(Paper.size(ofPWGName: entry.pwgName), "\(entry.pwgName)")
            let paper = entry.paper
            #expect(paper.hasSize(of: size, tolerance: 0.001) || paper.hasSize(of: size.transposed, tolerance: 0.001),
                    "\(entry.name): \(entry.pwgName)")
            #expect(paper.pwgName == entry.pwgName)
            #expect(paper.landscape.pwgName == entry.pwgName)
        }
        #expect(Paper.a4.pwgName == "iso_a4_210x297mm")
        #expect(Paper.letter.pwgName == "na_letter_8.5x11in")
        #expect(Paper.jisB5.pwgName == "jis_b5_182x257mm")
        #expect(Paper.envelope10.pwgName == "na_number-10_4.125x9.5in")
        #expect(Paper(name: "My Poster", size: Size(width: 612, height: 1224)).pwgName
                == "custom_my-poster_8.5x17in")
        #expect(Paper(name: "Odd", size: Size(width: 500, height: 700)).pwgName
                == "custom_odd_176.39x246.94mm")
    }

    @Test("names, aliases and PWG names are unique across the catalog")
    func uniqueNames() {
        var seen: [String: String] = [:]
        for entry in PaperCatalog.entries {
            for name in entry.names {
                let key = String(name.lowercased().filter { !"-_ ".contains($0) })
                #expect(seen[key] == nil, "\(name) of \(entry.name) clashes with \(seen[key] ?? "")")
                seen[key] = entry.name
                #expect(PaperCatalog.entry(named: name) == entry, "\(name)")
            }
        }
        // Tabloid and Ledger are one PWG sheet; the PWG name reads as Tabloid (11 × 17 in).
        let pwg = PaperCatalog.entries.map(\.pwgName)
        #expect(Set(pwg).count == pwg.count - 1)
        #expect(PaperCatalog.paper(named: "na_ledger_11x17in") == .tabloid)
    }

    @Test("the listing is stable, complete and grouped by family")
    func listing() {
        let papers = Paper.allPapers
        #expect(papers.count == 70)
        #expect(papers.first == .a0)
        #expect(papers.last == .envelopeMonarch)
        #expect(papers == PaperCatalog.entries.map(\.paper))
        #expect(Set(papers).count == papers.count)
        let families = PaperCatalog.entries.map(\.family)
        var order: [PaperFamily] = []
        for family in families where order.last != family { order.append(family) }
        #expect(order == PaperFamily.allCases)
        for required in ["A0", "A10", "B0", "B10", "C0", "C10", "DL", "Letter", "Legal", "Tabloid",
                         "Ledger", "Executive", "Statement", "Government Letter", "Junior Legal",
                         "ansi-a", "ansi-b", "ANSI C", "ANSI D", "ANSI E", "ARCH A", "ARCH E",
                         "JIS B0", "JIS B10", "3.5x5", "4x6", "5x7", "8x10", "index-3x5",
                         "index-4x6", "index-5x8", "#9", "#10", "monarch", "envelope-c5",
                         "envelope-c6", "envelope-dl"] {
            #expect(PaperCatalog.entry(named: required) != nil, "\(required)")
        }
        let a4 = PaperCatalog.entry(named: "a4")
        #expect(a4?.dimensions == "210 × 297 mm")
        #expect(PaperCatalog.entry(named: "ledger")?.dimensions == "17 × 11 in")
        #expect(PaperCatalog.entry(named: "#9")?.dimensions == "3.875 × 8.875 in")
        #expect(PaperCatalog.entry(named: "letter")?.aliases.contains("us-letter") == true)
    }

    @Test("alias statics are the same sheets")
    func aliasStatics() {
        #expect(Paper.ansiA == .letter)
        #expect(Paper.ansiB == .tabloid)
        #expect(Paper.index4x6 == .photo4x6)
        #expect(Paper.index5x8 == .juniorLegal)
        #expect(Paper.envelopeC5 == .c5)
        #expect(Paper.envelopeC6 == .c6)
        #expect(Paper.envelopeDL == .dl)
    }
}
