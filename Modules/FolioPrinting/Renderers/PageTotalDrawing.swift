/// How a ``HeaderFooterPageRenderer`` shows the page total (`{pages}`, CSS's
/// `counter(pages)`), which is known only once every page is laid out.
public enum PageTotalDrawing: Sendable, Hashable {
    /// The job lays the document out once to count its pages, then again to draw them; the
    /// total is set in its line like any text. Page ranges, a table of contents and page
    /// references (`target-counter()`) take this path whatever the setting.
    case countedFirst
    /// The job lays out and draws each page once; the total, with the rest of its line after
    /// it, is drawn after the last page as one form XObject that every page shows (a line
    /// with the page number after the total is counted first). Its place in the line is
    /// reserved in advance: the width of `reservedDigits` of the font's widest digit. The
    /// total starts where the text before it ends; a centred or right-aligned line is placed
    /// as if the total had the reserved width, so it sits left of where the exact width would
    /// put it by the part of the reservation the total does not use (half of it when
    /// centred; in a font of equal-width digits, nothing when the total has `reservedDigits`
    /// digits). A total wider than its reservation is condensed to fit it.
    case afterLastPage(reservedDigits: Int)

    /// The total drawn after the last page, with room for four digits (up to 9,999 pages
    /// without condensing).
    public static let afterLastPage = PageTotalDrawing.afterLastPage(reservedDigits: 4)
}
