/* A workload on SQLite with memory-mapped I/O: a 250-row table in a file database,
   rows updated in place many times with a small page cache (pages are read through the
   mapping and written with write), then read back and summed. */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include "sqlite3.h"

static sqlite3 *db;
/* No file locks: the guest has no fcntl locking on this branch; one process only. */
#define VFS "unix-none"

static void run(const char *sql)
{
    char *err = NULL;
    if (sqlite3_exec(db, sql, NULL, NULL, &err) != SQLITE_OK) {
        printf("Runtime error: %s (in %s)\n", err, sql);
        exit(1);
    }
}

static long long one(const char *sql)
{
    sqlite3_stmt *st;
    long long v = -1;
    if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK) { printf("Runtime error: %s\n", sqlite3_errmsg(db)); exit(1); }
    int rc = sqlite3_step(st);
    if (rc == SQLITE_ROW) v = sqlite3_column_int64(st, 0);
    else if (rc != SQLITE_DONE) { printf("Runtime error: %s\n", sqlite3_errmsg(db)); exit(1); }
    sqlite3_finalize(st);
    return v;
}

int main(int argc, char **argv)
{
    const char *path = argc > 1 ? argv[1] : "drive.db";
    const char *mmap_size = argc > 2 ? argv[2] : "1000000";
    unlink(path);
    if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, VFS) != SQLITE_OK) { printf("cannot open %s\n", path); return 1; }
    char pragma[100];
    snprintf(pragma, sizeof pragma, "PRAGMA mmap_size=%s", mmap_size);
    run(pragma);
    run("PRAGMA cache_size=5; PRAGMA page_size=1024; PRAGMA journal_mode=DELETE");
    printf("mmap_size %lld\n", one("PRAGMA mmap_size"));
    run("CREATE TABLE t(id INTEGER PRIMARY KEY, v INTEGER, pad TEXT)");
    run("BEGIN");
    for (int i = 1; i <= 250; i++) {
        char sql[200];
        snprintf(sql, sizeof sql, "INSERT INTO t VALUES(%d, %d, printf('%%0200d', %d))", i, i * 7, i);
        run(sql);
    }
    run("COMMIT");
    printf("pages %lld, sum %lld\n", one("PRAGMA page_count"), one("SELECT sum(v) FROM t"));
    for (int round = 1; round <= 20; round++) {
        char sql[200];
        snprintf(sql, sizeof sql, "UPDATE t SET v = v + %d * id, pad = printf('%%0200d', v) WHERE id %% %d = 0", round, round % 7 + 1);
        run(sql);
        if (round % 5 == 0)
            printf("round %d: sum %lld, max %lld, check %lld\n", round, one("SELECT sum(v) FROM t"),
                   one("SELECT max(v) FROM t"), one("SELECT sum(length(pad) * id) FROM t"));
    }
    run("CREATE INDEX tv ON t(v)");
    run("DELETE FROM t WHERE id % 3 = 0");
    run("INSERT INTO t SELECT id + 1000, v * 2, pad FROM t WHERE id < 100");
    printf("after delete/insert: rows %lld, sum %lld, indexed min %lld\n", one("SELECT count(*) FROM t"),
           one("SELECT sum(v) FROM t"), one("SELECT v FROM t INDEXED BY tv ORDER BY v LIMIT 1"));
    printf("integrity: %s\n", one("SELECT count(*) FROM pragma_integrity_check WHERE integrity_check = 'ok'") == 1 ? "ok" : "FAILED");
    sqlite3_close(db);
    /* Reopen: what was written is in the file. */
    sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE, VFS);
    run(pragma);
    printf("reopened: rows %lld, sum %lld\n", one("SELECT count(*) FROM t"), one("SELECT sum(v) FROM t"));
    sqlite3_close(db);
    unlink(path);
    return 0;
}
