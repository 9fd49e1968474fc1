/* --verify-unwind: a periodic event (events.h) unwinds the whole guest stack with the
   profiler's unwinder (src/unwind-pa) and compares the callers' addresses with the
   shadow call stack the branch executors keep (emu/cpu/shadow.c, which gets the unwinder's
   answers through struct shadow_hooks). Both lists are return
   addresses, innermost first, down to the outermost frame (main's or $START$'s caller
   is the host; a host call without a guest context below ends the list too).
   Instructions where unwinding is known to be unreliable (longjmp between reloading
   SP/RP and its branch) are counted apart, not checked. */
#include <stdio.h>
#include <string.h>
#include "dis.h"
#include "dll.h"
#include "events.h"
#include "loader.h"
#include "run.h"
#include "shadow.h"
#include "reserved.h"
#include "verify-unwind.h"
#include "unwind-pa/unwind.h"

#define MAX_FRAMES 4096
#define MAX_REPORTS 5
#define SHOWN 8
#define BAD_RA_LOCATION (-1000)          /* report.err: a location check failed */
#define BAD_STUB (-1001)                 /* report.err: stub attribution went wrong */

struct report {
    uint64_t icount, pc, iaoq_b;
    uint32_t insn;
    int err;
    size_t ne, ng, first;            /* lengths and first differing position */
    uint64_t exp[SHOWN], got[SHOWN];
};

static struct image *img;
static uint64_t checks, mismatches, skipped, frames;
static struct report reports[MAX_REPORTS];
static uint64_t got[MAX_FRAMES], expected[MAX_FRAMES];

/* The value where unw_get_ra_location says the return address is (what stack
   surgery would replace), or 1 when it names no place. */
static uint64_t value_at(const struct cpu *c, const unw_cursor_t *cur, const struct unw_ra_loc *loc)
{
    if (loc->where == UNW_RA_REG) return cur->depth == 0 ? c->gr[loc->reg] : cur->regs[loc->reg];
    if (loc->where == UNW_RA_STACK && mem_accessible(loc->addr, 0) && !(loc->addr & 7)) {
        uint64_t v;
        memcpy(&v, mem_base + loc->addr, 8);
        return __builtin_bswap64(v);
    }
    return 1;
}

/* Unwinds, checking on the way that every frame's return-address location holds the
   caller's address: stack surgery would replace the right word. */
static size_t unwinder_list(struct cpu *c, uint64_t *ips, int *err, int *bad_loc)
{
    unw_cursor_t cur;
    size_t n = 0;
    int r;
    *bad_loc = 0;
    unw_init_guest(&cur, c);
    for (;;) {
        struct unw_ra_loc loc;
        int have = !unw_is_signal_frame(&cur) && unw_get_ra_location(&cur, &loc) == 0;
        uint64_t v = have ? value_at(c, &cur, &loc) : 0;
        if ((r = unw_step(&cur)) <= 0) break;
        if (n == MAX_FRAMES) { r = -UNW_EBADFRAME; break; }
        frames++;
        ips[n++] = cur.ip;
        if (have && reserved_code_target(v & ~3ull) != cur.ip) *bad_loc = 1;
    }
    *err = r;
    return n;
}

/* At a stub, Sun Studio's attribution (unw_skip_stub) must land on the call
   instruction before the stub frame's return address and continue with its callers. */
static int stub_attribution_ok(struct cpu *c, const uint64_t *ips, size_t n)
{
    unw_cursor_t cur;
    unw_init_guest(&cur, c);
    int r = unw_skip_stub(&cur);
    if (r == 0) return 1;
    if (r < 0 || n == 0 || cur.ip + 8 != ips[0]) return 0;
    for (size_t i = 1; i < n; i++)
        if (unw_step(&cur) <= 0 || cur.ip != ips[i]) return 0;
    return unw_step(&cur) == 0;
}

static size_t shadow_list(struct cpu *c, uint64_t *ips)
{
    size_t n, k = 0;
    const struct shadow_entry *s = shadow_view(c, &n);
    for (size_t i = n; i-- > 0 && k < MAX_FRAMES;) {
        if (s[i].kind == SH_HOST_NOCTX) break;
        ips[k++] = s[i].ret;
    }
    return k;
}

static void record(struct cpu *c, size_t ne, size_t ng, int err)
{
    if (mismatches > MAX_REPORTS) return;
    struct report *r = &reports[mismatches - 1];
    r->icount = c->icount;
    r->pc = c->iaoq_f;
    r->iaoq_b = c->iaoq_b;
    r->insn = 0;
    if (mem_accessible(r->pc, 0) && !(r->pc & 3)) {
        uint32_t w;
        memcpy(&w, mem_base + r->pc, 4);
        r->insn = __builtin_bswap32(w);
    }
    r->err = err;
    r->ne = ne;
    r->ng = ng;
    r->first = 0;
    while (r->first < ne && r->first < ng && expected[r->first] == got[r->first]) r->first++;
    size_t from = r->first > 2 ? r->first - 2 : 0;
    for (size_t i = 0; i < SHOWN; i++) {
        r->exp[i] = from + i < ne ? expected[from + i] : 0;
        r->got[i] = from + i < ng ? got[from + i] : 0;
    }
}

static void check(struct cpu *c, void *arg)
{
    (void)arg;
    unw_cursor_t cur;
    unw_init_guest(&cur, c);
    if (unw_frame_unreliable(&cur)) { skipped++; return; }
    checks++;
    int err, bad_loc;
    size_t ng = unwinder_list(c, got, &err, &bad_loc);
    size_t ne = shadow_list(c, expected);
    if (err == 0 && !bad_loc && !stub_attribution_ok(c, got, ng)) err = BAD_STUB;
    if (err == 0 && !bad_loc && ng == ne && !memcmp(got, expected, ne * sizeof *got)) return;
    mismatches++;
    record(c, ne, ng, bad_loc ? BAD_RA_LOCATION : err);
}

static void on_dld(const struct dld_module *m, enum dld_event ev, void *arg)
{
    (void)arg;
    unw_dld_event(m, ev == DLD_LOADED);
}

int verify_unwind_start(struct image *im, uint64_t every)
{
    static const struct shadow_hooks hooks = { unw_procedure_bounds, unw_sp_after, unw_host_call };
    img = im;
    shadow_enable(&hooks);
    if (unw_register_image(im)) return -1;
    dld_set_hook(on_dld, NULL);
    return events_add_periodic(every ? every : 1, check, NULL);
}

/* ---- the report ---- */

static void name_of(uint64_t pc, char *buf, size_t len)
{
    if ((pc >> 12) == (GATEWAY_PAGE >> 12)) { snprintf(buf, len, "<gateway>"); return; }
    if (img && pc >= img->load_lo && pc < img->load_hi) {
        const struct gsym *f = image_func_at(img, pc);
        if (f) { snprintf(buf, len, "%s+0x%llx", f->name, (unsigned long long)(pc - f->addr)); return; }
    } else if (dld_describe(pc, buf, len) == 0) {
        return;
    }
    snprintf(buf, len, "??");
}

static void print_list(FILE *f, const char *what, const uint64_t *v, size_t n, size_t from)
{
    fprintf(f, "    %s (%zu frames):", what, n);
    for (size_t i = 0; i < SHOWN && from + i < n; i++) {
        char nm[160];
        name_of(v[i], nm, sizeof nm);
        fprintf(f, "%s [%zu] 0x%llx %s", i ? "," : "", from + i, (unsigned long long)v[i], nm);
    }
    fputc('\n', f);
}

static void print_report(FILE *f, const struct report *r)
{
    char nm[160], text[128];
    name_of(r->pc, nm, sizeof nm);
    pa_disasm(r->insn, r->pc, text, sizeof text, NULL, NULL);
    fprintf(f, "  at insn %llu, pc 0x%llx %s: %s%s", (unsigned long long)r->icount,
            (unsigned long long)r->pc, nm, text, r->iaoq_b != r->pc + 4 ? " (delay slot)" : "");
    if (r->err == BAD_RA_LOCATION) fprintf(f, "; a return-address location does not hold the caller's address");
    else if (r->err == BAD_STUB) fprintf(f, "; attributing the stub to its call instruction failed");
    else if (r->err < 0) fprintf(f, "; unwinder stopped with error %d", -r->err);
    fprintf(f, "; first difference at frame %zu\n", r->first);
    size_t from = r->first > 2 ? r->first - 2 : 0;
    print_list(f, "expected", r->exp, r->ne, from);
    print_list(f, "unwound ", r->got, r->ng, from);
}

uint64_t verify_unwind_report(FILE *f)
{
    if (skipped)
        fprintf(f, "verify-unwind: %llu instructions not checked (stack switch in progress: longjmp, non-local goto)\n",
                (unsigned long long)skipped);
    if (checks)
        fprintf(f, "verify-unwind: %llu frames unwound, %.1f per check\n", (unsigned long long)frames,
                (double)frames / (double)checks);
    fprintf(f, "verify-unwind: %llu checks, %llu mismatches\n", (unsigned long long)checks,
            (unsigned long long)mismatches);
    for (uint64_t i = 0; i < mismatches && i < MAX_REPORTS; i++) print_report(f, &reports[i]);
    return mismatches;
}
