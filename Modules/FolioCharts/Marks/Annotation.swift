import FolioGraphics

/// Words for an annotation: `.annotation(position: .top) { Text("1,240") }`, drawn in the
/// chart's label font.
public struct Text: Sendable, Hashable {
    /// The words.
    public var string: String
    /// Their colour: the chart's text colour unless set.
    public var color: Color?
    /// Whether they are drawn in the chart's title font (bold) rather than its label font.
    public var isBold = false

    /// These words.
    public init(_ string: String) { self.string = string }

    /// The words in `color`.
    public func foregroundStyle(_ color: Color) -> Text {
        var copy = self
        copy.color = color
        return copy
    }

    /// The words in the chart's title font.
    public func bold() -> Text {
        var copy = self
        copy.isBold = true
        return copy
    }
}

/// Where an annotation goes around its mark, as Swift Charts' `AnnotationPosition`.
public enum AnnotationPosition: Sendable, Hashable {
    /// At the end of a bar (above one running up, below one running down, right of one
    /// running across), above a point, a line's point or a rule, over a rectangle.
    case automatic
    /// Above the mark, centred.
    case top
    /// Below the mark, centred.
    case bottom
    /// Left of the mark, centred on its height.
    case leading
    /// Right of the mark, centred on its height.
    case trailing
    /// On the mark's centre.
    case overlay
    /// Above the mark, at its left end.
    case topLeading
    /// Above the mark, at its right end.
    case topTrailing
    /// Below the mark, at its left end.
    case bottomLeading
    /// Below the mark, at its right end.
    case bottomTrailing
}

/// An annotation as a mark keeps it.
struct MarkAnnotation: Sendable {
    var position: AnnotationPosition
    var spacing: Double
    var text: Text
}

extension ChartContent {
    /// Writes `content` beside each mark (a value on a bar, a note at a point): outside the
    /// plot's clip, in the chart's label font, `spacing` points from the mark (4 unless given).
    ///
    /// ```swift
    /// BarMark(x: .value("Region", sale.region), y: .value("Units", sale.units))
    ///     .annotation(position: .top) { Text("\(sale.units)") }
    /// ```
    public func annotation(position: AnnotationPosition = .automatic, spacing: Double? = nil, content: () -> Text) -> ChartMarks {
        let note = MarkAnnotation(position: position, spacing: spacing ?? 4, text: content())
        return chartMarks.map { $0.annotations.append(note) }
    }
}
