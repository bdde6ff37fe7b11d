import Folio
import Foundation

/// A report of charts built with FolioCharts, printed on US Letter with "Page N of M" in the
/// footer: a bar chart, a stacked bar chart, a line chart over dates, a scatter plot and a
/// pie (and a donut); and one of axes (`chart-axes`): logarithmic scales, axis marks, minute
/// ticks and annotations. `Fixtures/charts/<name>/case.json` names one as its `scenario`.
enum ChartScenario {
    static func pdf(named name: String) throws -> [UInt8]? {
        guard let chosen = name == "chart-report" ? report : name == "chart-axes" ? axes : nil else { return nil }
        var doc = chosen
        doc.style = LayoutScenario.pinned
        return try doc.pdfBytes(footer: HeaderFooterTemplate(center: "Page {page} of {pages}"), library: LayoutScenario.library)
    }

    /// DejaVu Sans from Fixtures/Fonts.
    static let style: ChartStyle = {
        var s = ChartStyle()
        s.font = TextFont(family: "DejaVu Sans", size: 8)
        s.titleFont = TextFont(family: "DejaVu Sans", size: 10, weight: 700)
        s.fontLibrary = LayoutScenario.library
        return s
    }()

    struct RegionSales { var region: String; var units: Int }
    struct ChannelSales { var quarter: String; var channel: String; var revenue: Double }
    struct DailyVisits { var day: Date; var site: String; var visits: Double }
    struct Car { var weight: Double; var consumption: Double; var fuel: String }
    struct Share { var browser: String; var percent: Double }

    static let regions = [RegionSales(region: "North", units: 1_240), RegionSales(region: "South", units: 985),
                          RegionSales(region: "East", units: 610), RegionSales(region: "West", units: 1_420),
                          RegionSales(region: "Central", units: 830)]

    static let channels: [ChannelSales] = {
        let table: [(String, [Double])] = [("Online", [42.5, 48.0, 55.2, 61.8]), ("Stores", [38.0, 35.5, 33.1, 36.9]),
                                           ("Partners", [12.2, 15.8, 14.0, 19.5])]
        return ["Q1", "Q2", "Q3", "Q4"].enumerated().flatMap { q, quarter in
            table.map { ChannelSales(quarter: quarter, channel: $0.0, revenue: $0.1[q]) }
        }
    }()

    /// Ninety days from 1 March 2026 (UTC), two sites, a weekly rhythm and a slow rise.
    static let visits: [DailyVisits] = {
        let start = Date(timeIntervalSince1970: 1_772_323_200)  // 2026-03-01T00:00:00Z
        return (0..<90).flatMap { d -> [DailyVisits] in
            let day = start.addingTimeInterval(Double(d) * 86_400)
            let weekly = [1.0, 1.1, 1.15, 1.1, 1.0, 0.7, 0.6][d % 7]
            return [DailyVisits(day: day, site: "Shop", visits: (2_000 + Double(d) * 18) * weekly),
                    DailyVisits(day: day, site: "Docs", visits: (1_200 + Double((d * 37) % 11) * 40) * (2 - weekly))]
        }
    }()

    static let cars: [Car] = (0..<36).map { i in
        let weight = 900 + Double((i * 53) % 36) * 45
        let fuel = ["Petrol", "Diesel", "Hybrid"][i % 3]
        let base = fuel == "Hybrid" ? 2.2 : fuel == "Diesel" ? 3.0 : 3.6
        return Car(weight: weight, consumption: base + weight / 520 + Double((i * 7) % 5) * 0.25, fuel: fuel)
    }

    static let shares = [Share(browser: "Chrome", percent: 64.1), Share(browser: "Safari", percent: 19.4),
                         Share(browser: "Edge", percent: 5.3), Share(browser: "Firefox", percent: 3.2),
                         Share(browser: "Other", percent: 8.0)]

    /// Built on each use (see LayoutScenario.documents on why not a static).
    static var report: Document {
        Document(title: "Charts") {
            Heading("Sales and traffic, 2026")
            Paragraph("Each figure below is a FolioCharts chart, drawn as vectors with the document's fonts, tagged as a figure whose alternative text describes it.")
            Figure(chart: Chart(regions) { BarMark(x: .value("Region", $0.region), y: .value("Units", $0.units)) }
                .chartTitle("Units sold by region").chartStyle(style).frame(width: 468, height: 220),
                   caption: "Figure 1. A bar chart: one bar per category, the axis from zero to a nice number.")
            Figure(chart: Chart(channels) {
                BarMark(x: .value("Quarter", $0.quarter), y: .value("Revenue (k$)", $0.revenue))
                    .foregroundStyle(by: .value("Channel", $0.channel))
            }.chartTitle("Revenue by quarter and channel").chartStyle(style).frame(width: 468, height: 240),
                   caption: "Figure 2. Bars of one quarter stack, series by series; the legend names them.")
            Figure(chart: Chart(visits) {
                LineMark(x: .value("Day", $0.day), y: .value("Visits", $0.visits)).foregroundStyle(by: .value("Site", $0.site))
            }.chartTitle("Daily visits, March to May").chartStyle(style).frame(width: 468, height: 220),
                   caption: "Figure 3. Lines over dates: ticks at calendar months in UTC.")
            Figure(chart: Chart(cars) {
                PointMark(x: .value("Weight (kg)", $0.weight), y: .value("Litres per 100 km", $0.consumption))
                    .foregroundStyle(by: .value("Fuel", $0.fuel)).symbol(by: .value("Fuel", $0.fuel))
            }.chartTitle("Consumption against weight").chartYScale(domain: .automatic(includesZero: false))
                .chartXScale(domain: .automatic(includesZero: false)).chartStyle(style).frame(width: 468, height: 240),
                   caption: "Figure 4. A scatter plot, one symbol per fuel so that the series stay apart in gray.")
            Figure(chart: Chart(shares) {
                SectorMark(angle: .value("Share", $0.percent), angularInset: 1).foregroundStyle(by: .value("Browser", $0.browser))
            }.chartTitle("Browser share").chartLegend(position: .trailing).chartStyle(style).frame(width: 300, height: 200),
                   caption: "Figure 5. A pie: slices clockwise from twelve o'clock, shares written inside.")
            Figure(chart: Chart(shares) {
                SectorMark(angle: .value("Share", $0.percent), innerRadius: .ratio(0.55), angularInset: 1.5)
                    .foregroundStyle(by: .value("Browser", $0.browser))
            }.chartTitle("The same as a donut").chartLegend(position: .trailing).chartStyle(style).frame(width: 300, height: 200),
                   caption: "Figure 6. A donut: SectorMark with an inner radius.")
        }
    }

    struct Population { var city: String; var people: Double }
    struct Sample { var time: Date; var load: Double }

    static let cities = [Population(city: "Reykjavik", people: 139_875), Population(city: "Oslo", people: 709_037),
                         Population(city: "Paris", people: 2_102_650), Population(city: "Tokyo", people: 14_094_034),
                         Population(city: "Vaduz", people: 5_696)]

    /// Two hours of load from 06:00 UTC on 3 March 2026, every five minutes.
    static let samples: [Sample] = (0...24).map { i in
        Sample(time: Date(timeIntervalSince1970: 1_772_517_600 + Double(i) * 300), load: 0.35 + 0.3 * Double((i * 7) % 10) / 10 + (i > 15 ? 0.2 : 0))
    }

    /// Built on each use.
    static var axes: Document {
        Document(title: "Chart axes") {
            Heading("Axes, scales and annotations")
            Figure(chart: Chart(cities) { c in
                BarMark(x: .value("City", c.city), y: .value("People", c.people))
                    .annotation(position: .top) { Text(c.people >= 1e6 ? String(format: "%.1fM", c.people / 1e6) : String(format: "%.0fk", c.people / 1e3)) }
            }.chartYScale(type: .log).chartTitle("City populations, on a log scale").chartStyle(style).frame(width: 468, height: 220),
                   caption: "Figure 1. A logarithmic vertical axis (ticks at powers of ten), each bar annotated with its value.")
            Figure(chart: Chart(samples) {
                LineMark(x: .value("Time", $0.time), y: .value("Load", $0.load))
                PointMark(x: .value("Time", $0.time), y: .value("Load", $0.load)).symbolSize(12)
            }
            .chartYScale(domain: 0...1)
            .chartYAxis {
                AxisMarks(values: [0, 0.25, 0.5, 0.75, 1]) { v in
                    if v.index == 2 { AxisGridLine(stroke: StrokeStyle(lineWidth: 0.5, dash: [2, 2])) }
                    AxisTick()
                    AxisValueLabel(format: .percent())
                }
            }
            .chartXAxis { AxisMarks(values: .stride(by: .minute, count: 20)) { _ in AxisGridLine(); AxisTick(); AxisValueLabel(format: .date("HH:mm")) } }
            .chartTitle("Load, every five minutes").chartStyle(style).frame(width: 468, height: 200),
                   caption: "Figure 2. Custom axis marks: percentages with one dashed gridline at 50%, ticks every 20 minutes.")
            Figure(chart: Chart(samples) {
                AreaMark(x: .value("Time", $0.time), y: .value("Load", $0.load)).opacity(0.4)
                RuleMark(y: .value("Limit", 0.8)).lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 2]))
                    .annotation(position: .topTrailing) { Text("limit").foregroundStyle(.red) }
            }.chartTitle("Automatic minute ticks").chartStyle(style).frame(width: 468, height: 180),
                   caption: "Figure 3. Automatic ticks under an hour apart, and a rule annotated at its end.")
        }
    }
}
