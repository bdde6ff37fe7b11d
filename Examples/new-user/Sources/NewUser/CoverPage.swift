import Folio
import Foundation

/// The invoice's first page, drawn by hand on the graphics context: a gradient letterhead
/// with a logo made of curves, text placed by `UnitPoint` anchors (the point given is the
/// text box's top-left, centre, bottom-right… as the anchor says), a card with a shadow for
/// the total, and a seal filled with a radial gradient. Coordinates are points from the
/// page's top-left corner, y down.
public struct CoverPage {
    /// The invoice it introduces.
    public var invoice: Invoice
    /// The sans-serif faces the page is set in.
    public var regular: Font, bold: Font

    /// The cover of `invoice`, its fonts found in `fonts`.
    public init(invoice: Invoice, fonts: FontLibrary = .shared) throws {
        self.invoice = invoice
        regular = try TextFont(family: HouseStyle.sans).resolve(in: fonts).font
        bold = try TextFont(family: HouseStyle.sans, weight: 700).resolve(in: fonts).font
    }

    /// Draws the cover on a page of `page`'s size; `itemPages` is the number of pages of line
    /// items after it.
    public func draw(in page: Rect, itemPages: Int, context ctx: GraphicsContext) throws {
        let margin = 56.0

        // The letterhead: a band painted with a linear gradient through a clip.
        let band = Rect(x: page.minX, y: page.minY, width: page.width, height: 200)
        try ctx.withSavedGState { () throws(GraphicsError) in
            try ctx.clip(to: band)
            try ctx.drawLinearGradient(try Gradient(colors: [HouseStyle.blue, HouseStyle.teal]),
                                       start: Point(x: band.minX, y: band.minY), end: Point(x: band.maxX, y: band.maxY))
        }
        try ctx.setStrokeColor(.white)
        try ctx.stroke(logo(in: Rect(x: margin, y: 40, width: 56, height: 52)),
                       style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
        // Anchors: .leading centres the name vertically on the logo's middle; .bottomLeading
        // and .bottomTrailing rest the title and the number on the same line near the band's foot.
        try ctx.draw(invoice.seller, at: Point(x: margin + 72, y: 66), anchor: .leading, font: bold, size: 20, color: .white)
        try ctx.draw("INVOICE", at: Point(x: margin, y: band.maxY - 20), anchor: .bottomLeading, font: bold, size: 40, color: .white)
        try ctx.draw("No. \(invoice.number)", at: Point(x: page.maxX - margin, y: band.maxY - 26), anchor: .bottomTrailing,
                     font: regular, size: 14, color: .white)

        // Who pays, at the left; the dates ranged right at the same height (.topTrailing).
        let top = band.maxY + 48
        try ctx.draw("BILL TO", at: Point(x: margin, y: top), font: bold, size: 9, color: HouseStyle.blue)
        try ctx.draw(invoice.billTo.joined(separator: "\n"), at: Point(x: margin, y: top + 16), font: regular, size: 12)
        try ctx.draw("DATES", at: Point(x: page.maxX - margin, y: top), anchor: .topTrailing, font: bold, size: 9, color: HouseStyle.blue)
        try ctx.draw("Issued \(invoice.issued)", at: Point(x: page.maxX - margin, y: top + 16), anchor: .topTrailing, font: regular, size: 12)
        try ctx.draw("Due \(invoice.due)", at: Point(x: page.maxX - margin, y: top + 32), anchor: .topTrailing, font: regular, size: 12)

        // The total, centred in a rounded card that casts a sharp shadow.
        let card = Rect(x: margin, y: 400, width: page.width - 2 * margin, height: 150)
        let cardPath = Path(roundedRect: card, cornerRadius: 14)
        try ctx.withSavedGState { () throws(GraphicsError) in
            try ctx.setShadow(Shadow(offset: Size(width: 3, height: 4), color: Color(gray: 0, alpha: 0.2)))
            try ctx.setFillColor(Color(gray: 0.97))
            try ctx.fill(cardPath)
        }
        try ctx.setStrokeColor(HouseStyle.teal)
        try ctx.stroke(cardPath, style: StrokeStyle(lineWidth: 1.5))
        try ctx.draw("Total due", at: Point(x: card.midX, y: card.minY + 22), anchor: .top, font: regular, size: 14, color: .darkGray)
        try ctx.draw("EUR \(euros(invoice.total))", at: Point(x: card.midX, y: card.midY + 4), anchor: .center,
                     font: bold, size: 34, color: HouseStyle.blue)
        try ctx.draw("\(invoice.lines.count) lines on \(itemPages) pages, VAT \(invoice.vatPercent) % included",
                     at: Point(x: card.midX, y: card.maxY - 18), anchor: .bottom, font: regular, size: 11, color: .darkGray)

        // A seal: a circle filled with a radial gradient, its two lines centred above and
        // below its middle (.bottom and .top).
        let seal = Point(x: page.maxX - margin - 64, y: 690)
        try ctx.withSavedGState { () throws(GraphicsError) in
            try ctx.clip(to: Path(ovalIn: Rect(x: seal.x - 64, y: seal.y - 64, width: 128, height: 128)))
            try ctx.drawRadialGradient(try Gradient(colors: [.white, HouseStyle.teal]),
                                       startCenter: seal, startRadius: 8, endCenter: seal, endRadius: 64)
        }
        try ctx.draw("PAY WITHIN", at: Point(x: seal.x, y: seal.y - 2), anchor: .bottom, font: bold, size: 10, color: HouseStyle.blue)
        try ctx.draw("30 DAYS", at: Point(x: seal.x, y: seal.y + 2), anchor: .top, font: bold, size: 16, color: HouseStyle.blue)

        // The seller's address under a dashed rule, centred at the foot of the page.
        var rule = Path()
        rule.move(to: Point(x: margin, y: page.maxY - 72))
        rule.addLine(to: Point(x: page.maxX - margin, y: page.maxY - 72))
        try ctx.setStrokeColor(Color(gray: 0.6))
        try ctx.stroke(rule, style: StrokeStyle(lineWidth: 0.75, dash: [4, 3]))
        try ctx.draw("\(invoice.seller) · 12 Typeface Lane, 1000 Kerning · billing@folio.example",
                     at: Point(x: page.midX, y: page.maxY - 48), anchor: .bottom, font: regular, size: 9, color: .darkGray)
    }

    /// The logo: an open book, two pages curving away from the spine, fitted to `box`.
    func logo(in box: Rect) -> Path {
        var path = Path()
        let spineTop = Point(x: box.midX, y: box.minY + box.height * 0.15)
        let spineFoot = Point(x: box.midX, y: box.maxY)
        path.move(to: spineFoot)
        path.addLine(to: spineTop)
        for edge in [box.minX, box.maxX] {                      // the left page, then the right
            let control = box.midX + (edge - box.midX) / 2
            path.move(to: spineTop)
            path.addQuadCurve(to: Point(x: edge, y: box.minY), control: Point(x: control, y: box.minY - 4))
            path.addLine(to: Point(x: edge, y: box.maxY - box.height * 0.15))
            path.addQuadCurve(to: spineFoot, control: Point(x: control, y: box.maxY - box.height * 0.2))
        }
        return path
    }
}
