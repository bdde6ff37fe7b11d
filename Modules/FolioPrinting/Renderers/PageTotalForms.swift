import FolioGeometry
import FolioGraphics
import FolioText

/// The page totals a renderer draws after the last page (``PageTotalDrawing/afterLastPage``).
///
/// A line that shows the total is cut in two: what comes before the first total, drawn on
/// each page, and its tail, the first total and all after it (which must not change from one
/// page to the next: no page number there), drawn as one form XObject per tail, font and
/// colour, shared by every page and recorded once the job knows the number of pages. The
/// tail's width is reserved in advance, each total in it as wide as ``reservedDigits`` of the
/// font's widest digit.
package final class PageTotalForms {
    private struct Key: Hashable {
        var font: TextFont
        var color: Color
        /// The text after each total.
        var tail: [String]
    }

    private struct Slot {
        var form: DeferredForm
        var font: Font
        var reservedWidth: Double
    }

    /// The forms of the document being drawn, and the order they were made in (the order they
    /// are recorded in, so the bytes do not depend on hashing).
    private var slots: [Key: Slot] = [:]
    private var order: [Key] = []

    /// How many digits each total has room for.
    package var reservedDigits = 4

    package init() {}

    /// Forgets the forms of an earlier document (a job that failed before recording them).
    package func reset() {
        slots = [:]
        order = []
    }

    /// Draws a line made of `prefix`, then for each piece of `tail` the total and the piece, a
    /// fraction `anchorX` of its width at `point.x` and its top at `point.y`.
    package func drawLine(prefix: String, tail: [String], at point: Point, anchorX: Double, font textFont: TextFont,
                          resolved font: Font, color: Color, context: GraphicsContext) throws(GraphicsError) {
        let slot = try self.slot(Key(font: textFont, color: color, tail: tail), font, context)
        let size = textFont.size
        let before = prefix.isEmpty ? 0 : context.measure(prefix, font: font, size: size).width
        let x = point.x - anchorX * (before + slot.reservedWidth)
        if !prefix.isEmpty {
            try context.draw(prefix, at: Point(x: x, y: point.y), anchor: .topLeading, font: font, size: size, color: color)
        }
        try context.draw(slot.form, at: Point(x: x + before, y: point.y))
    }

    /// The size of such a line, its tail as wide as reserved, one line high.
    package func measure(prefix: String, tail: [String], font: Font, size: Double, context: GraphicsContext) -> Size {
        let before = prefix.isEmpty ? 0 : context.measure(prefix, font: font, size: size).width
        return Size(width: before + reservedWidth(tail, font: font, size: size, context: context),
                    height: context.measure("0", font: font, size: size).size.height)
    }

    /// Records every form with the total, `pageCount`, and forgets them.
    package func record(pageCount: Int, context: GraphicsContext) throws(GraphicsError) {
        defer { reset() }
        let total = String(pageCount)
        for key in order {
            guard let slot = slots[key], context.isAwaitingRecording(slot.form) else { continue }
            let text = key.tail.reduce("") { $0 + total + $1 }
            try context.recordForm(slot.form) { form throws(GraphicsError) in
                let width = form.measure(text, font: slot.font, size: key.font.size).width
                if width > slot.reservedWidth, width > 0 { try form.scaleBy(x: slot.reservedWidth / width, y: 1) }
                try form.draw(text, at: .zero, anchor: .topLeading, font: slot.font, size: key.font.size, color: key.color)
            }
        }
    }

    /// The width reserved for a tail: its text, and ``reservedDigits`` of the widest digit for
    /// each total.
    private func reservedWidth(_ tail: [String], font: Font, size: Double, context: GraphicsContext) -> Double {
        let widest = (0...9).map { context.measure(String($0), font: font, size: size).width }.max() ?? 0
        let text = tail.reduce(0) { $0 + ($1.isEmpty ? 0 : context.measure($1, font: font, size: size).width) }
        return text + Double(tail.count * max(1, reservedDigits)) * widest
    }

    private func slot(_ key: Key, _ font: Font, _ context: GraphicsContext) throws(GraphicsError) -> Slot {
        if let slot = slots[key] {
            if context.isAwaitingRecording(slot.form) { return slot }
            reset()  // the forms of an earlier job that ended before recording them
        }
        let size = key.font.size
        let width = reservedWidth(key.tail, font: font, size: size, context: context)
        let height = context.measure("0", font: font, size: size).size.height
        // Room around the text for glyphs that overhang their advance; the form clips to it.
        let form = try context.reserveForm(bounds: Rect(x: -size, y: -size, width: width + 2 * size, height: height + 2 * size))
        let slot = Slot(form: form, font: font, reservedWidth: width)
        slots[key] = slot
        order.append(key)
        return slot
    }
}
