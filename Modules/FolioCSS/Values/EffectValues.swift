import FolioGeometry

/// One function of a `transform` list (CSS Transforms 1 §7), its lengths in points or
/// percentages of the border box, its angles in degrees.
public enum TransformFunctionValue: Hashable, Sendable {
    /// `translate(x, y)`, `translateX()`, `translateY()`: a percentage is of the box's width (x) or height (y).
    case translate(x: CSSLength, y: CSSLength)
    /// `scale(x, y)`, `scaleX()`, `scaleY()`.
    case scale(x: Double, y: Double)
    /// `rotate(angle)`: clockwise on the page, in degrees.
    case rotate(degrees: Double)
    /// `skew(ax, ay)`, `skewX()`, `skewY()`, in degrees.
    case skew(x: Double, y: Double)
    /// `matrix(a, b, c, d, e, f)`: `e` and `f` in points.
    case matrix(a: Double, b: Double, c: Double, d: Double, e: Double, f: Double)
}

/// `opacity`, `transform`, `transform-origin` and `z-index`: how an element's box and
/// content are painted, never where they are laid out.
struct EffectValues: Hashable, Sendable {
    var opacity = 1.0
    var transform: [TransformFunctionValue] = []
    /// The origin's x and y: points or percentages of the border box (initially its centre).
    var transformOrigin = (x: CSSLength.percent(50), y: CSSLength.percent(50))
    var zIndex: Int?

    static func == (a: EffectValues, b: EffectValues) -> Bool {
        a.opacity == b.opacity && a.transform == b.transform && a.transformOrigin == b.transformOrigin && a.zIndex == b.zIndex
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(opacity)
        hasher.combine(transform)
        hasher.combine(transformOrigin.x)
        hasher.combine(transformOrigin.y)
        hasher.combine(zIndex)
    }
}

/// A transform function as written: its translations' lengths not yet in points.
package enum SpecifiedTransform: Hashable, Sendable {
    case translate(Dimension, Dimension)
    case resolved(TransformFunctionValue)
}

/// Parses `opacity`, `transform`, `transform-origin` and `z-index`.
enum EffectParser {
    /// `opacity: <number> | <percentage>`, clamped to 0…1 when computed.
    static func opacity(_ c: [CSSComponent]) -> SpecifiedValue? {
        guard c.count == 1 else { return nil }
        switch c[0] {
        case .token(.number(let n)) where n.isFinite: return .number(min(max(n, 0), 1))
        case .token(.percentage(let p)) where p.isFinite: return .number(min(max(p / 100, 0), 1))
        default: return nil
        }
    }

    /// `z-index: auto | <integer>`.
    static func zIndex(_ c: [CSSComponent]) -> SpecifiedValue? {
        guard c.count == 1 else { return nil }
        if c[0].ident == "auto" { return .keyword("auto") }
        guard case .token(.number(let n)) = c[0], n == n.rounded(), abs(n) < 1e9 else { return nil }
        return .number(n)
    }

    /// `transform: none | <transform-function>+`; an unknown function or a bad argument
    /// makes the whole declaration invalid.
    static func transform(_ c: [CSSComponent]) -> SpecifiedValue? {
        if c.count == 1, c[0].ident == "none" { return .transforms([]) }
        var out: [SpecifiedTransform] = []
        for component in c {
            guard case .function(let name, let tokens) = component, let f = function(name, arguments(tokens)) else { return nil }
            out.append(f)
        }
        return out.isEmpty ? nil : .transforms(out)
    }

    /// `transform-origin: <x> [<y>]` with keywords, lengths and percentages (a third, z
    /// length is accepted and ignored: painting is 2D).
    static func transformOrigin(_ c: [CSSComponent]) -> SpecifiedValue? {
        guard (1...3).contains(c.count), let (x, y) = position(Array(c.prefix(2))) else { return nil }
        if c.count == 3, PropertyParser.dimension(c[2], percent: false) == nil { return nil }
        return .lengthPair(x, y)
    }

    /// A one- or two-value position (`left`, `center top`, `10pt 30%`, `bottom right`) as
    /// an x and a y offset from the top-left corner: keywords as percentages.
    static func position(_ c: [CSSComponent]) -> (Dimension, Dimension)? {
        let percent = { (v: Double) in Dimension(value: v, unit: .percent) }
        func word(_ k: String) -> (axis: Int?, value: Dimension)? {  // axis: 0 x, 1 y, nil either
            switch k {
            case "left": (0, percent(0))
            case "right": (0, percent(100))
            case "top": (1, percent(0))
            case "bottom": (1, percent(100))
            case "center": (nil, percent(50))
            default: nil
            }
        }
        var parts: [(axis: Int?, value: Dimension)] = []
        for component in c {
            if let k = component.ident {
                guard let w = word(k) else { return nil }
                parts.append(w)
            } else if let d = PropertyParser.dimension(component, percent: true) {
                parts.append((nil, d))
            } else {
                return nil
            }
        }
        switch parts.count {
        case 1:
            let p = parts[0]
            return p.axis == 1 ? (percent(50), p.value) : (p.value, percent(50))
        case 2:
            // `top left` names the vertical first; a length never stands for the vertical first.
            if parts[0].axis == 1 || parts[1].axis == 0 {
                guard parts[1].axis != 1, parts[0].axis != 0 else { return nil }
                return (parts[1].value, parts[0].value)
            }
            return (parts[0].value, parts[1].value)
        default:
            return nil
        }
    }

    /// The arguments of a function split at commas (each one component).
    private static func arguments(_ tokens: [CSSToken]) -> [CSSComponent]? {
        var out: [CSSComponent] = [], expectValue = true
        for t in tokens {
            if t == .comma {
                guard !expectValue else { return nil }
                expectValue = true
            } else {
                out.append(.token(t))
                expectValue = false
            }
        }
        return expectValue && !out.isEmpty ? nil : out
    }

    private static func number(_ c: CSSComponent) -> Double? {
        if case .token(.number(let n)) = c, n.isFinite { return n }
        if case .token(.percentage(let p)) = c, p.isFinite { return p / 100 }
        return nil
    }

    /// An angle in degrees (`deg`, `rad`, `grad`, `turn`; a unitless 0).
    static func angle(_ c: CSSComponent) -> Double? {
        if case .token(.number(0)) = c { return 0 }
        guard case .token(.dimension(let v, let unit)) = c, v.isFinite else { return nil }
        switch unit.lowercased() {
        case "deg": return v
        case "rad": return v * 180 / .pi
        case "grad": return v * 0.9
        case "turn": return v * 360
        default: return nil
        }
    }

    private static func function(_ name: String, _ a: [CSSComponent]?) -> SpecifiedTransform? {
        guard let a else { return nil }
        let zero = Dimension(value: 0, unit: .pt)
        func length(_ c: CSSComponent) -> Dimension? { PropertyParser.dimension(c, percent: true) }
        switch (name, a.count) {
        case ("translate", 1...2):
            guard let x = length(a[0]), let y = a.count == 2 ? length(a[1]) : zero else { return nil }
            return .translate(x, y)
        case ("translatex", 1): return length(a[0]).map { .translate($0, zero) }
        case ("translatey", 1): return length(a[0]).map { .translate(zero, $0) }
        case ("scale", 1...2):
            guard let x = number(a[0]), let y = a.count == 2 ? number(a[1]) : x else { return nil }
            return .resolved(.scale(x: x, y: y))
        case ("scalex", 1): return number(a[0]).map { .resolved(.scale(x: $0, y: 1)) }
        case ("scaley", 1): return number(a[0]).map { .resolved(.scale(x: 1, y: $0)) }
        case ("rotate", 1), ("rotatez", 1): return angle(a[0]).map { .resolved(.rotate(degrees: $0)) }
        case ("skew", 1...2):
            guard let x = angle(a[0]), let y = a.count == 2 ? angle(a[1]) : 0 else { return nil }
            return .resolved(.skew(x: x, y: y))
        case ("skewx", 1): return angle(a[0]).map { .resolved(.skew(x: $0, y: 0)) }
        case ("skewy", 1): return angle(a[0]).map { .resolved(.skew(x: 0, y: $0)) }
        case ("matrix", 6):
            let n = a.compactMap { c -> Double? in if case .token(.number(let v)) = c, v.isFinite { v } else { nil } }
            guard n.count == 6 else { return nil }
            return .resolved(.matrix(a: n[0], b: n[1], c: n[2], d: n[3], e: n[4] * 0.75, f: n[5] * 0.75))  // px → pt
        default: return nil
        }
    }

    // MARK: Computing

    /// A length as points or a percentage.
    static func computed(_ d: Dimension, fontSize: Double, rootFontSize: Double) -> CSSLength {
        d.unit == .percent ? .percent(d.value) : .points(d.points(fontSize: fontSize, rootFontSize: rootFontSize) ?? 0)
    }

    /// The transform list with its translations in points or percentages.
    static func computed(_ t: [SpecifiedTransform], fontSize: Double, rootFontSize: Double) -> [TransformFunctionValue] {
        t.map { f in
            switch f {
            case .resolved(let v): v
            case .translate(let x, let y):
                .translate(x: computed(x, fontSize: fontSize, rootFontSize: rootFontSize), y: computed(y, fontSize: fontSize, rootFontSize: rootFontSize))
            }
        }
    }
}
