/* Validation of PA-64 ELF files before the loader and dld read them (elfcheck.c). */
#ifndef PA64_ELFCHECK_H
#define PA64_ELFCHECK_H
#include <stddef.h>
#include <stdint.h>
#include "bytes.h"

/* [off, off+size) lies within a buffer of len bytes, without overflow. */
static inline int elf_span_ok(size_t len, uint64_t off, uint64_t size) { return off <= len && size <= len - off; }

/* Entry i of a header table at file offset off, or NULL when its entries are smaller
   than minsize or the entry is not wholly inside the file. i has 32 bits and entsize 16,
   so the bound cannot wrap. */
static inline const uint8_t *elf_table_entry(const uint8_t *f, size_t len, uint64_t off,
                                             unsigned entsize, unsigned minsize, uint32_t i)
{
    if (entsize < minsize || !elf_span_ok(len, off, ((uint64_t)i + 1) * entsize)) return NULL;
    return f + off + (uint64_t)i * entsize;
}
/* Program header i and section header i of an ELF64 file of len bytes, or NULL (an
   e_shoff of 0 means no section headers). */
static inline const uint8_t *elf_phdr_at(const uint8_t *f, size_t len, uint32_t i)
{
    return elf_table_entry(f, len, be64(f + 32), be16(f + 54), 56, i);
}
static inline const uint8_t *elf_shdr_at(const uint8_t *f, size_t len, uint32_t i)
{
    return be64(f + 40) ? elf_table_entry(f, len, be64(f + 40), be16(f + 58), 64, i) : NULL;
}

/* Checks the header tables of an ELF64 file whose identification (magic, class, data,
   machine, type) the caller has checked: program and section headers inside the file,
   PT_LOAD segments inside link-time [area_lo, area_hi), the dynamic section's tables in
   file-backed segment data and DT_HASH's counts no larger than the file holds. Returns 0,
   or -1 with a one-line reason (naming the field) in why. */
int elf_check(const uint8_t *f, size_t size, uint64_t area_lo, uint64_t area_hi, char *why, size_t len);
/* After elf_check: link-time [vaddr, vaddr+len) is file-backed data of a PT_LOAD segment. */
int elf_file_backed(const uint8_t *f, size_t size, uint64_t vaddr, uint64_t len);
/* After elf_file_backed: the file offset of vaddr. */
uint64_t elf_vaddr_offset(const uint8_t *f, uint64_t vaddr);

#endif
