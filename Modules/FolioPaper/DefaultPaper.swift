import Foundation

/// What a document is printed for, which decides the locale's default paper.
public enum OutputType: String, Hashable, Sendable, CaseIterable {
    /// Ordinary documents: Letter or A4.
    case general
    /// Grayscale documents: the same papers as ``general``.
    case grayscale
    /// Photo prints: 4 × 6 in or A6.
    case photo
}

/// The default paper and where it came from.
public struct DefaultPaperChoice: Hashable, Sendable {
    /// Where a default paper came from.
    public enum Source: Hashable, Sendable {
        /// The `PAPERSIZE` environment variable.
        case environment
        /// A libpaper papersize file, such as `/etc/papersize`, at the given path.
        case papersizeFile(String)
        /// The locale: the region read from `LC_ALL`, `LC_PAPER` or `LANG`, or `nil` when
        /// none gives one (`C`, `POSIX`, unset), which means A4.
        case locale(region: String?)
    }

    /// A setting that names no paper Folio can read, and was passed over.
    public struct IgnoredSetting: Hashable, Sendable {
        /// The setting: `PAPERSIZE` or the papersize file's path.
        public let source: String
        /// Why its value could not be read.
        public let error: PaperError

        /// Creates a record of an ignored setting.
        public init(source: String, error: PaperError) {
            self.source = source
            self.error = error
        }
    }

    /// The default paper.
    public let paper: Paper
    /// Where it came from.
    public let source: Source
    /// Settings passed over because they name no paper, in the order they were tried.
    public let ignored: [IgnoredSetting]

    /// Creates a choice.
    public init(paper: Paper, source: Source, ignored: [IgnoredSetting] = []) {
        self.paper = paper
        self.source = source
        self.ignored = ignored
    }
}

extension Paper {
    /// The regions where US Letter is the usual paper, from CLDR's paper-size data:
    /// US, CA, MX, CL, CO, CR, GT, NI, PA, PH, PR, SV, VE and BZ.
    public static let letterRegions: Set<String> = [
        "US", "CA", "MX", "CL", "CO", "CR", "GT", "NI", "PA", "PH", "PR", "SV", "VE", "BZ",
    ]

    /// The default paper for an output type, from the environment, the papersize file and
    /// the locale.
    ///
    /// Precedence, first usable wins:
    /// 1. `PAPERSIZE` in `environment`, a paper name (anything ``init(parsing:)`` reads);
    /// 2. the papersize file, libpaper's convention: the first line that is neither empty
    ///    nor a `#` comment names the paper;
    /// 3. the locale: the first non-empty of `LC_ALL`, `LC_PAPER` and `LANG`; its region
    ///    (`en_US.UTF-8` → `US`) picks Letter in ``letterRegions`` and A4 elsewhere, or for
    ///    ``OutputType/photo`` 4 × 6 in and A6. `C`, `POSIX` or no locale gives A4 (A6).
    ///
    /// An explicit setting (1 or 2) applies to every output type. A value that names no
    /// paper is passed over (see ``defaultPaperChoice(for:environment:papersizeFile:)``).
    ///
    /// - Parameters:
    ///   - output: What is printed; ``OutputType/general`` when not given.
    ///   - environment: The environment variables; the process's own when not given.
    ///   - papersizeFile: The papersize file to read, or `nil` for none; `/etc/papersize`
    ///     when not given. A missing or unreadable file is skipped.
    public static func defaultPaper(
        for output: OutputType = .general,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        papersizeFile: String? = "/etc/papersize"
    ) -> Paper {
        defaultPaperChoice(for: output, environment: environment, papersizeFile: papersizeFile).paper
    }

    /// The default paper as ``defaultPaper(for:environment:papersizeFile:)`` chooses it,
    /// with where it came from and the settings that were passed over.
    public static func defaultPaperChoice(
        for output: OutputType = .general,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        papersizeFile: String? = "/etc/papersize"
    ) -> DefaultPaperChoice {
        var ignored: [DefaultPaperChoice.IgnoredSetting] = []
        if let value = environment["PAPERSIZE"], !value.trimmingWhitespace().isEmpty {
            do {
                return DefaultPaperChoice(paper: try Paper(parsing: value), source: .environment)
            } catch {
                ignored.append(.init(source: "PAPERSIZE", error: error))
            }
        }
        if let path = papersizeFile, let text = readTextFile(path),
           let name = papersizeName(fromFileContents: text) {
            do {
                return DefaultPaperChoice(paper: try Paper(parsing: name), source: .papersizeFile(path),
                                          ignored: ignored)
            } catch {
                ignored.append(.init(source: path, error: error))
            }
        }
        let region = localeRegion(environment: environment)
        return DefaultPaperChoice(paper: defaultPaper(for: output, region: region),
                                  source: .locale(region: region), ignored: ignored)
    }

    /// The locale default for an output type and region (an ISO 3166 code, any case):
    /// Letter, or 4 × 6 in for photos, in ``letterRegions``; A4, or A6 for photos, elsewhere
    /// and when `region` is `nil`.
    public static func defaultPaper(for output: OutputType, region: String?) -> Paper {
        let letter = region.map { letterRegions.contains($0.uppercased()) } ?? false
        switch output {
        case .general, .grayscale: return letter ? .letter : .a4
        case .photo: return letter ? .photo4x6 : .a6
        }
    }

    /// The region of the locale in effect: from the first non-empty of `LC_ALL`,
    /// `LC_PAPER` and `LANG`, as ``region(ofLocale:)`` reads it; `nil` when that locale
    /// has no region or none is set.
    public static func localeRegion(environment: [String: String]) -> String? {
        for variable in ["LC_ALL", "LC_PAPER", "LANG"] {
            if let value = environment[variable], !value.isEmpty { return region(ofLocale: value) }
        }
        return nil
    }

    /// The region of a POSIX locale name, upper-cased: `en_US.UTF-8` → `US`,
    /// `fr_CA@euro` → `CA`, `de-AT` → `AT`. `nil` for `C`, `POSIX`, `C.UTF-8` and names
    /// without a two-letter or three-digit region.
    public static func region(ofLocale locale: String) -> String? {
        let base = locale.split(whereSeparator: { $0 == "." || $0 == "@" }).first ?? ""
        let parts = base.split(whereSeparator: { $0 == "_" || $0 == "-" })
        guard parts.count >= 2 else { return nil }
        let region = parts[1]
        let isCode = (region.count == 2 && region.allSatisfy { $0.isASCII && $0.isLetter })
            || (region.count == 3 && region.allSatisfy { $0.isASCII && $0.isNumber })
        return isCode ? region.uppercased() : nil
    }

    /// The paper name in the text of a libpaper papersize file: the first line that is not
    /// empty once a `#` comment is removed and white space trimmed; `nil` when there is none.
    public static func papersizeName(fromFileContents text: String) -> String? {
        for line in text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
            let content = line.prefix { $0 != "#" }
            let name = String(content).trimmingWhitespace()
            if !name.isEmpty { return name }
        }
        return nil
    }

    /// The file's text as UTF-8, or `nil` when it cannot be read.
    private static func readTextFile(_ path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
