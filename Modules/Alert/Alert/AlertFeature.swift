import AlertInterface
import HeadlessUI
import RouterInterface

/// Builds an empty alert; callers fill it in `prepare`.
struct AlertFeature: Feature {
    func build(from route: (any Route)?) throws -> Screen { AlertScreen() }
}
