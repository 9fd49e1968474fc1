/* glibc's <features.h>, which programs include by name on Linux: newlib's feature
   macros live in <sys/features.h>. */
#ifndef PA64_FEATURES_H
#define PA64_FEATURES_H
#include <sys/features.h>
#endif
