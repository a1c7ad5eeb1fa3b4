# complex(str): CPython's grammar (parentheses, whitespace, signs, j alone, inf and nan,
# underscores) and its errors.
texts = [
    "1+2j", " ( -1.5e-3-2J ) ", "1_0j", "j", "-j", "+j", "1-j", "1.e3+.5j", "infinityj", "+inf-nanj",
    "-infj", "nanj", "1e500j", "1e-400j", " 1+2j ", "1j\t", "\u3000 1j \u3000", "\u0661+\u0662j", "3",
    "-4.5", "(7)", "( 8j )", "1e1_0j", "1.5_5", "INF", "-Infinity+1J", "0x1", "1e", "(1+2j", "1+2j)",
    "((1+2j))", "1+ 2j", "1 +2j", "1+2jj", "", " ", "()", "+", "in", ".j", "1.5e", "1__0j", "_1j",
    "1_j", "j1", "1j2", "\x00", "1+2i", "--1", "+-1j", "1e+5-1E-5j", "0j", "-0j", "-0-0j",
]
for text in texts:
    try:
        print(repr(text), repr(complex(text)))
    except ValueError as e:
        print(repr(text), "ValueError:", e)
