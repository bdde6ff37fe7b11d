import FolioTestSupport
import Foundation
import Testing

// Folio's regression suite: every case under `Fixtures/<area>/<case>/` (a folder with a
// `case.json`) is made twice, must give the same bytes both times, and must match its
// `expected/` reference folder: bytes first, then structure and text exactly, then each page's
// rendering within the tolerance. `FOLIO_FIXTURES_FULL=1` compares every case in full even
// when its bytes are unchanged. See docs/testing.md.

/// After an intended change, re-bless: `Tools/scripts/bless-fixtures.sh [area/case …]`.
@Suite("Fixtures")
struct FixtureTests {
    /// The repository's `Fixtures/` folder.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// Every case; a malformed one is reported by `discovery()`.
    static let cases: [FixtureCase] = (try? FixtureCase.discover(in: root)) ?? []

    @Test("each fixture case gives the same bytes twice and matches its reference", arguments: cases)
    func fixture(_ fixture: FixtureCase) throws {
        let bytes = try FixtureInput.pdf(for: fixture)
        #expect(try FixtureInput.pdf(for: fixture) == bytes, "\(fixture.name): the same input must give the same bytes")
        var reference = fixture.reference
        reference.blessingHint = "to accept the current output: Tools/scripts/bless-fixtures.sh \(fixture.name)"
        if ProcessInfo.processInfo.environment["FOLIO_FIXTURES_FULL"] == "1" { reference.options.trustsIdenticalBytes = false }
        if Blessing.isRequested(for: fixture.name) {
            print(try reference.bless(bytes))
            return
        }
        let report = try reference.compare(bytes)
        if !report.passed { Issue.record("\(report)") }
    }

    @Test("discovery reads every case.json under Fixtures/ and finds cases")
    func discovery() throws {
        let cases = try FixtureCase.discover(in: Self.root)
        #expect(cases.count >= DrawingScenario.all.count, "no cases found under \(Self.root.path)")
        #expect(cases.map(\.name) == Self.cases.map(\.name))
    }

    @Test("every drawing and text scenario has a case, and every such case names its scenario", arguments: ["drawing", "text"])
    func catalogueIsWhole(area: String) throws {
        let inArea = Self.cases.filter { $0.area == area }
        #expect(Set(inArea.compactMap(\.manifest.scenario)) == Set(FixtureInput.scenarios(for: area).map(\.name)))
        for fixture in inArea { #expect(fixture.name == area + "/" + (fixture.manifest.scenario ?? ""), "a \(area) case is named after its scenario") }
    }
}
