/// Font rules PDF/UA-1 and PDF/A share: every font program embedded, and a map from character
/// codes to Unicode. Every font dictionary of the file is checked, used or not.
enum FontRules {
    /// Fonts whose program is embedded nowhere: a Type 1, TrueType or CID font descriptor
    /// without `/FontFile`, `/FontFile2` or `/FontFile3` (Type 3 fonts are their own programs).
    static func embedded(_ c: inout RuleContext, clause: String) {
        for (ref, font) in fonts(c) {
            let subtype = c.doc.name(font["/Subtype"])
            if subtype == "Type3" { continue }
            let described = subtype == "Type0" ? c.doc.array(font["/DescendantFonts"])?.first.flatMap { c.doc.dictionary($0) } : font
            let descriptor = c.doc.dictionary(described?["/FontDescriptor"])
            let program = descriptor.map { d in ["/FontFile", "/FontFile2", "/FontFile3"].contains { d[$0] != nil } } ?? false
            if !program {
                c.add(clause, "the font \(c.doc.name(font["/BaseFont"]) ?? "?") is not embedded (no /FontFile, /FontFile2 or /FontFile3)", ref)
            }
        }
    }

    /// Fonts without `/ToUnicode`, other than simple fonts in a standard encoding, whose codes
    /// map to Unicode through the glyph names.
    static func toUnicode(_ c: inout RuleContext, clause: String) {
        let standard: Set<String> = ["WinAnsiEncoding", "MacRomanEncoding", "StandardEncoding"]
        for (ref, font) in fonts(c) where font["/ToUnicode"] == nil {
            let subtype = c.doc.name(font["/Subtype"])
            let encoding = c.doc.name(font["/Encoding"]) ?? c.doc.name(c.doc.dictionary(font["/Encoding"])?["/BaseEncoding"])
            if subtype != "Type0", subtype != "Type3", let encoding, standard.contains(encoding) { continue }
            c.add(clause, "the font \(c.doc.name(font["/BaseFont"]) ?? "?") has no /ToUnicode map", ref)
        }
    }

    /// The file's font dictionaries other than CID fonts (checked through their Type 0 parent).
    static func fonts(_ c: RuleContext) -> [(String, [String: JSONValue])] {
        c.doc.objects { d in
            guard c.doc.name(d["/Type"]) == "Font", let s = c.doc.name(d["/Subtype"]) else { return false }
            return s != "CIDFontType0" && s != "CIDFontType2"
        }
    }
}
