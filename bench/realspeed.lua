-- bench/realspeed.lua: the CPU-bound Lua workload of bench/realspeed.sh (about 1-2 s under
-- pa64). Only integers and strings are printed, so every build prints the same text.
local n = tonumber(arg and arg[1]) or 31
local function fib(k) if k < 2 then return k end return fib(k - 1) + fib(k - 2) end
print("fib", n, fib(n))

-- String building: formatted pieces joined with table.concat, then scanned back.
local parts = {}
for i = 1, 60000 do parts[i] = string.format("%d:%x;", i * 7, i) end
local s = table.concat(parts)
local h = 0
for a, b in s:gmatch("(%d+):(%x+);") do h = (h * 31 + tonumber(a) + tonumber(b, 16)) % 1000000007 end
print("strings", #s, h)

-- Table sort: LCG keys sorted in the default order, then fresh keys in reverse by a Lua
-- function (random keys: sorted input would make table.sort randomize its pivots from the
-- clock, and the instruction count would vary run to run).
local t, x, c = {}, 12345, 0
local function fill() for i = 1, 60000 do x = (x * 1103515245 + 12345) % 2147483648; t[i] = x end end
fill()
table.sort(t)
for i = 1, #t, 97 do c = (c * 17 + t[i]) % 1000000007 end
fill()
table.sort(t, function(p, q) return p > q end)
for i = 1, #t, 89 do c = (c * 13 + t[i]) % 1000000007 end
print("sort", #t, c)
