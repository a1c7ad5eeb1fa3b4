import shlex

for text in ['echo "unterminated', "echo 'open", "trailing\\", "ok 'fine'"]:
    try:
        print(shlex.split(text))
    except ValueError as e:
        print(repr(text), type(e).__name__, e)
for value in [None, 3, b"bytes"]:
    try:
        print(shlex.quote(value))
    except TypeError as e:
        print(type(e).__name__, e)
try:
    shlex.join(["ok", 5])
except TypeError as e:
    print(type(e).__name__, e)
lexer = shlex.shlex('say "hi', posix=False)
try:
    print(list(lexer))
except ValueError as e:
    print(type(e).__name__, e, lexer.lineno)
