# Where CPython 3.11 locates plain syntax errors, tokenizer errors and assignment errors.
def report(src):
    try:
        compile(src, "<s>", "exec")
        print(repr(src), "compiles")
    except SyntaxError as e:
        print(repr(src), type(e).__name__, repr(e.msg), e.lineno, e.offset, e.end_lineno, e.end_offset)


for src in [
    "x = 1abc\n",
    "x = 1_000x\n",
    "x = 0x1g\n",
    "x = 1.5j2\n",
    "x = 12e\n",
    "0o19\n",
    "0b1a\n",
    "1__0\n",
    "x = 0777\n",
    "x = 1)\n",
    "foo()\n)\n",
    "x = (1, 2\n",
    "x = (1 2\n",
    "def f(:\n    pass\n",
    "x = [1, 2, 3}\n",
    "x = 'abc\ny = 2\n",
    "x = f'abc\n",
    "x = '''abc\ny\n",
    "x = 1 2\ny = 1abc\n",
    "x = 1 2\ny = 0x\n",
    "x = 0x\n",
    "x = 1 2\ny = (\n",
    "import a from b\n",
    "x = = 1\n",
    "x = 1 +\n",
    "x.1\n",
    "else:\n    pass\n",
    "x = $\n",
    "x = \u20ac\n",
    "def f():\n  x = 1\n   y = 2\n",
    "if True:\n    pass\n  else:\n    pass\n",
    "if x:\npass\n",
    "True = 1\n",
    "(a, 1) = 2\n",
    "a, f() = 1\n",
    "x = f() = 1\n",
    "not x = 1\n",
    "(x for x in y) = 1\n",
    "__debug__ = 1\n",
    "f(a for a in b, c)\n",
    "f(c, a for a in b)\n",
    "f((a for a in b), c)\n",
    "class C:\n    return 1\n",
    "class C:\n    yield 1\n",
    "class C:\n    x = [(yield) for y in z]\n",
    "def f():\n    return [(yield) for y in z]\n",
    "def f():\n    return {(yield from y) for y in z}\n",
    "def f():\n    return ((yield) for y in z)\n",
    "def f():\n    return [y for y in (yield)]\n",
]:
    report(src)
