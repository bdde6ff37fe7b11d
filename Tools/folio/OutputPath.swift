import Foundation

/// What `-o` names, as far as the command must know before writing: whether it is a terminal.
/// Where the bytes go (a file replaced atomically, or a device, FIFO or socket written in place)
/// is FolioPDF's to decide (`PDFOutput.file`).
enum OutputPath {
    /// Whether the PDF would go to a terminal: `-` when standard output is one, or a path that
    /// names one (`/dev/tty`, `/dev/stdout` on a terminal). A character device is opened to ask
    /// (without waiting, without becoming the controlling terminal); nothing else is opened.
    static func isTerminal(_ path: String) -> Bool {
        if path == "-" { return isatty(STDOUT_FILENO) == 1 }
        var st = stat()
        guard stat(path, &st) == 0, st.st_mode & S_IFMT == S_IFCHR else { return false }
        let fd = open(path, O_WRONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        return isatty(fd) == 1
    }
}
