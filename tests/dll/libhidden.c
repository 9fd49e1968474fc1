/* A DLL reading a hidden-visibility object of another of its files (libhidden_data.c)
   through its DLT: hppa64 ld 2.40 writes that entry's relocation with no symbol. */
extern int hidden_count __attribute__((visibility("hidden")));

int hidden_get(void) { return hidden_count; }
