enum PlaceholderSettingsInterface {}
