// Readable examples of UAX #14 line breaking: each test splits a text into the pieces that
// could each start a line, so the expectation reads like the text itself.
import Testing

import FolioText

@Suite("Line breaking (UAX #14) by example")
struct LineBreakerTests {
    /// The text cut at every break opportunity: the pieces a line may start with.
    private func pieces(_ text: String) -> [String] {
        let utf16 = Array(text.utf16)
        var start = 0
        var result: [String] = []
        for opportunity in LineBreaker.boundaries(in: text) {
            result.append(String(decoding: utf16[start..<opportunity.offset], as: UTF16.self))
            start = opportunity.offset
        }
        return result
    }

    /// The offsets of the mandatory breaks only.
    private func mandatoryOffsets(_ text: String) -> [Int] {
        LineBreaker.boundaries(in: text).filter(\.isMandatory).map(\.offset)
    }

    @Test("reads as a spec: a line may start after spaces, and the spaces stay behind")
    func spaces() {
        #expect(pieces("The quick brown fox") == ["The ", "quick ", "brown ", "fox"])
        #expect(pieces("two  spaces") == ["two  ", "spaces"])
        // LB18 breaks after any run of spaces, even at the start (the framesetter decides what
        // an empty first line means).
        #expect(pieces("   leading") == ["   ", "leading"])
        #expect(pieces("trailing  ") == ["trailing  "])
        // Only the end of the text is a mandatory break here (LB3).
        #expect(mandatoryOffsets("The quick brown fox") == [19])
    }

    @Test("empty text has no break opportunities, a single character one at its end")
    func edges() {
        #expect(LineBreaker.boundaries(in: "").isEmpty)
        #expect(LineBreaker.boundaries(in: "a") == [BreakOpportunity(offset: 1, isMandatory: true)])
    }

    @Test("hyphens allow a break after them, but not a minus sign before a number")
    func hyphens() {
        #expect(pieces("well-known state-of-the-art") == ["well-", "known ", "state-", "of-", "the-", "art"])
        #expect(pieces("it is -3 degrees") == ["it ", "is ", "-3 ", "degrees"])
        // EN DASH and HYPHEN (U+2010) are BA: break after; NON-BREAKING HYPHEN (U+2011) is GL.
        #expect(pieces("1990–2000") == ["1990–", "2000"])
        #expect(pieces("e\u{2010}mail") == ["e\u{2010}", "mail"])
        #expect(pieces("e\u{2011}mail") == ["e\u{2011}mail"])
        // EM DASH (B2) breaks on both sides, but not between two of them (LB17).
        #expect(pieces("wait—what") == ["wait", "—", "what"])
        #expect(pieces("wait——what") == ["wait", "——", "what"])
    }

    @Test("soft hyphen U+00AD allows a break after it; NBSP, NNBSP and WJ forbid one")
    func softHyphenAndNoBreakSpace() {
        #expect(pieces("hy\u{AD}phen\u{AD}ation") == ["hy\u{AD}", "phen\u{AD}", "ation"])
        #expect(pieces("100\u{A0}km to go") == ["100\u{A0}km ", "to ", "go"])
        #expect(pieces("10\u{202F}000 m") == ["10\u{202F}000 ", "m"])
        #expect(pieces("a\u{2060}—\u{2060}b") == ["a\u{2060}—\u{2060}b"])
        // A ZERO WIDTH SPACE is an invisible break opportunity.
        #expect(pieces("long\u{200B}word") == ["long\u{200B}", "word"])
    }

    @Test("URLs break after slashes and before letters, never before a slash or inside a number")
    func urls() {
        #expect(pieces("see https://example.com/docs/v2/page.html now") == [
            "see ", "https://", "example.com/", "docs/", "v2/", "page.html ", "now",
        ])
        // The slash of a fraction or a date stays with its digits (LB25).
        #expect(pieces("1/2 and 2024/06/01") == ["1/2 ", "and ", "2024/06/01"])
    }

    @Test("numbers hold together with their punctuation, prefixes and suffixes")
    func numbers() {
        #expect(pieces("costs $(12.35) today") == ["costs ", "$(12.35) ", "today"])
        #expect(pieces("1,234.56 50% €9 (3) 12:30") == ["1,234.56 ", "50% ", "€9 ", "(3) ", "12:30"])
        #expect(pieces("page 7.") == ["page ", "7."])
        // A prefix with an opening parenthesis that is not followed by a digit may break.
        #expect(pieces("$(x)") == ["$", "(x)"])
    }

    @Test("punctuation stays with the word before it; opening brackets with the word after")
    func punctuation() {
        #expect(pieces("Hello, world! (Really?) Yes; no: maybe.") == [
            "Hello, ", "world! ", "(Really?) ", "Yes; ", "no: ", "maybe.",
        ])
        #expect(pieces("word (in parentheses)") == ["word ", "(in ", "parentheses)"])
        #expect(pieces("code(s)") == ["code(s)"])
    }

    @Test("quotation marks never begin or end a line on their own")
    func quotes() {
        #expect(pieces("He said \"hi there\" to me") == ["He ", "said ", "\"hi ", "there\" ", "to ", "me"])
        #expect(pieces("“Yes,” she said.") == ["“Yes,” ", "she ", "said."])
        #expect(pieces("«\u{A0}Oui\u{A0}»") == ["«\u{A0}Oui\u{A0}»"])
        #expect(pieces("can't") == ["can't"])
    }

    @Test("CJK ideographs and kana break between any two, except before small kana and closing punctuation")
    func cjk() {
        #expect(pieces("日本語") == ["日", "本", "語"])
        // ょ (small kana, CJ) and ー (NS) do not start a line; 。 (CL) does not either.
        #expect(pieces("きょうは晴れ。") == ["きょ", "う", "は", "晴", "れ。"])
        // An opening corner bracket stays with what follows it.
        #expect(pieces("「東京」へ") == ["「東", "京」", "へ"])
        // Latin embedded in CJK text: letters hold together, ideographs break around them.
        #expect(pieces("漢字abc漢字") == ["漢", "字", "abc", "漢", "字"])
        // Hangul syllables break like ideographs by default (as ICU and CSS `word-break:
        // normal` do); only the jamo of one syllable hold together (LB26).
        #expect(pieces("한국어 텍스트") == ["한", "국", "어 ", "텍", "스", "트"])
        #expect(pieces("\u{1100}\u{1161}\u{11A8}\u{1100}") == ["\u{1100}\u{1161}\u{11A8}", "\u{1100}"])
    }

    @Test("emoji: ZWJ sequences, skin-tone modifiers and flags are never split")
    func emoji() {
        let family = "👩\u{200D}👩\u{200D}👧"
        #expect(pieces(family) == [family])
        #expect(pieces("👍🏽👍") == ["👍🏽", "👍"])
        #expect(pieces("🇫🇷🇩🇪🇯🇵") == ["🇫🇷", "🇩🇪", "🇯🇵"])
        #expect(pieces("ok 👩\u{200D}💻!") == ["ok ", "👩\u{200D}💻!"])
        // UTF-16 offsets: each of these emoji is a surrogate pair.
        #expect(LineBreaker.boundaries(in: "🇫🇷🇩🇪").map(\.offset) == [4, 8])
    }

    @Test("combining marks stay with their base letter")
    func combiningMarks() {
        #expect(pieces("cafe\u{301} au lait") == ["cafe\u{301} ", "au ", "lait"])
        #expect(pieces("a\u{20DD}—") == ["a\u{20DD}", "—"])
        // A mark after a space has nothing to attach to and behaves as a letter (LB10).
        #expect(pieces("a \u{301}b") == ["a ", "\u{301}b"])
    }

    @Test("mandatory breaks at LF, CR LF, CR, NEL, VT, FF, LINE SEPARATOR and PARAGRAPH SEPARATOR")
    func mandatoryBreaks() {
        #expect(pieces("one\ntwo") == ["one\n", "two"])
        #expect(mandatoryOffsets("one\ntwo") == [4, 7])
        #expect(mandatoryOffsets("one\r\ntwo") == [5, 8])  // never between CR and LF
        #expect(mandatoryOffsets("one\rtwo") == [4, 7])
        #expect(mandatoryOffsets("one\u{85}two") == [4, 7])
        #expect(mandatoryOffsets("one\u{0B}two\u{0C}") == [4, 8])
        #expect(mandatoryOffsets("one\u{2028}two\u{2029}three") == [4, 8, 13])
        // Spaces before a newline do not add a break; blank lines are breaks of their own.
        #expect(pieces("end  \n\nnext") == ["end  \n", "\n", "next"])
        #expect(LineBreaker.boundaries(in: "a\nb c") == [
            BreakOpportunity(offset: 2, action: .mandatory),
            BreakOpportunity(offset: 4, action: .allowed),
            BreakOpportunity(offset: 5, action: .mandatory),
        ])
    }

    @Test("Thai, Lao, Khmer and Myanmar break only at spaces (no dictionary breaking)")
    func complexContext() {
        #expect(pieces("ภาษาไทยง่ายนิดเดียว ครับ") == ["ภาษาไทยง่ายนิดเดียว ", "ครับ"])
        #expect(LineBreaker.resolvedClass(of: "ก") == .alphabetic)
        #expect(LineBreaker.resolvedClass(of: "\u{0E34}") == .combiningMark)  // THAI SARA I
        #expect(LineBreakClass("ก") == .complexContext)
    }

    @Test("offsets are UTF-16 offsets, whatever the planes of the characters")
    func utf16Offsets() {
        // 𝒜 (U+1D49C) takes two UTF-16 code units.
        #expect(LineBreaker.boundaries(in: "𝒜 é 中文").map(\.offset) == [3, 5, 6, 7])
        let text = "Grüße, 世界! 🎉 done"
        let utf16 = Array(text.utf16)
        let viaString = LineBreaker.boundaries(in: text)
        #expect(utf16.withUnsafeBufferPointer { LineBreaker.boundaries(utf16: $0) } == viaString)
        #expect(LineBreaker.boundaries(utf16: text.utf16) == viaString)
        #expect(LineBreaker.boundaries(utf16: utf16[7...]).map(\.offset)
            == viaString.map(\.offset).filter { $0 > 7 }.map { $0 - 7 })
    }

    @Test("a lone surrogate in UTF-16 input is treated as a letter")
    func loneSurrogate() {
        let units: [UInt16] = [0x61, 0xD800, 0x62, 0x20, 0x63]
        #expect(units.withUnsafeBufferPointer { LineBreaker.boundaries(utf16: $0) }.map(\.offset) == [4, 5])
        #expect(LineBreakClass(codePoint: 0xD800) == .surrogate)
    }

    @Test("runs of ASCII letters, read at once, break as letters of another script do")
    func asciiLetterRuns() {
        // The scanner reads past a run of ASCII letters after a letter in one step. Cyrillic ж
        // is a letter (AL) that it reads one at a time: swapping it in for every ASCII letter
        // must not move a single break, whatever surrounds the letters.
        let alphabet: [String] = ["a", "Z", "q", "x", " ", "1", "(", ")", "-", "'", "\"", ".", ",", "$", "%",
                                  "/", "\u{301}", "\u{200D}", "\u{A0}", "\u{AD}", "\n", "\u{5D0}", "あ", "😀", "\u{1F1EB}"]
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<2000 {
            var text = ""
            for _ in 0..<(Int(seed >> 60) + 4) {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let pick = Int(seed >> 33) % (alphabet.count + 8)
                // Letters come more often than the rest, in runs, as in running text.
                text += pick < alphabet.count ? alphabet[pick] : String(repeating: "ab", count: pick % 3 + 1)
            }
            let cyrillic = String(String.UnicodeScalarView(text.unicodeScalars.map {
                $0.isASCII && $0.properties.isAlphabetic ? "ж" : $0
            }))
            let expected = LineBreaker.boundaries(in: cyrillic)
            #expect(LineBreaker.boundaries(in: text) == expected, "\(text.debugDescription)")
            #expect(LineBreaker.boundaries(utf16: Array(text.utf16)[...]) == expected, "\(text.debugDescription)")
        }
    }

    @Test("the into: variant reuses the caller's array")
    func reuse() {
        var buffer: [BreakOpportunity] = []
        LineBreaker.boundaries(in: "a much longer first paragraph of text", into: &buffer)
        let capacity = buffer.capacity
        LineBreaker.boundaries(in: "short one", into: &buffer)
        #expect(buffer.map(\.offset) == [6, 9])
        #expect(buffer.capacity >= capacity)
    }

    @Test("property lookup and names")
    func classes() {
        #expect(LineBreakClass(" ") == .space)
        #expect(LineBreakClass("/").shortName == "SY")
        #expect(LineBreakClass("\u{200D}") == .zeroWidthJoiner)
        #expect(LineBreakClass(codePoint: 0x11_0000) == .unknown)
        #expect(LineBreaker.resolvedClass(of: "ぁ") == .nonstarter)  // CJ → NS
        #expect(LineBreaker.unicodeVersion == "15.0.0")
        #expect(BreakOpportunity(offset: 3, isMandatory: true).description == "!3")
    }
}
