import Folio
import Foundation

extension TypesetOptions {
    /// The `--attach` files, read: each must be a regular file that can be read. Its name in the
    /// PDF is its file name; its MIME type comes from the extension; its modification date is
    /// the document's (`SOURCE_DATE_EPOCH`), so that the output stays reproducible.
    func checkedAttachments() throws -> [PDFAttachment] {
        try attachFiles.map { path in
            var st = stat()
            guard stat(path, &st) == 0 else {
                throw CLIError(.noInput, "--attach \(path): \(errno == ENOENT ? "no such file" : InputText.Input.meaning(errno))")
            }
            guard st.st_mode & S_IFMT == S_IFREG else {
                throw CLIError(.noInput, "--attach \(path) is not a regular file; give a file to embed")
            }
            guard let data = FileManager.default.contents(atPath: path) else {
                throw CLIError(.noInput, "--attach \(path): cannot be read (\(InputText.Input.meaning(errno)))")
            }
            return PDFAttachment(fileName: URL(fileURLWithPath: path).lastPathComponent, data: Array(data))
        }
    }
}
