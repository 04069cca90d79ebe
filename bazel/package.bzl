# Written by bazel-build-files for the package "Horizon" from its Package.swift: do not edit.
# The language mode, the package (for `package` access) and the upcoming features, as in
# the manifest: the flags most of the package's targets share.
SWIFT_COPTS = ["-swift-version", "6", "-package-name", "Horizon", "-enable-upcoming-feature", "InternalImportsByDefault", "-enable-upcoming-feature", "MemberImportVisibility"]

# Not built with Bazel: CGtk (system).
