import FolioTestSupport

/// Turns a fixture case into the PDF it describes.
enum FixtureInput {
    /// The PDF of a case: a drawing scenario rendered with `PDFRenderer`, or (once the printing
    /// pipeline drives fixtures) a text or HTML input laid out with the case's options.
    static func pdf(for fixture: FixtureCase) throws -> [UInt8] {
        if let name = fixture.manifest.scenario {
            if let bytes = try LayoutScenario.pdf(named: name) { return bytes }
            guard let scenario = DrawingScenario.all.first(where: { $0.name == name }) else {
                throw FixtureError.unsupported(name: fixture.name, reason: "no drawing scenario named \"\(name)\"; known: "
                                               + DrawingScenario.all.map(\.name).joined(separator: ", "))
            }
            return try scenario.pdfBytes()
        }
        throw FixtureError.unsupported(name: fixture.name, reason: "input \(fixture.manifest.input ?? "?"): text and HTML cases "
                                       + "need the printing pipeline, which the fixture runner does not drive yet")
    }
}
