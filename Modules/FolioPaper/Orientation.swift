import FolioGeometry

/// How a sheet is held: upright, sideways, or chosen from the content.
public enum Orientation: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Upright: the sheet is at least as tall as it is wide.
    case portrait
    /// Sideways: the sheet is wider than it is tall.
    case landscape
    /// Chosen from the content: landscape exactly when the content is wider than tall,
    /// portrait otherwise (a square page stays portrait).
    case auto

    /// Reads `portrait`, `landscape` or `auto`, ignoring case and surrounding white space.
    public init?(parsing text: String) {
        let word = text.trimmingWhitespace().lowercased()
        guard let value = Orientation(rawValue: word) else { return nil }
        self = value
    }

    /// The orientation for a page of the given content size: ``portrait`` and ``landscape``
    /// stay as they are; ``auto`` becomes ``landscape`` exactly when
    /// `contentSize.width > contentSize.height`, so a square page stays ``portrait``.
    public func resolved(for contentSize: Size) -> Orientation {
        switch self {
        case .portrait, .landscape: return self
        case .auto: return Orientation.automatic(for: contentSize)
        }
    }

    /// ``landscape`` when the content is wider than tall, otherwise ``portrait``.
    public static func automatic(for contentSize: Size) -> Orientation {
        contentSize.width > contentSize.height ? .landscape : .portrait
    }

    /// The orientation's name: `portrait`, `landscape` or `auto`.
    public var description: String { rawValue }
}
