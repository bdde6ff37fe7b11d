import FolioTesting
import Foundation
import Testing

/// The command's help as a terminal shows it, and the manual page made from it.
@Suite("folio help and manual page")
struct HelpTests {
    private func help(_ args: [String]) throws -> String {
        let r = try PDFTools.run("/usr/bin/env", ["COLUMNS=80", FolioCommandTests.binary] + args)
        #expect(r.status == 0, "\(args): \(r.stderr)")
        return r.stdout
    }

    /// The options of one subcommand's help: each long name with its text, wrapped lines joined.
    /// An option's label starts two columns in and its text at column 26, on the same line when
    /// the label leaves room, else on the next.
    private func options(_ help: String) -> [(name: String, text: String)] {
        let column = 26
        var entries: [(name: String, text: String)] = []
        var open = false
        for line in help.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init) {
            if line.starts(with: Array("  -")) {
                let split = line.count > column && line[column - 1] == " "
                let label = String(split ? line[..<column] : line[...])
                let name = label.split(whereSeparator: { $0 == " " || $0 == "," }).first { $0.hasPrefix("--") }
                entries.append((name.map(String.init) ?? label, split ? String(line[column...]) : ""))
                open = true
            } else if open, line.count > column, line[..<column].allSatisfy({ $0 == " " }) {
                let more = String(line[column...])
                entries[entries.count - 1].text += entries[entries.count - 1].text.isEmpty ? more : " " + more
            } else {
                open = false
            }
        }
        return entries
    }

    @Test("the help keeps its examples and exit codes whole at 80 columns and states each default once")
    func layout() throws {
        let overview = try help(["--help"])
        #expect(overview.contains("  folio book.txt --align justify --hyphenate \\\n    --footer '{title}||{page} of {pages}'\n"))
        #expect(overview.contains("66 input not found or\nunreadable, 73 output cannot be created, 74 output cannot be written (a\nfull disk, a closed standard output), 70 internal error.\n"))
        let typeset = options(try help(["help", "typeset"]))
        #expect(typeset.count > 20, "\(typeset)")
        for entry in typeset {
            #expect(!(entry.text.contains("Default:") && entry.text.contains("(default:")), "\(entry)")
            #expect(!entry.text.contains("(default: )"), "\(entry)")
        }
    }

    @Test("each closed set of option values is listed from its enum, so the help cannot drift from the code")
    func values() throws {
        let typeset = Dictionary(options(try help(["help", "typeset"])).map { ($0.name, $0.text) }, uniquingKeysWith: { a, _ in a })
        for (option, listed) in [("--align", "(values: left, right, center, justify; default: left)"),
                                 ("--duplex", "(values: none, long-edge, short-edge; default: none)"),
                                 ("--progress", "(values: auto, always, never; default: auto)"),
                                 ("--orientation", "(values: portrait, landscape, auto)"), ("--format", "(values: text, html, markdown, svg)")] {
            #expect(typeset[option]?.hasSuffix(listed) == true, "\(option): \(typeset[option] ?? "missing")")
        }
    }

    @Test("docs/man/folio.1 describes every option as the help does (scripts/make-man-page.sh remakes it)")
    func manualPage() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let manual = try String(contentsOf: root.appendingPathComponent("docs/man/folio.1"), encoding: .utf8)
        // `.It Fl o , -output Ar path` followed by the option's text on the next line.
        var described: [String: [String]] = [:]
        let lines = manual.split(separator: "\n").map(String.init)
        for (i, line) in lines.enumerated() where line.hasPrefix(".It Fl ") && i + 1 < lines.count && !lines[i + 1].hasPrefix(".") {
            for token in line.split(separator: " ") where token.hasPrefix("-") && token.count > 1 {
                described["-" + token, default: []].append(lines[i + 1])
            }
        }
        #expect(!manual.contains(where: { !$0.isASCII }), "the manual page generator drops characters outside ASCII")
        for command in ["typeset", "fonts", "papers"] {
            for entry in options(try help(["help", command])) where !["--help", "--version"].contains(entry.name) {
                // The parser appends "(values: …)" and "(default: …)" from the code; folio.1 keeps the text.
                let text = entry.text.replacingOccurrences(of: #" ?\((values|default): [^)]*\)$"#, with: "", options: .regularExpression)
                #expect(described[entry.name]?.contains(text) == true,
                        "\(command) \(entry.name): help says \"\(text)\", folio.1 says \(described[entry.name] ?? []); run scripts/make-man-page.sh")
            }
        }
    }
}
