import FolioText

/// Text in a family an `@font-face` rule registered: set in the registered face's file.
extension HTMLConverter {
    /// `text` with each run's font replaced by the registered face it names, if any.
    func applyingFontFaces(_ text: AttributedText) -> AttributedText {
        guard !fontFaces.isEmpty else { return text }
        return text.mapAttributes { attributes in
            guard let font = attributes.font else { return attributes }
            var a = attributes
            a.font = faceFont(font)
            return a
        }
    }

    /// A font set in a registered face, once worked out for each font.
    func faceFont(_ font: TextFont) -> TextFont {
        if let known = faceFonts[font] { return known }
        let resolved = fontFaces.resolving(font)
        faceFonts[font] = resolved
        return resolved
    }
}
