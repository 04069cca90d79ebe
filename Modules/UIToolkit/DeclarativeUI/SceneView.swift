import UIToolkitInterface

/// The view layer of a scene, as SwiftUI's would be: it observes the scene's state and draws
/// a new body whenever the state changes, and nothing else. A real app would build views
/// from `SceneState`; this one keeps the text of its body.
@MainActor
public final class SceneView {
    /// The body drawn from the latest state.
    public private(set) var body = ""
    /// How many times the body was drawn: once when attached, then once per new state.
    public private(set) var renders = 0
    private weak var scene: DeclarativeScene?
    private var token: ObserverToken?

    /// Attaches a view layer to a scene; it draws the current state at once.
    public init(observing scene: DeclarativeScene) {
        self.scene = scene
        token = scene.addView { [weak self] state in
            self?.body = state.body
            self?.renders += 1
        }
    }

    isolated deinit {
        if let token { scene?.removeView(token) }
    }
}
