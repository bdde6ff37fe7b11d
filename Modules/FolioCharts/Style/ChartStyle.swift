import FolioGraphics
import FolioText

/// How a chart's furniture looks: fonts, the colours of text, axes and gridlines, and the
/// palette its series take. `Chart.chartStyle(_:)` sets it.
public struct ChartStyle: Sendable {
    /// The font of tick labels, legend entries and axis titles (sans-serif 8 pt).
    public var font = TextFont(family: "sans-serif", size: 8)
    /// The font of the title (sans-serif bold 11 pt).
    public var titleFont = TextFont(family: "sans-serif", size: 11, weight: 700)
    /// Where fonts are looked up (fontconfig and its directories by default).
    public var fontLibrary: FontLibrary = .shared
    /// The colour of the title, labels and legend text.
    public var textColor = Color(gray: 0.2)
    /// The colour of the gridlines.
    public var gridColor = Color(gray: 0.86)
    /// The colour of the axis lines and ticks.
    public var axisColor = Color(gray: 0.45)
    /// The series' colours.
    public var palette: ChartPalette = .standard

    /// The default style.
    public init() {}
}
