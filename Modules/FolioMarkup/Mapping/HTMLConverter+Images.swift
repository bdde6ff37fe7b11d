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

    func image(_ node: MarkupNode, style: ComputedStyle) {
        hasContent = true
        let frame = frames[frames.count - 1]
        flushInline(frame)
        let alt = node.attribute("alt") ?? ""
        var width: Double? = nil, height: Double? = nil
        if case .points(let w) = style.width { width = w } else { width = Self.imageDimension(node, "width") }
        if case .points(let h) = style.height { height = h } else { height = Self.imageDimension(node, "height") }
        guard let src = node.attribute("src") else {
            frame.blocks.append(.figure(Figure(nil, alternativeText: alt.isEmpty ? "[image]" : alt)))
            return
        }
        switch images.load(src) {
        case .success(.raster(let image)):
            if let damage = image.pdfImage.damage {
                diagnostics.append(.warning(.imageDamaged, "image \(src.prefix(60)): \(damage)", at: .resource(src)))
            }
            frame.blocks.append(.figure(Figure(image, alternativeText: alt, width: width, height: height,
                                               style: BlockStyle(margins: EdgeInsets(top: 4, left: 0, bottom: 4, right: 0)))))
        case .success(.vector(let drawing)):
            frame.blocks.append(.figure(Figure(svg: drawing, alternativeText: alt, width: width, height: height,
                                               style: BlockStyle(margins: EdgeInsets(top: 4, left: 0, bottom: 4, right: 0)))))
        case .failure(let why):
            diagnostics.append(.warning(.imageMissing, why.description, at: .resource(src)))
            frame.blocks.append(.figure(Figure(nil, alternativeText: alt.isEmpty ? "[image: \(src.prefix(60))]" : alt)))
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
                                               style: BlockStyle(margins: EdgeInsets(top: 4, left: 0, bottom: 4, right: 0)))))
        } catch {
            diagnostics.append(.warning(.imageMissing, "an inline <svg> cannot be drawn (\(error)); its alternative text is set instead"))
            frame.blocks.append(.figure(Figure(nil, alternativeText: alt.isEmpty ? "[image: inline svg]" : alt)))
        }
    }
}
