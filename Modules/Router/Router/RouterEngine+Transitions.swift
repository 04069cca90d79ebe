public import NavigationInterface
public import RouterInterface

extension RouterEngine {
    /// Registers a named custom transition for `Presentation.custom` and the route types that use it.
    ///
    /// - Parameter transition: The transition and its inverse.
    /// - Throws: `RouterError.duplicateRegistration` when the name is taken.
    public func registerTransition(_ transition: CustomTransition) throws(RouterError) {
        guard transitions[transition.name] == nil else { throw .duplicateRegistration(.transition(transition.name)) }
        transitions[transition.name] = transition
    }
}
