extension TextFont {
    /// The fontconfig query for this font's family, weight and slant.
    public var query: FontQuery {
        FontQuery(family: family.isEmpty ? "serif" : family, weight: weight, slant: italic ? .italic : .upright)
    }

    /// The font to draw with: the file when one is given (loaded once through `library`'s
    /// cache), else fontconfig's match for the family. `diagnostic` says what was substituted.
    public func resolve(in library: FontLibrary = .shared) throws(FontError) -> (font: Font, diagnostic: String?) {
        if let file {
            do { return (try library.cache.font(path: file.path, index: file.index), nil) } catch {
                let match = try library.font(query)
                return (match.font, "cannot load the font file \(file.path) (\(error)); using \(match.font.familyName) instead")
            }
        }
        let match = try library.font(query)
        return (match.font, match.diagnostic)
    }
}
