/* PA-RISC 2.0 disassembler: one instruction as hppa64-linux-gnu-objdump -d prints it, and a
   whole ELF file (or archive of them) in objdump -d's layout. */
#ifndef PA64_DIS_H
#define PA64_DIS_H

#include <stdint.h>
#include <stdio.h>

/* Symbol lookup for branch targets.  Returns the name to show for addr and stores that
   symbol's value (its address) in *value; pa_disasm then prints "addr <name>",
   "addr <name+0xN>" or "addr <name-0xN>" as objdump does.  Returning NULL prints "0xaddr"
   (objdump's form for a file without symbols).  To name a section instead of a symbol,
   return the section name and its start address. */
typedef const char *(*pa_symfn)(uint64_t addr, uint64_t *value, void *ctx);

/* Writes the text of insn, located at pc, into buf (always NUL-terminated when len > 0),
   exactly as objdump prints it after the raw bytes.  sym may be NULL.  Returns the length
   of the full text, which may exceed len - 1 when buf was too small (as snprintf). */
int pa_disasm(uint32_t insn, uint64_t pc, char *buf, size_t len, pa_symfn sym, void *ctx);

/* Prints every executable section of the ELF file or ar archive at path in the layout of
   `hppa64-linux-gnu-objdump -d path` (file and section headers, symbol labels,
   "addr:\tbytes \tinsn" lines, "..." for runs of zeros).  Returns 0, or -1 with a message
   on stderr when the file cannot be read as a PA-RISC ELF file or archive. */
int dis_elf_file(const char *path, FILE *out);
/* Prefix of dis_elf_file's error messages, e.g. "pa64: " (default empty). */
extern const char *dis_elf_tool;

#endif
