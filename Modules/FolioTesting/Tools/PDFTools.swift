import Foundation

/// Runs the real PDF tools (qpdf, poppler's pdfinfo, pdftotext, pdffonts and pdftoppm, MuPDF's
/// mutool) as subprocesses, so that a test checks what a PDF reader sees rather than what the
/// writer meant.
///
/// A missing tool is reported as ``ToolError/notInstalled(tool:package:)`` naming the Debian
/// package to install.
public enum PDFTools {
    /// The result of running a command.
    public struct Run: Sendable {
        /// Exit status.
        public var status: Int32
        /// Standard output, decoded as UTF-8.
        public var stdout: String
        /// Standard error, decoded as UTF-8.
        public var stderr: String
        /// Standard output as bytes.
        public var output: [UInt8]
    }

    /// Runs a program found on `PATH` with arguments and returns its output, whatever its exit
    /// status. Throws ``ToolError/notInstalled(tool:package:)`` when the program is missing.
    @discardableResult
    public static func run(_ tool: String, _ args: [String], stdin: [UInt8]? = nil) throws -> Run {
        guard let executable = locate(tool) else {
            throw ToolError.notInstalled(tool: tool, package: ToolError.debianPackages[tool])
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = args
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = stdin == nil ? FileHandle.nullDevice : input
        try launch(process)
        // Drain both pipes while feeding standard input, so that no pipe can fill up and block.
        let collected = Collected()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            collected.out = readAll(out.fileHandleForReading)
            group.leave()
        }
        group.enter()
        DispatchQueue.global().async {
            collected.err = readAll(err.fileHandleForReading)
            group.leave()
        }
        if let stdin {
            try? input.fileHandleForWriting.write(contentsOf: Data(stdin))
            try? input.fileHandleForWriting.close()
        }
        group.wait()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: collected.out, as: UTF8.self),
                   stderr: String(decoding: collected.err, as: UTF8.self), output: [UInt8](collected.out))
    }

    /// Starts a process with no signal blocked, as a shell starts it (``run(_:_:stdin:)``
    /// starts every program so). A program inherits the signal mask of the thread that starts
    /// it, and test runners call from threads that block most signals (Dispatch's worker
    /// threads do): a program started with `Process.run()` from a test ignores `SIGTERM` and
    /// `SIGALRM` (`timeout` can neither time it nor stop it) and does not die of `SIGPIPE`.
    public static func launch(_ process: Process) throws {
        var none = sigset_t(), saved = sigset_t()
        sigemptyset(&none)
        pthread_sigmask(SIG_SETMASK, &none, &saved)
        defer { pthread_sigmask(SIG_SETMASK, &saved, nil) }
        try process.run()
    }

    /// Everything a pipe gives until its writer closes it. Read with `read(2)` and read again
    /// when a signal interrupts the call: Foundation's `readDataToEndOfFile()` stops the whole
    /// test process on `EINTR`, which a busy machine sometimes delivers.
    public static func readAll(_ handle: FileHandle) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(handle.fileDescriptor, $0.baseAddress, $0.count) }
            if n > 0 {
                data.append(contentsOf: buffer[..<n])
            } else if n < 0 && errno == EINTR {
                continue
            } else {
                return data
            }
        }
    }

    /// Runs a program and throws ``ToolError/failed(tool:arguments:status:stderr:)`` unless it
    /// exits with status 0.
    @discardableResult
    public static func runChecked(_ tool: String, _ args: [String]) throws -> Run {
        let result = try run(tool, args)
        guard result.status == 0 else {
            throw ToolError.failed(tool: tool, arguments: args, status: result.status, stderr: result.stderr)
        }
        return result
    }

    /// Whether a tool is installed (found on `PATH`).
    public static func has(_ tool: String) -> Bool { locate(tool) != nil }

    /// The executable a tool name resolves to on `PATH`, or nil.
    public static func locate(_ tool: String) -> URL? {
        if tool.contains("/") { return FileManager.default.isExecutableFile(atPath: tool) ? URL(fileURLWithPath: tool) : nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = "\(directory)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return URL(fileURLWithPath: candidate) }
        }
        return nil
    }

    /// Throws ``ToolError/notInstalled(tool:package:)`` for the first of `tools` that is missing,
    /// so that a comparison fails at once with the fix rather than half-way through.
    public static func require(_ tools: [String]) throws {
        for tool in tools where !has(tool) {
            throw ToolError.notInstalled(tool: tool, package: ToolError.debianPackages[tool])
        }
    }

    // MARK: Temporary files

    /// A fresh temporary directory, created, and removed with what it holds when the process
    /// exits normally, so a test run leaves nothing behind. Set the environment variable
    /// `FOLIO_KEEP_TEMPORARY=1` to keep them for a look.
    public static func temporaryDirectory(prefix: String = "folio-test") -> URL {
        let url = keptDirectory(prefix: prefix)
        TemporaryDirectories.shared.add(url)
        return url
    }

    /// A fresh directory in the temporary folder, created and left for the caller: a failed
    /// comparison's report must outlive the run that wrote it.
    static func keptDirectory(prefix: String) -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes bytes to a file in a fresh temporary directory and returns its path.
    public static func save(_ bytes: [UInt8], name: String = "test.pdf") throws -> String {
        let url = temporaryDirectory().appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }
}

/// What the reader threads collected; each field is written by one thread and read only after
/// the dispatch group has been waited on.
private final class Collected: @unchecked Sendable {
    var out = Data()
    var err = Data()
}
