/* The four properties of file mappings POSIX programs rely on: a shared mapping sees
   later writes to the file; stores through it reach the file (visible to read, kept
   after msync and munmap); a private mapping's stores stay private; an access beyond the
   last page of the file is SIGBUS. Prints the same as a native build. */
#include <fcntl.h>
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#define PAGE 4096

static sigjmp_buf escape;
static void on_bus(int sig) { siglongjmp(escape, sig); }

static void show(const char *what, const char *p, size_t n)
{
    printf("%-34s \"%.*s\"\n", what, (int)n, p);
}

static int file_has(int fd, off_t off, const char *want)
{
    char buf[64] = "";
    size_t n = strlen(want);
    if (lseek(fd, off, SEEK_SET) != off || read(fd, buf, n) != (ssize_t)n) return 0;
    return memcmp(buf, want, n) == 0;
}

int main(void)
{
    const char *path = "coherent.dat";
    int fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0644);
    if (fd < 0) { perror(path); return 1; }
    static char page[2 * PAGE];
    memset(page, '.', sizeof page);
    memcpy(page, "first page", 10);
    memcpy(page + PAGE, "second page", 11);
    if (write(fd, page, PAGE + 100) != PAGE + 100) { perror("write"); return 1; }  /* 4196 bytes */

    /* 1. A shared mapping sees later writes to the file. */
    char *sh = mmap(NULL, 3 * PAGE, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    if (sh == MAP_FAILED) { perror("mmap shared"); return 1; }
    show("shared mapping, page 0:", sh, 10);
    lseek(fd, 6, SEEK_SET);
    write(fd, "PAGE", 4);
    show("after write(2) at offset 6:", sh, 10);

    /* A second mapping at an offset shows the same file pages. */
    char *off1 = mmap(NULL, PAGE, PROT_READ, MAP_SHARED, fd, PAGE);
    if (off1 == MAP_FAILED) { perror("mmap offset"); return 1; }
    show("mapping at offset 4096:", off1, 11);

    /* 2. Stores through the mapping reach the file: read, msync, munmap. */
    memcpy(sh + PAGE, "STORED", 6);
    show("offset mapping after store:", off1, 11);
    printf("read(2) sees the store:            %d\n", file_has(fd, PAGE, "STORED page"));
    printf("msync(MS_SYNC):                    %d\n", msync(sh, 2 * PAGE, MS_SYNC));
    memcpy(sh + 20, "kept", 4);
    printf("msync(MS_ASYNC|MS_INVALIDATE):     %d\n", msync(sh, PAGE, MS_ASYNC | MS_INVALIDATE));
    printf("munmap:                            %d\n", munmap(sh, 3 * PAGE));
    printf("file keeps stores after munmap:    %d\n", file_has(fd, 20, "kept") && file_has(fd, PAGE, "STORED"));

    /* 3. A private mapping's stores stay private (copy on write); pages it has not
       written still follow the file. */
    char *pv = mmap(NULL, 2 * PAGE, PROT_READ | PROT_WRITE, MAP_PRIVATE, fd, 0);
    if (pv == MAP_FAILED) { perror("mmap private"); return 1; }
    memcpy(pv, "private", 7);
    show("private mapping after store:", pv, 10);
    printf("file unchanged by private store:   %d\n", file_has(fd, 0, "first PAGE"));
    lseek(fd, PAGE, SEEK_SET);
    write(fd, "LATER", 5);
    show("unwritten private page follows:", pv + PAGE, 11);
    munmap(pv, 2 * PAGE);

    /* 4. Beyond the last page of the file: SIGBUS. Within the last page past EOF: zeros. */
    char *end = mmap(NULL, 3 * PAGE, PROT_READ, MAP_SHARED, fd, 0);
    if (end == MAP_FAILED) { perror("mmap end"); return 1; }
    printf("byte past EOF in last page:        %d\n", end[PAGE + 200]);
    signal(SIGBUS, on_bus);
    int sig = sigsetjmp(escape, 1);
    if (sig == 0) {
        volatile char c = end[2 * PAGE + 5];
        printf("no signal, read %d\n", c);
    } else {
        printf("access beyond the last page:       signal %s\n", sig == SIGBUS ? "SIGBUS" : "other");
    }
    signal(SIGBUS, SIG_DFL);

    /* mprotect: read-only now, writable again. */
    char *an = mmap(NULL, PAGE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    an[0] = 'a';
    printf("mprotect read-only:                %d\n", mprotect(an, PAGE, PROT_READ));
    printf("mprotect read-write, store:        %d", mprotect(an, PAGE, PROT_READ | PROT_WRITE));
    an[1] = 'b';
    printf(" \"%.2s\"\n", an);
    printf("madvise(MADV_WILLNEED):            %d\n", madvise(an, PAGE, MADV_WILLNEED));
    printf("munmap part of a mapping:          %d\n", munmap(end + PAGE, PAGE));
    show("first page still mapped:", end, 10);
    close(fd);
    unlink(path);
    return 0;
}
