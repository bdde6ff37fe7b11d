#if canImport(Glibc)
import Glibc
#endif

/// A TCP socket listening on a free port of 127.0.0.1: a test points a page at it, then checks
/// that nothing connected.
final class ListeningSocket {
    private let fd: Int32
    /// The port it listens on.
    let port: UInt16

    /// A socket bound and listening, or `nil` when the system refused one.
    init?() {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        addr.sin_port = 0
        var len = socklen_t(MemoryLayout<sockaddr_in>.size)
        let ready = withUnsafeMutablePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, len) == 0 && listen(fd, 8) == 0 && getsockname(fd, $0, &len) == 0 }
        }
        guard ready else {
            close(fd)
            return nil
        }
        self.fd = fd
        port = UInt16(bigEndian: addr.sin_port)
    }

    deinit { close(fd) }

    /// Whether a connection is waiting to be accepted, after waiting up to `milliseconds`.
    func connectionArrived(within milliseconds: Int32 = 300) -> Bool {
        var waiting = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&waiting, 1, milliseconds) != 0
    }
}
