import Foundation

extension PDFTools {
    /// What `qpdf --check` said about a file.
    public struct QPDFCheck: Sendable {
        /// Whether qpdf exited with status 0, found no syntax or stream errors and warned of nothing.
        public var ok: Bool
        /// qpdf's standard output and error, together.
        public var output: String
    }

    /// `qpdf --check`: whether the file passed with no warnings, and qpdf's words.
    public static func qpdfCheck(_ path: String) throws -> QPDFCheck {
        let r = try run("qpdf", ["--check", path])
        let text = r.stdout + r.stderr
        let ok = r.status == 0 && !text.contains("WARNING") && text.contains("No syntax or stream encoding errors")
        return QPDFCheck(ok: ok, output: text)
    }

    /// `qpdf --check` on bytes.
    public static func qpdfCheck(bytes: [UInt8]) throws -> QPDFCheck {
        try qpdfCheck(try save(bytes))
    }

    /// `pdftotext` of one page (or all when `page` is nil), in reading order (no `-layout`),
    /// UTF-8.
    public static func text(_ path: String, page: Int? = nil) throws -> String {
        var args = ["-enc", "UTF-8"]
        if let page { args += ["-f", String(page), "-l", String(page)] }
        return try runChecked("pdftotext", args + [path, "-"]).stdout
    }

    /// The text of every page, in order: one `pdftotext` run split at its form feeds. Each page's
    /// text is what `pdftotext -f N -l N` gives, without the trailing form feed.
    public static func pageTexts(_ path: String) throws -> [String] {
        var pages = try text(path).components(separatedBy: "\u{0C}")
        if pages.last == "" { pages.removeLast() }
        return pages
    }

    /// `pdfinfo` as key-value pairs ("Pages", "Title", "Page    1 size", …). Pass `pages` to
    /// include each page's size and rotation.
    public static func info(_ path: String, pages: ClosedRange<Int>? = nil) throws -> [String: String] {
        var args = ["-enc", "UTF-8"]
        if let pages { args += ["-f", String(pages.lowerBound), "-l", String(pages.upperBound)] }
        var d: [String: String] = [:]
        for line in try runChecked("pdfinfo", args + [path]).stdout.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            d[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return d
    }

    /// The decoded content stream of a page (1-based), read with qpdf, one character per byte
    /// (ISO 8859-1): operators read as text, and the bytes of strings (glyph codes) survive.
    public static func contentStream(_ path: String, page: Int = 1) throws -> String {
        let pages = try runChecked("qpdf", ["--show-pages", path]).stdout
        var current = 0, inContent = false
        var ids: [String] = []
        for line in pages.split(separator: "\n") {
            let t = line.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("page ") { current += 1; inContent = false; continue }
            if t == "content:" { inContent = true; continue }
            if inContent, current == page, t.hasSuffix(" R") { ids.append(String(t.split(separator: " ")[0])) }
        }
        var text = ""
        for id in ids {
            let bytes = try run("qpdf", ["--show-object=\(id)", "--filtered-stream-data", path]).output
            text += String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
        }
        return text
    }

    /// Which renderer draws a page.
    public enum Renderer: String, Sendable, Codable {
        /// poppler's `pdftoppm`.
        case poppler
        /// MuPDF's `mutool draw`.
        case mupdf
    }

    /// Renders one page (1-based) to RGB pixels with poppler (`pdftoppm`) or MuPDF (`mutool draw`).
    public static func render(_ path: String, page: Int = 1, dpi: Int = 72, renderer: Renderer = .poppler) throws -> Raster {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("page.ppm").path
        switch renderer {
        case .poppler:
            let base = dir.appendingPathComponent("page").path
            try runChecked("pdftoppm", ["-r", String(dpi), "-f", String(page), "-l", String(page), "-singlefile", path, base])
        case .mupdf:
            try runChecked("mutool", ["draw", "-q", "-r", String(dpi), "-o", out, path, String(page)])
        }
        guard let data = FileManager.default.contents(atPath: out) else {
            throw ToolError.unexpectedOutput(tool: renderer == .poppler ? "pdftoppm" : "mutool", detail: "no page \(page) rendered from \(path)")
        }
        return try Raster(ppm: [UInt8](data))
    }

    /// Renders every page, in order, with one run of the renderer.
    public static func renderPages(_ path: String, dpi: Int, renderer: Renderer = .poppler) throws -> [Raster] {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let tool: String
        switch renderer {
        case .poppler:
            tool = "pdftoppm"
            try runChecked(tool, ["-r", String(dpi), path, dir.appendingPathComponent("page").path])
        case .mupdf:
            tool = "mutool"
            try runChecked(tool, ["draw", "-q", "-r", String(dpi), "-o", dir.appendingPathComponent("page-%d.ppm").path, path])
        }
        // pdftoppm pads page numbers to the width of the last one: page-1.ppm or page-01.ppm.
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).compactMap { name -> (Int, String)? in
            guard name.hasSuffix(".ppm"), let dash = name.lastIndex(of: "-"),
                  let n = Int(name[name.index(after: dash)...].dropLast(4)) else { return nil }
            return (n, name)
        }.sorted { $0.0 < $1.0 }
        guard files.map(\.0) == Array(1..<(files.count + 1)) else {
            throw ToolError.unexpectedOutput(tool: tool, detail: "pages rendered out of sequence: \(files.map(\.1))")
        }
        return try files.map { _, name in
            guard let data = FileManager.default.contents(atPath: dir.appendingPathComponent(name).path) else {
                throw ToolError.unexpectedOutput(tool: tool, detail: "could not read \(name)")
            }
            return try Raster(ppm: [UInt8](data))
        }
    }
}
