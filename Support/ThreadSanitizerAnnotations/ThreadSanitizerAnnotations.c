// See include/ThreadSanitizerAnnotations.h. SwiftPM compiles this file with `-fsanitize=thread`
// when the package is built with `--sanitize=thread`, which is what `__has_feature` tests.
#include "ThreadSanitizerAnnotations.h"

#if defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define HORIZON_UNDER_TSAN 1
#include <sanitizer/tsan_interface.h>
#endif
#endif

int tsan_annotations_enabled(void) {
#ifdef HORIZON_UNDER_TSAN
    return 1;
#else
    return 0;
#endif
}

void tsan_annotate_acquire(uintptr_t lock) {
#ifdef HORIZON_UNDER_TSAN
    __tsan_acquire((void *)lock);
#else
    (void)lock;
#endif
}

void tsan_annotate_release(uintptr_t lock) {
#ifdef HORIZON_UNDER_TSAN
    __tsan_release((void *)lock);
#else
    (void)lock;
#endif
}
