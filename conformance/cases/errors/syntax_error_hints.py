# The hints CPython 3.11 adds to syntax errors, with their locations.
def report(src):
    try:
        compile(src, "<s>", "exec")
        print(repr(src), "compiles")
    except SyntaxError as e:
        print(repr(src), type(e).__name__, repr(e.msg), e.lineno, e.offset, e.end_lineno, e.end_offset)


for src in [
    "[1 2]\n",
    "f(a b)\n",
    "x = [1, 2 3]\n",
    "print(a b c)\n",
    "{1: 2 3: 4}\n",
    "x = {'a': 1 'b': 2}\n",
    "[a.b c.d]\n",
    "[f(x) g(y)]\n",
    "[x+1 y*2]\n",
    "[1 not x]\n",
    "['a' 'b' c]\n",
    "[1 2 if x else 3]\n",
    "[lambda: 1 2]\n",
    "f(*a b)\n",
    "[1, 2\n3]\n",
    "print(x 'a')\n",
    "[x for x in 1 2]\n",
    "def f(x y): pass\n",
    "{1: 2, 3}\n",
    "if x = 1:\n    pass\n",
    "while x = 1:\n    pass\n",
    "if True:\n    pass\nelif x = 1:\n    pass\n",
    "[x = 1]\n",
    "if x.y = 1:\n    pass\n",
    "if f() = 1:\n    pass\n",
    "print(x.y = 1)\n",
    "x = 5 if y\n",
    "if x\n    pass\n",
    "for x in y\n    pass\n",
    "def f()\n    pass\n",
    "def f() -> int\n    pass\n",
    "class A\n    pass\n",
    "with open(f) as g\n    pass\n",
    "try:\n    pass\nx = 1\n",
    "def f():\n    try:\n        pass\n    return 1\n",
    "try:\n    pass\n",
    "f(x=1, y)\n",
    "f(x=1,\n  y)\n",
    "f(**k, y)\n",
    "f(a=1, a=x+y)\n",
    "def f(**k, a): pass\n",
    "lambda **k, a: 1\n",
    "print 'x'\n",
    "print x, y\n",
    "f'{x!z}'\n",
    "f'}'\n",
    "f'{}'\n",
    "f'{a)}'\n",
]:
    report(src)
