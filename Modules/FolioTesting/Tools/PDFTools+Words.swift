import Foundation

extension PDFTools {
    /// A word as `pdftotext -bbox` finds it: its text and its box in points, from the page's
    /// top-left corner (y grows downwards).
    public struct Word: Sendable, Equatable {
        /// The word's text (XML references in poppler's output decoded).
        public var text: String
        /// The left edge.
        public var xMin: Double
        /// The top edge.
        public var yMin: Double
        /// The right edge.
        public var xMax: Double
        /// The bottom edge.
        public var yMax: Double

        /// A word from its parts.
        public init(text: String, xMin: Double, yMin: Double, xMax: Double, yMax: Double) {
            self.text = text
            self.xMin = xMin
            self.yMin = yMin
            self.xMax = xMax
            self.yMax = yMax
        }

        /// The box's width.
        public var width: Double { xMax - xMin }
        /// The box's height.
        public var height: Double { yMax - yMin }
    }

    /// The words of one page (or of every page when `page` is nil), in poppler's reading order,
    /// with their boxes: `pdftotext -bbox`.
    public static func words(_ path: String, page: Int? = nil) throws -> [Word] {
        var args = ["-bbox", "-enc", "UTF-8"]
        if let page { args += ["-f", String(page), "-l", String(page)] }
        let html = try runChecked("pdftotext", args + [path, "-"]).stdout
        var words: [Word] = []
        for line in html.split(separator: "\n") where line.contains("<word ") {
            guard let open = line.firstIndex(of: ">"), let close = line.range(of: "</word>") else { continue }
            let attributes = line[..<open]
            func value(_ key: String) -> Double {
                guard let r = attributes.range(of: key + "=\""), let end = attributes[r.upperBound...].firstIndex(of: "\"") else { return .nan }
                return Double(attributes[r.upperBound..<end]) ?? .nan
            }
            let text = String(line[line.index(after: open)..<close.lowerBound])
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
                .replacingOccurrences(of: "&amp;", with: "&")
            words.append(Word(text: text, xMin: value("xMin"), yMin: value("yMin"), xMax: value("xMax"), yMax: value("yMax")))
        }
        return words
    }
}
