enum PlaceholderShowPageInterface {}
