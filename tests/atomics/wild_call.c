/* A call to an address outside any function: the fault report names the caller. */
typedef void (*fn)(void);
static long not_code[4];

int main(void)
{
    ((fn)not_code)();
    return 0;
}
