extension PaperCatalog {
    /// The catalog names nearest to a mistyped name, best first, for "did you mean" hints.
    ///
    /// Each catalog paper is scored by the smallest edit distance (Levenshtein, on names
    /// matched as ``entry(named:)`` matches them) between the text and its name or
    /// aliases. Papers within reach are kept — one edit for texts of up to two characters,
    /// two edits up to five characters, three beyond — and ordered by distance, then by
    /// how common the paper is, then by catalog order. Each suggestion is written as the
    /// closest spelling in lower case with hyphens for spaces.
    ///
    /// ```swift
    /// PaperCatalog.suggestions(for: "a44")    // ["a4", "a3", "a5"]
    /// PaperCatalog.suggestions(for: "leter")  // ["letter", "ledger"]
    /// ```
    public static func suggestions(for text: String, limit: Int = 3) -> [String] {
        let typed = Array(key(text))
        guard !typed.isEmpty, limit > 0 else { return [] }
        let reach = typed.count <= 2 ? 1 : typed.count <= 5 ? 2 : 3

        var scored: [(distance: Int, rank: Int, spelling: String)] = []
        for (position, names) in nameKeys.enumerated() {
            var best: (distance: Int, spelling: String)?
            for (name, key) in names {
                // The distance is at least the difference in length: most names are out of
                // reach without filling a table, which keeps a long mistyped text cheap.
                guard abs(key.count - typed.count) <= reach else { continue }
                let d = editDistance(typed, key)
                if d < (best?.distance ?? Int.max) { best = (d, name) }
            }
            guard let best, best.distance <= reach else { continue }
            let rank = commonRank[entries[position].name] ?? commonNames.count + position
            scored.append((best.distance, rank, spelling(best.spelling)))
        }
        scored.sort { ($0.distance, $0.rank) < ($1.distance, $1.rank) }
        return scored.prefix(limit).map(\.spelling)
    }

    /// Each entry's names and aliases with their matching keys, in the order of ``entries``.
    private static let nameKeys: [[(name: String, key: [Character])]] = entries.map { entry in
        entry.names.map { ($0, Array(key($0))) }
    }

    /// Catalog names from most to least commonly used, to order equally near suggestions.
    static let commonNames = [
        "A4", "Letter", "A3", "A5", "Legal", "Tabloid", "Ledger", "A6", "B5", "B4", "JIS B5",
        "JIS B4", "Executive", "Statement", "C5", "C4", "C6", "DL", "#10 Envelope",
        "Photo 4x6", "Photo 5x7", "Photo 3.5x5", "Photo 8x10", "A2", "A1", "A0",
    ]

    /// The position of each name in ``commonNames``.
    private static let commonRank: [String: Int] = {
        var rank: [String: Int] = [:]
        for (i, name) in commonNames.enumerated() { rank[name] = i }
        return rank
    }()

    /// A name as suggested: lower case, spaces as hyphens.
    private static func spelling(_ name: String) -> String {
        String(name.lowercased().map { $0 == " " ? "-" : $0 })
    }

    /// The Levenshtein distance: the fewest insertions, deletions and substitutions that
    /// turn one string into the other.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
