extension PDFTools {
    /// The named destinations of a PDF (read with `qpdf --json`), each with the 1-based number of
    /// its page: what a link to `#name` would open.
    ///
    /// ```swift
    /// let pages = try PDFTools.namedDestinations("manual.pdf")
    /// let text = try PDFTools.text("manual.pdf", page: pages["python-packaging"] ?? 0)
    /// assert(text.contains("Python Packaging"))
    /// ```
    public static func namedDestinations(_ path: String) throws -> [String: Int] {
        try QPDFDocument(path: path).destinationPages()
    }
}
