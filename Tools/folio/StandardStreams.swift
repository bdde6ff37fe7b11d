import Foundation

/// Standard input, output and error through their descriptors. Foundation's `FileHandle`
/// stops the process when a standard stream is closed or full (`folio x.txt -o - > /dev/full`
/// died of SIGILL); here a failed write is an error with an exit code, and a message that cannot
/// reach standard error is dropped.
enum StandardStreams {
    /// Which of descriptors 0, 1 and 2 were closed when folio started. Each closed one was
    /// reopened on `/dev/null` by ``reserve()``, so that no file folio opens takes its number
    /// (the PDF would otherwise receive whatever is printed to standard output).
    private static let closedAtStart: [Bool] = (Int32(0)...2).map { fd in
        guard fcntl(fd, F_GETFD) == -1, errno == EBADF else { return false }
        let null = open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY)
        if null >= 0, null != fd { dup2(null, fd); close(null) }
        return true
    }

    /// Notes which standard streams are closed and reserves their descriptors. Called first
    /// thing, before any file is opened.
    static func reserve() { _ = closedAtStart }

    /// Standard input's descriptor, to read.
    ///
    /// - Throws: ``CLIError`` 66 when standard input was closed when folio started.
    static func inputDescriptor() throws -> Int32 {
        if closedAtStart[0] {
            throw CLIError(.noInput, "standard input is closed: give a file, or pipe the text in")
        }
        return 0
    }

    /// Writes the PDF to standard output.
    ///
    /// - Throws: ``CLIError`` 74 when standard output is closed or a write fails (a full disk,
    ///   a closed pipe when SIGPIPE is ignored).
    static func writeOutput(_ bytes: [UInt8]) throws {
        if closedAtStart[1] {
            throw CLIError(.ioErr, "standard output is closed: give -o <path> to write the PDF to a file")
        }
        if let failure = write(bytes, to: 1) {
            throw CLIError(.ioErr, "cannot write the PDF to standard output: \(String(cString: strerror(failure)))")
        }
    }

    /// Writes a message to standard error; one that cannot be written is dropped.
    static func writeError(_ text: String) {
        guard !closedAtStart[2] else { return }
        _ = write(Array(text.utf8), to: 2)
    }

    /// Writes all of `bytes`; the `errno` of a failed write, else `nil`.
    private static func write(_ bytes: [UInt8], to fd: Int32) -> Int32? {
        bytes.withUnsafeBytes { buffer -> Int32? in
            var offset = 0
            while offset < buffer.count {
                let n = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += n
            }
            return nil
        }
    }
}
