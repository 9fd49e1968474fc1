/* Big-endian byte access for the host side of the emulator: ELF file buffers, and guest
   memory the caller already knows is mapped (the loader, dld, system calls). Executors
   use cpu.h's checked ld/st accessors instead. */
#ifndef PA64_BYTES_H
#define PA64_BYTES_H
#include <stdint.h>
#include <string.h>

static inline uint16_t be16(const uint8_t *p) { return (uint16_t)(p[0] << 8 | p[1]); }
static inline uint32_t be32(const uint8_t *p)
{
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}
static inline uint64_t be64(const uint8_t *p) { return (uint64_t)be32(p) << 32 | be32(p + 4); }
static inline void put_be16(void *p, uint16_t v) { v = __builtin_bswap16(v); memcpy(p, &v, 2); }
static inline void put_be32(void *p, uint32_t v) { v = __builtin_bswap32(v); memcpy(p, &v, 4); }
static inline void put_be64(void *p, uint64_t v) { v = __builtin_bswap64(v); memcpy(p, &v, 8); }

extern uint8_t *mem_base;
static inline uint64_t guest_get64(uint64_t a) { return be64(mem_base + a); }
static inline void guest_put64(uint64_t a, uint64_t v) { put_be64(mem_base + a, v); }
static inline void guest_put32(uint64_t a, uint32_t v) { put_be32(mem_base + a, v); }

#endif
