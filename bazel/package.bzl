# Written by bazel-build-files for the package "Horizon" from its Package.swift: do not edit.
# The language mode, the package (for `package` access) and the upcoming features, as in
# the manifest: the flags most of the package's targets share.
SWIFT_COPTS = ["-swift-version", "6", "-package-name", "Horizon", "-enable-upcoming-feature", "InternalImportsByDefault", "-enable-upcoming-feature", "MemberImportVisibility"]

# Not built with Bazel: CGtk (system).

# How each library builds, found by compiling it (bazel-build-files --write), which
# --check reads back: the libraries without library evolution and why (every other has
# it), and each library's private dependencies, those its interface does not import.
WITHOUT_LIBRARY_EVOLUTION = {}
PRIVATE_DEPS = {
    "Alert": ["AlertInterface", "InjectionInterface", "UIToolkitInterface", "RouterModulesInterface", "Locking"],
    "AlertInterface": ["RouterInterface", "InjectionInterface"],
    "AudioPlayer": ["AudioPlayerInterface", "FeatureFlagsInterface", "InjectionInterface", "UIToolkitInterface", "RouterServicesInterface", "RouterValuesInterface", "Locking"],
    "AudioPlayerInterface": ["InjectionInterface"],
    "DeclarativeUI": ["ToolkitSupport"],
    "ExampleSupport": ["RouterServices", "RouterModules", "HierarchyInspection", "InjectionInterface", "HeadlessUI", "DeclarativeUI", "GtkUI"],
    "FeatureFlags": ["FeatureFlagsInterface", "InjectionInterface", "UIToolkitInterface", "Locking"],
    "FeatureFlagsInterface": ["RouterInterface", "InjectionInterface"],
    "FeatureFlagsTesting": ["RouterInterface", "InjectionInterface", "NavigationInterface", "UIToolkitInterface", "Locking"],
    "GtkUI": ["UIToolkitInterface", "ToolkitSupport", "HierarchyDriving"],
    "HTTPClient": ["HTTPClientInterface", "InjectionInterface", "UIToolkitInterface", "Locking"],
    "HTTPClientInterface": ["RouterInterface", "InjectionInterface"],
    "HTTPClientTesting": ["RouterInterface", "InjectionInterface", "NavigationInterface", "UIToolkitInterface", "Locking"],
    "HeadlessUI": ["ToolkitSupport"],
    "Home": ["HomeInterface", "ShowPageInterface", "ProfileInterface", "NoteEditorInterface", "InjectionInterface", "UIToolkitInterface", "RouterModulesInterface", "Locking"],
    "HomeInterface": ["InjectionInterface"],
    "HorizonApp": ["Router", "Injection", "RouterServices", "RouterModules", "RouterModulesInterface", "RouterLinks", "RouterLinksInterface", "LoginInterface", "SettingsInterface", "ProfileInterface", "AudioPlayerInterface", "ShowPageInterface", "AlertInterface", "HomeInterface", "OrderInterface", "HTTPClient", "FeatureFlags", "Login", "Settings", "Profile", "AudioPlayer", "ShowPage", "TimeService", "NoteEditor", "Alert", "Home", "Order", "HeadlessUI", "DeclarativeUI", "GtkUI"],
    "HorizonAppInterface": ["RouterModulesInterface"],
    "HorizonBench": ["Router", "RouterModules", "RouterModulesInterface", "RouterLinks", "RouterLinksInterface", "RouterValuesInterface", "HeadlessUI", "HierarchyInspection", "RouterInspection", "Injection", "Locking", "RouterInterface", "InjectionInterface", "NavigationInterface", "UIToolkitInterface"],
    "HorizonCLI": ["LoginInterface", "HierarchyDriving", "RouterInspection", "RouterInterface", "InjectionInterface", "NavigationInterface", "UIToolkitInterface", "RouterServicesInterface", "RouterModulesInterface", "RouterLinksInterface", "RouterValuesInterface", "RouterModulesInspection", "RouterLinksInspection"],
    "HorizonFlows": ["HierarchyDriving", "RouterInspection", "RouterInterface", "InjectionInterface", "NavigationInterface", "UIToolkitInterface", "RouterServicesInterface", "RouterModulesInterface", "RouterLinksInterface", "RouterValuesInterface", "RouterModulesInspection", "RouterLinksInspection", "HTTPClientInterface", "FeatureFlagsInterface", "LoginInterface", "SettingsInterface", "ProfileInterface", "AudioPlayerInterface", "ShowPageInterface", "TimeServiceInterface", "NoteEditorInterface", "AlertInterface", "HomeInterface", "OrderInterface"],
    "HorizonFlowsInterface": ["UIToolkitInterface"],
    "Injection": ["Locking"],
    "Login": ["LoginInterface", "HTTPClientInterface", "InjectionInterface", "UIToolkitInterface", "RouterServicesInterface", "RouterModulesInterface", "RouterValuesInterface", "Locking"],
    "LoginTesting": ["RouterInterface", "InjectionInterface", "Locking"],
    "NavigationTesting": ["Locking"],
    "NoteEditor": ["NoteEditorInterface", "TimeServiceInterface", "InjectionInterface", "UIToolkitInterface", "RouterModulesInterface", "RouterValuesInterface", "Locking"],
    "NoteEditorInterface": ["RouterInterface", "InjectionInterface"],
    "NoteEditorTesting": ["RouterInterface", "InjectionInterface", "NavigationInterface", "UIToolkitInterface", "Locking"],
    "Order": ["OrderInterface", "LoginInterface", "InjectionInterface", "UIToolkitInterface", "RouterServicesInterface", "RouterValuesInterface", "Locking"],
    "OrderInterface": ["InjectionInterface"],
    "Profile": ["ProfileInterface", "HTTPClientInterface", "LoginInterface", "SettingsInterface", "InjectionInterface", "UIToolkitInterface", "Locking"],
    "ProfileInterface": ["InjectionInterface"],
    "Router": ["HierarchyInspection", "Locking"],
    "RouterInspection": ["RouterInterface"],
    "RouterLinks": ["InjectionInterface", "NavigationInterface", "HierarchyInspection"],
    "RouterLinksInspection": ["RouterInterface", "InjectionInterface", "NavigationInterface", "UIToolkitInterface"],
    "RouterLinksInterface": ["InjectionInterface", "NavigationInterface"],
    "RouterModules": ["RouterValuesInterface"],
    "RouterModulesInspection": ["RouterInterface", "InjectionInterface", "NavigationInterface", "UIToolkitInterface"],
    "RouterServices": ["RouterInspection", "InjectionInterface"],
    "RouterServicesInterface": ["InjectionInterface"],
    "Settings": ["SettingsInterface", "HTTPClientInterface", "LoginInterface", "InjectionInterface", "UIToolkitInterface", "RouterServicesInterface", "RouterValuesInterface", "Locking"],
    "SettingsInterface": ["InjectionInterface"],
    "ShowPage": ["ShowPageInterface", "HTTPClientInterface", "AudioPlayerInterface", "FeatureFlagsInterface", "InjectionInterface", "UIToolkitInterface", "RouterServicesInterface", "RouterValuesInterface", "Locking"],
    "ShowPageInterface": ["InjectionInterface"],
    "TestSupport": ["Locking", "InjectionInterface"],
    "TimeService": ["TimeServiceInterface", "InjectionInterface", "UIToolkitInterface", "RouterModulesInterface", "Locking"],
    "TimeServiceInterface": ["RouterInterface", "InjectionInterface"],
    "TimeServiceTesting": ["RouterInterface", "InjectionInterface", "NavigationInterface", "UIToolkitInterface", "Locking"],
}
