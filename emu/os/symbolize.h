/* Guest address to "in function (file:line)" or "outside any function" for messages:
   only STT_FUNC symbols of the text name a PC. */
#ifndef PA64_SYMBOLIZE_H
#define PA64_SYMBOLIZE_H
#include <stddef.h>
#include <stdint.h>
struct image;
void symbolize(struct image *im, uint64_t pc, char *buf, size_t len);
#endif
