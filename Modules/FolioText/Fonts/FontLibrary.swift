import FolioConcurrency
import CFontconfig

/// The fonts a program can find: the system's, through fontconfig, plus extra directories.
///
/// Look fonts up by family (or generic family), weight, width and slant; ask for fallback
/// fonts that have the characters a font lacks. Fonts come from a ``FontCache``, so a lookup
/// returns the same object each time. Safe to use from several threads: fontconfig is
/// called under the library's lock.
///
/// ```swift
/// let serif = try FontLibrary.shared.font(FontQuery(family: "serif", weight: 700)).font
/// ```
public final class FontLibrary: Sendable {
    private struct State {
        var config: OpaquePointer
        /// The fallback font for each cluster asked about, or none.
        var fallback: [FallbackKey: Font?] = [:]
        /// The fallback candidates fontconfig sorted for each query and coverage.
        var sorted: [CoverageKey: [String]] = [:]
        /// Every font's charset, in fontconfig's order (system fonts, then the application's).
        var charsets: [OpaquePointer?]?
        /// fontconfig's answer to each query asked (matching costs far more than a lookup).
        var matches: [FontQuery: (path: String, index: Int, families: [String])?] = [:]
    }

    /// A cluster, compared by its scalars: `String` equality is canonical equivalence, and a
    /// font can have U+4E3D and lack U+2F800, which is canonically the same character.
    private struct FallbackKey: Hashable {
        var cluster: String
        var query: FontQuery

        static func == (a: FallbackKey, b: FallbackKey) -> Bool {
            a.cluster.utf8.elementsEqual(b.cluster.utf8) && a.query == b.query
        }

        func hash(into hasher: inout Hasher) {
            for byte in cluster.utf8 { hasher.combine(byte) }
            hasher.combine(query)
        }
    }

    /// A query and, for each font of the library, how many of a cluster's characters it lacks
    /// (-1: no charset). fontconfig's sort of a pattern with a charset depends on the charset
    /// only through these counts, so clusters with the same key get the same candidates.
    private struct CoverageKey: Hashable {
        var query: FontQuery
        var missing: [Int32]
    }

    private let state: Locked<State>
    /// The cache fonts are loaded through.
    public let cache: FontCache

    /// The system's fonts, as fontconfig is configured on this machine.
    public static let shared = FontLibrary()

    /// A library of the system's fonts (unless `includeSystemFonts` is false) plus every font
    /// in `extraDirectories` (searched recursively).
    public init(extraDirectories: [String] = [], includeSystemFonts: Bool = true, cache: FontCache = .shared) {
        let config: OpaquePointer = includeSystemFonts ? FcInitLoadConfigAndFonts() : FcConfigCreate()
        if !includeSystemFonts {
            // An empty configuration has no cache folder, and fontconfig prints "No writable
            // cache directories" on standard error for every folder it scans: give it the
            // user's, as the system's configuration does.
            _ = FcConfigParseAndLoadFromMemory(config, Self.cacheConfiguration, FcTrue)
        }
        for dir in extraDirectories { _ = FcConfigAppFontAddDir(config, dir) }
        self.state = Locked(State(config: config))
        self.cache = cache
    }

    /// A fontconfig configuration that names only the user's cache folder.
    static let cacheConfiguration = #"<?xml version="1.0"?><fontconfig><cachedir prefix="xdg">fontconfig</cachedir></fontconfig>"#

    deinit {
        state.withLock { s in
            for charset in s.charsets ?? [] { if let charset { FcCharSetDestroy(charset) } }
            FcConfigDestroy(s.config)
        }
    }

    /// The best font for a query. An unknown family falls back to fontconfig's choice, and
    /// the match says so (``FontMatch/isSubstitute``, ``FontMatch/diagnostic``).
    ///
    /// - Throws: ``FontError/noFontFound(query:)`` when there are no fonts at all, or the
    ///   chosen file's ``FontError``.
    public func font(_ query: FontQuery) throws(FontError) -> FontMatch {
        let found: (path: String, index: Int, families: [String])? = state.withLock { s in
            if let known = s.matches[query] { return known }
            let answer = Self.match(query, config: s.config)
            if s.matches.count < Self.answerLimit { s.matches[query] = .some(answer) }
            return answer
        }
        guard let found else { throw .noFontFound(query: query.description) }
        let font = try cache.font(path: found.path, index: found.index)
        let wanted = query.family.lowercased()
        let known = query.isGeneric || found.families.contains { $0.lowercased() == wanted }
            || font.familyName.lowercased() == wanted
        return FontMatch(font: font, isSubstitute: !known, requestedFamily: query.family)
    }

    /// Every font face the library can use: family, style and file, sorted by family, then
    /// style (what `fc-list` shows, and `folio fonts`).
    public func availableFaces() -> [(family: String, style: String, path: String)] {
        let faces: [(family: String, style: String, path: String)] = state.withLock { s in
            guard let pattern = FcPatternCreate() else { return [] }
            defer { FcPatternDestroy(pattern) }
            guard let objects = FcObjectSetCreate() else { return [] }
            defer { FcObjectSetDestroy(objects) }
            for key in ["family", "style", "file"] { _ = FcObjectSetAdd(objects, key) }
            guard let list = FcFontList(s.config, pattern, objects) else { return [] }
            defer { FcFontSetDestroy(list) }
            var out: [(family: String, style: String, path: String)] = []
            let set = list.pointee
            for i in 0..<Int(set.nfont) {
                guard let font = set.fonts[i], let family = Self.string(font, "family"),
                      let file = Self.string(font, "file") else { continue }
                out.append((family, Self.string(font, "style") ?? "", file))
            }
            return out
        }
        return faces.sorted { ($0.family, $0.style, $0.path) < ($1.family, $1.style, $1.path) }
    }

    /// The installed face whose full name or PostScript name is `name` (ASCII case ignored),
    /// as CSS's `local()` names fonts: its file and face index; `nil` when there is none. When
    /// several files have it, the first by path is taken, so that the answer does not depend
    /// on the order fontconfig scanned them.
    public func face(named name: String) -> (path: String, index: Int)? {
        let wanted = name.lowercased()
        guard !wanted.isEmpty else { return nil }
        let found: [(path: String, index: Int)] = state.withLock { s in
            guard let pattern = FcPatternCreate() else { return [] }
            defer { FcPatternDestroy(pattern) }
            guard let objects = FcObjectSetCreate() else { return [] }
            defer { FcObjectSetDestroy(objects) }
            for key in ["fullname", "postscriptname", "file", "index"] { _ = FcObjectSetAdd(objects, key) }
            guard let list = FcFontList(s.config, pattern, objects) else { return [] }
            defer { FcFontSetDestroy(list) }
            var out: [(path: String, index: Int)] = []
            for i in 0..<Int(list.pointee.nfont) {
                guard let font = list.pointee.fonts[i], let file = Self.string(font, "file") else { continue }
                var names: [String] = []
                var n: Int32 = 0
                while let full = Self.string(font, "fullname", n) { names.append(full); n += 1 }
                if let ps = Self.string(font, "postscriptname") { names.append(ps) }
                if names.contains(where: { $0.lowercased() == wanted }) { out.append((file, Self.integer(font, "index") ?? 0)) }
            }
            return out
        }
        return found.min { ($0.path, $0.index) < ($1.path, $1.index) }
    }

    /// fontconfig's best match for a query: the file, the face index and the family names.
    private static func match(_ query: FontQuery, config: OpaquePointer) -> (path: String, index: Int, families: [String])? {
        guard let pattern = pattern(for: query) else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        guard let file = string(match, "file") else { return nil }
        var families: [String] = []
        var i: Int32 = 0
        while let f = string(match, "family", i) { families.append(f); i += 1 }
        return (file, integer(match, "index") ?? 0, families)
    }

    /// A font like `query` that has a glyph for every character of `cluster` (ignoring
    /// default ignorables), chosen by fontconfig's fallback order; `nil` when no font has them.
    ///
    /// The answer depends on the cluster and the query only (not on what was asked before), and
    /// is kept: a text asks again for every cluster its fonts lack.
    public func fallbackFont(for cluster: Character, like query: FontQuery) -> Font? {
        let key = FallbackKey(cluster: String(cluster), query: query)
        if let cached = state.withLock({ $0.fallback[key] }) { return cached }
        let scalars = Array(cluster.unicodeScalars.filter { !$0.isDefaultIgnorable })
        let font = scalars.isEmpty ? nil : search(cluster, scalars: scalars, query: query)
        // A process that sets text for years keeps at most this many answers, of short clusters.
        if key.cluster.utf8.count <= 32 {
            state.withLock { s in
                if s.fallback.count < Self.answerLimit { s.fallback[key] = .some(font) }
            }
        }
        return font
    }

    /// How many fallback answers are kept (for tests).
    var keptFallbackCount: Int { state.withLock { $0.fallback.count } }

    /// How many answers of each kind (matches, fallback fonts, fontconfig's sorted candidate
    /// lists) a library keeps; past that, answers are worked out again each time, so a process
    /// that reads fonts' names and text from its input does not grow without end.
    static let answerLimit = 65_536

    /// fontconfig's fallback candidates for a cluster: fonts sorted for the query with the
    /// cluster's charset (fonts that lack fewer of its characters first), the first four that
    /// have all of them. Sorting every font costs far more than counting each font's missing
    /// characters (a sort took about 75 µs with 23 fonts installed), and a text in a script its
    /// font lacks asks once per distinct character; so the sort is done once per ``CoverageKey``.
    private func search(_ cluster: Character, scalars: [Unicode.Scalar], query: FontQuery) -> Font? {
        let candidates: [String] = state.withLock { s in
            let coverage = CoverageKey(query: query, missing: Self.missing(scalars, in: &s))
            if let known = s.sorted[coverage] { return known }
            guard let pattern = Self.pattern(for: query) else { return [] }
            defer { FcPatternDestroy(pattern) }
            if let charset = FcCharSetCreate() {
                for sc in scalars { _ = FcCharSetAddChar(charset, sc.value) }
                _ = FcPatternAddCharSet(pattern, "charset", charset)
                FcCharSetDestroy(charset)
            }
            FcConfigSubstitute(s.config, pattern, FcMatchPattern)
            FcDefaultSubstitute(pattern)
            var result = FcResultNoMatch
            guard let set = FcFontSort(s.config, pattern, 1, nil, &result) else { return [] }
            defer { FcFontSetDestroy(set) }
            var out: [String] = []
            for i in 0..<Int(set.pointee.nfont) {
                guard let font = set.pointee.fonts[i] else { continue }
                var cs: OpaquePointer?
                guard FcPatternGetCharSet(font, "charset", 0, &cs) == FcResultMatch, let cs else { continue }
                guard scalars.allSatisfy({ FcCharSetHasChar(cs, $0.value) != 0 }) else { continue }
                guard let file = Self.string(font, "file") else { continue }
                out.append("\(Self.integer(font, "index") ?? 0)#\(file)")
                if out.count == 4 { break }
            }
            if s.sorted.count < Self.answerLimit { s.sorted[coverage] = out }
            return out
        }
        for location in candidates {
            if let font = load(location), font.covers(cluster: cluster) { return font }
        }
        return nil
    }

    /// For each font of the library, how many of `scalars` its charset lacks (-1: no charset).
    private static func missing(_ scalars: [Unicode.Scalar], in s: inout State) -> [Int32] {
        if s.charsets == nil {
            var charsets: [OpaquePointer?] = []
            for which in [FcSetSystem, FcSetApplication] {
                guard let set = FcConfigGetFonts(s.config, which) else { continue }
                for i in 0..<Int(set.pointee.nfont) {
                    var cs: OpaquePointer?
                    let found = set.pointee.fonts[i].map { FcPatternGetCharSet($0, "charset", 0, &cs) == FcResultMatch } ?? false
                    charsets.append(found ? cs.flatMap { FcCharSetCopy($0) } : nil)
                }
            }
            s.charsets = charsets
        }
        return s.charsets!.map { cs in
            guard let cs else { return -1 }
            return Int32(scalars.count { FcCharSetHasChar(cs, $0.value) == 0 })
        }
    }

    private func load(_ location: String) -> Font? {
        guard let hash = location.firstIndex(of: "#"), let index = Int(location[..<hash]) else { return nil }
        return try? cache.font(path: String(location[location.index(after: hash)...]), index: index)
    }

    // MARK: fontconfig patterns

    private static func pattern(for q: FontQuery) -> OpaquePointer? {
        guard let p = FcPatternCreate() else { return nil }
        addString(p, "family", q.family)
        _ = FcPatternAddInteger(p, "weight", FcWeightFromOpenType(Int32(q.weight)))
        _ = FcPatternAddInteger(p, "width", Int32(q.width))
        let slant: Int32 = switch q.slant {
        case .upright: 0
        case .italic: 100
        case .oblique: 110
        }
        _ = FcPatternAddInteger(p, "slant", slant)
        if let language = q.language { addString(p, "lang", language) }
        return p
    }

    private static func addString(_ p: OpaquePointer, _ key: String, _ value: String) {
        _ = value.withCString { v in
            v.withMemoryRebound(to: FcChar8.self, capacity: value.utf8.count + 1) { FcPatternAddString(p, key, $0) }
        }
    }

    private static func string(_ p: OpaquePointer, _ key: String, _ n: Int32 = 0) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(p, key, n, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }

    private static func integer(_ p: OpaquePointer, _ key: String) -> Int? {
        var value: Int32 = 0
        guard FcPatternGetInteger(p, key, 0, &value) == FcResultMatch else { return nil }
        return Int(value)
    }
}
