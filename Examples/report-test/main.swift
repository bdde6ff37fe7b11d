// report-test: a regression test for a generated report. It makes the report, then compares
// it with a reference folder using FolioTesting: the first run (or --bless) writes the
// reference; later runs fail, with a report of what changed, when a page looks different.
// Run: swift run report-test [output.pdf] [--reference DIR] [--bless]
import Folio
import FolioTesting
import Foundation

// Arguments: an output path, `--reference DIR` (default: ./report-test-reference), `--bless`.
var arguments = Array(CommandLine.arguments.dropFirst())
let bless = arguments.contains("--bless")
arguments.removeAll { $0 == "--bless" }
var referencePath = "report-test-reference"
if let i = arguments.firstIndex(of: "--reference"), i + 1 < arguments.count {
    referencePath = arguments[i + 1]
    arguments.removeSubrange(i...(i + 1))
}
let output = arguments.first ?? "report-test.pdf"

/// The code under test: a small sales report. In your project this is your report generator.
func makeReport() throws -> [UInt8] {
    let rows = [("North", 1_240), ("South", 980), ("East", 1_515), ("West", 760)]
    let report = Document(title: "Sales by region", author: "Folio examples") {
        Heading("Sales by region", level: 1)
        Paragraph("Units sold in the second quarter, by region.")
        Table(header: ["Region", "Units"], rows.map { [$0.0, String($0.1)] },
              columns: [TableColumn(), TableColumn(alignment: .right)])
        Paragraph("Total: \(rows.reduce(0) { $0 + $1.1 }) units.")
    }
    // Folio's output is deterministic (no dates unless SOURCE_DATE_EPOCH is set), so an
    // unchanged report has the same bytes every time.
    return try report.pdfBytes(paper: .a5, margins: EdgeInsets(all: 42))
}

do {
    let pdf = try makeReport()
    try Data(pdf).write(to: URL(fileURLWithPath: output))
    print("wrote \(output)")

    // The reference folder holds output.pdf, structure.json, and each page's text and PNG
    // rendering. Commit it beside your tests; review its PNGs when you bless a change.
    let reference = PDFReference(directory: URL(fileURLWithPath: referencePath), name: "report-test")
    let firstRun = !FileManager.default.fileExists(atPath: reference.structureURL.path)
    // compare() runs qpdf --check, then compares structure, text and renderings (poppler).
    let report = bless || firstRun ? try reference.bless(pdf) : try reference.compare(pdf)
    print(report)
    if !report.passed {
        print("if the change is intended, run again with --bless")
        exit(1)
    }
} catch {
    // A missing tool (qpdf, pdftoppm…) says which Debian package to install.
    FileHandle.standardError.write(Data("report-test: \(error)\n".utf8))
    exit(2)
}
