// Tells ThreadSanitizer about a lock it cannot see: Swift's `Mutex` on Linux waits in a futex
// inside the prebuilt Synchronization library, which TSan does not instrument, so a contended
// hand-over looks like no synchronization at all and the protected data is reported as raced.
//
// Plain C on purpose: the one place Horizon touches a sanitizer's interface. `Support/Locking`
// calls these around every `Mutex` a module locks (`Mutex+Sanitizer.swift`), passing the mutex
// owner's identity as an integer. Compiled without `-sanitize=thread`, both are empty.
#ifndef THREAD_SANITIZER_ANNOTATIONS_H
#define THREAD_SANITIZER_ANNOTATIONS_H

#include <stdint.h>

/// Whether this build runs under ThreadSanitizer (so the annotations below reach it).
int tsan_annotations_enabled(void);

/// Call right after taking the lock identified by `lock`.
void tsan_annotate_acquire(uintptr_t lock);

/// Call right before releasing the lock identified by `lock`.
void tsan_annotate_release(uintptr_t lock);

#endif
