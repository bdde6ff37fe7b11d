import FolioGraphics
import Foundation

/// Folio's attributes for Foundation's `AttributedString`, so Swift code can build styled text
/// with the type it knows and hand it to the framesetter:
///
/// ```swift
/// var s = AttributedString("Total: 42")
/// s.folioFont = TextFont(family: "sans-serif", size: 14).bold
/// let text = AttributedText(s)
/// ```
public struct FolioAttributes: AttributeScope {
    /// The font.
    public let folioFont: FontKey
    /// The text colour.
    public let folioForegroundColor: ForegroundColorKey
    /// The background colour.
    public let folioBackgroundColor: BackgroundColorKey
    /// The underline.
    public let folioUnderline: UnderlineKey
    /// The strikethrough.
    public let folioStrikethrough: StrikethroughKey
    /// The paragraph style.
    public let folioParagraphStyle: ParagraphStyleKey
    /// The language (BCP 47).
    public let folioLanguage: LanguageKey
    /// A named destination at this text.
    public let folioAnchor: AnchorKey
    /// Foundation's own attributes (the `link` URL is used).
    public let foundation: AttributeScopes.FoundationAttributes

    /// `TextFont`.
    public enum FontKey: AttributedStringKey { public typealias Value = TextFont; public static let name = "folio.font" }
    /// Foreground `Color`.
    public enum ForegroundColorKey: AttributedStringKey { public typealias Value = Color; public static let name = "folio.foregroundColor" }
    /// Background `Color`.
    public enum BackgroundColorKey: AttributedStringKey { public typealias Value = Color; public static let name = "folio.backgroundColor" }
    /// Underline `TextDecoration`.
    public enum UnderlineKey: AttributedStringKey { public typealias Value = TextDecoration; public static let name = "folio.underline" }
    /// Strikethrough `TextDecoration`.
    public enum StrikethroughKey: AttributedStringKey { public typealias Value = TextDecoration; public static let name = "folio.strikethrough" }
    /// `ParagraphStyle`.
    public enum ParagraphStyleKey: AttributedStringKey { public typealias Value = ParagraphStyle; public static let name = "folio.paragraphStyle" }
    /// Language tag.
    public enum LanguageKey: AttributedStringKey { public typealias Value = String; public static let name = "folio.language" }
    /// Anchor name.
    public enum AnchorKey: AttributedStringKey { public typealias Value = String; public static let name = "folio.anchor" }
}

extension AttributeScopes {
    /// Folio's attribute scope.
    public var folio: FolioAttributes.Type { FolioAttributes.self }
}

extension AttributeDynamicLookup {
    /// Lets `attributedString.folioFont` and the other Folio keys be used as properties.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<FolioAttributes, T>) -> T { self[T.self] }
}

extension AttributedText {
    /// Converts Foundation's `AttributedString`, reading Folio's attributes and Foundation's
    /// `link`.
    public init(_ attributed: AttributedString) {
        self.init()
        for run in attributed.runs {
            let piece = String(attributed[run.range].characters)
            var a = TextAttributes()
            a.font = run[FolioAttributes.FontKey.self]
            a.foregroundColor = run[FolioAttributes.ForegroundColorKey.self]
            a.backgroundColor = run[FolioAttributes.BackgroundColorKey.self]
            a.underline = run[FolioAttributes.UnderlineKey.self]
            a.strikethrough = run[FolioAttributes.StrikethroughKey.self]
            a.paragraphStyle = run[FolioAttributes.ParagraphStyleKey.self]
            a.language = run[FolioAttributes.LanguageKey.self]
            a.anchor = run[FolioAttributes.AnchorKey.self]
            if let url = run.link { a.link = .url(url.absoluteString) }
            append(piece, attributes: a)
        }
    }
}
