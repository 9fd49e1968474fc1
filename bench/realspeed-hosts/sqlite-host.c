/* sqlite-host.c: the smallest host for SQLite's engine (bench/realspeed.sh): runs the SQL
   script named by argv[1] on an in-memory database and prints each result row, columns
   joined by '|'. Built with SQLITE_OS_OTHER: the guest runtime lacks much of what
   SQLite's unix layer calls (pread, fsync, ...), and an in-memory database needs no files,
   so this file supplies the one VFS, which opens none. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sqlite3.h"

static int no_open(sqlite3_vfs *v, const char *name, sqlite3_file *f, int flags, int *out)
{ (void)v; (void)name; (void)f; (void)flags; (void)out; return SQLITE_CANTOPEN; }
static int no_delete(sqlite3_vfs *v, const char *name, int sync)
{ (void)v; (void)name; (void)sync; return SQLITE_IOERR_DELETE; }
static int no_access(sqlite3_vfs *v, const char *name, int flags, int *res)
{ (void)v; (void)name; (void)flags; *res = 0; return SQLITE_OK; }
static int full_path(sqlite3_vfs *v, const char *name, int n, char *out)
{ (void)v; snprintf(out, (size_t)n, "%s", name); return SQLITE_OK; }
static int randomness(sqlite3_vfs *v, int n, char *out)   /* fixed: the same run each time */
{ (void)v; for (int i = 0; i < n; i++) out[i] = (char)(i * 37 + 11); return n; }
static int sleep_us(sqlite3_vfs *v, int us) { (void)v; return us; }
static int now_ms(sqlite3_vfs *v, sqlite3_int64 *t)   /* a fixed date: 2026-01-01 */
{ (void)v; *t = (sqlite3_int64)2461041 * 86400000 + 43200000; return SQLITE_OK; }
static int now_days(sqlite3_vfs *v, double *t) { sqlite3_int64 ms; now_ms(v, &ms); *t = ms / 86400000.0; return SQLITE_OK; }
static int last_error(sqlite3_vfs *v, int n, char *out) { (void)v; (void)n; (void)out; return 0; }

static sqlite3_vfs mem_vfs = {
    .iVersion = 2, .szOsFile = 0, .mxPathname = 256, .zName = "memonly",
    .xOpen = no_open, .xDelete = no_delete, .xAccess = no_access, .xFullPathname = full_path,
    .xRandomness = randomness, .xSleep = sleep_us, .xCurrentTime = now_days,
    .xGetLastError = last_error, .xCurrentTimeInt64 = now_ms,
};

int sqlite3_os_init(void) { return sqlite3_vfs_register(&mem_vfs, 1); }
int sqlite3_os_end(void) { return SQLITE_OK; }

static int print_row(void *arg, int n, char **val, char **col)
{
    (void)arg; (void)col;
    for (int i = 0; i < n; i++) printf("%s%s", val[i] ? val[i] : "", i + 1 < n ? "|" : "\n");
    return 0;
}

int main(int argc, char **argv)
{
    FILE *f = argc == 2 ? fopen(argv[1], "rb") : NULL;
    if (!f) { fprintf(stderr, "sqlite-host: cannot read %s\n", argc == 2 ? argv[1] : "(usage: SCRIPT)"); return 2; }
    size_t cap = 1 << 16, n = 0, k;
    char *sql = malloc(cap + 1);
    while (sql && (k = fread(sql + n, 1, cap - n, f)) > 0)
        if ((n += k) == cap) sql = realloc(sql, (cap *= 2) + 1);
    fclose(f);
    if (!sql) return 1;
    sql[n] = 0;
    sqlite3 *db;
    char *err = NULL;
    if (sqlite3_open(":memory:", &db) != SQLITE_OK) { fputs("sqlite-host: no database\n", stderr); return 1; }
    int rc = sqlite3_exec(db, sql, print_row, NULL, &err);
    if (rc != SQLITE_OK) fprintf(stderr, "sqlite-host: %s: %s\n", argv[1], err ? err : "error");
    sqlite3_free(err);
    sqlite3_close(db);
    free(sql);
    return rc != SQLITE_OK;
}
