import FolioCSS
import Foundation

/// Gathers a document's author style sheets in cascade order: each `<style>` and each
/// `<link rel="stylesheet">` where it stands in the document, every sheet preceded by the
/// sheets it `@import`s (depth first, as CSS orders them).
///
/// Files are read through ``LocalFiles`` (never the network, nothing outside the allowed
/// folder), each at most ``MarkupOptions/maximumStylesheetBytes``. A linked sheet's address is
/// resolved against the document's folder, an imported one's against the importing sheet's
/// folder. Imports nest at most ``maximumDepth`` deep, a sheet that imports itself (directly
/// or not) has the cycle cut, and at most ``maximumLoads`` sheets are loaded in all. Whatever is
/// left out is said once in ``warnings``.
struct StylesheetLoader {
    /// How deep `@import`s may nest below a document's sheet.
    static let maximumDepth = 16
    /// How many style sheets one document may load from files, imports included.
    static let maximumLoads = 256

    private let files: LocalFiles
    private let maximumBytes: Int
    /// What was left out, and why.
    private(set) var warnings: [String] = []
    /// The folder of each sheet ``sheets(of:)`` gave, in the same order (`nil` for a
    /// `<style>` element: the document's): where its `@font-face` addresses are relative to.
    private(set) var folders: [String?] = []
    /// The sheets read, by real path: a sheet linked or imported twice is read once.
    private var parsed: [String: Stylesheet] = [:]
    private var loads = 0

    init(options: MarkupOptions) {
        files = LocalFiles(options: options)
        maximumBytes = options.maximumStylesheetBytes
    }

    /// The author style sheets of `document`, in cascade order.
    mutating func sheets(of document: HTMLDocument) -> [Stylesheet] {
        var sheets: [Stylesheet] = []
        for reference in document.stylesheetReferences {
            switch reference {
            case .embedded(let text):
                add(Stylesheet(parsing: text), folder: nil, chain: [], into: &sheets)
            case .linked(let href):
                load(href, what: "style sheet \(href)", folder: nil, chain: [], into: &sheets)
            }
        }
        return sheets
    }

    /// Appends `sheet` after the sheets it imports.
    private mutating func add(_ sheet: Stylesheet, folder: String?, chain: [String], into sheets: inout [Stylesheet]) {
        for rule in sheet.imports {
            let importer = chain.last.map { ($0 as NSString).lastPathComponent } ?? "a <style> element"
            load(rule.url, what: "style sheet \(rule.url) (imported by \(importer))", folder: folder, chain: chain, into: &sheets)
        }
        sheets.append(sheet)
        folders.append(folder)
    }

    /// Reads, parses and adds the sheet at `reference`, or says why it is left out.
    private mutating func load(_ reference: String, what: String, folder: String?, chain: [String], into sheets: inout [Stylesheet]) {
        guard chain.count < Self.maximumDepth else {
            warnings.append("\(what) is left out: @import nests more than \(Self.maximumDepth) deep")
            return
        }
        let file: LocalFiles.File
        switch files.read(reference, relativeTo: folder, maximumBytes: maximumBytes) {
        case .success(let f):
            file = f
        case .failure(let refusal):
            warnings.append("\(what) is left out: " + refusal.reason)
            return
        }
        guard !chain.contains(file.path) else {
            warnings.append("\(what) is left out: it imports itself (a cycle of @import)")
            return
        }
        // Counted each time, read or not: a sheet importing another twice, which imports
        // another twice …, would otherwise multiply the rules exponentially.
        guard loads < Self.maximumLoads else {
            warnings.append("\(what) is left out: a document may load at most \(Self.maximumLoads) style sheets, imports included")
            return
        }
        loads += 1
        let sheet = parsed[file.path] ?? Stylesheet(parsing: Self.text(file.bytes))
        parsed[file.path] = sheet
        add(sheet, folder: (file.path as NSString).deletingLastPathComponent, chain: chain + [file.path], into: &sheets)
    }

    /// A style sheet's text: UTF-8 (a byte-order mark dropped), as nearly every sheet is.
    private static func text(_ bytes: [UInt8]) -> String {
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        return String(decoding: body, as: UTF8.self)
    }
}
