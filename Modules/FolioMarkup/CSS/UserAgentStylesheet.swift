/// The default styles of HTML elements, a small print-oriented reduction of the HTML
/// standard's rendering section.
extension Stylesheet {
    /// The user-agent style sheet FolioMarkup applies beneath the document's own.
    public static let userAgent = Stylesheet(parsing: userAgentCSS)

    /// The text of ``userAgent``.
    public static let userAgentCSS = """
        head, script, style, template, title, meta, link, base, datalist, noembed, noframes, param, rp { display: none }
        html, body, address, article, aside, blockquote, center, details, dialog, dd, dir, div, dl, dt, fieldset,
        figcaption, figure, footer, form, h1, h2, h3, h4, h5, h6, header, hgroup, hr, legend, listing, main, menu,
        nav, ol, p, plaintext, pre, search, section, summary, ul, xmp { display: block }
        li { display: list-item }
        table { display: table; border-spacing: 2px }
        caption { display: table-caption; text-align: center }
        colgroup { display: table-column-group }
        col { display: table-column }
        thead { display: table-header-group; vertical-align: middle }
        tbody { display: table-row-group; vertical-align: middle }
        tfoot { display: table-footer-group; vertical-align: middle }
        tr { display: table-row; vertical-align: inherit }
        td, th { display: table-cell; vertical-align: inherit; padding: 3pt 4pt }
        th { font-weight: bold; text-align: center }
        img, input, button, select, textarea { display: inline-block }

        body { margin: 8px }
        p { margin: 1em 0 }
        h1 { font-size: 2em; margin: 0.67em 0; font-weight: bold }
        h2 { font-size: 1.5em; margin: 0.83em 0; font-weight: bold }
        h3 { font-size: 1.17em; margin: 1em 0; font-weight: bold }
        h4 { font-size: 1em; margin: 1.33em 0; font-weight: bold }
        h5 { font-size: 0.83em; margin: 1.67em 0; font-weight: bold }
        h6 { font-size: 0.67em; margin: 2.33em 0; font-weight: bold }
        h1, h2, h3, h4, h5, h6 { page-break-after: avoid }
        blockquote, figure { margin: 1em 40px }
        address, cite, dfn, em, i, var { font-style: italic }
        b, strong { font-weight: bold }
        u, ins { text-decoration: underline }
        s, strike, del { text-decoration: line-through }
        code, kbd, samp, tt, pre, listing, xmp, plaintext { font-family: monospace }
        pre, listing, xmp, plaintext { white-space: pre; margin: 1em 0 }
        textarea { white-space: pre-wrap }
        nobr { white-space: nowrap }
        ul, ol, menu, dir { margin: 1em 0; padding-left: 40px }
        ol { list-style-type: decimal }
        ul ul, ol ul, ul ol, ol ol { margin-top: 0; margin-bottom: 0 }
        ul ul, ol ul, menu ul, dir ul { list-style-type: circle }
        ul ul ul, ol ul ul, ul ol ul, ol ol ul { list-style-type: square }
        dl { margin: 1em 0 }
        dd { margin-left: 40px }
        small { font-size: 0.83em }
        big { font-size: 1.2em }
        sub { vertical-align: sub; font-size: smaller }
        sup { vertical-align: super; font-size: smaller }
        mark { background-color: yellow; color: black }
        center { text-align: center }
        hr { margin: 0.5em auto; border: 1px solid gray }
        a { color: #0000ee; text-decoration: underline }
        q { font-style: normal }
        """
}
