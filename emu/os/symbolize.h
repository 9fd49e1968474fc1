/* Guest address to "in function (file:line)" or "outside any function" for messages:
   only STT_FUNC symbols of the text name a PC. */
#ifndef PA64_SYMBOLIZE_H
#define PA64_SYMBOLIZE_H
#include <stddef.h>
#include <stdint.h>
struct image;
struct cpu;
void symbolize(struct image *im, uint64_t pc, char *buf, size_t len);
/* For a PC outside any function: "branched to from ADDR in FUNC ... (return address in
   REG)" when r31 or rp holds the return address of a branch with link in a function;
   -1 otherwise. */
int symbolize_branch_from(struct image *im, const struct cpu *c, char *buf, size_t len);
#endif
