import Foundation
import HTTPClientInterface
import Testing

@testable import HTTPClient

/// Runs `LiveHTTPClient` against a real HTTP server on 127.0.0.1 (`python3 -m http.server`).
@Suite("LiveHTTPClient against a local server", .serialized)
struct LiveHTTPClientTests {
    struct Show: Decodable, Equatable {
        let id: Int
        let title: String
    }

    @Test("GET decodes a JSON body; a missing file is a 404")
    func get() async throws {
        let server = try LocalHTTPServer(files: ["shows/42": #"{"id": 42, "title": "The Answer"}"#])
        defer { server.stop() }
        let client = LiveHTTPClient(baseURL: server.url)
        #expect(try await client.fetch(HTTPRequest("/shows/42"), as: Show.self) == Show(id: 42, title: "The Answer"))
        await #expect(throws: HTTPClientError.status(code: 404, path: "/shows/7")) {
            try await client.send(HTTPRequest("/shows/7"))
        }
    }

    @Test("no server is a transport error that says to check the address")
    func refused() async throws {
        let client = LiveHTTPClient(baseURL: URL(string: "http://127.0.0.1:1")!)
        await #expect {
            try await client.send(HTTPRequest("/anything"))
        } throws: { error in
            guard case .transport = error as? HTTPClientError else { return false }
            return (error as? HTTPClientError)?.description.contains("check the server address") == true
        }
    }

    @Test("a path without a leading slash is refused before anything is sent")
    func badPath() async {
        let client = LiveHTTPClient(baseURL: URL(string: "http://127.0.0.1:1")!)
        await #expect(throws: HTTPClientError.invalidRequest("path 'shows' must start with '/'")) {
            try await client.send(HTTPRequest("shows"))
        }
    }
}

/// `python3 -m http.server` on a free loopback port, serving files from a temporary folder.
struct LocalHTTPServer {
    let url: URL
    private let process: Process
    private let folder: URL

    struct StartFailure: Error, CustomStringConvertible { let description: String }

    init(files: [String: String]) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-http-\(UUID().uuidString)")
        for (path, contents) in files {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: file, atomically: true, encoding: .utf8)
        }
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", folder.path,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch {
            throw StartFailure(description: "could not start python3 -m http.server: install python3 (\(error))")
        }
        var text = ""
        while !text.contains("\n") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        guard let range = text.range(of: #"port (\d+)"#, options: .regularExpression),
            let port = Int(text[range].dropFirst(5))
        else {
            process.terminate()
            throw StartFailure(description: "python3 -m http.server did not say its port: \(text)")
        }
        url = URL(string: "http://127.0.0.1:\(port)")!
    }

    /// Stops the server: SIGTERM, then SIGKILL (the test runner's blocked signal mask can be
    /// inherited, so SIGTERM may not land). Polls instead of `waitUntilExit()`, which can hang
    /// in an async test on Linux.
    func stop() {
        process.terminate()
        for _ in 0..<20 where process.isRunning { usleep(10_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        for _ in 0..<200 where process.isRunning { usleep(10_000) }
        try? FileManager.default.removeItem(at: folder)
    }
}
