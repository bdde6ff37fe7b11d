extension TextFont {
    /// The fontconfig query for this font's family, weight and slant.
    public var query: FontQuery {
        FontQuery(family: family.isEmpty ? "serif" : family, weight: weight, slant: italic ? .italic : .upright)
    }

    /// The font to draw with: the file when one is given (loaded once through `library`'s
    /// cache), else fontconfig's match for the first family of ``family`` and
    /// ``fallbackFamilies`` that is installed (fontconfig always answers with some font: a
    /// named family counts only when the font's family is that name; a generic family always
    /// counts). When no family is installed, the match for ``family`` is used and `diagnostic`
    /// says what was substituted.
    ///
    /// A file that cannot be loaded, given or matched for a named family (damaged or unreadable),
    /// is passed over for the next family, and for the generic serif family at the same weight
    /// and slant when none is left, as a browser passes over a font it cannot use; `diagnostic`
    /// names the file and the reason.
    /// - Throws: the ``FontError`` of the generic family's match, when that fails too.
    public func resolve(in library: FontLibrary = .shared) throws(FontError) -> (font: Font, diagnostic: String?) {
        let found = try resolvedQuery(in: library)
        return (found.font, found.diagnostic)
    }

    /// ``resolve(in:)``, with the query of the family chosen (fallback fonts for characters the
    /// font lacks are looked for like it).
    func resolvedQuery(in library: FontLibrary) throws(FontError) -> (font: Font, diagnostic: String?, query: FontQuery) {
        if let file {
            do { return (try library.cache.font(path: file.path, index: file.index), nil, query) } catch {
                let font = try familyMatch(in: library).font
                return (font, "cannot load the font file \(file.path) (\(error)); using \(font.familyName) instead", query)
            }
        }
        return try familyMatch(in: library)
    }

    /// fontconfig's match for the first installed family of the list, else for ``family`` (a
    /// substitute), or for serif when no family's file can be used.
    private func familyMatch(in library: FontLibrary) throws(FontError) -> (font: Font, diagnostic: String?, query: FontQuery) {
        var first: FontMatch?
        var failure: (query: FontQuery, error: FontError)?
        var q = query
        for name in [q.family] + fallbackFamilies {
            q.family = name.isEmpty ? "serif" : name
            do throws(FontError) {
                let match = try library.font(q)
                if !match.isSubstitute { return (match.font, nil, q) }
                if first == nil { first = match }
            } catch {
                if q.isGeneric { throw error }
                if case .noFontFound = error { throw error }
                if failure == nil { failure = (q, error) }
            }
        }
        if let first, failure == nil { return (first.font, first.diagnostic, query) }
        var generic = query
        generic.family = "serif"
        let fallback = try library.font(generic)
        let why = failure.map { "cannot use \($0.query.description): \($0.error)" } ?? first?.diagnostic ?? ""
        return (fallback.font, "\(why) Using \(fallback.font.familyName) instead", generic)
    }
}
