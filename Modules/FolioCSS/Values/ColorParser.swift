import FolioGraphics

/// Reads CSS colours: the 148 names, `transparent`, `currentColor`, `#rgb`, `#rgba`,
/// `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()` with numbers or percentages (comma or space
/// separated, alpha after `,` or `/`), and `hsl()`/`hsla()`.
package enum ColorParser {
    /// The colour a component stands for, or `nil` if it is not a colour.
    package static func parse(_ component: CSSComponent) -> SpecifiedColor? {
        switch component {
        case .token(.ident(let name)):
            let key = name.lowercased()
            if key == "transparent" { return .rgba(Color(red: 0, green: 0, blue: 0, alpha: 0)) }
            if key == "currentcolor" { return .currentColor }
            guard let value = NamedColors.table[key] else { return nil }
            return .rgba(rgb(value))
        case .token(.hash(let digits, _)):
            return hex(digits).map(SpecifiedColor.rgba)
        case .function(let name, let arguments):
            switch name {
            case "rgb", "rgba": return rgbFunction(arguments).map(SpecifiedColor.rgba)
            case "hsl", "hsla": return hslFunction(arguments).map(SpecifiedColor.rgba)
            default: return nil
            }
        default:
            return nil
        }
    }

    /// A colour from text such as `red` or `#ff0000`, for HTML attributes (`bgcolor`, `color`);
    /// six or three hex digits without `#` are accepted too, as browsers do.
    package static func parse(text: String) -> SpecifiedColor? {
        let tokens = CSSTokenizer.tokenize(text.trimmingASCIIWhitespace())
        let components = CSSComponent.components(tokens[...])
        if components.count == 1, let color = parse(components[0]) { return color }
        let trimmed = text.trimmingASCIIWhitespace()
        if trimmed.utf8.count == 6 || trimmed.utf8.count == 3, let color = hex(trimmed) { return .rgba(color) }
        return nil
    }

    private static func rgb(_ value: UInt32) -> Color {
        Color(red: Double(value >> 16 & 0xFF) / 255, green: Double(value >> 8 & 0xFF) / 255, blue: Double(value & 0xFF) / 255)
    }

    private static func hex(_ digits: String) -> Color? {
        let values = digits.utf8.map { $0 }
        guard values.allSatisfy(\.isASCIIHexDigit) else { return nil }
        let d = values.map { Double($0.isASCIIDigit ? $0 - 0x30 : ($0 | 0x20) - 0x61 + 10) }
        switch d.count {
        case 3, 4:
            return Color(red: d[0] / 15, green: d[1] / 15, blue: d[2] / 15, alpha: d.count == 4 ? d[3] / 15 : 1)
        case 6, 8:
            let byte = { (i: Int) in (d[2 * i] * 16 + d[2 * i + 1]) / 255 }
            return Color(red: byte(0), green: byte(1), blue: byte(2), alpha: d.count == 8 ? byte(3) : 1)
        default:
            return nil
        }
    }

    /// The arguments split into the three channels and an optional alpha.
    private static func channels(_ arguments: [CSSToken]) -> (values: [CSSToken], alpha: CSSToken?)? {
        var values: [CSSToken] = []
        var alpha: CSSToken?
        var afterSlash = false
        for token in arguments {
            switch token {
            case .comma: continue
            case .delim("/"): afterSlash = true
            default:
                if afterSlash || values.count == 3 {
                    guard alpha == nil else { return nil }
                    alpha = token
                } else {
                    values.append(token)
                }
            }
        }
        return values.count == 3 ? (values, alpha) : nil
    }

    private static func alphaValue(_ token: CSSToken?) -> Double? {
        switch token {
        case nil: return 1
        case .number(let n): return n
        case .percentage(let p): return p / 100
        default: return nil
        }
    }

    private static func rgbFunction(_ arguments: [CSSToken]) -> Color? {
        guard let (values, alphaToken) = channels(arguments), let alpha = alphaValue(alphaToken) else { return nil }
        var rgb: [Double] = []
        for token in values {
            switch token {
            case .number(let n): rgb.append(n / 255)
            case .percentage(let p): rgb.append(p / 100)
            default: return nil
            }
        }
        return Color(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: alpha)
    }

    private static func hslFunction(_ arguments: [CSSToken]) -> Color? {
        guard let (values, alphaToken) = channels(arguments), let alpha = alphaValue(alphaToken) else { return nil }
        let hue: Double
        switch values[0] {
        case .number(let n): hue = n
        case .dimension(let n, let unit):
            switch unit.lowercased() {
            case "deg": hue = n
            case "rad": hue = n * 180 / Double.pi
            case "grad": hue = n * 0.9
            case "turn": hue = n * 360
            default: return nil
            }
        default: return nil
        }
        guard case .percentage(let s) = values[1], case .percentage(let l) = values[2] else { return nil }
        let (r, g, b) = hslToRGB(hue: hue, saturation: s / 100, lightness: l / 100)
        return Color(red: r, green: g, blue: b, alpha: alpha)
    }

    /// CSS Color 4's HSL to RGB conversion.
    static func hslToRGB(hue: Double, saturation: Double, lightness: Double) -> (Double, Double, Double) {
        let s = min(max(saturation, 0), 1), l = min(max(lightness, 0), 1)
        var h = hue.truncatingRemainder(dividingBy: 360)
        if h < 0 { h += 360 }
        func channel(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = s * min(l, 1 - l)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return (channel(0), channel(8), channel(4))
    }
}
