import AlertInterface
import RouterInterface
import UIToolkitInterface

/// Builds an empty alert; callers fill it in `prepare`.
struct AlertFeature: Feature {
    func build(from route: (any Route)?) throws -> Screen { AlertScreen() }
}
