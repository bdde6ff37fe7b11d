/// The sets of element names the tree builder treats alike, from HTML5's parsing rules.
enum ElementCategories {
    /// Elements that never have content or an end tag.
    static let void: Set<String> = [
        "area", "base", "basefont", "bgsound", "br", "col", "embed", "hr", "img", "input", "keygen",
        "link", "meta", "param", "source", "track", "wbr",
    ]

    /// Elements whose start tag closes an open `p` (in button scope).
    static let closesParagraph: Set<String> = [
        "address", "article", "aside", "blockquote", "center", "details", "dialog", "dir", "div", "dl",
        "fieldset", "figcaption", "figure", "footer", "header", "hgroup", "main", "menu", "nav", "ol",
        "p", "search", "section", "summary", "ul", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "listing",
        "form", "plaintext", "table", "hr", "xmp", "li", "dd", "dt",
    ]

    /// Elements whose end tag closes them only when in scope, after implied end tags.
    static let blockEndTags: Set<String> = [
        "address", "article", "aside", "blockquote", "button", "center", "details", "dialog", "dir",
        "div", "dl", "fieldset", "figcaption", "figure", "footer", "header", "hgroup", "listing", "main",
        "menu", "nav", "ol", "pre", "search", "section", "summary", "ul", "form", "applet", "marquee",
        "object",
    ]

    /// Headings.
    static let headings: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6"]

    /// Formatting elements, reopened after misnesting and across block boundaries.
    static let formatting: Set<String> = [
        "a", "b", "big", "code", "em", "font", "i", "nobr", "s", "small", "strike", "strong", "tt", "u",
    ]

    /// Elements that put a marker on the list of active formatting elements.
    static let markers: Set<String> = ["applet", "marquee", "object", "td", "th", "caption", "template"]

    /// HTML5's "special" elements, which stop the search of the generic end tag rule.
    static let special: Set<String> = [
        "address", "applet", "area", "article", "aside", "base", "basefont", "bgsound", "blockquote",
        "body", "br", "button", "caption", "center", "col", "colgroup", "dd", "details", "dir", "div", "dl",
        "dt", "embed", "fieldset", "figcaption", "figure", "footer", "form", "frame", "frameset", "h1",
        "h2", "h3", "h4", "h5", "h6", "head", "header", "hgroup", "hr", "html", "iframe", "img", "input",
        "keygen", "li", "link", "listing", "main", "marquee", "menu", "meta", "nav", "noembed", "noframes",
        "noscript", "object", "ol", "p", "param", "plaintext", "pre", "script", "search", "section",
        "select", "source", "style", "summary", "table", "tbody", "td", "template", "textarea", "tfoot",
        "th", "thead", "title", "tr", "track", "ul", "wbr", "xmp",
    ]

    /// Elements that belong in `head` when met before the body starts.
    static let headContent: Set<String> = [
        "base", "basefont", "bgsound", "link", "meta", "noframes", "script", "style", "template", "title",
    ]

    /// Elements whose end tags are implied by HTML5's "generate implied end tags".
    static let impliedEnd: Set<String> = ["dd", "dt", "li", "optgroup", "option", "p", "rb", "rp", "rt", "rtc"]

    /// Elements whose content (with themselves) is never rendered as text.
    static let inert: Set<String> = ["head", "script", "style", "template", "title"]

    /// Elements whose content the tokenizer reads as raw text or RCDATA.
    static let rawText: Set<String> = [
        "script", "style", "xmp", "iframe", "noembed", "noframes", "textarea", "title", "plaintext",
    ]

    /// Table structure elements, handled only inside a table.
    static let tableStructure: Set<String> = ["caption", "col", "colgroup", "tbody", "td", "tfoot", "th", "thead", "tr"]

    /// Current nodes under which other content is moved before the table (foster parenting).
    static let fosterParents: Set<String> = ["table", "tbody", "tfoot", "thead", "tr"]

    /// Boundaries of the default scope.
    static let scopeBoundaries: Set<String> = [
        "applet", "caption", "html", "table", "td", "th", "marquee", "object", "template",
    ]
}
