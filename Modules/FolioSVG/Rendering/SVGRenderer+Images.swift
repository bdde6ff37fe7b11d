import FolioGeometry
import FolioGraphics
import Foundation

extension SVGRenderer {
    /// `image`: PNG, JPEG, GIF or WebP (what ``Image`` decodes) or a nested SVG, from a
    /// `data:` URL or a relative file beside the drawing. Nothing is ever fetched from the
    /// network, and no file outside the drawing's folder is read.
    mutating func drawImage(_ index: Int, style: SVGStyle) throws(SVGError) {
        guard style.isVisible else { return }
        let n = nodes[index]
        guard let href = n.attribute("href") ?? n.attribute("xlink:href") else { return }
        guard let bytes = imageBytes(href, for: index) else { return }
        let x = length(index, "x", .x, style: style), y = length(index, "y", .y, style: style)
        let aspect = AspectRatio(n.attribute("preserveAspectRatio"))
        let looksLikeSVG = bytes.prefix(256).contains(UInt8(ascii: "<"))
        if looksLikeSVG {
            guard let inner = try? SVGDocument(data: Data(bytes), baseDirectory: document.baseDirectory, options: document.options) else {
                report("SVG \(describe(index)) has an SVG image that cannot be read: left out", kind: .imageDamaged)
                return
            }
            let natural = Size(width: inner.size.width / 0.75, height: inner.size.height / 0.75)
            let w = length(index, "width", .x, style: style, default: natural.width)
            let h = length(index, "height", .y, style: style, default: natural.height)
            guard w > 0, h > 0 else { return }
            let rect = Rect(x: x, y: y, width: w, height: h)
            let box = inner.viewBox ?? Rect(x: 0, y: 0, width: natural.width, height: natural.height)
            let t = aspect.transform(viewBox: box, into: rect)
            let target = box.applying(t)
            try g { () throws(GraphicsError) in
                try ctx.saveGState()
                try ctx.clip(to: rect)
            }
            try inner.draw(in: ctx, rect: target)
            try g { () throws(GraphicsError) in try ctx.restoreGState() }
            return
        }
        let image: Image
        do {
            image = try Image(data: bytes)
        } catch {
            report("SVG \(describe(index)) has an image that cannot be decoded (\(error)): left out", kind: .imageDamaged)
            return
        }
        let px = image.pixelSize
        let w = length(index, "width", .x, style: style, default: Double(px.width))
        let h = length(index, "height", .y, style: style, default: Double(px.height))
        guard w > 0, h > 0, px.width > 0, px.height > 0 else { return }
        let rect = Rect(x: x, y: y, width: w, height: h)
        let natural = Rect(x: 0, y: 0, width: Double(px.width), height: Double(px.height))
        let target = natural.applying(aspect.transform(viewBox: natural, into: rect))
        try g { () throws(GraphicsError) in
            try ctx.saveGState()
            try ctx.clip(to: rect)
            try ctx.draw(image, in: target)
            try ctx.restoreGState()
        }
    }

    /// The bytes a `data:` URL holds, or a relative file's beside the drawing; `nil` (with a
    /// diagnostic) for anything else.
    mutating func imageBytes(_ href: String, for index: Int) -> [UInt8]? {
        let ref = href.trimmingSVGSpaces()
        if ref.lowercased().hasPrefix("data:") {
            guard let comma = ref.firstIndex(of: ",") else { return nil }
            let header = ref[ref.index(ref.startIndex, offsetBy: 5)..<comma].lowercased()
            let payload = String(ref[ref.index(after: comma)...])
            if header.hasSuffix(";base64") {
                let cleaned = payload.filter { !$0.isWhitespace }
                guard let data = Data(base64Encoded: cleaned, options: .ignoreUnknownCharacters) else {
                    report("SVG \(describe(index)) has a data: image that is not valid base64: left out", kind: .imageDamaged)
                    return nil
                }
                return Array(data)
            }
            return Array((payload.removingPercentEncoding ?? payload).utf8)
        }
        guard !ref.contains("://"), !ref.hasPrefix("/"), let base = document.baseDirectory else {
            report("SVG \(describe(index)) refers to the image \(ref): only data: URLs and files beside the drawing are read", kind: .imageMissing)
            return nil
        }
        let relative = ref.removingPercentEncoding ?? ref
        let baseURL = URL(fileURLWithPath: base).standardizedFileURL
        let url = URL(fileURLWithPath: relative, relativeTo: baseURL).standardizedFileURL
        guard url.path.hasPrefix(baseURL.path + "/") else {
            report("SVG \(describe(index)) refers to \(ref), outside the drawing's folder: left out", kind: .imageMissing)
            return nil
        }
        guard let data = try? Data(contentsOf: url) else {
            report("SVG \(describe(index)) refers to \(ref), which cannot be read: left out", kind: .imageMissing)
            return nil
        }
        return Array(data)
    }
}
