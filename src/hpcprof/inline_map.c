/* Inlined-call scopes per compilation unit (see inline_map.h). A unit is walked once,
   depth first, descending only where inlined calls can be (functions, lexical blocks,
   inlined calls); each scope's ranges are kept sorted by start under the scope that
   encloses them, so a lookup descends level by level as DWARF nests them. */
#include <dwarf.h>
#include <stdlib.h>
#include <string.h>
#include "inline_map.h"
#include "util.h"

/* One address range of a scope, grouped by enclosing scope and sorted by start;
   max_hi is the largest end up to here in its group (ranges of siblings may overlap
   in odd DWARF, so a search looks back while an earlier range can still reach). */
struct range { uint64_t lo, hi, max_hi; uint32_t scope, group; };

struct unit {
    struct inline_scope *scopes;
    size_t nscopes, scopes_cap;
    struct range *ranges;
    size_t nranges, ranges_cap;
    uint32_t *first;            /* per group (scope + 1; 0 = directly in a function): its ranges */
    uint32_t *count;
};

struct inline_map {
    struct u64map units;        /* CU DIE offset + 1 -> index in `unit` */
    struct unit *unit;
    size_t nunits, units_cap;
};

struct inline_map *inline_map_new(void) { return xcalloc(1, sizeof(struct inline_map)); }

void inline_map_free(struct inline_map *im)
{
    if (!im) return;
    for (size_t i = 0; i < im->nunits; i++) {
        free(im->unit[i].scopes);
        free(im->unit[i].ranges);
        free(im->unit[i].first);
        free(im->unit[i].count);
    }
    free(im->unit);
    u64map_free(&im->units);
    free(im);
}

static void add_scope(struct unit *u, Dwarf_Die *die, uint32_t parent)
{
    uint32_t id = (uint32_t)u->nscopes;
    GROW(u->scopes, u->scopes_cap, u->nscopes);
    u->scopes[u->nscopes++] = (struct inline_scope){ *die, parent, INLINE_NONE, 0, 0 };
    Dwarf_Addr base, lo, hi;
    ptrdiff_t off = 0;
    while ((off = dwarf_ranges(die, off, &base, &lo, &hi)) > 0) {
        if (hi <= lo) continue;
        GROW(u->ranges, u->ranges_cap, u->nranges);
        u->ranges[u->nranges++] = (struct range){ lo, hi, hi, id, parent == INLINE_NONE ? 0 : parent + 1 };
    }
}

/* Which DIEs can hold inlined calls below them. */
static int descends(int tag)
{
    return tag == DW_TAG_subprogram || tag == DW_TAG_lexical_block || tag == DW_TAG_inlined_subroutine ||
           tag == DW_TAG_try_block || tag == DW_TAG_catch_block || tag == DW_TAG_namespace;
}

/* Depth first with an explicit stack: DIE trees can be deep. Each entry is a DIE whose
   siblings are still to visit and the inlined call enclosing them. */
struct pending { Dwarf_Die die; uint32_t parent; };

static void walk_unit(struct unit *u, Dwarf_Die *cu)
{
    struct pending *st = NULL;
    size_t sp = 0, cap = 0;
    Dwarf_Die child;
    if (dwarf_child(cu, &child) != 0) return;
    GROW(st, cap, 0);
    st[sp++] = (struct pending){ child, INLINE_NONE };
    while (sp) {
        struct pending cur = st[--sp];
        Dwarf_Die next;
        if (dwarf_siblingof(&cur.die, &next) == 0) {
            GROW(st, cap, sp);
            st[sp++] = (struct pending){ next, cur.parent };
        }
        int tag = dwarf_tag(&cur.die);
        if (!descends(tag)) continue;
        uint32_t inner = tag == DW_TAG_subprogram ? INLINE_NONE : cur.parent;
        if (tag == DW_TAG_inlined_subroutine) {
            inner = (uint32_t)u->nscopes;
            add_scope(u, &cur.die, cur.parent);
        }
        if (dwarf_child(&cur.die, &child) == 0) {
            GROW(st, cap, sp);
            st[sp++] = (struct pending){ child, inner };
        }
    }
    free(st);
}

static int range_order(const void *a, const void *b)
{
    const struct range *x = a, *y = b;
    if (x->group != y->group) return x->group < y->group ? -1 : 1;
    if (x->lo != y->lo) return x->lo < y->lo ? -1 : 1;
    return (x->scope > y->scope) - (x->scope < y->scope);
}

static void index_unit(struct unit *u)
{
    xqsort(u->ranges, u->nranges, sizeof *u->ranges, range_order);
    u->first = xcalloc(u->nscopes + 1, sizeof *u->first);
    u->count = xcalloc(u->nscopes + 1, sizeof *u->count);
    for (size_t i = 0; i < u->nranges; i++) {
        struct range *r = &u->ranges[i];
        if (!u->count[r->group]++) u->first[r->group] = (uint32_t)i;
        else if (r[-1].max_hi > r->max_hi) r->max_hi = r[-1].max_hi;
    }
}

static struct unit *unit_of(struct inline_map *im, Dwarf_Die *cu)
{
    int is_new;
    uint32_t *slot = u64map_slot(&im->units, dwarf_dieoffset(cu) + 1, &is_new);
    if (is_new) {
        GROW(im->unit, im->units_cap, im->nunits);
        struct unit *u = &im->unit[im->nunits];
        memset(u, 0, sizeof *u);
        walk_unit(u, cu);
        index_unit(u);
        *slot = (uint32_t)im->nunits++;
    }
    return &im->unit[*slot];
}

/* The scope of group g whose range holds a (the latest starting, as the innermost
   of overlapping siblings would be), or INLINE_NONE. */
static uint32_t find_in_group(const struct unit *u, uint32_t g, uint64_t a)
{
    if (!u->count[g]) return INLINE_NONE;
    const struct range *r = u->ranges + u->first[g];
    size_t lo = 0, hi = u->count[g];
    while (lo < hi) {                    /* first range starting after a */
        size_t mid = lo + (hi - lo) / 2;
        if (r[mid].lo <= a) lo = mid + 1;
        else hi = mid;
    }
    for (size_t i = lo; i-- > 0 && r[i].max_hi > a;)
        if (a < r[i].hi) return r[i].scope;
    return INLINE_NONE;
}

unsigned inline_map_chain(struct inline_map *im, Dwarf_Die *cu, Dwarf_Addr a, struct inline_scope **out,
                          unsigned max)
{
    struct unit *u = unit_of(im, cu);
    unsigned n = 0;
    for (uint32_t g = 0, s; (s = find_in_group(u, g, a)) != INLINE_NONE; g = s + 1) {
        if (n < max) out[n] = &u->scopes[s];
        n++;
    }
    return n;
}
