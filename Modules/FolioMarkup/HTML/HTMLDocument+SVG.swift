import FolioCSS

/// An inline `<svg>` written back as an SVG document, for FolioSVG to draw.
extension HTMLDocument {
    /// The `<svg>` element `node` and its subtree as an SVG document (XML): element and
    /// attribute names in SVG's case (HTML parsing lowercases them: `viewbox`, `lineargradient`;
    /// the HTML standard's foreign-content tables give them back), empty elements closed with
    /// `/>`, text and attribute values escaped, the SVG and XLink namespaces declared.
    public func serializedSVG(of node: MarkupNodeID) -> String {
        let start = node.index
        let end = nodes[start].subtreeEnd
        var out = ""
        var open: [(name: String, end: Int)] = []
        for index in start..<end {
            while let last = open.last, last.end <= index {
                open.removeLast()
                out += "</\(last.name)>"
            }
            let n = nodes[index]
            switch n.kind {
            case .text: out += Self.xmlEscaped(n.text, attribute: false)
            case .element:
                let name = Self.svgElementNames[n.name] ?? n.name
                out += "<" + name
                var attributes = n.attributes.map { (Self.svgAttributeNames[$0.name] ?? $0.name, $0.value) }
                if index == start {
                    if !attributes.contains(where: { $0.0 == "xmlns" }) { attributes.append(("xmlns", "http://www.w3.org/2000/svg")) }
                    if !attributes.contains(where: { $0.0 == "xmlns:xlink" }) { attributes.append(("xmlns:xlink", "http://www.w3.org/1999/xlink")) }
                }
                for (key, value) in attributes where Self.isXMLName(key) {
                    out += " \(key)=\"\(Self.xmlEscaped(value, attribute: true))\""
                }
                if n.subtreeEnd == index + 1 {
                    out += "/>"
                } else {
                    out += ">"
                    open.append((name, n.subtreeEnd))
                }
            case .document, .doctype, .comment: break
            }
        }
        while let last = open.popLast() { out += "</\(last.name)>" }
        return out
    }

    /// Whether an attribute name can be written in XML (HTML parsing accepts names XML does not).
    private static func isXMLName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return false }
        return name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.:".unicodeScalars.contains($0) }
    }

    /// Text escaped as ``serializedHTML(of:)`` escapes it, after the characters XML 1.0 does not
    /// allow (C0 controls other than tab and line ends, U+FFFE, U+FFFF) become U+FFFD.
    private static func xmlEscaped(_ text: String, attribute: Bool) -> String {
        func isXMLChar(_ c: Unicode.Scalar) -> Bool {
            !(c.value < 0x20 && c != "\t" && c != "\n" && c != "\r") && c != "\u{FFFE}" && c != "\u{FFFF}"
        }
        guard !text.unicodeScalars.allSatisfy(isXMLChar) else { return escape(text, attribute: attribute) }
        var clean = String.UnicodeScalarView()
        for c in text.unicodeScalars { clean.append(isXMLChar(c) ? c : "\u{FFFD}") }
        return escape(String(clean), attribute: attribute)
    }

    /// The HTML standard's table for adjusting SVG element names (§13.2.6.5).
    static let svgElementNames: [String: String] = Dictionary(uniqueKeysWithValues: [
        "altGlyph", "altGlyphDef", "altGlyphItem", "animateColor", "animateMotion", "animateTransform", "clipPath", "feBlend",
        "feColorMatrix", "feComponentTransfer", "feComposite", "feConvolveMatrix", "feDiffuseLighting", "feDisplacementMap",
        "feDistantLight", "feDropShadow", "feFlood", "feFuncA", "feFuncB", "feFuncG", "feFuncR", "feGaussianBlur", "feImage",
        "feMerge", "feMergeNode", "feMorphology", "feOffset", "fePointLight", "feSpecularLighting", "feSpotLight", "feTile",
        "feTurbulence", "foreignObject", "glyphRef", "linearGradient", "radialGradient", "textPath",
    ].map { ($0.lowercased(), $0) })

    /// The HTML standard's table for adjusting SVG attribute names (§13.2.6.1).
    static let svgAttributeNames: [String: String] = Dictionary(uniqueKeysWithValues: [
        "attributeName", "attributeType", "baseFrequency", "baseProfile", "calcMode", "clipPathUnits", "diffuseConstant",
        "edgeMode", "filterUnits", "glyphRef", "gradientTransform", "gradientUnits", "kernelMatrix", "kernelUnitLength",
        "keyPoints", "keySplines", "keyTimes", "lengthAdjust", "limitingConeAngle", "markerHeight", "markerUnits",
        "markerWidth", "maskContentUnits", "maskUnits", "numOctaves", "pathLength", "patternContentUnits",
        "patternTransform", "patternUnits", "pointsAtX", "pointsAtY", "pointsAtZ", "preserveAlpha", "preserveAspectRatio",
        "primitiveUnits", "refX", "refY", "repeatCount", "repeatDur", "requiredExtensions", "requiredFeatures",
        "specularConstant", "specularExponent", "spreadMethod", "startOffset", "stdDeviation", "stitchTiles", "surfaceScale",
        "systemLanguage", "tableValues", "targetX", "targetY", "textLength", "viewBox", "viewTarget", "xChannelSelector",
        "yChannelSelector", "zoomAndPan",
    ].map { ($0.lowercased(), $0) })
}
