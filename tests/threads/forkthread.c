/* fork from a thread other than main: the child has that one thread (POSIX), so
   joining main is ESRCH and its pthread_exit, as the last thread, exits the process
   with 0 after the atexit handlers. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

static pthread_t main_thread;
static void bye(void) { puts("child: atexit ran"); fflush(stdout); }

static void *forker(void *arg)
{
    (void)arg;
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        atexit(bye);
        printf("child: join main %d\n", pthread_join(main_thread, NULL));
        pthread_exit(NULL);
    }
    int st;
    waitpid(pid, &st, 0);
    printf("parent: child exited %d status %d\n", WIFEXITED(st), WEXITSTATUS(st));
    return NULL;
}

int main(void)
{
    main_thread = pthread_self();
    pthread_t t;
    pthread_create(&t, NULL, forker, NULL);
    pthread_join(t, NULL);
    return 0;
}
