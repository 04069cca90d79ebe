import AnalyticsInterface
import RouterInterface

/// What `registrar.analytics` hands a module: tracks its routes on the face.
@MainActor
final class AnalyticsRegistrar: AnalyticsRegistering {
    private let face: AnalyticsFace

    init(face: AnalyticsFace) {
        self.face = face
    }

    func track(_ route: any Route.Type, as screenName: String) throws(RouterError) {
        try face.track(route, as: screenName)
    }
}
