import FolioCSS
import FolioGeometry

/// The margins that `@page :first`, `:left` and `:right` rules give their pages (CSS Paged
/// Media 3 §3.2), in points, over the document's margins (those of the rules without a
/// selector, or the caller's): each side `nil` where no such rule sets it.
///
/// ```swift
/// let page = try MarkupDocument(string: "<style>@page { margin: 20mm } @page :first { margin-top: 60mm }</style><p>Letter</p>")
/// let first = page.marginBoxes.kindMargins.margins(forPage: 0, base: page.pageMargins ?? EdgeInsets(all: 72))  // top 170 pt
/// ```
///
/// Pages share one content width, the first page's: a kind of page whose left and right
/// margins add up to another width keeps its left margin and the first page's width (a
/// warning says so). Named pages' margins are not read.
public struct PageKindMargins: Sendable, Hashable {
    /// The first page's sides (a right page: `:right` rules apply to it too).
    public var first = EdgeValues<Double?>(all: nil)
    /// The sides of the left pages (even page numbers).
    public var left = EdgeValues<Double?>(all: nil)
    /// The sides of the right pages after the first (odd page numbers).
    public var right = EdgeValues<Double?>(all: nil)

    /// No side of any page changed.
    public init() {}

    /// Whether no rule changes a side of any page.
    public var isEmpty: Bool { self == PageKindMargins() }

    /// The margins of page `index` (from 0): its kind's sides, the others `base`'s.
    public func margins(forPage index: Int, base: EdgeInsets) -> EdgeInsets {
        let sides = index == 0 ? first : index % 2 == 1 ? left : right
        return EdgeInsets(top: sides.top ?? base.top, left: sides.left ?? base.left,
                          bottom: sides.bottom ?? base.bottom, right: sides.right ?? base.right)
    }

    /// The sides the pseudo-class rules of `rules` give each kind of page; percentages of a
    /// 612 pt page, as the document's margins.
    init(rules: [PageRule]) {
        let cascade = PageCascade(rules: rules)
        func points(_ index: Int) -> EdgeValues<Double?> {
            let m = cascade.pseudoClassMargins(for: PageSelector.Page(index: index))
            func p(_ l: CSSLength?) -> Double? { l.map { StyleMapping.points($0, relativeTo: 612) } }
            var out = EdgeValues<Double?>(all: nil)
            out.top = p(m.top)
            out.right = p(m.right)
            out.bottom = p(m.bottom)
            out.left = p(m.left)
            return out
        }
        first = points(0)
        left = points(1)
        right = points(2)
    }
}
