enum PlaceholderAudioPlayerInterface {}
