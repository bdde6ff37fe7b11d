/// Font files registered under family names, for one document (CSS's `@font-face`): a
/// ``TextFont`` that names such a family is set in the file of the registered face that best
/// matches its weight and slant, as CSS Fonts 4 §5.2 matches faces.
///
/// A set is a value: it changes no fontconfig configuration and nothing another document
/// sees, and the same set gives the same fonts on every run.
///
/// ```swift
/// var faces = FontFaceSet()
/// faces.register(family: "Brand", path: "/opt/fonts/Brand-Regular.ttf")
/// faces.register(family: "Brand", path: "/opt/fonts/Brand-Bold.ttf", weights: 700...700)
/// let bold = faces.resolving(TextFont(families: ["Brand", "sans-serif"], size: 11, weight: 800))
/// bold.file?.path   // "/opt/fonts/Brand-Bold.ttf"
/// ```
public struct FontFaceSet: Sendable, Hashable {
    /// One registered face.
    public struct Face: Sendable, Hashable {
        /// The font file (TrueType, OpenType, or a collection).
        public var path: String
        /// The face's index in a collection (0 otherwise).
        public var index: Int
        /// The weights the face stands for.
        public var weights: ClosedRange<Int>
        /// The face's slant.
        public var slant: FontSlant
    }

    /// The faces by family, lowercased (family names match ignoring ASCII case), in the order registered.
    private var faces: [String: [Face]] = [:]

    /// An empty set.
    public init() {}

    /// Whether no face is registered.
    public var isEmpty: Bool { faces.isEmpty }

    /// Registers the face at `path` (face `index` of a collection) for `family`, standing for
    /// `weights` and `slant`. A later face with the same weights and slant goes after the
    /// earlier ones, which win ties (the first `@font-face` rule that loaded, in source order).
    public mutating func register(family: String, path: String, index: Int = 0, weights: ClosedRange<Int> = 400...400,
                                  slant: FontSlant = .upright) {
        faces[family.lowercased(), default: []].append(Face(path: path, index: index, weights: weights, slant: slant))
    }

    /// Whether `family` has a registered face.
    public func contains(family: String) -> Bool { faces[family.lowercased()] != nil }

    /// The registered face of `family` that best matches `weight` and `italic`, or `nil` when
    /// the family has none. Slant first: an italic is wanted, then oblique, then upright (the
    /// other way round for upright text); then weight: a face whose range holds it, else, for
    /// a weight from 400 to 500, the nearest heavier up to 500, then the nearest lighter, then
    /// heavier; below 400 the nearest lighter first; above 500 the nearest heavier first.
    public func face(family: String, weight: Int, italic: Bool) -> Face? {
        guard let all = faces[family.lowercased()], !all.isEmpty else { return nil }
        let slants: [FontSlant] = italic ? [.italic, .oblique, .upright] : [.upright, .oblique, .italic]
        guard let candidates = slants.lazy.map({ s in all.filter { $0.slant == s } }).first(where: { !$0.isEmpty }) else { return nil }
        if let exact = candidates.first(where: { $0.weights.contains(weight) }) { return exact }
        let lighter = candidates.filter { $0.weights.upperBound < weight }.max { $0.weights.upperBound < $1.weights.upperBound }
        let heavier = candidates.filter { $0.weights.lowerBound > weight }.min { $0.weights.lowerBound < $1.weights.lowerBound }
        if (400...500).contains(weight) {
            if let h = heavier, h.weights.lowerBound <= 500 { return h }
            return lighter ?? heavier
        }
        return weight < 400 ? lighter ?? heavier : heavier ?? lighter
    }

    /// `font` set in a registered face when the first of its families that is either
    /// registered here, installed (by `library`), or generic is a registered one: the face's
    /// file, with the families after it kept for fallback. Any other font is returned as it is.
    public func resolving(_ font: TextFont, library: FontLibrary = .shared) -> TextFont {
        guard !faces.isEmpty, font.file == nil else { return font }
        let families = [font.family] + font.fallbackFamilies
        for (k, name) in families.enumerated() {
            if let face = face(family: name, weight: font.weight, italic: font.italic) {
                var resolved = TextFont(families: Array(families[(k + 1)...]), size: font.size, weight: font.weight, italic: font.italic)
                resolved.file = (face.path, face.index)
                return resolved
            }
            let query = FontQuery(family: name, weight: font.weight, slant: font.italic ? .italic : .upright)
            if query.isGeneric { return font }
            if let match = try? library.font(query), !match.isSubstitute { return font }
        }
        return font
    }
}
