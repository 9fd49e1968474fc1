/* The hidden object libhidden.c reads. */
__attribute__((visibility("hidden"))) int hidden_count = 42;
