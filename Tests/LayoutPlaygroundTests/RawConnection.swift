import Foundation
import Glibc
import Testing

/// A TCP connection to 127.0.0.1 that sends bytes exactly as given (no URL normalisation, no
/// waiting to send a whole request) and reads what the server answers. Reading blocks a thread
/// of its own, never the main actor or the threads that run tasks.
final class RawConnection: Sendable {
    private let socket: Int32

    init(port: Int) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        try #require(socket >= 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        try #require(connected == 0)
    }

    deinit { close(socket) }

    /// Sends `text` as UTF-8; false when the server has closed the connection.
    @discardableResult
    func send(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            == bytes.count
    }

    /// How a read ended.
    enum Ending: Equatable {
        /// The server closed the connection.
        case closedByServer
        /// The time given ran out with the connection still open.
        case timedOut
    }

    /// Everything the server sends until it closes the connection or `seconds` pass.
    func receive(within seconds: Double) async -> String {
        await read(within: seconds).text
    }

    /// Everything the server sends, and whether the read ended by the server's close or by
    /// running out of time.
    func read(within seconds: Double) async -> (text: String, ending: Ending) {
        // A thread of its own: blocking one of the few threads that run tasks would starve
        // the server's own tasks in the same process.
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: self.blockingRead(within: seconds)) }
        }
    }

    private func blockingRead(within seconds: Double) -> (text: String, ending: Ending) {
        var timeout = timeval(tv_sec: Int(seconds), tv_usec: Int((seconds - seconds.rounded(.down)) * 1e6))
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        let deadline = Date().addingTimeInterval(seconds)
        var ending = Ending.timedOut
        while Date() < deadline {
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count == 0 || (count < 0 && errno == ECONNRESET) {
                ending = .closedByServer
                break
            }
            if count < 0 { break }
            received += buffer[0..<count]
        }
        return (String(decoding: received, as: UTF8.self), ending)
    }
}
