enum PlaceholderAudioPlayer {}
