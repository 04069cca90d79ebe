// The few protocol-buffer messages of Bazel's remote cache the cache check reads.
import Foundation

/// A protocol-buffer message read field by field (the wire format: a varint key, then a varint,
/// a fixed 32- or 64-bit value or a length-delimited value). Only what the cache check needs.
struct ProtobufFields {
    /// A field: its number and its value, a number or bytes.
    enum Value {
        case number(UInt64)
        case bytes(Data)
    }

    /// The fields in the order they appear.
    let fields: [(number: Int, value: Value)]

    /// Reads a message.
    ///
    /// - Throws: ``Malformed`` when the bytes are not a protocol-buffer message.
    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        var index = 0
        var fields: [(Int, Value)] = []
        func varint() throws -> UInt64 {
            var result: UInt64 = 0
            var shift: UInt64 = 0
            while true {
                guard index < bytes.count, shift < 64 else { throw Malformed() }
                let byte = bytes[index]
                index += 1
                result |= UInt64(byte & 0x7f) << shift
                if byte & 0x80 == 0 { return result }
                shift += 7
            }
        }
        while index < bytes.count {
            let key = try varint()
            let number = Int(key >> 3)
            guard number > 0 else { throw Malformed() }
            switch key & 7 {
            case 0: fields.append((number, .number(try varint())))
            case 1, 5:
                let width = key & 7 == 1 ? 8 : 4
                guard index + width <= bytes.count else { throw Malformed() }
                index += width
            case 2:
                let length = try varint()
                guard length <= UInt64(bytes.count - index) else { throw Malformed() }
                fields.append((number, .bytes(Data(bytes[index..<index + Int(length)]))))
                index += Int(length)
            default: throw Malformed()
            }
        }
        self.fields = fields
    }

    /// The length-delimited values of field `number`.
    func messages(_ number: Int) -> [Data] {
        fields.compactMap { field in
            guard field.number == number, case .bytes(let data) = field.value else { return nil }
            return data
        }
    }

    /// The first text value of field `number`.
    func text(_ number: Int) -> String? {
        messages(number).first.map { String(decoding: $0, as: UTF8.self) }
    }

    /// The first number of field `number`.
    func number(_ number: Int) -> UInt64? {
        for field in fields where field.number == number {
            if case .number(let value) = field.value { return value }
        }
        return nil
    }

    /// Bytes that are not a protocol-buffer message.
    struct Malformed: Error {}
}

/// A content digest of the remote-execution API: `{1: hash, 2: size_bytes}`.
struct CacheDigest: Hashable {
    let hash: String
    let size: UInt64

    init(_ data: Data) throws {
        let fields = try ProtobufFields(data)
        guard let hash = fields.text(1), hash.count == 64 else { throw ProtobufFields.Malformed() }
        (self.hash, size) = (hash, fields.number(2) ?? 0)
    }
}

/// What an action-cache entry (an `ActionResult`) says the action produced: each output file
/// and directory tree, and its standard output and error, by digest.
struct CachedActionResult {
    /// Each output with the digest of its contents: files by path, trees as "path/", stdout, stderr.
    let outputs: [(name: String, digest: CacheDigest)]

    /// Reads an `ActionResult`: output_files (2: path 1, digest 2), output_directories
    /// (3: path 1, tree_digest 3), stdout_digest (6), stderr_digest (8).
    init(_ data: Data) throws {
        let result = try ProtobufFields(data)
        var outputs: [(String, CacheDigest)] = []
        for file in result.messages(2) {
            let fields = try ProtobufFields(file)
            // A small output may come inline (contents, 5) with its digest all the same.
            guard let digest = fields.messages(2).first else { throw ProtobufFields.Malformed() }
            if fields.messages(5).isEmpty { outputs.append((fields.text(1) ?? "?", try CacheDigest(digest))) }
        }
        for directory in result.messages(3) {
            let fields = try ProtobufFields(directory)
            guard let digest = fields.messages(3).first else { throw ProtobufFields.Malformed() }
            outputs.append(((fields.text(1) ?? "?") + "/", try CacheDigest(digest)))
        }
        for (number, name) in [(6, "stdout"), (8, "stderr")] {
            if let digest = result.messages(number).first { outputs.append((name, try CacheDigest(digest))) }
        }
        self.outputs = outputs
    }
}
