/* A DLL function for the edge-count test: called a known number of times. */
__attribute__((noinline)) long dll_leaf(long x) { return x * 3 + 1; }
