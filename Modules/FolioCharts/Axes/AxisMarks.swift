import Foundation
import FolioGraphics

/// The marks of one axis, as Swift Charts' `AxisMarks`: which values get a mark, and for each
/// a gridline, a tick and a label (all three unless the content says otherwise).
///
/// ```swift
/// chart
///     .chartYAxis {
///         AxisMarks(values: [0, 50, 100]) { _ in
///             AxisTick()
///             AxisValueLabel(format: .percent())
///         }
///     }
///     .chartXAxis { AxisMarks(values: .stride(by: .minute, count: 15)) }
/// ```
///
/// The content closure is called once for each value, with the value, its index and how many
/// there are, so a mark can differ from value to value.
public struct AxisMarks: Sendable {
    let values: AxisMarkValues
    let content: (@Sendable (AxisValue) -> AxisMarkContent)?

    /// A gridline, a tick and the automatic label at each of `values`.
    public init(values: AxisMarkValues = .automatic) {
        self.values = values
        content = nil
    }

    /// What `content` makes at each of `values`.
    public init(values: AxisMarkValues = .automatic, @AxisMarkBuilder content: @escaping @Sendable (AxisValue) -> AxisMarkContent) {
        self.values = values
        self.content = content
    }

    /// A gridline, a tick and the automatic label at each of these values (numbers, dates or
    /// categories; those outside the axis's domain are left out).
    public init<V: Plottable>(values: [V]) {
        self.init(values: AxisMarkValues(storage: .values(values.map(\.chartValue))))
    }

    /// What `content` makes at each of these values.
    public init<V: Plottable>(values: [V], @AxisMarkBuilder content: @escaping @Sendable (AxisValue) -> AxisMarkContent) {
        self.init(values: AxisMarkValues(storage: .values(values.map(\.chartValue))), content: content)
    }
}

/// The marks of an axis, from ``Chart/chartXAxis(content:)`` and ``Chart/chartYAxis(content:)``.
@resultBuilder
public enum AxisContentBuilder {
    /// The axis marks, in order.
    public static func buildBlock(_ marks: AxisMarks...) -> [AxisMarks] { marks }
}

/// Which values of an axis get marks: the automatic ones, about so many, every step of a
/// number or a calendar unit, or (with ``AxisMarks/init(values:)-(Array<V>)``) a list.
public struct AxisMarkValues: Sendable {
    enum Storage: Sendable {
        case automatic(desiredCount: Int?)
        case values([ChartValue])
        case numberStride(Double)
        case dateStride(DateTicks.Unit)
    }

    let storage: Storage

    /// The ticks the chart chooses.
    public static var automatic: AxisMarkValues { AxisMarkValues(storage: .automatic(desiredCount: nil)) }

    /// About `desiredCount` ticks at nice values.
    public static func automatic(desiredCount: Int) -> AxisMarkValues { AxisMarkValues(storage: .automatic(desiredCount: max(2, desiredCount))) }

    /// Every multiple of `step` inside the axis's domain (a number axis).
    public static func stride(by step: Double) -> AxisMarkValues { AxisMarkValues(storage: .numberStride(abs(step))) }

    /// Every `count` of a calendar unit in UTC (a date axis): `.second`, `.minute`, `.hour`,
    /// `.day`, `.weekOfYear` (Mondays), `.month`, `.quarter`, `.year`; other components are days.
    public static func stride(by component: Calendar.Component, count: Int = 1) -> AxisMarkValues {
        let n = max(1, count)
        let unit: DateTicks.Unit = switch component {
        case .second, .nanosecond: .second(n)
        case .minute: .minute(n)
        case .hour: .hour(n)
        case .weekOfYear, .weekOfMonth, .yearForWeekOfYear: .day(7 * n)
        case .month: .month(n)
        case .quarter: .month(3 * n)
        case .year, .era: .year(n)
        default: .day(n)
        }
        return AxisMarkValues(storage: .dateStride(unit))
    }
}

/// A value an axis mark stands at, handed to ``AxisMarks``' content.
public struct AxisValue: Sendable {
    /// The value.
    public let value: ChartValue
    /// Its place among the axis's marks, from 0.
    public let index: Int
    /// How many marks the axis has.
    public let count: Int

    /// The value as `Double`, `Int`, `String` or `Date`, if it is of that kind.
    public func `as`<T>(_ type: T.Type) -> T? {
        switch value {
        case .number(let v):
            if let d = v as? T { return d }
            if T.self == Int.self, v.rounded() == v, abs(v) < 9e18 { return Int(v) as? T }
            if T.self == Float.self { return Float(v) as? T }
            return nil
        case .category(let s): return s as? T
        case .date(let d): return d as? T
        }
    }
}
