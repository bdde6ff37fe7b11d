extension TextFont {
    /// The fontconfig query for this font's family, weight and slant.
    public var query: FontQuery {
        FontQuery(family: family.isEmpty ? "serif" : family, weight: weight, slant: italic ? .italic : .upright)
    }

    /// The font to draw with: the file when one is given (loaded once through `library`'s
    /// cache), else fontconfig's match for the family. `diagnostic` says what was substituted.
    ///
    /// A file that cannot be loaded, given or matched for a named family (damaged or unreadable),
    /// is replaced by the match for the generic serif family at the same weight and slant, as a
    /// browser passes over a font it cannot use; `diagnostic` names the file and the reason.
    /// - Throws: the ``FontError`` of the generic family's match, when that fails too.
    public func resolve(in library: FontLibrary = .shared) throws(FontError) -> (font: Font, diagnostic: String?) {
        if let file {
            do { return (try library.cache.font(path: file.path, index: file.index), nil) } catch {
                let font = try familyMatch(in: library).font
                return (font, "cannot load the font file \(file.path) (\(error)); using \(font.familyName) instead")
            }
        }
        return try familyMatch(in: library)
    }

    /// fontconfig's match for the family, or for serif when the family's file cannot be used.
    private func familyMatch(in library: FontLibrary) throws(FontError) -> (font: Font, diagnostic: String?) {
        do throws(FontError) {
            let match = try library.font(query)
            return (match.font, match.diagnostic)
        } catch {
            if query.isGeneric { throw error }
            if case .noFontFound = error { throw error }
            var generic = query
            generic.family = "serif"
            let fallback = try library.font(generic)
            return (fallback.font, "cannot use \(query.description): \(error) Using \(fallback.font.familyName) instead")
        }
    }
}
