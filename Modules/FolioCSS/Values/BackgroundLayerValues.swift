import FolioGraphics

/// One layer of `background-image`: a gradient, or an image named by `url()`.
public enum BackgroundImageValue: Hashable, Sendable {
    /// A `linear-gradient()` or `radial-gradient()`.
    case gradient(GradientValue)
    /// `url(...)` as written: a local path, a `file:` URL or a `data:` URI (the document's
    /// converter loads it as it loads `<img src>`).
    case url(String)
}

/// One layer's `background-repeat`: whether its image repeats across and down.
public struct BackgroundRepeatValue: Hashable, Sendable {
    /// Repeats across (`repeat`, `repeat-x`; `space` and `round` are taken as `repeat`).
    public var x: Bool
    /// Repeats down.
    public var y: Bool

    /// A repeat in each direction.
    public init(x: Bool, y: Bool) {
        self.x = x
        self.y = y
    }

    /// `repeat`, the initial value.
    public static let both = BackgroundRepeatValue(x: true, y: true)
}

/// One layer's `background-position`: the image's offset from the padding box's top-left
/// corner, a percentage placing that share of the image at that share of the box.
public struct BackgroundPositionValue: Hashable, Sendable {
    /// Across.
    public var x: CSSLength
    /// Down.
    public var y: CSSLength

    /// A position.
    public init(x: CSSLength, y: CSSLength) {
        self.x = x
        self.y = y
    }

    /// `0% 0%`, the initial value.
    public static let topLeft = BackgroundPositionValue(x: .percent(0), y: .percent(0))
}

/// One layer's `background-size`.
public enum BackgroundSizeValue: Hashable, Sendable {
    /// `cover`: the image scaled to cover the box, cut where it overflows.
    case cover
    /// `contain`: the image scaled as large as it fits whole.
    case contain
    /// A width and a height, each `auto` (from the image's ratio, else its own size), points or
    /// a percentage of the padding box.
    case size(width: CSSLength, height: CSSLength)

    /// `auto`, the initial value: the image's own size.
    public static let auto = BackgroundSizeValue.size(width: .auto, height: .auto)
}

/// The layers of `background-image` with their `-repeat`, `-position` and `-size` lists.
struct BackgroundLayerValues: Hashable, Sendable {
    var images: [BackgroundImageValue] = []
    var repeats: [BackgroundRepeatValue] = [.both]
    var positions: [BackgroundPositionValue] = [.topLeft]
    var sizes: [BackgroundSizeValue] = [.auto]
}

/// A `background-image` layer as written.
package enum SpecifiedBackgroundImage: Hashable, Sendable {
    case gradient(SpecifiedGradient)
    case url(String)
    /// A `background` shorthand's layer with no image (dropped with its other values).
    case none
}

/// A `background-size` as written.
package enum SpecifiedBackgroundSize: Hashable, Sendable {
    case cover, contain
    /// Width and height, `nil` for `auto`.
    case size(Dimension?, Dimension?)
}

/// A position as written: x and y from the top-left corner.
package struct SpecifiedPosition: Hashable, Sendable {
    var x: Dimension, y: Dimension
}

/// Parses `background-image` layers, `background-repeat`, `background-position` and `background-size`.
enum BackgroundLayerParser {
    /// `background-image: none | [<url> | <gradient>]#`.
    static func images(_ c: [CSSComponent]) -> SpecifiedValue? {
        if c.count == 1, c[0].ident == "none" { return .backgroundImages([]) }
        return layers(c) { $0.count == 1 ? image($0[0]) : nil }.map(SpecifiedValue.backgroundImages)
    }

    /// A `url()` or a gradient.
    static func image(_ c: CSSComponent) -> SpecifiedBackgroundImage? {
        if let u = url(c) { return .url(u) }
        return BoxDecorationParser.gradient(c).map(SpecifiedBackgroundImage.gradient)
    }

    /// `url(x)` unquoted (a url token) or `url("x")`.
    static func url(_ c: CSSComponent) -> String? {
        switch c {
        case .token(.url(let u)): return u
        case .function("url", let a):
            guard a.count == 1, case .string(let s) = a[0] else { return nil }
            return s
        default: return nil
        }
    }

    /// `background-repeat: [repeat-x | repeat-y | [repeat | space | round | no-repeat]{1,2}]#`.
    static func repeats(_ c: [CSSComponent]) -> SpecifiedValue? {
        layers(c, repeatValue).map(SpecifiedValue.backgroundRepeats)
    }

    static func repeatValue(_ c: [CSSComponent]) -> BackgroundRepeatValue? {
        let words = c.compactMap(\.ident)
        guard words.count == c.count else { return nil }
        func repeats(_ w: String) -> Bool? { ["repeat": true, "space": true, "round": true, "no-repeat": false][w] }
        switch words.count {
        case 1:
            if words[0] == "repeat-x" { return BackgroundRepeatValue(x: true, y: false) }
            if words[0] == "repeat-y" { return BackgroundRepeatValue(x: false, y: true) }
            return repeats(words[0]).map { BackgroundRepeatValue(x: $0, y: $0) }
        case 2:
            guard let x = repeats(words[0]), let y = repeats(words[1]) else { return nil }
            return BackgroundRepeatValue(x: x, y: y)
        default: return nil
        }
    }

    /// `background-position: <position>#` (one or two values each; the three- and four-value
    /// forms with edge offsets make the declaration invalid).
    static func positions(_ c: [CSSComponent]) -> SpecifiedValue? {
        layers(c) { EffectParser.position($0).map { SpecifiedPosition(x: $0.0, y: $0.1) } }.map(SpecifiedValue.backgroundPositions)
    }

    /// `background-size: [cover | contain | [<length-percentage> | auto]{1,2}]#`.
    static func sizes(_ c: [CSSComponent]) -> SpecifiedValue? {
        layers(c, sizeValue).map(SpecifiedValue.backgroundSizes)
    }

    static func sizeValue(_ c: [CSSComponent]) -> SpecifiedBackgroundSize? {
        if c.count == 1, c[0].ident == "cover" { return .cover }
        if c.count == 1, c[0].ident == "contain" { return .contain }
        guard (1...2).contains(c.count) else { return nil }
        var parts: [Dimension?] = []
        for component in c {
            if component.ident == "auto" { parts.append(nil); continue }
            guard let d = PropertyParser.dimension(component, percent: true), d.value >= 0 else { return nil }
            parts.append(d)
        }
        return .size(parts[0], parts.count == 2 ? parts[1] : nil)
    }

    /// The `background` shorthand's layers: each comma-separated layer's image, repeat,
    /// position and size (`position / size`); `nil` when a layer holds something else than
    /// these and a colour (the last layer's colour is read by the shorthand).
    static func shorthandLayers(_ c: [CSSComponent]) -> (images: [SpecifiedBackgroundImage], repeats: [BackgroundRepeatValue],
                                                          positions: [SpecifiedPosition], sizes: [SpecifiedBackgroundSize])? {
        var images: [SpecifiedBackgroundImage] = [], repeats: [BackgroundRepeatValue] = []
        var positions: [SpecifiedPosition] = [], sizes: [SpecifiedBackgroundSize] = []
        let percent0 = Dimension(value: 0, unit: .percent)
        for layer in CSSComponent.commaSeparated(c) {
            var image: SpecifiedBackgroundImage?, repeatWords: [CSSComponent] = [], position: [CSSComponent] = []
            var size: [CSSComponent]? = nil
            var i = 0
            while i < layer.count {
                let component = layer[i]
                if let im = Self.image(component) {
                    image = im
                } else if let w = component.ident, ["repeat", "repeat-x", "repeat-y", "no-repeat", "space", "round"].contains(w) {
                    repeatWords.append(component)
                } else if case .token(.delim("/")) = component {
                    size = []
                } else if size != nil, component.ident == "auto" || component.ident == "cover" || component.ident == "contain"
                            || PropertyParser.dimension(component, percent: true) != nil {
                    size?.append(component)
                } else if ["left", "right", "top", "bottom", "center"].contains(component.ident ?? "")
                            || PropertyParser.dimension(component, percent: true) != nil {
                    position.append(component)
                } else if ColorParser.parse(component) != nil || ["scroll", "fixed", "local", "border-box", "padding-box", "content-box"].contains(component.ident ?? "") {
                    // The colour is the shorthand's; attachment, origin and clip are not drawn differently.
                } else {
                    return nil
                }
                i += 1
            }
            images.append(image ?? .none)
            guard repeatWords.isEmpty || repeatValue(repeatWords) != nil else { return nil }
            repeats.append(repeatWords.isEmpty ? .both : repeatValue(repeatWords)!)
            if position.isEmpty {
                positions.append(SpecifiedPosition(x: percent0, y: percent0))
            } else {
                guard let (x, y) = EffectParser.position(position) else { return nil }
                positions.append(SpecifiedPosition(x: x, y: y))
            }
            if let size {
                guard let s = sizeValue(size) else { return nil }
                sizes.append(s)
            } else {
                sizes.append(.size(nil, nil))
            }
        }
        // Layers without an image draw nothing: dropped with their repeat, position and size.
        let kept = images.indices.filter { images[$0] != .none }
        return (kept.map { images[$0] }, kept.map { repeats[$0] }, kept.map { positions[$0] }, kept.map { sizes[$0] })
    }

    /// Each comma-separated layer of `c` read by `value`; `nil` when there is none or one is
    /// not valid (which makes the whole declaration invalid).
    static func layers<Value>(_ c: [CSSComponent], _ value: ([CSSComponent]) -> Value?) -> [Value]? {
        var out: [Value] = []
        for layer in CSSComponent.commaSeparated(c) {
            guard let v = value(layer) else { return nil }
            out.append(v)
        }
        return out.isEmpty ? nil : out
    }

    // MARK: Computing

    /// The layers' images, gradients' lengths in points and colours resolved.
    static func computed(_ images: [SpecifiedBackgroundImage], fontSize: Double, rootFontSize: Double, currentColor: Color) -> [BackgroundImageValue] {
        images.compactMap { image in
            switch image {
            case .none: nil
            case .url(let u): .url(u)
            case .gradient(let g):
                .gradient(BoxDecorationParser.computed([g], fontSize: fontSize, rootFontSize: rootFontSize, currentColor: currentColor)[0])
            }
        }
    }

    static func computed(_ positions: [SpecifiedPosition], fontSize: Double, rootFontSize: Double) -> [BackgroundPositionValue] {
        positions.map {
            BackgroundPositionValue(x: EffectParser.computed($0.x, fontSize: fontSize, rootFontSize: rootFontSize),
                                    y: EffectParser.computed($0.y, fontSize: fontSize, rootFontSize: rootFontSize))
        }
    }

    static func computed(_ sizes: [SpecifiedBackgroundSize], fontSize: Double, rootFontSize: Double) -> [BackgroundSizeValue] {
        sizes.map { s in
            switch s {
            case .cover: .cover
            case .contain: .contain
            case .size(let w, let h):
                .size(width: w.map { EffectParser.computed($0, fontSize: fontSize, rootFontSize: rootFontSize) } ?? .auto,
                      height: h.map { EffectParser.computed($0, fontSize: fontSize, rootFontSize: rootFontSize) } ?? .auto)
            }
        }
    }
}
