import Foundation
@testable import FolioText
import Testing

@Suite("Hyphenation")
struct HyphenatorTests {
    /// An installed English dictionary (its real file) and a fresh folder path to copy it to.
    private static func englishDictionaryAndFolder() throws -> (source: String, folder: String) {
        let installed = try FileManager.default.contentsOfDirectory(atPath: Hyphenator.defaultSearchPaths[0])
        let name = try #require(installed.sorted().first { $0.hasPrefix("hyph_en_") && $0.hasSuffix(".dic") }, "install hyphen-en-us")
        let source = URL(fileURLWithPath: Hyphenator.defaultSearchPaths[0] + "/" + name).resolvingSymlinksInPath().path
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-hyphen-\(UInt32.random(in: 0...UInt32.max))").path
        return (source, folder)
    }

    @Test("English patterns find the usual points, honouring the minimums")
    func english() throws {
        let h = try #require(Hyphenator.forLanguage("en-US"), "install hyphen-en-us (scripts/setup.sh does)")
        #expect(h.hyphenationPoints(in: "hyphenation") == [2, 6])
        #expect(h.hyphenationPoints(in: "Typography") == [2, 5, 7])
        #expect(h.hyphenationPoints(in: "cat").isEmpty)
        #expect(h.hyphenationPoints(in: "hyphenation", minBefore: 3, minAfter: 3) == [6])
        #expect(Hyphenator.forLanguage("en") != nil)
        #expect(Hyphenator.forLanguage("en_GB") != nil)   // any English dictionary
    }

    @Test("offsets are UTF-16 offsets into the original word")
    func offsets() throws {
        let h = try #require(Hyphenator.forLanguage("en"))
        let points = h.hyphenationPoints(in: "naïvetés")
        for p in points { #expect(p > 0 && p < "naïvetés".utf16.count) }
    }

    // Found by Tools/fuzz (fuzz-plaintext, input "NNNNN\u{5}" with hyphenation on): libhyphen
    // read past the word, which was not NUL-terminated (ASan: heap-buffer-overflow in strstr
    // from hnj_hyphen_hyphenate3). Without a sanitizer this passes either way; Tools/scripts/sanitize.sh
    // runs it under AddressSanitizer.
    @Test("words are handed to libhyphen NUL-terminated (fuzz regression)")
    func fuzzNulTermination() throws {
        let h = try #require(Hyphenator.forLanguage("en-US"))
        for word in ["nnnn\u{5}", "NNNN\u{5}", "nnnnn", "hyphenation"] {
            for p in h.hyphenationPoints(in: word) { #expect(p > 0 && p < word.utf16.count) }
        }
    }

    @Test("unknown languages give nil; a bad file is a typed error naming it")
    func missing() {
        #expect(Hyphenator.forLanguage("xx-YY") == nil)
        #expect(throws: HyphenationError.cannotLoad(path: "/no/such.dic")) { _ = try Hyphenator(dictionaryPath: "/no/such.dic") }
    }

    @Test("the answer for a tag and search paths is kept for the process")
    func answersKept() throws {
        let (source, dir) = try Self.englishDictionaryAndFolder()
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(Hyphenator.forLanguage("en-US", searchPaths: [dir]) == nil, "an empty folder")
        try FileManager.default.copyItem(atPath: source, toPath: dir + "/hyph_en_US.dic")
        #expect(Hyphenator.forLanguage("en-US", searchPaths: [dir]) == nil, "the first answer is kept")
        #expect(Hyphenator.forLanguage("en-US", searchPaths: [dir + "/"]) != nil, "another request looks again")
    }

    @Test("a language tag holding a path loads no file (lang=\"x/../evil\")")
    func tagIsNotAPath() throws {
        let (source, dir) = try Self.englishDictionaryAndFolder()
        try FileManager.default.createDirectory(atPath: dir + "/hyph_x", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.copyItem(atPath: source, toPath: dir + "/evil.dic")
        #expect(FileManager.default.fileExists(atPath: dir + "/hyph_x/../evil.dic"), "the path the tag would make names a dictionary")
        #expect(Hyphenator.forLanguage("x/../evil", searchPaths: [dir]) == nil)
        #expect(Hyphenator.forLanguage("en-../../x", searchPaths: [dir]) == nil)
    }

    @Test("threads hyphenating with one dictionary at once get the answers of one thread")
    func concurrent() async throws {
        let h = try #require(Hyphenator.forLanguage("en-US"))
        let words = ["hyphenation", "typography", "naïvetés", "demonstration", "incomprehensibilities", "encyclopaedia",
                     "internationalization", "characteristically", "representative", "uncopyrightable"]
        let expected = words.map { h.hyphenationPoints(in: $0) }
        let results = await withTaskGroup(of: [[Int]].self) { group in
            for _ in 0..<8 {
                group.addTask { (0..<200).flatMap { _ in words.map { h.hyphenationPoints(in: $0) } } }
            }
            var all: [[[Int]]] = []
            for await r in group { all.append(r) }
            return all
        }
        let repeated = (0..<200).flatMap { _ in expected }
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0 == repeated })
        #expect(expected[0] == [2, 6])
    }

    @Test("a hyphenator keeps the points of at most knownWordLimit words, and answers the same from them")
    func knownWords() throws {
        let path = try #require(Hyphenator.forLanguage("en-US")).path
        let h = try Hyphenator(dictionaryPath: path)
        let first = h.hyphenationPoints(in: "hyphenation")
        #expect(h.knownWordCount == 1)
        #expect(h.hyphenationPoints(in: "hyphenation") == first)
        #expect(h.hyphenationPoints(in: "hyphenation", minBefore: 3, minAfter: 3) == [6], "the minimums are part of the key")
        func word(_ i: Int) -> String {
            var i = i, letters = "hyphen"
            repeat { letters.append(Character(Unicode.Scalar(UInt8(97 + i % 26)))); i /= 26 } while i > 0
            return letters
        }
        for i in 0..<(Hyphenator.knownWordLimit + 10) { _ = h.hyphenationPoints(in: word(i)) }
        #expect(h.knownWordCount == Hyphenator.knownWordLimit)
        #expect(h.hyphenationPoints(in: "hyphenation") == first)
    }

    @Test("answers for language tags are kept up to a limit, so tags read from documents cannot grow the process")
    func languageAnswersBounded() {
        let cache = HyphenatorCache()  // not the shared one: other tests rely on its answers being kept
        for i in 0..<1_100 { cache.remember(nil, for: HyphenatorCache.Request(tag: "x\(i)-test", searchPaths: ["/none"])) }
        #expect(cache.answerCount == HyphenatorCache.answerLimit)
        #expect(cache.answer(to: HyphenatorCache.Request(tag: "x5-test", searchPaths: ["/none"])) != nil, "kept before the limit")
        #expect(cache.answer(to: HyphenatorCache.Request(tag: "x1050-test", searchPaths: ["/none"])) == nil, "not kept past it")
    }
}
