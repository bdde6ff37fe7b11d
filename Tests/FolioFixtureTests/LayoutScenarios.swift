import Folio

/// Documents built with FolioLayout, printed on US Letter with 72 pt margins and "Page N of M"
/// in the footer. `Fixtures/layout/<name>/case.json` names one as its `scenario`.
enum LayoutScenario {
    static func pdf(named name: String) throws -> [UInt8]? {
        guard var doc = documents[name] else { return nil }
        doc.style = pinned
        return try doc.pdfBytes(footer: HeaderFooterTemplate(center: "Page {page} of {pages}"), library: library)
    }

    /// Only the fonts under Fixtures/Fonts, so that the pages do not depend on the machine's.
    static let library = FontLibrary(extraDirectories: [FixtureTests.root.appendingPathComponent("Fonts").path], includeSystemFonts: false)

    static let pinned = DocumentStyle().with {
        $0.font = TextFont(family: "DejaVu Serif", size: 11)
        $0.headingFont = TextFont(family: "DejaVu Sans", size: 11, weight: 700)
        $0.monospacedFont = TextFont(family: "DejaVu Sans Mono", size: 9.5)
    }

    static var names: [String] { documents.keys.sorted() }

    private static let sentence = "Folio sets this sentence again and again so that paragraphs have many lines to break."

    private static func paragraph(_ n: Int, tag: String) -> Paragraph {
        Paragraph((0..<n).map { "\(tag)\($0) \(sentence)" }.joined(separator: " "))
    }

    /// Built on each use rather than kept in a static: LeakSanitizer cannot follow the tagged
    /// pointers of a Block held by a global until exit and would report the blocks as leaked.
    static var documents: [String: Document] {
        [
            "nested-lists": Document(title: "Nested lists") {
                Heading("Nested lists of mixed styles")
                List(.decimal) {
                    "First, a numbered item."
                    List.Item {
                        Paragraph("Second, with a lettered list inside:")
                        List(.lowerAlpha) {
                            "lettered one"
                            List.Item {
                                Paragraph("lettered two, with roman numerals:")
                                List(.upperRoman, start: 4) { "four"; "five"; "six" }
                            }
                            "lettered three"
                        }
                    }
                    List.Item(value: 10) { Paragraph("Tenth, numbered by value, with bullets:") }
                    List {
                        "a disc"
                        List.Item { Paragraph("a disc holding circles"); List { "circle"; List.Item { List { "square" } } } }
                    }
                }
                DefinitionList([.init("Term", "Its definition, indented under it."), .init("Another term", "Another definition.")])
                BlockQuote { Paragraph("A quotation, indented on both sides.") }
            },
            "long-table": Document(title: "A 2,000-row table") {
                Heading("Two thousand rows")
                Table(columns: [.init(), .init(), .init(alignment: .right)],
                      headerRows: [TableRow(["Row", "Description", "Amount"])],
                      rows: (1...2000).map { i in
                          TableRow([String(i), i == 37 ? (0..<400).map { "long\($0)" }.joined(separator: " ") : "Item number \(i)",
                                    String(format: "%.2f", Double(i) * 1.5)])
                      },
                      stripeBackground: Color(gray: 0.96), continuedCaption: "(continued)")
            },
            "widows-orphans": Document(title: "Widows and orphans") {
                for k in 0..<9 { paragraph(3 + k % 4, tag: "P\(k).") }
            },
            "headings-kept": Document(title: "Headings kept with the next block") {
                for k in 0..<14 {
                    Heading("Section \(k + 1)", level: 2)
                    paragraph(1 + (k * 5) % 7, tag: "S\(k).")
                }
            },
            "contents": Document(title: "Table of contents") {
                TableOfContents()
                PageBreak()
                for k in 0..<5 {
                    Heading("Chapter \(k + 1)", level: 1)
                    paragraph(8, tag: "C\(k).")
                    Heading("Part \(k + 1).1", level: 2)
                    paragraph(4 + k * 3, tag: "D\(k).")
                }
            },
        ]
    }
}
