import Foundation

extension PDFReference {
    typealias Mismatch = ComparisonReport.Mismatch

    /// Compares what the tools saw with the reference files; writes the actual renderings and
    /// difference images of changed pages into `work`.
    func mismatches(of o: Observation, in work: URL) throws -> [Mismatch] {
        var out: [Mismatch] = []
        if options.requiresEmbeddedFonts, let summary = o.summary {
            for font in summary.fonts where !font.embedded {
                out.append(Mismatch(kind: .structure, summary: "font \(font.name) is not embedded", detail: font.description))
            }
        }
        var expectedPages: Int?
        if options.checksStructure, let actual = o.summary {
            let (blessed, problem) = readStructure()
            if let problem { out.append(problem) }
            if let expected = blessed {
                expectedPages = expected.pageCount
                let differences = actual.differences(from: expected)
                for page in Set(differences.map(\.page)).sorted(by: { ($0 ?? 0) < ($1 ?? 0) }) {
                    let lines = differences.filter { $0.page == page }.map(\.description)
                    out.append(Mismatch(kind: .structure, page: page,
                                        summary: lines.count == 1 ? lines[0] : "\(lines.count) structural differences",
                                        detail: lines.count == 1 ? "" : lines.joined(separator: "\n")))
                }
            }
        }
        if let texts = o.texts { out += textMismatches(texts, expectedPages: expectedPages) }
        if let renderings = o.renderings { out += try renderingMismatches(renderings, expectedPages: expectedPages, work: work) }
        return out
    }

    /// The blessed structure, or why it cannot be had.
    func readStructure() -> (DocumentSummary?, Mismatch?) {
        guard let data = FileManager.default.contents(atPath: structureURL.path) else {
            return (nil, Mismatch(kind: .reference, summary: "no \(structureURL.lastPathComponent) in \(directory.path)", detail: blessingHint))
        }
        do {
            return (try JSONDecoder().decode(DocumentSummary.self, from: data), nil)
        } catch {
            return (nil, Mismatch(kind: .reference, summary: "\(structureURL.path) cannot be read: \(error)", detail: blessingHint))
        }
    }

    /// The number of pages the reference has files for (`page-N.<ext>` for N = 1, 2, …).
    func referencePageCount(extension ext: String) -> Int {
        var n = 0
        while FileManager.default.fileExists(atPath: directory.appendingPathComponent("page-\(n + 1).\(ext)").path) { n += 1 }
        return n
    }

    func textMismatches(_ texts: [String], expectedPages: Int?) -> [Mismatch] {
        let pages = max(texts.count, expectedPages ?? referencePageCount(extension: "txt"))
        guard pages > 0 else { return [] }
        var out: [Mismatch] = []
        for page in 1...pages {
            let url = textURL(page: page)
            let expected = (try? Data(contentsOf: url)).map { String(decoding: $0, as: UTF8.self) }
            let actual = page <= texts.count ? texts[page - 1] : nil
            switch (expected, actual) {
            case (nil, let actual?):
                out.append(Mismatch(kind: .text, page: page, summary: "no reference text \(url.lastPathComponent)",
                                    detail: "the page's text is:\n" + Self.excerpt(actual) + "\n" + blessingHint))
            case (let expected?, nil):
                out.append(Mismatch(kind: .text, page: page, summary: "the page is gone; its reference text was:",
                                    detail: Self.excerpt(expected)))
            case (let expected?, let actual?) where expected != actual:
                out.append(Mismatch(kind: .text, page: page, summary: "the extracted text changed",
                                    detail: TextDiff.unified(expected: expected, actual: actual,
                                                             expectedLabel: "expected/\(url.lastPathComponent)", actualLabel: "actual page \(page)")))
            default: break
            }
        }
        return out
    }

    func renderingMismatches(_ renderings: [Raster], expectedPages: Int?, work: URL) throws -> [Mismatch] {
        let pages = max(renderings.count, expectedPages ?? referencePageCount(extension: "png"))
        guard pages > 0 else { return [] }
        var out: [Mismatch] = []
        let pointsPerPixel = 72 / Double(options.dpi)
        for page in 1...pages {
            let url = renderingURL(page: page)
            let actual = page <= renderings.count ? renderings[page - 1] : nil
            let expected: Raster?
            do {
                expected = try FileManager.default.contents(atPath: url.path).map { try Raster(png: [UInt8]($0)) }
            } catch {
                out.append(Mismatch(kind: .reference, page: page, summary: "\(url.path) cannot be read: \(error)", detail: blessingHint))
                continue
            }
            guard let actual else {
                out.append(Mismatch(kind: .rendering, page: page, summary: "the page is gone", files: [url]))
                continue
            }
            let actualURL = work.appendingPathComponent("page-\(page).png")
            guard let expected else {
                try Data(try actual.pngData()).write(to: actualURL)
                out.append(Mismatch(kind: .rendering, page: page, summary: "no reference rendering \(url.lastPathComponent)",
                                    detail: "actual: \(actualURL.path)\n" + blessingHint, files: [actualURL]))
                continue
            }
            let diffURL = work.appendingPathComponent("page-\(page).diff.png")
            guard let d = actual.difference(from: expected, tolerance: options.channelTolerance) else {
                try Data(try actual.pngData()).write(to: actualURL)
                try Data(try expected.differenceImage(against: actual, tolerance: options.channelTolerance).pngData()).write(to: diffURL)
                out.append(Mismatch(kind: .rendering, page: page,
                                    summary: "the rendering is \(actual.width) × \(actual.height) px, the reference \(expected.width) × \(expected.height) px",
                                    detail: Self.fileLines(actual: actualURL, expected: url, difference: diffURL), files: [actualURL, diffURL]))
                continue
            }
            let allowed = Int((options.allowedDifferingFraction * Double(d.total)).rounded(.down))
            guard d.count > allowed, let b = d.bounds else { continue }
            try Data(try actual.pngData()).write(to: actualURL)
            try Data(try expected.differenceImage(against: actual, tolerance: options.channelTolerance).pngData()).write(to: diffURL)
            let percent = { (v: Double) in String(format: "%.2f%%", v * 100) }
            let pt = { (px: Int) in DocumentSummary.format((Double(px) * pointsPerPixel * 10).rounded() / 10) }
            let summary = "\(d.count) of \(d.total) pixels differ (\(percent(d.fraction)); allowed \(allowed), "
                + "\(percent(options.allowedDifferingFraction))), largest channel change \(d.largestChannelDelta)"
            let region = "changed region: x \(b.x)–\(b.x + b.width - 1), y \(b.y)–\(b.y + b.height - 1) px at \(options.dpi) dpi "
                + "= x \(pt(b.x))–\(pt(b.x + b.width)), y \(pt(b.y))–\(pt(b.y + b.height)) pt from the page's top-left corner"
            out.append(Mismatch(kind: .rendering, page: page, summary: summary,
                                detail: region + "\n" + Self.fileLines(actual: actualURL, expected: url, difference: diffURL),
                                files: [actualURL, diffURL]))
        }
        return out
    }

    static func fileLines(actual: URL, expected: URL, difference: URL) -> String {
        "actual:     \(actual.path)\nexpected:   \(expected.path)\ndifference: \(difference.path) (changed pixels red over the faded reference)"
    }

    /// The first lines of a text, for a message.
    static func excerpt(_ text: String, lines: Int = 12) -> String {
        let all = TextDiff.lines(text)
        let shown = all.prefix(lines).map { "| " + $0 }.joined(separator: "\n")
        return all.count > lines ? shown + "\n| … (\(all.count - lines) more lines)" : (all.isEmpty ? "| (no text)" : shown)
    }
}
