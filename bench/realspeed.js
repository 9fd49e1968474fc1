// bench/realspeed.js: QuickJS workload for bench/realspeed.sh -- the interpreter's dispatch
// loop, object allocation and GC, regular expressions, JSON and string building; prints
// integer checksums only (the same on every host).
function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

function objects(n) {
    let sum = 0, list = [];
    for (let i = 0; i < n; i++) {
        let o = { id: i, name: "item" + i, tags: [i % 7, i % 11], next: null };
        if (list.length) o.next = list[list.length - 1];
        list.push(o);
        if (list.length > 1000) list = [];
        sum = (sum + o.tags[0] * 31 + o.name.length) | 0;
    }
    return sum;
}

function regexps(n) {
    const re = /([a-z]+)-(\d+)@([a-z]+)\.(com|org|net)/;
    let hits = 0, total = 0;
    for (let i = 0; i < n; i++) {
        const s = "user" + String.fromCharCode(97 + i % 26) + "-" + (i * 37 % 10007) + "@host" +
                  (i % 3 === 0 ? ".com" : i % 3 === 1 ? ".org" : ".xyz");
        const m = re.exec(s);
        if (m) { hits++; total = (total + m[2].length + m[1].length) | 0; }
    }
    const text = "alpha beta gamma delta epsilon ".repeat(200);
    for (let i = 0; i < n / 100; i++) total = (total + text.replace(/a(\w)/g, "$1A").length) | 0;
    return hits * 1000 + (total % 1000);
}

function json(n) {
    let h = 0;
    for (let i = 0; i < n; i++) {
        const rec = { k: i, s: "v" + (i * 7919 % 1000), a: [i, i * 2, i * 3], o: { x: i & 255, y: true } };
        const t = JSON.stringify(rec);
        const back = JSON.parse(t);
        h = (h * 31 + t.length + back.a[2] + back.o.x) | 0;
    }
    return h;
}

function sorting(n) {
    const a = [];
    let x = 12345;
    for (let i = 0; i < n; i++) { x = (x * 1103515245 + 12345) & 0x7fffffff; a.push(x); }
    a.sort((p, q) => p - q);
    let h = 0;
    for (let i = 0; i < n; i += 101) h = (h * 17 + a[i]) | 0;
    return h;
}

function strings(n) {
    const parts = [];
    for (let i = 0; i < n; i++) parts.push((i * 2654435761 >>> 0).toString(16));
    const s = parts.join(",");
    let h = 0;
    for (const p of s.split(",")) h = (h * 33 + parseInt(p, 16)) | 0;
    return h;
}

print("fib", fib(24));
print("objects", objects(80000));
print("regexps", regexps(20000));
print("json", json(15000));
print("sort", sorting(30000));
print("strings", strings(30000));
