// The modules only Apple's SDKs have: a package that imports one does not build on Linux.
import Foundation

/// Modules of Apple's SDKs that no Linux toolchain has. A build that fails with "no such module"
/// for one of them is refused as a package for Apple platforms, not as a broken package.
enum AppleOnlyModules {
    static let names: Set<String> = [
        "AppKit", "ARKit", "AuthenticationServices", "AVFoundation", "AVKit", "Charts", "CloudKit", "Cocoa",
        "Combine", "Contacts", "CoreBluetooth", "CoreData", "CoreGraphics", "CoreImage", "CoreLocation", "CoreML",
        "CoreMotion", "CoreText", "CryptoKit", "Darwin", "EventKit", "GameKit", "HealthKit", "HomeKit",
        "LocalAuthentication", "MapKit", "MessageUI", "Metal", "MetalKit", "NaturalLanguage", "Network", "ObjectiveC",
        "os", "OSLog", "Photos", "PhotosUI", "QuartzCore", "SafariServices", "SceneKit", "Security", "Speech",
        "SpriteKit", "StoreKit", "SwiftData", "SwiftUI", "SystemConfiguration", "UIKit", "UniformTypeIdentifiers",
        "UserNotifications", "Vision", "WatchKit", "WebKit", "WidgetKit",
    ]

    /// The first line of a failed build that says an Apple-only module is missing, and the module.
    static func missing(in output: String) -> (line: String, module: String)? {
        for line in output.split(separator: "\n") {
            guard let range = line.range(of: "error: no such module '") else { continue }
            let module = line[range.upperBound...].prefix { $0 != "'" }
            if names.contains(String(module)) {
                return (line.trimmingCharacters(in: .whitespaces), String(module))
            }
        }
        return nil
    }
}
