# bench/realspeed.awk: text-processing workload for bench/realspeed.sh under the one true
# awk: formats records with sprintf, splits and scans them back (number conversions both
# ways), aggregates in associative arrays and prints a sorted-by-key report with printf.
function rnd() { seed = (seed * 1103515245 + 12345) % 2147483648; return seed }
BEGIN {
    seed = 42; n = 16000
    for (i = 0; i < n; i++) {
        key = sprintf("k%04d", rnd() % 2000)
        line = sprintf("%s,%d,%.3f,%x,%s", key, i, (rnd() % 100000) / 7.0, rnd() % 65536, substr("abcdefghij", 1 + i % 10, 3))
        nf = split(line, f, ",")
        count[f[1]]++
        total[f[1]] += f[3]
        hexsum = (hexsum + length(f[4]) * nf) % 1000003
        if (f[5] ~ /^[a-c]/) prefix++
        sum += f[2] % 97
    }
    m = 0
    for (k in count) keys[++m] = k
    # insertion sort of the keys: awk has no sort built in
    for (i = 2; i <= m; i++) {
        v = keys[i]; j = i - 1
        while (j > 0 && keys[j] > v) { keys[j + 1] = keys[j]; j-- }
        keys[j + 1] = v
    }
    for (i = 1; i <= m; i += 50)
        printf("%s %d %.2f\n", keys[i], count[keys[i]], total[keys[i]] / count[keys[i]])
    printf("keys %d sum %d hex %d prefix %d\n", m, sum, hexsum, prefix)
}
