enum PlaceholderProfileInterface {}
