/* Does the program on disk match the profile? (issue 7 item 9) A module file whose size
   or checksum differs from what csprof recorded, or that is linked at another address,
   or a profile whose call-path addresses are mostly not instructions of the code, gets
   one warning: the report would otherwise name the wrong functions with confidence. */
#include <gelf.h>
#include <stdio.h>
#include <string.h>
#include "modcheck.h"
#include "util.h"

/* Lowest PT_LOAD p_vaddr, as csprof records a module's vaddr; 0 if none. */
static int lowest_load(Elf *elf, uint64_t *lo)
{
    size_t n;
    if (!elf || elf_getphdrnum(elf, &n)) return -1;
    int found = 0;
    for (size_t i = 0; i < n; i++) {
        GElf_Phdr ph;
        if (!gelf_getphdr(elf, (int)i, &ph) || ph.p_type != PT_LOAD) continue;
        if (!found || ph.p_vaddr < *lo) *lo = ph.p_vaddr;
        found = 1;
    }
    return found ? 0 : -1;
}

/* Each (profile, file) is checked once, however many epochs list it. */
static int seen_before(const char *profile, const char *path)
{
    static char **seen;
    static size_t nseen, cap;
    char key[8192];
    snprintf(key, sizeof key, "%s\n%s", profile, path);
    for (size_t i = 0; i < nseen; i++)
        if (!strcmp(seen[i], key)) return 1;
    GROW(seen, cap, nseen);
    seen[nseen++] = xstrdup(key);
    return 0;
}

void modcheck_file(const char *profile, const struct hpcfile_module *m, const char *path, Elf *elf)
{
    if (!m || seen_before(profile, path)) return;
    uint64_t size, sum, lo;
    if (m->checksum && hpcfile_file_identity(path, &size, &sum) == 0 && (size != m->file_size || sum != m->checksum))
        warn("%s: %s is not the file that was profiled (%llu bytes, checksum %016llx; the profile recorded %llu "
             "bytes, checksum %016llx): rebuilt since? Functions and lines may be wrong",
             profile, path, (unsigned long long)size, (unsigned long long)sum, (unsigned long long)m->file_size,
             (unsigned long long)m->checksum);
    else if (m->vaddr && lowest_load(elf, &lo) == 0 && lo != m->vaddr)
        warn("%s: %s is linked at 0x%llx but the profiled module was at 0x%llx: not the program that was "
             "profiled; functions and lines may be wrong", profile, path, (unsigned long long)lo,
             (unsigned long long)m->vaddr);
}

void modcheck_addresses(const char *profile, const char *program, uint64_t checked, uint64_t not_code)
{
    /* A few stray addresses are normal (code outside any module, the gateway page):
       only a large share says the program is another one. */
    if (checked && not_code * 10 > checked)
        warn("%s: %llu of %llu call-path addresses are not instructions of the code of %s: the profile "
             "does not match this program; the report is not meaningful", profile, (unsigned long long)not_code,
             (unsigned long long)checked, program);
}
