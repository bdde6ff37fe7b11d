import ArgumentParser
import Folio
import Foundation

// The closed sets of option values, each an enum the parser reads: `--help` lists its values
// from `allValueStrings`, and a value outside the set is a usage error (64) naming the option
// and the values it takes. Aliases (`centre`, `txt`) are read but not listed.

/// `--align`: where lines sit between the margins.
enum Align: String, CaseIterable, ExpressibleByArgument {
    case left, right, center, justify

    init?(argument: String) {
        switch argument.lowercased() {
        case "centre": self = .center
        case "justified": self = .justify
        default: self.init(rawValue: argument.lowercased())
        }
    }

    /// The paragraph alignment it names.
    var alignment: ParagraphStyle.Alignment {
        switch self {
        case .left: .left
        case .right: .right
        case .center: .center
        case .justify: .justified
        }
    }
}

/// `--duplex`: whether and how the pages are printed on both sides.
enum Duplex: String, CaseIterable, ExpressibleByArgument {
    case none
    case longEdge = "long-edge"
    case shortEdge = "short-edge"

    init?(argument: String) { self.init(rawValue: argument.lowercased()) }

    /// The print setting it names.
    var printDuplex: PrintInfo.Duplex {
        switch self {
        case .none: .none
        case .longEdge: .longEdge
        case .shortEdge: .shortEdge
        }
    }
}

/// `--footnotes`: where a Markdown file's footnotes are set.
enum FootnotePlacement: String, CaseIterable, ExpressibleByArgument {
    case page, end

    init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}

/// `--format`: how an input is read.
enum InputFormat: String, CaseIterable, ExpressibleByArgument {
    case text, html, markdown, svg

    init?(argument: String) {
        switch argument.lowercased() {
        case "text", "txt", "plain": self = .text
        case "html", "htm": self = .html
        case "markdown", "md", "commonmark", "gfm": self = .markdown
        case "svg": self = .svg
        default: return nil
        }
    }

    /// The format `given`, else the input's by its extension (.html, .htm, .xhtml are HTML;
    /// .md, .markdown, .mdown, .mkd are Markdown; .svg is SVG).
    static func of(_ input: String, given: InputFormat?) -> InputFormat {
        if let given { return given }
        let ext = URL(fileURLWithPath: input).pathExtension.lowercased()
        if ["html", "htm", "xhtml"].contains(ext) { return .html }
        if ["md", "markdown", "mdown", "mkd"].contains(ext) { return .markdown }
        if ext == "svg" { return .svg }
        return .text
    }
}

extension Progress.Mode: ExpressibleByArgument {
    init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}

/// `--pdf-a`: `2b`, `2u`, `2a`, `3b`, `3u` or `3a`, in any case.
extension PDFALevel: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}

/// `--orientation`: `portrait`, `landscape` or `auto`, in any case.
extension Orientation: ExpressibleByArgument {
    public init?(argument: String) { self.init(parsing: argument) }
}

/// `--pdf-ua`: fail on what breaks PDF/UA-1 (`error`, what a bare `--pdf-ua` means), or
/// write the PDF and warn (`warn`).
enum AccessibilityMode: String, CaseIterable, ExpressibleByArgument {
    case error, warn
}
