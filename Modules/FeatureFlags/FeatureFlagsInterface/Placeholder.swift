enum PlaceholderFeatureFlagsInterface {}
