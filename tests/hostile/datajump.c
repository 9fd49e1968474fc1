/* Calls through a descriptor whose entry is a data object: the fault report must not
   name the data symbol as the function (issue 13 item 14). */
int data_words[4];

int main(void)
{
    static long desc[4];
    desc[2] = (long)data_words;
    ((void (*)(void))desc)();
    return 0;
}
