/* DLL half of tests/malloc/pattern.c: one block that is never freed. */
#include <stdlib.h>

void *dll_leak(void) { return malloc(777); }
