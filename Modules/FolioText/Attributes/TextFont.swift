/// Which font text is set in: a family with size, weight and slant (resolved through
/// fontconfig when laid out), or a font file. The attribute form of `UIFont`.
public struct TextFont: Sendable, Hashable, CustomStringConvertible {
    /// A family name, or a generic family: `serif`, `sans-serif`, `monospace`.
    public var family: String
    /// Families tried in order when ``family`` is not installed, as the rest of a CSS
    /// `font-family` list: a named family is taken only when the font found is of that family,
    /// a generic family always. Empty for one family.
    public var fallbackFamilies: [String] = []
    /// The size in points.
    public var size: Double
    /// CSS weight, 100 (thin) … 400 (regular) … 700 (bold) … 900 (black).
    public var weight: Int
    /// Whether the italic (or oblique) face is wanted.
    public var italic: Bool
    /// A font file to use instead of looking the family up (TrueType, OpenType, or a
    /// collection), with the face index for collections.
    public var file: (path: String, index: Int)? {
        get { filePath.map { ($0, fileIndex) } }
        set { filePath = newValue?.path; fileIndex = newValue?.index ?? 0 }
    }
    private var filePath: String?
    private var fileIndex = 0

    /// A font by family.
    public init(family: String = "serif", size: Double = 12, weight: Int = 400, italic: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
    }

    /// A font by the first installed family of a list (as CSS `font-family` gives them, ending
    /// with a generic family such as `monospace`): `TextFont(families: ["Monaco", "Consolas", "monospace"])`.
    public init(families: [String], size: Double = 12, weight: Int = 400, italic: Bool = false) {
        self.family = families.first ?? "serif"
        self.fallbackFamilies = Array(families.dropFirst())
        self.size = size
        self.weight = weight
        self.italic = italic
    }

    /// A font from a file.
    public init(file path: String, index: Int = 0, size: Double = 12) {
        self.init(family: "", size: size)
        filePath = path
        fileIndex = index
    }

    /// The same font at another size.
    public func withSize(_ size: Double) -> TextFont { var f = self; f.size = size; return f }
    /// The bold face of the same family.
    public var bold: TextFont { var f = self; f.weight = 700; return f }
    /// The italic face of the same family.
    public var italicFace: TextFont { var f = self; f.italic = true; return f }

    /// Serif text at 12 pt, the default.
    public static let body = TextFont()

    /// `serif 12pt 400` or the file name.
    public var description: String {
        if let filePath { return "\(filePath)\(fileIndex > 0 ? "#\(fileIndex)" : "") \(size)pt" }
        return "\(family) \(size)pt \(weight)\(italic ? " italic" : "")"
    }

    /// Compares families, size, weight, slant and file.
    public static func == (a: TextFont, b: TextFont) -> Bool {
        a.family == b.family && a.size == b.size && a.weight == b.weight && a.italic == b.italic
            && a.filePath == b.filePath && a.fileIndex == b.fileIndex && a.fallbackFamilies == b.fallbackFamilies
    }

    /// Hashes the same fields.
    public func hash(into h: inout Hasher) {
        h.combine(family); h.combine(size); h.combine(weight); h.combine(italic); h.combine(filePath); h.combine(fileIndex)
        h.combine(fallbackFamilies)
    }
}
