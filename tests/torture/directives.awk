# directives.awk: read the DejaGnu directives of one gcc.c-torture/execute test for our
# target (PA-64: hppa64 gcc, newlib, the pa64 emulator) and print what the runner needs:
#   OPT <flags>        extra compiler flags (dg-options, dg-additional-options, .x lappend)
#   SKIP <reason>      do not build or run at this level
#   XFAIL <reason>     expected to fail (dg-xfail-if / dg-xfail-run-if selecting us)
#
# usage: awk -v level=-O2 [-v extra="-fno-inline"] -f directives.awk TEST.c [TEST.x]
#
# Only the simple subset of DejaGnu the execute tests use is understood: target selectors
# (triplet globs, effective-target keywords, !, &&, ||, nesting), the include/exclude flag
# lists of dg-skip-if/dg-xfail-if, and unconditional `lappend additional_flags` in .x files.

BEGIN {
    triplet = "hppa64-unknown-linux-gnu"
    # Effective-target keywords that hold for our target.  Unknown keywords are false.
    n = split("alloca c99_runtime double64 double64plus fileio indirect_jumps int128 int32 " \
              "int32plus label_values longlong64 large_double lp64 mmap nonlocal_goto " \
              "ptr32plus return_address signal size20plus size32plus stdint_types " \
              "trampolines untyped_assembly unwrapped fpic pic weak alias named_sections " \
              "section_anchors_ok sync_int_long sync_char_short ieee", kw, " ")
    for (i = 1; i <= n; i++) have[kw[i]] = 1
    # Why an effective target we lack makes the test a skip.
    why["dfp"] = "needs decimal floating point (_Decimal32/64/128), not supported on hppa64"
    why["freestanding"] = "freestanding target"
    why["newlib_nano_io"] = "newlib nano-formatted I/O"
    why["ia32"] = "ia32 only"
    flags = level " -w " extra
    opts = extra
}

function trim(s) { sub(/^[ \t]+/, "", s); sub(/[ \t]+$/, "", s); return s }

# Split the Tcl words of s (the text after the directive name) into w[1..]; stop at the
# '}' that closes the directive.  Quoted and braced words lose their delimiters.
function tclwords(s, w,    n, i, len, c, depth, start) {
    n = 0; i = 1; len = length(s)
    while (i <= len) {
        c = substr(s, i, 1)
        if (c ~ /[ \t]/) { i++; continue }
        if (c == "}") break
        if (c == "\"") {
            start = i + 1; i++
            while (i <= len && substr(s, i, 1) != "\"") { if (substr(s, i, 1) == "\\") i++; i++ }
            w[++n] = substr(s, start, i - start); i++
        } else if (c == "{") {
            depth = 1; start = i + 1; i++
            while (i <= len && depth > 0) {
                c = substr(s, i, 1)
                if (c == "{") depth++
                else if (c == "}") depth--
                i++
            }
            w[++n] = substr(s, start, i - 1 - start)
        } else {
            start = i
            while (i <= len && substr(s, i, 1) !~ /[ \t}]/) i++
            w[++n] = substr(s, start, i - start)
        }
    }
    return n
}

# Selector evaluation over a token array t[pos..ntok].
function glob2re(g,    r) {
    r = g
    gsub(/\./, "\\.", r); gsub(/\*/, ".*", r); gsub(/\?/, ".", r)
    return "^" r "$"
}
function word_true(x) {
    gsub(/"/, "", x)
    if (x ~ /-/) return (triplet ~ glob2re(x))
    if (x == "*") return 1
    return (x in have)
}
function sel_tokens(s,    out, i, c, len, n) {
    gsub(/\{/, " { ", s); gsub(/\}/, " } ", s); gsub(/!/, " ! ", s)
    gsub(/&&/, " \\&\\& ", s); gsub(/\|\|/, " || ", s)
    ntok = split(trim(s), tok, /[ \t]+/)
    pos = 1
}
function p_list(    v) {          # items juxtaposed are OR'ed
    v = 0
    while (pos <= ntok && tok[pos] != "}") v = p_or() || v
    return v
}
function p_or(    v) {
    v = p_and()
    while (pos <= ntok && tok[pos] == "||") { pos++; v = p_and() || v }
    return v
}
function p_and(    v) {
    v = p_not()
    while (pos <= ntok && tok[pos] == "&&") { pos++; v = p_not() && v }
    return v
}
function p_not() {
    if (tok[pos] == "!") { pos++; return !p_not() }
    return p_prim()
}
function p_prim(    v) {
    if (tok[pos] == "{") { pos++; v = p_list(); pos++; return v }
    return word_true(tok[pos++])
}
function selects(s) {
    s = trim(s)
    if (s == "") return 1
    sel_tokens(s)
    return p_list()
}
# "target X" / "xfail X" clause of dg-options etc.: true when absent or X selects us.
function target_clause(s) {
    s = trim(s)
    if (s == "") return 1
    if (s ~ /^target[ \t]/) return selects(substr(s, 7))
    return 0
}
# dg-skip-if / dg-xfail-if flag lists: include (default "*") and exclude (default "").
function in_flags(o) { return index(" " flags " ", " " o " ") > 0 }
function flags_match(inc, exc,    n, a, i, ok) {
    n = split(trim(inc), a, /[ \t]+/)
    ok = (n == 0)
    for (i = 1; i <= n; i++) { gsub(/"/, "", a[i]); if (a[i] == "*" || a[i] == "" || in_flags(a[i])) ok = 1 }
    if (!ok) return 0
    n = split(trim(exc), a, /[ \t]+/)
    for (i = 1; i <= n; i++) { gsub(/"/, "", a[i]); if (a[i] != "" && a[i] != "*" && in_flags(a[i])) return 0 }
    return 1
}

FILENAME ~ /\.x$/ {
    # Only unconditional, top-level flag additions are honoured.
    if ($0 ~ /^lappend[ \t]+additional_flags/) {
        s = $0; sub(/^lappend[ \t]+additional_flags[ \t]*/, "", s)
        gsub(/"/, "", s); opts = opts " " s
    }
    next
}

/\{ *dg-[a-z-]+/ {
    s = $0
    sub(/^.*\{ *dg-/, "dg-", s)
    name = s; sub(/[ \t}].*$/, "", name)
    rest = substr(s, length(name) + 1)
    delete w
    nw = tclwords(rest, w)
    if (name == "dg-options" || name == "dg-additional-options") {
        if (target_clause(w[2])) { o = w[1]; gsub(/"/, "", o); opts = opts " " o }
    } else if (name == "dg-skip-if") {
        if (selects(w[2]) && flags_match(nw >= 3 ? w[3] : "*", nw >= 4 ? w[4] : ""))
            if (!skip) skip = "dg-skip-if selects this target: " (w[1] != "" ? w[1] : "{" trim(w[2]) "}")
    } else if (name == "dg-xfail-if" || name == "dg-xfail-run-if") {
        if (selects(w[2]) && flags_match(nw >= 3 ? w[3] : "*", nw >= 4 ? w[4] : ""))
            xfail = "dg-xfail-if \"" w[1] "\""
    } else if (name == "dg-require-effective-target") {
        if (!(w[1] in have) && target_clause(w[2]) && !skip)
            skip = (w[1] in why) ? why[w[1]] : "requires effective target " w[1]
    } else if (name == "dg-do") {
        if (w[1] != "run" && target_clause(w[2]) && !skip) skip = "dg-do " w[1] " (not an execution test)"
    }
    # dg-require-alias, -weak, -stack-size hold; dg-add-options ieee/stack_size add nothing
    # for this target; dg-prune-output and dg-final concern diagnostics only.
}

END {
    if (skip) print "SKIP " skip
    if (xfail) print "XFAIL " xfail
    o = trim(opts)
    if (o != "") print "OPT " o
}
