/* Writes 400 MB to stdout; with an argument it ignores SIGPIPE first and reports the EPIPE. */
#include <stdio.h>
#include <signal.h>
#include <string.h>
#include <errno.h>
#include <unistd.h>
int main(int argc,char**argv){ if(argc>1) signal(SIGPIPE,SIG_IGN); char buf[4096]; memset(buf,'x',sizeof buf);
 for(int i=0;i<100000;i++){ if(write(1,buf,sizeof buf)<0){ fprintf(stderr,"write: %s\n",strerror(errno)); return 3;} } return 0;}
