import FolioCSS
import FolioGeometry
import FolioGraphics
import FolioLayout

/// `background-image` layers with `url()` images and SVG drawings (drawn as vectors): loaded as `<img src>` is (``ImageLoader``:
/// `data:` URIs and local files inside the allowed root, never the network), each `url()`
/// once per document; a refused or unreadable one is left out with a warning.
extension HTMLConverter {
    /// The layers of `style`'s background when one of them is a `url()` image (its gradients
    /// among them, in order), `nil` when there is none (gradients alone are
    /// ``BoxDecoration/gradients``, from ``StyleMapping/decoration(_:)``).
    func backgroundLayers(_ style: ComputedStyle) -> [BoxBackgroundLayer]? {
        let images = style.backgroundImages
        guard images.contains(where: { if case .url = $0 { true } else { false } }) else { return nil }
        let repeats = style.backgroundRepeats, positions = style.backgroundPositions, sizes = style.backgroundSizes
        var layers: [BoxBackgroundLayer] = []
        for (i, image) in images.enumerated() {
            let content: BoxBackgroundLayer.Content
            switch image {
            case .gradient(let g): content = .gradient(StyleMapping.gradient(g))
            case .url(let u):
                guard let loaded = backgroundImage(u) else { continue }
                content = loaded
            }
            // A shorter list of repeats, positions or sizes is repeated (CSS Backgrounds 3 §2.2).
            let r = repeats.isEmpty ? .both : repeats[i % repeats.count]
            let p = positions.isEmpty ? .topLeft : positions[i % positions.count]
            let size: BoxBackgroundLayer.Size = switch sizes.isEmpty ? .auto : sizes[i % sizes.count] {
            case .cover: .cover
            case .contain: .contain
            case .size(let w, let h): .size(width: w == .auto ? nil : StyleMapping.boxLength(w), height: h == .auto ? nil : StyleMapping.boxLength(h))
            }
            layers.append(BoxBackgroundLayer(content, repeatsX: r.x, repeatsY: r.y, positionX: StyleMapping.boxLength(p.x),
                                             positionY: StyleMapping.boxLength(p.y), size: size))
        }
        return layers
    }

    /// An element's decoration with its background layers: ``StyleMapping/decoration(_:)``
    /// and, when one of them is a `url()` image, ``backgroundLayers(_:)``.
    func decoration(_ style: ComputedStyle) -> BoxDecoration {
        var d = StyleMapping.decoration(style)
        if let layers = backgroundLayers(style) { d.backgroundLayers = layers }
        return d
    }

    /// The image or SVG drawing a `url()` names, read once; `nil` (warned about the first
    /// time) when it is refused, missing or unreadable.
    private func backgroundImage(_ url: String) -> BoxBackgroundLayer.Content? {
        if let known = backgroundImages[url] { return known }
        let name = url.lowercased().hasPrefix("data:") ? "a data: URI" : url
        var loaded: BoxBackgroundLayer.Content?
        switch images.load(url) {
        case .success(.raster(let image)):
            if let damage = image.pdfImage.damage {
                diagnostics.append(.warning(.imageDamaged, "background image \(name.prefix(60)): \(damage)", at: .resource(String(url.prefix(200)))))
            }
            // CSS pixels: 96 to the inch, 0.75 pt each (an `@2x` image's scale kept).
            loaded = .image(BoxImage(image, name: url, size: Size(width: image.size.width * 0.75, height: image.size.height * 0.75)))
        case .success(.vector(let svg)):
            // Drawn as vectors, at the drawing's own size, or by its viewBox's ratio alone.
            loaded = .drawing(BoxDrawing(svg: svg, name: url))
        case .failure(let why):
            diagnostics.append(.warning(.imageMissing, "background-image: " + why.describe(instead: "; the layer is left out"),
                                        at: .resource(String(url.prefix(200)))))
        }
        backgroundImages[url] = .some(loaded)
        return loaded
    }
}
