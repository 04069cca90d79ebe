// Rules 1, 2, 3 and 6: what each kind of target may depend on and import.
// The engine follows the same rules: a face's interface sees the core's; its implementation sees the core.
import ToolSupport

extension ModuleTarget {
    /// Why a target may not use another, and the rule that says so.
    struct Problem {
        let rule: Violation.Rule
        let message: String

        init(_ rule: Violation.Rule, _ message: String) {
            self.rule = rule
            self.message = message
        }
    }

    /// Why this target may not depend on or import `other`, or `nil` when it may.
    ///
    /// - Parameters:
    ///   - other: The target it depends on in Package.swift, or imports.
    ///   - compositionRoot: The name of the one target that imports concrete modules.
    func problem(using other: ModuleTarget, compositionRoot: String) -> Problem? {
        guard other.name != name else { return nil }
        if kind == .test { return subjectProblem(using: other) }
        if kind == .example {
            guard other.kind == .app || other.kind == .compositionRoot else { return subjectProblem(using: other) }
            return Problem(
                .appAndTestsStayOnTop,
                "imports \(other.name) from App/: an example composes its feature alone, without the app")
        }
        if other.kind == .testing {
            return Problem(
                .doublesStayInTests,
                "imports \(other.name), test doubles: only tests and examples import an XTesting target")
        }
        if other.kind == .test {
            return Problem(.appAndTestsStayOnTop, "imports the test target \(other.name): only tests import it")
        }
        if other.kind == .example {
            return Problem(
                .appAndTestsStayOnTop,
                "imports \(other.name), an example: it composes one feature to run alone; only tests and examples import one"
            )
        }
        if other.kind == .compositionRoot, !isExecutable {
            return Problem(
                .appAndTestsStayOnTop,
                "imports \(other.name), a composition root: only an executable imports one, and hands what it "
                    + "creates to the rest as an interface (HorizonAppInterface's RunningApp)")
        }
        // A composition root composes everything else.
        if kind == .compositionRoot { return nil }
        if other.kind == .rootOnly {
            return Problem(
                kind == .interface
                    ? .interfacesStayDeclarations
                    : kind == .app ? .appReachesFeaturesThroughInterfaces : .concreteModulesImportInterfaces,
                "imports \(other.name), an implementation from \(other.externalPackage ?? "another package"): "
                    + "features import its interface products, and only the composition root the rest")
        }
        if kind == .shared {
            return other.kind == .shared || (other.externalPackage != nil && other.isAnInterface)
                ? nil
                : Problem(
                    .interfacesStayDeclarations,
                    "imports \(other.name): a shared module, which every target may import, imports only other shared "
                        + "modules")
        }
        if other.kind == .shared { return nil }
        if kind == .app { return appProblem(using: other, compositionRoot: compositionRoot) }
        if other.kind == .app || other.kind == .compositionRoot {
            return Problem(.appAndTestsStayOnTop, "imports \(other.name) from App/: modules never import the app")
        }
        if other.kind == .systemLibrary, kind != .toolkit {
            return Problem(
                .uiThroughTheSeam,
                "imports \(other.name), a C library: only the toolkit that wraps it imports it (GtkUI, CGtk)")
        }
        if other.kind == .toolkit {
            return Problem(
                .uiThroughTheSeam,
                "imports \(other.name), a UI toolkit: the engine and the features see the UI through "
                    + "UIToolkitInterface only; the composition root picks the toolkit")
        }
        if other.kind == .inspection, ![.routerInspection, .engine, .face].contains(kind) {
            return Problem(
                .uiThroughTheSeam,
                "imports \(other.name), what tools see of the screen model: a feature changes the hierarchy "
                    + "through UIToolkitInterface; the engine, its faces, App/ and tests inspect it")
        }
        if other.kind == .toolkitSupport, kind != .toolkit {
            return Problem(
                .uiThroughTheSeam,
                "imports \(other.name), what toolkits share to implement the seam: only a toolkit imports it; the "
                    + "engine and the features see the UI through UIToolkitInterface")
        }
        if other.kind == .driving, kind != .toolkit {
            return Problem(
                .uiThroughTheSeam,
                "imports \(other.name), what drives a window as a person would (actions on controls, screenshots): "
                    + "the toolkits implement it; App/, examples and tests drive; the engine, its faces and the "
                    + "features never do")
        }
        if other.kind == .routerInspection, ![.engine, .face, .routerInspection].contains(kind) {
            return Problem(
                .uiThroughTheSeam,
                "imports \(other.name), what tools see of the router (its tables, events and navigation state): a "
                    + "feature navigates through RouterInterface; the engine, its faces, App/ and tests inspect it")
        }
        if other.kind == .container, ![.engine, .container].contains(kind) {
            return Problem(
                kind == .app ? .appReachesFeaturesThroughInterfaces : .concreteModulesImportInterfaces,
                "imports \(other.name), the dependency container's implementation: import InjectionInterface "
                    + "(@Resolved); the engine and the composition root hold the container")
        }
        switch kind {
        case .containerInterface:
            return Problem(
                .interfacesStayDeclarations,
                "imports \(other.name): InjectionInterface, the container's interface, depends on nothing in the package"
            )
        case .container:
            return [.containerInterface, .support].contains(other.kind)
                ? nil
                : Problem(
                    .concreteModulesImportInterfaces,
                    "imports \(other.name): the container implements InjectionInterface and needs nothing else")
        case .testing:
            return [.interface, .routerInterface, .containerInterface, .faceInterface, .uiSeam, .support].contains(
                other.kind)
                ? nil
                : Problem(
                    .doublesStayInTests,
                    "imports \(other.name): an XTesting target holds doubles on interfaces, so it imports interfaces only"
                )
        case .support:
            return other.kind == .support
                ? nil
                : Problem(
                    .concreteModulesImportInterfaces,
                    "imports \(other.name): a Support/ shim depends on nothing in the package but other shims")
        case .uiSeam:
            return Problem(
                .interfacesStayDeclarations,
                "imports \(other.name): UIToolkitInterface, the UI seam, depends on nothing in the package")
        case .toolkit:
            return [.uiSeam, .toolkitSupport, .driving, .systemLibrary].contains(other.kind)
                ? nil
                : Problem(
                    .concreteModulesImportInterfaces,
                    "imports \(other.name): a UI toolkit implements UIToolkitInterface and HierarchyDriving over "
                        + "the C library it wraps, if any, and imports nothing else")
        case .toolkitSupport:
            return other.kind == .uiSeam
                ? nil
                : Problem(
                    .interfacesStayDeclarations,
                    "imports \(other.name): ToolkitSupport implements the seam's shared rules and imports nothing else")
        case .driving:
            return other.kind == .uiSeam
                ? nil
                : Problem(
                    .interfacesStayDeclarations,
                    "imports \(other.name): HierarchyDriving drives the screen model and imports nothing else")
        case .inspection:
            return other.kind == .uiSeam
                ? nil
                : Problem(
                    .interfacesStayDeclarations,
                    "imports \(other.name): HierarchyInspection reads the screen model and imports nothing else")
        case .routerInterface where name == "RouterInterface":
            return other.kind == .containerInterface
                ? nil
                : Problem(
                    .interfacesStayDeclarations,
                    "imports \(other.name): RouterInterface, which every interface that declares a route builds on, "
                        + "may import InjectionInterface only (the API between screens is NavigationInterface's)")
        case .routerInterface:
            return [.uiSeam, .containerInterface, .routerInterface].contains(other.kind)
                ? nil
                : Problem(
                    .interfacesStayDeclarations,
                    "imports \(other.name): NavigationInterface may import RouterInterface, UIToolkitInterface and "
                        + "InjectionInterface only")
        case .routerInspection where !isFaceInspection:
            return [.uiSeam, .inspection, .routerInterface, .containerInterface].contains(other.kind)
                ? nil
                : Problem(
                    .interfacesStayDeclarations,
                    "imports \(other.name): RouterInspection declares what the engine shows, and the engine links no "
                        + "face; it may import RouterInterface, UIToolkitInterface and HierarchyInspection only (a face "
                        + "shows itself in a RouterXInspection of its own)")
        case .routerInspection:
            return [.uiSeam, .inspection, .routerInterface, .containerInterface, .faceInterface, .routerInspection]
                .contains(other.kind)
                ? nil
                : Problem(
                    .interfacesStayDeclarations,
                    "imports \(other.name): a face's inspection declares what the face shows beside the router's; it "
                        + "may import RouterInspection, the face's interface, RouterInterface, UIToolkitInterface and "
                        + "HierarchyInspection only")
        case .engine where [.faceInterface, .face].contains(other.kind) || other.isFaceInspection:
            return Problem(
                .concreteModulesImportInterfaces,
                "imports \(other.name), a face: the engine links no face; a face builds on the engine and the "
                    + "composition root installs it")
        case .faceInterface:
            return [.uiSeam, .routerInterface, .containerInterface].contains(other.kind) || other.isFaceValues
                ? nil
                : Problem(
                    .interfacesStayDeclarations,
                    "imports \(other.name): a face's interface may import RouterInterface, InjectionInterface, "
                        + "UIToolkitInterface and RouterValuesInterface (the values the faces share) only")
        case .face:
            return [
                .uiSeam, .inspection, .routerInterface, .containerInterface, .routerInspection, .engine,
                .faceInterface, .support,
            ].contains(other.kind)
                ? nil
                : Problem(
                    .concreteModulesImportInterfaces,
                    "imports \(other.name): a face's implementation builds on the core (Router) and interfaces only")
        case .interface where other.kind == .support:
            return Problem(
                .concreteModulesImportInterfaces,
                "imports \(other.name), a Support/ shim: interfaces hold declarations only")
        case .interface:
            return concreteProblem(using: other, rule: .interfacesStayDeclarations)
        default:
            return concreteProblem(using: other, rule: .concreteModulesImportInterfaces)
        }
    }

    /// Rule 13: a test or an example uses the concrete module it is about (`XTests` and `XExample`
    /// use `X`; the engine's tests, `RouterTests`, its faces too), the others through their
    /// interfaces and doubles. A composition root's test composes as the root does; an example's
    /// shared support composes an engine.
    private func subjectProblem(using other: ModuleTarget) -> Problem? {
        guard [.concrete, .engine, .face].contains(other.kind), !usesARoot else { return nil }
        let about = subject.map { other.name == $0 || (other.kind == .face && $0 == "Router") } ?? false
        if about || (kind == .example && subject == nil && other.kind != .concrete) { return nil }
        let what = kind == .test ? "this test" : "this example"
        let fix =
            switch (other.kind, other.interface, other.doubles) {
            case (.concrete, let interface?, let doubles?):
                "use \(interface) and its double (\(doubles)), or a stub of its own"
            case (.concrete, let interface?, nil): "use \(interface) and a stub of its own"
            case (.concrete, nil, _):
                "split an interface out of \(other.name) for it to use, or leave rule 13 out until then"
            default: "build on the engine's interfaces, or compose it in a root's test"
            }
        return Problem(
            .testsStayOnTheirSubject,
            "imports \(other.name), \(other.kind == .concrete ? "a concrete module" : "the engine's implementation") "
                + "\(what) is not about: \(fix)")
    }

    /// Rule 6: the flows and the CLI drive the app through interfaces: no concrete module, no
    /// engine, no face's implementation.
    private func appProblem(using other: ModuleTarget, compositionRoot: String) -> Problem? {
        switch other.kind {
        case .concrete:
            return Problem(
                .appReachesFeaturesThroughInterfaces,
                "imports \(other.name), a concrete module: only the composition root \(compositionRoot) imports concrete "
                    + "modules; reach it through \(other.name)Interface (its screen protocols, its routes)")
        case .engine, .face, .container:
            return Problem(
                .appReachesFeaturesThroughInterfaces,
                "imports \(other.name), the engine's implementation: only a composition root imports it; drive the "
                    + "app through RunningApp, whose router and faces are their interfaces' protocols")
        default:
            return nil
        }
    }

    /// Whether it declares what others build on and holds no implementation: a feature's, the
    /// router's, a face's or the container's interface, or the UI seam.
    var isAnInterface: Bool {
        [.interface, .routerInterface, .faceInterface, .containerInterface, .uiSeam].contains(kind)
    }

    /// Whether this is a face's inspection, `RouterXInspection`, beside the router's own.
    var isFaceInspection: Bool { kind == .routerInspection && name != "RouterInspection" }

    /// Whether this is `RouterValuesInterface`: the values two faces share (`UserInfo`, `TypedName`),
    /// which a face's interface may import as it imports the core's.
    var isFaceValues: Bool { kind == .faceInterface && name == "RouterValuesInterface" }

    /// Rules 1 and 2: an interface or a concrete module uses the engine or a concrete module.
    private func concreteProblem(using other: ModuleTarget, rule: Violation.Rule) -> Problem? {
        switch other.kind {
        case .engine:
            return Problem(
                rule,
                "imports Router, the concrete engine: import RouterInterface and get `any Routing` through @Resolved")
        case .face:
            return Problem(
                rule,
                "imports \(other.name), a face's implementation: import \(other.name)Interface; "
                    + "the composition root installs the face")
        case .concrete:
            return Problem(
                rule,
                "imports \(other.name), a concrete module: import \(other.name)Interface instead, "
                    + "and let the composition root inject it")
        default:
            return nil
        }
    }
}
