/* Bad arguments to the mapping calls fail with POSIX's errors, never a crash; addresses
   are not handed out twice; unmapped pages fault; code in an executable file mapping
   follows write(2)s to the file. */
#include <errno.h>
#include <fcntl.h>
#include <setjmp.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#define PAGE 4096

static void expect(const char *what, long r, int err, int want)
{
    printf("%-40s %s\n", what, r != -1 ? "succeeded" : err == want ? "failed as expected" : strerror(err));
}

#define TRY(what, call, want) do { errno = 0; long r_ = (long)(call); expect(what, r_, errno, want); } while (0)

static sigjmp_buf escape;
static void on_segv(int sig) { siglongjmp(escape, sig); }

static int ret1(void) { return 1; }
static int ret2(void) { return 2; }

int main(void)
{
    int fd = open("errors.dat", O_RDWR | O_CREAT | O_TRUNC, 0644);
    static char page[PAGE];
    write(fd, page, PAGE);
    TRY("mmap length 0: EINVAL", mmap(NULL, 0, PROT_READ, MAP_SHARED, fd, 0), EINVAL);
    TRY("mmap unaligned offset: EINVAL", mmap(NULL, PAGE, PROT_READ, MAP_SHARED, fd, 100), EINVAL);
    TRY("mmap neither shared nor private: EINVAL", mmap(NULL, PAGE, PROT_READ, 0, fd, 0), EINVAL);
    TRY("mmap MAP_FIXED unaligned: EINVAL", mmap((void *)0x50000100, PAGE, PROT_READ, MAP_SHARED | MAP_FIXED, fd, 0), EINVAL);
    TRY("mmap MAP_FIXED wrapping: ENOMEM", mmap((void *)(uintptr_t)-PAGE, 2 * PAGE, PROT_READ, MAP_PRIVATE | MAP_FIXED | MAP_ANONYMOUS, -1, 0), ENOMEM);
    TRY("mmap length SIZE_MAX: ENOMEM", mmap(NULL, SIZE_MAX, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), ENOMEM);
    TRY("mmap closed fd: EBADF", mmap(NULL, PAGE, PROT_READ, MAP_SHARED, 99, 0), EBADF);
    int ro = open("errors.dat", O_RDONLY);
    TRY("mmap shared writable on O_RDONLY: EACCES", mmap(NULL, PAGE, PROT_READ | PROT_WRITE, MAP_SHARED, ro, 0), EACCES);
    TRY("munmap unaligned: EINVAL", munmap((char *)page + 1, PAGE), EINVAL);
    TRY("munmap length 0: EINVAL", munmap(page, 0), EINVAL);
    TRY("msync both sync and async: EINVAL", msync(page - (uintptr_t)page % PAGE, PAGE, MS_SYNC | MS_ASYNC), EINVAL);
    TRY("mprotect unaligned: EINVAL", mprotect((char *)page + 1, PAGE, PROT_READ), EINVAL);
    TRY("madvise bad advice: EINVAL", madvise(page - (uintptr_t)page % PAGE, PAGE, 99), EINVAL);

    /* Distinct live mappings never overlap; an unmapped range can be mapped again. */
    char *a = mmap(NULL, 3 * PAGE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    char *b = mmap(NULL, 3 * PAGE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    printf("%-40s %d\n", "two mappings overlap:", a < b + 3 * PAGE && b < a + 3 * PAGE);
    memset(a, 'a', 3 * PAGE);
    munmap(a + PAGE, PAGE);
    TRY("msync over the hole: ENOMEM", msync(a, 3 * PAGE, MS_SYNC), ENOMEM);
    TRY("mprotect over the hole: ENOMEM", mprotect(a, 3 * PAGE, PROT_READ), ENOMEM);
    char *again = mmap(a + PAGE, PAGE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
    printf("%-40s %d, fresh zero page %d, neighbours kept %c%c\n", "MAP_FIXED into the hole:", again == a + PAGE,
           again[0] == 0, a[0], a[2 * PAGE]);
    munmap(a, 3 * PAGE);
    signal(SIGSEGV, on_segv);
    if (sigsetjmp(escape, 1) == 0) {
        volatile char c = a[PAGE];
        printf("unmapped page readable: %d\n", c);
    } else {
        printf("%-40s SIGSEGV\n", "access after munmap:");
    }
    signal(SIGSEGV, SIG_DFL);

    /* A store to a read-only mapping is SIGSEGV; system calls given pages past the end
       of the file fail with EFAULT (the emulator's own reads included). */
    char *ro_map = mmap(NULL, 2 * PAGE, PROT_READ, MAP_SHARED, fd, 0);
    signal(SIGSEGV, on_segv);
    if (sigsetjmp(escape, 1) == 0) {
        ro_map[0] = 1;
        printf("store to PROT_READ mapping succeeded\n");
    } else {
        printf("%-40s SIGSEGV\n", "store to a PROT_READ mapping:");
    }
    signal(SIGSEGV, SIG_DFL);
    TRY("write(2) from past EOF: EFAULT", write(1, ro_map + PAGE, 5), EFAULT);
    TRY("open(2) of a path past EOF: EFAULT", open(ro_map + PAGE, O_RDONLY), EFAULT);
    munmap(ro_map, 2 * PAGE);

    /* Code in an executable shared file mapping: a write(2) to the file changes what runs. */
    int cf = open("errors.code", O_RDWR | O_CREAT | O_TRUNC, 0644);
    write(cf, (const void *)(uintptr_t)ret1, 64);
    int (*fn)(void) = (int (*)(void))mmap(NULL, PAGE, PROT_READ | PROT_EXEC, MAP_SHARED, cf, 0);
    int first = fn();
    lseek(cf, 0, SEEK_SET);
    write(cf, (const void *)(uintptr_t)ret2, 64);
    printf("%-40s %d then %d\n", "code from a file mapping returns:", first, fn());
    close(cf);
    unlink("errors.code");
    close(fd);
    close(ro);
    unlink("errors.dat");
    return 0;
}
