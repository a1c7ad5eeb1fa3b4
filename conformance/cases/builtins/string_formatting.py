# Checks f-strings, %-formatting and str.format with alignment, precision and conversions.
name, qty, price = "Widget", 3, 1234.5
print(f"{name} x{qty} @ {price}")
print(f"{name:<10}|{name:>10}|{name:^10}|")
print(f"{qty:03d} {qty:+d} {-qty:d} {qty:>5} {qty:<5}|")
print(f"{price:.2f} {price:,.2f} {price:10.1f} {price:e} {price:.3g} {price:_.0f}")
print(f"{0.256:.1%} {1/3:.4f} {2/3:.0%} {-0.0001:.2f}")
print(f"{name!r} {name!s} {name.upper()} {qty * 2} {price // 1:.0f}")
print(f"{'nested':{'>'}{12}}", f"{3.14159:.{3}f}", f"{'x':*^{7}}")
print(f"{255:x} {255:#X} {255:b} {255:o} {65:c}")
print(f"{{braces}} {qty=} {price = :.1f}")
items = [("apple", 0.5, 12), ("banana", 0.25, 150), ("cherry", 12.0, 3)]
print(f"{'item':<8}{'price':>8}{'qty':>6}")
for n, p, q in items:
    print(f"{n:<8}{p:>8.2f}{q:>6}")
print("%s|%r|%d|%5.1f|%-6s|%x|%o|%e" % ("s", "r", 42, 3.14159, "left", 255, 8, 12345.678))
print("%(a)s and %(b)03d" % {"a": "dict", "b": 7}, "%c%c" % (72, "i"), "100%%" % (), "%s" % (1,))
print("%10s|%-10s|%+d|% d" % ("right", "left", 5, 5))
print("{} {}".format("a", "b"), "{0}{1}{0}".format("x", "y"), "{:^9}".format("mid"))
print("{:.2f} {:>8,} {:<6}| {!r}".format(3.14159, 1234567, "l", "q"))
print("{p[name]} is {p[age]}".format(p={"name": "Ann", "age": 3}), "{0:{1}}".format("w", 5) + "|")
print(f"{'multi'}{'ple'} " f"{'parts'}", f"{[1, 2][0]}", f"{ {'k': 1}['k'] }")
print(f"{True} {None} {[1, 'a']} {(1,)} {3.0} {1e20} {10**20}")
print(f"{'é':>3}|{'日本':<4}|{'🙂':^5}|")
