enum PlaceholderShowPage {}
