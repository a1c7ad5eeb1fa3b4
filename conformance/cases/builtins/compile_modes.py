# compile() in its three modes, its code objects, and running them with exec and eval.
code = compile("a = 6\nb = a * 7", "config.py", "exec")
print(type(code).__name__, code.co_name, code.co_filename, code.co_argcount, code.co_varnames)
print(repr(code).startswith("<code object <module> at 0x"), repr(code).endswith('file "config.py", line 1>'))
ns = {}
print(exec(code, ns), ns["b"])
exec(code, ns)
print(ns["b"])

expr = compile("b + 1", "<calc>", "eval")
print(eval(expr, ns), eval(expr, {"b": 1}), exec(expr, ns))
print(eval(code, {}))

single = compile("1 + 2", "<stdin>", "single")
exec(single)
exec(compile("None", "<stdin>", "single"))
exec(compile("'text'", "<stdin>", "single"))
exec(compile("x = 5", "<stdin>", "single"))
exec(compile("for i in range(2): i\n", "<stdin>", "single"))
print(x)

print(eval(compile(b"40 + 2", b"bytes.py", "eval")))
print(compile("1", "f", "exec", 0, False, -1).co_filename)
print(compile(source="1", filename="kw", mode="eval").co_filename)
print(eval(compile("1", "f", mode="eval", dont_inherit=True, optimize=2)))

for args in [
    ("1", "f", "nope"),
    ("1 +", "broken.py", "exec"),
    ("a = 1\nb = 2", "<s>", "single"),
    ("x = 1", "<e>", "eval"),
    ("def f(:", "f.py", "exec"),
    ("if True:\nprint(1)", "indent.py", "exec"),
    ("return 1", "ret.py", "exec"),
    ("await x", "aw.py", "exec"),
    (5, "f", "exec"),
    ("1", 5, "exec"),
    ("a\x00b", "nul.py", "exec"),
]:
    try:
        compile(*args)
        print("compiled", args)
    except (SyntaxError, ValueError, TypeError) as e:
        print(type(e).__name__, e)

try:
    compile("1", "f", "exec", flags=0x12345)
except ValueError as e:
    print(e)
try:
    compile("1", "f", "exec", 0, 0, 5)
except ValueError as e:
    print(e)
try:
    compile("1", "f")
except TypeError as e:
    print(e)
try:
    compile("1", "f", "exec", source="2")
except TypeError as e:
    print(e)
