import FolioCSS

extension Cascade {
    /// The built-in user-agent sheet (``Stylesheet/userAgent``) indexed once per process:
    /// indexing its rules for each document had been about 3% of making a one-page HTML
    /// invoice (1.69 → 1.64 ms, `folio-bench-documents --kind html`), a twentieth under
    /// AddressSanitizer.
    private static let builtIn = Cascade(userAgent: .userAgent, author: [])

    /// The cascade of an HTML document: the user-agent sheet (the built-in one indexed once,
    /// when `userAgent` is it or a copy of it), then the author sheets in order.
    static func html(userAgent: Stylesheet, author: [Stylesheet]) -> Cascade {
        // The built-in sheet, or a copy of it (its rules share the built-in sheet's storage).
        let isBuiltIn = userAgent.rules.withUnsafeBufferPointer { a in
            Stylesheet.userAgent.rules.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress && a.count == b.count }
        }
        return isBuiltIn ? Cascade(indexed: builtIn, author: author) : Cascade(userAgent: userAgent, author: author)
    }
}
