import FolioTestSupport
import Foundation
import Testing

/// Runs `folio` on `content`, written to a file named `name` in a new temporary folder, with
/// `options` after the input and output; records an issue unless it exits 0. Returns the
/// PDF's path and what `folio` wrote to standard error.
func typesetWithFolio(_ content: String, name: String = "in.html", _ options: [String] = [],
                      sourceLocation: SourceLocation = #_sourceLocation) throws -> (pdf: String, stderr: String) {
    let dir = PDFTools.temporaryDirectory()
    let input = dir.appendingPathComponent(name)
    try Data(content.utf8).write(to: input)
    let out = dir.appendingPathComponent("out.pdf").path
    let r = try PDFTools.run(FolioCommandTests.binary, [input.path, "-o", out] + options)
    #expect(r.status == 0, "\(r.stderr)", sourceLocation: sourceLocation)
    return (out, r.stderr)
}
