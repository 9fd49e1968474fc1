/* realspeed-qjs.c: the smallest host for QuickJS's engine (bench/realspeed.sh): evaluates
   the script named by argv[1] with a print() that writes its arguments and a newline.
   QuickJS's own qjs needs quickjs-libc (threads, os module); the benchmark needs none. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "quickjs.h"

static JSValue js_print(JSContext *ctx, JSValueConst this_val, int argc, JSValueConst *argv)
{
    (void)this_val;
    for (int i = 0; i < argc; i++) {
        const char *s = JS_ToCString(ctx, argv[i]);
        if (!s) return JS_EXCEPTION;
        fputs(s, stdout);
        fputc(i + 1 < argc ? ' ' : '\n', stdout);
        JS_FreeCString(ctx, s);
    }
    if (!argc) fputc('\n', stdout);
    return JS_UNDEFINED;
}

static char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 1 << 16, n = 0, k;
    char *buf = malloc(cap + 1);
    while (buf && (k = fread(buf + n, 1, cap - n, f)) > 0) {
        n += k;
        if (n == cap) buf = realloc(buf, (cap *= 2) + 1);
    }
    fclose(f);
    if (buf) buf[n] = 0;
    *len = n;
    return buf;
}

int main(int argc, char **argv)
{
    size_t len;
    char *src = argc == 2 ? read_file(argv[1], &len) : NULL;
    if (!src) {
        fprintf(stderr, "realspeed-qjs: cannot read %s\n", argc == 2 ? argv[1] : "(usage: SCRIPT)");
        return 2;
    }
    JSRuntime *rt = JS_NewRuntime();
    JSContext *ctx = rt ? JS_NewContext(rt) : NULL;
    if (!ctx) { fputs("realspeed-qjs: no runtime\n", stderr); return 1; }
    JSValue global = JS_GetGlobalObject(ctx);
    JS_SetPropertyStr(ctx, global, "print", JS_NewCFunction(ctx, js_print, "print", 1));
    JS_FreeValue(ctx, global);
    JSValue r = JS_Eval(ctx, src, len, argv[1], JS_EVAL_TYPE_GLOBAL);
    int status = 0;
    if (JS_IsException(r)) {
        JSValue ex = JS_GetException(ctx);
        const char *s = JS_ToCString(ctx, ex);
        fprintf(stderr, "realspeed-qjs: %s: %s\n", argv[1], s ? s : "exception");
        JS_FreeCString(ctx, s);
        JS_FreeValue(ctx, ex);
        status = 1;
    }
    JS_FreeValue(ctx, r);
    JS_FreeContext(ctx);
    JS_FreeRuntime(rt);
    free(src);
    return status;
}
