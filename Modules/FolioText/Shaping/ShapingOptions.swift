/// How a paragraph's base direction is chosen (UAX #9 rules P2–P3, or set).
public enum TextDirection: Sendable, Hashable {
    /// From the first strong character; left to right when there is none.
    case auto
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
}

/// An OpenType feature setting for shaping: `liga` off, `smcp` on, `salt` = 2.
///
/// HarfBuzz turns on the features a script needs (for Latin: `kern`, `liga`, `clig`, `calt`,
/// …) by itself; settings given here override them.
public struct FontFeature: Sendable, Hashable, CustomStringConvertible {
    /// The four-letter feature tag.
    public var tag: String
    /// 0 turns the feature off, 1 on; larger values pick an alternate.
    public var value: UInt32
    /// The UTF-16 range of the text the setting applies to; `nil` for all of it.
    public var range: Range<Int>?

    /// Creates a feature setting.
    public init(_ tag: String, value: UInt32 = 1, range: Range<Int>? = nil) {
        self.tag = tag
        self.value = value
        self.range = range
    }

    /// Turns a feature on.
    public static func on(_ tag: String) -> FontFeature { FontFeature(tag, value: 1) }
    /// Turns a feature off.
    public static func off(_ tag: String) -> FontFeature { FontFeature(tag, value: 0) }

    /// HarfBuzz's notation: `liga`, `-liga`, `salt=2`.
    public var description: String { value == 1 ? tag : (value == 0 ? "-" + tag : "\(tag)=\(value)") }
}

/// Settings for itemizing and shaping a paragraph.
public struct ShapingOptions: Sendable, Hashable {
    /// The paragraph's base direction.
    public var direction: TextDirection
    /// A BCP 47 language tag ("en", "ar", "hi", "th", "zh-Hans") for language-specific
    /// forms; `nil` uses the process locale's, as HarfBuzz does.
    public var language: String?
    /// Feature settings applied on top of HarfBuzz's defaults (kern and liga are on unless
    /// turned off here).
    public var features: [FontFeature]

    /// Creates options: automatic direction, default language, default features.
    public init(direction: TextDirection = .auto, language: String? = nil, features: [FontFeature] = []) {
        self.direction = direction
        self.language = language
        self.features = features
    }
}
