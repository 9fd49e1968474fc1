/* Names guest addresses for fault reports: the function from the ELF symbol table, the
   source position from DWARF line tables through elfutils libdwfl. */
#include <elfutils/libdwfl.h>
#include <stdio.h>
#include <string.h>
#include "loader.h"
#include "symbolize.h"
#include "reserved.h"
#include "dll.h"
#include "run.h"

static int src_line(const char *path, uint64_t pc, const char **file, int *line)
{
    static Dwfl *dwfl;
    static Dwfl_Module *mod;
    static const Dwfl_Callbacks cb = { .find_debuginfo = dwfl_standard_find_debuginfo,
                                       .section_address = dwfl_offline_section_address };
    if (!dwfl) {
        dwfl = dwfl_begin(&cb);
        if (!dwfl) return -1;
        mod = dwfl_report_offline(dwfl, "", path, -1);
        dwfl_report_end(dwfl, NULL, NULL);
    }
    if (!mod) return -1;
    Dwfl_Line *l = dwfl_module_getsrc(mod, pc);
    if (!l) return -1;
    *file = dwfl_lineinfo(l, NULL, line, NULL, NULL, NULL);
    return *file ? 0 : -1;
}

void symbolize(struct image *im, uint64_t pc, char *buf, size_t len)
{
    if (pc < im->load_lo || pc >= im->load_hi) {     /* in a DLL? */
        char d[400];
        if (dld_describe(pc, d, sizeof d) == 0) { snprintf(buf, len, "in %s", d); return; }
    }
    const struct gsym *f = image_code_func_at(im, pc);
    const char *file;
    int line;
    char pos[300] = "";
    if (src_line(im->path, pc, &file, &line) == 0) {
        const char *base = strrchr(file, '/');
        snprintf(pos, sizeof pos, " (%s:%d)", base ? base + 1 : file, line);
    }
    if (f) snprintf(buf, len, "in %s%s", f->name, pos);
    else snprintf(buf, len, "outside any function%s", pos);
}

/* A PC outside any function was reached by a branch; its link register tells from
   where: r31 for BE,L (the LWS and external calls), rp for B,L and BVE,L. The branch is
   the word two before the return address, accepted when it is a branch with link
   (major opcode 0x39 or 0x3a) inside a function. */
int symbolize_branch_from(struct image *im, const struct cpu *c, char *buf, size_t len)
{
    static const int regs[2] = { 31, 2 };
    for (int i = 0; i < 2; i++) {
        uint64_t ret = reserved_code_target(c->gr[regs[i]] & ~3ull) & ~3ull;   /* through a trampoline */
        if (ret < 8 || !mem_accessible(ret - 8, 0)) continue;
        const uint8_t *w = mem_base + ret - 8;
        unsigned op = w[0] >> 2;
        if (op != 0x39 && op != 0x3a) continue;
        char where[512];
        symbolize(im, ret - 8, where, sizeof where);
        if (strncmp(where, "in ", 3) != 0) continue;
        snprintf(buf, len, "branched to from 0x%llx %s (return address in %s)", (unsigned long long)(ret - 8),
                 where, regs[i] == 2 ? "rp" : "r31");
        return 0;
    }
    return -1;
}
