import FolioCSS

/// Finds the encoding a document declares in its first 1024 bytes, as HTML5's
/// "prescan a byte stream" does, simplified: `<meta charset="...">` and
/// `<meta http-equiv="Content-Type" content="...; charset=...">`, skipping comments.
enum CharsetPrescan {
    /// How many bytes the prescan looks at.
    static let window = 1024

    /// The declared encoding, or `nil` when none of the supported ones is declared.
    static func declaredEncoding(in bytes: [UInt8]) -> HTMLEncoding? {
        let end = min(bytes.count, window)
        var i = 0
        while i < end {
            guard bytes[i] == 0x3C else { i += 1; continue }  // '<'
            if matches(bytes, at: i, end: end, "<!--") {
                i = find(bytes, "-->", from: i + 4, end: end).map { $0 + 3 } ?? end
            } else if matches(bytes, at: i, end: end, "<meta"), i + 5 < end,
                bytes[i + 5].isASCIIWhitespace || bytes[i + 5] == 0x2F
            {
                let (attributes, next) = readAttributes(bytes, from: i + 5, end: end)
                i = next
                if let encoding = encoding(from: attributes) { return encoding }
            } else {
                i += 1
            }
        }
        return nil
    }

    /// The encoding one `<meta>`'s attributes declare.
    private static func encoding(from attributes: [(String, String)]) -> HTMLEncoding? {
        var httpEquivContentType = false
        var content: String?
        for (name, value) in attributes {
            switch name {
            case "charset": if let e = HTMLEncoding(label: value) { return e }
            case "http-equiv": httpEquivContentType = value.lowercased() == "content-type"
            case "content": content = value
            default: break
            }
        }
        guard httpEquivContentType, let content else { return nil }
        return charset(inContent: content).flatMap(HTMLEncoding.init(label:))
    }

    /// The `charset=` value in a `content` attribute such as `text/html; charset=utf-8`.
    static func charset(inContent content: String) -> String? {
        let bytes = Array(content.utf8)
        guard let at = find(bytes, "charset", caseInsensitive: true, from: 0, end: bytes.count) else { return nil }
        var i = at + 7
        while i < bytes.count, bytes[i].isASCIIWhitespace { i += 1 }
        guard i < bytes.count, bytes[i] == 0x3D else { return nil }  // '='
        i += 1
        while i < bytes.count, bytes[i].isASCIIWhitespace { i += 1 }
        guard i < bytes.count else { return nil }
        var start = i
        var stop: (UInt8) -> Bool = { $0.isASCIIWhitespace || $0 == 0x3B }
        if bytes[i] == 0x22 || bytes[i] == 0x27 {
            let quote = bytes[i]
            start = i + 1
            stop = { $0 == quote }
        }
        var j = start
        while j < bytes.count, !stop(bytes[j]) { j += 1 }
        return String(decoding: bytes[start..<j], as: UTF8.self)
    }

    /// Reads attributes up to `>`; returns them (names lowercased) and the index after `>`.
    private static func readAttributes(_ bytes: [UInt8], from start: Int, end: Int) -> ([(String, String)], Int) {
        var result: [(String, String)] = []
        var i = start
        while i < end {
            while i < end, bytes[i].isASCIIWhitespace || bytes[i] == 0x2F { i += 1 }
            guard i < end, bytes[i] != 0x3E else { return (result, i + 1) }
            var name: [UInt8] = []
            while i < end, !bytes[i].isASCIIWhitespace, bytes[i] != 0x3D, bytes[i] != 0x3E, bytes[i] != 0x2F {
                name.append(bytes[i].asciiLowercased)
                i += 1
            }
            var value: [UInt8] = []
            if bytes.skipToAttributeValue(&i, end: end) {
                if i < end, bytes[i] == 0x22 || bytes[i] == 0x27 {
                    let quote = bytes[i]
                    i += 1
                    while i < end, bytes[i] != quote { value.append(bytes[i]); i += 1 }
                    i += 1
                } else {
                    while i < end, !bytes[i].isASCIIWhitespace, bytes[i] != 0x3E { value.append(bytes[i]); i += 1 }
                }
            }
            if !name.isEmpty {
                result.append((String(decoding: name, as: UTF8.self), String(decoding: value, as: UTF8.self)))
            }
        }
        return (result, end)
    }

    private static func matches(_ bytes: [UInt8], at i: Int, end: Int, _ text: StaticString) -> Bool {
        find(bytes, text, caseInsensitive: true, from: i, end: min(end, i + text.utf8CodeUnitCount)) == i
    }

    /// The first index at or after `from` where `text` starts, ignoring ASCII case if asked.
    private static func find(
        _ bytes: [UInt8], _ text: StaticString, caseInsensitive: Bool = false, from: Int, end: Int
    ) -> Int? {
        let needle = text.withUTF8Buffer { Array($0) }
        guard !needle.isEmpty, end - from >= needle.count else { return nil }
        var i = from
        while i + needle.count <= end {
            var k = 0
            while k < needle.count {
                let a = caseInsensitive ? bytes[i + k].asciiLowercased : bytes[i + k]
                if a != needle[k] { break }
                k += 1
            }
            if k == needle.count { return i }
            i += 1
        }
        return nil
    }
}
