import Foundation

extension DocumentSummary {
    /// The metadata keys a summary keeps; dates and the producer are left out on purpose.
    public static let metadataKeys = ["Title", "Author", "Subject", "Keywords", "Creator"]

    /// Reads the summary of a PDF file with `pdfinfo`, `pdffonts` and `qpdf --json`.
    public init(contentsOf path: String) throws {
        let info = try PDFTools.info(path)
        guard let count = Int(info["Pages"] ?? "") else {
            throw ToolError.unexpectedOutput(tool: "pdfinfo", detail: "no page count for \(path)")
        }
        let perPage = count > 0 ? try PDFTools.info(path, pages: 1...count) : [:]
        let qpdf = try QPDFDocument(path: path)
        var pages: [Page] = []
        for n in Swift.max(count, 0) > 0 ? Array(1...count) : [] {
            let key = "Page " + String(repeating: " ", count: Swift.max(0, 4 - String(n).count)) + String(n)
            let size = (perPage[key + " size"] ?? "").split(separator: " ")
            guard size.count >= 3, let w = Double(size[0]), let h = Double(size[2]) else {
                throw ToolError.unexpectedOutput(tool: "pdfinfo", detail: "no size for page \(n) of \(path)")
            }
            pages.append(Page(number: n, width: w, height: h, rotation: Int(perPage[key + " rot"] ?? "0") ?? 0,
                              links: n <= qpdf.pages.count ? qpdf.links(onPage: n) : []))
        }
        var metadata: [String: String] = [:]
        for key in Self.metadataKeys { if let v = info[key], !v.isEmpty { metadata[key] = v } }
        self.init(pageCount: count, pages: pages, fonts: try Self.fonts(path), outline: qpdf.outlineItems(), metadata: metadata)
    }

    /// Reads the summary of PDF bytes (written to a temporary file for the tools).
    public init(pdf: [UInt8]) throws {
        let path = try PDFTools.save(pdf)
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        try self.init(contentsOf: path)
    }

    /// `pdffonts`, parsed by the columns its dashed rule marks out.
    static func fonts(_ path: String) throws -> [Font] {
        let lines = try PDFTools.runChecked("pdffonts", [path]).stdout.split(separator: "\n", omittingEmptySubsequences: false)
        guard let ruleIndex = lines.firstIndex(where: { $0.hasPrefix("---") }) else {
            throw ToolError.unexpectedOutput(tool: "pdffonts", detail: "no column rule in its listing of \(path)")
        }
        // Column boundaries: where each run of dashes starts.
        var starts: [Int] = []
        var previous: Character = " "
        for (i, c) in lines[ruleIndex].enumerated() {
            if c == "-", previous == " " { starts.append(i) }
            previous = c
        }
        guard starts.count >= 6 else { throw ToolError.unexpectedOutput(tool: "pdffonts", detail: "unexpected columns: \(lines[ruleIndex])") }
        var fonts: [Font] = []
        for line in lines[(ruleIndex + 1)...] where !line.trimmingCharacters(in: .whitespaces).isEmpty {
            let chars = Array(line)
            func column(_ k: Int) -> String {
                let from = Swift.min(starts[k], chars.count)
                let to = k + 1 < starts.count ? Swift.min(starts[k + 1], chars.count) : chars.count
                return String(chars[from..<to]).trimmingCharacters(in: .whitespaces)
            }
            var name = column(0)
            if let plus = name.firstIndex(of: "+"), name.distance(from: name.startIndex, to: plus) == 6,
               name[..<plus].allSatisfy({ $0.isUppercase }) {
                name = String(name[name.index(after: plus)...])
            }
            fonts.append(Font(name: name, type: column(1), encoding: column(2), embedded: column(3) == "yes",
                              subset: column(4) == "yes", unicode: column(5) == "yes"))
        }
        return fonts
    }
}
