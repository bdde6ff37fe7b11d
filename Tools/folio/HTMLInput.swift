import Folio

/// HTML → a formatter. (FolioMarkup lands next; until then HTML input is refused clearly.)
enum HTMLInput {
    static func formatter(_ bytes: [UInt8], path: String, options: TypesetOptions, library: FontLibrary) throws -> (formatter: PrintFormatter, title: String?) {
        throw CLIError(code: 65, "\(path): HTML input is not supported by this build yet; use --format text to set it as plain text")
    }
}
