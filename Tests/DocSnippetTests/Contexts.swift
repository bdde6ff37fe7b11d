import Folio
import FolioTesting
import Foundation
import Testing

// The types the doc snippets that need Swift Testing are compiled in (see
// Tests/DocSnippets/Contexts.swift for the others). Their tests are compiled, not run: each
// suite is disabled, since a doc's test asserts against a reference folder beside the user's
// own test file.

/// The context of a snippet that declares everything it uses.
struct Snippet {}

/// docs/testing.md's report test, as a user would write it.
@Suite(.disabled("a doc snippet: compiled, not run")) struct WeeklyReportTest {}

/// docs/testing.md's comparison that asserts rather than throws.
struct ReferenceCheck {
    let reference = PDFReference(directory: URL(fileURLWithPath: "/nonexistent/expected"))
    let pdf = Data()
}

/// docs/testing.md's parameterized test over a folder of cases.
@Suite(.disabled("a doc snippet: compiled, not run")) struct FixtureSuite {
    static let fixturesFolder = URL(fileURLWithPath: "/nonexistent/Fixtures")
    func makeReport(from input: URL, options: [String: String]) throws -> Data { Data() }
}

/// The TestingReports article's invoice test.
@Suite(.disabled("a doc snippet: compiled, not run")) struct InvoiceTest {
    func makeInvoice() -> Document { Document { Paragraph("Invoice") } }
}
