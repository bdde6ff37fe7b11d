// swift-tools-version:6.0
import PackageDescription

/// Folio: document layout for Swift on Linux.
/// Targets live under Modules/, tests under Tests/, executables under Tools/.
/// See docs/ and ../ARCHITECTURE for the one-way dependencies between modules.
let package = Package(
    name: "Folio",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Folio", targets: ["Folio"]),
        .library(name: "FolioGeometry", targets: ["FolioGeometry"]),
        .library(name: "FolioPDF", targets: ["FolioPDF"]),
        .library(name: "FolioGraphics", targets: ["FolioGraphics"]),
        .library(name: "FolioText", targets: ["FolioText"]),
        .library(name: "FolioPaper", targets: ["FolioPaper"]),
        .library(name: "FolioLayout", targets: ["FolioLayout"]),
        .library(name: "FolioPrinting", targets: ["FolioPrinting"]),
        .library(name: "FolioTesting", targets: ["FolioTesting"]),
        .library(name: "FolioCSS", targets: ["FolioCSS"]),
        .library(name: "FolioSVG", targets: ["FolioSVG"]),
        .library(name: "FolioMarkup", targets: ["FolioMarkup"]),
        .library(name: "FolioMarkdown", targets: ["FolioMarkdown"]),
        .library(name: "FolioCharts", targets: ["FolioCharts"]),
        .executable(name: "folio", targets: ["folio"]),
        .executable(name: "folio-showcase", targets: ["folio-showcase"]),
        .executable(name: "folio-bench-pdf", targets: ["folio-bench-pdf"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Front matter of Markdown documents (YAML).
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
    ],
    targets: [
        // MARK: System libraries (Debian -dev packages, found with pkg-config)
        .systemLibrary(
            name: "CZlib", path: "Modules/CZlib", pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(
            name: "CFreeType", path: "Modules/CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(
            name: "CHarfBuzz", path: "Modules/CHarfBuzz", pkgConfig: "harfbuzz-subset",
            providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(
            name: "CFontconfig", path: "Modules/CFontconfig", pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(
            name: "CHyphen", path: "Modules/CHyphen",
            providers: [.apt(["libhyphen-dev"])]),
        .systemLibrary(
            name: "CFriBidi", path: "Modules/CFriBidi", pkgConfig: "fribidi",
            providers: [.apt(["libfribidi-dev"])]),
        // giflib and libwebp: headers in /usr/include, linked by FolioPDF (see there), so no
        // pkg-config (Debian's libgif-dev names its .pc file after the soname, libgif7.pc,
        // since bookworm; none before).
        .systemLibrary(
            name: "CGif", path: "Modules/CGif",
            providers: [.apt(["libgif-dev"])]),
        .systemLibrary(
            name: "CWebP", path: "Modules/CWebP",
            providers: [.apt(["libwebp-dev"])]),
        .systemLibrary(
            name: "CCmarkGFM", path: "Modules/CCmarkGFM", pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),

        // MARK: Folio modules
        // Each target lists every module its files import (system libraries included).
        // FolioConcurrency (threads and locks, `package` access) is internal: no product.
        .target(name: "FolioConcurrency", path: "Modules/FolioConcurrency"),
        .target(name: "FolioGeometry", path: "Modules/FolioGeometry"),
        // On Linux the image decoders are linked from their static archives (which Debian's -dev
        // packages ship): three shared libraries fewer for the dynamic linker to load and search
        // on every run, about 1.7 M instructions, for code most documents never call.
        .target(name: "FolioPDF", dependencies: ["FolioConcurrency", "FolioGeometry", "CZlib", "CGif", "CWebP"], path: "Modules/FolioPDF",
                linkerSettings: [
                    .linkedLibrary(":libgif.a", .when(platforms: [.linux])),
                    .linkedLibrary(":libwebpdemux.a", .when(platforms: [.linux])),
                    .linkedLibrary(":libwebp.a", .when(platforms: [.linux])),
                    .linkedLibrary("gif", .when(platforms: [.macOS])),
                    .linkedLibrary("webpdemux", .when(platforms: [.macOS])),
                    .linkedLibrary("webp", .when(platforms: [.macOS])),
                ]),
        .target(name: "FolioGraphics", dependencies: ["FolioConcurrency", "FolioGeometry", "FolioPDF"], path: "Modules/FolioGraphics"),
        .target(
            name: "FolioText",
            dependencies: ["FolioConcurrency", "FolioGeometry", "FolioPDF", "FolioGraphics", "CFreeType", "CHarfBuzz", "CFontconfig", "CFriBidi", "CHyphen"],
            path: "Modules/FolioText"),
        .target(name: "FolioPaper", dependencies: ["FolioGeometry"], path: "Modules/FolioPaper"),
        .target(name: "FolioLayout", dependencies: ["FolioConcurrency", "FolioGeometry", "FolioGraphics", "FolioPDF", "FolioText", "FolioSVG"], path: "Modules/FolioLayout"),
        .target(
            name: "FolioPrinting",
            dependencies: ["FolioConcurrency", "FolioGeometry", "FolioPDF", "FolioGraphics", "FolioPaper", "FolioText", "FolioLayout"],
            path: "Modules/FolioPrinting"),
        // CSS (tokens, style sheets, selectors, cascade, computed values) over a markup-neutral
        // node tree, for HTML (FolioMarkup) and SVG alike.
        .target(name: "FolioCSS", dependencies: ["FolioGeometry", "FolioGraphics", "FolioPaper"], path: "Modules/FolioCSS"),
        // SVG parsed (FoundationXML) and drawn as vectors into a GraphicsContext, styled through FolioCSS.
        .target(name: "FolioSVG", dependencies: ["FolioGeometry", "FolioGraphics", "FolioText", "FolioCSS"], path: "Modules/FolioSVG"),
        .target(
            name: "FolioMarkup", dependencies: ["FolioGeometry", "FolioPDF", "FolioGraphics", "FolioText", "FolioLayout", "FolioPrinting", "FolioCSS", "FolioSVG"],
            path: "Modules/FolioMarkup"),
        .target(
            name: "FolioMarkdown",
            dependencies: ["FolioGeometry", "FolioGraphics", "FolioText", "FolioLayout", "FolioPaper", "FolioPrinting", "FolioCSS", "FolioMarkup", "CCmarkGFM",
                           .product(name: "Yams", package: "Yams")],
            path: "Modules/FolioMarkdown"),
        // Charts with Swift Charts' shape (Chart, BarMark, …), drawn as vectors, usable as document figures.
        .target(name: "FolioCharts", dependencies: ["FolioGeometry", "FolioPDF", "FolioGraphics", "FolioText", "FolioLayout"], path: "Modules/FolioCharts"),
        .target(
            name: "Folio",
            dependencies: ["FolioGeometry", "FolioPDF", "FolioGraphics", "FolioPaper", "FolioPrinting", "FolioText", "FolioLayout", "FolioCSS",
                           "FolioSVG", "FolioMarkup", "FolioMarkdown", "FolioCharts"],
            path: "Modules/Folio"),

        // MARK: Testing library for users: compare PDFs with reference folders
        .target(name: "FolioTesting", dependencies: ["FolioPDF"], path: "Modules/FolioTesting"),

        // MARK: Tools
        .executableTarget(
            name: "folio",
            dependencies: ["Folio", "FolioTesting", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Tools/folio",
            // Release builds of the command allocate with jemalloc (libjemalloc-dev). Setting text
            // ahead on a second thread frees on one thread what the other allocated; glibc hands
            // such blocks back to their arena under its lock, and on long.txt the two threads met
            // there about 30,000 times a run (16% of the CPU time). jemalloc caches frees per
            // thread. Debug builds keep glibc's malloc: the tests link this target, and under
            // AddressSanitizer two allocators in one process free each other's blocks. The library
            // does not link it; a program using Folio chooses its own allocator.
            linkerSettings: [.linkedLibrary("jemalloc", .when(platforms: [.linux], configuration: .release))]),
        .executableTarget(name: "folio-showcase", dependencies: ["Folio"], path: "Tools/folio-showcase"),
        // Benchmarks (Tools/bench, with their scripts) and generators of committed tables (Tools/generate)
        .executableTarget(name: "folio-bench-pdf", dependencies: ["Folio"], path: "Tools/bench/folio-bench-pdf"),
        .executableTarget(name: "folio-bench-layout", dependencies: ["Folio"], path: "Tools/bench/folio-bench-layout"),
        .executableTarget(name: "folio-bench-documents", dependencies: ["Folio"], path: "Tools/bench/folio-bench-documents"),
        .executableTarget(name: "folio-bench-selectors", dependencies: ["FolioCSS", "FolioMarkup"], path: "Tools/bench/folio-bench-selectors"),
        .executableTarget(name: "folio-bench-text", dependencies: ["Folio"], path: "Tools/bench/folio-bench-text"),
        .executableTarget(name: "folio-bench-shaping", dependencies: ["FolioText", "CHarfBuzz"], path: "Tools/bench/folio-bench-shaping"),
        .executableTarget(name: "generate-linebreak", path: "Tools/generate/linebreak"),
        .executableTarget(name: "generate-entities", path: "Tools/generate/entities"),
        .executableTarget(name: "generate-doc-snippets", path: "Tools/generate/doc-snippets"),

        // MARK: Examples (swift run <name>)
        // Without package access (`packageAccess: false`), as programs in a package of their own: they
        // see Folio's public API only, and so prove that it suffices. So do the doc snippets below.
        .executableTarget(name: "long-report", dependencies: ["Folio"], path: "Examples/long-report", packageAccess: false),
        .executableTarget(name: "html-to-pdf", dependencies: ["Folio"], path: "Examples/html-to-pdf", packageAccess: false),
        .executableTarget(name: "hello-pdf", dependencies: ["Folio"], path: "Examples/hello-pdf", packageAccess: false),
        .executableTarget(name: "shapes-and-links", dependencies: ["Folio"], path: "Examples/shapes-and-links", packageAccess: false),
        .executableTarget(name: "paragraph-in-circle", dependencies: ["Folio"], path: "Examples/paragraph-in-circle", packageAccess: false),
        .executableTarget(name: "multilingual-page", dependencies: ["Folio"], path: "Examples/multilingual-page", packageAccess: false),
        .executableTarget(name: "invoice", dependencies: ["Folio"], path: "Examples/invoice", packageAccess: false),
        .executableTarget(name: "e-invoice", dependencies: ["Folio"], path: "Examples/e-invoice", packageAccess: false),
        .executableTarget(name: "header-footer-renderer", dependencies: ["Folio"], path: "Examples/header-footer-renderer", packageAccess: false),
        .executableTarget(name: "charts", dependencies: ["Folio"], path: "Examples/charts", packageAccess: false),
        .executableTarget(name: "report-test", dependencies: ["Folio", "FolioTesting"], path: "Examples/report-test", packageAccess: false),
        // The new user's program: a library of its own (invoice, renderer, cover, HTML job), the
        // program that prints with it, and its FolioTesting tests (`swift test --filter NewUserTests`).
        // Without package access, as in a package of the user's own: only Folio's public API.
        .target(name: "NewUser", dependencies: ["Folio"], path: "Examples/new-user/Sources/NewUser", packageAccess: false),
        .executableTarget(name: "new-user", dependencies: ["Folio", "NewUser"], path: "Examples/new-user/Sources/new-user", packageAccess: false),
        .testTarget(
            name: "NewUserTests", dependencies: ["Folio", "NewUser", "FolioTesting"], path: "Examples/new-user/Tests/NewUserTests",
            exclude: ["Fixtures"], packageAccess: false),

        // MARK: Tests
        .target(name: "FolioTestSupport", dependencies: ["FolioTesting", "FolioGeometry", "FolioGraphics", "FolioText"], path: "Tests/FolioTestSupport"),
        .testTarget(name: "FolioConcurrencyTests", dependencies: ["FolioConcurrency"], path: "Tests/FolioConcurrencyTests"),
        .testTarget(name: "FolioTestingTests", dependencies: ["FolioTesting"], path: "Tests/FolioTestingTests"),
        .testTarget(
            name: "FolioFixtureTests", dependencies: ["Folio", "FolioTesting", "FolioTestSupport"], path: "Tests/FolioFixtureTests"),
        .testTarget(name: "FolioCLITests", dependencies: ["folio", "FolioTesting", "FolioTestSupport"], path: "Tests/FolioCLITests"),
        .testTarget(
            name: "FolioPrintingTests",
            dependencies: ["FolioGeometry", "FolioPDF", "FolioGraphics", "FolioPaper", "FolioText", "FolioLayout", "FolioPrinting", "FolioTestSupport"],
            path: "Tests/FolioPrintingTests"),
        .testTarget(
            name: "FolioLayoutTests", dependencies: ["Folio", "FolioGeometry", "FolioText", "FolioLayout", "FolioTesting", "FolioTestSupport"],
            path: "Tests/FolioLayoutTests"),
        .testTarget(name: "FolioPaperTests", dependencies: ["FolioPaper", "FolioGeometry", "FolioTesting"], path: "Tests/FolioPaperTests"),
        .testTarget(name: "FolioGeometryTests", dependencies: ["FolioGeometry"], path: "Tests/FolioGeometryTests"),
        .testTarget(
            name: "FolioPDFTests", dependencies: ["FolioGeometry", "FolioPDF", "CZlib", "FolioTestSupport"],
            path: "Tests/FolioPDFTests", exclude: ["ImageTests/make-gif-webp.sh"], resources: [.copy("ImageTests/Resources")]),
        .testTarget(
            name: "FolioTextTests",
            dependencies: ["FolioGeometry", "FolioPDF", "FolioGraphics", "FolioText", "FolioTestSupport", "CFontconfig"], path: "Tests/FolioTextTests"),
        .testTarget(
            name: "FolioGraphicsTests", dependencies: ["FolioGeometry", "FolioPDF", "FolioGraphics", "FolioTestSupport"],
            path: "Tests/FolioGraphicsTests", resources: [.copy("Resources")]),
        .testTarget(
            name: "ExamplesTests",
            dependencies: [
                "Folio", "FolioTesting", "long-report", "hello-pdf", "shapes-and-links", "paragraph-in-circle",
                "multilingual-page", "invoice", "e-invoice", "header-footer-renderer", "report-test", "html-to-pdf", "new-user", "charts",
            ],
            path: "Tests/ExamplesTests"),
        // The ```swift blocks of README.md, docs/ and the DocC articles, generated by
        // generate-doc-snippets: compiled into a program that runs one by name, and checked by
        // DocSnippetTests (which also holds those that need Swift Testing).
        .executableTarget(name: "doc-snippets", dependencies: ["Folio"], path: "Tests/DocSnippets", packageAccess: false),
        .testTarget(
            name: "DocSnippetTests", dependencies: ["Folio", "FolioTesting", "doc-snippets", "generate-doc-snippets"],
            path: "Tests/DocSnippetTests", packageAccess: false),
        .testTarget(name: "FolioCSSTests", dependencies: ["FolioCSS"], path: "Tests/FolioCSSTests"),
        .testTarget(
            name: "FolioMarkdownTests", dependencies: ["Folio", "FolioMarkdown", "FolioTesting", "FolioTestSupport"],
            path: "Tests/FolioMarkdownTests", resources: [.copy("Resources")]),
        .testTarget(
            name: "FolioSVGTests", dependencies: ["FolioSVG", "FolioGeometry", "FolioGraphics", "FolioTestSupport"], path: "Tests/FolioSVGTests"),
        .testTarget(
            name: "FolioChartsTests", dependencies: ["FolioCharts", "FolioGeometry", "FolioPDF", "FolioGraphics", "FolioText", "FolioLayout", "FolioPrinting", "FolioTesting", "FolioTestSupport"],
            path: "Tests/FolioChartsTests"),
        .testTarget(name: "FolioMarkupTests", dependencies: ["FolioGraphics", "FolioCSS", "FolioMarkup", "Folio", "FolioTestSupport"], path: "Tests/FolioMarkupTests"),
    ],
    swiftLanguageModes: [.v6]
)
