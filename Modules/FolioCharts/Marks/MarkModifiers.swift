import FolioGraphics

// MARK: Modifiers of marks, as Swift Charts names them

extension ChartContent {
    /// Colours the marks by a value: every distinct value is a series with a colour of the
    /// chart's palette and an entry in the legend. Bars and areas of several series stack.
    public func foregroundStyle<V: Plottable>(by value: PlottableValue<V>) -> ChartMarks {
        chartMarks.map { $0.group = value.channel }
    }

    /// Colours the marks with one colour (not a series: no legend entry).
    public func foregroundStyle(_ color: Color) -> ChartMarks {
        chartMarks.map { $0.color = color }
    }

    /// Sets bars of one band side by side, one slot for each distinct value, instead of
    /// stacking them.
    public func position<V: Plottable>(by value: PlottableValue<V>) -> ChartMarks {
        chartMarks.map { $0.position = value.channel }
    }

    /// Gives points a symbol (circle, square, triangle, diamond, …) for each distinct value,
    /// so that series stay apart in gray.
    public func symbol<V: Plottable>(by value: PlottableValue<V>) -> ChartMarks {
        chartMarks.map { $0.symbolGroup = value.channel }
    }

    /// Strokes lines and rules with this width, cap, join and dash.
    public func lineStyle(_ style: StrokeStyle) -> ChartMarks {
        chartMarks.map { $0.lineStyle = style }
    }

    /// The area of a point's symbol, in square points (30 if not given), as in Swift Charts.
    public func symbolSize(_ area: Double) -> ChartMarks {
        chartMarks.map { $0.symbolSize = max(0, area) }
    }

    /// Draws the marks with this opacity (0 transparent, 1 opaque).
    public func opacity(_ value: Double) -> ChartMarks {
        chartMarks.map { $0.opacity = min(1, max(0, value)) }
    }

    /// Rounds the corners of bars and rectangles.
    public func cornerRadius(_ radius: Double) -> ChartMarks {
        chartMarks.map { $0.cornerRadius = max(0, radius) }
    }

    /// How lines and areas join their points.
    public func interpolationMethod(_ method: InterpolationMethod) -> ChartMarks {
        chartMarks.map { $0.interpolation = method }
    }
}
