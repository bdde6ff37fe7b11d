import Folio

// The types the doc snippets run in. A snippet is the body of a method of one of them, so it
// can use the names the type declares and the doc leaves out; the doc names the type in the
// comment before the block (`<!-- snippet: in PageLoop -->`). Keep each to what its snippets use.

/// The context of a snippet that declares everything it uses.
struct Snippet {}

/// A drawing fragment: the context it draws into (compiled, not run).
struct DrawingContext {
    let ctx: GraphicsContext
}

/// Pages produced over time, each drawn by a function of the program's own.
struct PageLoop {
    let pages = ["Summary", "Details"]

    func draw(_ page: String, in ctx: GraphicsContext) throws(GraphicsError) {
        try ctx.setFillColor(.gray)
        try ctx.fill(Rect(x: 72, y: 72, width: 468, height: 24))
    }
}

/// Listings 4-1 and 4-2 of from-uikit.md: the text, the file and the page-number drawing they
/// leave out (compiled, not run: `Tests/ExamplesTests/SeedListings.swift` runs the listing).
struct TextPages {
    let currentText: AttributedText
    let pdfFileName: String
    let pageNumberFont: Font

    func drawPageNumber(_ number: Int, font: Font, in ctx: GraphicsContext) throws(GraphicsError) {
        try ctx.draw("Page \(number)", at: Point(x: 300, y: 740), font: font, size: 12)
    }
}

/// Listings 5-6 and 5-7: a print job's name, the image's size, and a renderer with something
/// to print.
struct PhotoPrint {
    let jobName = "Image from PrintPhoto"
    let imageSize = Size(width: 640, height: 480)
    let renderer: PrintPageRenderer = {
        let renderer = PrintPageRenderer()
        renderer.addPrintFormatter(SimpleTextPrintFormatter(text: "A photo would be here."), startingAtPage: 0)
        return renderer
    }()
}

/// A page size to find paper for, and the papers to choose from.
struct PaperChoice {
    let pageSize = Size(width: 612, height: 792)
    let paperList: [Paper] = [.a4, .letter]
}

/// The notes the Printing article prints.
struct PrintingNotes {
    let notes = String(repeating: "Notes set in the page between a header and a footer. ", count: 80)
}

/// A text long enough for several frames.
struct LongText {
    let longString = String(
        repeating: "Attributed text set into frames, page after page, hyphenated and justified. ", count: 400)
}
