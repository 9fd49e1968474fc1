/* Linked into missing.c's program, then not installed anywhere it can be found. */
int gone(void) { return 1; }
