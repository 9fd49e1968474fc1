/* Warnings when the program files do not match the profile (modcheck.c). */
#ifndef HPCPROF_MODCHECK_H
#define HPCPROF_MODCHECK_H
#include <libelf.h>
#include <stdint.h>
#include "hpcfile.h"

/* The module m of the profile was opened from path (elf: its ELF): compare the
   recorded size and checksum, else the link address. */
void modcheck_file(const char *profile, const struct hpcfile_module *m, const char *path, Elf *elf);
/* not_code of `checked` node addresses are not instructions of any module's code. */
void modcheck_addresses(const char *profile, const char *program, uint64_t checked, uint64_t not_code);

#endif
