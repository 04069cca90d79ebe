enum PlaceholderSettings {}
