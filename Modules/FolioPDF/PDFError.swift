/// What can go wrong while writing a PDF. Each case's description names what was wrong and
/// what would work.
public enum PDFError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The output file (or its temporary sibling) could not be created.
    case cannotCreateOutput(path: String, reason: String)
    /// Writing to or finishing the output failed; the partial file has been removed.
    case writeFailed(path: String, reason: String)
    /// The document was already finished or abandoned; nothing more can be written to it.
    case documentClosed
    /// zlib reported an error.
    case compressionFailed(code: Int32)
    /// A value cannot be written into a PDF (NaN, infinity, out of range).
    case invalidValue(String)
    /// A font cannot be embedded: its file is damaged or HarfBuzz cannot subset it.
    case unusableFont(path: String, reason: String)
    /// Writing to an output that is written in place (a device, a FIFO, a socket, standard
    /// output) failed; what was written before the failure has gone there already.
    case writeFailedInPlace(path: String, reason: String)
    /// The content breaks a requirement of a standard asked for in
    /// ``PDFWriterOptions/conformance`` (PDF/A, PDF/UA) that the writer cannot repair; nothing
    /// was left at the output path.
    case nonConforming(ConformanceViolation)

    /// A message for people.
    public var description: String {
        switch self {
        case .cannotCreateOutput(let path, let reason):
            return "cannot create the PDF at \(path): \(reason). Check that the folder exists and is writable."
        case .writeFailed(let path, let reason):
            return "writing the PDF to \(path) failed: \(reason); no partial file was left behind."
        case .writeFailedInPlace(let path, let reason):
            return "writing the PDF to \(path) failed: \(reason); it is not a regular file (a device, a pipe or a socket), so it was written in place and what went before the failure is there."
        case .documentClosed:
            return "the PDF document is already finished; start a new document to write more."
        case .compressionFailed(let code):
            return "zlib failed to compress a stream (error \(code))."
        case .invalidValue(let what):
            return "invalid value for PDF output: \(what)"
        case .unusableFont(let path, let reason):
            return "the font \(path) cannot be embedded: \(reason). Use another font."
        case .nonConforming(let violation):
            return "the PDF cannot conform to \(violation)"
        }
    }
}
