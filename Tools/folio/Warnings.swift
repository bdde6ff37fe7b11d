import Folio
import Foundation

extension TypesetOptions {
    /// What the options would do that their user may not mean, said once before typesetting:
    /// a header or footer placeholder folio does not know (printed as it is) and hyphenation in
    /// a language whose patterns are not installed (words left whole).
    /// - Parameter textInputs: whether any input is plain text, whose language is `--lang` or
    ///   English. The language of an HTML file without `--lang` is its own `lang`, not checked.
    func warnings(textInputs: Bool) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for (option, template) in [("--header", header), ("--footer", footer)] {
            guard let template else { continue }
            let names = HeaderFooterTemplate.placeholderNames.map { "{\($0)}" }.joined(separator: ", ")
            for name in Self.unknownPlaceholders(in: template) {
                found.append(.warning(.option, "\(option): {\(name)} is not a placeholder (\(names)) and is printed as it is", at: .option(option)))
            }
        }
        if hyphenate, lang != nil || textInputs {
            let tag = lang ?? "en"
            if Hyphenator.forLanguage(tag) == nil {
                let paths = Hyphenator.defaultSearchPaths.joined(separator: ", ")
                found.append(.warning(.option, "--hyphenate: no hyphenation patterns for \"\(tag)\" in \(paths), so words are not hyphenated; install them (on Debian the hyphen-* package of the language)",
                                      at: .option("--hyphenate")))
            }
        }
        return found
    }

    /// The words in braces, `{like}` this, that are not one of the template's placeholders.
    static func unknownPlaceholders(in template: String) -> [String] {
        let known = Set(HeaderFooterTemplate.placeholderNames.map { Substring($0) })
        var unknown: [String] = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            rest = rest[rest.index(after: open)...]
            guard let close = rest.firstIndex(where: { $0 == "}" || $0 == "{" }), rest[close] == "}" else { continue }
            let name = rest[..<close]
            if !name.isEmpty, name.allSatisfy({ $0.isASCII && $0.isLetter }), !known.contains(name) { unknown.append(String(name)) }
            rest = rest[rest.index(after: close)...]
        }
        return unknown
    }
}

/// Prints each warning on standard error as `folio: warning: …` (`folio: warning: file: …`
/// when it is about one input `file`), unless `quiet`.
func printWarnings(_ warnings: [Diagnostic], in file: String? = nil, quiet: Bool) {
    guard !quiet else { return }
    for w in warnings { StandardStreams.writeError("folio: warning: \(file.map { "\($0): " } ?? "")\(w.message)\n") }
}
