# int <-> str conversions at CPython 3.11's 4300-digit limit: which bases it applies to, how
# digits are counted (underscores and signs excluded, the leading run of digits only), and the
# messages.
def attempt(label, thunk):
    try:
        result = thunk()
    except ValueError as e:
        print(label, "ValueError:", e)
    else:
        print(label, "ok", result if isinstance(result, (bool, str)) else result.bit_length())


attempt("4300 nines", lambda: int("9" * 4300))
attempt("4301 nines", lambda: int("9" * 4301))
attempt("negative 5000", lambda: int("-" + "1" * 5000))
attempt("spaces around 4300", lambda: int(" " + "1" * 4300 + " "))
attempt("underscores 2501 digits", lambda: int("1_" * 2500 + "1"))
attempt("base 36", lambda: int("z" * 5000, 36))
attempt("base 7", lambda: int("6" * 4400, 7))
attempt("base 16", lambda: int("f" * 50000, 16))
attempt("base 2", lambda: int("1" * 100000, 2))
attempt("base 32", lambda: int("v" * 5000, 32))
attempt("base 4", lambda: int("3" * 5000, 4))
attempt("base 0 hex", lambda: int("0x" + "1" * 5000, 0))
attempt("base 0 decimal", lambda: int("1" * 5000, 0))
attempt("zeros base 0", lambda: int("0" * 5000, 0))
attempt("garbage after", lambda: int("1" * 5000 + "x"))
attempt("garbage before", lambda: int("x" + "1" * 50))
attempt("bytes", lambda: int(b"1" * 5000))
attempt("str of big", lambda: str(10**5000)[:5])
attempt("str of 4300 digits", lambda: len(str(10**4299)))
attempt("repr of big", lambda: repr(-(10**4400))[:5])
attempt("format d", lambda: format(10**4400, "d")[:3])
attempt("format x", lambda: len(format(10**4400, "x")))
attempt("percent d", lambda: ("%d" % 10**4400)[:3])
attempt("hex()", lambda: len(hex(10**20000)))
attempt("invalid long literal", lambda: int("1 1" * 2000))
