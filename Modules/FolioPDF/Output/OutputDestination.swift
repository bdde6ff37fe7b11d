#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a ``PDFOutput/file(path:)`` path names, decided once when the document starts: a
/// regular file (or nothing yet) to replace atomically, or something to write in place.
///
/// Only a regular file is replaced: a temporary file beside it is renamed over it at the end.
/// Anything else — a character or block device (`/dev/null`), a FIFO, a socket, one of the
/// process's own descriptors (`/dev/stdout`, `/dev/fd/3`) — is opened and written in place, as
/// `cat > path` would; renaming over it would put a regular file where the device or FIFO was.
/// A symbolic link is followed: its target is replaced and the link stays.
enum OutputDestination {
    /// A regular file to replace, at `path` (links followed); `existing` is its status when
    /// there is one, whose mode and owner the new file takes.
    case replace(path: String, existing: stat?)
    /// An open descriptor written in place.
    case inPlace(fd: Int32)

    /// The most symbolic links followed, as the kernel's own limit (`ELOOP` past it).
    private static let maximumLinks = 40

    /// Follows `path`'s symbolic links to what it names, and opens it when it is written in place.
    ///
    /// - Throws: ``PDFError/cannotCreateOutput(path:reason:)`` naming what is wrong: a folder, a
    ///   loop of links, a device that cannot be opened, a socket nothing listens on.
    static func resolve(_ path: String) throws(PDFError) -> OutputDestination {
        var current = path
        for _ in 0...maximumLinks {
            if let n = ownDescriptor(current) {
                let fd = fcntl(n, F_DUPFD_CLOEXEC, 0)
                guard fd >= 0 else { throw .cannotCreateOutput(path: path, reason: "descriptor \(n) (\(current)) is not open") }
                return .inPlace(fd: fd)
            }
            var st = stat()
            guard lstat(current, &st) == 0 else {
                let error = errno
                if error == ENOENT, parentExists(current) { return .replace(path: current, existing: nil) }
                throw .cannotCreateOutput(path: path, reason: reason(error, at: current, of: path))
            }
            switch st.st_mode & S_IFMT {
            case S_IFREG:
                return .replace(path: current, existing: st)
            case S_IFDIR:
                throw .cannotCreateOutput(path: path, reason: "it is an existing folder")
            case S_IFLNK where isProcessDescriptorLink(current):
                // Another process's descriptor (/proc/PID/fd/N): the kernel follows it on open.
                return try openInPlace(current, for: path)
            case S_IFLNK:
                guard let target = readLink(current) else {
                    throw .cannotCreateOutput(path: path, reason: String(cString: strerror(errno)))
                }
                current = target.hasPrefix("/") ? target : folder(of: current) + "/" + target
            case S_IFSOCK:
                return try connectSocket(current, for: path)
            default:
                return try openInPlace(current, for: path)
            }
        }
        throw .cannotCreateOutput(path: path, reason: "too many levels of symbolic links (a link that leads back to itself?)")
    }

    /// The folder part of a path (`.` for a bare name, `/` for a name at the root).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The descriptor a path names in the process itself: `/dev/stdin`, `/dev/stdout`,
    /// `/dev/stderr`, `/dev/fd/N`, `/proc/self/fd/N`, `/proc/thread-self/fd/N` or
    /// `/proc/<own pid>/fd/N`. Writing to a duplicate keeps what the shell set up (an append,
    /// an offset) and needs no path to exist.
    private static func ownDescriptor(_ path: String) -> Int32? {
        switch path {
        case "/dev/stdin": return 0
        case "/dev/stdout": return 1
        case "/dev/stderr": return 2
        default: break
        }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        if parts.count == 4, parts[0].isEmpty, parts[1] == "dev", parts[2] == "fd" { return Int32(parts[3]) }
        if parts.count == 5, parts[0].isEmpty, parts[1] == "proc", parts[3] == "fd",
           parts[2] == "self" || parts[2] == "thread-self" || parts[2] == Substring(String(getpid())) {
            return Int32(parts[4])
        }
        return nil
    }

    /// Whether a path is `/proc/<pid>/fd/<n>`: a link the kernel resolves itself, whose text
    /// (`pipe:[123]`) is no path.
    private static func isProcessDescriptorLink(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count == 5 && parts[0].isEmpty && parts[1] == "proc" && parts[3] == "fd"
    }

    private static func parentExists(_ path: String) -> Bool {
        var st = stat()
        return stat(folder(of: path), &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR
    }

    private static func readLink(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink(path, &buffer, buffer.count - 1)
        guard n >= 0 else { return nil }
        return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Opens a device, a FIFO or another process's descriptor for writing, as it is. A FIFO's
    /// open waits for a reader, as `cat > fifo` does.
    private static func openInPlace(_ current: String, for path: String) throws(PDFError) -> OutputDestination {
        var fd: Int32
        repeat { fd = open(current, O_WRONLY | O_NOCTTY | O_CLOEXEC) } while fd < 0 && errno == EINTR
        guard fd >= 0 else { throw .cannotCreateOutput(path: path, reason: reason(errno, at: current, of: path)) }
        return .inPlace(fd: fd)
    }

    /// Connects to a Unix socket found in the file system, and writes the PDF to it.
    private static func connectSocket(_ current: String, for path: String) throws(PDFError) -> OutputDestination {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(current.utf8)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard bytes.count < capacity else {
            throw .cannotCreateOutput(path: path, reason: "it is a socket whose path is longer than \(capacity - 1) bytes")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
        #if canImport(Glibc)
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        #else
        let fd = socket(AF_UNIX, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw .cannotCreateOutput(path: path, reason: String(cString: strerror(errno))) }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard connected == 0 else {
            let error = errno
            close(fd)
            throw .cannotCreateOutput(path: path, reason: "it is a socket, and connecting to it failed: \(String(cString: strerror(error)))")
        }
        return .inPlace(fd: fd)
    }

    /// `errno`'s meaning in the user's words, for the path the user gave.
    static func reason(_ error: Int32, at current: String, of path: String) -> String {
        switch error {
        case ELOOP:
            return "too many levels of symbolic links (a link that leads back to itself?)"
        case ENOTDIR:
            return "a part of the path that should be a folder is a file"
        case ENOENT:
            return "the folder \(folder(of: current)) does not exist"
        case EACCES:
            return "permission denied (\(current) or its folder is not writable by this user)"
        case EROFS:
            return "\(folder(of: current)) is on a read-only file system"
        case ENXIO:
            return "\(current) is a device or socket with nothing behind it (ENXIO)"
        default:
            return String(cString: strerror(error))
        }
    }
}
