/* Computes a little, then blocks reading stdin (a signal must still end the profiled run). */
#include <stdio.h>
#include <unistd.h>
int work(int n){int s=0;for(int i=0;i<n;i++)s+=i*i;return s;}
int main(void){char b[16]; printf("w %d\n", work(100000)); fflush(stdout); ssize_t n = read(0,b,sizeof b); printf("read %ld\n",(long)n); return 0;}
