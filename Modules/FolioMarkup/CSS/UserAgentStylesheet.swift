import FolioCSS

/// The default styles of HTML elements: the HTML standard's rendering section (§15) for the
/// elements and properties Folio knows, its rules in its order (`margin-block` and
/// `margin-inline` written as their physical sides, `:is()` lists spelled out).
extension Stylesheet {
    /// The user-agent style sheet FolioMarkup applies beneath the document's own.
    public static let userAgent = Stylesheet(parsing: userAgentCSS)

    /// The text of ``userAgent``.
    public static let userAgentCSS = """
        area, base, basefont, datalist, head, link, meta, noembed, noframes, param, rp, script, style, template, title { display: none }
        html, body, address, article, aside, blockquote, center, details, dialog, dd, dir, div, dl, dt, fieldset,
        figcaption, figure, footer, form, h1, h2, h3, h4, h5, h6, header, hgroup, hr, legend, listing, main, menu,
        nav, ol, p, plaintext, pre, search, section, summary, ul, xmp, optgroup { display: block }
        li { display: list-item }
        table { display: table; border-spacing: 2px }
        caption { display: table-caption; text-align: center }
        colgroup { display: table-column-group }
        col { display: table-column }
        thead { display: table-header-group; vertical-align: middle }
        tbody { display: table-row-group; vertical-align: middle }
        tfoot { display: table-footer-group; vertical-align: middle }
        tr { display: table-row; vertical-align: inherit }
        td, th { display: table-cell; vertical-align: inherit; padding: 1px }
        th { font-weight: bold; text-align: center }
        img, input, button, select, textarea { display: inline-block }

        body { margin: 8px }
        p, blockquote, figure, listing, plaintext, pre, xmp { margin-top: 1em; margin-bottom: 1em }
        blockquote, figure { margin-left: 40px; margin-right: 40px }
        h1 { font-size: 2em; margin: 0.67em 0; font-weight: bold }
        h2 { font-size: 1.5em; margin: 0.83em 0; font-weight: bold }
        h3 { font-size: 1.17em; margin: 1em 0; font-weight: bold }
        h4 { font-size: 1em; margin: 1.33em 0; font-weight: bold }
        h5 { font-size: 0.83em; margin: 1.67em 0; font-weight: bold }
        h6 { font-size: 0.67em; margin: 2.33em 0; font-weight: bold }
        h1, h2, h3, h4, h5, h6 { page-break-after: avoid }
        h1 { bookmark-level: 1 } h2 { bookmark-level: 2 } h3 { bookmark-level: 3 }
        h4 { bookmark-level: 4 } h5 { bookmark-level: 5 } h6 { bookmark-level: 6 }
        address, cite, dfn, em, i, var { font-style: italic }
        b, strong { font-weight: bolder }
        u, ins { text-decoration: underline }
        s, strike, del { text-decoration: line-through }
        code, kbd, samp, tt, pre, listing, xmp, plaintext { font-family: monospace }
        pre, listing, xmp, plaintext { white-space: pre }
        textarea { white-space: pre-wrap }
        nobr { white-space: nowrap }
        dir, dl, menu, ol, ul { margin-top: 1em; margin-bottom: 1em }
        dir dir, dir dl, dir menu, dir ol, dir ul, dl dir, dl dl, dl menu, dl ol, dl ul, menu dir, menu dl, menu menu,
        menu ol, menu ul, ol dir, ol dl, ol menu, ol ol, ol ul, ul dir, ul dl, ul menu, ul ol, ul ul { margin-top: 0; margin-bottom: 0 }
        dir, menu, ol, ul { padding-left: 40px }
        dd { margin-left: 40px }
        ol { list-style-type: decimal }
        dir, menu, ul { list-style-type: disc }
        dir dir, dir menu, dir ul, menu dir, menu menu, menu ul, ol dir, ol menu, ol ul, ul dir, ul menu, ul ul { list-style-type: circle }
        ul ul ul, ol ul ul, ul ol ul, ol ol ul, menu ul ul, ul menu ul, ul ul menu { list-style-type: square }
        small { font-size: smaller }
        big { font-size: larger }
        sub { vertical-align: sub; font-size: smaller }
        sup { vertical-align: super; font-size: smaller }
        mark { background-color: yellow; color: black }
        center { text-align: center }
        hr { margin: 0.5em auto; border: 1px solid gray }
        fieldset { margin-left: 2px; margin-right: 2px; border: 2px solid #c0c0c0; padding: 0.35em 0.75em 0.625em }
        legend { padding-left: 2px; padding-right: 2px }
        a:link { color: #0000ee; text-decoration: underline }
        q { font-style: normal }
        ::footnote-call { content: counter(footnote); vertical-align: super; font-size: 70% }
        ::footnote-marker { content: counter(footnote) ". " }
        """
}
