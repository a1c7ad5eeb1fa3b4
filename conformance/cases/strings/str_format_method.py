# Checks str.format with positional, indexed, keyword, auto-numbered and escaped fields.
print("{} + {} = {}".format(1, 2, 3))
print("{0} {1} {0}".format("a", "b"))
print("{name} is {age}".format(name="Ann", age=30))
print("{0[1]} {0[0]} {1[k]}".format(["x", "y"], {"k": "v"}))
print("{0[0][1]}".format([[1, 2]]), "{d[key]}".format(d={"key": 5}))
print("{{literal}} {} {{}}".format("x"))
print("{:>8}|{:<8}|{:^8}|".format("r", "l", "c"))
print("{:*^9}".format("mid"), "{:08.3f}".format(3.14159), "{:,}".format(1234567), "{:+d}".format(5))
print("{0:{1}}|".format("w", 5), "{:{}{}}".format(3.14159, ".", "2f"), "{:{w}.{p}f}".format(3.14159, w=10, p=3))
print("{!r} {!s} {!a}".format("é", "é", "é"))
print("{0!r:>10}".format("x"))
print("{:.2f}".format(0.125), "{:.2f}".format(0.375), "{:.2f}".format(2.675), "{:.1f}".format(0.25), "{:.0f}".format(0.5))
print("{:x} {:X} {:o} {:b} {:#x} {:c}".format(255, 255, 8, 5, 255, 97))
print("{:%} {:.1%} {:e} {:g} {:G}".format(0.25, 1 / 3, 12345.678, 1e-7, 1e20))
print("{:10.3} {:.3s}|".format("truncate me", "abcdef"))
print("{} {}".format(*"ab"), "{x}{y}".format(**{"x": 1, "y": 2}))
for fmt, args in [("{} {}", (1,)), ("{0} {}", (1, 2)), ("{:d}", ("s",)), ("{missing}", ()), ("{0[5]}", ([1],)), ("{", ()), ("}", ())]:
    try:
        print(fmt.format(*args))
    except (IndexError, ValueError, KeyError) as e:
        print(type(e).__name__, e)
print("{:=+8}".format(-42), "{:0=8}".format(-42), "{: }".format(42), "{:_b}".format(1023))
print("{0}{1}{0}".format("ab", "--"), "{}".format([1, {"a": (2,)}]))
