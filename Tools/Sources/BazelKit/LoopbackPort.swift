// Whether a port on 127.0.0.1 is free, and a server started on any free one.
import Foundation
import ToolSupport

#if canImport(Glibc)
    import Glibc
#endif

/// A TCP port on 127.0.0.1.
public enum LoopbackPort {
    /// Starts a server on a random port from 20000 to 60000, trying five: a port another process
    /// took between the check and the start is tried again; bad input (nginx or the JDK missing)
    /// is not.
    ///
    /// - Parameter start: Starts the server on a port, or throws.
    public static func startOnAnyPort<Server>(_ start: (Int) throws -> Server) throws -> Server {
        var failure: (any Error)?
        for _ in 0..<5 {
            do {
                return try start(Int.random(in: 20_000...60_000))
            } catch let error as Tool.Failure where error.status == .badInput {
                throw error
            } catch {
                failure = error
            }
        }
        throw failure ?? Tool.Failure.finding("no server started on 127.0.0.1")
    }

    /// Whether a server could listen on `port` now: a socket binds to it and is closed again.
    static func isFree(_ port: Int) -> Bool {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            guard descriptor >= 0 else { return true }
            defer { close(descriptor) }
            var reuse: Int32 = 1
            setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let bound = withUnsafePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            return bound == 0
        #else
            return true
        #endif
    }
}

extension Arguments {
    /// The port on 127.0.0.1 that must follow `flag`: one from 1024 to 65535, which needs no
    /// privilege to listen on.
    mutating func port(of flag: String) throws -> Int {
        let number = try number(of: flag)
        guard (1024...65535).contains(number) else {
            throw Tool.Failure.badInput("\(flag) needs a number from 1024 to 65535")
        }
        return number
    }
}
