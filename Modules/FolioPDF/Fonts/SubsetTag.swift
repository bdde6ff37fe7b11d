/// The six capital letters before a subset font's name (ISO 32000-1 §9.6.4), derived from
/// the font's name and the glyphs it holds, so the same subset always gets the same tag.
enum SubsetTag {
    static func make(postScriptName: String, glyphs: [UInt32]) -> String {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325  // FNV-1a, 64 bits
        func mix(_ byte: UInt8) {
            h ^= UInt64(byte)
            h = h &* 0x0000_0100_0000_01B3
        }
        for b in postScriptName.utf8 { mix(b) }
        for g in glyphs {
            mix(UInt8(g & 0xFF)); mix(UInt8((g >> 8) & 0xFF)); mix(UInt8((g >> 16) & 0xFF))
        }
        var letters: [UInt8] = []
        for _ in 0..<6 {
            letters.append(0x41 + UInt8(h % 26))
            h /= 26
        }
        return String(decoding: letters, as: UTF8.self)
    }
}
