import FolioGeometry

/// `calc()`, `min()`, `max()` and `clamp()` for lengths and percentages (CSS Values 4 §10).
///
/// A value in one unit comes out as one ``Dimension``: absolute units combine into points
/// (`calc(1in - 6pt)`), and a relative unit with itself stays in that unit (`calc(100% / 3)`,
/// `calc(2 * 1.5em)`). A `calc()` that mixes kinds (`calc(100% - 20px)`, `calc(1em + 2px)`)
/// comes out as its terms, one per unit, for the computed style to resolve: font-relative
/// units against the element's font size, the percentage kept beside the points for layout.
/// `min()`, `max()` and `clamp()` must compare in one unit; mixed, they are invalid and the
/// declaration is ignored.
enum CalcExpression {
    /// What an expression computes to.
    enum Value: Equatable {
        /// One unit.
        case dimension(Dimension)
        /// Several units, summed: at least two terms, one per unit, absolute units in points.
        case sum([Dimension])
    }

    /// The dimension `function(arguments)` computes to when it is in one unit, or `nil`.
    static func dimension(function name: String, arguments: [CSSToken], percent: Bool) -> Dimension? {
        guard case .dimension(let d)? = value(function: name, arguments: arguments, percent: percent) else { return nil }
        return d
    }

    /// What `function(arguments)` computes to, or `nil` when it is invalid.
    static func value(function name: String, arguments: [CSSToken], percent: Bool) -> Value? {
        var parser = Parser(tokens: arguments.filter { $0 != .whitespace }, percent: percent)
        let result: Term?
        switch name {
        case "calc": result = parser.sum()
        case "min", "max", "clamp":
            var values: [Double] = []
            var unit: Dimension.Unit?
            repeat {
                // Each argument in one unit, and all in the same; absolute units compare in points.
                guard let t = parser.sum(), let (u, v) = t.single else { return nil }
                guard unit == nil || unit == u else { return nil }
                (unit, values) = (u, values + [v])
            } while parser.take(.comma)
            guard let unit, !values.isEmpty else { return nil }
            switch name {
            case "min": result = Term(values.min() ?? 0, unit)
            case "max": result = Term(values.max() ?? 0, unit)
            default:
                guard values.count == 3 else { return nil }
                result = Term(max(values[0], min(values[1], values[2])), unit)
            }
        default: return nil
        }
        guard parser.atEnd, let result, result.number == nil else { return nil }
        let terms = result.normalized
        guard !terms.isEmpty, terms.allSatisfy({ $0.value.isFinite }) else { return nil }
        return terms.count == 1 ? .dimension(terms[0]) : .sum(terms)
    }

    /// A plain number, or a sum of dimensions by unit.
    struct Term {
        /// The value of a plain number; `nil` for a sum of dimensions.
        var number: Double?
        /// The coefficient of each unit (a plain number has none).
        var units: [Dimension.Unit: Double] = [:]

        init(_ value: Double, _ unit: Dimension.Unit?) {
            if let unit { units = [unit: value] } else { number = value }
        }

        /// The unit and value of a term in one unit, absolute units folded into points when
        /// there are several; `nil` for a number or a mix.
        var single: (Dimension.Unit, Double)? {
            let terms = normalized
            guard number == nil, terms.count == 1 else { return nil }
            var (unit, value) = (terms[0].unit, terms[0].value)
            if case .absolute(let u) = unit { (unit, value) = (.pt, Length(value, u).points) }
            return (unit, value)
        }

        /// The terms in a fixed order: absolute units (in points when there are several), then
        /// the relative ones as ``Dimension/Unit`` lists them; zero terms dropped unless all are.
        var normalized: [Dimension] {
            var absolute: [(Length.Unit, Double)] = []
            var relative: [Dimension] = []
            for unit in [Dimension.Unit.em, .rem, .ex, .ch, .percent] { if let v = units[unit] { relative.append(Dimension(value: v, unit: unit)) } }
            for u in Length.Unit.allCases { if let v = units[.absolute(u)] { absolute.append((u, v)) } }
            var terms: [Dimension] = switch absolute.count {
            case 0: []
            case 1: [Dimension(value: absolute[0].1, unit: .absolute(absolute[0].0))]
            default: [Dimension(value: absolute.reduce(0) { $0 + Length($1.1, $1.0).points }, unit: .pt)]
            }
            terms += relative
            let nonzero = terms.filter { $0.value != 0 }
            return nonzero.isEmpty ? Array(terms.prefix(1)) : nonzero
        }

        /// The sum of two terms of one kind (numbers, or dimensions).
        static func add(_ a: Term, _ b: Term, sign: Double) -> Term? {
            switch (a.number, b.number) {
            case (let x?, let y?): return Term(x + sign * y, nil)
            case (nil, nil):
                var sum = a
                for (unit, v) in b.units { sum.units[unit, default: 0] += sign * v }
                return sum
            default: return nil
            }
        }

        /// The term times `factor`.
        func scaled(by factor: Double) -> Term {
            var t = self
            if let n = number { t.number = n * factor }
            for unit in units.keys { t.units[unit]? *= factor }
            return t
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
                    guard let n = next.number, n != 0 else { return nil }
                    total = total.scaled(by: 1 / n)
                } else if let n = total.number {
                    total = next.scaled(by: n)
                } else {
                    guard let n = next.number else { return nil }
                    total = total.scaled(by: n)
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
