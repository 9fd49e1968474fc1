/* <sys/ioctl.h> for the PA-64 runtime: the requests the emulator's ioctl (call 404)
   knows, with Linux's numbers; any other is ENOTTY. */
#ifndef _SYS_IOCTL_H
#define _SYS_IOCTL_H
#ifdef __cplusplus
extern "C" {
#endif

struct winsize {
    unsigned short ws_row, ws_col, ws_xpixel, ws_ypixel;
};

#define TCGETS     0x5401   /* struct termios *: tcgetattr */
#define TCSETS     0x5402   /* struct termios *: tcsetattr TCSANOW */
#define TCSETSW    0x5403   /* ... TCSADRAIN */
#define TCSETSF    0x5404   /* ... TCSAFLUSH */
#define TCSBRK     0x5409   /* int 1: tcdrain */
#define TCFLSH     0x540B   /* int TCIFLUSH/TCOFLUSH/TCIOFLUSH */
#define TIOCGPGRP  0x540F   /* pid_t * */
#define TIOCSPGRP  0x5410   /* const pid_t * */
#define TIOCGWINSZ 0x5413   /* struct winsize * */
#define TIOCSWINSZ 0x5414   /* const struct winsize * */
#define FIONREAD   0x541B   /* int *: bytes ready to read */
#define FIONBIO    0x5421   /* const int *: non-blocking on/off */

int ioctl(int fd, unsigned long request, ...);

#ifdef __cplusplus
}
#endif
#endif
