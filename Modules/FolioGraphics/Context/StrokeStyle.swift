/// Stroke attributes that a path can carry, as `UIBezierPath`'s `lineWidth`,
/// `lineCapStyle`, `lineJoinStyle`, `miterLimit` and dash. Stroking a path with a style sets
/// them only for that stroke (inside a saved graphics state).
public struct StrokeStyle: Hashable, Sendable {
    /// Line width in points; 0 is the thinnest line the device can show.
    public var lineWidth: Double
    /// Cap at open ends.
    public var lineCap: LineCap
    /// Join between segments.
    public var lineJoin: LineJoin
    /// Longest miter, as a multiple of the line width, before a miter join is bevelled.
    public var miterLimit: Double
    /// Dash lengths, alternately on and off; empty for a solid line.
    public var dash: [Double]
    /// How far into the dash pattern the line starts.
    public var dashPhase: Double

    /// Creates a stroke style; the defaults are Core Graphics' (1 pt, butt, miter, 10, solid).
    public init(
        lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 10,
        dash: [Double] = [], dashPhase: Double = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

@_exported import enum FolioPDF.LineCap
@_exported import enum FolioPDF.LineJoin
@_exported import enum FolioPDF.TextRenderingMode
