import FolioText

/// Shrink-to-fit widths, for boxes as wide as their content: floats and inline blocks.
extension FlowGenerator {
    /// The shrink-to-fit width of `content`'s box (CSS 2.1 §10.3.5): its content's widest
    /// line, within `available`, then `max-width` and `min-width` (§10.4) of `measure`; borders
    /// and padding included. `content` comes without its own margins and box.
    func fittedWidth(of content: Block, style: BlockStyle, available: Double, measure: Double) throws(LayoutError) -> Double {
        let insets = style.padding.left + style.padding.right + (style.borderLeft?.width ?? 0) + (style.borderRight?.width ?? 0)
        let widths = try setter.contentWidths(of: [content], available: max(1, available - insets))
        var fit = min(max(widths.min, available - insets), widths.max) + insets
        if let maximum = style.maximumWidth?.resolved(in: measure) { fit = min(fit, maximum) }
        if let minimum = style.minimumWidth?.resolved(in: measure) { fit = max(fit, minimum) }
        return max(1, min(fit, available))
    }
}
