extension ShapedParagraph {
    /// The height of a line in the paragraph's first font with its style's adjustments: the
    /// estimate a shaped frame uses to find each line's room before the lines exist.
    var estimatedLineHeight: Double {
        guard let item = items.first else { return 12 }
        var h = item.font.ascent(atSize: item.size) + item.font.descent(atSize: item.size)
        if style.lineHeightMultiple > 0 { h *= style.lineHeightMultiple }
        if style.minimumLineHeight > 0 { h = max(h, style.minimumLineHeight) }
        if style.maximumLineHeight > 0 { h = min(h, style.maximumLineHeight) }
        return h + item.font.leading(atSize: item.size) + style.lineSpacing
    }
}
