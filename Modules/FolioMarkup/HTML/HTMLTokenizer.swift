import FolioCSS

/// Splits HTML text into ``HTMLToken``s in the manner of HTML5's tokenizer.
///
/// It reads doctypes, comments (bogus ones too: `<!x>`, `<?x>`, `</ x>`), start and end tags
/// with double-quoted, single-quoted, unquoted and valueless attributes, the self-closing
/// flag, and every HTML5 character reference. After the start tag of `script`, `style`,
/// `xmp`, `iframe`, `noembed` or `noframes` it reads raw text up to the matching end tag;
/// after `textarea` or `title`, text with references decoded (RCDATA); after
/// `plaintext`, everything to the end.
///
/// ```swift
/// var tokenizer = HTMLTokenizer(string: "<p class=x>a &amp; b")
/// while let token = tokenizer.next() { print(token) }
/// // startTag(name: "p", attributes: [class="x"], selfClosing: false), text("a & b")
/// ```
///
/// A tag cut off by the end of the input is dropped, as in HTML5. Text between two markup
/// constructs comes as one token, except where a `<` that starts no markup splits it.
package struct HTMLTokenizer: Sendable {
    /// How the text after a start tag is read.
    enum ContentMode: Sendable {
        case data
        case rawText(endTag: [UInt8])
        case rcdata(endTag: [UInt8])
        case plaintext
    }

    private let bytes: [UInt8]
    private var position = 0
    private var mode = ContentMode.data

    /// A tokenizer over text already decoded; CR LF and CR become LF and NUL becomes U+FFFD.
    package init(string: String) {
        bytes = InputDecoder.normalize(string: string)
    }

    /// A tokenizer over normalised UTF-8 from ``InputDecoder``.
    init(normalizedUTF8: [UInt8]) {
        bytes = normalizedUTF8
    }

    /// The next token, or `nil` at the end of the input.
    package mutating func next() -> HTMLToken? {
        while position < bytes.count {
            switch mode {
            case .data:
                if let token = nextInData() { return token }
            case .rawText(let endTag):
                if let token = nextRaw(endTag: endTag, decodeReferences: false) { return token }
            case .rcdata(let endTag):
                if let token = nextRaw(endTag: endTag, decodeReferences: true) { return token }
            case .plaintext:
                let text = String(decoding: bytes[position...], as: UTF8.self)
                position = bytes.count
                return .text(text)
            }
        }
        return nil
    }

    // MARK: Data

    /// Text up to the next markup, or the markup itself; `nil` when what was read produced no token.
    private mutating func nextInData() -> HTMLToken? {
        var text: [UInt8] = []
        let end = bytes.count
        while position < end {
            let b = bytes[position]
            if b == 0x3C, startsMarkup(at: position) {
                if !text.isEmpty { return .text(String(decoding: text, as: UTF8.self)) }
                return readMarkup()
            }
            if b == 0x26 {
                if let after = CharacterReferences.decode(bytes, ampersand: position, end: end, inAttribute: false, into: &text) {
                    position = after
                } else {
                    text.append(b)
                    position += 1
                }
                continue
            }
            // Copy a run of ordinary bytes at once.
            var runEnd = position + 1
            while runEnd < end, bytes[runEnd] != 0x3C, bytes[runEnd] != 0x26 { runEnd += 1 }
            text.append(contentsOf: bytes[position..<runEnd])
            position = runEnd
        }
        return text.isEmpty ? nil : .text(String(decoding: text, as: UTF8.self))
    }

    /// Whether the `<` at `i` opens a tag, comment, doctype or bogus comment.
    private func startsMarkup(at i: Int) -> Bool {
        guard i + 1 < bytes.count else { return false }
        let c = bytes[i + 1]
        return c.isASCIILetter || c == 0x2F || c == 0x21 || c == 0x3F  // letter / ! ?
    }

    /// Reads the markup at `position` (a `<` for which ``startsMarkup(at:)`` holds).
    private mutating func readMarkup() -> HTMLToken? {
        let next = bytes[position + 1]
        switch next {
        case 0x21:  // '!'
            if matches("<!--", at: position) { return readComment() }
            if matches("<!doctype", at: position, caseInsensitive: true) { return readDoctype() }
            return readBogusComment(from: position + 2)
        case 0x3F:  // '?': the '?' is part of the bogus comment's text
            return readBogusComment(from: position + 1)
        case 0x2F:  // '/'
            guard position + 2 < bytes.count else {
                // "</" at the end of the input is text.
                position = bytes.count
                return .text("</")
            }
            let c = bytes[position + 2]
            if c == 0x3E {  // "</>" is dropped
                position += 3
                return nil
            }
            if !c.isASCIILetter { return readBogusComment(from: position + 2) }
            return readTag(from: position + 2, isEnd: true)
        default:
            return readTag(from: position + 1, isEnd: false)
        }
    }

    private mutating func readComment() -> HTMLToken? {
        let start = position + 4
        let end = bytes.count
        // "<!-->" and "<!--->" are empty comments.
        if start < end, bytes[start] == 0x3E {
            position = start + 1
            return .comment("")
        }
        if start + 1 < end, bytes[start] == 0x2D, bytes[start + 1] == 0x3E {
            position = start + 2
            return .comment("")
        }
        var i = start
        while i < end {
            if bytes[i] == 0x2D, i + 2 < end, bytes[i + 1] == 0x2D {
                if bytes[i + 2] == 0x3E {
                    position = i + 3
                    return .comment(String(decoding: bytes[start..<i], as: UTF8.self))
                }
                if bytes[i + 2] == 0x21, i + 3 < end, bytes[i + 3] == 0x3E {  // "--!>"
                    position = i + 4
                    return .comment(String(decoding: bytes[start..<i], as: UTF8.self))
                }
            }
            i += 1
        }
        position = end
        return .comment(String(decoding: bytes[start..<end], as: UTF8.self))
    }

    private mutating func readBogusComment(from start: Int) -> HTMLToken? {
        var i = start
        while i < bytes.count, bytes[i] != 0x3E { i += 1 }
        position = min(i + 1, bytes.count)
        return .comment(String(decoding: bytes[start..<i], as: UTF8.self))
    }

    private mutating func readDoctype() -> HTMLToken? {
        var i = position + 9
        let end = bytes.count
        var close = i
        while close < end, bytes[close] != 0x3E { close += 1 }
        position = min(close + 1, end)
        while i < close, bytes[i].isASCIIWhitespace { i += 1 }
        var name: [UInt8] = []
        while i < close, !bytes[i].isASCIIWhitespace { name.append(bytes[i].asciiLowercased); i += 1 }
        var publicID: String?, systemID: String?
        // Keyword, then one or two quoted identifiers.
        while i < close, bytes[i].isASCIIWhitespace { i += 1 }
        var keyword: [UInt8] = []
        while i < close, bytes[i].isASCIILetter { keyword.append(bytes[i].asciiLowercased); i += 1 }
        func quoted() -> String? {
            while i < close, bytes[i].isASCIIWhitespace { i += 1 }
            guard i < close, bytes[i] == 0x22 || bytes[i] == 0x27 else { return nil }
            let quote = bytes[i]
            let s = i + 1
            var e = s
            while e < close, bytes[e] != quote { e += 1 }
            i = min(e + 1, close)
            return String(decoding: bytes[s..<e], as: UTF8.self)
        }
        switch String(decoding: keyword, as: UTF8.self) {
        case "public":
            publicID = quoted()
            systemID = quoted()
        case "system":
            systemID = quoted()
        default:
            break
        }
        return .doctype(name: String(decoding: name, as: UTF8.self), publicIdentifier: publicID, systemIdentifier: systemID)
    }

    // MARK: Tags

    /// Reads a tag whose name starts at `start`. Returns `nil` if the input ends inside it.
    private mutating func readTag(from start: Int, isEnd: Bool) -> HTMLToken? {
        let end = bytes.count
        var i = start
        var name: [UInt8] = []
        while i < end, !bytes[i].isASCIIWhitespace, bytes[i] != 0x2F, bytes[i] != 0x3E {
            name.append(bytes[i].asciiLowercased)
            i += 1
        }
        var attributes: [MarkupAttribute] = []
        // The names so far, once there are many: a later duplicate is dropped, and looking for
        // it among 200,000 attributes one by one took 36 s.
        var names: Set<String>?
        var selfClosing = false
        var closed = false
        attributeLoop: while i < end {
            let c = bytes[i]
            if c.isASCIIWhitespace {
                i += 1
                continue
            }
            if c == 0x3E {
                i += 1
                closed = true
                break
            }
            if c == 0x2F {
                if i + 1 < end, bytes[i + 1] == 0x3E {
                    selfClosing = true
                    i += 2
                    closed = true
                    break
                }
                i += 1
                continue
            }
            // Attribute name; a leading '=' belongs to the name, as in HTML5.
            var attrName: [UInt8] = [c.asciiLowercased]
            i += 1
            while i < end {
                let d = bytes[i]
                if d.isASCIIWhitespace || d == 0x2F || d == 0x3E || d == 0x3D { break }
                attrName.append(d.asciiLowercased)
                i += 1
            }
            var value: [UInt8] = []
            if bytes.skipToAttributeValue(&i, end: end) {
                guard i < end else { break attributeLoop }
                let q = bytes[i]
                if q == 0x22 || q == 0x27 {
                    i += 1
                    var found = false
                    while i < end {
                        let d = bytes[i]
                        if d == q {
                            i += 1
                            found = true
                            break
                        }
                        if d == 0x26, let after = CharacterReferences.decode(bytes, ampersand: i, end: end, inAttribute: true, into: &value) {
                            i = after
                        } else {
                            value.append(d)
                            i += 1
                        }
                    }
                    if !found { break attributeLoop }
                } else if q != 0x3E {
                    while i < end {
                        let d = bytes[i]
                        if d.isASCIIWhitespace || d == 0x3E { break }
                        if d == 0x26, let after = CharacterReferences.decode(bytes, ampersand: i, end: end, inAttribute: true, into: &value) {
                            i = after
                        } else {
                            value.append(d)
                            i += 1
                        }
                    }
                }
            }
            let attribute = MarkupAttribute(name: String(decoding: attrName, as: UTF8.self), value: String(decoding: value, as: UTF8.self))
            if attributes.count < 16 {
                if !attributes.contains(where: { $0.name == attribute.name }) { attributes.append(attribute) }
            } else {
                if names == nil { names = Set(attributes.map(\.name)) }
                if names!.insert(attribute.name).inserted { attributes.append(attribute) }
            }
        }
        position = i
        guard closed else { return nil }  // EOF in a tag: HTML5 drops the tag
        if isEnd {
            mode = .data
            return .endTag(name: String(decoding: name, as: UTF8.self))
        }
        switch String(decoding: name, as: UTF8.self) {
        case "script", "style", "xmp", "iframe", "noembed", "noframes": mode = .rawText(endTag: name)
        case "textarea", "title": mode = .rcdata(endTag: name)
        case "plaintext": mode = .plaintext
        default: break
        }
        return .startTag(name: String(decoding: name, as: UTF8.self), attributes: attributes, selfClosing: selfClosing)
    }

    // MARK: Raw text and RCDATA

    /// Text up to `</name` followed by white space, `/` or `>`; then that end tag.
    private mutating func nextRaw(endTag: [UInt8], decodeReferences: Bool) -> HTMLToken? {
        let end = bytes.count
        var text: [UInt8] = []
        var i = position
        while i < end {
            let b = bytes[i]
            if b == 0x3C, isEndTag(endTag, at: i) {
                mode = .data
                position = i
                if !text.isEmpty {
                    return .text(String(decoding: text, as: UTF8.self))
                }
                return readTag(from: i + 2, isEnd: true)
            }
            if decodeReferences, b == 0x26,
                let after = CharacterReferences.decode(bytes, ampersand: i, end: end, inAttribute: false, into: &text)
            {
                i = after
                continue
            }
            text.append(b)
            i += 1
        }
        position = end
        return text.isEmpty ? nil : .text(String(decoding: text, as: UTF8.self))
    }

    /// Whether `</name` followed by white space, `/` or `>` starts at `i`.
    private func isEndTag(_ name: [UInt8], at i: Int) -> Bool {
        let after = i + 2 + name.count
        guard after < bytes.count, bytes[i + 1] == 0x2F else { return false }
        for k in 0..<name.count where bytes[i + 2 + k].asciiLowercased != name[k] { return false }
        let c = bytes[after]
        return c.isASCIIWhitespace || c == 0x2F || c == 0x3E
    }

    private func matches(_ text: StaticString, at i: Int, caseInsensitive: Bool = false) -> Bool {
        let count = text.utf8CodeUnitCount
        guard i + count <= bytes.count else { return false }
        return text.withUTF8Buffer { needle in
            for k in 0..<count {
                let b = caseInsensitive ? bytes[i + k].asciiLowercased : bytes[i + k]
                if b != needle[k] { return false }
            }
            return true
        }
    }
}
