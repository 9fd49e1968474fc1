/* Reading a small host text file (/proc/...) whole, for runtime functions that answer
   from one. */
#ifndef PA64RT_READTEXT_H
#define PA64RT_READTEXT_H
#include <stddef.h>

/* Reads up to size - 1 bytes of path into buf and terminates them: the count, or -1
   when the file cannot be opened or is empty. */
long __pa64_read_text(const char *path, char *buf, size_t size);

#endif
