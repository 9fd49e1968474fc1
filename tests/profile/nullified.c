/* Nullified delay slots (built -O0). busy() ends in `bve,n (rp)`, whose nullified slot
   is the first word of never(), which never runs: no sample may land in never() and no
   call edge may lead to it. tests/profile/run.sh checks the layout with objdump. */
int g;

int busy(int n)
{
    int s = 0;
    for (int i = 0; i < n; i++)
        s += i ^ g;
    return s + 1;
}

void never(void)
{
    g += 5;
    g *= 3;
}

int main(int argc, char **argv)
{
    (void)argv;
    int s = 0;
    for (int i = 0; i < 1000; i++)
        s += busy(3);
    if (argc > 5)
        never();
    return s & 1;
}
