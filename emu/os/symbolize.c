/* Names guest addresses for fault reports: the function from the ELF symbol table, the
   source position from DWARF line tables through elfutils libdwfl. */
#include <elfutils/libdwfl.h>
#include <stdio.h>
#include <string.h>
#include "loader.h"
#include "symbolize.h"
#include "dll.h"

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
