/// The built-in look of Markdown documents: a book page rather than a web page. A serif body
/// set justified and hyphenated at 10.5 pt, headings in the sans of the same family on a modest
/// scale, code in the monospaced face on a light tint, never justified and wrapped; tables
/// with hairlines and a tinted header row; quotations with a rule at the left.
///
/// It sits in the user agent's layer (``MarkupOptions/defaultCSS``): the document's own
/// `<style>` and the user's style sheet (``MarkdownOptions/css``, the command's `--css`) win,
/// selector for selector, as in a browser. The classes it styles are those
/// ``MarkdownDocument`` gives: `task-list-item`, `task-list-item-checkbox`, `contains-task-list`, `footnote-ref`,
/// `footnote` (a footnote's body, at its first reference), `footnotes`, `footnote-backref`, lists' `tight` and `loose`.
public enum MarkdownStylesheet {
    /// The style sheet's text.
    public static let css = """
        html { font-family: "DejaVu Serif", serif; font-size: 10.5pt; line-height: 1.38; color: #1a1a1a }
        body { margin: 0 }
        p { margin-top: 0; margin-bottom: 0.55em; text-align: justify; hyphens: auto }
        h1, h2, h3, h4, h5, h6 { font-family: "DejaVu Sans", sans-serif; font-weight: bold; line-height: 1.2; color: #111; text-align: start }
        h1 { font-size: 1.75em; margin-top: 0.9em; margin-bottom: 0.45em; padding-bottom: 0.15em; border-bottom: 0.6pt solid #999 }
        h2 { font-size: 1.4em; margin-top: 1.1em; margin-bottom: 0.4em }
        h3 { font-size: 1.18em; margin-top: 1em; margin-bottom: 0.35em }
        h4 { font-size: 1.04em; margin-top: 0.9em; margin-bottom: 0.3em }
        h5 { font-size: 0.95em; margin-top: 0.9em; margin-bottom: 0.3em }
        h6 { font-size: 0.9em; margin-top: 0.9em; margin-bottom: 0.3em; font-style: italic; font-weight: normal }
        code, kbd, samp, pre { font-family: "DejaVu Sans Mono", monospace }
        code { font-size: 0.86em; background-color: #f0f0f0 }
        pre { font-size: 0.82em; line-height: 1.3; white-space: pre-wrap; text-align: left; hyphens: none;
              background-color: #f4f4f4; border: 0.5pt solid #d8d8d8; padding: 5pt 7pt; margin-top: 0.3em; margin-bottom: 0.8em }
        pre code { font-size: 1em; background-color: transparent }
        blockquote { margin: 0.4em 0 0.8em 0; padding: 0.1em 0 0.1em 10pt; border-left: 2pt solid #c8c8c8; color: #444 }
        ul, ol { margin-top: 0.2em; margin-bottom: 0.6em; padding-left: 1.7em }
        li > p { margin-bottom: 0.35em }
        li > ul, li > ol { margin-top: 0.1em; margin-bottom: 0.1em }
        ul.contains-task-list { list-style-type: none }
        table { border-collapse: collapse; margin-top: 0.4em; margin-bottom: 0.9em }
        th, td { border: 0.5pt solid #b8b8b8; padding: 2.5pt 6pt; text-align: left; vertical-align: top }
        th { background-color: #ececec; font-weight: bold }
        td p, th p { text-align: left }
        hr { margin: 1em 0 }
        a:link { color: #1f4e8c; text-decoration: none }
        del { text-decoration: line-through }
        img { max-width: 100% }
        sup.footnote-ref { font-size: 0.75em; vertical-align: super }
        section.footnotes { font-size: 0.88em; margin-top: 1.6em; padding-top: 0.4em; border-top: 0.5pt solid #999 }
        section.footnotes p { margin-bottom: 0.3em }
        span.footnote { float: footnote; font-size: 0.82em; line-height: 1.3 }
        span.footnote p { margin: 0 0 0.2em 0 }
        """
}
