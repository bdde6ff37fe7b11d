import Folio
import Foundation

/// The font library, loaded on a thread of its own while the first input is read and parsed.
///
/// Loading fontconfig's configuration (its XML files and font caches) takes a few
/// milliseconds, about as long as parsing a page of HTML, and neither needs the other. The
/// library is checked for `--font` on the same thread; what either throws is thrown by
/// ``library()``, the first time it is called, before anything is written.
final class LibraryLoader: @unchecked Sendable {
    /// Written once by the loading thread before it signals `loaded`, then only read.
    private var result: Result<FontLibrary, any Error> = .failure(CLIError(.software, "the font library was not loaded"))
    private let loaded = DispatchSemaphore(value: 0)
    /// Whether `loaded` was waited for (by the thread that calls ``library()``).
    private var waited = false

    /// Starts loading the library `options` ask for.
    init(_ options: TypesetOptions) {
        Thread.detachNewThread { [self] in
            result = Result {
                let library = try options.library()
                try options.checkFont(in: library)
                return library
            }
            loaded.signal()
        }
    }

    /// The library, once loaded; throws what loading or checking `--font` threw. Call it from
    /// one thread.
    func library() throws -> FontLibrary {
        if !waited {
            loaded.wait()
            waited = true
        }
        return try result.get()
    }
}
