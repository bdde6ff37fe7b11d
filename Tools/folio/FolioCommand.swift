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

            -o replaces a regular file atomically (a symbolic link's target, the link
            kept); a device, FIFO or socket (/dev/null, /dev/stdout) is written in
            place. Input stops at --max-input; UTF-16 with a byte-order mark is read.

            Shell completions: folio --generate-completion-script bash|zsh|fish
            """,
        version: "0.2.0",
        subcommands: [Typeset.self, Fonts.self, Papers.self, Check.self],
        defaultSubcommand: Typeset.self)

    /// Reserves the descriptors of closed standard streams before anything is opened, then
    /// parses the arguments and runs the command.
    static func main() {
        StandardStreams.reserve()
        main(expandingBareOptions(joiningNegativeNumbers(Array(CommandLine.arguments.dropFirst()))))
    }

    /// `--pdf-ua` alone as `--pdf-ua=error`: an option whose value may be left out (ArgumentParser
    /// wants one), unless the next argument is one of its values.
    static func expandingBareOptions(_ arguments: [String]) -> [String] {
        var out: [String] = []
        for (i, a) in arguments.enumerated() {
            if a == "--" { return out + arguments[i...] }
            let next = i + 1 < arguments.count ? arguments[i + 1] : nil
            out.append(a == "--pdf-ua" && !AccessibilityMode.allCases.map(\.rawValue).contains(next ?? "") ? "--pdf-ua=error" : a)
        }
        return out
    }

    /// The options whose value is a number, and may be given a negative one by mistake.
    static let numericOptions: Set<String> = ["--font-size", "--line-height", "--tab-width", "--jobs", "-j", "--margin", "--margins", "--max-input"]

    /// `--font-size -1` as `--font-size=-1`: ArgumentParser takes a value that starts with `-`
    /// for an option and says "Missing value"; joined, the value reaches the option's own check,
    /// which says what is wrong with it ("--font-size must be positive").
    static func joiningNegativeNumbers(_ arguments: [String]) -> [String] {
        var out: [String] = []
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            if a == "--" { return out + arguments[i...] }
            if numericOptions.contains(a), i + 1 < arguments.count, let next = arguments[i + 1].first, next == "-",
               arguments[i + 1].dropFirst().first.map({ $0.isNumber || $0 == "." }) == true {
                out.append(a + "=" + arguments[i + 1])
                i += 2
                continue
            }
            out.append(a)
            i += 1
        }
        return out
    }
}
