// Table scaling: lays out and writes tables of N rows (4 columns: text and numbers) on US
// Letter, then prints rows per second and the peak resident memory of this process.
//
//   swift run -c release folio-bench-layout 1000 10000 100000
//
// Each size runs in a fresh process for a clean peak-memory figure when only one size is given.
import Folio
import Foundation

func peakRSSMegabytes() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return 0 }
    let kb = Double(line.split(separator: " ").dropFirst().first { !$0.isEmpty }.map(String.init) ?? "0") ?? 0
    return kb / 1024
}

let sizes = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let output = FileManager.default.temporaryDirectory.appendingPathComponent("folio-bench-layout.pdf").path
print("| rows | pages | seconds | rows/s | peak RSS (MB) | PDF (MB) |")
print("|---:|---:|---:|---:|---:|---:|")
for n in sizes.isEmpty ? [1000] : sizes {
    // Rows made on demand, as a report generator reading a database would give them.
    let rows = TableRows(count: n) { i in
        TableRow(["Item \(i)", "Region \(["North", "South", "East", "West"][i % 4])", String((i * 7919) % 1000), String(format: "%.2f", Double(i % 997) * 1.25)])
    }
    var table = Table(headerRows: [TableRow(["Item", "Region", "Units", "Price"])], rows: [])
    table.rows = rows
    let doc = Document(title: "Table \(n)") {
        Heading("A table of \(n) rows")
        table
    }
    // The pages drawn, counted as the job draws them: laying the document out once more
    // only to count them (as this benchmark did until 2026-11-29) cost a fifth of its
    // instructions, outside the timed part but inside the process's CPU time.
    var pages = 0
    var job = doc.printJob(footer: HeaderFooterTemplate(center: "Page {page} of {pages}"))
    job.progress = { done, _ in pages = done }
    let start = Date()
    do {
        try job.write(to: output)
    } catch {
        print("error: \(error)")
        exit(1)
    }
    let seconds = Date().timeIntervalSince(start)
    let size = Double((try? FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? 0) / 1_048_576
    print(String(format: "| %d | %d | %.2f | %.0f | %.1f | %.1f |", n, pages, seconds, Double(n) / seconds, peakRSSMegabytes(), size))
}
