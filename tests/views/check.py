#!/usr/bin/env python3
"""Checks for tests/views/run.sh (see there). Usage: check.py BUILD_DIR.
Each check prints "ok   NAME", "FAIL NAME: why" or "SKIP NAME: why"; the last line is
"N passed, M failed"."""
import gzip, os, re, shutil, subprocess, sys, tempfile
import xml.etree.ElementTree as ET

B = sys.argv[1]
HPCPROF = os.environ.get("HPCPROF", "bin/hpcprof")
SVG = "{http://www.w3.org/2000/svg}"
passed = failed = 0


def ok(name):
    global passed
    passed += 1
    print("ok   " + name)


def bad(name, why):
    global failed
    failed += 1
    print("FAIL %s: %s" % (name, why))


def skip(name, why):
    print("SKIP %s: %s" % (name, why))


def check(name, cond, why=""):
    (ok if cond else lambda n: bad(n, why))(name)
    return cond


def run(*cmd, **kw):
    r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, **kw)
    if r.returncode:
        raise RuntimeError("%s: exit %d: %s" % (" ".join(cmd), r.returncode, r.stderr.strip()[-400:]))
    return r.stdout


def hpcprof(*args):
    return run(HPCPROF, *args)


tried = {}


def ensure(cmd, pkg):
    """The consumer's path, installing its Debian package when absent (once per run);
    None if impossible."""
    if shutil.which(cmd) or pkg in tried:
        return shutil.which(cmd)
    tried[pkg] = True
    if not shutil.which("apt-get"):
        return None
    sudo = [] if os.geteuid() == 0 else ["sudo", "-n"]
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    print("installing %s for the %s checks" % (pkg, cmd))
    for step in (["apt-get", "update", "-qq"], ["apt-get", "install", "-y", "-qq", "--no-install-recommends", pkg]):
        try:
            subprocess.run(sudo + step, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=900)
        except (OSError, subprocess.TimeoutExpired):
            return None
    return shutil.which(cmd)


def needs(name, cmd, pkg):
    """Whether the consumer cmd is there (installed if need be); else name is skipped."""
    if ensure(cmd, pkg):
        return True
    skip(name, "%s (Debian package %s) is not installed and could not be installed" % (cmd, pkg))
    return False


def per_function(pattern, text, fix=lambda n: n):
    """{name: value} summed over pattern's matches (groups: value with commas, name)."""
    per = {}
    for m in re.finditer(pattern, text, re.M):
        n = fix(m.group(2))
        per[n] = per.get(n, 0) + int(m.group(1).replace(",", ""))
    return per


def check_top5(name, t, per, total, excl):
    why = top5_agree(excl, per)
    check(name, t == total and not why, why or "total %d, --flat %d" % (t, total))


def top5_agree(ref, other):
    """ref's five costliest functions have the same values in other, and other's five
    largest values are the same (ties may order names differently)."""
    rt = sorted(ref.items(), key=lambda kv: (-kv[1], kv[0]))[:5]
    wrong = ["%s: %s vs %s" % (n, v, other.get(n)) for n, v in rt if other.get(n) != v]
    if wrong:
        return "differs: " + "; ".join(wrong)
    if sorted(other.values(), reverse=True)[:5] != [v for _, v in rt]:
        return "other top five: %s" % sorted(other.items(), key=lambda kv: -kv[1])[:5]
    return ""


# ---- hpcprof's own text views ----

def flat(prof):
    """(metric total, {function: exclusive}, {function: inclusive}) from --flat."""
    out = hpcprof("--flat", "--threshold", "0", prof)
    total = int(re.search(r"^Metric \S+: (\d+) ", out, re.M).group(1))
    excl, incl = {}, {}
    # Count metrics (returns) follow as plain numbers, without a percentage.
    for m in re.finditer(r"^\s+(\d+)\s+[\d.]+%\s+(\d+)\s+[\d.]+%(?:\s+\d+)*  (\S.*?)(?:  \S+:\d+)?$", out, re.M):
        name = m.group(3).replace(" [inlined]", "")
        excl[name] = excl.get(name, 0) + int(m.group(1))
        incl[name] = incl.get(name, 0) + int(m.group(2))
    return total, excl, incl


def folded(prof):
    out = hpcprof("--folded", prof)
    per = {}
    for line in out.splitlines():
        path, v = line.rsplit(" ", 1)
        leaf = path.split(";")[-1].split("@")[0]
        per[leaf] = per.get(leaf, 0) + int(v)
    return sum(per.values()), per


# ---- flame graph ----

def frames(svg_path):
    root = ET.parse(svg_path).getroot()
    fr = []
    for g in root.iter(SVG + "g"):
        if g.get("class") != "f":
            continue
        r = g.find(SVG + "rect")
        fr.append(dict(n=g.get("data-n"), d=int(g.get("data-d")), v=int(g.get("data-v")), s=int(g.get("data-s")),
                       h=int(g.get("data-h")), x=float(r.get("x")), w=float(r.get("width")), y=float(r.get("y")),
                       fill=r.get("fill")))
    return root, fr


def children_of(fr):
    """Parent index -> child indexes, from geometry alone: a frame one level deeper whose
    left edge lies inside the parent's extent."""
    by_depth = {}
    for i, f in enumerate(fr):
        by_depth.setdefault(f["d"], []).append(i)
    kids = {i: [] for i in range(len(fr))}
    for d, idx in by_depth.items():
        parents = sorted(by_depth.get(d - 1, []), key=lambda i: fr[i]["x"])
        for c in idx:
            for p in parents:
                if fr[p]["x"] - 1e-3 <= fr[c]["x"] < fr[p]["x"] + fr[p]["w"] - 1e-3:
                    kids[p].append(c)
                    break
    return kids


def flame_problems(root, fr, total):
    """Why the frames do not add up (empty when they do)."""
    fullw = float(root.get("data-fullw"))
    roots = [f for f in fr if f["d"] == 0]
    if len(roots) != 1 or roots[0]["v"] != total:
        return "root frame %s, metric total %d" % ([r["v"] for r in roots], total)
    kids = children_of(fr)
    for i, f in enumerate(fr):
        if abs(f["w"] - f["v"] * fullw / total) > 2e-3:
            return "%s: width %.4f for value %d" % (f["n"], f["w"], f["v"])
        cv = sum(fr[c]["v"] for c in kids[i])
        cw = sum(fr[c]["w"] for c in kids[i])
        if f["s"] + f["h"] + cv != f["v"]:
            return "%s (depth %d): self %d + hidden %d + children %d != %d" % (f["n"], f["d"], f["s"], f["h"], cv, f["v"])
        if cw > f["w"] + 2e-3 * (1 + len(kids[i])):
            return "%s: children %.4f wider than %.4f" % (f["n"], cw, f["w"])
    return ""


def flame_self(fr):
    per = {}
    for f in fr:
        if f["d"]:
            per[f["n"]] = per.get(f["n"], 0) + f["s"]
    return per


def check_flame(tag, prof, total, excl):
    svg = "%s/%s.svg" % (B, tag)
    hpcprof("--flamegraph", svg, prof)
    try:
        root, fr = frames(svg)
    except ET.ParseError as e:
        bad(tag + " flame graph is well-formed XML", str(e))
        return None
    if shutil.which("xmllint"):
        r = subprocess.run(["xmllint", "--noout", svg], stderr=subprocess.PIPE, text=True)
        check(tag + " flame graph passes xmllint", r.returncode == 0, r.stderr[:300])
    else:
        ok(tag + " flame graph is well-formed XML")
    why = flame_problems(root, fr, total)
    check(tag + " flame graph frame widths add up to the total", not why, why)
    hidden = sum(f["h"] for f in fr)
    per = flame_self(fr)
    rt = sorted(excl.items(), key=lambda kv: -kv[1])[:5]
    wrong = [n for n, v in rt if not (v - hidden <= per.get(n, 0) <= v)]
    check(tag + " flame graph: top five functions' self cost", not wrong,
          "%s (hidden %d): %s" % (wrong, hidden, [(n, per.get(n)) for n in wrong]))
    ic = "%s/%s-icicle.svg" % (B, tag)
    hpcprof("--flamegraph", ic, "--icicle", prof)
    root2, fr2 = frames(ic)
    why = flame_problems(root2, fr2, total)
    y0 = min(f["y"] for f in fr2 if f["d"] == 0)
    deeper = [f["y"] for f in fr2 if f["d"] == 1]
    check(tag + " icicle graph adds up, root on top", not why and deeper and min(deeper) > y0, why or "root not on top")
    return svg, fr


def dump_dom(chrome, url):
    """The document after its scripts ran, as headless Chromium serializes it."""
    with tempfile.TemporaryDirectory() as prof_dir:
        r = subprocess.run([chrome, "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                            "--disable-component-update", "--disable-sync", "--no-first-run",
                            "--user-data-dir=" + prof_dir, "--dump-dom", url],
                           stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, timeout=180)
    return r.stdout if r.returncode == 0 else ""


def dom_frames(dom):
    return [dict(style=m.group(1) or "", x=float(m.group(2)), w=float(m.group(3))) for m in
            re.finditer(r'<g class="f"[^>]*?(?: style="([^"]*)")?><title>[^<]*</title><rect x="([^"]*)" y="[^"]*" width="([^"]*)"', dom)]


def chromium_render(tag, svg, fr, search):
    name = tag + " flame graph renders in headless Chromium: labels fitted, names shown, search"
    if not needs(name, "chromium", "chromium"):
        return
    chrome = shutil.which("chromium")
    url = "file://" + os.path.abspath(svg)
    dom = dump_dom(chrome, url + "?s=" + search)
    fitted = re.search(r'data-fitted="(\d+)"', dom)
    labels = set(re.findall(r"<text[^>]*>([^<]+)</text>", dom))
    wide = {f["n"] for f in fr if f["w"] > 100}           # surely wide enough for a label
    missing = sorted(n for n in wide if n not in labels)
    matched = re.search(r'id="matched"[^>]*>Matched: ([\d.]+)%<', dom)
    want = 100.0 * sum(f["v"] for f in fr if f["d"] and re.search(search, f["n"])
                       and not any(p["d"] < f["d"] and re.search(search, p["n"]) and p["x"] <= f["x"] + 1e-6
                                   and f["x"] + f["w"] <= p["x"] + p["w"] + 1e-6 for p in fr)) / fr[0]["v"]
    problems = []
    if not fitted or int(fitted.group(1)) < len(wide):
        problems.append("script did not fit labels (%s)" % (fitted.group(1) if fitted else "no data-fitted"))
    if missing:
        problems.append("names not shown: %s" % missing)
    if not matched or abs(float(matched.group(1)) - want) > 0.06:
        problems.append("search ?s=%s matched %s, expected %.1f%%" % (search, matched.group(1) if matched else None, want))
    check(name, dom and not problems, "; ".join(problems) or "no DOM")
    # zoom (by URL, as a click leaves it): the frame fills the width, its descendants
    # scale with it, its ancestors span it faded, everything else is hidden
    fullw = 1180.0
    z = max((f for f in fr if f["d"] >= 2 and 20 < f["w"] < 0.9 * fullw), key=lambda f: f["w"])
    got = dom_frames(dump_dom(chrome, "%s?d=%d&x=%.2f" % (url, z["d"], z["x"])))
    problems = [] if len(got) == len(fr) else ["%d frames in the DOM, %d in the file" % (len(got), len(fr))]
    for f, g in zip(fr, got) if not problems else []:
        inside = f["x"] >= z["x"] - 1e-3 and f["x"] + f["w"] <= z["x"] + z["w"] + 1e-3
        if f["d"] >= z["d"] and inside:
            want = (10 + (f["x"] - z["x"]) * fullw / z["w"], f["w"] * fullw / z["w"])
            ok_ = "none" not in g["style"] and abs(g["x"] - want[0]) < 0.05 and abs(g["w"] - want[1]) < 0.05
        elif f["d"] < z["d"] and f["x"] <= z["x"] + 1e-3 and f["x"] + f["w"] >= z["x"] + z["w"] - 1e-3:
            ok_ = "0.5" in g["style"] and abs(g["w"] - fullw) < 0.05
        else:
            ok_ = "display: none" in g["style"]
        if not ok_:
            problems.append("%s (depth %d): %s" % (f["n"], f["d"], g))
            break
    check("%s flame graph zooms in Chromium (to %s at depth %d)" % (tag, z["n"], z["d"]), not problems, "; ".join(problems))


# ---- callgrind ----

def check_callgrind(tag, prof, total, excl, incl):
    name = tag + " callgrind_annotate: totals and top five functions match --flat"
    if not needs(name, "callgrind_annotate", "valgrind"):
        return None
    cg = "%s/%s.callgrind" % (B, tag)
    hpcprof("--callgrind", cg, prof)
    out = run("callgrind_annotate", "--threshold=100", "--auto=no", cg)
    t = int(re.search(r"^\s*([\d,]+) \S+\s+PROGRAM TOTALS", out, re.M).group(1).replace(",", ""))
    per = per_function(r"^\s*([\d,]+) \(\s*[\d.]+%\)\s+[^:\s]+:(.+) \[[^\]]*\]$", out)
    check_top5(name, t, per, total, excl)
    return t, per


def caller_arcs(cg):
    """{(caller, callee): calls} as callgrind_annotate --tree=caller shows them."""
    tree = run("callgrind_annotate", "--tree=caller", "--threshold=100", "--auto=no", cg)
    arcs, pending = {}, []
    for line in tree.splitlines():
        m = re.search(r"<\s+[^:\s]+:(\S+) \(([\d,]+)x\) \[", line)
        if m:
            pending.append((m.group(1), int(m.group(2).replace(",", ""))))
        m = re.search(r"\*\s+[^:\s]+:(\S+) \[", line)
        if m:
            for c, n in pending:
                arcs[(c, m.group(1))] = arcs.get((c, m.group(1)), 0) + n
            pending = []
    return arcs


def check_callgrind_calls(prof, off):
    """callgrind's call counts are real ones: with -e calls (demo -O0, fib(22) called
    2F(23)-1 = 57313 times) the exact counts, and the inclusive cost through the arcs;
    without any call-count metric (trampoline off) no calls= line at all."""
    name = "callgrind -e calls: calls= are the exact call counts"
    if not needs(name, "callgrind_annotate", "valgrind"):
        return
    cg = B + "/calls.callgrind"
    hpcprof("--callgrind", cg, prof)
    arcs = caller_arcs(cg)
    want = {("main", "run"): 1, ("run", "fib"): 1, ("fib", "fib"): 57312, ("main", "loop"): 1, ("loop", "malloc"): 1,
            ("loop", "free"): 1, ("main", "atoi"): 1, ("main", "printf"): 2}
    wrong = {k: (v, arcs.get(k)) for k, v in want.items() if arcs.get(k) != v}
    check(name, not wrong, "(want, got) %s" % wrong)
    _, _, incl = flat(prof)
    out = run("callgrind_annotate", "--inclusive=yes", "--threshold=100", "--auto=no", cg)
    m = re.search(r"^\s*([\d,]+) \(\s*[\d.]+%\)\s+[^:\s]+:main \[", out, re.M)
    got = int(m.group(1).replace(",", "")) if m else None
    check("callgrind -e calls --inclusive: main's cost through the call arcs", got == incl.get("main"),
          "%s vs --flat %s" % (got, incl.get("main")))
    cg = B + "/off.callgrind"
    hpcprof("--callgrind", cg, off)
    text = open(cg).read()
    check("callgrind without call counts: no calls= lines (no sample counts as calls)",
          "calls=" not in text and "cfn=" not in text and "fn=fib" in text, "%d calls= lines" % text.count("calls="))


# ---- pprof ----

def check_pprof(tag, prof, total, excl):
    name = tag + " go tool pprof -top: total and top five functions match --flat"
    if not needs(name, "go", "golang-go"):
        return None
    pb = "%s/%s.pb.gz" % (B, tag)
    hpcprof("--pprof", pb, prof)
    with gzip.open(pb) as f:
        f.read()          # a gzip stream end to end
    env = dict(os.environ, HOME=os.path.abspath(B), GOCACHE=os.path.abspath(B + "/gocache"), PPROF_TMPDIR=os.path.abspath(B))
    out = subprocess.run(["go", "tool", "pprof", "-top", "-nodefraction=0", "-nodecount=100000", pb],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    m = re.search(r"of (\d+)\S* total", out.stdout)
    if out.returncode or not m:
        bad(name, "pprof exit %d: %s" % (out.returncode, out.stderr[-300:]))
        return None
    t = int(m.group(1))
    per = per_function(r"^\s*(\d+)\S*\s+[\d.]+%\s+[\d.]+%\s+\d+\S*\s+[\d.]+%\s+(.+)$", out.stdout,
                       lambda n: n.replace(" (inline)", ""))
    check_top5(name, t, per, total, excl)
    lines = subprocess.run(["go", "tool", "pprof", "-top", "-lines", "-nodecount=5", pb], stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, text=True, env=env).stdout
    check(tag + " go tool pprof -lines: locations carry file:line", re.search(r"\.c:\d+", lines) is not None, lines[-300:])
    return t, per


# ---- annotate ----

def annotate_rows(out):
    """(part, self, calls, rest of the line) for each row with costs of --annotate's
    output; part is "src" or "dis" (None before the Source part)."""
    part = None
    for line in out.splitlines():
        if line.startswith("Source "):
            part = "src"
        elif line.startswith("Disassembly of"):
            part = "dis"
        m = re.match(r"^\s+(\d+|\.)\s+(\d+|\.)\s+(.*)$", line)
        if m:
            yield (part,) + tuple(0 if g == "." else int(g) for g in m.group(1, 2)) + (m.group(3),)


def annotate(func, prof):
    out = hpcprof("--annotate", func, prof)
    head = re.search(r"^Annotation of \S+ by \S+ \([^)]*\): (\d+) self[^;\n]*(?:; (\d+) in its code)?", out, re.M)
    self_, in_code = int(head.group(1)), int(head.group(2) or head.group(1))
    src, dis = 0, []
    for part, v, _, rest in annotate_rows(out):
        if part == "src":
            src += v
        elif part == "dis":
            dis.append((v, rest))
    return self_, src, dis, in_code


def objdump_function(prog, func):
    """objdump's instructions of func, within its symbol's size (objdump goes on to the
    padding up to the next symbol)."""
    start, size = next((int(p[0], 16), int(p[1], 16)) for p in (l.split() for l in run("hppa64-linux-gnu-nm", "-S", prog).splitlines())
                       if len(p) == 4 and p[3] == func)
    out = run("hppa64-linux-gnu-objdump", "-d", "--start-address=%#x" % start, "--stop-address=%#x" % (start + size), prog)
    m = re.search(r"^[0-9a-f]+ <%s>:\n(.*?)(?:\n\n|\Z)" % re.escape(func), out, re.M | re.S)
    rows = []
    for line in m.group(1).splitlines():
        p = line.split("\t")
        if len(p) >= 3:
            rows.append((int(p[0].strip().rstrip(":"), 16), p[2].strip()))
    return rows


BRANCH = re.compile(r"^(b|bl|b,l|b,l,n|b,n|bv|bve|be|cmpb|cmpib|addb|addib|bb|movb|movib|blr)\b|^(b|bv|bve|be|bb|cmpb|cmpib|addb|addib|movb|movib)[,]")


def check_annotate(tag, prof, prog, funcs, excl):
    for f in funcs:
        self_, src, dis, in_code = annotate(f, prof)
        check("%s --annotate %s: self and source lines equal --flat (%d)" % (tag, f, excl[f]), self_ == excl[f] == src,
              "self %d, lines %d" % (self_, src))
        if not dis:
            continue
        ours = [(int(a, 16), rest) for a, rest in (r[1].strip().split("  ", 1) for r in dis)]
        theirs = objdump_function(prog, f)

        def same_insn(o, t):      # our column: objdump's text, then padding and the source
            return o[0] == t[0] and o[1].startswith(t[1]) and o[1][len(t[1]):len(t[1]) + 2] in ("", "  ")
        same = len(ours) == len(theirs) and all(map(same_insn, ours, theirs))
        dsum = sum(v for v, _ in dis)
        # Its code's cost is the disassembly's; the function's self cost (by line) also
        # holds copies of it inlined into other functions (bench fib: into main), so it
        # may exceed that when samples fall there.
        check("%s --annotate %s: disassembly as objdump's, its cost adds up" % (tag, f), same and dsum == in_code,
              "cost %d vs %d (self %d); first difference %s" % (dsum, in_code, excl[f], next(((o, t) for o, t in zip(ours, theirs)
                                                                          if not same_insn(o, t)), len(ours) - len(theirs))))
        slots = [theirs[i + 1][0] for i in range(len(theirs) - 1) if BRANCH.match(theirs[i][1])]
        marked = {int(r[1].split()[0], 16) for r in dis if "[delay slot" in r[1]}
        # (a function can be its return alone, e.g. newlib's one-instruction __malloc_unlock:
        # then its only delay slot is past its end, and none is marked inside it)
        alone = len(theirs) == 1 and BRANCH.match(theirs[0][1])
        check("%s --annotate %s: delay slots marked after every branch" % (tag, f), (slots or alone) and set(slots) == marked,
              "objdump's %s, marked %s" % (sorted(slots)[:5], sorted(marked)[:5]))


# ---- diff ----

def parse_diff(out):
    m = re.search(r"^\s+(\d+)\s+(\d+)\s+([+-]\d+)\s+\S+\s+total$", out, re.M)
    funcs = {}
    part = out.split("Per call path")[0]
    for m2 in re.finditer(r"^\s+(\d+)\s+(\d+)\s+([+-]\d+)\s+\S+\s+(\d+)\s+(\d+)\s+([+-]\d+)\s+\S+  (.+)$", part, re.M):
        funcs[m2.group(7)] = (int(m2.group(1)), int(m2.group(2)), int(m2.group(3)))
    return (int(m.group(1)), int(m.group(2)), int(m.group(3))), funcs


def check_diff(base, new, fb, fn):
    svg = B + "/diff.svg"
    out = hpcprof("--diff", base, new, "--threshold", "0", "--flamegraph", svg)
    (tb, tn, td), funcs = parse_diff(out)
    check("--diff: totals are each profile's", (tb, tn, td) == (fb[0], fn[0], fn[0] - fb[0]), "%s" % ((tb, tn, td),))
    wrong = [n for n in set(fb[1]) | set(fn[1]) if (fb[1].get(n, 0) or fn[1].get(n, 0))
             and funcs.get(n, (0, 0, 0)) != (fb[1].get(n, 0), fn[1].get(n, 0), fn[1].get(n, 0) - fb[1].get(n, 0))]
    check("--diff -O2 vs -O0: every function's base/new/delta matches by name", not wrong,
          "%s" % [(n, funcs.get(n), fb[1].get(n), fn[1].get(n)) for n in wrong[:4]])
    root, fr = frames(svg)
    why = flame_problems(root, fr, fn[0])
    red = [f for f in fr if re.match(r"rgb\(250,(\d+),\1\)", f["fill"]) and f["fill"] != "rgb(250,250,250)"]
    check("--diff flame graph: widths from the new profile add up, growth in red", not why and red, why or "no red frame")
    hpcprof("--diff", new, base, "--flamegraph", svg)
    root, fr = frames(svg)
    why = flame_problems(root, fr, fb[0])
    blue = [f for f in fr if re.match(r"rgb\((\d+),\1,250\)", f["fill"]) and f["fill"] != "rgb(250,250,250)"]
    check("--diff -O0 to -O2 flame graph: shrinkage in blue", not why and blue, why or "no blue frame")
    (tb, tn, td), funcs = parse_diff(hpcprof("--diff", base, base, "--threshold", "0"))
    check("--diff of a profile with itself: no change anywhere", td == 0 and funcs and all(d == 0 for _, _, d in funcs.values()),
          "total delta %d" % td)


# ---- all views on one profile ----

def views_agree(tag, prof, prog, annotate_funcs, search):
    total, excl, incl = flat(prof)
    ftotal, fper = folded(prof)
    agree = {"folded": (ftotal, fper)}
    r = check_flame(tag, prof, total, excl)
    if r:
        chromium_render(tag, r[0], r[1], search)
    cg = check_callgrind(tag, prof, total, excl, incl)
    if cg:
        agree["callgrind"] = cg
    pp = check_pprof(tag, prof, total, excl)
    if pp:
        agree["pprof"] = pp
    top = [n for n, _ in sorted(excl.items(), key=lambda kv: (-kv[1], kv[0]))[:5]]
    check_annotate(tag, prof, prog, annotate_funcs + [n for n in top if n not in annotate_funcs and n != "<no frame>"], excl)
    _, dfuncs = parse_diff(hpcprof("--diff", prof, prof, "--threshold", "0"))
    agree["diff"] = (total, {n: v[0] for n, v in dfuncs.items()})
    problems = []
    for view, (t, per) in agree.items():
        why = top5_agree(excl, per)
        if t != total or why:
            problems.append("%s: total %d vs %d %s" % (view, t, total, why))
    check("%s: %s agree with --flat on the total and the top five functions" % (tag, ", ".join(agree)), not problems,
          "; ".join(problems))
    return total, excl


def check_returns(prof):
    """A profile with a "returns" metric (the demo's, with made-up counts: what the
    trampoline records): callgrind's call counts into a function are its returns, and
    pprof carries the metric as a sample type."""
    out = hpcprof("--flat", "--threshold", "0", prof)
    calls = {m.group(2): int(m.group(1)) for m in
             re.finditer(r"^\s+\d+\s+[\d.]+%\s+\d+\s+[\d.]+%\s+(\d+)  (\S+)(?:  \S+:\d+)?$", out, re.M)}
    total = int(re.search(r"^Metric returns: (\d+) ", out, re.M).group(1))
    # functions only ever called for real, never from the root: every return is an arc's call
    tree = hpcprof("--threshold", "0", prof)
    mixed = set(re.findall(r"  (\S+) \[inlined\]", tree)) | set(re.findall(r"^\s+\d+ +[\d.]+%\s+\d+ +[\d.]+%\s+\d+    (\S+)", tree, re.M))
    name = "returns metric: callgrind calls= are the trampoline's returns"
    if needs(name, "callgrind_annotate", "valgrind"):
        cg = B + "/returns.callgrind"
        hpcprof("--callgrind", cg, prof)
        events = re.search(r"^events: (.*)$", open(cg).read(), re.M).group(1)
        tree = run("callgrind_annotate", "--tree=caller", "--threshold=100", "--auto=no", cg)
        got, pending = {}, 0
        for line in tree.splitlines():
            m = re.search(r"<\s+[^:\s]+:.+ \(([\d,]+)x\) \[", line)
            if m:
                pending += int(m.group(1).replace(",", ""))
            m = re.search(r"\*\s+[^:\s]+:(.+) \[", line)
            if m:
                got[m.group(1)], pending = pending, 0
        want = {f: c for f, c in calls.items() if c and f not in mixed}
        wrong = {f: (c, got.get(f)) for f, c in want.items() if got.get(f) != c}
        check(name, events == "insn" and len(want) >= 3 and not wrong, "events %r; %d checked; (returns, calls=) %s" % (events, len(want), wrong))
    name = "returns metric: go tool pprof -sample_index=returns totals the returns"
    if needs(name, "go", "golang-go"):
        pb = B + "/returns.pb.gz"
        hpcprof("--pprof", pb, prof)
        env = dict(os.environ, HOME=os.path.abspath(B), GOCACHE=os.path.abspath(B + "/gocache"))
        out = subprocess.run(["go", "tool", "pprof", "-top", "-sample_index=returns", pb], stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True, env=env).stdout
        m = re.search(r"of (\d+)\S* total", out)
        check(name, m and int(m.group(1)) == total, "pprof: %s, profile %d" % (m and m.group(1), total))


def check_two_metrics(prof):
    """Two metrics (insn and itimer): --metric picks the flame graph's; callgrind has
    both as events, pprof both as sample types, each with its own total."""
    out = hpcprof("--flat", prof)
    totals = {m.group(1): int(m.group(2)) for m in re.finditer(r"^Metric (\S+): (\d+) ", out, re.M)}
    if not totals.get("itimer"):
        skip("two metrics", "the itimer took no sample in this run (host CPU time is not deterministic)")
        return
    svg = B + "/two-itimer.svg"
    hpcprof("--flamegraph", svg, "--metric", "itimer", prof)
    root, fr = frames(svg)
    why = flame_problems(root, fr, totals["itimer"])
    check("two metrics: --flamegraph --metric itimer draws itimer", root.get("data-metric") == "itimer" and not why, why)
    name = "two metrics: callgrind has both events and their totals"
    if needs(name, "callgrind_annotate", "valgrind"):
        cg = B + "/two.callgrind"
        hpcprof("--callgrind", cg, prof)
        out = run("callgrind_annotate", "--auto=no", cg)
        m = re.search(r"^\s*([\d,]+) \S+\s+([\d,]+) \S+\s+PROGRAM TOTALS", out, re.M)
        got = m and [int(g.replace(",", "")) for g in m.groups()]
        check(name, "Events recorded:  insn itimer" in out and got == [totals["insn"], totals["itimer"]], "%s vs %s" % (got, totals))
    name = "two metrics: go tool pprof totals each sample type"
    if needs(name, "go", "golang-go"):
        pb = B + "/two.pb.gz"
        hpcprof("--pprof", pb, prof)
        env = dict(os.environ, HOME=os.path.abspath(B), GOCACHE=os.path.abspath(B + "/gocache"))
        got = {}
        for metric in totals:
            # itimer values are CPU time weighted per sample (any µs count): ask pprof for
            # microseconds, not its rounded "55.46ms".
            unit = ["-unit=us"] if metric == "itimer" else []
            out = subprocess.run(["go", "tool", "pprof", "-top", "-sample_index=" + metric] + unit + [pb], stdout=subprocess.PIPE,
                                 stderr=subprocess.PIPE, text=True, env=env).stdout
            m = re.search(r"of (\d+)\S* total", out)
            got[metric] = m and int(m.group(1))
        check(name, got == totals, "%s vs %s" % (got, totals))


# ---- inline chains and deep paths (tests/views/chains.c) ----

def pprof_raw(pb):
    """(samples as (values, [location ids], leaf first), {id: (address, [(function, line)], innermost first)})."""
    env = dict(os.environ, HOME=os.path.abspath(B), GOCACHE=os.path.abspath(B + "/gocache"))
    out = subprocess.run(["go", "tool", "pprof", "-raw", pb], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                         env=env).stdout
    samples, locs, part, cur = [], {}, None, None
    for line in out.splitlines():
        if line in ("Samples:", "Locations", "Mappings"):
            part = line
            continue
        if part == "Samples:":
            m = re.match(r"^\s+([\d ]+?)\s*:\s*([\d ]+)$", line)
            if m:
                samples.append(([int(v) for v in m.group(1).split()], [int(x) for x in m.group(2).split()]))
        elif part == "Locations":
            m = re.match(r"^\s+(\d+): (0x[0-9a-f]+) M=\d+ (\S+) \S+:(\d+)", line)
            if m:
                cur = locs[int(m.group(1))] = (int(m.group(2), 16), [(m.group(3), int(m.group(4)))])
                continue
            m = re.match(r"^\s+(\S+) \S+:(\d+) s=\d+$", line)
            if m and cur:
                cur[1].append((m.group(1), int(m.group(2))))
    return samples, locs


def addr2line(prog, addrs):
    """{address: [(function, line)], innermost first} from hppa64-linux-gnu-addr2line -i."""
    res = {}
    for a in addrs:
        out = run("hppa64-linux-gnu-addr2line", "-i", "-f", "-e", prog, "%#x" % a).splitlines()
        res[a] = [(out[i], int(re.sub(r" \(discriminator \d+\)", "", out[i + 1]).rsplit(":", 1)[1]))
                  for i in range(0, len(out) - 1, 2)]
    return res


def check_chains(prof, prog):
    """leaf inlined into middle into outer into work: every view shows every level with
    the line of each inlined call, as addr2line -i does; all views have the same self
    cost per function; the 10,000-deep recursion keeps main at the root everywhere."""
    total, excl, _ = flat(prof)
    chain = ["work", "outer", "middle", "leaf"]
    fold = hpcprof("--folded", prof).splitlines()
    check("chains: --folded has main;work;outer;middle;leaf", any(l.startswith("main;" + ";".join(chain) + " ") for l in fold),
          "paths: %s" % sorted({l.rsplit(" ", 1)[0] for l in fold if "work" in l}))
    roots = {l.split(";")[0] for l in fold}
    depth = max(l.count(";") + 1 for l in fold)
    check("chains: --folded keeps every frame of a 10,000-deep recursion (root main)", roots == {"main"} and depth > 10000,
          "first frames %s, deepest %d" % (sorted(roots)[:5], depth))
    ftotal, fper = folded(prof)
    tree = hpcprof("--threshold", "0", prof)
    names = [m.group(1) for m in re.finditer(r"^\s+\d+ +[\d.]+%\s+\d+ +[\d.]+%(?:\s+\d+)?( +\S+)", tree, re.M)]
    levels = [(len(n) - len(n.lstrip()), n.strip()) for n in names]
    idx = next((i for i in range(len(levels) - 3) if [x[1] for x in levels[i:i + 4]] == chain
                and [x[0] for x in levels[i:i + 4]] == [levels[i][0] + 2 * k for k in range(4)]), None)
    check("chains: top-down tree nests work > outer > middle > leaf", idx is not None, tree[:800])
    root, fr = frames("%s/chains.svg" % B) if hpcprof("--flamegraph", "%s/chains.svg" % B, prof) is not None else (None, [])
    fdepth = {f["n"]: f["d"] for f in fr if f["n"] in chain}
    check("chains: flame graph stacks work, outer, middle, leaf and is 10,000 deep",
          [fdepth.get(n) for n in chain] == list(range(fdepth.get("work", -9), fdepth.get("work", -9) + 4))
          and max(f["d"] for f in fr) > 10000, "%s, deepest %d" % (fdepth, max(f["d"] for f in fr)))
    views = {"folded": fper, "flame graph": {n: v for n, v in flame_self(fr).items() if v}}
    # the flame graph leaves out frames too narrow to draw (their value is in data-h)
    narrow = {n for n, c in excl.items() if c * 1200 < total}
    if needs("chains: callgrind", "callgrind_annotate", "valgrind"):
        cg = B + "/chains.callgrind"
        hpcprof("--callgrind", cg, prof)
        text = open(cg).read()
        arcs = {(m.group(1), m.group(2)): int(m.group(3)) for m in
                re.finditer(r"^fn=(\S+)\n(?:(?!fn=).*\n)*?cfn=(\S+)\ncalls=\d+ \d+\n(\d+) ", text, re.M)}
        out = run("callgrind_annotate", "--threshold=100", "--auto=no", cg)
        views["callgrind"] = per_function(r"^\s*([\d,]+) \(\s*[\d.]+%\)\s+[^:\s]+:(.+) \[[^\]]*\]$", out)
    else:
        arcs = None
    if needs("chains: pprof", "go", "golang-go"):
        pb = B + "/chains.pb.gz"
        hpcprof("--pprof", pb, prof)
        samples, locs = pprof_raw(pb)
        mine = {i: l for i, l in locs.items() if l[1][-1][0] in ("main", "work", "rec", "spin")}   # chains.c's
        a2l = addr2line(prog, sorted({l[0] for l in mine.values()}))
        wrong = ["%#x: ours %s, addr2line %s" % (a, l, a2l[a]) for a, l in mine.values() if l != a2l[a]]
        check("chains: every pprof location in chains.c has addr2line -i's inline chain and lines (%d)" % len(mine),
              locs and not wrong, "; ".join(wrong[:3]))
        if arcs is not None:
            leaf_loc = next(l for l in locs.values() if l[1][0][0] == "leaf")[1]
            want = {(leaf_loc[k + 1][0], leaf_loc[k][0]): leaf_loc[k + 1][1] for k in range(len(leaf_loc) - 1)}
            got = {k: arcs.get(k) for k in want}
            check("chains: callgrind calls each inlined level from its call line", got == want, "%s vs %s" % (got, want))
        rootless = [s for s in samples if locs[s[1][-1]][1][-1][0] != "main"]
        check("chains: every pprof sample's path starts at main, 10,000 deep ones too",
              samples and not rootless and max(len(s[1]) for s in samples) > 10000, "%d rootless" % len(rootless))
        per = {}
        for vals, ids in samples:
            fn = locs[ids[0]][1][0][0]
            per[fn] = per.get(fn, 0) + vals[0]
        views["pprof"] = per
    wrong = {v: {n: (excl.get(n), c) for n, c in per.items() if excl.get(n) != c} for v, per in views.items()}
    wrong.update({v + " (missing)": [n for n, c in excl.items() if c and n not in per and not (v == "flame graph" and n in narrow)]
                  for v, per in views.items()})
    wrong = {v: w for v, w in wrong.items() if w}
    check("chains: %s have --flat's self cost for every function" % ", ".join(views), not wrong, "%s" % wrong)


def sampled_lines(prof, prog):
    """{(function, line): samples} of the first metric, from --dump and addr2line -i alone:
    a sample is at its node's ip itself (docs/file-formats.md), whether or not that ip is
    also a return address (a node with callees)."""
    own = {}
    for m in re.finditer(r"^  node \d+ parent \d+ ip (0x[0-9a-f]+) sp \S+ metrics (\d+)", hpcprof("--dump", prof), re.M):
        if int(m.group(2)) and int(m.group(1), 16) >= 0x10000:
            own[int(m.group(1), 16)] = own.get(int(m.group(1), 16), 0) + int(m.group(2))
    out = run("hppa64-linux-gnu-addr2line", "-a", "-f", "-e", prog, *["%#x" % a for a in sorted(own)]).splitlines()
    per = {}
    for i in range(0, len(out) - 2, 3):
        key = (out[i + 1], int(re.sub(r" \(discriminator \d+\)", "", out[i + 2]).rsplit(":", 1)[1]))
        per[key] = per.get(key, 0) + own[int(out[i], 16)]
    return per


def callgrind_self_lines(cg):
    """{(function, line): self cost of the first event} from a callgrind file."""
    per, fn, after_call = {}, None, False
    for line in open(cg):
        if line.startswith("fn="):
            fn = line[3:].strip()
        elif line.startswith("calls="):
            after_call = True
        elif re.match(r"^\d+ \d+", line):
            if not after_call:
                ln, v = line.split()[:2]
                per[(fn, int(ln))] = per.get((fn, int(ln)), 0) + int(v)
            after_call = False
    return {k: v for k, v in per.items() if v}


def check_self_lines(tag, prof, prog):
    """Self cost per source line in callgrind and pprof is where the samples were taken,
    also for a node that is both a sampled PC and a return address (not at ip - 8)."""
    want = sampled_lines(prof, prog)
    if needs(tag + " callgrind self per line", "callgrind_annotate", "valgrind"):
        cg = "%s/%s-lines.callgrind" % (B, tag)
        hpcprof("--callgrind", cg, prof)
        got = {k: v for k, v in callgrind_self_lines(cg).items() if k[0] != "<no frame>"}
        diff = {k: (want.get(k), got.get(k)) for k in set(want) | set(got) if want.get(k) != got.get(k)}
        check("%s: callgrind self cost per line is at the sampled PCs' lines (addr2line)" % tag, want and not diff,
              "(addr2line, callgrind) %s" % sorted(diff.items())[:4])
    if needs(tag + " pprof self per line", "go", "golang-go"):
        pb = "%s/%s-lines.pb.gz" % (B, tag)
        hpcprof("--pprof", pb, prof)
        samples, locs = pprof_raw(pb)
        got = {}
        for vals, ids in samples:
            k = locs[ids[0]][1][0]
            got[k] = got.get(k, 0) + vals[0]
        got = {k: v for k, v in got.items() if v}
        diff = {k: (want.get(k), got.get(k)) for k in set(want) | set(got) if want.get(k) != got.get(k)}
        check("%s: pprof self cost per line is at the sampled PCs' lines (addr2line)" % tag, want and not diff,
              "(addr2line, pprof) %s" % sorted(diff.items())[:4])


def check_annotate_far(prof, src):
    """--annotate of a function whose inlined calls sit 3000 lines below its first line:
    the hot line is listed, the cost-free stretch is elided visibly, the self costs add
    up to --flat, and per line the Source part equals the Disassembly part."""
    total, excl, _ = flat(prof)
    hot = next(i + 1 for i, l in enumerate(open(src)) if "t += outer(i);" in l)
    out = hpcprof("--annotate", "work", prof)
    lines, dis = {}, {}
    for part, self_, calls, rest in annotate_rows(out):
        first = rest.split()[0] if rest.split() else ""
        if part == "src" and first.isdigit():
            lines[int(first)] = (self_, calls)
        elif part == "dis":
            at = re.search(r"  far\.c:(\d+)", rest)
            k = int(at.group(1)) if at else None
            dis[k] = tuple(a + b for a, b in zip(dis.get(k, (0, 0)), (self_, calls)))
    top = max(lines, key=lambda k: sum(lines[k])) if lines else None
    check("--annotate work (inlined calls 3000 lines down): hottest line %d listed" % hot, top == hot,
          "hottest listed %s; lines %s..%s" % (top, min(lines or [0]), max(lines or [0])))
    check("--annotate work: the cost-free stretch is elided visibly", re.search(r"\(lines \d+-\d+: no cost\)", out) is not None,
          out[:600])
    check("--annotate work: self per line adds up to --flat (%d)" % excl["work"], sum(v[0] for v in lines.values()) == excl["work"],
          "%d" % sum(v[0] for v in lines.values()))
    src_sum = {k: v[0] + v[1] for k, v in lines.items() if v != (0, 0)}
    dis_sum = {k: v[0] + v[1] for k, v in dis.items() if v != (0, 0)}
    check("--annotate work: Source and Disassembly agree per line", src_sum == dis_sum, "%s vs %s" % (src_sum, dis_sum))


def check_errors(prof):
    """Each error names the thing and the reason, and exits non-zero."""
    cases = [(["--annotate", "no_such_function", prof], "no function 'no_such_function'"),
             (["--flamegraph", B + "/no/such/dir/x.svg", prof], "x.svg: cannot write"),
             (["--diff", prof], "--diff compares two profiles"),
             (["--pprof", B + "/no/such/dir/x.pb.gz", prof], "x.pb.gz")]
    for args, text in cases:
        r = subprocess.run([HPCPROF] + args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        check("error: hpcprof %s" % " ".join(a.replace(B + "/", "") for a in args[:2]), r.returncode != 0 and text in r.stderr,
              "exit %d: %s" % (r.returncode, r.stderr.strip()[:200]))


def main():
    try:
        demo = views_agree("demo", B + "/demo.csprof", B + "/demo", ["fib", "loop"], "fib")
        views_agree("bench fib", B + "/fib.csprof", B + "/fib", ["ack", "fib"], "ack")
        demo0 = flat(B + "/demo-O0.csprof")
        check_diff(B + "/demo.csprof", B + "/demo-O0.csprof", demo, demo0[:2])
        check_errors(B + "/demo.csprof")
        check_returns(B + "/returns.csprof")
        check_callgrind_calls(B + "/demo-O0.csprof", B + "/demo-off.csprof")
        check_two_metrics(B + "/two.csprof")
        check_chains(B + "/chains.csprof", B + "/chains")
        check_annotate_far(B + "/far.csprof", B + "/far.c")
        check_self_lines("bench fib", B + "/fib.csprof", B + "/fib")
        check_self_lines("demo", B + "/demo.csprof", B + "/demo")
    except Exception as e:             # a crash is a failure, with its reason
        bad("views", "%s: %s" % (type(e).__name__, e))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


sys.exit(main())
