import FolioGraphics
import Foundation

/// What an axis mark draws: any of ``AxisGridLine``, ``AxisTick`` and ``AxisValueLabel``.
public protocol AxisMark: Sendable {
    /// The parts it adds.
    var axisMarkContent: AxisMarkContent { get }
}

/// The parts of an axis mark at one value, as ``AxisMarkBuilder`` gathers them.
public struct AxisMarkContent: AxisMark {
    enum Part: Sendable {
        case gridLine(StrokeStyle?)
        case tick(length: Double?)
        case label(AxisValueLabel)
    }

    var parts: [Part]

    /// Itself.
    public var axisMarkContent: AxisMarkContent { self }
}

/// A gridline across the plot at the mark's value.
public struct AxisGridLine: AxisMark {
    let stroke: StrokeStyle?

    /// A gridline in the chart's gridline colour, half a point wide unless `stroke` says otherwise.
    public init(stroke: StrokeStyle? = nil) { self.stroke = stroke }

    /// The gridline.
    public var axisMarkContent: AxisMarkContent { AxisMarkContent(parts: [.gridLine(stroke)]) }
}

/// A tick on the axis line at the mark's value.
public struct AxisTick: AxisMark {
    let length: Double?

    /// A tick, 3 points long unless `length` says otherwise.
    public init(length: Double? = nil) { self.length = length }

    /// The tick.
    public var axisMarkContent: AxisMarkContent { AxisMarkContent(parts: [.tick(length: length)]) }
}

/// The label of the mark's value: the automatic one, one in a format, or any text.
public struct AxisValueLabel: AxisMark {
    let format: AxisLabelFormat?
    let text: String?

    /// The automatic label (numbers, dates and categories as the axis writes them).
    public init() {
        format = nil
        text = nil
    }

    /// The value written in `format`.
    public init(format: AxisLabelFormat) {
        self.format = format
        text = nil
    }

    /// This text.
    public init(_ text: String) {
        format = nil
        self.text = text
    }

    /// The label.
    public var axisMarkContent: AxisMarkContent { AxisMarkContent(parts: [.label(self)]) }
}

/// Gathers the parts of an axis mark: `{ AxisGridLine(); AxisValueLabel() }`, with `if`,
/// `if`–`else` and `switch`.
@resultBuilder
public enum AxisMarkBuilder {
    /// A part.
    public static func buildExpression(_ mark: some AxisMark) -> AxisMarkContent { mark.axisMarkContent }
    /// The parts, in order.
    public static func buildBlock(_ parts: AxisMarkContent...) -> AxisMarkContent { AxisMarkContent(parts: parts.flatMap(\.parts)) }
    /// A part only when a condition holds.
    public static func buildOptional(_ part: AxisMarkContent?) -> AxisMarkContent { part ?? AxisMarkContent(parts: []) }
    /// The first branch.
    public static func buildEither(first part: AxisMarkContent) -> AxisMarkContent { part }
    /// The second branch.
    public static func buildEither(second part: AxisMarkContent) -> AxisMarkContent { part }
}

/// How an axis label writes its value, the same on every machine (no locale, UTC dates).
///
/// ```swift
/// AxisValueLabel(format: .number(decimals: 1))     // "2.5"
/// AxisValueLabel(format: .percent())                // 0.25 → "25%"
/// AxisValueLabel(format: .date("HH:mm"))           // "06:15"
/// ```
public struct AxisLabelFormat: Sendable {
    let write: @Sendable (ChartValue) -> String

    /// Numbers with `decimals` decimals and, if `grouping`, commas between thousands; `prefix`
    /// and `suffix` around them ("$1,200", "12 kg").
    public static func number(decimals: Int = 0, grouping: Bool = true, prefix: String = "", suffix: String = "") -> AxisLabelFormat {
        AxisLabelFormat { v in
            guard let n = v.numeric else { return v.text }
            return prefix + NumberLabels.format(n, decimals: decimals, grouping: grouping) + suffix
        }
    }

    /// Fractions as percentages: 0.25 is "25%".
    public static func percent(decimals: Int = 0) -> AxisLabelFormat {
        AxisLabelFormat { v in
            guard case .number(let n) = v else { return v.text }
            return NumberLabels.format(n * 100, decimals: decimals) + "%"
        }
    }

    /// Dates by a pattern of Unicode's date fields, in UTC and English: `yyyy` `yy` (year),
    /// `MMMM` `MMM` `MM` `M` (month), `dd` `d` (day), `EEE` (weekday), `HH` `H` (hour),
    /// `mm` (minute), `ss` (second); text in single quotes is kept as it is, as are other
    /// characters that are not letters.
    public static func date(_ pattern: String) -> AxisLabelFormat {
        AxisLabelFormat { v in
            guard case .date(let d) = v else { return v.text }
            return DatePattern.format(d.timeIntervalSince1970, pattern: pattern)
        }
    }

    /// Any text for a value.
    public static func custom(_ write: @escaping @Sendable (ChartValue) -> String) -> AxisLabelFormat { AxisLabelFormat(write: write) }
}
