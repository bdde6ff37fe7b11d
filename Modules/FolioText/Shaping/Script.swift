import CHarfBuzz

/// A Unicode script (ISO 15924), as HarfBuzz names it: the four-letter tag packed in 32 bits.
package struct Script: Sendable, Hashable, CustomStringConvertible {
    /// The ISO 15924 tag as a big-endian 32-bit number (`Latn` = 0x4C61746E).
    package let rawValue: UInt32

    /// A script from its number.
    package init(rawValue: UInt32) { self.rawValue = rawValue }

    /// A script from its four-letter tag ("Latn", "Arab", "Deva").
    package init(_ tag: String) { self.rawValue = HarfBuzzFace.tag(tag) }

    /// The script of a character (the Unicode Script property), from HarfBuzz's default
    /// Unicode functions.
    package init(of scalar: Unicode.Scalar) {
        rawValue = hb_unicode_script(hb_unicode_funcs_get_default(), scalar.value).rawValue
    }

    /// The four-letter tag.
    package var description: String {
        String(decoding: [24, 16, 8, 0].map { UInt8((rawValue >> $0) & 0xFF) }, as: UTF8.self)
    }

    /// Characters shared by many scripts (spaces, punctuation, digits): `Zyyy`.
    package static let common = Script(rawValue: 0x5A797979)  // Zyyy
    /// Combining marks that take the script of their base: `Zinh`.
    package static let inherited = Script(rawValue: 0x5A696E68)  // Zinh
    /// Unassigned or unknown: `Zzzz`.
    package static let unknown = Script(rawValue: 0x5A7A7A7A)  // Zzzz
    /// Latin.
    package static let latin = Script(rawValue: 0x4C61746E)  // Latn
    /// Arabic.
    package static let arabic = Script(rawValue: 0x41726162)  // Arab
    /// Hebrew.
    package static let hebrew = Script(rawValue: 0x48656272)  // Hebr
    /// Devanagari.
    package static let devanagari = Script(rawValue: 0x44657661)  // Deva
    /// Thai.
    package static let thai = Script(rawValue: 0x54686169)  // Thai
    /// Han (CJK ideographs).
    package static let han = Script(rawValue: 0x48616E69)  // Hani

    /// Whether the script takes its neighbours' script (Common or Inherited).
    package var isNeutral: Bool { self == .common || self == .inherited }
}
