import Foundation

/// Why a reference could not be blessed.
public enum BlessingError: Error, Sendable, CustomStringConvertible {
    /// `qpdf --check` found errors or warnings: an invalid PDF is never made a reference.
    case invalidPDF(name: String, qpdfOutput: String)

    /// What went wrong.
    public var description: String {
        switch self {
        case .invalidPDF(let name, let output):
            return "\(name): refusing to bless a PDF that does not pass qpdf --check cleanly:\n\(output)"
        }
    }
}

extension PDFReference {
    /// Makes the PDF the reference: writes `output.pdf` (when ``ComparisonOptions/storesPDF``),
    /// `structure.json`, and each page's text and rendering, and removes the files of pages
    /// that no longer exist.
    ///
    /// A file is rewritten only when its content changed (a rendering only when its pixels
    /// did), so blessing an unchanged case leaves the folder untouched. The report's
    /// mismatches say what changed from the previous reference, with difference images.
    @discardableResult
    public func bless(_ pdf: [UInt8]) throws -> ComparisonReport {
        try PDFTools.require(options.requiredTools)
        let work = outputDirectory()
        let path = work.appendingPathComponent("actual.pdf").path
        try Data(pdf).write(to: URL(fileURLWithPath: path))
        if options.checksSyntax {
            let check = try PDFTools.qpdfCheck(path)
            guard check.ok else { throw BlessingError.invalidPDF(name: name, qpdfOutput: check.output) }
        }
        let observation = try observe(path)
        let fm = FileManager.default
        let existed = fm.fileExists(atPath: directory.path)
        let changes = existed ? try mismatches(of: observation, in: work).filter { $0.kind != .reference } : []
        try fm.createDirectory(at: directory, withIntermediateDirectories: true)

        var written: [String] = []
        func write(_ bytes: [UInt8], to url: URL) throws {
            if let old = fm.contents(atPath: url.path), old.elementsEqual(bytes) { return }
            try Data(bytes).write(to: url, options: .atomic)
            written.append(url.lastPathComponent)
        }
        func remove(_ url: URL) throws {
            guard fm.fileExists(atPath: url.path) else { return }
            try fm.removeItem(at: url)
            written.append("removed \(url.lastPathComponent)")
        }

        if options.storesPDF { try write(pdf, to: pdfURL) } else { try remove(pdfURL) }
        if let summary = observation.summary, options.checksStructure {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            try write([UInt8](try encoder.encode(summary)) + [0x0A], to: structureURL)
        }
        var pageCount = 0
        if let texts = observation.texts {
            pageCount = texts.count
            for (i, text) in texts.enumerated() { try write(Array(text.utf8), to: textURL(page: i + 1)) }
        }
        if let renderings = observation.renderings {
            pageCount = max(pageCount, renderings.count)
            for (i, raster) in renderings.enumerated() {
                let url = renderingURL(page: i + 1)
                // Keep a reference whose pixels are unchanged, whoever encoded it.
                if let old = fm.contents(atPath: url.path), (try? Raster(png: [UInt8](old))) == raster { continue }
                try write(try raster.pngData(), to: url)
            }
        }
        if let summary = observation.summary { pageCount = max(pageCount, summary.pageCount) }
        // Files of pages past the end, and of checks now turned off.
        var stale = referencePageCount(extension: "txt")
        while stale > (options.checksText ? pageCount : 0) { try remove(textURL(page: stale)); stale -= 1 }
        stale = referencePageCount(extension: "png")
        while stale > (options.checksRendering ? pageCount : 0) { try remove(renderingURL(page: stale)); stale -= 1 }
        if !options.checksStructure { try remove(structureURL) }

        if changes.isEmpty { cleanUp(work) }
        var report = ComparisonReport(name: name, reference: directory, outcome: .blessed, mismatches: changes,
                                      outputDirectory: changes.isEmpty ? nil : work)
        report.blessedFiles = written
        return report
    }

    /// ``bless(_:)`` for PDF data.
    @discardableResult
    public func bless(_ pdf: Data) throws -> ComparisonReport { try bless([UInt8](pdf)) }
}
