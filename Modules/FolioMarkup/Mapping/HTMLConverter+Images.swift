import FolioCSS
import FolioGeometry
import FolioGraphics
import FolioLayout
import FolioPDF
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
}
