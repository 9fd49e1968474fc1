-- bench/realprogs.lua: a Lua workload for bench/realprogs.sh (tables, strings, closures,
-- coroutines, pcall/error through longjmp, floating point, the garbage collector).
local scale = tonumber(arg and arg[1]) or 1
local function fib(n) if n < 2 then return n end return fib(n-1) + fib(n-2) end
print("fib", fib(18 + scale))
local t = {}
for i = 1, 4000 * scale do t[i] = (i * 7919) % 10007 end
table.sort(t)
print("sort", t[1], t[#t], #t)
local words = {}
for i = 1, 1500 * scale do words[#words+1] = string.format("w%05d:%.3f", i, i / 7) end
local s = table.concat(words, ",")
local n = 0
for w in s:gmatch("w(%d+):") do n = n + tonumber(w) end
print("gmatch", n, #s)
local co = coroutine.wrap(function() for i = 1, 500 do coroutine.yield(i) end end)
local sum = 0
for _ = 1, 500 do sum = sum + co() end
print("coroutine", sum)
local errs = 0
for i = 1, 600 do
  local ok = pcall(function() if i % 3 == 0 then error("bad " .. i) end return i end)
  if not ok then errs = errs + 1 end
end
print("pcall", errs)
local acc = 0.0
for i = 1, 20000 * scale do acc = acc + math.sin(i) * math.sqrt(i) end
print("float", string.format("%.6f", acc))
local m = {}
for i = 1, 8000 * scale do m["k" .. i] = {i, tostring(i)} end
collectgarbage()
local c = 0
for _, v in pairs(m) do c = c + v[1] end
print("hash", c)
print(string.rep("ab", 3, "-"), ("%q"):format("x\ny"), 2^53, 10 // 3, 7.5 % 2, math.maxinteger)
os.exit(3)
