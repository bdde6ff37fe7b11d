import FolioGraphics

/// One mark as the chart keeps it: its kind, its values on each channel, and the modifiers
/// given to it.
///
/// Marks make theirs with the memberwise initializer, naming the channels they are given.
struct MarkRecord: Sendable {
    /// The mark types.
    enum Kind: String, Sendable {
        case bar, line, point, area, rule, rectangle, sector
    }

    var kind: Kind
    var x: Channel?
    var y: Channel?
    var xStart: Channel?
    var xEnd: Channel?
    var yStart: Channel?
    var yEnd: Channel?
    /// A sector's share.
    var angle: Channel?
    var innerRadius: MarkDimension = .ratio(0)
    var outerRadius: MarkDimension = .ratio(1)
    var angularInset = 0.0
    /// A mark's size across its band or its point (bars, rectangles).
    var width: MarkDimension?
    var height: MarkDimension?
    /// `foregroundStyle(by:)`: the series whose colour the mark takes.
    var group: Channel?
    /// `position(by:)`: bars side by side within their band, rather than stacked.
    var position: Channel?
    /// `LineMark(x:y:series:)`: which line a point belongs to, apart from its colour group.
    var series: Channel?
    /// `symbol(by:)`: the series whose point shape the mark takes.
    var symbolGroup: Channel?
    var color: Color?
    var lineStyle: StrokeStyle?
    var symbolSize: Double?
    var opacity = 1.0
    var cornerRadius = 0.0
    var interpolation: InterpolationMethod = .linear
    /// `annotation(position:spacing:content:)`: words beside the mark.
    var annotations: [MarkAnnotation] = []
    /// Set by stacking: the mark is the last of its series below another series' marks.
    var separatesSeries = false

    /// The values this mark has on the horizontal or the vertical axis.
    func values(on axis: Axis) -> [Channel] {
        (axis == .x ? [x, xStart, xEnd] : [y, yStart, yEnd]).compactMap { $0 }
    }
}

/// The two position axes.
enum Axis: Sendable, Hashable {
    case x, y
}

/// A length for a mark: a fixed size in points, a share of what is available (a band, a
/// radius), or what is available less an inset.
public enum MarkDimension: Sendable, Hashable {
    /// The chart's own choice.
    case automatic
    /// A length in points.
    case fixed(Double)
    /// A share of the available length: `.ratio(0.6)` of a band's width or a pie's radius.
    case ratio(Double)
    /// The available length less this many points.
    case inset(Double)

    /// The length out of `available`, or `automatic` when the chart chooses.
    func resolved(_ available: Double, automatic: Double) -> Double {
        switch self {
        case .automatic: automatic
        case .fixed(let v): v
        case .ratio(let r): available * r
        case .inset(let i): max(0, available - i)
        }
    }
}

/// How a line or an area joins its points.
public enum InterpolationMethod: Sendable, Hashable {
    /// Straight segments.
    case linear
    /// A smooth curve through every point (Catmull–Rom, as cubic Béziers).
    case catmullRom
    /// Steps: each value holds until the next point.
    case stepStart
    /// Steps: each value holds from halfway after the previous point to halfway before the next.
    case stepCenter
    /// Steps: each value holds from the previous point.
    case stepEnd
}
