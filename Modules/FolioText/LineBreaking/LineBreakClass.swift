// The Line_Break property values of UAX #14 (Unicode 15.0).

/// A value of the Unicode Line_Break property (UAX #14, Unicode 15.0, Table 1).
///
/// The raw values are the numbers used in the generated `LineBreakTable`; do not reorder
/// the cases without regenerating it (`Tools/generate/linebreak` uses the same order).
package enum LineBreakClass: UInt8, Sendable, CaseIterable {
    /// BK, Mandatory_Break: form feed, line tabulation, LINE SEPARATOR, PARAGRAPH SEPARATOR.
    case mandatoryBreak = 0
    /// CR, Carriage_Return.
    case carriageReturn
    /// LF, Line_Feed.
    case lineFeed
    /// CM, Combining_Mark: combining marks and most control characters.
    case combiningMark
    /// NL, Next_Line: U+0085.
    case nextLine
    /// SG, Surrogate: a lone UTF-16 surrogate code unit (treated as AL by LB1).
    case surrogate
    /// WJ, Word_Joiner: WORD JOINER and ZERO WIDTH NO-BREAK SPACE.
    case wordJoiner
    /// ZW, ZWSpace: ZERO WIDTH SPACE.
    case zeroWidthSpace
    /// GL, Glue: non-breaking characters such as NO-BREAK SPACE.
    case glue
    /// SP, Space.
    case space
    /// ZWJ, Zero_Width_Joiner.
    case zeroWidthJoiner
    /// B2, Break_Opportunity_Before_And_After: EM DASH and similar.
    case breakBoth
    /// BA, Break_After: most spaces other than SPACE, hyphens that allow a break after them.
    case breakAfter
    /// BB, Break_Before: characters that allow a break before them.
    case breakBefore
    /// HY, Hyphen: HYPHEN-MINUS.
    case hyphen
    /// CB, Contingent_Break: object replacement (needs information from outside the text;
    /// Folio breaks around it).
    case contingentBreak
    /// CL, Close_Punctuation.
    case closePunctuation
    /// CP, Close_Parenthesis.
    case closeParenthesis
    /// EX, Exclamation: exclamation and interrogation marks.
    case exclamation
    /// IN, Inseparable: leaders such as the ellipsis.
    case inseparable
    /// NS, Nonstarter: characters that may not start a line (small kana, iteration marks).
    case nonstarter
    /// OP, Open_Punctuation.
    case openPunctuation
    /// QU, Quotation: ambiguous quotation marks.
    case quotation
    /// IS, Infix_Numeric_Separator: comma, full stop, colon, semicolon.
    case infixNumericSeparator
    /// NU, Numeric: digits.
    case numeric
    /// PO, Postfix_Numeric: percent and similar.
    case postfixNumeric
    /// PR, Prefix_Numeric: currency symbols and similar.
    case prefixNumeric
    /// SY, Break_Symbols: SOLIDUS, which allows a break after it but not before a digit.
    case breakSymbols
    /// AI, Ambiguous: resolved to AL (LB1).
    case ambiguous
    /// AL, Alphabetic: letters and ordinary symbols.
    case alphabetic
    /// CJ, Conditional_Japanese_Starter: resolved to NS, strict breaking (LB1).
    case conditionalJapaneseStarter
    /// EB, E_Base: emoji that take skin-tone modifiers.
    case emojiBase
    /// EM, E_Modifier: the skin-tone modifiers.
    case emojiModifier
    /// H2, Hangul LV syllable.
    case hangulLVSyllable
    /// H3, Hangul LVT syllable.
    case hangulLVTSyllable
    /// HL, Hebrew_Letter.
    case hebrewLetter
    /// ID, Ideographic: CJK ideographs, kana, most emoji.
    case ideographic
    /// JL, Hangul leading jamo.
    case hangulLJamo
    /// JV, Hangul vowel jamo.
    case hangulVJamo
    /// JT, Hangul trailing jamo.
    case hangulTJamo
    /// RI, Regional_Indicator.
    case regionalIndicator
    /// SA, Complex_Context: South East Asian scripts (Thai, Lao, Khmer, Myanmar...). Folio
    /// resolves it per LB1 to CM (for marks) or AL, with no dictionary breaking.
    case complexContext
    /// XX, Unknown: unassigned and private-use code points (treated as AL by LB1).
    case unknown

    /// The two- or three-letter property value alias used by the Unicode data files, such as
    /// `"AL"` or `"ZWJ"`.
    package var shortName: String {
        switch self {
        case .mandatoryBreak: "BK"
        case .carriageReturn: "CR"
        case .lineFeed: "LF"
        case .combiningMark: "CM"
        case .nextLine: "NL"
        case .surrogate: "SG"
        case .wordJoiner: "WJ"
        case .zeroWidthSpace: "ZW"
        case .glue: "GL"
        case .space: "SP"
        case .zeroWidthJoiner: "ZWJ"
        case .breakBoth: "B2"
        case .breakAfter: "BA"
        case .breakBefore: "BB"
        case .hyphen: "HY"
        case .contingentBreak: "CB"
        case .closePunctuation: "CL"
        case .closeParenthesis: "CP"
        case .exclamation: "EX"
        case .inseparable: "IN"
        case .nonstarter: "NS"
        case .openPunctuation: "OP"
        case .quotation: "QU"
        case .infixNumericSeparator: "IS"
        case .numeric: "NU"
        case .postfixNumeric: "PO"
        case .prefixNumeric: "PR"
        case .breakSymbols: "SY"
        case .ambiguous: "AI"
        case .alphabetic: "AL"
        case .conditionalJapaneseStarter: "CJ"
        case .emojiBase: "EB"
        case .emojiModifier: "EM"
        case .hangulLVSyllable: "H2"
        case .hangulLVTSyllable: "H3"
        case .hebrewLetter: "HL"
        case .ideographic: "ID"
        case .hangulLJamo: "JL"
        case .hangulVJamo: "JV"
        case .hangulTJamo: "JT"
        case .regionalIndicator: "RI"
        case .complexContext: "SA"
        case .unknown: "XX"
        }
    }

    /// The Line_Break property of a scalar, as listed in the Unicode data (before the
    /// resolution of AI, SA, XX, SG and CJ that rule LB1 performs).
    package init(_ scalar: Unicode.Scalar) {
        self.init(codePoint: scalar.value)
    }

    /// The Line_Break property of a code point, including lone surrogates (SG); code points
    /// above U+10FFFF are `.unknown`.
    package init(codePoint: UInt32) {
        self = .fromTableBits(LineBreakTable.entry(codePoint))
    }

    /// The class in the low bits of a `LineBreakTable` entry, without the range checks of
    /// `init(rawValue:)` (an out-of-range value, impossible in a generated table, gives
    /// `.unknown`).
    @inline(__always)
    static func fromTableBits(_ entry: UInt8) -> LineBreakClass {
        unsafeBitCast(Swift.min(entry & LineBreakTable.classMask, LineBreakClass.unknown.rawValue), to: LineBreakClass.self)
    }
}

extension LineBreakTable: TwoStageTable {
    /// Mask for the class bits of an entry.
    static let classMask: UInt8 = 0x3F
    /// Bit 6: OP/CP with East_Asian_Width F, W or H; SA with General_Category Mn or Mc.
    static let qualifierBit: UInt8 = 0x40
    /// Bit 7: unassigned Extended_Pictographic code point.
    static let extendedPictographicUnassignedBit: UInt8 = 0x80
    /// Values past U+10FFFF are `.unknown`.
    static var entryPastUnicode: UInt8 { LineBreakClass.unknown.rawValue }
}
