/* Terminals: isatty, ioctl (TIOCGWINSZ, FIONREAD, unknown requests) and <termios.h>.
   "tty": the checks that need a terminal on stdin (run.sh runs them under script(1));
   no argument: the checks on files and bad descriptors. */
#include <fcntl.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>
#include "check.h"

static int on_terminal(void)
{
    struct termios t, t2;
    struct winsize ws;
    OK("isatty terminal", isatty(0) == 1);
    OK("tcgetattr", tcgetattr(0, &t) == 0 && (t.c_cflag & CREAD) && t.c_cc[VINTR] == 3);
    OK("TIOCGWINSZ", ioctl(0, TIOCGWINSZ, &ws) == 0);
    struct winsize big = { 33, 101, 0, 0 };
    OK("TIOCSWINSZ", ioctl(0, TIOCSWINSZ, &big) == 0 && ioctl(0, TIOCGWINSZ, &ws) == 0 && ws.ws_row == 33 &&
                     ws.ws_col == 101);
    t2 = t;
    t2.c_lflag &= ~(tcflag_t)ECHO;
    OK("tcsetattr", tcsetattr(0, TCSANOW, &t2) == 0 && tcgetattr(0, &t2) == 0 && !(t2.c_lflag & ECHO));
    OK("cfsetospeed", cfsetospeed(&t2, B9600) == 0 && tcsetattr(0, TCSADRAIN, &t2) == 0 &&
                      tcgetattr(0, &t2) == 0 && cfgetospeed(&t2) == B9600);
    OK("tcsetattr restores", tcsetattr(0, TCSAFLUSH, &t) == 0 && tcgetattr(0, &t2) == 0 && (t2.c_lflag & ECHO));
    ERR("tcsetattr EINVAL", tcsetattr(0, 9, &t), EINVAL);
    ERR("tcgetattr EFAULT", tcgetattr(0, WILD), EFAULT);
    return failures != 0;
}

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "tty") == 0) return on_terminal();
    int fd = open("t.dat", O_RDWR | O_CREAT | O_TRUNC, 0644);
    write(fd, "0123456789", 10);
    lseek(fd, 3, SEEK_SET);
    struct termios t;
    struct winsize ws;
    int n = -1;
    errno = 0;
    OK("isatty file", isatty(fd) == 0 && errno == ENOTTY);
    errno = 0;
    OK("isatty EBADF", isatty(57) == 0 && errno == EBADF);
    errno = 0;
    OK("isatty huge fd", isatty(1 << 30) == 0 && errno == EBADF);
    ERR("tcgetattr ENOTTY", tcgetattr(fd, &t), ENOTTY);
    ERR("tcgetattr EBADF", tcgetattr(58, &t), EBADF);
    ERR("TIOCGWINSZ ENOTTY", ioctl(fd, TIOCGWINSZ, &ws), ENOTTY);
    OK("FIONREAD", ioctl(fd, FIONREAD, &n) == 0 && n == 7);
    ERR("FIONREAD EFAULT", ioctl(fd, FIONREAD, WILD), EFAULT);
    ERR("unknown request", ioctl(fd, 0x7f7f7f, &n), ENOTTY);
    OK("cfsetispeed", cfsetispeed(&t, B38400) == 0 && cfgetispeed(&t) == B38400);
    ERR("cfsetospeed EINVAL", cfsetospeed(&t, 12345), EINVAL);
    close(fd);
    unlink("t.dat");
    return failures != 0;
}
