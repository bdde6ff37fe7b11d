import Foundation

/// A value a chart can place: a number, a category, or a date. What Swift Charts calls a
/// primitive plottable value.
public enum ChartValue: Sendable, Hashable {
    /// A quantity, placed on a linear scale.
    case number(Double)
    /// A name, placed on a band scale in the order the data first gives it.
    case category(String)
    /// An instant, placed on a time scale (ticks in UTC, Gregorian calendar).
    case date(Date)

    /// The number, or the date as seconds since 1970; `nil` for a category.
    var numeric: Double? {
        switch self {
        case .number(let v): v
        case .date(let d): d.timeIntervalSince1970
        case .category: nil
        }
    }

    /// The words used for this value in a legend, a category label or alternative text (a
    /// number without grouping commas: the year 2026 is "2026").
    var text: String {
        switch self {
        case .number(let v): NumberLabels.format(v, decimals: NumberLabels.decimalsToShow(v), grouping: false)
        case .category(let s): s
        case .date(let d): DateTicks.dayLabel(d)
        }
    }
}

/// A type whose values a chart can place (`Double`, `Int`, `String`, `Date`, …). Conform your
/// own types (an enum of regions, say) by giving their ``chartValue``.
public protocol Plottable: Sendable {
    /// The value as the chart places it.
    var chartValue: ChartValue { get }
}

extension Double: Plottable {
    /// The number.
    public var chartValue: ChartValue { .number(self) }
}

extension Float: Plottable {
    /// The number.
    public var chartValue: ChartValue { .number(Double(self)) }
}

extension Int: Plottable {
    /// The number.
    public var chartValue: ChartValue { .number(Double(self)) }
}

extension String: Plottable {
    /// The category.
    public var chartValue: ChartValue { .category(self) }
}

extension Substring: Plottable {
    /// The category.
    public var chartValue: ChartValue { .category(String(self)) }
}

extension Date: Plottable {
    /// The date.
    public var chartValue: ChartValue { .date(self) }
}

/// A value with the label that says what it is, as a mark's `x`, `y`, `angle` or grouping
/// takes it: `.value("Units", row.units)`. The label titles the axis and names the value in
/// the chart's alternative text.
public struct PlottableValue<Value: Plottable>: Sendable {
    /// What the value is ("Units", "Month").
    public var label: String
    /// The value.
    public var value: Value

    /// The calendar unit a date stands for, if given.
    var unit: DateBin?

    /// A labelled value: `.value("Region", row.region)`.
    public static func value(_ label: String, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label, value: value)
    }

    /// The label and the primitive value, as the chart keeps them: a date given with a unit
    /// becomes the start of its unit.
    var channel: Channel {
        guard let unit, case .date(let d) = value.chartValue else { return Channel(label: label, value: value.chartValue) }
        return Channel(label: label, value: .date(Date(timeIntervalSince1970: unit.start(d.timeIntervalSince1970))), unit: unit)
    }
}

extension PlottableValue where Value == Date {
    /// A date standing for the whole calendar `unit` that holds it, in UTC, as in Swift Charts:
    /// `BarMark(x: .value("Month", sale.date, unit: .month), y: …)` draws a bar across the
    /// month, and bars of one month stack. Units: `.minute`, `.hour`, `.day`, `.weekOfYear`
    /// (weeks from Monday), `.month`, `.quarter`, `.year`; others leave the date as it is.
    public static func value(_ label: String, _ value: Date, unit: Calendar.Component) -> PlottableValue<Date> {
        PlottableValue(label: label, value: value, unit: DateBin(unit))
    }
}

/// A labelled primitive value, as a mark keeps it.
struct Channel: Sendable, Hashable {
    var label: String
    var value: ChartValue
    /// The calendar unit of a date given with one (its value is then the unit's start).
    var unit: DateBin?

    /// The start and end, in seconds since 1970, of a date given with a unit.
    var span: (start: Double, end: Double)? {
        guard let unit, case .date(let d) = value else { return nil }
        let s = d.timeIntervalSince1970
        return (s, unit.end(s))
    }
}
