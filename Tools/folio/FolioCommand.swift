import ArgumentParser

/// `folio`: typesets plain text and simple HTML into paginated PDF.
@main
struct FolioCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "folio",
        abstract: "Typeset plain text and simple HTML into paginated PDF.",
        discussion: """
            Examples:
              folio notes.txt                          # writes notes.pdf beside it
              folio report.html -o report.pdf --paper a4
              folio *.txt -o pdfs/                     # one PDF per input, in pdfs/
              cat log.txt | folio - -o - --mono > log.pdf
              folio book.txt --align justify --hyphenate \\
                --footer '{title}||{page} of {pages}'

            Exit codes: 0 success, 64 usage, 65 bad input data, 66 input not found or
            unreadable, 73 output cannot be created, 74 output cannot be written (a
            full disk, a closed standard output), 70 internal error.

            Shell completions: folio --generate-completion-script bash|zsh|fish
            """,
        version: "0.2.0",
        subcommands: [Typeset.self, Fonts.self, Papers.self],
        defaultSubcommand: Typeset.self)

    /// Reserves the descriptors of closed standard streams before anything is opened, then
    /// parses the arguments and runs the command.
    static func main() {
        StandardStreams.reserve()
        main(nil)
    }
}
