enum PlaceholderFeatureFlags {}
