import FolioTesting
import Foundation
import Testing

/// The conformance checker finds each rule broken in a hand-made PDF that otherwise passes, and
/// nothing in that PDF itself.
@Suite("Conformance checker")
struct ConformanceCheckerTests {
    /// The clauses of the errors (warnings with `warnings: true`) found for a profile.
    func clauses(_ pdf: TaggedMiniPDF, _ profile: ConformanceProfile, warnings: Bool = false) throws -> [String] {
        let report = try ConformanceChecker.check(pdf: pdf.bytes, profile: profile)
        return report.findings.filter { warnings ? $0.severity == .warning : $0.severity == .error }.map(\.clause)
    }

    /// Whether the findings for a profile include one with this clause whose message contains `words`.
    func finds(_ pdf: TaggedMiniPDF, _ profile: ConformanceProfile, _ clause: String, _ words: String = "") throws -> Bool {
        let report = try ConformanceChecker.check(pdf: pdf.bytes, profile: profile)
        return report.findings.contains { $0.clause == clause && (words.isEmpty || $0.message.contains(words)) }
    }

    @Test("the hand-made PDF passes every profile, and auto finds its claims in the XMP")
    func goodDocumentPasses() throws {
        let pdf = TaggedMiniPDF()
        #expect(try PDFTools.qpdfCheck(bytes: pdf.bytes).ok)
        for profile in [ConformanceProfile.tagged, .pdfUA1, .pdfA(part: 2, level: "b")] {
            let report = try ConformanceChecker.check(pdf: pdf.bytes, profile: profile)
            #expect(report.findings.isEmpty, "\(profile): \(report.text)")
        }
        let auto = try ConformanceChecker.check(pdf: pdf.bytes)
        #expect(auto.profiles == ["PDF/UA-1", "PDF/A-2b"])
        #expect(auto.passes && auto.text.hasSuffix("passes PDF/UA-1, PDF/A-2b: 0 errors, 0 warnings\n"), "\(auto.text)")
    }

    @Test("auto: a tagged PDF that claims nothing is checked as tagged; an untagged one not at all")
    func autoWithoutClaims() throws {
        var pdf = TaggedMiniPDF()
        pdf.objects[8] = TaggedMiniPDF.stream(TaggedMiniPDF.xmp("<dc:title>Good</dc:title>"))
        #expect(try ConformanceChecker.check(pdf: pdf.bytes).profiles == ["tagged PDF"])
        let untagged = try ConformanceChecker.check(pdf: MiniPDF(pages: [MiniPDF.textPage("x")]).bytes)
        #expect(untagged.profiles.isEmpty && untagged.passes && untagged.text == "no conformance claimed; nothing checked\n")
    }

    @Test("profiles by name")
    func profileNames() {
        #expect(ConformanceProfile(argument: "ua1") == .pdfUA1)
        #expect(ConformanceProfile(argument: "PDF/A-3u") == .pdfA(part: 3, level: "u"))
        #expect(ConformanceProfile(argument: "a-2b") == .pdfA(part: 2, level: "b"))
        #expect(ConformanceProfile(argument: "a-1b") == nil && ConformanceProfile(argument: "ua2") == nil)
        #expect(ConformanceProfile.argumentNames.allSatisfy { ConformanceProfile(argument: $0) != nil })
    }

    // MARK: Marked content and the structure tree

    @Test("marked content that does not balance: left open, or an EMC that closes nothing (ISO 32000-1 14.6)")
    func unbalanced() throws {
        var pdf = TaggedMiniPDF()
        pdf.content(TaggedMiniPDF.goodContent + "\n/Span BMC")
        #expect(try finds(pdf, .tagged, "ISO 32000-1 14.6", "left open"))
        pdf.content(TaggedMiniPDF.goodContent + "\nEMC")
        #expect(try finds(pdf, .pdfUA1, "ISO 14289-1 7.1 / ISO 32000-1 14.6", "closes no marked-content sequence"))
        // A page's content in two streams, a sequence open across the division: one stream, as §7.8.2 has it.
        pdf = TaggedMiniPDF()
        pdf.content(TaggedMiniPDF.goodContent + "\n/P <</MCID 4>> BDC BT /F1 9 Tf (more)")
        pdf.objects[20] = TaggedMiniPDF.stream("Tj ET EMC")
        pdf.replace(3, "/Contents 6 0 R", with: "/Contents [6 0 R 20 0 R]")
        pdf.replace(4, "[11 0 R 12 0 R 13 0 R 14 0 R]", with: "[11 0 R 12 0 R 13 0 R 14 0 R 12 0 R]")
        pdf.replace(12, "/K 1", with: "/K [1 4]")
        #expect(try ConformanceChecker.check(pdf: pdf.bytes, profile: .pdfUA1).findings.isEmpty)
        pdf.objects[20] = TaggedMiniPDF.stream("Tj ET")
        #expect(try finds(pdf, .tagged, "ISO 32000-1 14.6", "left open at the end of the page's content"))
    }

    @Test("an MCID of the content that no element references, and one an element references that the content lacks")
    func mcidsBothWays() throws {
        var pdf = TaggedMiniPDF()
        pdf.content(TaggedMiniPDF.goodContent + "\n/P <</MCID 4>> BDC BT /F1 9 Tf (more) Tj ET EMC")
        #expect(try finds(pdf, .tagged, "ISO 32000-1 14.7.4.2", "MCID 4 is not referenced"))
        pdf = TaggedMiniPDF()
        pdf.replace(12, "/K 1", with: "/K [1 7]")
        #expect(try finds(pdf, .tagged, "ISO 32000-1 14.7.4.2", "MCID 7 of page 1, which its content does not have"))
    }

    @Test("an MCID referenced twice, and one marking two sequences")
    func mcidsTwice() throws {
        var pdf = TaggedMiniPDF()
        pdf.replace(12, "/K 1", with: "/K [1 0]")
        #expect(try finds(pdf, .tagged, "ISO 32000-1 14.7.4.2", "MCID 0 of page 1 is referenced 2 times"))
        pdf = TaggedMiniPDF()
        pdf.content(TaggedMiniPDF.goodContent + "\n/P <</MCID 1>> BDC BT (again) Tj ET EMC")
        #expect(try finds(pdf, .tagged, "ISO 32000-1 14.7.4.2", "MCID 1 marks more than one sequence"))
    }

    @Test("content outside structure and artifacts (01-005), artifacts in tagged content (01-003) and the reverse (01-004)")
    func artifacts() throws {
        var pdf = TaggedMiniPDF()
        pdf.content(TaggedMiniPDF.goodContent + "\n0 0 5 5 re f")
        #expect(try finds(pdf, .pdfUA1, "ISO 14289-1 7.1 / Matterhorn 01-005", "1 painting operator (the first f)"))
        #expect(try finds(pdf, .tagged, "ISO 32000-1 14.8.2.2", "neither tagged"))
        pdf.content(TaggedMiniPDF.goodContent.replacingOccurrences(of: "20 20 50 30 re f", with: "/Artifact BMC 20 20 50 30 re f EMC"))
        #expect(try finds(pdf, .pdfUA1, "ISO 14289-1 7.1 / Matterhorn 01-003"))
        pdf.content(TaggedMiniPDF.goodContent.replacingOccurrences(of: "0 0 200 10 re f", with: "/Span <</MCID 9>> BDC 0 0 200 10 re f EMC"))
        #expect(try finds(pdf, .pdfUA1, "ISO 14289-1 7.1 / Matterhorn 01-004"))
    }

    @Test("an artifact's MCID referenced from the structure tree")
    func artifactInStructure() throws {
        var pdf = TaggedMiniPDF()
        pdf.content(TaggedMiniPDF.goodContent + "\n/Artifact <</MCID 4>> BDC 0 190 200 10 re f EMC")
        pdf.replace(12, "/K 1", with: "/K [1 4]")
        #expect(try finds(pdf, .tagged, "ISO 32000-1 14.8.2.2", "MCID 4 of page 1 marks an artifact"))
    }

    @Test("an element whose /P is not its parent, one without /S, one reached twice, no structure tree at all")
    func malformedTree() throws {
        var pdf = TaggedMiniPDF()
        pdf.replace(12, "/P 5 0 R", with: "/P 4 0 R")
        #expect(try finds(pdf, .tagged, "ISO 32000-1 14.7.2", "the element's /P is 4 0 R, but it is a kid of 5 0 R"))
        pdf = TaggedMiniPDF()
        pdf.replace(12, "/S /P ", with: "")
        #expect(try finds(pdf, .tagged, "ISO 32000-1 14.7.2", "without /S"))
        pdf = TaggedMiniPDF()
        pdf.replace(13, "/K 2", with: "/K [2 5 0 R]")
        #expect(try finds(pdf, .tagged, "ISO 32000-1 14.7.2", "reached twice"))
        pdf = TaggedMiniPDF()
        pdf.replace(1, "/StructTreeRoot 4 0 R", with: "")
        #expect(try finds(pdf, .tagged, "ISO 32000-1 14.7.2", "no /StructTreeRoot"))
    }

    @Test("/MarkInfo without /Marked true (14.8.1), /Suspects true (01-007)")
    func markInfo() throws {
        var pdf = TaggedMiniPDF()
        pdf.replace(1, "/Marked true", with: "/Marked false")
        #expect(try finds(pdf, .tagged, "ISO 32000-1 14.8.1"))
        pdf = TaggedMiniPDF()
        pdf.replace(1, "/Marked true", with: "/Marked true /Suspects true")
        #expect(try finds(pdf, .pdfUA1, "ISO 14289-1 7.1 / Matterhorn 01-007"))
    }

    @Test("role map: a type mapped to nothing standard (02-001), a circular map (02-003), a standard type remapped (02-004)")
    func roleMap() throws {
        var pdf = TaggedMiniPDF()
        pdf.replace(12, "/S /P", with: "/S /Para")
        #expect(try finds(pdf, .pdfUA1, "ISO 14289-1 7.1 / Matterhorn 02-001", "Para"))
        pdf.replace(4, "/ParentTreeNextKey 2", with: "/ParentTreeNextKey 2 /RoleMap << /Para /Blurb /Blurb /Para >>")
        #expect(try finds(pdf, .pdfUA1, "ISO 14289-1 7.1 / Matterhorn 02-003", "Para → Blurb → Para"))
        pdf = TaggedMiniPDF()
        pdf.replace(4, "/ParentTreeNextKey 2", with: "/ParentTreeNextKey 2 /RoleMap << /Para /P /H1 /P >>")
        pdf.replace(12, "/S /P", with: "/S /Para")
        #expect(try clauses(pdf, .pdfUA1) == ["ISO 14289-1 7.1 / Matterhorn 02-004"])
    }

    @Test("the parent tree: a page without /StructParents, an entry naming the wrong element, an annotation without /StructParent")
    func parentTree() throws {
        var pdf = TaggedMiniPDF()
        pdf.replace(3, "/StructParents 0", with: "")
        #expect(try finds(pdf, .tagged, "ISO 32000-1 14.7.4.4", "page 1 has marked content with MCIDs but no /StructParents"))
        pdf = TaggedMiniPDF()
        pdf.replace(4, "[11 0 R 12 0 R 13 0 R 14 0 R]", with: "[11 0 R 13 0 R 13 0 R 14 0 R]")
        #expect(try finds(pdf, .tagged, "ISO 32000-1 14.7.4.4", "gives MCID 1 to 13 0 R, the structure tree to 12 0 R"))
        pdf = TaggedMiniPDF()
        pdf.replace(9, "/StructParent 1", with: "")
        #expect(try finds(pdf, .tagged, "ISO 32000-1 14.7.4.4", "no /StructParent"))
        pdf = TaggedMiniPDF()
        pdf.replace(4, "/ParentTree << /Nums [0 [11 0 R 12 0 R 13 0 R 14 0 R] 1 14 0 R] >>", with: "")
        #expect(try finds(pdf, .tagged, "ISO 32000-1 14.7.4.4", "no /ParentTree"))
    }

    // MARK: PDF/UA-1

    @Test("a Figure without /Alt: an error of PDF/UA (13-004), a warning of tagged PDF; a Formula too (17-002)")
    func figureAlt() throws {
        var pdf = TaggedMiniPDF()
        pdf.replace(13, "/Alt (A blue square) ", with: "")
        #expect(try clauses(pdf, .pdfUA1) == ["ISO 14289-1 7.3 / Matterhorn 13-004"])
        #expect(try clauses(pdf, .tagged).isEmpty)
        #expect(try clauses(pdf, .tagged, warnings: true) == ["ISO 32000-1 14.9.3"])
        pdf.replace(13, "/S /Figure", with: "/S /Formula")
        #expect(try clauses(pdf, .pdfUA1) == ["ISO 14289-1 7.7 / Matterhorn 17-002"])
    }

    @Test("no /Lang: an error of PDF/UA (11-001), a warning of tagged PDF")
    func language() throws {
        var pdf = TaggedMiniPDF()
        pdf.replace(1, "/Lang (en) ", with: "")
        #expect(try clauses(pdf, .pdfUA1) == ["ISO 14289-1 7.2 / Matterhorn 11-001"])
        #expect(try clauses(pdf, .tagged, warnings: true) == ["ISO 32000-1 14.9.2"])
    }

    @Test("UA metadata: no XMP (06-001), no pdfuaid (06-002), no dc:title (06-003), DisplayDocTitle missing (07-001) or false (07-002)")
    func uaMetadata() throws {
        var pdf = TaggedMiniPDF()
        pdf.replace(1, "/Metadata 8 0 R ", with: "")
        #expect(try clauses(pdf, .pdfUA1) == ["ISO 14289-1 7.1 / Matterhorn 06-001"])
        pdf = TaggedMiniPDF()
        pdf.objects[8] = TaggedMiniPDF.stream(TaggedMiniPDF.xmp("<dc:title>Good</dc:title>"))
        #expect(try clauses(pdf, .pdfUA1) == ["ISO 14289-1 5 / Matterhorn 06-002"])
        pdf.objects[8] = TaggedMiniPDF.stream(TaggedMiniPDF.xmp("<pdfuaid:part>1</pdfuaid:part>"))
        #expect(try clauses(pdf, .pdfUA1) == ["ISO 14289-1 7.1 / Matterhorn 06-003"])
        pdf = TaggedMiniPDF()
        pdf.replace(1, " /ViewerPreferences << /DisplayDocTitle true >>", with: "")
        #expect(try clauses(pdf, .pdfUA1) == ["ISO 14289-1 7.1 / Matterhorn 07-001"])
        pdf = TaggedMiniPDF()
        pdf.replace(1, "/DisplayDocTitle true", with: "/DisplayDocTitle false")
        #expect(try clauses(pdf, .pdfUA1) == ["ISO 14289-1 7.1 / Matterhorn 07-002"])
    }

    @Test("headings: the first not H1 (14-002), a level skipped (14-003), H with H1–H6 (14-007)")
    func headings() throws {
        var pdf = TaggedMiniPDF()
        pdf.replace(11, "/S /H1", with: "/S /H2")
        #expect(try clauses(pdf, .pdfUA1) == ["ISO 14289-1 7.4.2 / Matterhorn 14-002"])
        pdf = TaggedMiniPDF()
        pdf.replace(12, "/S /P", with: "/S /H3")
        #expect(try clauses(pdf, .pdfUA1) == ["ISO 14289-1 7.4.2 / Matterhorn 14-003"])
        pdf = TaggedMiniPDF()
        pdf.replace(12, "/S /P", with: "/S /H")
        #expect(try clauses(pdf, .pdfUA1) == ["ISO 14289-1 7.4 / Matterhorn 14-007"])
    }

    @Test("tables: no TH at all (a warning), a TH without /Scope (15-003), none when /Scope is there")
    func tables() throws {
        var pdf = TaggedMiniPDF()
        pdf.replace(5, "/K [11 0 R 12 0 R 13 0 R 14 0 R]", with: "/K [11 0 R 20 0 R 13 0 R 14 0 R]")
        pdf.replace(12, "/P 5 0 R", with: "/P 21 0 R")
        pdf.objects[20] = "<< /Type /StructElem /S /Table /P 5 0 R /K [21 0 R] >>"
        pdf.objects[21] = "<< /Type /StructElem /S /TR /P 20 0 R /K [12 0 R] >>"
        #expect(try clauses(pdf, .pdfUA1, warnings: true) == ["ISO 14289-1 7.5"])
        pdf.replace(12, "/S /P", with: "/S /TH")
        #expect(try clauses(pdf, .pdfUA1) == ["ISO 14289-1 7.5 / Matterhorn 15-003"])
        pdf.replace(12, "/S /TH", with: "/S /TH /A << /O /Table /Scope /Column >>")
        #expect(try ConformanceChecker.check(pdf: pdf.bytes, profile: .pdfUA1).findings.isEmpty)
    }

    @Test("annotations: no /Tabs (28-008), /Tabs not /S (28-009), a link outside a Link element (28-011) or without /Contents (28-012), another annotation undescribed (28-004)")
    func annotations() throws {
        var pdf = TaggedMiniPDF()
        pdf.replace(3, " /Tabs /S", with: "")
        #expect(try clauses(pdf, .pdfUA1) == ["ISO 14289-1 7.18.3 / Matterhorn 28-008"])
        pdf = TaggedMiniPDF()
        pdf.replace(3, "/Tabs /S", with: "/Tabs /R")
        #expect(try clauses(pdf, .pdfUA1) == ["ISO 14289-1 7.18.3 / Matterhorn 28-009"])
        pdf = TaggedMiniPDF()
        pdf.replace(14, "/S /Link", with: "/S /Span")
        #expect(try clauses(pdf, .pdfUA1) == ["ISO 14289-1 7.18.5 / Matterhorn 28-011"])
        pdf = TaggedMiniPDF()
        pdf.replace(9, "/Contents (Go to example.com) ", with: "")
        #expect(try clauses(pdf, .pdfUA1) == ["ISO 14289-1 7.18.5 / Matterhorn 28-012"])
        pdf = TaggedMiniPDF()
        pdf.replace(9, "/Subtype /Link", with: "/Subtype /Text")
        pdf.replace(9, "/Contents (Go to example.com) ", with: "")
        pdf.replace(14, "/S /Link", with: "/S /Annot")
        #expect(try clauses(pdf, .pdfUA1) == ["ISO 14289-1 7.18.1 / Matterhorn 28-004"])
    }

    @Test("a font not embedded (UA 7.21.4.1, PDF/A 6.2.11.4.1); a font without /ToUnicode (31-027, PDF/A-2u 6.2.11.7.2)")
    func fonts() throws {
        var pdf = TaggedMiniPDF()
        pdf.replace(15, " /FontFile2 16 0 R", with: "")
        #expect(try clauses(pdf, .pdfUA1) == ["ISO 14289-1 7.21.4.1"])
        #expect(try clauses(pdf, .pdfA(part: 2, level: "b")) == ["ISO 19005-2 6.2.11.4.1"])
        pdf = TaggedMiniPDF()
        pdf.replace(10, "/Encoding /WinAnsiEncoding", with: "/Encoding /Identity-H")
        #expect(try clauses(pdf, .pdfUA1) == ["ISO 14289-1 7.21.7 / Matterhorn 31-027"])
        #expect(try clauses(pdf, .pdfA(part: 2, level: "u")).contains("ISO 19005-2 6.2.11.7.2"))
        #expect(try clauses(pdf, .pdfA(part: 2, level: "b")).isEmpty)
    }

    // MARK: PDF/A

    @Test("no file identifier, encryption (6.1.3)")
    func fileStructure() throws {
        var pdf = TaggedMiniPDF()
        pdf.trailer = "/Root 1 0 R /Info 7 0 R"
        #expect(try clauses(pdf, .pdfA(part: 2, level: "b")) == ["ISO 19005-2 6.1.3"])
        let dir = PDFTools.temporaryDirectory()
        let plain = dir.appendingPathComponent("plain.pdf").path, encrypted = dir.appendingPathComponent("encrypted.pdf").path
        try Data(TaggedMiniPDF().bytes).write(to: URL(fileURLWithPath: plain))
        try PDFTools.runChecked("qpdf", ["--encrypt", "", "", "256", "--", plain, encrypted])
        let report = try ConformanceChecker.check(contentsOf: encrypted, profile: .pdfA(part: 2, level: "b"))
        #expect(report.findings.contains { $0.clause == "ISO 19005-2 6.1.3" && $0.message.contains("encrypted") }, "\(report.text)")
    }

    @Test("device colour without a matching output intent (6.2.4.3); an intent's profile of the wrong class (6.2.3)")
    func outputIntent() throws {
        var pdf = TaggedMiniPDF()
        pdf.replace(1, "/OutputIntents", with: "/NoOutputIntents")
        #expect(try clauses(pdf, .pdfA(part: 2, level: "b")) == ["ISO 19005-2 6.2.4.3"])
        #expect(try finds(pdf, .pdfA(part: 2, level: "b"), "ISO 19005-2 6.2.4.3", "DeviceRGB without a PDF/A output intent"))
        pdf = TaggedMiniPDF()
        pdf.content(TaggedMiniPDF.goodContent.replacingOccurrences(of: "0 0 1 rg", with: "1 0 0 0 k"))
        #expect(try finds(pdf, .pdfA(part: 3, level: "b"), "ISO 19005-3 6.2.4.3", "DeviceCMYK without an output intent of that colour space"))
        pdf = TaggedMiniPDF()
        pdf.objects[17] = TaggedMiniPDF.stream(TaggedMiniPDF.iccHeader(deviceClass: "scnr"), "/N 3")
        #expect(try clauses(pdf, .pdfA(part: 2, level: "b")) == ["ISO 19005-2 6.2.3"])
    }

    @Test("transparency without an output intent needs a page group with /CS (6.2.10)")
    func transparency() throws {
        var pdf = TaggedMiniPDF()
        pdf.replace(1, "/OutputIntents", with: "/NoOutputIntents")
        pdf.content(TaggedMiniPDF.goodContent.replacingOccurrences(of: "0 0 1 rg", with: "/GS1 gs 0 g"))
        pdf.replace(3, "/Resources << /Font << /F1 10 0 R >> >>", with: "/Resources << /Font << /F1 10 0 R >> /ExtGState << /GS1 << /ca 0.5 >> >> >>")
        #expect(try clauses(pdf, .pdfA(part: 2, level: "b")).contains("ISO 19005-2 6.2.10"))
        pdf.replace(3, "/Tabs /S", with: "/Tabs /S /Group << /S /Transparency /CS /DeviceRGB >>")
        #expect(try !clauses(pdf, .pdfA(part: 2, level: "b")).contains("ISO 19005-2 6.2.10"))
    }

    @Test("annotations: no /F or no Print flag (6.3.2), no appearance (6.3.3)")
    func archivalAnnotations() throws {
        var pdf = TaggedMiniPDF()
        pdf.replace(9, "/F 4 ", with: "")
        #expect(try clauses(pdf, .pdfA(part: 2, level: "b")) == ["ISO 19005-2 6.3.2"])
        pdf = TaggedMiniPDF()
        pdf.replace(9, "/F 4 ", with: "/F 6 ")
        #expect(try finds(pdf, .pdfA(part: 2, level: "b"), "ISO 19005-2 6.3.2", "Hidden"))
        pdf = TaggedMiniPDF()
        pdf.replace(9, "/Subtype /Link", with: "/Subtype /Square")
        #expect(try clauses(pdf, .pdfA(part: 2, level: "b")) == ["ISO 19005-2 6.3.3"])
    }

    @Test("forbidden actions, named actions other than page turning, JavaScript (6.5.1), additional actions (6.5.2)")
    func actions() throws {
        let profile = ConformanceProfile.pdfA(part: 2, level: "b")
        var pdf = TaggedMiniPDF()
        pdf.replace(9, "/A << /S /URI /URI (https://example.com/) >>", with: "/A << /S /Launch /F (calc.exe) >>")
        #expect(try finds(pdf, profile, "ISO 19005-2 6.5.1", "a Launch action"))
        pdf = TaggedMiniPDF()
        pdf.replace(9, "/A << /S /URI /URI (https://example.com/) >>", with: "/A << /S /Named /N /Print >>")
        #expect(try finds(pdf, profile, "ISO 19005-2 6.5.1", "the named action Print"))
        pdf = TaggedMiniPDF()
        pdf.replace(9, "/A << /S /URI /URI (https://example.com/) >>", with: "/A 20 0 R")
        pdf.objects[20] = "<< /Type /Action /S /URI /URI (https://example.com/) /Next << /S /JavaScript /JS (app.alert(1)) >> >>"
        #expect(try finds(pdf, profile, "ISO 19005-2 6.5.1", "a JavaScript action"))
        pdf = TaggedMiniPDF()
        pdf.replace(1, "/Type /Catalog", with: "/Type /Catalog /AA << /WC << /S /JavaScript /JS (x) >> >>")
        #expect(try finds(pdf, profile, "ISO 19005-2 6.5.2", "the catalog has additional actions"))
        pdf = TaggedMiniPDF()
        pdf.replace(3, "/Tabs /S", with: "/Tabs /S /AA << /O << /S /GoTo /D [3 0 R /Fit] >> >>")
        #expect(try clauses(pdf, profile) == ["ISO 19005-2 6.5.2"])
        pdf = TaggedMiniPDF()
        pdf.replace(1, "/Type /Catalog", with: "/Type /Catalog /Names << /JavaScript << /Names [(a) << /S /JavaScript /JS (x) >>] >> >>")
        #expect(try finds(pdf, profile, "ISO 19005-2 6.5.1", "document JavaScript"))
    }

    @Test("XMP: none (6.6.2.1), no or another pdfaid part or conformance (6.6.4), Info differing from it (a warning)")
    func archivalMetadata() throws {
        let profile = ConformanceProfile.pdfA(part: 2, level: "b")
        var pdf = TaggedMiniPDF()
        pdf.replace(1, "/Metadata 8 0 R ", with: "")
        #expect(try clauses(pdf, profile) == ["ISO 19005-2 6.6.2.1"])
        #expect(try clauses(TaggedMiniPDF(), .pdfA(part: 3, level: "b")) == ["ISO 19005-3 6.6.4"])
        #expect(try finds(TaggedMiniPDF(), .pdfA(part: 2, level: "u"), "ISO 19005-2 6.6.4", "conformance B, not U"))
        pdf = TaggedMiniPDF()
        pdf.objects[8] = TaggedMiniPDF.stream(TaggedMiniPDF.xmp("<dc:title>Good</dc:title>"))
        #expect(try finds(pdf, profile, "ISO 19005-2 6.6.4", "no PDF/A identification"))
        pdf = TaggedMiniPDF()
        pdf.objects[7] = "<< /Title (Other) /Producer (by hand) /CreationDate (D:20261128010203+01'00') >>"
        let warnings = try ConformanceChecker.check(pdf: pdf.bytes, profile: profile).warnings.map(\.message)
        #expect(warnings.count == 2 && warnings[0].contains("Title \"Other\" differs from the XMP dc:title \"Good\"")
                && warnings[1].contains("CreationDate"), "\(warnings)")
        pdf.objects[8] = TaggedMiniPDF.stream(TaggedMiniPDF.goodXMP.replacingOccurrences(
            of: "<pdf:Producer>", with: "<xmp:CreateDate>2026-11-28T00:02:03Z</xmp:CreateDate><pdf:Producer>"))
        #expect(try ConformanceChecker.check(pdf: pdf.bytes, profile: profile).warnings.count == 1, "the same instant in two time zones agrees")
    }

    @Test("embedded files: in PDF/A-2 only PDF/A files; in PDF/A-3 with MIME type, /AFRelationship and /AF; /F and /UF (6.8)")
    func embeddedFiles() throws {
        var pdf = TaggedMiniPDF()
        pdf.replace(1, "/Type /Catalog", with: "/Type /Catalog /Names << /EmbeddedFiles << /Names [(data.xml) 20 0 R] >> >> /AF [20 0 R]")
        pdf.objects[20] = "<< /Type /Filespec /F (data.xml) /UF (data.xml) /AFRelationship /Data /EF << /F 21 0 R >> >>"
        pdf.objects[21] = TaggedMiniPDF.stream("<invoice/>", "/Type /EmbeddedFile /Subtype /text#2Fxml")
        #expect(try finds(pdf, .pdfA(part: 2, level: "b"), "ISO 19005-2 6.8", "not a PDF/A file"))
        #expect(try clauses(pdf, .pdfA(part: 3, level: "b")) == ["ISO 19005-3 6.6.4"], "only the XMP's part 2 claim")
        pdf.replace(20, " /AFRelationship /Data", with: "")
        pdf.replace(21, " /Subtype /text#2Fxml", with: "")
        pdf.replace(1, " /AF [20 0 R]", with: "")
        pdf.replace(20, " /UF (data.xml)", with: "")
        let messages = try ConformanceChecker.check(pdf: pdf.bytes, profile: .pdfA(part: 3, level: "b")).findings
            .filter { $0.clause == "ISO 19005-3 6.8" }.map(\.message)
        #expect(messages.count == 4 && messages.contains { $0.contains("/AFRelationship") } && messages.contains { $0.contains("MIME") }
                && messages.contains { $0.contains("not associated") } && messages.contains { $0.contains("/F or /UF") }, "\(messages)")
    }

    @Test("a file that is not a PDF, a missing file and a folder are typed errors; JSON that is not qpdf's reads as an empty document")
    func unreadable() throws {
        let dir = PDFTools.temporaryDirectory()
        let text = dir.appendingPathComponent("notes.txt")
        try Data("hello".utf8).write(to: text)
        #expect {
            _ = try ConformanceChecker.check(contentsOf: text.path)
        } throws: { error in
            guard case .notPDF(_, let detail)? = error as? ConformanceCheckError else { return false }
            return !detail.isEmpty
        }
        #expect(throws: ConformanceCheckError.unreadable(path: dir.path + "/none.pdf", reason: "no such file")) {
            _ = try ConformanceChecker.check(contentsOf: dir.path + "/none.pdf")
        }
        #expect(throws: ConformanceCheckError.unreadable(path: dir.path, reason: "it is a folder")) {
            _ = try ConformanceChecker.check(contentsOf: dir.path)
        }
        #expect(throws: ConformanceCheckError.self) { _ = try ConformanceChecker.check(qpdfJSON: Array("{".utf8)) }
        #expect(try ConformanceChecker.check(qpdfJSON: Array("[1, 2]".utf8), profile: .pdfUA1).findings.count > 0)
        #expect(ConformanceCheckError.qpdfNotInstalled.description.contains("install the qpdf package"))
    }

    @Test("level A of PDF/A: the tagged-PDF rules apply; levels B and U leave them out")
    func levelA() throws {
        var pdf = TaggedMiniPDF()
        pdf.replace(8, "<pdfaid:conformance>B<", with: "<pdfaid:conformance>A<")
        #expect(try ConformanceChecker.check(pdf: pdf.bytes, profile: .pdfA(part: 2, level: "a")).findings.isEmpty)
        pdf.replace(1, "/Marked true", with: "/Marked false")
        #expect(try clauses(pdf, .pdfA(part: 2, level: "a")) == ["ISO 32000-1 14.8.1"])
        #expect(try !clauses(pdf, .pdfA(part: 2, level: "b")).contains("ISO 32000-1 14.8.1"))
    }

    @Test("a form XObject's content counts where it is drawn: untagged unless drawn inside tagged content or an artifact")
    func formXObjects() throws {
        var pdf = TaggedMiniPDF()
        pdf.replace(3, "/Resources << /Font << /F1 10 0 R >> >>", with: "/Resources << /Font << /F1 10 0 R >> /XObject << /Fm 20 0 R >> >>")
        pdf.objects[20] = TaggedMiniPDF.stream("0 0 10 10 re f", "/Type /XObject /Subtype /Form /BBox [0 0 10 10]")
        pdf.content(TaggedMiniPDF.goodContent + "\n/Fm Do")
        #expect(try finds(pdf, .pdfUA1, "ISO 14289-1 7.1 / Matterhorn 01-005", "(the first f)"))
        pdf.content(TaggedMiniPDF.goodContent + "\n/Artifact BMC /Fm Do EMC")
        #expect(try ConformanceChecker.check(pdf: pdf.bytes, profile: .pdfUA1).findings.isEmpty)
        pdf.objects[20] = TaggedMiniPDF.stream("0 0 10 10 re f EMC", "/Type /XObject /Subtype /Form /BBox [0 0 10 10]")
        #expect(try finds(pdf, .tagged, "ISO 32000-1 14.6", "closes no marked-content sequence"))
    }

    @Test("forms drawing forms many times each are scanned to a budget, not to the product of their counts", .timeLimit(.minutes(1)))
    func formFanOut() throws {
        var pdf = TaggedMiniPDF()
        // Form 20 + k draws form 21 + k forty times, ten levels deep: 40^10 scans without a budget.
        pdf.replace(3, "/Resources << /Font << /F1 10 0 R >> >>", with: "/Resources << /Font << /F1 10 0 R >> /XObject << /Fm 20 0 R >> >>")
        for k in 0..<10 {
            let draws = k < 9 ? String(repeating: "/Fm Do ", count: 40) : "0 0 1 1 re f"
            pdf.objects[20 + k] = TaggedMiniPDF.stream(draws, "/Type /XObject /Subtype /Form /BBox [0 0 1 1] /Resources << /XObject << /Fm \(21 + k) 0 R >> >>")
        }
        pdf.content(TaggedMiniPDF.goodContent + "\n/Artifact BMC /Fm Do EMC")
        #expect(try ConformanceChecker.check(pdf: pdf.bytes, profile: .pdfUA1).findings.isEmpty)
    }

    @Test("a form XObject with /StructParents: its MCIDs are its own, referenced through MCRs with /Stm, in the parent tree under its key")
    func taggedForm() throws {
        var pdf = TaggedMiniPDF()
        pdf.replace(3, "/Resources << /Font << /F1 10 0 R >> >>", with: "/Resources << /Font << /F1 10 0 R >> /XObject << /Fm 20 0 R >> >>")
        pdf.objects[20] = TaggedMiniPDF.stream("/P <</MCID 0>> BDC 0 0 10 10 re f EMC", "/Type /XObject /Subtype /Form /BBox [0 0 10 10] /StructParents 2")
        pdf.content(TaggedMiniPDF.goodContent + "\n/Fm Do")
        pdf.replace(12, "/K 1", with: "/K [1 << /Type /MCR /MCID 0 /Stm 20 0 R /Pg 3 0 R >>]")
        pdf.replace(4, "1 14 0 R]", with: "1 14 0 R 2 [12 0 R]]")
        #expect(try ConformanceChecker.check(pdf: pdf.bytes, profile: .pdfUA1).findings.isEmpty)
        pdf.replace(4, "1 14 0 R 2 [12 0 R]]", with: "1 14 0 R 2 [13 0 R]]")
        #expect(try finds(pdf, .tagged, "ISO 32000-1 14.7.4.4", "gives MCID 0 to 13 0 R, the structure tree to 12 0 R"))
    }
}
