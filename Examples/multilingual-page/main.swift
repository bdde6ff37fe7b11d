// multilingual-page: one page in eight scripts. HarfBuzz shapes each script, FriBidi orders
// right-to-left text, and fontconfig finds a font for every character the main font lacks.
// Run: swift run multilingual-page [output.pdf]
import Folio
import Foundation

let output = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "multilingual-page.pdf"

// (language name, BCP 47 tag, sample). The tag picks shaping rules, line breaking and
// hyphenation; the direction of Arabic and Hebrew comes from the characters themselves.
let samples = [
    ("English", "en", "The quick brown fox jumps over the lazy dog."),
    ("Arabic", "ar", "مرحبا بالعالم! هذه الصفحة مكتوبة بعدة لغات."),
    ("Hebrew", "he", "שלום עולם! העמוד הזה כתוב בכמה שפות."),
    ("Hindi", "hi", "नमस्ते दुनिया! यह पृष्ठ कई भाषाओं में लिखा गया है।"),
    ("Thai", "th", "สวัสดีชาวโลก หน้านี้เขียนด้วยหลายภาษา"),
    ("Chinese", "zh", "你好，世界！这一页是用多种语言写成的。"),
    ("Greek", "el", "Γειά σου, κόσμε! Αυτή η σελίδα είναι γραμμένη σε πολλές γλώσσες."),
    ("Russian", "ru", "Привет, мир! Эта страница написана на нескольких языках."),
]

// A document built with the result builder: a heading and a paragraph per language.
let style = DocumentStyle().with { $0.font = TextFont(family: "sans-serif", size: 13) }
// Built in a function, so the blocks live only while the job runs instead of in a global
// until the process exits.
func makeDocument() -> Document {
    Document(title: "Hello in eight scripts", author: "Folio examples", style: style) {
        Heading("Hello in eight scripts", level: 1)
        Paragraph("Each line below is set from one string; no font is named for any script.")
        for (name, tag, sample) in samples {
            Heading(name, level: 3)
            Paragraph(AttributedText(sample, attributes: TextAttributes(language: tag)))
        }
        Heading("Mixed directions", level: 3)
        Paragraph("A sentence may hold English and العربية and עברית together; each run keeps its own order.")
    }
}

do {
    let document = makeDocument()
    // A formatter for the document (UIKit's print formatter idea), printed by a job with no
    // dialog, inside the job's one-inch margins; the job returns what it noticed.
    let formatter = DocumentPrintFormatter(document: document)
    let report = try PrintJob(formatter: formatter, info: PrintInfo(jobName: document.title, paper: .a4)).write(to: output)

    // The notes name the fallback fonts used. A script with no installed font is drawn as
    // .notdef boxes and reported as "… glyph(s) missing from …, drawn as .notdef: U+…":
    // install fonts for it (Debian: fonts-noto-core, fonts-wqy-microhei) and run again.
    for note in report.notes { print("note: \(note)") }
    print("wrote \(output)")
} catch {
    FileHandle.standardError.write(Data("multilingual-page: \(error)\n".utf8))
    exit(1)
}
