import AlertInterface
import NavigationInterface
import RouterInterface
import UIToolkitInterface

/// Builds an empty alert; callers fill it in `prepare`.
struct AlertFeature: Feature {
    func build(from _: NoInput) throws -> Screen { AlertScreen() }
}
