import FolioTesting
import Foundation
import Testing

/// `-o` to what is not a regular file: devices, FIFOs and standard output are written in place,
/// never replaced by a regular file; a symbolic link's target is replaced and the link stays; a
/// terminal is refused unless `--force`. The device cases run in a mount namespace of the test's
/// own, over a `/dev` of its own on a tmpfs: the machine's `/dev` is never touched (the
/// regression was that, as root, `-o /dev/null` put a regular file where the device was).
@Suite("folio: -o to devices, FIFOs, links and terminals")
struct OutputDestinationTests {
    private static func shell(_ script: String, in dir: URL) throws -> PDFTools.Run {
        try StandardStreamTests.shell(script, in: dir)
    }

    /// Whether this process may make a mount namespace with a tmpfs in it (root, `unshare`).
    static let canUnshare: Bool = {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else { return false }
        let r = try? PDFTools.run("/usr/bin/unshare", ["-m", "--propagation", "private", "sh", "-c", "mount -t tmpfs none /mnt"])
        return r?.status == 0
    }()

    @Test("-o /dev/null and -o /dev/stdout in a /dev of the test's own: written in place, the nodes stay devices",
          .enabled(if: canUnshare, "needs root and unshare(1) for a private mount namespace"))
    func devicesInPrivateDev() throws {
        let dir = PDFTools.temporaryDirectory()
        // A tmpfs over /dev, visible to this shell only, with a null device and the stdout link.
        let script = #"""
            unshare -m --propagation private sh -c '
              mount -t tmpfs none /dev && mknod -m 666 /dev/null c 1 3 && ln -s /proc/self/fd/1 /dev/stdout || exit 99
              "$0" "$1" -o /dev/null; echo "null:$?:$(stat -c %F /dev/null)" >&2
              "$0" "$1" -o /dev/stdout > piped.pdf; echo "stdout:$?:$(stat -c %F /dev/stdout)" >&2
              ls -a /dev >&2
            ' "$0" "$1"
            """#
        let r = try Self.shell(script, in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("null:0:character special file"), "\(r.stderr)")
        #expect(r.stderr.contains("stdout:0:symbolic link"), "\(r.stderr)")
        // No temporary file beside the device or the link.
        #expect(!r.stderr.contains(".null.") && !r.stderr.contains(".stdout."), "\(r.stderr)")
        #expect(try PDFTools.qpdfCheck(dir.appendingPathComponent("piped.pdf").path).ok)
        #expect(try PDFTools.text(dir.appendingPathComponent("piped.pdf").path).contains("A few words"))
    }

    @Test("-o /dev/null as a user who may not write /dev: 0, /dev/null unchanged (it failed with 73)",
          .enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "needs root to become nobody"))
    func devNullAsNormalUser() throws {
        let dir = PDFTools.temporaryDirectory()
        _ = chmod(dir.path, 0o777)
        var before = stat()
        #expect(stat("/dev/null", &before) == 0)
        let r = try Self.shell(#"chmod 644 "$1"; setpriv --reuid=65534 --regid=65534 --clear-groups "$0" "$1" -o /dev/null"#, in: dir)
        #expect(r.status == 0, "exit \(r.status): \(r.stderr)")
        var after = stat()
        #expect(stat("/dev/null", &after) == 0)
        #expect(after.st_ino == before.st_ino && after.st_mode == before.st_mode && after.st_rdev == before.st_rdev)
    }

    @Test("-o a FIFO: its reader gets the whole PDF, and the FIFO stays a FIFO")
    func fifo() throws {
        let dir = PDFTools.temporaryDirectory()
        let r = try Self.shell(#"mkfifo pipe && { cat pipe > read.pdf & } && "$0" "$1" -o pipe; s=$?; wait; echo "$s:$(stat -c %F pipe)"; ls -a"#, in: dir)
        #expect(r.stdout.hasPrefix("0:fifo\n"), "\(r.stdout) \(r.stderr)")
        #expect(!r.stdout.contains(".pipe."), "a temporary file was left: \(r.stdout)")
        #expect(try PDFTools.qpdfCheck(dir.appendingPathComponent("read.pdf").path).ok)
    }

    @Test("-o /dev/stdout into a file and into a pipe: the PDF arrives whole")
    func standardOutputPath() throws {
        let dir = PDFTools.temporaryDirectory()
        let r = try Self.shell(#""$0" "$1" -o /dev/stdout > file.pdf && "$0" "$1" -o /dev/stdout | cat > piped.pdf"#, in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        for name in ["file.pdf", "piped.pdf"] {
            #expect(try PDFTools.qpdfCheck(dir.appendingPathComponent(name).path).ok, "\(name)")
        }
    }

    @Test("-o a symbolic link: the target is replaced, the link stays; a dangling link's target is made")
    func symbolicLinks() throws {
        let dir = PDFTools.temporaryDirectory()
        let r = try Self.shell(#"""
            mkdir real && echo old > real/target.pdf && ln -s real/target.pdf link.pdf && ln -s real/new.pdf dangling.pdf &&
            "$0" "$1" -o link.pdf && "$0" "$1" -o dangling.pdf && stat -c %F link.pdf dangling.pdf && ls -a real
            """#, in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "symbolic link\nsymbolic link\n.\n..\nnew.pdf\ntarget.pdf\n", "\(r.stdout)")
        #expect(try PDFTools.qpdfCheck(dir.appendingPathComponent("real/target.pdf").path).ok)
        #expect(try PDFTools.qpdfCheck(dir.appendingPathComponent("real/new.pdf").path).ok)
    }

    @Test("a loop of links: the message says so")
    func linkLoop() throws {
        let dir = PDFTools.temporaryDirectory()
        let r = try Self.shell(#"ln -s b.pdf a.pdf && ln -s a.pdf b.pdf && "$0" "$1" -o a.pdf"#, in: dir)
        #expect(r.status == 73, "exit \(r.status): \(r.stderr)")
        #expect(r.stderr.contains("symbolic links"), "\(r.stderr)")
    }

    @Test("-o a Unix socket: folio connects and its listener receives the whole PDF; the socket stays a socket")
    func unixSocket() throws {
        let dir = PDFTools.temporaryDirectory()
        let path = dir.appendingPathComponent("listen.sock").path
        let listener = try UnixListener(path: path)
        defer { listener.close() }
        let received = listener.acceptAndReadInBackground()
        let r = try Self.shell(#""$0" "$1" -o listen.sock; echo "$?:$(stat -c %F listen.sock)"; ls -a"#, in: dir)
        #expect(r.stdout.hasPrefix("0:socket\n"), "\(r.stdout) \(r.stderr)")
        #expect(!r.stdout.contains(".listen.sock."), "a temporary file was left: \(r.stdout)")
        let bytes = received.wait()
        let pdf = dir.appendingPathComponent("received.pdf")
        try Data(bytes).write(to: pdf)
        #expect(bytes.starts(with: Array("%PDF-".utf8)), "\(bytes.count) bytes")
        #expect(try PDFTools.qpdfCheck(pdf.path).ok)
        #expect(try PDFTools.text(pdf.path).contains("A few words"))
    }

    @Test("-o a socket nothing listens on: 73, the reason, and the socket file stays")
    func socketWithoutListener() throws {
        let dir = PDFTools.temporaryDirectory()
        let path = dir.appendingPathComponent("dead.sock").path
        let listener = try UnixListener(path: path)
        listener.close()  // the file stays, nobody listens
        let r = try Self.shell(#""$0" "$1" -o dead.sock; echo "$?:$(stat -c %F dead.sock)""#, in: dir)
        #expect(r.stdout == "73:socket\n", "\(r.stdout)")
        #expect(r.stderr.contains("it is a socket, and connecting to it failed: Connection refused"), "\(r.stderr)")
    }

    @Test("the PDF's mode: 0666 less the umask when new, the replaced file's when there was one")
    func modes() throws {
        let dir = PDFTools.temporaryDirectory()
        let r = try Self.shell(#"""
            umask 077 && "$0" "$1" -o new077.pdf &&
            umask 022 && "$0" "$1" -o new022.pdf &&
            echo x > kept.pdf && chmod 600 kept.pdf && "$0" "$1" -o kept.pdf &&
            echo x > wide.pdf && chmod 664 wide.pdf && umask 077 && "$0" "$1" -o wide.pdf &&
            stat -c '%n %a' new077.pdf new022.pdf kept.pdf wide.pdf
            """#, in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "new077.pdf 600\nnew022.pdf 644\nkept.pdf 600\nwide.pdf 664\n", "\(r.stdout)")
    }

    @Test("a terminal as the destination is refused (64) unless --force, and nothing is written to it")
    func terminal() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else {
            Issue.record("script(1) (util-linux) is needed to give folio a terminal")
            return
        }
        let dir = PDFTools.temporaryDirectory()
        let input = dir.appendingPathComponent("in.txt")
        try Data("A few words.\n".utf8).write(to: input)
        let folio = FolioCommandTests.binary
        // script(1) runs the command on a new pseudo-terminal; -e returns its exit status.
        for command in ["'\(folio)' '\(input.path)' -o -", "'\(folio)' '\(input.path)' -o /dev/tty"] {
            let refused = try PDFTools.run("/usr/bin/script", ["-qec", command, "/dev/null"])
            #expect(refused.status == 64, "\(command): exit \(refused.status): \(refused.stdout)")
            #expect(refused.stdout.contains("is a terminal") && refused.stdout.contains("--force"), "\(refused.stdout)")
            #expect(!refused.stdout.contains("%PDF"))
            let forced = try PDFTools.run("/usr/bin/script", ["-qec", command + " --force", "/dev/null"])
            #expect(forced.status == 0, "\(command) --force: exit \(forced.status)")
            #expect(forced.stdout.contains("%PDF"))
        }
    }
}

/// A Unix stream socket listening at a path, for the socket-output tests.
private final class UnixListener: @unchecked Sendable {
    private var fd: Int32

    init(path: String) throws {
        fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        try #require(bytes.count < MemoryLayout.size(ofValue: address.sun_path), "socket path too long: \(path)")
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        try #require(fd >= 0 && bound == 0 && listen(fd, 1) == 0, "cannot listen at \(path): \(String(cString: strerror(errno)))")
    }

    /// Accepts one connection on a thread of its own and reads it to its end.
    func acceptAndReadInBackground() -> Received {
        let received = Received()
        let listening = fd
        Thread.detachNewThread {
            var bytes: [UInt8] = []
            let connection = accept(listening, nil, nil)
            if connection >= 0 {
                var buffer = [UInt8](repeating: 0, count: 65536)
                while true {
                    let n = read(connection, &buffer, buffer.count)
                    if n <= 0 { break }
                    bytes += buffer[..<n]
                }
                Glibc.close(connection)
            }
            received.finish(bytes)
        }
        return received
    }

    func close() {
        if fd >= 0 { Glibc.close(fd) }
        fd = -1
    }

    /// The bytes one connection delivered, once it ended.
    final class Received: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private var bytes: [UInt8] = []

        fileprivate func finish(_ bytes: [UInt8]) {
            self.bytes = bytes
            done.signal()
        }

        func wait() -> [UInt8] {
            done.wait()
            return bytes
        }
    }
}
