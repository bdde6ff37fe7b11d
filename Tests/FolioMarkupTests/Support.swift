import FolioCSS
import FolioMarkup

/// The serialized body content of `html`, without the `<body>` tags.
func bodyHTML(_ html: String, options: HTMLParseOptions = HTMLParseOptions()) throws -> String {
    let document = try HTMLDocument(string: html, options: options)
    return document.children(of: document.body).map { document.serializedHTML(of: $0) }.joined()
}
