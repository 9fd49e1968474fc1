/* Startup and exit ordering: .init (HP-style entries and gcc constructors, with
   priorities), .init_array, .fini/destructors, .fini_array and atexit handlers, around main. */
#include <stdio.h>
#include <stdlib.h>

/* stdout is a pipe under the runner, so everything is buffered until exit flushes it
   after the last handler; the order is preserved either way. */
static void say(const char *s)
{
    printf("%s\n", s);
}

__attribute__((constructor(101))) static void ctor_101(void) { say("constructor 101"); }
__attribute__((constructor(200))) static void ctor_200(void) { say("constructor 200"); }
__attribute__((constructor)) static void ctor_default(void) { say("constructor default"); }

__attribute__((destructor(101))) static void dtor_101(void) { say("destructor 101"); }
__attribute__((destructor(200))) static void dtor_200(void) { say("destructor 200"); }
__attribute__((destructor)) static void dtor_default(void) { say("destructor default"); }

/* HP-style initializer and terminator entries: arrays of function pointers. */
static void init_entry(void) { say("init entry"); }
static void fini_entry(void) { say("fini entry"); }
static void (*init_ptr)(void) __attribute__((section(".init"), used)) = init_entry;
static void (*fini_ptr)(void) __attribute__((section(".fini"), used)) = fini_entry;

/* ELF-style arrays, which gcc does not emit on this target but other code may: the C
   library's pre-initializer runs .init_array first and .fini_array after everything. */
static void init_array_entry(void) { say("init_array entry"); }
static void fini_array_entry(void) { say("fini_array entry"); }
static void (*init_array_ptr)(void) __attribute__((section(".init_array"), used)) = init_array_entry;
static void (*fini_array_ptr)(void) __attribute__((section(".fini_array"), used)) = fini_array_entry;

static void atexit_1(void) { say("atexit 1"); }
static void atexit_2(void) { say("atexit 2"); }
static void atexit_3(void) { say("atexit 3"); }

int main(void)
{
    say("main");
    atexit(atexit_1);
    atexit(atexit_2);
    atexit(atexit_3);
    say("main returns");
    return 0;
}
