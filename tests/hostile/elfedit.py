#!/usr/bin/env python3
"""Writes a copy of a PA-64 ELF file (ELF64 big-endian) with named fields changed, to
build hostile inputs from real pacc output in the tests (no binaries in the repository).

usage: elfedit.py IN OUT EDIT...
  EDIT is FIELD=VALUE (VALUE in C notation, e.g. 0xffffffff) or FIELD+=DELTA, FIELD is
  ehdr.e_phoff | ehdr.e_shoff | ehdr.e_phentsize | ehdr.e_phnum | ehdr.e_shnum | ...
  phdr[I].p_offset   phdr[LOAD].p_memsz   (I: index, or the first header of a type)
  shdr[NAME].sh_size  shdr[.symtab].sh_offset   (NAME: section name)
  dyn[DT_HASH].d_val  hash.nchain  hash.nbucket  rela[I].r_offset (DT_RELA entry I)
  sym[NAME].st_value  (.symtab, else .dynsym; dynsym[NAME].st_value for .dynsym)
  unwind[I].start  unwind[I].end  unwind[I].flags   (.PARISC.unwind entry I, 16 bytes)
  raw[OFFSET].u8 | .u16 | .u32 | .u64   (bytes at a file offset: a fuzzer's crash input
                                          turned into edits of its seed, cases/*.edits)
"""
import re
import struct
import sys

EHDR = {"e_entry": (24, 8), "e_phoff": (32, 8), "e_shoff": (40, 8), "e_phentsize": (54, 2),
        "e_phnum": (56, 2), "e_shentsize": (58, 2), "e_shnum": (60, 2), "e_shstrndx": (62, 2),
        "e_type": (16, 2), "e_machine": (18, 2)}
PHDR = {"p_type": (0, 4), "p_flags": (4, 4), "p_offset": (8, 8), "p_vaddr": (16, 8),
        "p_filesz": (32, 8), "p_memsz": (40, 8)}
SHDR = {"sh_name": (0, 4), "sh_type": (4, 4), "sh_flags": (8, 8), "sh_addr": (16, 8),
        "sh_offset": (24, 8), "sh_size": (32, 8), "sh_link": (40, 4), "sh_info": (44, 4)}
SYM = {"st_name": (0, 4), "st_info": (4, 1), "st_shndx": (6, 2), "st_value": (8, 8), "st_size": (16, 8)}
UNWIND = {"start": (0, 4), "end": (4, 4), "flags": (8, 4), "frame": (12, 4)}
PT = {"LOAD": 1, "DYNAMIC": 2, "INTERP": 3, "PHDR": 6}
DT = {"DT_HASH": 4, "DT_STRTAB": 5, "DT_SYMTAB": 6, "DT_RELA": 7, "DT_RELASZ": 8, "DT_STRSZ": 10,
      "DT_PLTRELSZ": 2, "DT_JMPREL": 23, "DT_PLTGOT": 3, "DT_INIT_ARRAY": 25, "DT_INIT_ARRAYSZ": 27}
FMT = {1: ">B", 2: ">H", 4: ">I", 8: ">Q"}


def get(b, off, size):
    return struct.unpack_from(FMT[size], b, off)[0]


def shdrs(b):
    shoff, shent, shnum, shstr = get(b, 40, 8), get(b, 58, 2), get(b, 60, 2), get(b, 62, 2)
    strtab = get(b, shoff + shstr * shent + 24, 8)
    out = []
    for i in range(shnum):
        o = shoff + i * shent
        name = b[strtab + get(b, o, 4):].split(b"\0", 1)[0].decode()
        out.append((name, o))
    return out


def section(b, name):
    for n, o in shdrs(b):
        if n == name:
            return o
    sys.exit("elfedit: no section %s" % name)


def phdr(b, sel):
    phoff, phent, phnum = get(b, 32, 8), get(b, 54, 2), get(b, 56, 2)
    for i in range(phnum):
        o = phoff + i * phent
        if (sel.isdigit() and i == int(sel)) or (sel in PT and get(b, o, 4) == PT[sel]):
            return o
    sys.exit("elfedit: no program header %s" % sel)


def dyn(b, tag):
    o = phdr(b, "DYNAMIC")
    off, size = get(b, o + 8, 8), get(b, o + 32, 8)
    for e in range(off, off + size, 16):
        if get(b, e, 8) == DT[tag]:
            return e + 8
    sys.exit("elfedit: no %s" % tag)


def vaddr_off(b, va):
    phoff, phent, phnum = get(b, 32, 8), get(b, 54, 2), get(b, 56, 2)
    for i in range(phnum):
        o = phoff + i * phent
        if get(b, o, 4) == 1 and get(b, o + 16, 8) <= va < get(b, o + 16, 8) + get(b, o + 32, 8):
            return get(b, o + 8, 8) + va - get(b, o + 16, 8)
    sys.exit("elfedit: address 0x%x not in the file" % va)


def symbol(b, table, name):
    for tab in ([table] if table else [".symtab", ".dynsym"]):
        try:
            o = section(b, tab)
        except SystemExit:
            continue
        off, size, link = get(b, o + 24, 8), get(b, o + 32, 8), get(b, o + 40, 4)
        stro = get(b, get(b, 40, 8) + link * get(b, 58, 2) + 24, 8)
        for s in range(off, off + size, 24):
            if b[stro + get(b, s, 4):].split(b"\0", 1)[0].decode(errors="replace") == name:
                return s
    sys.exit("elfedit: no symbol %s" % name)


def locate(b, field):
    m = re.fullmatch(r"(\w+)(?:\[([^\]]+)\])?\.(\w+)", field)
    if not m:
        sys.exit("elfedit: bad field %s" % field)
    kind, sel, name = m.groups()
    if kind == "ehdr":
        return EHDR[name]
    if kind == "phdr":
        off, size = PHDR[name]
        return phdr(b, sel) + off, size
    if kind == "shdr":
        off, size = SHDR[name]
        return section(b, sel) + off, size
    if kind == "dyn":
        return dyn(b, sel), 8
    if kind == "hash":
        h = vaddr_off(b, get(b, dyn(b, "DT_HASH"), 8))
        return h + (4 if name == "nchain" else 0), 4
    if kind in ("sym", "dynsym"):
        off, size = SYM[name]
        return symbol(b, ".dynsym" if kind == "dynsym" else None, sel) + off, size
    if kind == "rela":
        off = {"r_offset": 0, "r_info": 8, "r_addend": 16}[name]
        return vaddr_off(b, get(b, dyn(b, "DT_RELA"), 8)) + 24 * int(sel) + off, 8
    if kind == "raw":
        return int(sel, 0), {"u8": 1, "u16": 2, "u32": 4, "u64": 8}[name]
    if kind == "unwind":
        off, size = UNWIND[name]
        return get(b, section(b, ".PARISC.unwind") + 24, 8) + 16 * int(sel) + off, size
    sys.exit("elfedit: unknown field kind %s" % kind)


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    b = bytearray(open(sys.argv[1], "rb").read())
    for edit in sys.argv[3:]:
        m = re.fullmatch(r"([^=+]+)(\+?=)(.+)", edit)
        if not m:
            sys.exit("elfedit: bad edit %s" % edit)
        field, op, value = m.groups()
        off, size = locate(b, field)
        v = int(value, 0)
        if op == "+=":
            v += get(b, off, size)
        struct.pack_into(FMT[size], b, off, v & ((1 << (8 * size)) - 1))
    open(sys.argv[2], "wb").write(b)


if __name__ == "__main__":
    main()
