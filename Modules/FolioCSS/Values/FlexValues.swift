/// The flexible box properties of an element (CSS Flexible Box 1): how a flex container lays
/// out its items, and how an item flexes.
public struct FlexProperties: Hashable, Sendable {
    /// `flex-direction`.
    public var direction: FlexDirection = .row
    /// `flex-wrap`: whether items that do not fit go on to further lines (`wrap`,
    /// `wrap-reverse` set lines top to bottom too).
    public var wraps = false
    /// `justify-content`.
    public var justifyContent: FlexJustification = .start
    /// `align-items`.
    public var alignItems: FlexAlignment = .stretch
    /// `align-self` (`nil`: `auto`, the container's `align-items`).
    public var alignSelf: FlexAlignment?
    /// `flex-grow`.
    public var grow = 0.0
    /// `flex-shrink`.
    public var shrink = 1.0
    /// `flex-basis` (`auto`: the item's `width`, else its content).
    public var basis: CSSLength = .auto
    /// `order`.
    public var order = 0
    /// `column-gap` in points (`normal`: 0).
    public var columnGap = 0.0
    /// `row-gap` in points (`normal`: 0).
    public var rowGap = 0.0

    /// The initial values.
    public init() {}
}

/// `flex-direction`.
public enum FlexDirection: String, Hashable, Sendable {
    /// Items side by side, in order. The initial value.
    case row
    /// Side by side, last first.
    case rowReverse = "row-reverse"
    /// One below the other.
    case column
    /// One below the other, last first.
    case columnReverse = "column-reverse"
}

/// `justify-content`: where the room left on a line goes.
public enum FlexJustification: String, Hashable, Sendable {
    /// After the items (`flex-start`, `start`, `left`, `normal`).
    case start
    /// Before them (`flex-end`, `end`, `right`).
    case end
    /// Half on either side.
    case center
    /// Between the items.
    case spaceBetween = "space-between"
    /// Around each item.
    case spaceAround = "space-around"
    /// Evenly, the ends included.
    case spaceEvenly = "space-evenly"
}

/// `align-items`, `align-self`: where an item sits in its line.
public enum FlexAlignment: String, Hashable, Sendable {
    /// As tall as the line (`normal`). The initial value.
    case stretch
    /// At the top (`flex-start`, `start`, `self-start`).
    case start
    /// At the bottom (`flex-end`, `end`, `self-end`).
    case end
    /// Centred.
    case center
    /// First baselines aligned.
    case baseline
}
