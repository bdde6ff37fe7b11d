import FolioGeometry
import FolioGraphics
import FolioPaper
import FolioPrinting

/// A formatter of fixed-height blocks (no text needed): blocks never split, and each page takes
/// as many as fit its content rect. It records the rects it was laid out in and drawn into.
final class BlockFormatter: PrintFormatter {
    var blocks: [Double] { didSet { invalidateLayout() } }
    var color: Color
    private(set) var pageStarts: [Int] = []
    private(set) var layoutRects: [Rect] = []
    private(set) var drawnRects: [Int: Rect] = [:]

    init(blocks: [Double], color: Color = .blue) {
        self.blocks = blocks
        self.color = color
    }

    override func layoutPages(contentRect: (Int) -> Rect) throws(PrintError) -> Int {
        pageStarts = []
        layoutRects = []
        var i = 0, page = 0
        while i < blocks.count {
            let rect = contentRect(page)
            layoutRects.append(rect)
            pageStarts.append(i)
            var used = 0.0
            repeat {
                used += blocks[i]
                i += 1
            } while i < blocks.count && used + blocks[i] <= rect.height
            page += 1
        }
        return page
    }

    override func draw(in rect: Rect, forPage pageIndex: Int, context: GraphicsContext) throws {
        drawnRects[pageIndex] = rect
        let k = pageIndex - startPage
        let end = k + 1 < pageStarts.count ? pageStarts[k + 1] : blocks.count
        var y = rect.minY
        try context.setFillColor(color)
        for b in pageStarts[k]..<end {
            try context.fill(Rect(x: rect.minX, y: y, width: rect.width, height: blocks[b] - 2))
            y += blocks[b]
        }
    }
}

/// A renderer that logs each hook call.
final class SpyRenderer: PrintPageRenderer {
    var log: [String] = []
    var rects: [String: Rect] = [:]
    var overrideDrawPage = false
    var skipFormatterDrawing = false
    var overlay = false

    override func prepare(forDrawingPages range: Range<Int>) { log.append("prepare \(range.lowerBound)..<\(range.upperBound)") }
    override func drawPage(at pageIndex: Int, in paperRect: Rect, context: GraphicsContext) throws {
        if overrideDrawPage { log.append("page \(pageIndex)"); return }
        try super.drawPage(at: pageIndex, in: paperRect, context: context)
    }
    override func drawHeader(forPage pageIndex: Int, in headerRect: Rect, context: GraphicsContext) throws {
        log.append("header \(pageIndex)"); rects["header"] = headerRect
    }
    override func drawContent(forPage pageIndex: Int, in contentRect: Rect, context: GraphicsContext) throws {
        log.append("content \(pageIndex)"); rects["content"] = contentRect
    }
    override func drawPrintFormatter(_ formatter: PrintFormatter, forPage pageIndex: Int, context: GraphicsContext) throws {
        log.append("formatter \(pageIndex)")
        if skipFormatterDrawing { return }
        try super.drawPrintFormatter(formatter, forPage: pageIndex, context: context)
        if overlay {
            try context.setFillColor(.red)
            try context.fill(Rect(x: 0, y: 0, width: 612, height: 10))
        }
    }
    override func drawFooter(forPage pageIndex: Int, in footerRect: Rect, context: GraphicsContext) throws {
        log.append("footer \(pageIndex)"); rects["footer"] = footerRect
    }
}

/// Letter with a printable rect inset 18 pt, as the spec's examples use.
let letterWithMargins = Paper.letter.withMargins(EdgeInsets(all: 18))
