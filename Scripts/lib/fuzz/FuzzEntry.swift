// The libFuzzer entry point, compiled by Scripts/fuzz with Tests/RouterTests/FuzzSubject.swift
// and the Router's modules, all instrumented (-sanitize=fuzzer,address). The target is
// chosen by HORIZON_FUZZ_TARGET: `links` (the link parser, matcher and dispatch) or
// `any-route` (the AnyRoute decoder). An invariant broken is a crash, which libFuzzer
// reports with the input that caused it.
import Foundation

@MainActor private var subject: FuzzSubject?
private let fuzzesAnyRoute = ProcessInfo.processInfo.environment["HORIZON_FUZZ_TARGET"] == "any-route"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    // libFuzzer calls this on the main thread, the main actor's.
    MainActor.assumeIsolated {
        if subject == nil {
            do { subject = try FuzzSubject() } catch { fatalError("the fuzz subject did not start: \(error)") }
        }
        guard let subject else { return }
        let outcome = fuzzesAnyRoute ? subject.anyRoute(text) : subject.link(text)
        if case .violation(let reason) = outcome {
            fatalError("invariant broken by \(text.debugDescription.prefix(200)): \(reason)")
        }
    }
    return 0
}
