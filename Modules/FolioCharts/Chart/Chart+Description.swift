extension Chart {
    /// A sentence describing the chart for people who cannot see it, used as a figure's
    /// alternative text: its title, its kind, what it plots against what, and its series
    /// ("Units by region. Bar chart of Units by Region, 8 bars in 2 series: Online, Stores.").
    /// A pie lists each slice's share.
    public var accessibilityDescription: String {
        var parts: [String] = []
        if let title = options.title, !title.isEmpty { parts.append(title.hasSuffix(".") ? title : title + ".") }
        let kinds = marks.reduce(into: [MarkRecord.Kind]()) { if !$0.contains($1.kind) { $0.append($1.kind) } }
        guard let main = kinds.first else { return (parts + ["An empty chart."]).joined(separator: " ") }
        if main == .sector {
            let values = marks.map { $0.angle?.value.numeric ?? 0 }
            let total = values.filter { $0.isFinite && $0 > 0 }.reduce(0, +)
            let label = marks.first?.angle?.label ?? "value"
            let slices = marks.enumerated().map { k, m in
                let name = m.group?.value.text ?? "slice \(k + 1)"
                let share = total > 0 ? Int((max(0, values[k]) / total * 100).rounded()) : 0
                return "\(name) \(share)%"
            }
            parts.append("\(marks.contains { $0.innerRadius != .automatic && $0.innerRadius != .ratio(0) } ? "Donut" : "Pie") chart of \(label): \(slices.joined(separator: ", ")).")
            return parts.joined(separator: " ")
        }
        let names: [MarkRecord.Kind: String] = [.bar: "Bar", .line: "Line", .point: "Scatter", .area: "Area", .rule: "Rule", .rectangle: "Rectangle"]
        let counted: [MarkRecord.Kind: String] = [.bar: "bars", .line: "points", .point: "points", .area: "points", .rule: "rules", .rectangle: "rectangles"]
        let xLabel = marks.lazy.compactMap { $0.values(on: .x).first?.label }.first
        let yLabel = marks.lazy.compactMap { $0.values(on: .y).first?.label }.first
        var sentence = "\(names[main] ?? "A") chart"
        if let xLabel, let yLabel {
            sentence += main == .bar && BarOrientation(marks[0]) == .horizontal ? " of \(xLabel) by \(yLabel)" : " of \(yLabel) by \(xLabel)"
        }
        let count = marks.filter { $0.kind == main }.count
        sentence += ", \(count) \(counted[main] ?? "marks")"
        var groups: [String] = []
        for m in marks { if let g = m.group?.value.text, !groups.contains(g) { groups.append(g) } }
        if !groups.isEmpty { sentence += " in \(groups.count) series: \(groups.joined(separator: ", "))" }
        parts.append(sentence + ".")
        return parts.joined(separator: " ")
    }
}
