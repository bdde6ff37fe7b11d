import FolioCSS
import FolioGraphics

/// What fills or strokes a shape: `fill` and `stroke`'s values.
enum Paint: Hashable, Sendable {
    case none
    case color(Color)
    /// `currentColor`: the `color` property's value, resolved when styles are computed.
    case currentColor
    /// `url(#id)`, with the paint used when the reference does not resolve.
    indirect case reference(id: String, fallback: Paint?)

    /// Parses a paint; `nil` for an invalid value (which SVG ignores).
    init?(_ text: String) {
        let t = text.trimmingSVGSpaces()
        if t == "none" {
            self = .none
            return
        }
        if t.hasPrefix("url(") {
            guard let close = t.firstIndex(of: ")") else { return nil }
            var inner = t[t.index(t.startIndex, offsetBy: 4)..<close].trimmingCharacters(in: .whitespaces)
            if inner.hasPrefix("\"") || inner.hasPrefix("'") { inner = String(inner.dropFirst().dropLast()) }
            guard inner.hasPrefix("#") else { return nil }
            let rest = String(t[t.index(after: close)...]).trimmingSVGSpaces()
            self = .reference(id: String(inner.dropFirst()), fallback: rest.isEmpty ? nil : Paint(rest))
            return
        }
        guard let color = Paint.color(t) else { return nil }
        self = color
    }

    /// A colour value (`red`, `#f00`, `rgb(…)`, `currentColor`) as a paint.
    static func color(_ text: String) -> Paint? {
        switch ColorParser.parse(text: text) {
        case .rgba(let c)?: return .color(c)
        case .currentColor?: return .currentColor
        case nil: return nil
        }
    }
}
