/* Guest address to "function (file:line)" for messages. */
#ifndef PA64_SYMBOLIZE_H
#define PA64_SYMBOLIZE_H
#include <stddef.h>
#include <stdint.h>
struct image;
void symbolize(struct image *im, uint64_t pc, char *buf, size_t len);
#endif
