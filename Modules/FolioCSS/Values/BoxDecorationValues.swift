import FolioGeometry
import FolioGraphics

/// One corner's `border-*-radius`: horizontal and vertical radii, each points or a percentage
/// of the box's width (horizontal) or height (vertical).
public struct CornerRadiusValue: Hashable, Sendable {
    /// The horizontal radius.
    public var horizontal: CSSLength
    /// The vertical radius.
    public var vertical: CSSLength

    /// A corner's radii.
    public init(horizontal: CSSLength, vertical: CSSLength) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// A square corner.
    public static let square = CornerRadiusValue(horizontal: .zero, vertical: .zero)
}

/// One `box-shadow` layer, lengths in points.
public struct BoxShadowValue: Hashable, Sendable {
    /// Right and down offsets, blur radius, spread distance.
    public var offsetX: Double, offsetY: Double, blur: Double, spread: Double
    /// The colour (`currentColor` resolved).
    public var color: Color
    /// `inset`: a shadow inside the box.
    public var isInset: Bool
}

/// A `linear-gradient()` or `radial-gradient()` of `background-image`.
public struct GradientValue: Hashable, Sendable {
    /// Where the ramp runs.
    public enum Kind: Hashable, Sendable {
        /// At an angle in degrees (0: to the top, 90: to the right).
        case linear(angle: Double)
        /// To a corner (`to bottom right`).
        case linearToCorner(right: Bool, bottom: Bool)
        /// From a centre (shares of the box's width and height) to the farthest corner.
        case radial(centerX: Double, centerY: Double, isCircle: Bool)
    }

    /// One colour stop: a colour and, if given, its position (points or a percentage of the ramp).
    public struct Stop: Hashable, Sendable {
        /// The colour (`currentColor` resolved).
        public var color: Color
        /// The position, `nil` when not given.
        public var position: CSSLength?
    }

    /// Where the ramp runs.
    public var kind: Kind
    /// Two or more stops.
    public var stops: [Stop]
}

/// The box decoration properties of a ``ComputedStyle``, all initial on nearly every element.
struct BoxDecorationValues: Hashable, Sendable {
    var borderRadius = [CornerRadiusValue](repeating: .square, count: 4)
    var boxShadows: [BoxShadowValue] = []
    var background = BackgroundLayerValues()
    var effects = EffectValues()
}

/// A `box-shadow` layer as written.
package struct SpecifiedShadow: Hashable, Sendable {
    var x: Dimension, y: Dimension, blur: Dimension, spread: Dimension
    var color: SpecifiedColor
    var isInset: Bool
}

/// A gradient as written.
package struct SpecifiedGradient: Hashable, Sendable {
    var kind: GradientValue.Kind
    var stops: [(color: SpecifiedColor, position: Dimension?)]

    package static func == (a: SpecifiedGradient, b: SpecifiedGradient) -> Bool {
        a.kind == b.kind && a.stops.elementsEqual(b.stops) { $0.color == $1.color && $0.position == $1.position }
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        for s in stops { hasher.combine(s.color); hasher.combine(s.position) }
    }
}

/// Parses `border-radius`, `box-shadow`, `background-image` and the gradients of `background`.
enum BoxDecorationParser {
    private typealias Values = [(PropertyID, SpecifiedValue)]

    static let radii: [PropertyID] = [.borderTopLeftRadius, .borderTopRightRadius, .borderBottomRightRadius, .borderBottomLeftRadius]

    /// `border-radius: h{1,4} [/ v{1,4}]`, each list filled as `margin`'s four sides are.
    static func borderRadius(_ c: [CSSComponent]) -> [(PropertyID, SpecifiedValue)]? {
        let slash = c.firstIndex { if case .token(.delim("/")) = $0 { true } else { false } }
        let horizontal = Array(c[..<(slash ?? c.count)]), vertical = slash.map { Array(c[($0 + 1)...]) } ?? horizontal
        guard let h = fourCorners(horizontal), let v = fourCorners(vertical) else { return nil }
        return (0..<4).map { (radii[$0], .lengthPair(h[$0], v[$0])) }
    }

    /// `border-top-left-radius: h [v]`.
    static func cornerRadius(_ c: [CSSComponent], _ id: PropertyID) -> [(PropertyID, SpecifiedValue)]? {
        guard (1...2).contains(c.count), let h = radius(c[0]), let v = c.count == 2 ? radius(c[1]) : h else { return nil }
        return [(id, .lengthPair(h, v))]
    }

    private static func radius(_ c: CSSComponent) -> Dimension? {
        guard let d = PropertyParser.dimension(c, percent: true), d.value >= 0 else { return nil }
        return d
    }

    private static func fourCorners(_ c: [CSSComponent]) -> [Dimension]? {
        guard (1...4).contains(c.count) else { return nil }
        let d = c.compactMap(radius)
        guard d.count == c.count else { return nil }
        switch d.count {
        case 1: return [d[0], d[0], d[0], d[0]]
        case 2: return [d[0], d[1], d[0], d[1]]
        case 3: return [d[0], d[1], d[2], d[1]]
        default: return d
        }
    }

    /// `box-shadow: none | [inset? && <length>{2,4} && <color>?]#`.
    static func boxShadow(_ c: [CSSComponent]) -> [(PropertyID, SpecifiedValue)]? {
        if c.count == 1, c[0].ident == "none" { return [(.boxShadow, .shadows([]))] }
        var shadows: [SpecifiedShadow] = []
        for layer in CSSComponent.commaSeparated(c) {
            var lengths: [Dimension] = [], color: SpecifiedColor?, inset = false
            for component in layer {
                if component.ident == "inset", !inset { inset = true }
                else if let d = PropertyParser.dimension(component, percent: false), lengths.count < 4 { lengths.append(d) }
                else if color == nil, let parsed = ColorParser.parse(component) { color = parsed }
                else { return nil }
            }
            guard lengths.count >= 2, lengths.count < 3 || lengths[2].value >= 0 else { return nil }
            let zero = Dimension(value: 0, unit: .pt)
            shadows.append(SpecifiedShadow(x: lengths[0], y: lengths[1], blur: lengths.count > 2 ? lengths[2] : zero,
                                           spread: lengths.count > 3 ? lengths[3] : zero, color: color ?? .currentColor, isInset: inset))
        }
        return shadows.isEmpty ? nil : [(.boxShadow, .shadows(shadows))]
    }

    /// The gradients among `background`'s components (each layer's image), outermost first.
    static func gradients(in c: [CSSComponent]) -> [SpecifiedBackgroundImage] { c.compactMap(gradient).map(SpecifiedBackgroundImage.gradient) }

    /// `linear-gradient([<angle> | to <side-or-corner>,]? stops)` or
    /// `radial-gradient([circle | ellipse]? [farthest-corner]? [at <position>]?, stops)`.
    static func gradient(_ c: CSSComponent) -> SpecifiedGradient? {
        guard case .function(let name, let arguments) = c else { return nil }
        var groups = splitTokens(arguments)
        guard !groups.isEmpty else { return nil }
        var kind: GradientValue.Kind
        switch name {
        case "linear-gradient":
            kind = .linear(angle: 180)
            if let k = linearDirection(groups[0]) {
                kind = k
                groups.removeFirst()
            }
        case "radial-gradient":
            kind = .radial(centerX: 0.5, centerY: 0.5, isCircle: false)
            if let k = radialShape(groups[0]) {
                kind = k
                groups.removeFirst()
            }
        default:
            return nil
        }
        var stops: [(color: SpecifiedColor, position: Dimension?)] = []
        for group in groups {
            guard let color = group.first.flatMap(ColorParser.parse), group.count <= 3 else { return nil }
            let positions = group.dropFirst().map { PropertyParser.dimension($0, percent: true) }
            guard positions.allSatisfy({ $0 != nil }) else { return nil }
            if positions.isEmpty { stops.append((color, nil)) }
            for p in positions { stops.append((color, p)) }  // two positions: the colour twice
        }
        guard stops.count >= 2 else { return nil }
        return SpecifiedGradient(kind: kind, stops: stops)
    }

    private static func linearDirection(_ c: [CSSComponent]) -> GradientValue.Kind? {
        if c.count == 1, case .token(.dimension(let v, let unit)) = c[0] {
            let degrees: Double? = switch unit.lowercased() {
            case "deg": v
            case "rad": v * 180 / .pi
            case "grad": v * 0.9
            case "turn": v * 360
            default: nil
            }
            return degrees.map { .linear(angle: $0) }
        }
        if c.count == 1, case .token(.number(0)) = c[0] { return .linear(angle: 0) }
        guard c.first?.ident == "to", (2...3).contains(c.count) else { return nil }
        let words = c.dropFirst().compactMap(\.ident)
        guard words.count == c.count - 1 else { return nil }
        let horizontal = words.first { $0 == "left" || $0 == "right" }, vertical = words.first { $0 == "top" || $0 == "bottom" }
        guard words.count == [horizontal, vertical].compactMap({ $0 }).count else { return nil }
        switch (horizontal, vertical) {
        case (nil, "top"?): return .linear(angle: 0)
        case (nil, _): return .linear(angle: 180)
        case ("right"?, nil): return .linear(angle: 90)
        case (_, nil): return .linear(angle: 270)
        case (let h?, let v?): return .linearToCorner(right: h == "right", bottom: v == "bottom")
        }
    }

    private static func radialShape(_ c: [CSSComponent]) -> GradientValue.Kind? {
        var isCircle = false, x = 0.5, y = 0.5, i = 0, understood = false
        while i < c.count, let word = c[i].ident, word != "at" {
            switch word {
            case "circle": isCircle = true
            case "ellipse", "farthest-corner": break
            default: return nil  // other sizes are not drawn: the declaration is invalid
            }
            understood = true
            i += 1
        }
        if i < c.count, c[i].ident == "at" {
            var position: [Double] = []
            for component in c[(i + 1)...] {
                switch component.ident {
                case "left", "top": position.append(0)
                case "center": position.append(0.5)
                case "right", "bottom": position.append(1)
                default:
                    guard let d = PropertyParser.dimension(component, percent: true), d.unit == .percent else { return nil }
                    position.append(d.value / 100)
                }
            }
            guard (1...2).contains(position.count) else { return nil }
            // A vertical keyword first (`at top`, `at bottom left`) names the vertical position first.
            let verticalFirst = ["top", "bottom"].contains(c[i + 1].ident ?? "")
            if position.count == 1 {
                if verticalFirst { y = position[0] } else { x = position[0] }
            } else {
                (x, y) = verticalFirst ? (position[1], position[0]) : (position[0], position[1])
            }
            understood = true
        }
        return understood ? .radial(centerX: x, centerY: y, isCircle: isCircle) : nil
    }

    /// A function's argument tokens split at the commas outside nested functions, each part as components.
    private static func splitTokens(_ tokens: [CSSToken]) -> [[CSSComponent]] {
        var parts: [[CSSComponent]] = [], start = 0, depth = 0
        for (i, t) in tokens.enumerated() {
            if t.closer == .closeParen { depth += 1 } else if t == .closeParen { depth -= 1 }
            if depth == 0, t == .comma {
                parts.append(CSSComponent.components(tokens[start..<i]))
                start = i + 1
            }
        }
        parts.append(CSSComponent.components(tokens[start...]))
        return parts
    }

    // MARK: Computing

    /// The corner radii in points or percentages.
    static func computed(_ h: Dimension, _ v: Dimension, fontSize: Double, rootFontSize: Double) -> CornerRadiusValue {
        func l(_ d: Dimension) -> CSSLength {
            d.unit == .percent ? .percent(d.value) : .points(d.points(fontSize: fontSize, rootFontSize: rootFontSize) ?? 0)
        }
        return CornerRadiusValue(horizontal: l(h), vertical: l(v))
    }

    /// The shadows in points, colours resolved against `currentColor`.
    static func computed(_ shadows: [SpecifiedShadow], fontSize: Double, rootFontSize: Double, currentColor: Color) -> [BoxShadowValue] {
        shadows.map { s in
            func p(_ d: Dimension) -> Double { d.points(fontSize: fontSize, rootFontSize: rootFontSize) ?? 0 }
            let color: Color = if case .rgba(let c) = s.color { c } else { currentColor }
            return BoxShadowValue(offsetX: p(s.x), offsetY: p(s.y), blur: p(s.blur), spread: p(s.spread), color: color, isInset: s.isInset)
        }
    }

    /// The gradients with lengths in points and colours resolved.
    static func computed(_ gradients: [SpecifiedGradient], fontSize: Double, rootFontSize: Double, currentColor: Color) -> [GradientValue] {
        gradients.map { g in
            GradientValue(kind: g.kind, stops: g.stops.map { stop in
                let color: Color = if case .rgba(let c) = stop.color { c } else { currentColor }
                let position: CSSLength? = stop.position.map { d in
                    d.unit == .percent ? .percent(d.value) : .points(d.points(fontSize: fontSize, rootFontSize: rootFontSize) ?? 0)
                }
                return GradientValue.Stop(color: color, position: position)
            })
        }
    }
}
