// Rule 12: a public type stores no struct or enum of another module of the package by value.
public import Foundation
import Synchronization

/// Finds the public types whose layout borrows a value type of another module of the package: a
/// stored property, or an enum case's payload, holding another module's struct or enum inline
/// (directly, in an `Optional`, a tuple or a generic value type). Such a type's size changes when
/// the other module's type changes, while none of its own declarations do; SwiftPM's native build
/// (Swift 6.3) then skips the modules that use the type and do not name the other one, which go
/// on reading memory at the old layout (Horizon's docs/stale-layout).
///
/// The compiler answers: each Swift library target is emitted (``ModuleEmitter``, declarations
/// only) and `swift-api-digester -dump-sdk -abi` lists every public type's stored properties, its
/// private ones included, with their types resolved.
public struct BorrowedLayouts: Sendable {
    /// A public type storing another module's value type.
    public struct Finding: Equatable, Sendable {
        /// The target that declares the holder.
        public let target: String
        /// The holder and the member, `Account.session`.
        public let member: String
        /// The module that declares the borrowed type.
        public let borrowedModule: String
        /// The borrowed type's name from its module's top level (`Session`).
        public let borrowedName: String

        /// The borrowed type, qualified by its module (`HTTPClientInterface.Session`).
        public var borrowed: String { "\(borrowedModule).\(borrowedName)" }

        /// The type that stores it: `Account` of `Account.session`.
        public var holder: String { String(member[..<(member.lastIndex(of: ".") ?? member.endIndex)]) }
    }

    let package: PackageDump
    let root: URL

    /// A reader of the package at `root`.
    public init(package: PackageDump, root: URL) {
        self.package = package
        self.root = root
    }

    /// The findings in the targets `names` names and in those they depend on, in dependency order.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` when a module does not compile, or the digester
    ///   cannot read one.
    public func findings(needing names: Set<String>) throws -> [Finding] {
        let scratch = try ScratchFolder("horizon-layouts")
        defer { scratch.remove() }
        let emitter = ModuleEmitter(package: package, root: root, folder: scratch.url)
        return try findings(in: try emitter.emit(needing: names), emittedBy: emitter)
    }

    /// The findings in `targets`, which `emitter` has emitted, in their order.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` when the digester cannot read a module.
    public func findings(in targets: [PackageDump.Target], emittedBy emitter: ModuleEmitter) throws -> [Finding] {
        let modules = targets.map { ($0.name, PackageDump.moduleName(of: $0.name)) }
        let nodes = Mutex<[String: Result<ABINode, any Error>]>([:])
        DispatchQueue.concurrentPerform(iterations: modules.count) { index in
            let module = modules[index].1
            let node = Result { try dump(module, emitter: emitter) }
            nodes.withLock { $0[module] = node }
        }
        var dumps: [(target: String, module: String, types: [(name: String, node: ABINode)])] = []
        for (target, module) in modules {
            let node = try nodes.withLock { $0[module] }?.get()
            dumps.append((target, module, node?.typeDeclarations(of: module) ?? []))
        }
        // A module built for testing shows the digester its internal types too: only the public
        // ones, as the symbol graphs give them, hold a layout other modules depend on.
        let visible = try emitter.includesTests ? publicTypes(of: modules.map(\.1), emittedBy: emitter) : nil
        // Every value type of the package, by identifier, with its module and qualified name.
        var valueTypes: [String: ValueType] = [:]
        for dump in dumps {
            for (name, type) in dump.types where ["Struct", "Enum"].contains(type.declKind ?? "") {
                if let usr = type.usr { valueTypes[usr] = ValueType(module: dump.module, name: name, node: type) }
            }
        }
        let findings = dumps.flatMap { dump in
            dump.types.filter { visible?.contains($0.node.usr ?? "") ?? true }.flatMap { holder in
                holder.node.storedMembers.flatMap { member, type in
                    inlineValues(in: type, of: valueTypes).filter { $0.module != dump.module }.map {
                        Finding(
                            target: dump.target, member: "\(holder.name).\(member)",
                            borrowedModule: $0.module, borrowedName: $0.name)
                    }
                }
            }
        }
        // A case with two payloads of one type is one finding.
        return findings.enumerated().filter { index, finding in !findings[..<index].contains(finding) }.map(\.element)
    }

    /// The identifiers of the public and open types of `modules`.
    private func publicTypes(of modules: [String], emittedBy emitter: ModuleEmitter) throws -> Set<String> {
        let symbols = try emitter.symbolGraphs(of: modules).values.flatMap(\.symbols)
        return Set(symbols.filter { ["public", "open"].contains($0.accessLevel ?? "") }.map(\.identifier.precise))
    }

    /// A struct or enum of the package.
    private struct ValueType {
        let module: String
        /// Its name from its module's top level.
        let name: String
        let node: ABINode
    }

    /// The package's value types stored inline by a value of `type`: the type itself, what an
    /// `Optional`, a tuple, a `Result` or a generic struct or enum of the package holds; not what
    /// an array, a dictionary, a set, a closure, a class or an existential refers to, nor a
    /// phantom generic argument.
    private func inlineValues(in type: ABINode, of valueTypes: [String: ValueType]) -> [ValueType] {
        let own = type.usr.flatMap { valueTypes[$0] }
        let holdsArguments =
            own.map { $0.node.storesGenericParameter } ?? ["Optional", "Tuple", "Result"].contains(type.name)
        return (own.map { [$0] } ?? [])
            + (holdsArguments ? type.children.flatMap { inlineValues(in: $0, of: valueTypes) } : [])
    }

    /// The digester's ABI dump of an emitted module.
    private func dump(_ module: String, emitter: ModuleEmitter) throws -> ABINode {
        let output = emitter.folder.appendingPathComponent("\(module).abi.json")
        let outcome = try Subprocess.run(
            ["swift-api-digester", "-dump-sdk", "-abi", "-avoid-location", "-module", module, "-o", output.path]
                + emitter.searchFlags, separateErrors: true)
        guard outcome.status == 0, let data = try? Data(contentsOf: output),
            let file = try? JSONDecoder().decode(ABINode.File.self, from: data)
        else {
            throw Tool.Failure.badInput(
                "swift-api-digester cannot read the module \(module): "
                    + (BuildLog.reason(in: outcome.errors) ?? "no dump written"))
        }
        return file.root
    }
}
