import FolioGeometry

/// What the writer does for PDF/A (ISO 19005-2 and -3) while objects go out: it notes which
/// objects bring transparency (so that the pages using them get a transparency group), refuses
/// what the sRGB output intent cannot carry (DeviceCMYK), repairs what can be repaired
/// (annotations' print flag) and refuses the rest with ``PDFError/nonConforming(_:)``.
struct PDFARules {
    let level: PDFALevel
    /// Objects that are transparent or draw with transparency (by object number).
    private var transparent: Set<Int> = []

    init(level: PDFALevel) { self.level = level }

    /// The blending colour space of pages with transparency: the output intent's.
    static let pageGroup: PDFDictionary = ["Type": .name("Group"), "S": .name("Transparency"), "CS": .name("DeviceRGB")]

    /// Looks at an indirect object about to be written: refuses DeviceCMYK, and notes whether
    /// it brings transparency.
    mutating func inspect(_ ref: ObjectRef, _ dict: PDFDictionary) throws(PDFError) {
        for key in ["ColorSpace", "CS"] as [PDFName] {
            if let space = dict[key], Self.namesDeviceCMYK(space) {
                throw .nonConforming(.deviceCMYK(Self.describe(ref, dict), level: level))
            }
        }
        if isTransparent(dict) { transparent.insert(ref.number) }
    }

    /// A page's `/Group`, when its resources draw with transparency.
    func pageGroup(resources: PDFDictionary) -> PDFDictionary? {
        uses(.dictionary(resources)) ? Self.pageGroup : nil
    }

    /// An annotation made ready for PDF/A: the print flag set when no flags were given; refused
    /// when hidden, when it runs a forbidden action, or when it needs an appearance it lacks.
    func prepare(_ annotation: inout PDFDictionary, onPage page: Int) throws(PDFError) {
        let subtype: String
        if case .name(let n)? = annotation["Subtype"] { subtype = n.value } else { subtype = "?" }
        let what = "a \(subtype) annotation on page \(page)"
        switch annotation["F"] {
        case nil: annotation["F"] = .integer(4)  // Print
        case .integer(let f)? where f & 4 != 0 && f & (1 | 2 | 32 | 256) == 0: break
        default:
            throw violation("6.3.2", object: what, requirement: "annotations must print and must not be hidden (flags: Print set; Hidden, Invisible, NoView, ToggleNoView clear)",
                            remedy: "leave /F out (Folio then sets Print) or set it to 4")
        }
        // Links and popups are exempt from the appearance requirement (§6.3.3); others need one.
        if !["Link", "Popup"].contains(subtype), annotation["AP"] == nil {
            throw violation("6.3.3", object: what, requirement: "every annotation but a link or a popup needs an appearance stream (/AP /N)",
                            remedy: "give it an appearance stream, or use a link")
        }
        if annotation["AA"] != nil {
            throw violation("6.5.2", object: what, requirement: "additional actions (/AA) are not allowed",
                            remedy: "remove /AA; a link's /A may go to a page or open a URI")
        }
        if case .dictionary(let action)? = annotation["A"], case .name(let s)? = action["S"],
           !["GoTo", "GoToR", "GoToE", "Thread", "URI", "SubmitForm"].contains(s.value) {
            throw violation("6.5.1", object: what, requirement: "the \(s.value) action is not allowed (no JavaScript, Launch, media or form-reset actions)",
                            remedy: "use a link to a page (GoTo) or a URI")
        }
    }

    /// Refuses a page whose size PDF/A does not allow.
    func check(mediaBox box: Rect, page: Int) throws(PDFError) {
        let ok = (3...14_400).contains(box.width) && (3...14_400).contains(box.height)
        guard !ok else { return }
        throw violation("6.1.13", object: "page \(page), \(box.width) × \(box.height) pt",
                        requirement: "every page side must be between 3 and 14 400 points (200 inches)",
                        remedy: "use a page of that size (scale the content down if need be)")
    }

    /// Refuses an attachment that PDF/A-2 does not allow: anything but a PDF/A file.
    func check(_ attachment: PDFAttachment) throws(PDFError) {
        guard !level.allowsAnyAttachment, !attachment.claimsPDFA else { return }
        throw violation("6.8", object: "the attachment \(attachment.fileName)",
                        requirement: "PDF/A-2 allows only PDF/A files as attachments",
                        remedy: "write PDF/A-3 instead (--pdf-a 3b), which allows files of any kind, or attach a PDF/A file")
    }

    /// Refuses .notdef, which PDF/A-2 and -3 forbid in any text (§6.2.11.8): characters no font
    /// had were drawn with `font`'s (`text`, when known, is the first of them).
    func checkNotdef(font: String, text: String?) throws(PDFError) {
        let which = text.map { " (first: \($0.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")))" } ?? ""
        throw violation("6.2.11.8", object: "text in the font \(font)", requirement: "characters the fonts lack\(which) were drawn as .notdef, which PDF/A forbids",
                        remedy: "install a font that has them (fontconfig falls back to it), or leave them out")
    }

    /// Refuses a document that level A (or PDF/UA) needs tagged and is not.
    static func checkTagging(_ conformance: Set<PDFConformance>, tagged: Bool) throws(PDFError) {
        guard !tagged, let standard = conformance.first(where: \.requiresTagging) else { return }
        let clause = standard.pdfALevel.map { "\($0.standard) §6.7.3" } ?? "ISO 14289-1 §7.1"
        throw .nonConforming(ConformanceViolation(
            standard: standard.name, clause: clause, object: "the document",
            requirement: "it must be tagged (a structure tree of its content), and it has no structure element",
            remedy: "turn tagging on (PrintInfo.isTagged, folio --tagged), or ask for level b or u"))
    }

    // MARK: Looking at objects

    private func violation(_ clause: String, object: String, requirement: String, remedy: String) -> PDFError {
        .nonConforming(ConformanceViolation(standard: level.name, clause: "\(level.standard) §\(clause)", object: object,
                                            requirement: requirement, remedy: remedy))
    }

    /// Whether the object is, or reaches (by direct values or references noted so far), something
    /// transparent.
    private func uses(_ object: PDFObject) -> Bool {
        switch object {
        case .reference(let r): return transparent.contains(r.number)
        case .dictionary(let d): return isTransparent(d)
        case .array(let items): return items.contains { uses($0) }
        default: return false
        }
    }

    /// Constant alpha below 1, a soft mask, a blend mode other than Normal, a transparency
    /// group, or anything of these among its values.
    private func isTransparent(_ d: PDFDictionary) -> Bool {
        for (key, value) in d.entries {
            switch (key.value, value) {
            case ("ca", .real(let a)), ("CA", .real(let a)): if a < 1 { return true }
            case ("ca", .integer(let a)), ("CA", .integer(let a)): if a < 1 { return true }
            case ("SMask", .name(let n)): if n.value != "None" { return true }
            case ("SMask", _): return true
            case ("SMaskInData", .integer(let n)): if n != 0 { return true }
            case ("BM", .name(let n)): if n.value != "Normal" && n.value != "Compatible" { return true }
            case ("Group", .dictionary(let g)): if g["S"] == .name("Transparency") { return true }
            case (_, .reference), (_, .dictionary), (_, .array): if uses(value) { return true }
            default: break
            }
        }
        return false
    }

    static func namesDeviceCMYK(_ space: PDFObject) -> Bool {
        switch space {
        case .name(let n): return n.value == "DeviceCMYK"
        case .array(let items): return items.contains { namesDeviceCMYK($0) }
        default: return false
        }
    }

    /// An object as an error names it.
    static func describe(_ ref: ObjectRef, _ d: PDFDictionary) -> String {
        if d["Subtype"] == .name("Image"), case .integer(let w)? = d["Width"], case .integer(let h)? = d["Height"] {
            return "a CMYK image of \(w) × \(h) pixels (object \(ref.number))"
        }
        if d["ShadingType"] != nil { return "a CMYK gradient (object \(ref.number))" }
        return "a CMYK colour space in object \(ref.number)"
    }
}
