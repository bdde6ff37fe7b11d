import Foundation

/// The machine-checkable rules of PDF/A-2 and PDF/A-3 (ISO 19005-2, -3) that this checker
/// implements, numbered by clause and test as veraPDF's validation profiles number them.
enum ArchivalRules {
    static func check(_ c: inout RuleContext, part: Int, level: Character) {
        let iso = "ISO 19005-\(part)"
        fileStructure(&c, iso)
        let intent = outputIntent(&c, iso)
        deviceColours(&c, iso, intent: intent)
        transparency(&c, iso, hasIntent: intent != nil)
        FontRules.embedded(&c, clause: "\(iso) 6.2.11.4.1")
        if level != "b" { FontRules.toUnicode(&c, clause: "\(iso) 6.2.11.7.2") }
        annotations(&c, iso)
        actions(&c, iso)
        metadata(&c, iso, part: part, level: level)
        embeddedFiles(&c, iso, part: part)
    }

    /// A file identifier, no encryption (6.1.3).
    static func fileStructure(_ c: inout RuleContext, _ iso: String) {
        if (c.doc.array(c.doc.pdf.trailer["/ID"]) ?? []).isEmpty {
            c.add("\(iso) 6.1.3", "the trailer has no /ID (file identifier)")
        }
        if c.doc.pdf.trailer["/Encrypt"] != nil {
            c.add("\(iso) 6.1.3", "the file is encrypted (/Encrypt in the trailer)")
        }
    }

    /// What the PDF/A output intent's profile describes.
    struct Intent { var colourSpace: String; var profile: String }

    /// The `GTS_PDFA1` output intent: its ICC profile a stream, one profile for all such
    /// intents (6.2.3). Returns the intent's colour space (`RGB `, `CMYK`, `GRAY`).
    static func outputIntent(_ c: inout RuleContext, _ iso: String) -> Intent? {
        var found: Intent?
        for value in c.doc.array(c.doc.catalog["/OutputIntents"]) ?? [] {
            guard let intent = c.doc.dictionary(value), c.doc.name(intent["/S"]) == "GTS_PDFA1" else { continue }
            guard let profile = CheckedDocument.reference(intent["/DestOutputProfile"]),
                  let header = c.doc.pdf.streamData(profile), header.count >= 20 else {
                c.add("\(iso) 6.2.3", "the PDF/A output intent has no ICC profile stream as /DestOutputProfile", CheckedDocument.reference(value))
                continue
            }
            let space = String(decoding: header[16..<20], as: UTF8.self)
            let deviceClass = String(decoding: header[12..<16], as: UTF8.self)
            if deviceClass != "prtr" && deviceClass != "mntr" {
                c.add("\(iso) 6.2.3", "the output intent's ICC profile is of class '\(deviceClass)', not an output (prtr) or monitor (mntr) profile", profile)
            }
            if let f = found, f.profile != profile {
                c.add("\(iso) 6.2.3", "output intents name different profiles (\(f.profile) and \(profile))", profile)
            }
            found = Intent(colourSpace: space, profile: profile)
        }
        return found
    }

    /// Device colour spaces only with an output intent of the same kind (6.2.4.3).
    static func deviceColours(_ c: inout RuleContext, _ iso: String, intent: Intent?) {
        for (page, scan) in c.scans {
            for space in scan.deviceSpaces.sorted() {
                let ok: Bool
                switch space {
                case "DeviceRGB": ok = intent?.colourSpace == "RGB "
                case "DeviceCMYK": ok = intent?.colourSpace == "CMYK"
                default: ok = intent != nil
                }
                if !ok {
                    c.add("\(iso) 6.2.4.3", "\(c.doc.pageLabel(page)) uses \(space) without "
                          + (intent == nil ? "a PDF/A output intent" : "an output intent of that colour space (it is '\(intent!.colourSpace)')")
                          + " or a Default colour space", page)
                }
            }
        }
    }

    /// Without an output intent, a page with transparency declares its group's colour space (6.2.10).
    static func transparency(_ c: inout RuleContext, _ iso: String, hasIntent: Bool) {
        guard !hasIntent else { return }
        for page in c.doc.pdf.pages {
            let group = c.doc.dictionary(c.doc.dictionary(.string(page))?["/Group"])
            let resources = c.doc.dictionary(c.doc.pageEntry(page, "/Resources")) ?? [:]
            var transparent = group.map { c.doc.name($0["/S"]) == "Transparency" } ?? false
            for (_, state) in c.doc.dictionary(resources["/ExtGState"]) ?? [:] {
                guard let s = c.doc.dictionary(state) else { continue }
                if let ca = c.doc.number(s["/ca"]), ca < 1 { transparent = true }
                if let ca = c.doc.number(s["/CA"]), ca < 1 { transparent = true }
                if let mask = s["/SMask"], c.doc.name(mask) != "None" { transparent = true }
            }
            for (_, xobject) in c.doc.dictionary(resources["/XObject"]) ?? [:] where c.doc.dictionary(xobject)?["/SMask"] != nil {
                transparent = true
            }
            if transparent, group?["/CS"] == nil {
                c.add("\(iso) 6.2.10", "\(c.doc.pageLabel(page)) has transparency, no PDF/A output intent, and no /Group with /CS", page)
            }
        }
    }

    /// Annotations carry the print flag and no hiding flag (6.3.2), and an appearance (6.3.3).
    static func annotations(_ c: inout RuleContext, _ iso: String) {
        for page in c.doc.pdf.pages {
            for value in c.doc.array(c.doc.dictionary(.string(page))?["/Annots"]) ?? [] {
                guard let a = c.doc.dictionary(value) else { continue }
                let ref = CheckedDocument.reference(value)
                let subtype = c.doc.name(a["/Subtype"])
                if subtype == "Popup" { continue }
                if let flags = c.doc.integer(a["/F"]) {
                    if flags & 4 == 0 || flags & (1 | 2 | 32 | 256) != 0 {
                        c.add("\(iso) 6.3.2", "a \(subtype ?? "?") annotation's /F \(flags) lacks the Print flag or sets Invisible, Hidden, NoView or ToggleNoView", ref)
                    }
                } else {
                    c.add("\(iso) 6.3.2", "a \(subtype ?? "?") annotation has no /F (flags; Print must be set)", ref)
                }
                let rect = (c.doc.array(a["/Rect"]) ?? []).compactMap { c.doc.number($0) }
                let empty = rect.count == 4 && rect[0] == rect[2] && rect[1] == rect[3]
                if subtype != "Link", !empty, c.doc.dictionary(a["/AP"])?["/N"] == nil {
                    c.add("\(iso) 6.3.3", "a \(subtype ?? "?") annotation without a normal appearance (/AP /N)", ref)
                }
            }
        }
    }

    /// No forbidden action types, no named actions but page turning, no JavaScript, no
    /// additional actions on the catalog or pages (6.5.1, 6.5.2).
    static func actions(_ c: inout RuleContext, _ iso: String) {
        let allowed: Set<String> = ["GoTo", "GoToR", "GoToE", "Thread", "URI", "Named", "SubmitForm"]
        let named: Set<String> = ["NextPage", "PrevPage", "FirstPage", "LastPage"]
        var reported: Set<String> = []
        func check(_ action: [String: JSONValue], in ref: String, _ c: inout RuleContext) {
            // An /A without /S is not an action (a structure element's /A holds attributes).
            guard let type = c.doc.name(action["/S"]) else { return }
            if !allowed.contains(type) {
                if reported.insert("\(ref) \(type)").inserted { c.add("\(iso) 6.5.1", "a \(type) action, which PDF/A forbids", ref) }
            } else if type == "Named", let n = c.doc.name(action["/N"]), !named.contains(n) {
                if reported.insert("\(ref) \(n)").inserted {
                    c.add("\(iso) 6.5.1", "the named action \(n); only NextPage, PrevPage, FirstPage and LastPage are allowed", ref)
                }
            }
        }
        for ref in c.doc.sortedReferences {
            guard let object = c.doc.pdf.objects[ref] else { continue }
            // Every action in the object: a dictionary of /Type /Action, or the value of /A,
            // /OpenAction, /Next or an entry of /AA (followed when referenced).
            var work: [(value: JSONValue, depth: Int, isAction: Bool)] = [(object, 0, false)]
            while let (value, depth, isAction) = work.popLast() {
                switch value {
                case .object(let d):
                    if isAction || c.doc.name(d["/Type"]) == "Action" { check(d, in: ref, &c) }
                    guard depth < 16 else { continue }
                    for (key, v) in d {
                        let actionKey = key == "/A" || key == "/OpenAction" || key == "/Next"
                        if key == "/AA", let triggers = c.doc.dictionary(v) {
                            for (_, t) in triggers { if let a = c.doc.dictionary(t) { check(a, in: ref, &c) } }
                        } else if actionKey, CheckedDocument.reference(v) != nil, let a = c.doc.dictionary(v) {
                            check(a, in: ref, &c)
                        } else if actionKey, case .array(let chain) = v {
                            for a in chain.compactMap({ c.doc.dictionary($0) }) { check(a, in: ref, &c) }
                        } else {
                            work.append((v, depth + 1, actionKey))
                        }
                    }
                case .array(let a):
                    if depth < 16 { for v in a { work.append((v, depth + 1, false)) } }
                default:
                    break
                }
            }
        }
        if c.doc.catalog["/AA"] != nil { c.add("\(iso) 6.5.2", "the catalog has additional actions (/AA)") }
        if c.doc.dictionary(c.doc.catalog["/Names"])?["/JavaScript"] != nil {
            c.add("\(iso) 6.5.1", "the catalog's name dictionary has document JavaScript (/JavaScript)")
        }
        for page in c.doc.pdf.pages where c.doc.dictionary(.string(page))?["/AA"] != nil {
            c.add("\(iso) 6.5.2", "\(c.doc.pageLabel(page)) has additional actions (/AA)", page)
        }
    }

    /// XMP metadata with the PDF/A identification matching the profile (6.6.2.1, 6.6.4), and the
    /// document information dictionary agreeing with it.
    static func metadata(_ c: inout RuleContext, _ iso: String, part: Int, level: Character) {
        let metadataRef = CheckedDocument.reference(c.doc.catalog["/Metadata"])
        guard let xmp = c.doc.xmp else {
            c.add("\(iso) 6.6.2.1", "the catalog has no XMP metadata stream (/Metadata)")
            return
        }
        guard let claimedPart = xmp.value("pdfaid:part") else {
            c.add("\(iso) 6.6.4", "the XMP metadata has no PDF/A identification (pdfaid:part)", metadataRef)
            return
        }
        if claimedPart != String(part) {
            c.add("\(iso) 6.6.4", "the XMP metadata says pdfaid:part \(claimedPart), not \(part)", metadataRef)
        }
        let conformance = xmp.value("pdfaid:conformance") ?? ""
        if conformance.uppercased() != String(level).uppercased() || conformance.isEmpty {
            c.add("\(iso) 6.6.4", "the XMP metadata says pdfaid:conformance \(conformance.isEmpty ? "nothing" : conformance), not \(String(level).uppercased())", metadataRef)
        }
        InformationConsistency.check(&c, xmp: xmp, metadata: metadataRef)
    }

    /// Embedded files: PDF/A-2 only PDF/A files; PDF/A-3 any, each with a MIME type, an
    /// `/AFRelationship` and associated with the document or a part of it (6.8).
    static func embeddedFiles(_ c: inout RuleContext, _ iso: String, part: Int) {
        var associated: Set<String> = []
        for (_, object) in c.doc.pdf.objects {
            for value in c.doc.array(object["/AF"]) ?? [] { if let r = CheckedDocument.reference(value) { associated.insert(r) } }
        }
        for value in c.doc.array(c.doc.catalog["/AF"]) ?? [] { if let r = CheckedDocument.reference(value) { associated.insert(r) } }
        for (ref, spec) in c.doc.objects(where: { $0["/EF"] != nil }) {
            if spec["/F"] == nil || spec["/UF"] == nil {
                c.add("\(iso) 6.8", "the embedded file's specification lacks /F or /UF", ref)
            }
            let file = c.doc.dictionary(c.doc.dictionary(spec["/EF"])?["/F"]) ?? c.doc.dictionary(c.doc.dictionary(spec["/EF"])?["/UF"])
            let fileRef = CheckedDocument.reference(c.doc.dictionary(spec["/EF"])?["/F"])
            if part == 2 {
                let data = fileRef.flatMap { c.doc.pdf.streamData($0) } ?? []
                let isPDFA = data.starts(with: Array("%PDF-".utf8)) && XMPProperties(data).text.contains("pdfaid:part")
                if !isPDFA {
                    c.add("\(iso) 6.8", "an embedded file that is not a PDF/A file (PDF/A-2 allows only those)", ref)
                }
            } else {
                if (file.flatMap { c.doc.name($0["/Subtype"]) } ?? "").isEmpty {
                    c.add("\(iso) 6.8", "the embedded file stream has no /Subtype (MIME type)", fileRef ?? ref)
                }
                if spec["/AFRelationship"] == nil {
                    c.add("\(iso) 6.8", "the embedded file's specification has no /AFRelationship", ref)
                }
                if !associated.contains(ref) {
                    c.add("\(iso) 6.8", "the embedded file is not associated (listed in an /AF array) with the document or a part of it", ref)
                }
            }
        }
    }
}
