# split, rsplit and splitlines of str and bytes at their edges: empty text, only whitespace,
# maxsplit from -1 to past the pieces, Unicode whitespace, every line break.
for s in ['', '  ', ' a  b c ', 'a\tb\n c\u2003d ', '  x']:
    for n in [-1, 0, 1, 2, 5]:
        print(repr(s), n, s.split(None, n), s.rsplit(None, n), s.split(' ', n), s.rsplit(' ', n))
    print(s.splitlines(), s.splitlines(True), s.encode().split(), s.encode().splitlines(True))
print('a\r\nb\rc\n'.splitlines(True), b'a\r\nb\rc\n'.splitlines(), b'x\ny'.splitlines(True))
