class Seven:
    def __index__(self):
        return 7


cases = [
    (-33.25, ">-012"), (1405, " 12.2s"), (21.2525, "> #_.2"), (21.2525, ".2"), (10.0, ".2"),
    (True, "=-#1s"), (5, "^#012c"), ("ba", ">+#1,.2"), ("", "_> 0"), (-21.2525, "=-#012,"),
    (1234, "0=10,"), (-0.0, "_>012.0"), (0.0, ".1"), (float("nan"), "^+08,.5"), (float("-inf"), "08"),
    (float("nan"), "<08"), ("ab", "05"), (255, "#010_x"), (2**70, "*<#1.5s"), (3.5, "c"),
]
for value, spec in cases:
    try:
        print(repr(format(value, spec)))
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)

print("%5.2f|%c|%x" % (Seven(), Seven(), Seven()))
for fmt, arg in [("%c", 2**70), ("%c", -1), ("%c", "xy")]:
    try:
        print(fmt % (arg,))
    except (TypeError, OverflowError) as e:
        print(type(e).__name__, e)
