import FolioConcurrency
import CHyphen
import Foundation

/// What can go wrong loading hyphenation patterns.
package enum HyphenationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The dictionary file could not be read or parsed.
    case cannotLoad(path: String)

    /// A message for people.
    package var description: String {
        switch self {
        case .cannotLoad(let path):
            return "cannot load hyphenation patterns from \(path); install a hyphen-* package (e.g. hyphen-en-us) or give another file"
        }
    }
}

/// Finds where words may be hyphenated, with Liang's patterns through libhyphen (the
/// `hyph_*.dic` dictionaries of Debian's hyphen-* packages).
///
/// ```swift
/// let h = Hyphenator.forLanguage("en-US")
/// h?.hyphenationPoints(in: "hyphenation")   // [2, 6]: hy-phen-ation
/// ```
///
/// One hyphenator serves any number of threads at once: libhyphen only reads a dictionary
/// once it is loaded, and each call works in memory of its own. A hyphenator remembers the
/// points of up to ``knownWordLimit`` words, so a word met again is not hyphenated again.
package final class Hyphenator: @unchecked Sendable {
    private let dict: UnsafeMutablePointer<HyphenDict>
    private let known = ReadWriteLocked<[KnownWord: [Int]]>([:])

    private struct KnownWord: Hashable {
        var word: String
        var minBefore: Int
        var minAfter: Int
    }

    /// How many words' hyphenation points a hyphenator keeps (about 3 MiB at most); words past
    /// that are hyphenated each time they come.
    package static let knownWordLimit = 32_768
    /// The dictionary file the patterns came from.
    package let path: String

    /// Loads patterns from a libhyphen dictionary file.
    package init(dictionaryPath: String) throws(HyphenationError) {
        guard FileManager.default.isReadableFile(atPath: dictionaryPath), let d = hnj_hyphen_load(dictionaryPath) else {
            throw .cannotLoad(path: dictionaryPath)
        }
        dict = d
        path = dictionaryPath
    }

    deinit { hnj_hyphen_free(dict) }

    /// Offsets (UTF-16, within `word`) after which a hyphen may be inserted, keeping at
    /// least `minBefore` characters before and `minAfter` after each break.
    package func hyphenationPoints(in word: String, minBefore: Int = 2, minAfter: Int = 3) -> [Int] {
        let key = KnownWord(word: word, minBefore: minBefore, minAfter: minAfter)
        if let points = known.read({ $0[key] }) { return points }
        let points = hyphenate(word, minBefore: minBefore, minAfter: minAfter)
        // Kept when no other thread is adding a word at this moment; otherwise next time.
        _ = known.tryWrite { words in
            if words.count < Self.knownWordLimit { words[key] = points }
        }
        return points
    }

    /// How many words' points are kept (for tests).
    var knownWordCount: Int { known.read { $0.count } }

    /// libhyphen's points for a word.
    private func hyphenate(_ word: String, minBefore: Int, minAfter: Int) -> [Int] {
        let lower = word.lowercased()
        guard lower.utf16.count == word.utf16.count, word.unicodeScalars.count >= minBefore + minAfter else { return [] }
        // libhyphen also reads the word as a C string (strstr in hnj_hyphen_hyphenate3), so it
        // gets a terminating NUL after the `count` bytes it is told about.
        var terminated = Array(lower.utf8)
        let count = terminated.count
        guard count < 256 else { return [] }  // longer "words" are not words
        terminated.append(0)
        var hyphens = [CChar](repeating: 0, count: count + 5)
        var rep: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
        var pos: UnsafeMutablePointer<Int32>?
        var cut: UnsafeMutablePointer<Int32>?
        let rc: Int32 = terminated.withUnsafeBufferPointer { b in
            b.withMemoryRebound(to: CChar.self) { w in
                hnj_hyphen_hyphenate3(dict, w.baseAddress, Int32(count), &hyphens, nil, &rep, &pos, &cut,
                                      Int32(minBefore), Int32(minAfter), Int32(minBefore), Int32(minAfter))
            }
        }
        // Non-standard hyphenation (replacements) is not used; free what libhyphen allocated.
        if let rep {
            for i in 0..<count { free(rep[i]) }
            free(rep)
        }
        free(pos)
        free(cut)
        guard rc == 0 else { return [] }
        // Map byte positions to UTF-16 offsets of the original word.
        var points: [Int] = []
        var byteOffset = 0, utf16Offset = 0
        for scalar in lower.unicodeScalars {
            byteOffset += UTF8.width(scalar)
            utf16Offset += UTF16.width(scalar)
            if byteOffset < count, hyphens[byteOffset - 1] & 1 == 1 { points.append(utf16Offset) }
        }
        return points
    }

    // MARK: Dictionaries by language

    /// Where `forLanguage` looks for `hyph_*.dic` files.
    package static let defaultSearchPaths = ["/usr/share/hyphen"]

    /// The hyphenator for a BCP 47 language tag (`en`, `en-US`, `de-CH`), or `nil` when no
    /// dictionary is installed for it. Loaded dictionaries are cached and shared, and so is
    /// the answer for each tag and search paths (a paragraph asks, and looking through the
    /// folders was 7% of setting `long.txt` justified and hyphenated): a dictionary installed
    /// while the process runs is found by the next process.
    package static func forLanguage(_ tag: String, searchPaths: [String] = defaultSearchPaths) -> Hyphenator? {
        let key = HyphenatorCache.Request(tag: tag, searchPaths: searchPaths)
        if let known = cache.answer(to: key) { return known }
        let found = find(tag, searchPaths: searchPaths)
        cache.remember(found, for: key)
        return found
    }

    /// The dictionary for a language tag in the search paths, loaded through the cache.
    private static func find(_ tag: String, searchPaths: [String]) -> Hyphenator? {
        let parts = tag.replacingOccurrences(of: "_", with: "-").split(separator: "-").map(String.init)
        // Letters only (BCP 47's language and region subtags): a tag from a document never names
        // a path (`lang="x/../../y"`).
        func isAlpha(_ s: String) -> Bool { s.utf8.allSatisfy { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A } }
        guard let language = parts.first?.lowercased(), (1...8).contains(language.count), isAlpha(language) else { return nil }
        let region = parts.dropFirst().first { $0.count == 2 && isAlpha($0) }?.uppercased()
        var candidates: [String] = []
        if let region { candidates.append("hyph_\(language)_\(region).dic") }
        candidates.append("hyph_\(language).dic")
        for dir in searchPaths {
            for name in candidates {
                let path = dir + "/" + name
                if FileManager.default.fileExists(atPath: path) { return cache.hyphenator(at: path) }
            }
            // Any region of the language.
            if let any = (try? FileManager.default.contentsOfDirectory(atPath: dir))?.sorted()
                .first(where: { $0.hasPrefix("hyph_\(language)_") && $0.hasSuffix(".dic") }) {
                return cache.hyphenator(at: dir + "/" + any)
            }
        }
        return nil
    }

    private static let cache = HyphenatorCache()
}

/// Loaded dictionaries and the answers to requests, shared across threads.
final class HyphenatorCache: @unchecked Sendable {
    struct Request: Hashable {
        var tag: String
        var searchPaths: [String]
    }

    private let lock = NSLock()
    private var loaded: [String: Hyphenator] = [:]
    private var answers: [Request: Hyphenator?] = [:]

    /// The answer given before to a request (`.some(nil)`: no dictionary), or `nil`.
    func answer(to request: Request) -> Hyphenator?? {
        lock.withLock { answers[request] }
    }

    /// Keeps an answer, up to ``answerLimit`` of them: language tags come from documents, and a
    /// process that reads many must not grow with them.
    func remember(_ answer: Hyphenator?, for request: Request) {
        lock.withLock {
            if answers.count < Self.answerLimit { _ = answers.updateValue(answer, forKey: request) }
        }
    }

    /// How many answers are kept at most.
    static let answerLimit = 1_024

    /// How many answers are kept (for tests).
    var answerCount: Int { lock.withLock { answers.count } }

    func hyphenator(at path: String) -> Hyphenator? {
        lock.withLock {
            if let h = loaded[path] { return h }
            guard let h = try? Hyphenator(dictionaryPath: path) else { return nil }
            loaded[path] = h
            return h
        }
    }
}
