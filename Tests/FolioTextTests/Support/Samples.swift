import Testing
import FolioText

/// Text samples in the scripts the issue names, each with the bundled font that shapes it.
struct Sample: CustomTestStringConvertible, Sendable {
    let name: String
    let text: String
    let fontFile: String
    var faceIndex = 0
    /// How many runs itemization makes (scripts change inside the CJK sample: Han, Hiragana, Katakana).
    var runCount = 1

    var testDescription: String { name }

    var font: Font { get throws { try Fixture.font(fontFile, index: faceIndex) } }
    var fontPath: String { Fixture.path(fontFile) }

    static let latin = Sample(name: "Latin with ligatures and kerning", text: "office affine AVA Wave fluffy",
                              fontFile: "DejaVuSerif.ttf")
    static let arabic = Sample(name: "Arabic", text: "مرحبا بالعالم", fontFile: "NotoNaskhArabic-Regular.ttf")
    static let hebrew = Sample(name: "Hebrew", text: "שלום עולם מה שלומך", fontFile: "NotoSansHebrew-Regular.ttf")
    /// Pointed Hebrew: marks positioned on their bases. pdftotext (poppler 22) reads such marks
    /// before their base in right-to-left text whatever the content order, so round trips
    /// of pointed text are checked with MuPDF, which reads the content in order.
    static let pointedHebrew = Sample(name: "Hebrew with points", text: "שָׁלוֹם עוֹלָם", fontFile: "NotoSansHebrew-Regular.ttf")
    /// Arabic with harakat: Naskh draws "اللَّهِ" as one lam-lam-heh ligature with the marks on it.
    static let arabicHarakat = Sample(name: "Arabic with harakat", text: "بِسْمِ اللَّهِ الرَّحْمَٰنِ الرَّحِيمِ",
                                      fontFile: "NotoNaskhArabic-Regular.ttf")
    /// Arabic with lam-alef ligatures (one glyph for two letters, read right to left).
    static let lamAlef = Sample(name: "Arabic lam-alef", text: "السلام عليكم لا إله إلا الله", fontFile: "NotoNaskhArabic-Regular.ttf")
    static let devanagari = Sample(name: "Devanagari conjuncts", text: "नमस्ते दुनिया क्षत्रिय", fontFile: "NotoSansDevanagari-Regular.ttf")
    static let thai = Sample(name: "Thai stacked marks", text: "สวัสดีชาวโลก ที่นี่", fontFile: "NotoSansThai-Regular.ttf")
    static let cjk = Sample(name: "CJK", text: "你好，世界。日本語のテキスト", fontFile: "wqy-microhei.ttc", runCount: 3)
    static let cff = Sample(name: "OpenType CFF", text: "Hello CFF world", fontFile: "FreeSansBold.otf")

    static let all: [Sample] = [latin, arabic, hebrew, devanagari, thai, cjk]
    static let shaping: [Sample] = all + [pointedHebrew, arabicHarakat, lamAlef, cff]
    /// Right-to-left text with marks or ligatures: pdftotext (poppler 22.12) cannot read it
    /// back in logical order whatever the PDF says (see EmbeddingTests.popplerRTLLimits).
    static let rightToLeftWithMarks: [Sample] = [pointedHebrew, arabicHarakat, lamAlef]
}

