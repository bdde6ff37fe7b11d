// A 20-page quarterly report: title page, contents, sections with lists, a 300-row table,
// an image, and "Page N of M" in the footer. Run: swift run long-report [output.pdf]
import Folio

struct Sale { let region: String, product: String, units: Int, price: Double }
let regions = ["North", "South", "East", "West", "Central"]
let sales = (0..<300).map { i in
    Sale(region: regions[i % 5], product: "Product \(i % 37 + 1)", units: (i * 7919) % 500 + 20, price: Double((i * 104_729) % 9000) / 100 + 5)
}
let prose = """
    Revenue grew in every region this quarter. The northern stores benefited from the early \
    winter, while the central warehouse finally cleared its backlog of returned goods. Costs \
    rose more slowly than sales, which lifted the margin by almost two points.
    """
let chart = Figure(contentsOfFile: CommandLine.arguments.count > 2 ? CommandLine.arguments[2] : "Samples/swatch.png",
                   alternativeText: "Sales by region", caption: "Figure 1. Sales by region.", width: 300)

// Built in a function, so the blocks live only while the job runs instead of in a global
// until the process exits.
func makeReport() -> Document {
    Document(title: "Quarterly Report", author: "Folio Examples") {
        Spacer(200)
        Heading("Quarterly Report", level: 1, style: BlockStyle(alignment: .center))
        Paragraph("Third quarter, prepared by the finance team", style: BlockStyle(alignment: .center))
        PageBreak()
        TableOfContents()
        PageBreak()
        for (n, region) in regions.enumerated() {
            Heading("\(n + 1). \(region) region", level: 1)
            Paragraph(prose)
            Heading("Highlights", level: 2)
            List(.decimal) {
                "Sales up \(n * 3 + 4) % on the same quarter last year."
                List.Item {
                    Paragraph("Three new stores:")
                    List(["Harbour Street", "Old Mill", "Station Square"])
                }
                "Inventory turnover of \(n + 5).2 per year."
            }
            for _ in 0..<5 { Paragraph(prose + " " + prose) }
            if n == 0 { chart }
            BlockQuote { Paragraph("“The best quarter since we opened.” — regional manager") }
        }
        PageBreak()
        Heading("Appendix: every sale", level: 1)
        Table(sales) {
            TableColumn("Region") { $0.region }
            TableColumn("Product") { $0.product }
            TableColumn("Units", alignment: .right) { String($0.units) }
            TableColumn("Price", alignment: .right) { String(format: "%.2f", $0.price) }
        }
    }
}

let output = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "long-report.pdf"
do {
    let report = makeReport()
    try report.writePDF(to: output, header: HeaderFooterTemplate(left: "{title}", right: "Third quarter"),
                        footer: HeaderFooterTemplate(center: "Page {page} of {pages}"))
    print("wrote \(output)")
} catch {
    print("error: \(error)")
}
