import Foundation

/// The machine-checkable rules of PDF/UA-1 (ISO 14289-1) beyond tagged PDF's, each with its
/// Matterhorn Protocol failure condition where the protocol numbers one: identification and
/// metadata, language, alternative text, headings, tables, annotations, fonts.
enum AccessibilityRules {
    static func check(_ c: inout RuleContext) {
        metadata(&c)
        elements(&c)
        annotations(&c)
        FontRules.embedded(&c, clause: "ISO 14289-1 7.21.4.1")
        FontRules.toUnicode(&c, clause: "ISO 14289-1 7.21.7 / Matterhorn 31-027")
    }

    /// The UA identifier, a title shown as the window's title, the document's language.
    static func metadata(_ c: inout RuleContext) {
        if let xmp = c.doc.xmp {
            if xmp.value("pdfuaid:part") != "1" {
                c.add("ISO 14289-1 5 / Matterhorn 06-002", "the XMP metadata does not say pdfuaid:part 1"
                      + (xmp.value("pdfuaid:part").map { " (it says \($0))" } ?? ""), CheckedDocument.reference(c.doc.catalog["/Metadata"]))
            }
            if (xmp.value("dc:title") ?? "").trimmingCharacters(in: .whitespaces).isEmpty {
                c.add("ISO 14289-1 7.1 / Matterhorn 06-003", "the XMP metadata has no dc:title", CheckedDocument.reference(c.doc.catalog["/Metadata"]))
            }
        } else {
            c.add("ISO 14289-1 7.1 / Matterhorn 06-001", "the catalog has no XMP metadata stream (/Metadata)")
        }
        switch c.doc.dictionary(c.doc.catalog["/ViewerPreferences"])?["/DisplayDocTitle"] {
        case .bool(true)?: break
        case nil: c.add("ISO 14289-1 7.1 / Matterhorn 07-001", "/ViewerPreferences has no /DisplayDocTitle")
        default: c.add("ISO 14289-1 7.1 / Matterhorn 07-002", "/ViewerPreferences /DisplayDocTitle is not true")
        }
        if (c.doc.text(c.doc.catalog["/Lang"]) ?? "").isEmpty {
            c.add("ISO 14289-1 7.2 / Matterhorn 11-001", "the catalog has no /Lang, so the language of the text cannot be determined")
        }
    }

    /// Alternative text on figures and formulas, headings without skipped levels, table
    /// headers, notes with unique identifiers.
    static func elements(_ c: inout RuleContext) {
        var previousLevel: Int?
        var usesH = false, usesNumbered = false
        var noteIDs: Set<String> = []
        for e in c.tree.elements {
            let type = c.standardType(of: e)
            let described = !(c.doc.text(e.dictionary["/Alt"]) ?? "").isEmpty || !(c.doc.text(e.dictionary["/ActualText"]) ?? "").isEmpty
            if type == "Figure", !described {
                c.add("ISO 14289-1 7.3 / Matterhorn 13-004", "a Figure without /Alt or /ActualText", e.key)
            }
            if type == "Formula", !described {
                c.add("ISO 14289-1 7.7 / Matterhorn 17-002", "a Formula without /Alt or /ActualText", e.key)
            }
            if type == "H" { usesH = true }
            if let type, type.count == 2, type.hasPrefix("H"), let level = Int(type.dropFirst()), (1...6).contains(level) {
                usesNumbered = true
                if previousLevel == nil, level != 1 {
                    c.add("ISO 14289-1 7.4.2 / Matterhorn 14-002", "the first heading is \(type), not H1", e.key)
                } else if let p = previousLevel, level > p + 1 {
                    c.add("ISO 14289-1 7.4.2 / Matterhorn 14-003", "\(type) follows H\(p): heading levels are skipped", e.key)
                }
                previousLevel = level
            }
            if type == "Table" { table(e, &c) }
            if type == "Note" {
                if let id = c.doc.text(e.dictionary["/ID"]), !id.isEmpty {
                    if !noteIDs.insert(id).inserted {
                        c.add("ISO 14289-1 7.9 / Matterhorn 19-004", "a Note whose /ID (\(id)) another Note has too", e.key)
                    }
                } else {
                    c.add("ISO 14289-1 7.9 / Matterhorn 19-003", "a Note without /ID", e.key)
                }
            }
        }
        if usesH && usesNumbered {
            c.add("ISO 14289-1 7.4 / Matterhorn 14-007", "the document uses both H and H1–H6 headings")
        }
    }

    /// A table has header cells, and without `/Headers` each TH has a `/Scope`.
    static func table(_ table: StructureTree.Element, _ c: inout RuleContext) {
        var headers: [StructureTree.Element] = []
        var usesHeadersAttribute = false
        var work = table.children
        while let key = work.popLast() {
            guard let e = c.tree.element(key) else { continue }
            let type = c.standardType(of: e)
            if type == "Table" { continue }   // a nested table is checked on its own
            if attribute("/Headers", of: e, c) != nil { usesHeadersAttribute = true }
            if type == "TH" { headers.append(e) }
            work.append(contentsOf: e.children)
        }
        if headers.isEmpty {
            c.add("ISO 14289-1 7.5", "a Table without header cells (TH)", table.key, .warning)
        } else if !usesHeadersAttribute {
            for th in headers where attribute("/Scope", of: th, c) == nil {
                c.add("ISO 14289-1 7.5 / Matterhorn 15-003", "a TH without /Scope in a table not organized with /Headers", th.key)
            }
        }
    }

    /// An attribute of an element's `/A` (a dictionary or an array of them, revision numbers
    /// allowed between), or nil.
    static func attribute(_ key: String, of e: StructureTree.Element, _ c: RuleContext) -> JSONValue? {
        let a = c.doc.pdf.resolve(e.dictionary["/A"])
        let dictionaries = a?.array.map { $0.compactMap { c.doc.dictionary($0) } } ?? c.doc.dictionary(a).map { [$0] } ?? []
        return dictionaries.lazy.compactMap { $0[key] }.first
    }

    /// Tab order on pages with annotations, links inside Link elements with a description,
    /// other annotations described.
    static func annotations(_ c: inout RuleContext) {
        for page in c.doc.pdf.pages {
            let annotations = c.doc.array(c.doc.dictionary(.string(page))?["/Annots"]) ?? []
            guard !annotations.isEmpty else { continue }
            switch c.doc.name(c.doc.dictionary(.string(page))?["/Tabs"]) {
            case nil: c.add("ISO 14289-1 7.18.3 / Matterhorn 28-008", "\(c.doc.pageLabel(page)) has annotations but no /Tabs", page)
            case "S": break
            case let other?: c.add("ISO 14289-1 7.18.3 / Matterhorn 28-009", "\(c.doc.pageLabel(page)) has /Tabs /\(other), not /S", page)
            }
            for value in annotations {
                guard let annotation = c.doc.dictionary(value) else { continue }
                let ref = CheckedDocument.reference(value)
                let subtype = c.doc.name(annotation["/Subtype"])
                let flags = c.doc.integer(annotation["/F"]) ?? 0
                if subtype == "Popup" || flags & 2 != 0 { continue }   // hidden annotations are not read
                let contents = c.doc.text(annotation["/Contents"]) ?? ""
                let owner = ref.flatMap { c.tree.objectOwners[$0]?.first }.flatMap { c.tree.element($0) }
                if subtype == "Link" {
                    if owner.map({ c.standardType(of: $0) }) != "Link" {
                        c.add("ISO 14289-1 7.18.5 / Matterhorn 28-011", "a link annotation not nested in a Link structure element", ref)
                    }
                    if contents.isEmpty {
                        c.add("ISO 14289-1 7.18.5 / Matterhorn 28-012", "a link annotation without /Contents describing it", ref)
                    }
                } else if subtype != "Widget" && subtype != "PrinterMark" {
                    if contents.isEmpty, (c.doc.text(owner?.dictionary["/Alt"]) ?? "").isEmpty {
                        c.add("ISO 14289-1 7.18.1 / Matterhorn 28-004", "a \(subtype ?? "?") annotation without /Contents or an /Alt on its element", ref)
                    }
                }
            }
        }
    }
}
