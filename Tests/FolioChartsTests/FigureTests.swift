import FolioCharts
import FolioGeometry
import FolioGraphics
import FolioLayout
import FolioPrinting
import FolioTestSupport
import Foundation
import Testing

@Suite("Charts in documents")
struct ChartFigureTests {
    @Test("Figure(chart:) flows as a figure, tagged Figure with the chart's description as /Alt, its labels in the text")
    func taggedFigure() throws {
        let chart = RenderingTests.bars.chartStyle(pinnedStyle).frame(width: 360, height: 200)
        let document = Document(title: "Charts") {
            Paragraph("Before the chart.")
            Figure(chart: chart, caption: "Units sold by region")
            Paragraph("After the chart.")
        }
        var info = PrintInfo()
        info.isTagged = true
        let path = try PDFTools.save(try document.printJob(info: info, library: pinnedLibrary).pdfBytes(), name: "chart-figure.pdf")
        #expect(try PDFTools.qpdfCheck(path).ok)
        let tree = try PDFTools.runChecked("pdfinfo", ["-struct-text", path]).stdout
        #expect(tree.contains("Figure"), "\(tree)")
        let objects = try PDFTools.runChecked("qpdf", ["--qdf", "--object-streams=disable", path, "-"]).stdout
        #expect(objects.contains("/Alt (Units by region. Bar chart of Units by Region, 4 bars.)"), "the description as alternative text")
        let text = try PDFTools.text(path)
        #expect(text.contains("North") && text.contains("Before the chart.") && text.contains("Units sold by region"))
        let words = try PDFTools.words(path, page: 1)
        let before = try #require(words.first { $0.text == "Before" }), after = try #require(words.first { $0.text == "After" })
        let north = try #require(words.first { $0.text == "North" })
        #expect(before.yMax < north.yMin && north.yMax < after.yMin, "the chart between the paragraphs")
    }

    @Test("a chart written straight into a Document builder is a figure of its own size")
    func chartAsBlock() throws {
        let chart = RenderingTests.bars.chartStyle(pinnedStyle).frame(width: 300, height: 150)
        let document = Document { chart }
        let blocks = document.blocks
        guard case .figure(let figure)? = blocks.first else {
            Issue.record("not a figure: \(blocks)")
            return
        }
        #expect(figure.drawing?.size == Size(width: 300, height: 150))
        #expect(figure.alternativeText == chart.accessibilityDescription)
    }

    @Test("the description names the kind, the axes and the series")
    func descriptions() {
        struct R { var q: String; var c: String; var v: Double }
        let rows = [R(q: "Q1", c: "Online", v: 1), R(q: "Q1", c: "Stores", v: 2)]
        let stacked = Chart(rows, id: \.q) { BarMark(x: .value("Quarter", $0.q), y: .value("Units", $0.v)).foregroundStyle(by: .value("Channel", $0.c)) }
        #expect(stacked.accessibilityDescription == "Bar chart of Units by Quarter, 2 bars in 2 series: Online, Stores.")
        let donut = Chart(rows, id: \.c) { SectorMark(angle: .value("Units", $0.v), innerRadius: .ratio(0.6)).foregroundStyle(by: .value("Channel", $0.c)) }
        #expect(donut.accessibilityDescription == "Donut chart of Units: Online 33%, Stores 67%.")
        #expect(Chart {}.accessibilityDescription == "An empty chart.")
    }
}
