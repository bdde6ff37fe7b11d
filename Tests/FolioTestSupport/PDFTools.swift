import Foundation

/// Runs the real PDF tools (qpdf, poppler, MuPDF) on PDFs that tests produce, so that tests
/// check what a PDF reader sees rather than what the writer meant.
public enum PDFTools {
    /// The result of running a command.
    public struct Run: Sendable {
        /// Exit status.
        public var status: Int32
        /// Standard output.
        public var stdout: String
        /// Standard error.
        public var stderr: String
    }

    /// Runs a program found on PATH with arguments and returns its output.
    @discardableResult
    public static func run(_ tool: String, _ args: [String], stdin: [UInt8]? = nil) throws -> Run {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = [tool] + args
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        let inPipe = Pipe()
        if stdin != nil { p.standardInput = inPipe }
        try p.run()
        if let stdin {
            inPipe.fileHandleForWriting.write(Data(stdin))
            try inPipe.fileHandleForWriting.close()
        }
        // Read both pipes before waiting so that a large output cannot block the child.
        nonisolated(unsafe) var errData = Data()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errData = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        p.waitUntilExit()
        return Run(status: p.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                   stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Whether a tool is installed.
    public static func has(_ tool: String) -> Bool {
        (try? run("sh", ["-c", "command -v \(tool)"]))?.status == 0
    }

    /// A fresh temporary directory for one test.
    public static func temporaryDirectory() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("folio-test-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes bytes to a temporary PDF file and returns its path.
    public static func save(_ bytes: [UInt8], name: String = "test.pdf") throws -> String {
        let url = temporaryDirectory().appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    /// `qpdf --check`: the output, and whether it passed with no warnings.
    public static func qpdfCheck(_ path: String) throws -> (ok: Bool, output: String) {
        let r = try run("qpdf", ["--check", path])
        let text = r.stdout + r.stderr
        let ok = r.status == 0 && !text.contains("WARNING") && text.contains("No syntax or stream encoding errors")
        return (ok, text)
    }

    /// `qpdf --check` on bytes.
    public static func qpdfCheck(bytes: [UInt8]) throws -> (ok: Bool, output: String) {
        try qpdfCheck(try save(bytes))
    }

    /// `pdftotext` of one page (or all when `page` is nil), layout-free.
    public static func text(_ path: String, page: Int? = nil) throws -> String {
        var args: [String] = []
        if let page { args += ["-f", String(page), "-l", String(page)] }
        return try run("pdftotext", args + [path, "-"]).stdout
    }

    /// `pdfinfo` as key-value pairs.
    public static func info(_ path: String) throws -> [String: String] {
        var d: [String: String] = [:]
        for line in try run("pdfinfo", [path]).stdout.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            d[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return d
    }

    /// The decoded content stream of a page (1-based), read with qpdf.
    public static func contentStream(_ path: String, page: Int = 1) throws -> String {
        let pages = try run("qpdf", ["--show-pages", path]).stdout
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
            text += try run("qpdf", ["--show-object=\(id)", "--filtered-stream-data", path]).stdout
        }
        return text
    }

    /// Renders a page to RGB pixels with poppler (`pdftoppm`) or MuPDF (`mutool draw`).
    public static func render(_ path: String, page: Int = 1, dpi: Int = 72, renderer: Renderer = .poppler) throws -> Raster {
        let dir = temporaryDirectory()
        let out = dir.appendingPathComponent("page.ppm").path
        switch renderer {
        case .poppler:
            let base = dir.appendingPathComponent("page").path
            try run("pdftoppm", ["-r", String(dpi), "-f", String(page), "-l", String(page), "-singlefile", path, base])
        case .mupdf:
            try run("mutool", ["draw", "-q", "-r", String(dpi), "-o", out, path, String(page)])
        }
        let data = try [UInt8](Data(contentsOf: URL(fileURLWithPath: out)))
        return try Raster(ppm: data)
    }

    /// Which renderer draws a page.
    public enum Renderer: Sendable {
        /// poppler's pdftoppm.
        case poppler
        /// MuPDF's mutool draw.
        case mupdf
    }
}

/// An RGB raster read from a binary PPM (P6).
public struct Raster: Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Row-major RGB bytes.
    public let pixels: [UInt8]

    /// Parses a P6 PPM.
    public init(ppm: [UInt8]) throws {
        var fields: [Int] = []
        var i = 2
        guard ppm.count > 2, ppm[0] == 0x50, ppm[1] == 0x36 else { throw RasterError.notPPM }
        while fields.count < 3 {
            while i < ppm.count, ppm[i] == 0x20 || ppm[i] == 0x0A || ppm[i] == 0x0D || ppm[i] == 0x09 { i += 1 }
            if i < ppm.count, ppm[i] == 0x23 { while i < ppm.count, ppm[i] != 0x0A { i += 1 }; continue }
            var v = 0
            while i < ppm.count, ppm[i] >= 0x30, ppm[i] <= 0x39 { v = v * 10 + Int(ppm[i] - 0x30); i += 1 }
            fields.append(v)
        }
        i += 1
        width = fields[0]
        height = fields[1]
        pixels = Array(ppm[i...])
        guard pixels.count >= width * height * 3 else { throw RasterError.truncated }
    }

    /// The pixel at (x, y), y counted from the top.
    public subscript(x: Int, y: Int) -> (r: Int, g: Int, b: Int) {
        let o = (y * width + x) * 3
        return (Int(pixels[o]), Int(pixels[o + 1]), Int(pixels[o + 2]))
    }

    /// Whether the pixel at (x, y) is within `tolerance` of the colour.
    public func pixel(_ x: Int, _ y: Int, is c: (Int, Int, Int), tolerance: Int = 2) -> Bool {
        let p = self[x, y]
        return abs(p.r - c.0) <= tolerance && abs(p.g - c.1) <= tolerance && abs(p.b - c.2) <= tolerance
    }

    /// Errors reading a raster.
    public enum RasterError: Error { case notPPM, truncated }
}
