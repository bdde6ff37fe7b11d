// charts: a two-page sales report of FolioCharts charts — bars, stacked bars, monthly bars over
// dates, lines, a scatter plot and a donut — each a figure in a Document, written as vectors.
// Run: swift run charts [output.pdf]
import Folio
import Foundation

let output = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "charts.pdf"

struct Sale {
    var date: Date
    var region: String
    var channel: String
    var amount: Double
}

// A year of sales, made up and the same on every run: four regions, two channels.
let start = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01T00:00:00Z
let regions = ["North", "South", "East", "West"]
/// A linear congruential generator: the same "random" numbers on every run.
struct Noise {
    var seed: UInt64
    mutating func next() -> Double {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Double(seed >> 33) / Double(1 << 31)
    }
}
var noise = Noise(seed: 2026)
var sales: [Sale] = []
for day in 0..<365 {
    for (r, region) in regions.enumerated() {
        let season = 1 + 0.3 * sin(Double(day) / 365 * 2 * .pi + Double(r) * 0.8)
        let amount = (90 + 30 * noise.next()) * season * (1 + Double(r) * 0.12)
        sales.append(Sale(date: start.addingTimeInterval(Double(day) * 86_400), region: region,
                          channel: (day + r) % 3 == 0 ? "Stores" : "Online", amount: amount))
    }
}

// Totals by region and by region and channel, for the bar charts.
var byRegion: [(region: String, total: Double)] = regions.map { r in (r, sales.filter { $0.region == r }.map(\.amount).reduce(0, +)) }
byRegion.sort { $0.total > $1.total }

let report = Document(title: "Sales, 2026") {
    Heading("Sales, 2026")
    Paragraph("Every figure of this report is a chart built with FolioCharts, the Swift Charts API on Linux.")

    // One bar a region; the axis starts at zero and ends at a nice number.
    Figure(chart: Chart(byRegion, id: \.region) {
        BarMark(x: .value("Region", $0.region), y: .value("Sales", $0.total))
    }
    .chartTitle("Sales by region"), caption: "Regions, largest first.")

    // Months on a time axis: each sale stands for its month and the months' sales stack by channel.
    Figure(chart: Chart(sales, id: \.date) {
        BarMark(x: .value("Month", $0.date, unit: .month), y: .value("Sales", $0.amount))
            .foregroundStyle(by: .value("Channel", $0.channel))
    }
    .chartTitle("Monthly sales by channel"), caption: "Online and store sales, month by month.")

    // A line per region over the year, with a target.
    Figure(chart: Chart {
        // Mondays: day 4 of the week counted from Thursday, 1 January 1970 (no time zone involved).
        ForEach(sales.filter { Int($0.date.timeIntervalSince1970 / 86_400) % 7 == 4 }, id: \.date) { sale in
            LineMark(x: .value("Week", sale.date), y: .value("Sales", sale.amount))
                .foregroundStyle(by: .value("Region", sale.region))
        }
        RuleMark(y: .value("Target", 120))
            .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
    }
    .chartTitle("Monday sales").chartYScale(domain: .automatic(includesZero: false)),
           caption: "Each Monday's sales per region; the dashed line is the target.")

    // A scatter of the days' sales in two regions against each other.
    Figure(chart: Chart(0..<365, id: \.self) { day in
        PointMark(x: .value("North", sales[day * 4].amount), y: .value("West", sales[day * 4 + 3].amount))
            .symbolSize(14)
            .opacity(0.7)
    }
    .chartTitle("North against West, day by day").chartXScale(domain: .automatic(includesZero: false))
    .chartYScale(domain: .automatic(includesZero: false)), caption: "Each day's sales in the North against the West's.")

    // Shares of the year's sales as a donut.
    Figure(chart: Chart(byRegion, id: \.region) {
        SectorMark(angle: .value("Sales", $0.total), innerRadius: .ratio(0.55), angularInset: 1.5)
            .foregroundStyle(by: .value("Region", $0.region))
    }
    .chartTitle("Share of the year").chartLegend(position: .trailing).frame(width: 320, height: 200),
           caption: "Each region's share of the year's sales.")
}

do {
    try report.writePDF(to: output, footer: HeaderFooterTemplate(center: "Page {page} of {pages}"))
    print("wrote \(output)")
} catch {
    FileHandle.standardError.write(Data("charts: \(error)\n".utf8))
    exit(1)
}
