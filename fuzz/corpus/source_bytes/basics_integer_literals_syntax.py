# Checks numeric and string literal forms: underscores, prefixes, exponents, implicit concatenation.
print(1_000_000, 0x_FF, 0o17, 0b1010_1010, 0XAB, 0O7, 0B1)
print(1_0.5_0, 1e3, 1E-3, .5, 5., 1_0e1_0)
print(00, 0_0, 0e0)
print("abc" "def", 'single' "double")
s = ("multi "
     "line "
     "concat")
print(s)
print("""triple
quoted""")
print('''it's''')
print(r"raw\n\t", len(r"\n"))
print(b"bytes" b"more")
print("\x41\u0042\U00000043\101\N{GREEK SMALL LETTER ALPHA}")
print("a\
b")
print(len("\\"), len("\'"), "\"")
print(0xffffffffffffffffffff, -0b1)
print(1 if 0x10 == 16 == 0o20 == 0b10000 else 0)
print(f"{'nested'}", f'{"q"}', f"""{1 + 1}""")
print(rb"\x00", Rb"\d", BR"x")
