import FolioCSS
import FolioText

/// The `@font-face` rules of a document's style sheets as a ``FontFaceSet``: each rule's
/// first `src` entry that gives a font FreeType reads is registered under the rule's family,
/// with its weights and style.
///
/// `url()` files are read through ``LocalFiles``, as linked style sheets and images are (never
/// the network, nothing outside the allowed folder, at most ``MarkupOptions/maximumFontBytes``),
/// an address relative to the style sheet that holds the rule (the document's folder for a
/// `<style>` element). `local()` names an installed face by its full or PostScript name,
/// looked up through fontconfig. A rule none of whose entries can be used is said in
/// ``warnings``, with each entry's reason; the family then falls to the next one of the
/// `font-family` lists that name it, as in a browser.
struct FontFaceLoader {
    private let files: LocalFiles
    private let maximumBytes: Int
    private let library: FontLibrary
    /// The faces registered.
    private(set) var faces = FontFaceSet()
    /// What was left out, and why.
    private(set) var warnings: [String] = []

    init(options: MarkupOptions, library: FontLibrary = .shared) {
        files = LocalFiles(options: options)
        maximumBytes = options.maximumFontBytes
        self.library = library
    }

    /// Registers the faces of `sheets`, each sheet's addresses relative to its folder in
    /// `folders` (`nil`: the document's).
    mutating func load(_ sheets: [Stylesheet], folders: [String?]) {
        for (k, sheet) in sheets.enumerated() {
            for rule in sheet.fontFaces { load(rule, folder: k < folders.count ? folders[k] : nil) }
        }
    }

    private mutating func load(_ rule: FontFaceRule, folder: String?) {
        let slant: FontSlant = switch rule.style {
        case .normal: .upright
        case .italic: .italic
        case .oblique: .oblique
        }
        var reasons: [String] = []
        for source in rule.sources {
            switch source {
            case .local(let name):
                guard let found = library.face(named: name) else {
                    reasons.append("local(\"\(name)\"): no installed font has that name")
                    continue
                }
                faces.register(family: rule.family, path: found.path, index: found.index, weights: rule.weights, slant: slant)
                return
            case .url(let reference, _):
                switch files.read(reference, relativeTo: folder, maximumBytes: maximumBytes) {
                case .success(let file):
                    do {
                        _ = try FontCache.shared.font(path: file.path)
                    } catch {
                        reasons.append("url(\(reference)): not a font FreeType can read (\(error))")
                        continue
                    }
                    faces.register(family: rule.family, path: file.path, weights: rule.weights, slant: slant)
                    return
                case .failure(let refusal):
                    reasons.append("url(\(reference)): " + refusal.reason)
                }
            }
        }
        warnings.append("@font-face \"\(rule.family)\" is left out: " + reasons.joined(separator: "; "))
    }
}
