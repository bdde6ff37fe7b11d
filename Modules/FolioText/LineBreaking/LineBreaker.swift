// UAX #14, the Unicode Line Breaking Algorithm, for Unicode 15.0 (revision 49).

/// Finds line break opportunities with the Unicode Line Breaking Algorithm (UAX #14,
/// Unicode 15.0), applying rules LB1–LB31 as the official `LineBreakTest.txt` expects them.
///
/// Tailorings and resolutions (exactly those that `LineBreakTest.txt` assumes):
/// - Numbers follow the regular-expression tailoring of UAX #14 §8.2, example 7 (LB13 and
///   LB25), so `$(12.35)` and `-3` hold together.
/// - LB1: AI, SG and XX resolve to AL; CJ to NS (strict breaking of small kana);
///   SA (Thai, Lao, Khmer, Myanmar, Tai Tham, ...) to CM for combining marks and AL otherwise.
///   There is no dictionary breaking, so **text in these scripts written without spaces gets
///   no break opportunities inside a run of words**; it breaks only at spaces and punctuation
///   (or, if a run does not fit, at grapheme boundaries through `GraphemeBreaker`).
/// - CB (object replacement) breaks on both sides (LB20).
///
/// The result (``BoundaryScanner/boundaries(in:)`` and the other entry points) never
/// contains offset 0 (LB2) and, for non-empty text, always ends with a mandatory break at the
/// text's UTF-16 length (LB3). Unpaired surrogates in UTF-16 input are treated as class SG
/// (so as AL).
package enum LineBreaker: BoundaryScanner {
    /// The Unicode version of the property tables and rules.
    package static var unicodeVersion: String { LineBreakTable.unicodeVersion }

    /// Appends the break opportunities of the whole of `source` to `result`.
    package static func scan<Source: LineBreakCodePointSource>(_ source: inout Source, into result: inout [BreakOpportunity]) {
        LineBreakStateMachine.scan(&source, into: &result)
    }

    /// The Line_Break class that the rules use for a scalar, after LB1: AI, SG and XX become
    /// AL, SA becomes CM (combining marks) or AL, CJ becomes NS. (CM and ZWJ stay as they are
    /// here; what LB9 and LB10 make of them depends on the character before.)
    package static func resolvedClass(of scalar: Unicode.Scalar) -> LineBreakClass {
        LineBreakStateMachine.resolve(LineBreakTable.entry(scalar.value))
    }
}

// MARK: - The rules

/// Short names for the classes, so that the rules below read like UAX #14.
private extension LineBreakClass {
    @inline(__always) static var BK: Self { .mandatoryBreak }
    @inline(__always) static var CR: Self { .carriageReturn }
    @inline(__always) static var LF: Self { .lineFeed }
    @inline(__always) static var CM: Self { .combiningMark }
    @inline(__always) static var NL: Self { .nextLine }
    @inline(__always) static var WJ: Self { .wordJoiner }
    @inline(__always) static var ZW: Self { .zeroWidthSpace }
    @inline(__always) static var GL: Self { .glue }
    @inline(__always) static var SP: Self { .space }
    @inline(__always) static var ZWJ: Self { .zeroWidthJoiner }
    @inline(__always) static var B2: Self { .breakBoth }
    @inline(__always) static var BA: Self { .breakAfter }
    @inline(__always) static var BB: Self { .breakBefore }
    @inline(__always) static var HY: Self { .hyphen }
    @inline(__always) static var CB: Self { .contingentBreak }
    @inline(__always) static var CL: Self { .closePunctuation }
    @inline(__always) static var CP: Self { .closeParenthesis }
    @inline(__always) static var EX: Self { .exclamation }
    @inline(__always) static var IN: Self { .inseparable }
    @inline(__always) static var NS: Self { .nonstarter }
    @inline(__always) static var OP: Self { .openPunctuation }
    @inline(__always) static var QU: Self { .quotation }
    @inline(__always) static var IS: Self { .infixNumericSeparator }
    @inline(__always) static var NU: Self { .numeric }
    @inline(__always) static var PO: Self { .postfixNumeric }
    @inline(__always) static var PR: Self { .prefixNumeric }
    @inline(__always) static var SY: Self { .breakSymbols }
    @inline(__always) static var AL: Self { .alphabetic }
    @inline(__always) static var EB: Self { .emojiBase }
    @inline(__always) static var EM: Self { .emojiModifier }
    @inline(__always) static var H2: Self { .hangulLVSyllable }
    @inline(__always) static var H3: Self { .hangulLVTSyllable }
    @inline(__always) static var HL: Self { .hebrewLetter }
    @inline(__always) static var ID: Self { .ideographic }
    @inline(__always) static var JL: Self { .hangulLJamo }
    @inline(__always) static var JV: Self { .hangulVJamo }
    @inline(__always) static var JT: Self { .hangulTJamo }
    @inline(__always) static var RI: Self { .regionalIndicator }

    /// This class as a bit of a `UInt64` set of classes.
    @inline(__always) var bit: UInt64 { 1 &<< UInt64(rawValue) }

    /// Membership in a set of classes, tested with one mask operation.
    @inline(__always) func isOne(of a: Self, _ b: Self) -> Bool { bit & (a.bit | b.bit) != 0 }
    /// Membership in a set of classes, tested with one mask operation.
    @inline(__always) func isOne(of a: Self, _ b: Self, _ c: Self) -> Bool {
        bit & (a.bit | b.bit | c.bit) != 0
    }
    /// Membership in a set of classes, tested with one mask operation.
    @inline(__always) func isOne(of a: Self, _ b: Self, _ c: Self, _ d: Self) -> Bool {
        bit & (a.bit | b.bit | c.bit | d.bit) != 0
    }
    /// Membership in a set of classes, tested with one mask operation.
    @inline(__always) func isOne(of a: Self, _ b: Self, _ c: Self, _ d: Self, _ e: Self) -> Bool {
        bit & (a.bit | b.bit | c.bit | d.bit | e.bit) != 0
    }
    /// Membership in a set of classes, tested with one mask operation.
    @inline(__always) func isOne(of a: Self, _ b: Self, _ c: Self, _ d: Self, _ e: Self, _ f: Self) -> Bool {
        bit & (a.bit | b.bit | c.bit | d.bit | e.bit | f.bit) != 0
    }

    /// AL or HL, the "letters" of LB23, LB24, LB28 and LB29.
    @inline(__always) var isLetter: Bool { isOne(of: .AL, .HL) }
    /// A Korean jamo or syllable (LB27).
    @inline(__always) var isHangul: Bool { isOne(of: .JL, .JV, .JT, .H2, .H3) }
}

/// The outcome at one position between two characters.
private enum LineBreakDecision {
    /// ×: no break.
    case prohibited
    /// ÷: a break is allowed.
    case allowed
    /// !: a break is required.
    case mandatory
    /// LB25 `(PR | PO) × OP NU`: no break if the next unit is NU, otherwise allowed.
    case allowedUnlessNumberFollows
}

/// UAX #14 as a left-to-right state machine over code points. It keeps just enough context
/// (the previous unit, the one before it, the class before a run of spaces, whether the
/// previous units form a number, the parity of a run of regional indicators) for every rule,
/// so it needs no lookbehind into the text and allocates nothing per character.
///
/// "Unit" is a character together with the combining marks and ZWJs that LB9 attaches to it.
struct LineBreakStateMachine {
    private let table: TableLookup<LineBreakTable>

    private var started = false
    /// Class of the previous unit, after LB1 and LB10.
    private var previous = LineBreakClass.BK
    /// Table entry of the previous unit's first character (for the LB30 and LB30b flags).
    private var previousEntry: UInt8 = 0
    /// Class of the unit before `previous` (LB21a).
    private var beforePrevious = LineBreakClass.BK
    /// When `previous` is SP: the class of the unit before the run of spaces (LB8, LB14–LB17).
    private var beforeSpaces = LineBreakClass.BK
    /// The last character was a ZWJ (LB8a).
    private var afterZWJ = false
    /// LB25: 1 after `NU (NU | SY | IS)*`, 2 after `NU (NU | SY | IS)* (CL | CP)`, else 0.
    private var numberState: UInt8 = 0
    /// `previous` ends a run of an odd number of regional indicators (LB30a).
    private var oddRegionalIndicators = false
    /// Offset of an `allowedUnlessNumberFollows` break waiting for the next unit.
    private var pendingOffset = -1

    private init(table: TableLookup<LineBreakTable>) {
        self.table = table
    }

    /// Appends the break opportunities of the whole of `source` to `result`.
    static func scan<Source: LineBreakCodePointSource>(
        _ source: inout Source, into result: inout [BreakOpportunity]
    ) {
        TableLookup<LineBreakTable>.with { table in
            var machine = LineBreakStateMachine(table: table)
            LineBreakBatch.collect(into: &result) { batch in
                while let (codePoint, offset) = source.next() {
                    machine.consume(codePoint, at: offset, into: &batch)
                    // Letter after letter (LB28) allows no break and changes nothing but
                    // the previous unit's table entry: a run of ASCII letters is read at once.
                    if machine.followsLetter, let last = source.skipASCIILetters() {
                        machine.skippedLetters(ending: last)
                    }
                }
                machine.finish(at: source.utf16Offset, into: &batch)
            }
        }
    }

    /// Whether the next unit, if it is an ASCII letter, changes only `previousEntry`: the
    /// previous unit is a letter (AL) with no ZWJ after it and no break waits for the next unit.
    @inline(__always)
    var followsLetter: Bool { previous == .AL && !afterZWJ && pendingOffset < 0 }

    /// Takes a run of ASCII letters read past while ``followsLetter`` held, as `consume` would
    /// take each of them: AL after AL allows no break, and `push` makes `beforePrevious` AL,
    /// keeps `previous` AL, takes the letter's table entry and leaves the rest as it was (the
    /// number state and regional-indicator parity were reset by the AL before).
    @inline(__always)
    mutating func skippedLetters(ending last: UInt32) {
        beforePrevious = .AL
        previousEntry = table[last]
    }

    /// LB1: resolves AI, SG, XX, SA and CJ.
    @inline(__always)
    static func resolve(_ entry: UInt8) -> LineBreakClass {
        let raw = LineBreakClass.fromTableBits(entry)
        // The classes that LB1 resolves are rare: one mask test keeps the common path short.
        guard raw.isOne(of: .ambiguous, .surrogate, .unknown, .complexContext, .conditionalJapaneseStarter)
        else { return raw }
        switch raw {
        case .ambiguous, .surrogate, .unknown:
            return .AL
        case .complexContext:
            return entry & LineBreakTable.qualifierBit != 0 ? .CM : .AL
        case .conditionalJapaneseStarter:
            return .NS
        default:
            return raw
        }
    }

    @inline(__always)
    private mutating func consume(_ codePoint: UInt32, at offset: Int, into result: inout LineBreakBatch<BreakOpportunity>) {
        let entry = table[codePoint]
        var current = Self.resolve(entry)
        let isZWJ = current == .ZWJ

        guard started else {
            // LB2: never break at the start of text. LB10: a leading CM or ZWJ is AL.
            started = true
            if current == .CM || isZWJ { current = .AL }
            afterZWJ = isZWJ
            push(current, entry)
            return
        }

        if current.isOne(of: .CM, .ZWJ) {
            if previous.isOne(of: .BK, .CR, .LF, .NL, .SP, .ZW) {
                // LB10: a mark with nothing to attach to is AL.
                current = .AL
            } else {
                // LB9: X (CM | ZWJ)* is treated as X; no rule before LB9 can break here
                // (LB4–LB8 need a previous BK, CR, LF, NL, SP or ZW).
                afterZWJ = isZWJ
                return
            }
        }

        if pendingOffset >= 0 {
            if current != .NU { result.append(BreakOpportunity(offset: pendingOffset, isMandatory: false)) }
            pendingOffset = -1
        }

        // Fast paths for the commonest pairs of running text, each the outcome the rules in
        // `decide` give: letter after letter (LB28), a space after anything but a hard break
        // (LB7), a letter after spaces (LB18, or LB14 after an opening bracket).
        let decision: LineBreakDecision
        if current == .AL && previous == .AL && !afterZWJ {
            decision = .prohibited
        } else if current == .SP && !previous.isOne(of: .BK, .CR, .LF, .NL) {
            decision = .prohibited
        } else if current == .AL && previous == .SP {
            decision = beforeSpaces == .OP ? .prohibited : .allowed
        } else {
            decision = decide(current, entry)
        }
        switch decision {
        case .prohibited:
            break
        case .allowed:
            result.append(BreakOpportunity(offset: offset, isMandatory: false))
        case .mandatory:
            result.append(BreakOpportunity(offset: offset, isMandatory: true))
        case .allowedUnlessNumberFollows:
            pendingOffset = offset
        }
        afterZWJ = isZWJ
        push(current, entry)
    }

    @inline(__always)
    private mutating func finish(at offset: Int, into result: inout LineBreakBatch<BreakOpportunity>) {
        guard started else { return }
        if pendingOffset >= 0 {
            result.append(BreakOpportunity(offset: pendingOffset, isMandatory: false))
            pendingOffset = -1
        }
        // LB3: always break at the end of text.
        result.append(BreakOpportunity(offset: offset, isMandatory: true))
    }

    /// Makes `current` the previous unit.
    @inline(__always)
    private mutating func push(_ current: LineBreakClass, _ entry: UInt8) {
        if current == .SP && previous != .SP { beforeSpaces = previous }
        if current == .NU {
            numberState = 1
        } else if numberState == 1 && current.isOne(of: .SY, .IS, .CL, .CP) {
            numberState = current.isOne(of: .SY, .IS) ? 1 : 2
        } else {
            numberState = 0
        }
        oddRegionalIndicators = current == .RI && !(previous == .RI && oddRegionalIndicators)
        beforePrevious = previous
        previous = current
        previousEntry = entry
    }

    /// The rules LB4–LB31 for the position between the previous unit and `b`, a character
    /// that starts a new unit (LB9 and LB10 already applied).
    @inline(__always)
    private func decide(_ b: LineBreakClass, _ bEntry: UInt8) -> LineBreakDecision {
        let a = previous
        // LB4: BK !   LB5: CR × LF, CR !, LF !, NL !
        if a.isOne(of: .BK, .CR, .LF, .NL) {
            return a == .CR && b == .LF ? .prohibited : .mandatory
        }
        // LB6: × (BK | CR | LF | NL)   LB7: × SP, × ZW
        if b.isOne(of: .BK, .CR, .LF, .NL, .SP, .ZW) { return .prohibited }
        let spaced = a == .SP  // "X SP*" rules look through the run of spaces
        let beforeSpaces = spaced ? self.beforeSpaces : a
        // LB8: ZW SP* ÷
        if beforeSpaces == .ZW { return .allowed }
        // LB8a: ZWJ ×
        if afterZWJ { return .prohibited }
        // LB11: × WJ, WJ ×
        if b == .WJ || a == .WJ { return .prohibited }
        // LB12: GL ×
        if a == .GL { return .prohibited }
        // LB12a: [^SP BA HY] × GL
        if b == .GL && !a.isOne(of: .SP, .BA, .HY) { return .prohibited }
        // LB13 (tailored, example 7): × EX; [^NU] × (CL | CP | IS | SY)
        if b == .EX { return .prohibited }
        if b.isOne(of: .CL, .CP, .IS, .SY) && a != .NU { return .prohibited }
        // LB14: OP SP* ×
        if beforeSpaces == .OP { return .prohibited }
        // LB15: QU SP* × OP
        if b == .OP && beforeSpaces == .QU { return .prohibited }
        // LB16: (CL | CP) SP* × NS
        if b == .NS && beforeSpaces.isOne(of: .CL, .CP) { return .prohibited }
        // LB17: B2 SP* × B2
        if b == .B2 && beforeSpaces == .B2 { return .prohibited }
        // LB18: SP ÷
        if spaced { return .allowed }
        // LB19: × QU, QU ×
        if b == .QU || a == .QU { return .prohibited }
        // LB20: ÷ CB, CB ÷
        if b == .CB || a == .CB { return .allowed }
        // LB21: × BA, × HY, × NS, BB ×
        if b.isOne(of: .BA, .HY, .NS) || a == .BB { return .prohibited }
        // LB21a: HL (HY | BA) ×
        if a.isOne(of: .HY, .BA) && beforePrevious == .HL { return .prohibited }
        // LB21b: SY × HL
        if a == .SY && b == .HL { return .prohibited }
        // LB22: × IN
        if b == .IN { return .prohibited }
        // LB23: (AL | HL) × NU, NU × (AL | HL)
        if a.isLetter && b == .NU { return .prohibited }
        if a == .NU && b.isLetter { return .prohibited }
        // LB23a: PR × (ID | EB | EM), (ID | EB | EM) × PO
        if a == .PR && b.isOne(of: .ID, .EB, .EM) { return .prohibited }
        if a.isOne(of: .ID, .EB, .EM) && b == .PO { return .prohibited }
        // LB24: (PR | PO) × (AL | HL), (AL | HL) × (PR | PO)
        if a.isOne(of: .PR, .PO) && b.isLetter { return .prohibited }
        if a.isLetter && b.isOne(of: .PR, .PO) { return .prohibited }
        // LB25 (tailored, example 7):
        //   (PR | PO) × (OP | HY)? NU        (PR × HY is already LB21's)
        //   (OP | HY) × NU
        //   NU (NU | SY | IS)* × (NU | SY | IS | CL | CP)
        //   NU (NU | SY | IS)* (CL | CP)? × (PO | PR)
        if a.isOne(of: .PR, .PO) {
            if b == .NU { return .prohibited }
            if b == .OP { return .allowedUnlessNumberFollows }  // otherwise LB31
        }
        if a.isOne(of: .OP, .HY) && b == .NU { return .prohibited }
        if numberState == 1 && b.isOne(of: .NU, .SY, .IS, .CL, .CP) { return .prohibited }
        if numberState != 0 && b.isOne(of: .PO, .PR) { return .prohibited }
        // LB26: JL × (JL | JV | H2 | H3), (JV | H2) × (JV | JT), (JT | H3) × JT
        if a == .JL && b.isOne(of: .JL, .JV, .H2, .H3) { return .prohibited }
        if a.isOne(of: .JV, .H2) && b.isOne(of: .JV, .JT) { return .prohibited }
        if a.isOne(of: .JT, .H3) && b == .JT { return .prohibited }
        // LB27: (JL | JV | JT | H2 | H3) × PO, PR × (JL | JV | JT | H2 | H3)
        if a.isHangul && b == .PO { return .prohibited }
        if a == .PR && b.isHangul { return .prohibited }
        // LB28: (AL | HL) × (AL | HL)
        if a.isLetter && b.isLetter { return .prohibited }
        // LB29: IS × (AL | HL)
        if a == .IS && b.isLetter { return .prohibited }
        // LB30: (AL | HL | NU) × OP30, CP30 × (AL | HL | NU), where OP30 and CP30 exclude
        // East_Asian_Width F, W and H.
        if a.isOne(of: .AL, .HL, .NU) && b == .OP && bEntry & LineBreakTable.qualifierBit == 0 {
            return .prohibited
        }
        if a == .CP && previousEntry & LineBreakTable.qualifierBit == 0 && b.isOne(of: .AL, .HL, .NU) {
            return .prohibited
        }
        // LB30a: sot (RI RI)* RI × RI, [^RI] (RI RI)* RI × RI
        if a == .RI && b == .RI && oddRegionalIndicators { return .prohibited }
        // LB30b: EB × EM, [\p{Extended_Pictographic} & \p{Cn}] × EM
        if b == .EM
            && (a == .EB || previousEntry & LineBreakTable.extendedPictographicUnassignedBit != 0) {
            return .prohibited
        }
        // LB31: ALL ÷ ALL
        return .allowed
    }
}
