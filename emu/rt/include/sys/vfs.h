/* <sys/vfs.h> is <sys/statfs.h> (Linux; HP-UX declares statfs here too). */
#include <sys/statfs.h>
