import bisect
class I:
    def __index__(self):
        return 2
class Bad:
    def __index__(self):
        return "x"
seq = [10, 20, 30, 40]
print(seq[I()], 'abcdef'[I():], 'abcdef'[:I()], seq[::I()], (1, 2, 3)[I()], b'xyz'[I()], range(10)[I()])
print(list(range(I())), list(range(I(), 7, I())), 'ab' * I(), [0] * I(), I() * 'x')
print(bisect.bisect_right([1, 2, 3, 4], 3, I()), bisect.bisect([0, 0], 0, 0, -1), bisect.bisect_left([0, 0], 0, 0, -1))
print(hex(I()), bin(I()), oct(I()), chr(I()), [I(), 5][-1])
s = list(seq)
s[I()] = 99
del s[I() :]
print(s, seq.pop(I()), seq)
lst = [1, 2, 3]
lst.insert(I(), 'x')
print(lst, 'a\tb'.expandtabs(I()), 'ab'.ljust(I() ), list(enumerate('ab', I())))
print(round(3.14159, I()))
try:
    seq[Bad()]
except TypeError as e:
    print(e)
try:
    seq[1.5]
except TypeError as e:
    print(e)
try:
    'abc'[1.5:]
except TypeError as e:
    print(e)
import itertools
print(list(itertools.islice('abcdef', I())), list(itertools.repeat('z', I())), list(itertools.combinations('abc', I())))
for bad in (lambda: [1].pop(2**63), lambda: [1][2**63], lambda: 'x' * 2**64, lambda: 'x' * -2**64, lambda: chr(2**31), lambda: 'a'.expandtabs(2**31), lambda: round(1.5, 2**100), lambda: round(1.5, -2**100), lambda: 'a b'.split(None, 2**63), lambda: itertools.product('ab', repeat=2**62), lambda: itertools.repeat(1, 2**63)):
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
