-- bench/realspeed.sql: SQLite workload for bench/realspeed.sh: 50,000 rows inserted by a
-- recursive query, an index, aggregates, a join, sorting and string functions; prints
-- integer and text results only.
CREATE TABLE t(id INTEGER PRIMARY KEY, k INTEGER, name TEXT, v INTEGER);
WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < 50000)
INSERT INTO t SELECT i, (i * 7919) % 1000, 'n' || ((i * 104729) % 50000), (i * 31337) % 100003 FROM s;
CREATE INDEX t_k ON t(k);
CREATE TABLE g AS SELECT k, count(*) AS c, sum(v) AS s, max(name) AS m FROM t GROUP BY k;
SELECT count(*), sum(c), sum(s) % 1000000007, min(m), max(m) FROM g;
SELECT sum(t.v * g.c) % 1000000007 FROM t JOIN g ON g.k = t.k WHERE t.id % 7 = 3;
SELECT name, v FROM t ORDER BY v DESC, name LIMIT 5;
SELECT count(DISTINCT name), sum(length(upper(name) || lower(name))) FROM t;
SELECT k, count(*) FROM t WHERE k BETWEEN 100 AND 110 GROUP BY k ORDER BY k;
UPDATE t SET v = v + 1 WHERE k < 500;
DELETE FROM t WHERE id % 3 = 0;
SELECT count(*), sum(v) FROM t;
SELECT group_concat(substr(name, 2), ',') FROM (SELECT name FROM t WHERE id < 60 ORDER BY name);
