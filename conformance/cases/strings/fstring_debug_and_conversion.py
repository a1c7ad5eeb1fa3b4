# Checks f-string = debugging, !r/!s/!a conversions, expressions and nested quotes.
name, count, ratio = "Zoë", 3, 2 / 3
print(f"{name=}", f"{count=}", f"{ratio=}", f"{ratio=:.2f}", f"{name=!s}", f"{name = }")
print(f"{count + 1=}", f"{name.upper()=}", f"{[count] * 2=}", f"{count=:>5}|")
print(f"{name!r} {name!s} {name!a} {name!r:>8}|")
items = ["a", "b"]
d = {"k": 1}
print(f"{items[0]} {items[-1]!r} {d['k']} {len(items)} {items}")
print(f"{'single'} {'quoted' if count else 'no'} {'x' * 3}", f'{"double"}', f"""{'tri' "ple"}""")
print(f"{1 + 2} {2 ** 10} {7 // 2} {-7 % 3} {3 > 2} {not True}")
print(f"{{braces}} {{{count}}} {{}}")
print(f"{'a' if count > 2 else 'b'} {(lambda v: v * 2)(21)} {[i * i for i in range(4)]}")
print(f"{count:{'0'}{4}}", f"{ratio:.{count}f}", f"{name:>{count * 3}}|")
print(f"{'multi'}" f"{'ple'}" "-plain-" f"{count}")
nested = f"outer {f'inner {count}'} done"
print(nested)
print(f"{chr(65)}{ord('B')}{str(3.0)}{repr('q')}")
x = 10
print(f"{x=}, {x*2=}, {x if x else 0=}")
print(f"{None!r} {None!s} {b'by'!r} {3.0!s}")
width = 6
for label, val in [("a", 1.5), ("bb", -22.25)]:
    print(f"{label:<{width}}{val:>{width}.1f}")
print(f"{'tab':>5}", f"{'a'!r:^7}", f"{3.14159!s:.4}")
print(F"upper F {count}", rf"raw {count}\n", fR"{name}\t")
