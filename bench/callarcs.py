#!/usr/bin/env python3
"""bench/callarcs.py: compares the call arcs two callgrind files give through the real
consumer, `callgrind_annotate --tree=caller --threshold=100`: our `hpcprof --callgrind`
output against native valgrind --tool=callgrind of the same C sources.

usage: bench/callarcs.py OURS.cg NATIVE.cg SRCDIR [--alias A=B]... [-v]
  An arc is (caller, callee) by function name with its call count. Program arcs are those
  whose caller and callee are both defined in a C file of SRCDIR (by name: static
  functions of one unit are unique in a -O0 onelua.c build). --alias maps a native name
  to ours (e.g. _setjmp=setjmp) and makes that callee count as a program function.
  Prints matched/total program arcs (total = the native program arcs) and the arcs
  that differ; exit status 0 when all match."""
import os, re, subprocess, sys

def strip(fn):
    """callgrind's recursion levels (--separate-recs): f'2 is f."""
    return re.sub(r"'\d+$", "", fn)

def arcs(path):
    out = subprocess.run(["callgrind_annotate", "--tree=caller", "--threshold=100", path],
                         capture_output=True, text=True, check=True).stdout
    res, callers = {}, []
    for line in out.splitlines():
        m = re.match(r"\s*[\d,]+(?: \([^)]*\))?\s+<\s+(\S+?):(\S+) \(([\d,]+)x\)", line)
        if m:
            callers.append((strip(m.group(2)), int(m.group(3).replace(",", ""))))
            continue
        m = re.match(r"\s*[\d,]+(?: \([^)]*\))?\s+\*\s+(\S+?):(\S+) ", line)
        if m:
            fn = strip(m.group(2))
            for c, n in callers:
                res[(c, fn)] = res.get((c, fn), 0) + n
            callers = []
            continue
        if not line.strip():
            callers = []
    return res

def defined_names(srcdir):
    names = set()
    pat = re.compile(r"^[A-Za-z_][\w \*]*?\b([A-Za-z_]\w*)\s*\([^;]*$")
    for f in os.listdir(srcdir):
        if f.endswith(".c"):
            with open(os.path.join(srcdir, f), errors="replace") as fh:
                for line in fh:
                    m = pat.match(line)
                    if m and not line.startswith(("return", "if", "else")):
                        names.add(m.group(1))
    return names

def main():
    a = sys.argv[1:]
    verbose = "-v" in a
    a = [x for x in a if x != "-v"]
    alias = {}
    while "--alias" in a:
        i = a.index("--alias")
        k, v = a[i + 1].split("=")
        alias[k] = v
        del a[i:i + 2]
    ours, native, srcdir = a
    prog = defined_names(srcdir) | set(alias.values())
    o = arcs(ours)
    n = {}
    for (c, f), k in arcs(native).items():
        n[(alias.get(c, c), alias.get(f, f))] = n.get((alias.get(c, c), alias.get(f, f)), 0) + k
    pn = {k: v for k, v in n.items() if k[0] in prog and k[1] in prog}
    po = {k: v for k, v in o.items() if k[0] in prog and k[1] in prog}
    ok = sum(1 for k, v in pn.items() if po.get(k) == v)
    extra = [k for k in po if k not in pn]
    print("program arcs: %d/%d matched (native callgrind counts); %d arcs only in ours; calls %d ours, %d native"
          % (ok, len(pn), len(extra), sum(po.values()), sum(pn.values())))
    bad = sorted((k for k in pn if po.get(k) != pn[k]), key=lambda k: -pn[k])
    for k in bad[: (len(bad) if verbose else 15)]:
        print("  %s -> %s: ours %s, native %d" % (k[0], k[1], po.get(k, "-"), pn[k]))
    for k in extra[: (len(extra) if verbose else 15)]:
        print("  only ours: %s -> %s: %d" % (k[0], k[1], po[k]))
    sys.exit(0 if ok == len(pn) and not extra else 1)

main()
