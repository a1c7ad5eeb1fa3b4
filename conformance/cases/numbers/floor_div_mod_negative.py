# Checks integer // and % with every sign combination and the divmod identity.
pairs = [(7, 2), (-7, 2), (7, -2), (-7, -2), (0, 3), (0, -3), (1, 5), (-1, 5), (1, -5), (-1, -5),
         (6, 3), (-6, 3), (6, -3), (100, 7), (-100, 7), (100, -7), (-100, -7), (2**70, 3), (-2**70, 3),
         (2**70, -3), (3, 2**70), (-3, 2**70), (3, -2**70), (-2**65, -2**64)]
for a, b in pairs:
    q, r = a // b, a % b
    print(f"{a} // {b} = {q}; {a} % {b} = {r}; ok={q * b + r == a}")
    print("  divmod:", divmod(a, b), "sign of r follows b:", r == 0 or (r > 0) == (b > 0))
print(-1 // 1, -1 % 1, 5 % 1)
print(-(7 // 2), (-7) // 2, -7 // 2)
print([i % 3 for i in range(-6, 7)])
print([i // 3 for i in range(-6, 7)])
print([-i % 4 for i in range(6)])
print(-3 % 10, (-3) % 10, -(3 % 10))
def days_to_weekday(day_offset):
    return ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][day_offset % 7]
print([days_to_weekday(d) for d in (-8, -7, -1, 0, 6, 7, 13)])
def clock(minutes):
    h, m = divmod(minutes, 60)
    return f"{h % 24:02d}:{m:02d}"
print([clock(m) for m in (0, 59, 60, -1, -61, 1439, 1440, -1441)])
print([(-n) // 2 for n in range(5)], [-(n // 2) for n in range(5)])
