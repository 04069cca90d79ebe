enum PlaceholderHomeInterface {}
