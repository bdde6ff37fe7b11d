import FolioGraphics

/// The multi-column properties of an element (CSS Multi-column Layout 1): of a multi-column
/// element (`column-count`, `column-width`, `column-gap`, `column-rule-*`, `column-fill`), and
/// of a block in one (`column-span`).
public struct MulticolProperties: Hashable, Sendable {
    /// `column-count`: `nil` for `auto`.
    public var count: Int?
    /// `column-width` in points: `nil` for `auto`.
    public var width: Double?
    /// `column-gap` in points as multi-column layout reads it: `nil` for `normal` (1em).
    public var gap: Double?
    /// `column-rule-width` in points (`medium` by default; 0 when the style is `none`).
    public var ruleWidth = 2.25
    /// `column-rule-style`.
    public var ruleStyle: BorderStyle = .none
    /// `column-rule-color`: `nil` for `currentColor`.
    public var ruleColor: Color?
    /// `column-span: all`: the block runs across every column of its multi-column element.
    public var spansAll = false
    /// `column-fill`: `true` for `balance` (and `balance-all`), `false` for `auto`.
    public var balances = true

    /// The initial values.
    public init() {}

    /// Whether the element lays its content out in columns: a count or a width is given.
    public var isMulticol: Bool { count != nil || width != nil }
}
