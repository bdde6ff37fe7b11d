// doc-snippets NAME FOLDER: runs the doc snippet NAME (a method in Snippets/NAME.swift, which
// Tools/generate-doc-snippets writes from the docs' ```swift blocks) with FOLDER as the working
// folder, so that the PDFs it writes land there. DocSnippetTests runs every snippet that writes
// a PDF this way and checks the files with qpdf; a program of its own keeps the working folder
// of the test process untouched.
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: doc-snippets NAME FOLDER\n".utf8))
    exit(2)
}
guard FileManager.default.changeCurrentDirectoryPath(arguments[2]) else {
    FileHandle.standardError.write(Data("doc-snippets: cannot enter \(arguments[2])\n".utf8))
    exit(2)
}
do {
    guard try runDocSnippet(named: arguments[1]) else {
        FileHandle.standardError.write(Data("doc-snippets: no snippet that writes a PDF is called \(arguments[1])\n".utf8))
        exit(2)
    }
} catch {
    FileHandle.standardError.write(Data("doc-snippets: \(arguments[1]) threw: \(error)\n".utf8))
    exit(1)
}
