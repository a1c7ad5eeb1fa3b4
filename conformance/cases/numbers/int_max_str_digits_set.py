"""sys.set_int_max_str_digits: CPython's checks, and the limit it sets in str(), repr(), int(),
%-formatting, f-strings and format()."""
import sys

print(sys.get_int_max_str_digits(), sys.int_info.default_max_str_digits, sys.flags.int_max_str_digits)
for v in [-1, 5, 639, 640, 0, "a", 10**30, 700]:
    try:
        sys.set_int_max_str_digits(v)
        print(v, sys.get_int_max_str_digits())
    except Exception as e:
        print(v, type(e).__name__, e)
sys.set_int_max_str_digits(700)
for text in ["str(10**700)", "int('1' * 701)", "'%d' % 10**800", "f'{10**800}'", "format(10**800, ',')", "repr(-10**750)", "int('1' * 700) > 0", "len(str(10**699))", "hex(10**800)[:6]", "int('f' * 1000, 16) > 0"]:
    try:
        print(text, "->", eval(text))
    except ValueError as e:
        print(text, "->", e)
sys.set_int_max_str_digits(maxdigits=5000)
print(len(str(10**4999)), sys.get_int_max_str_digits())
sys.set_int_max_str_digits(0)
print(len(str(10**20000)), len(str(int("9" * 30000))), sys.get_int_max_str_digits())
big = 7 ** 40000
print(str(big)[:20], len(repr(big)), f"{big:_}"[:10])
