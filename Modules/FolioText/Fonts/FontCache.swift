import FolioConcurrency

/// Loaded fonts by file and face index, shared safely between threads: the same file gives
/// back the same ``Font`` object, so a document embeds it once.
///
/// ```swift
/// let a = try FontCache.shared.font(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
/// let b = try FontCache.shared.font(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
/// a === b  // true
/// ```
public final class FontCache: Sendable {
    private struct Key: Hashable {
        var path: String
        var index: Int
    }

    private let fonts = Locked<[Key: Font]>([:])

    /// The process-wide cache that ``FontLibrary/shared`` uses.
    public static let shared = FontCache()

    /// Creates an empty cache.
    public init() {}

    /// The font at `path` (face `index` of a collection), loaded on first use.
    ///
    /// - Throws: ``FontError`` naming the file when it cannot be loaded; failures are not cached.
    public func font(path: String, index: Int = 0) throws(FontError) -> Font {
        let key = Key(path: path, index: index)
        if let found = fonts.withLock({ $0[key] }) { return found }
        // Load outside the lock so that slow loads do not serialise other lookups; the first
        // font stored wins, so every caller gets the same object.
        let loaded = try Font(path: path, index: index)
        return fonts.withLock { table in
            if let found = table[key] { return found }
            table[key] = loaded
            return loaded
        }
    }

    /// The number of fonts loaded.
    public var count: Int { fonts.withLock { $0.count } }
}
