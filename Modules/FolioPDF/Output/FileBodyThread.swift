import FolioConcurrency
import Foundation

/// Runs a ``FileBody`` on a thread of its own: the document writer queues the pieces of the
/// body and goes on drawing, while this thread compresses the streams, hashes the bytes for
/// the `/ID` and writes them out, in the order they were queued. The file is byte for byte
/// the one the writer would have written itself.
///
/// At most ``byteLimit`` bytes (or ``pieceLimit`` pieces) wait in the queue, and as many more
/// are being written; a writer that gets further ahead waits until the thread takes the
/// queue, so memory does not grow with the document. A piece larger than the limit is
/// queued alone.
///
/// Where each object begins is known only once the thread has written it: ``submit(_:)`` and
/// ``finish()`` hand back the objects begun since the last call, for the cross-reference rows.
///
/// The owner calls ``finish()`` or ``abandon()`` before it touches the body's sink or
/// deflater again: both wait for the thread to end. Nothing else is shared.
final class FileBodyThread: @unchecked Sendable {
    // @unchecked Sendable: every stored property below is read and written under `condition`,
    // except `body`, which only the thread uses until `finish()` or `abandon()` has joined it.

    /// The bytes that may wait in the queue.
    static let byteLimit = 4 << 20
    /// The pieces that may wait in the queue.
    static let pieceLimit = 64

    private let condition = NSCondition()
    private let body: FileBody
    private var queue: [BodyPiece] = []
    private var queuedBytes = 0
    /// The most bytes the queue held at once (for tests of its bound).
    private(set) var mostQueuedBytes = 0
    /// Objects the thread has begun, and where: taken by the next `submit` or `finish`.
    private var begun: [(number: Int, offset: Int)] = []
    /// The first error the thread met; it writes nothing after it.
    private var failure: PDFError?
    /// No more pieces are coming: write what is queued and end.
    private var closing = false
    /// Drop what is queued and end.
    private var dropping = false
    /// Whether the thread sleeps for want of pieces, or the writer for want of room (each
    /// wakes the other only then: a wake is a system call).
    private var threadWaits = false
    private var writerWaits = false
    private var thread: pthread_t?

    /// Starts a thread writing `body`; `nil` when the system gives no thread.
    init?(body: FileBody) {
        self.body = body
        guard let thread = startThread({ [self] in run() }) else { return nil }
        self.thread = thread
    }

    /// Queues `piece`, first waiting for room if the queue is full, and returns the objects
    /// begun since the last call with their offsets.
    ///
    /// - Throws: the error the thread met writing an earlier piece (the output is then lost,
    ///   as when the writer writes itself).
    func submit(_ piece: consuming BodyPiece) throws(PDFError) -> [(number: Int, offset: Int)] {
        let size = piece.size
        condition.lock()
        defer { condition.unlock() }
        while failure == nil, !queue.isEmpty,
              queuedBytes + size > Self.byteLimit || queue.count >= Self.pieceLimit {
            writerWaits = true
            condition.wait()
        }
        writerWaits = false
        if let failure { throw failure }
        queue.append(piece)
        queuedBytes += size
        mostQueuedBytes = max(mostQueuedBytes, queuedBytes)
        if threadWaits { condition.signal() }
        return takeBegun()
    }

    /// Waits until every queued piece is written and the thread has ended, and returns the
    /// objects begun since the last call.
    ///
    /// - Throws: the error the thread met, if any.
    func finish() throws(PDFError) -> [(number: Int, offset: Int)] {
        condition.lock()
        closing = true
        condition.broadcast()
        condition.unlock()
        join()
        condition.lock()
        defer { condition.unlock() }
        if let failure { throw failure }
        return takeBegun()
    }

    /// Drops what is queued and waits for the thread to end (it first finishes the pieces it
    /// has taken: at most ``byteLimit`` bytes, or one larger piece).
    func abandon() {
        condition.lock()
        dropping = true
        condition.broadcast()
        condition.unlock()
        join()
    }

    private func join() {
        if let thread { pthread_join(thread, nil) }
        thread = nil
    }

    /// The objects begun since the last call. Holds the lock.
    private func takeBegun() -> [(number: Int, offset: Int)] {
        if begun.isEmpty { return [] }
        var taken: [(number: Int, offset: Int)] = []
        swap(&taken, &begun)
        return taken
    }

    private func run() {
        var batch: [BodyPiece] = []
        var begunHere: [(number: Int, offset: Int)] = []
        condition.lock()
        while true {
            while queue.isEmpty && !closing && !dropping {
                threadWaits = true
                condition.wait()
            }
            threadWaits = false
            if dropping || queue.isEmpty { break }
            // Take every piece queued, which makes room for the writer at once, and write
            // them outside the lock.
            swap(&batch, &queue)
            queuedBytes = 0
            if writerWaits { condition.signal() }
            condition.unlock()
            var failed: PDFError?
            for i in batch.indices {
                let piece = batch[i]
                batch[i] = .bytes([], object: nil)  // the data let go as soon as it is written
                do throws(PDFError) {
                    try body.write(piece) { number, offset in begunHere.append((number, offset)) }
                } catch {
                    failed = error
                    break
                }
            }
            batch.removeAll(keepingCapacity: true)
            condition.lock()
            begun.append(contentsOf: begunHere)
            begunHere.removeAll(keepingCapacity: true)
            if let failed {
                failure = failed
                break
            }
        }
        queue = []
        queuedBytes = 0
        condition.broadcast()
        condition.unlock()
    }
}
