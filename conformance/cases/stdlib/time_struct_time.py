import time

t = time.gmtime(1700000000)
print(t)
print(type(t), type(t).__name__, isinstance(t, tuple), len(t))
print(t[0], t[1], t[-1], t[:3], t[6:], tuple(t), list(t))
print(t.tm_year, t.tm_mon, t.tm_mday, t.tm_hour, t.tm_min, t.tm_sec, t.tm_wday, t.tm_yday, t.tm_isdst)
print(t.tm_zone, t.tm_gmtoff)
print(t == (2023, 11, 14, 22, 13, 20, 1, 318, 0), t != tuple(t), hash(t) == hash(tuple(t)))
print(time.struct_time.n_fields, time.struct_time.n_sequence_fields, time.struct_time.n_unnamed_fields)
year, month, day, *rest = t
print(year, month, day, rest)
print(sorted([time.gmtime(5), time.gmtime(1), time.gmtime(3)])[0].tm_sec)

s = time.struct_time((2020, 1, 2, 3, 4, 5, 6, 7, 0))
print(s, s.tm_zone, s.tm_gmtoff)
s = time.struct_time([2020, 1, 2, 3, 4, 5, 6, 7, 0, "UTC", 3600])
print(s, s.tm_zone, s.tm_gmtoff, len(s))
print(time.struct_time(range(9)))
print(time.struct_time(x for x in "abcdefghi"))
print(repr(time.struct_time((1.5, None, "x", [1], (2,), {}, True, -1, 2**70))))

for bad in [(1, 2, 3), (1,) * 12, 5, None, ()]:
    try:
        print(time.struct_time(bad))
    except TypeError as e:
        print(type(e).__name__, e)

for name in ["tm_year", "tm_zone", "tm_gmtoff"]:
    try:
        setattr(t, name, 5)
    except AttributeError as e:
        print(type(e).__name__, e)
try:
    t.tm_colour = 1
except AttributeError as e:
    print(type(e).__name__, e)
try:
    t[0] = 5
except TypeError as e:
    print(type(e).__name__, e)
try:
    t.tm_nothing
except AttributeError as e:
    print(type(e).__name__, e)
try:
    t[9]
except IndexError as e:
    print(type(e).__name__, e)

for seconds in [0, -1, 86399, 86400, 951782400, 951868800, 1e9, 2**31, -2**31, 4102444800, 253402300799, -62135596800]:
    g = time.gmtime(seconds)
    print(seconds, tuple(g), g.tm_zone)
for seconds in [1.9, -1.5, -0.5, 0.999, True]:
    print(seconds, tuple(time.gmtime(seconds)))
