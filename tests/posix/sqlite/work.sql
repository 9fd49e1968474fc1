-- A workload for SQLite's shell built natively and for PA-64 (tests/posix/sqlite/run.sh):
-- the database in a file (journal, fsync, ftruncate, pread/pwrite, fcntl locks) and the
-- shell's fileio extension over directories (mkdir, symlink, utimes, opendir/readdir,
-- lstat, readlink). Its output must be the same byte for byte.
CREATE TABLE t(a INTEGER PRIMARY KEY, b TEXT, c REAL);
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 30000)
INSERT INTO t SELECT i, printf('row-%06d', i * 7919 % 30000), i * 0.5 FROM n;
CREATE INDEX tb ON t(b);
SELECT count(*), sum(c), min(b), max(b) FROM t;
SELECT a, b FROM t WHERE b LIKE 'row-0001%' ORDER BY b LIMIT 5;
BEGIN;
UPDATE t SET c = c * 2 WHERE a % 3 = 0;
DELETE FROM t WHERE a % 5 = 0;
COMMIT;
BEGIN;
DELETE FROM t;
ROLLBACK;
SELECT count(*), total(c), group_concat(a % 97, '') FILTER (WHERE a < 200) FROM t;
SELECT writefile('tree', NULL, 16877);
SELECT writefile('tree/sub', NULL, 16832);
SELECT writefile('tree/a.txt', 'alpha', 420, 1000000000);
SELECT writefile('tree/sub/b.txt', zeroblob(1000), 384, 1200000000);
SELECT writefile('tree/link', 'a.txt', 41471);
SELECT name, printf('%o', mode), CASE WHEN name LIKE '%.txt' THEN mtime END, length(data)
  FROM fsdir('tree') ORDER BY name;
SELECT sum(length(data)) FROM fsdir('tree') WHERE mode & 61440 = 32768;
SELECT readfile('tree/link'), readfile('tree/a.txt');
VACUUM;
PRAGMA integrity_check;
PRAGMA page_count;
.tables
