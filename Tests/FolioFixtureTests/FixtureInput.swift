import FolioTestSupport

/// Turns a fixture case into the PDF it describes.
enum FixtureInput {
    /// The scenarios a case of an area may name: `DrawingScenario.text` for `text/…` cases,
    /// `DrawingScenario.all` for the others.
    static func scenarios(for area: String) -> [DrawingScenario] {
        area == "text" ? DrawingScenario.text : DrawingScenario.all
    }

    /// The PDF of a case: a drawing, text, layout or chart scenario, or an input file laid out through
    /// the printing pipeline with the case's options (``InputCase``).
    static func pdf(for fixture: FixtureCase) throws -> [UInt8] {
        if let name = fixture.manifest.scenario {
            if let bytes = try LayoutScenario.pdf(named: name) { return bytes }
            if let bytes = try PrintingScenario.pdf(named: name) { return bytes }
            if let bytes = try ChartScenario.pdf(named: name) { return bytes }
            let known = scenarios(for: fixture.area)
            guard let scenario = known.first(where: { $0.name == name }) else {
                throw FixtureError.unsupported(name: fixture.name, reason: "no \(fixture.area) scenario named \"\(name)\"; known: "
                                               + known.map(\.name).joined(separator: ", "))
            }
            return try scenario.pdfBytes()
        }
        if fixture.manifest.input != nil { return try InputCase.pdf(fixture) }
        throw FixtureError.unsupported(name: fixture.name, reason: "the case names neither a scenario nor an input")
    }
}
