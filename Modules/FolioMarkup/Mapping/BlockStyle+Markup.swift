import FolioGeometry
import FolioLayout

extension BlockStyle {
    /// This style, of an element without a box, folded into `inner`, the style of its only
    /// block, as CSS 2.1 §8.3.1 collapses margins through such a parent: the vertical margins
    /// collapse (the largest positive one plus the most negative one), the horizontal ones add
    /// up, and break and keep rules carry over, as does being a containing block (`relative`).
    func enclosing(_ inner: BlockStyle?) -> BlockStyle {
        guard var merged = inner else { return self }
        let outer = margins ?? .zero, own = merged.margins ?? .zero
        func collapse(_ a: Double, _ b: Double) -> Double { max(a, b, 0) + min(a, b, 0) }
        merged.margins = EdgeInsets(top: collapse(outer.top, own.top), left: outer.left + own.left,
                                    bottom: collapse(outer.bottom, own.bottom), right: outer.right + own.right)
        merged.alignment = merged.alignment ?? alignment
        merged.keepWithNext = merged.keepWithNext || keepWithNext
        if breakBefore != .auto {
            merged.breakBefore = breakBefore
            merged.breakBeforeSide = breakBeforeSide
        }
        if breakAfter != .auto { merged.breakAfter = breakAfter }
        if breakInside == .avoid { merged.breakInside = .avoid }
        if placement == .relative, !merged.placement.isOutOfFlow { merged.placement = .relative }
        if merged.clear == nil, let clear { merged.clear = clear }
        if spansColumns { merged.spansColumns = true }
        merged.offset = Size(width: offset.width + merged.offset.width, height: offset.height + merged.offset.height)
        return merged
    }

    /// Takes off what `visibility: hidden` does not draw: background and borders (the borders'
    /// room stays, as padding).
    mutating func hideBox() {
        background = nil
        padding.top += borderTop?.width ?? 0
        padding.left += borderLeft?.width ?? 0
        padding.bottom += borderBottom?.width ?? 0
        padding.right += borderRight?.width ?? 0
        borderTop = nil
        borderLeft = nil
        borderBottom = nil
        borderRight = nil
    }

    /// Whether the style gives its box a width of its own (which a folded block would not keep),
    /// or floats or makes a formatting context (which it would not either).
    var isSized: Bool { width != nil || minimumWidth != nil || maximumWidth != nil || float != nil || isFormattingContext || fitsContent }

    /// Whether the style draws anything around its content (a decoration: shadows, gradients,
    /// background images), or paints it as a layer of its own (opacity, transform, z-index),
    /// which a block it were folded into would not keep apart.
    var hasVisibleBox: Bool {
        background != nil || borderTop != nil || borderLeft != nil || borderBottom != nil || borderRight != nil || padding != .zero
            || !decoration.isEmpty || opacity < 1 || transform != nil || zIndex != nil
    }
}
