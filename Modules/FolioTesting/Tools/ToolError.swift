import Foundation

/// Why running one of the PDF tools failed. Each message names the tool, what went wrong and,
/// when the tool is missing, the Debian package that provides it.
public enum ToolError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The program is not on `PATH`.
    case notInstalled(tool: String, package: String?)
    /// The program ran and exited with a non-zero status.
    case failed(tool: String, arguments: [String], status: Int32, stderr: String)
    /// The program ran but did not produce what it should have (a file, a parsable answer).
    case unexpectedOutput(tool: String, detail: String)

    /// The Debian package that installs each tool FolioTesting runs.
    public static let debianPackages: [String: String] = [
        "qpdf": "qpdf",
        "pdfinfo": "poppler-utils", "pdftotext": "poppler-utils", "pdffonts": "poppler-utils",
        "pdftoppm": "poppler-utils", "pdfimages": "poppler-utils",
        "mutool": "mupdf-tools",
    ]

    /// A message that says what failed and how to fix it.
    public var description: String {
        switch self {
        case .notInstalled(let tool, let package?):
            return "\(tool) is not installed (not found on PATH): install Debian's \(package) package "
                + "(apt-get install \(package)), or run scripts/setup.sh"
        case .notInstalled(let tool, nil):
            return "\(tool) is not installed (not found on PATH)"
        case .failed(let tool, let arguments, let status, let stderr):
            let detail = stderr.trimmingCharacters(in: .whitespacesAndNewlines)
            return "\(tool) \(arguments.joined(separator: " ")) exited with status \(status)"
                + (detail.isEmpty ? "" : ": \(detail)")
        case .unexpectedOutput(let tool, let detail):
            return "\(tool) gave an unexpected answer: \(detail)"
        }
    }
}
