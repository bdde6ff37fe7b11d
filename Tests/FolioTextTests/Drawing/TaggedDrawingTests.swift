import Foundation
import FolioGeometry
import FolioGraphics
import FolioPDF
import FolioTestSupport
import FolioText
import Testing

/// Tagged PDF drawn by hand: `beginTag`/`endTag` make a structure tree that poppler reads back
/// in drawing order, artifacts stay out of it, and the document says it is tagged.
@Suite("Tagged drawing: beginTag, endTag, artifacts")
struct TaggedDrawingTests {
    private func tagged(_ body: (GraphicsContext, Font) throws(GraphicsError) -> Void) throws -> String {
        let font = try Fixture.serif
        let format = PDFRendererFormat(compressStreams: false, language: "en-GB")
        let bytes = try PDFRenderer(format: format).pdfBytes { ctx throws(GraphicsError) in try body(ctx, font) }
        let path = try PDFTools.save(bytes, name: "tagged.pdf")
        let check = try PDFTools.qpdfCheck(path)
        #expect(check.ok, "\(check.output)")
        return path
    }

    @Test("headings, paragraphs across two pages, a figure with alt text and a link: the structure tree in drawing order, the header an artifact")
    func structureTree() throws {
        let path = try tagged { ctx, font throws(GraphicsError) in
            try ctx.beginTag(.document)
            try ctx.beginPage()
            try ctx.withArtifact(.pagination) { () throws(GraphicsError) in
                try ctx.draw("Running head", at: Point(x: 72, y: 36), font: font, size: 9)
            }
            try ctx.withTag(.heading1) { () throws(GraphicsError) in
                try ctx.draw("Quarterly report", at: Point(x: 72, y: 72), font: font, size: 18)
            }
            try ctx.beginTag(.paragraph)
            try ctx.draw("Sales rose in every month.", at: Point(x: 72, y: 110), font: font, size: 12)
            try ctx.beginPage()  // the paragraph goes on
            try ctx.draw("They fell in none.", at: Point(x: 72, y: 72), font: font, size: 12)
            try ctx.endTag()
            try ctx.withTag(.figure, properties: StructureAttributes(alternativeText: "A bar chart of sales")) { () throws(GraphicsError) in
                try ctx.fill(Rect(x: 72, y: 100, width: 100, height: 50))
            }
            try ctx.withTag(.link) { () throws(GraphicsError) in
                try ctx.draw("Details", at: Point(x: 72, y: 200), font: font, size: 12)
                try ctx.setURL("https://example.org/report", for: Rect(x: 72, y: 200, width: 40, height: 14))
            }
            try ctx.endTag()
        }
        #expect(try PDFTools.info(path)["Tagged"] == "yes")
        // Document > H1, P (its two pages' text), Figure, Link (its text and its annotation),
        // in the order drawn; the running head, an artifact, is not there.
        let tree = try PDFTools.runChecked("pdfinfo", ["-struct-text", path]).stdout
        let lines = tree.split(separator: "\n").map { String($0.drop { $0 == " " }) }
        #expect(lines == ["Document", "H1 (block)", "\"Quarterly report\"", "P (block)", "\"Sales rose in every month.\"",
                          "\"They fell in none.\"", "Figure", "\"\"", "Link (inline)", "\"Details\"", lines.last ?? ""], "\(tree)")
        #expect(lines.last?.hasPrefix("Object ") == true, "the link's annotation, an object reference: \(tree)")
        // The file's own objects: tagged, the language, one parent-tree entry per page and one for the link.
        let raw = try String(contentsOfFile: path, encoding: .isoLatin1)
        #expect(raw.contains("/MarkInfo <</Marked true>>") || raw.contains("/MarkInfo<</Marked true>>"), "MarkInfo")
        #expect(raw.contains("/Lang (en-GB)"))
        #expect(raw.contains("/ParentTreeNextKey 3"))
        #expect(raw.contains("/Alt (A bar chart of sales)"))
        #expect(raw.contains("/Type /OBJR") || raw.contains("/Type/OBJR"))
        #expect(raw.contains("/StructParent 1"), "the link's key: page 1 took 0 when it ended, page 2 takes 2")
        #expect(raw.contains("/Tabs /S"))
    }

    @Test("marked content nests with q/Q: a tag begun inside a saved state ends before the restore, and the content keeps one MCID per sequence")
    func nestingWithSavedStates() throws {
        let path = try tagged { ctx, font throws(GraphicsError) in
            try ctx.beginPage()
            try ctx.saveGState()
            try ctx.beginTag(.paragraph)
            try ctx.draw("Inside", at: Point(x: 72, y: 72), font: font, size: 12)
            try ctx.restoreGState()  // ends the sequence first
            try ctx.draw("After", at: Point(x: 72, y: 100), font: font, size: 12)
            try ctx.endTag()
        }
        let content = try PDFTools.contentStream(path, page: 1)
        #expect(OperatorNesting.problem(in: content) == nil, "\(OperatorNesting.problem(in: content) ?? "")")
        #expect(content.contains("/P <</MCID 0>> BDC") && content.contains("/P <</MCID 1>> BDC"), "\(content)")
        let tree = try PDFTools.runChecked("pdfinfo", ["-struct-text", path]).stdout
        #expect(tree == "P (block)\n  \"Inside\"\n  \"After\"\n", "\(tree)")
    }

    @Test("misuse is a typed error saying what to do: endTag without a tag, a tag inside an artifact, endArtifact without one")
    func misuse() throws {
        var errors: [String] = []
        _ = try tagged { ctx, _ throws(GraphicsError) in
            try ctx.beginPage()
            do { try ctx.endTag() } catch { errors.append("\(error)") }
            try ctx.beginArtifact()
            do { try ctx.beginTag(.paragraph) } catch { errors.append("\(error)") }
            try ctx.endArtifact()
            do { try ctx.endArtifact() } catch { errors.append("\(error)") }
        }
        #expect(errors.count == 3, "\(errors)")
        #expect(errors.first?.contains("each endTag() needs a beginTag()") == true, "\(errors)")
        #expect(errors.dropFirst().first?.contains("end the artifact first") == true, "\(errors)")
        #expect(errors.last?.contains("each endArtifact() needs a beginArtifact()") == true, "\(errors)")
    }

    @Test("a document without tags is untagged, as before: no structure tree, no marked content")
    func untaggedStaysUntagged() throws {
        let path = try tagged { ctx, font throws(GraphicsError) in
            try ctx.beginPage()
            try ctx.draw("Plain", at: Point(x: 72, y: 72), font: font, size: 12)
        }
        #expect(try PDFTools.info(path)["Tagged"] == "no")
        #expect(!(try PDFTools.contentStream(path, page: 1)).contains("BDC"))
    }

    @Test("auditsAccessibility: a first heading not H1, a skipped level, a figure without alternative text, a table without header cells and a .notdef glyph each make a problem naming the element")
    func accessibilityAudit() throws {
        let font = try Fixture.serif
        var problems: [AccessibilityProblem] = []
        var cleanProblems: [AccessibilityProblem] = []
        _ = try PDFRenderer(format: PDFRendererFormat()).pdfBytes { ctx throws(GraphicsError) in
            ctx.auditsAccessibility = true
            try ctx.beginPage()
            try ctx.withTag(.heading2) { () throws(GraphicsError) in try ctx.draw("Intro", at: Point(x: 72, y: 72), font: font, size: 14) }
            try ctx.withTag(.heading4) { () throws(GraphicsError) in try ctx.draw("Detail", at: Point(x: 72, y: 100), font: font, size: 12) }
            try ctx.withTag(.figure) { () throws(GraphicsError) in try ctx.fill(Rect(x: 72, y: 120, width: 50, height: 50)) }
            try ctx.withTag(.table) { () throws(GraphicsError) in
                try ctx.withTag(.tableRow) { () throws(GraphicsError) in
                    try ctx.withTag(.tableDataCell) { () throws(GraphicsError) in try ctx.draw("1", at: Point(x: 72, y: 200), font: font, size: 12) }
                }
            }
            try ctx.withTag(.paragraph) { () throws(GraphicsError) in
                try ctx.drawGlyphRun([PlacedGlyph(id: 0, cluster: 0, xAdvance: 500)], font: font, size: 12, at: Point(x: 72, y: 240), text: "?")
            }
            problems = ctx.accessibilityProblems
        }
        #expect(problems.map(\.clause) == ["ISO 14289-1 7.4.2 / Matterhorn 14-002", "ISO 14289-1 7.4.2 / Matterhorn 14-003",
                                           "ISO 14289-1 7.3 / Matterhorn 13-004", "ISO 14289-1 7.5", "ISO 14289-1 7.21.8"], "\(problems)")
        #expect(problems[1].message.contains("the 1st H4 follows an H2"), "\(problems[1])")
        #expect(problems[2].message.contains("the 1st Figure"), "\(problems[2])")
        #expect(problems[4].message.hasPrefix("1 glyph(s)"), "\(problems[4])")
        // The same content done right: no problem.
        _ = try PDFRenderer(format: PDFRendererFormat()).pdfBytes { ctx throws(GraphicsError) in
            ctx.auditsAccessibility = true
            try ctx.beginPage()
            try ctx.withTag(.heading1) { () throws(GraphicsError) in try ctx.draw("Intro", at: Point(x: 72, y: 72), font: font, size: 14) }
            try ctx.withTag(.heading2) { () throws(GraphicsError) in try ctx.draw("Detail", at: Point(x: 72, y: 100), font: font, size: 12) }
            try ctx.withTag(.figure, properties: StructureAttributes(alternativeText: "A square")) { () throws(GraphicsError) in
                try ctx.fill(Rect(x: 72, y: 120, width: 50, height: 50))
            }
            try ctx.withTag(.table) { () throws(GraphicsError) in
                try ctx.withTag(.tableRow) { () throws(GraphicsError) in
                    try ctx.withTag(.tableHeaderCell) { () throws(GraphicsError) in try ctx.draw("n", at: Point(x: 72, y: 200), font: font, size: 12) }
                }
            }
            cleanProblems = ctx.accessibilityProblems
        }
        #expect(cleanProblems.isEmpty, "\(cleanProblems)")
    }
}
