import FolioGeometry
import FolioGraphics
import FolioText

/// Where blocks go across the measure, and what they inherit from their containers.
struct FlowContext {
    /// Left edge and width of the measure, relative to the content rect.
    var x: Double
    var width: Double
    var container: ContainerNode?
    /// The innermost block's place in the logical structure (tagged PDF).
    var structure: StructureNode?
    /// Nesting depth of lists (for bullet styles).
    var listDepth = 0
    /// The innermost list's indent (where its items' text starts from its edge); 0 outside lists.
    var listIndent = 0.0
    /// Margins between paragraphs are scaled by this (tighter in list items and table cells).
    var spacingScale = 1.0
    /// The ``spacingScale`` of a table cell's content.
    static let cellSpacingScale = 0.3
    /// Alignment inherited from a container (a table column, a centred group).
    var alignment: ParagraphStyle.Alignment?
    /// Headings here go to the outline (not inside table cells).
    var listsHeadings = true
    /// Wrapped lines here get a continuation mark (a ``Preformatted`` block's, by default).
    var marksContinuations = false

    /// The narrowest measure indentation leaves: one inch, or the measure as it is when it
    /// is already narrower.
    static let minimumMeasure = 72.0

    /// The context narrowed to a box `width` wide where `alignment` (CSS `auto` margins) puts
    /// it in the measure; unchanged when `width` is not narrower.
    func narrowed(to width: Double, at alignment: BoxAlignment) -> FlowContext {
        guard width < self.width else { return self }
        var ctx = self
        switch alignment {
        case .left: break
        case .center: ctx.x += (self.width - width) / 2
        case .right: ctx.x += self.width - width
        }
        ctx.width = width
        return ctx
    }

    /// The context with `left` and `right` taken off the measure. Indentation that would
    /// leave less than ``minimumMeasure`` is scaled down to leave exactly that: deep nesting
    /// (lists, quotes, boxes) or a huge margin flattens instead of pushing the text past the
    /// page's edge, where it would be lost.
    func indented(left: Double, right: Double) -> FlowContext {
        return indented(left: left, right: right, least: Self.minimumMeasure)
    }

    /// ``indented(left:right:)`` leaving at least `least` (or the whole measure, if narrower).
    func indented(left: Double, right: Double, least: Double) -> FlowContext {
        var ctx = self
        let floor = min(width, least)
        if width - left - right >= floor {
            ctx.x += left
            ctx.width = width - left - right
        } else if left >= 0, right >= 0 {
            let scale = (width - floor) / (left + right)
            ctx.x += left * scale
            ctx.width = floor
        } else {
            // One side negative (it widens the measure): the other side at most what leaves
            // the floor.
            let l = left < 0 ? left : min(left, width - right - floor)
            let r = right < 0 ? right : min(right, width - l - floor)
            ctx.x += l
            ctx.width = max(floor, width - l - r)
        }
        return ctx
    }
}
