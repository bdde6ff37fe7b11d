import Foundation
import FolioCSS
import FolioGeometry
import FolioGraphics
import FolioLayout
import FolioPDF
import FolioSVG
import FolioText

/// `<img>` as a figure (raster or SVG, loaded through ``ImageLoader``), and `<a rel="attachment">` files.
extension HTMLConverter {
    /// `<img width>` or `height` in points, when its presentational hint did not give one; a
    /// value past ``StyleComputer/maximumLength`` (or negative) is ignored: its hint was
    /// reported with the other ignored declarations.
    static func imageDimension(_ node: MarkupNode, _ name: String) -> Double? {
        guard let text = node.attribute(name), let pixels = Double(text.trimmingCharacters(in: .whitespaces)) else { return nil }
        let points = pixels * 0.75
        return points >= 0 && points <= StyleComputer.maximumLength ? points : nil
    }

    /// Embeds the file an `<a rel="attachment" href>` names (once per file), or warns.
    func attach(_ node: MarkupNode) {
        guard let href = node.attribute("href")?.trimmingCharacters(in: .whitespaces), !href.isEmpty else { return }
        switch attachmentLoader.load(href: href, title: node.attribute("title"), type: node.attribute("type")) {
        case .file(let file):
            if !attachments.contains(where: { $0.fileName == file.fileName && $0.data == file.data }) { attachments.append(file) }
        case .refused(let warning):
            diagnostics.append(warning)
        }
    }

    /// An image's block style: 4 points above and below it; floated (`float`, `align`), its
    /// CSS margins, padding and borders, which the float's box takes; `clear`.
    static func imageStyle(_ style: ComputedStyle) -> BlockStyle {
        var b = BlockStyle(margins: EdgeInsets(top: 4, left: 0, bottom: 4, right: 0))
        guard style.float != .none || style.clear != .none else { return b }
        let css = StyleMapping.block(style)
        if let side = css.float {
            b = css
            b.float = side
        }
        b.clear = css.clear
        b.isFormattingContext = false
        return b
    }

    /// The style of an image's alternative text set in its place: floated as the image would be.
    static func missingImageStyle(_ style: ComputedStyle) -> BlockStyle {
        style.float != .none || style.clear != .none ? imageStyle(style) : BlockStyle()
    }

    /// An `<img>` as a figure block. A floated one is put before the text gathered so far
    /// rather than splitting the paragraph: it floats beside the paragraph's first line.
    func image(_ node: MarkupNode, style: ComputedStyle) {
        hasContent = true
        let frame = frames[frames.count - 1]
        if style.float == .none { flushInline(frame) }
        let alt = node.attribute("alt") ?? ""
        var width: Double? = nil, height: Double? = nil
        if case .points(let w) = style.width { width = w } else { width = Self.imageDimension(node, "width") }
        if case .points(let h) = style.height { height = h } else { height = Self.imageDimension(node, "height") }
        guard let src = node.attribute("src") else {
            frame.blocks.append(.figure(Figure(nil, alternativeText: alt.isEmpty ? "[image]" : alt, style: Self.missingImageStyle(style))))
            return
        }
        switch images.load(src) {
        case .success(.raster(let image)):
            if let damage = image.pdfImage.damage {
                diagnostics.append(.warning(.imageDamaged, "image \(src.prefix(60)): \(damage)", at: .resource(src)))
            }
            frame.blocks.append(.figure(Figure(image, alternativeText: alt, width: width, height: height,
                                               style: Self.imageStyle(style))))
        case .success(.vector(let drawing)):
            frame.blocks.append(.figure(Figure(svg: drawing, alternativeText: alt, width: width, height: height,
                                               style: Self.imageStyle(style))))
        case .failure(let why):
            diagnostics.append(.warning(.imageMissing, why.description, at: .resource(src)))
            frame.blocks.append(.figure(Figure(nil, alternativeText: alt.isEmpty ? "[image: \(src.prefix(60))]" : alt, style: Self.missingImageStyle(style))))
        }
    }

    /// An inline `<svg>` drawn as a figure, like an `<img>` of the same drawing: its alternative
    /// text from `aria-label` or its `<title>`, its size from CSS or its own `width`, `height`
    /// and `viewBox`. Images inside it are not read (it has no file to be beside). One that
    /// draws nothing (a sprite sheet of `<symbol>`s, 0 × 0) is left out silently; one that
    /// cannot be read is left out with a warning.
    func inlineSVG(_ id: MarkupNodeID, style: ComputedStyle) {
        let frame = frames[frames.count - 1]
        flushInline(frame)
        let node = doc[id]
        let title = doc.children(of: id).first { doc[$0].name == "title" }.map { doc.textContent(of: $0) }
        let alt = (node.attribute("aria-label") ?? title ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        var width: Double? = nil, height: Double? = nil
        if case .points(let w) = style.width { width = w }
        if case .points(let h) = style.height { height = h }
        // `width="0"` or `height="0"` draws nothing (SVG 2 §8.2), where the drawing would take its default size.
        for name in ["width", "height"] {
            if let v = node.attribute(name)?.trimmingCharacters(in: .whitespaces), Double(v.hasSuffix("px") ? String(v.dropLast(2)) : v) == 0 { return }
        }
        do {
            let drawing = try SVGDocument(string: doc.serializedSVG(of: id), baseDirectory: nil)
            guard (width ?? drawing.size.width) > 0, (height ?? drawing.size.height) > 0 else { return }
            frame.blocks.append(.figure(Figure(svg: drawing, alternativeText: alt, width: width, height: height,
                                               style: Self.imageStyle(style))))
        } catch {
            diagnostics.append(.warning(.imageMissing, "an inline <svg> cannot be drawn (\(error)); its alternative text is set instead"))
            frame.blocks.append(.figure(Figure(nil, alternativeText: alt.isEmpty ? "[image: inline svg]" : alt)))
        }
    }
}
