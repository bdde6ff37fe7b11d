import FolioGeometry

/// `calc()`, `min()`, `max()` and `clamp()` for lengths and percentages (CSS Values 4 §10), as
/// far as the result is one ``Dimension``: absolute units combine into points (`calc(1in - 6pt)`),
/// and a sum of one relative unit with itself stays in that unit (`calc(100% / 3)`, `calc(2 * 1.5em)`).
/// A sum that mixes kinds (`calc(100% - 20px)`, `1em + 2px`) needs the layout's sizes, which
/// the computed style does not keep: it is invalid, as before `calc()` was read, and the
/// declaration is ignored.
enum CalcExpression {
    /// The dimension `function(arguments)` computes to, or `nil`.
    static func dimension(function name: String, arguments: [CSSToken], percent: Bool) -> Dimension? {
        var parser = Parser(tokens: arguments.filter { $0 != .whitespace }, percent: percent)
        let value: Term?
        switch name {
        case "calc": value = parser.sum()
        case "min", "max", "clamp":
            var terms: [Term] = []
            repeat {
                guard var t = parser.sum() else { return nil }
                // Absolute units compare in points.
                if case .absolute(let u)? = t.unit { t = Term(Length(t.value, u).points, .pt) }
                terms.append(t)
            } while parser.take(.comma)
            guard !terms.isEmpty, terms.allSatisfy({ $0.unit == terms[0].unit }) else { return nil }
            let values = terms.map(\.value)
            switch name {
            case "min": value = Term(values.min() ?? 0, terms[0].unit)
            case "max": value = Term(values.max() ?? 0, terms[0].unit)
            default:
                guard values.count == 3 else { return nil }
                value = Term(max(values[0], min(values[1], values[2])), terms[0].unit)
            }
        default: return nil
        }
        guard parser.atEnd, let value, value.value.isFinite, let unit = value.unit else { return nil }
        return Dimension(value: value.value, unit: unit)
    }

    /// A value in one unit; `unit` is `nil` for a plain number.
    struct Term {
        var value: Double
        var unit: Dimension.Unit?
        init(_ value: Double, _ unit: Dimension.Unit?) { (self.value, self.unit) = (value, unit) }

        /// The sum of two terms of one kind; absolute units meet in points.
        static func add(_ a: Term, _ b: Term, sign: Double) -> Term? {
            if a.unit == b.unit { return Term(a.value + sign * b.value, a.unit) }
            guard case .absolute(let ua)? = a.unit, case .absolute(let ub)? = b.unit else { return nil }
            return Term(Length(a.value, ua).points + sign * Length(b.value, ub).points, .pt)
        }
    }

    /// A recursive-descent reader of the expression's tokens, nested at most 32 deep.
    struct Parser {
        let tokens: [CSSToken]
        let percent: Bool
        var i = 0
        var depth = 0

        init(tokens: [CSSToken], percent: Bool) { (self.tokens, self.percent) = (tokens, percent) }

        var atEnd: Bool { i == tokens.count }

        mutating func take(_ t: CSSToken) -> Bool {
            guard i < tokens.count, tokens[i] == t else { return false }
            i += 1
            return true
        }

        mutating func sum() -> Term? {
            guard var total = product() else { return nil }
            while i < tokens.count, tokens[i] == .delim("+") || tokens[i] == .delim("-") {
                let sign: Double = tokens[i] == .delim("+") ? 1 : -1
                i += 1
                guard let next = product(), let s = Term.add(total, next, sign: sign) else { return nil }
                total = s
            }
            return total
        }

        mutating func product() -> Term? {
            guard var total = factor() else { return nil }
            while i < tokens.count, tokens[i] == .delim("*") || tokens[i] == .delim("/") {
                let divides = tokens[i] == .delim("/")
                i += 1
                guard let next = factor() else { return nil }
                if divides {
                    // Only by a number, and not by zero.
                    guard next.unit == nil, next.value != 0 else { return nil }
                    total.value /= next.value
                } else if total.unit == nil {
                    total = Term(total.value * next.value, next.unit)
                } else {
                    guard next.unit == nil else { return nil }
                    total.value *= next.value
                }
            }
            return total
        }

        mutating func factor() -> Term? {
            guard i < tokens.count, depth < 32 else { return nil }
            let t = tokens[i]
            i += 1
            switch t {
            case .number(let n): return Term(n, nil)
            case .percentage(let p): return percent ? Term(p, .percent) : nil
            case .dimension(let v, let unit): return Dimension.Unit.named[unit.lowercased()].map { Term(v, $0) }
            case .openParen, .function("calc"), .function("CALC"):
                depth += 1
                defer { depth -= 1 }
                guard let inner = sum(), take(.closeParen) else { return nil }
                return inner
            default: return nil
            }
        }
    }
}
