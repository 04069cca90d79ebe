public import UIToolkitInterface

/// A toolkit that can draw what its window shows into a PNG file: GTK does, rendered by GTK
/// itself; the headless toolkits draw nothing, so they do not conform.
@MainActor
public protocol ScreenshotTaking: UIToolkit {
    /// Writes a PNG of the window as it is now, the presented windows over it.
    ///
    /// - Parameter path: The file to write; the caller makes sure it is its own to write.
    /// - Throws: `DrivingError.toolkitFailed` when the toolkit could not render or write it.
    func writeScreenshot(toPNG path: String) throws(DrivingError)
}
