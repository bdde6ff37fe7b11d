import ArgumentParser

/// `folio`: typesets plain text into paginated PDF.
@main
struct FolioCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "folio",
        abstract: "Typeset plain text into a paginated PDF.",
        discussion: """
            Examples:
              folio notes.txt                 # writes notes.pdf beside it
              folio notes.txt -o /tmp/out.pdf

            Exit codes: 0 success, 64 usage, 65 bad input data, 66 input not found or unreadable,
            73 output cannot be created, 70 internal error.
            """,
        version: "0.1.0",
        subcommands: [Typeset.self],
        defaultSubcommand: Typeset.self)
}
