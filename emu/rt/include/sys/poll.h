/* The BSD spelling of <poll.h>. */
#include <poll.h>
