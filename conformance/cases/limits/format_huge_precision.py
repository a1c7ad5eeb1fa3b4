# Formatting floats and ints with precisions and widths far past what a float's digits hold:
# exact digits, then zeros; zero padding with grouping; CPython's limits on the numbers.
def attempt(label, thunk):
    try:
        result = thunk()
    except (ValueError, OverflowError) as e:
        print(label, type(e).__name__ + ":", e)
    else:
        print(label, result)


def summary(text):
    return (len(text), text[:30], text[-12:], text.count("0"))


attempt("%.65536f", lambda: summary("%.65536f" % 1.5))
attempt("%.70000e", lambda: summary("%.70000e" % 2.5e-300))
attempt("format .66000g", lambda: summary(format(1 / 3, ".66000g")))
attempt("format #.66000g", lambda: summary(format(1e300, "#.66000g")))
attempt("fstring .100000f", lambda: summary(f"{5e-324:.100000f}"))
attempt("str.format .2000e", lambda: summary("{:.2000e}".format(0.1)))
attempt("exact subnormal", lambda: summary("%.1100f" % 5e-324))
attempt("percent .2000%", lambda: summary(format(0.125, ".2000%")))
attempt("%.10000000d", lambda: summary("%.10000000d" % 1))
attempt("%.1000d negative", lambda: summary("%.1000d" % -7))
attempt("%.500x", lambda: summary("%#.500x" % 255))
attempt("0300000,", lambda: summary(f"{1:0300000,}"))
attempt("0300001_", lambda: summary(format(-12345, "0300001_")))
attempt("0299999_x", lambda: summary(format(255, "0299999_x")))
attempt("float 0200000,.2f", lambda: summary(format(1234.5, "0200000,.2f")))
for width in range(1, 12):
    print(width, format(7, f"0{width},"), format(-7, f"0{width}_b"), format(1.5, f"0{width},.1f"))
attempt("precision too big", lambda: "%.3000000000f" % 1.5)
attempt("format precision too big", lambda: format(1.5, ".3000000000f"))
attempt("too many digits", lambda: format(1, "99999999999999999999"))
attempt("percent precision too big", lambda: "%.99999999999999999999d" % 1)
attempt("percent width too big", lambda: "%99999999999999999999d" % 1)
