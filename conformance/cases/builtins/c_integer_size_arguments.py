# Size arguments CPython takes as C integers (Py_ssize_t, int) are refused as CPython refuses
# them, before any work: nothing here may run long or use much memory.
import itertools, random, collections, math, heapq, textwrap
tests = [
 ("deque*", lambda: collections.deque([1, 2], maxlen=2) * 10**9),
 ("deque*=", lambda: len(collections.deque([1, 2, 3], maxlen=3) * (10**9))),
 ("2**(-2**70)", lambda: 2 ** (-2 ** 70)),
 ("product", lambda: itertools.product('ab', repeat=2**62)),
 ("expandtabs", lambda: '\t'.expandtabs(2**31)),
 ("%.*s", lambda: '%.*s' % (2**31, 'x')),
 ("getrandbits", lambda: random.getrandbits(2**70)),
 ("format .2147483647", lambda: format('x', '.2147483647')),
 ("format .2**63", lambda: format('x', '.9223372036854775808')),
 ("ljust", lambda: 'x'.ljust(2**63)),
 ("center", lambda: 'x'.center(2**63)),
 ("zfill", lambda: 'x'.zfill(2**63)),
 ("str*", lambda: 'x' * 2**63),
 ("list*", lambda: [1] * 2**63),
 ("range big len", lambda: len(range(2**63))),
 ("repeat", lambda: itertools.repeat(1, 2**63)),
 ("islice", lambda: itertools.islice('ab', 2**63)),
 ("combinations", lambda: itertools.combinations('ab', 2**63)),
 ("permutations", lambda: itertools.permutations('ab', 2**63)),
 ("round", lambda: round(1.5, 2**63)),
 ("int round", lambda: round(15, 2**100)),
 ("float.__round__", lambda: round(1.5, -2**100)),
 ("chr", lambda: chr(2**63)),
 ("to_bytes", lambda: (1).to_bytes(2**63, 'big')),
 ("bytes(n)", lambda: bytes(2**63)),
 ("list.pop", lambda: [1].pop(2**63)),
 ("list.insert", lambda: [1].insert(2**63, 0)),
 ("str.find", lambda: 'ab'.find('b', 2**63)),
 ("tuple.index", lambda: (1,).index(1, 2**63)),
 ("split", lambda: 'a b'.split(None, 2**63)),
 ("replace", lambda: 'ab'.replace('a', 'b', 2**63)),
 ("math.factorial", lambda: math.factorial(2**63)),
 ("math.comb", lambda: math.comb(2**63, 2)),
 ("random.sample", lambda: random.sample([1,2], 2**63)),
 ("random.choices", lambda: random.choices([1,2], k=2**63)),
 ("random.randbytes", lambda: random.randbytes(2**63)),
 ("deque rotate", lambda: collections.deque([1,2]).rotate(2**63)),
 ("deque maxlen", lambda: collections.deque([1,2], maxlen=2**63)),
 ("rshift", lambda: 1 >> 2**63),
 ("ldexp", lambda: math.ldexp(1.0, 2**63)),
 ("str.__mul__ neg", lambda: 'ab' * -2**63),
 ("tabs neg", lambda: 'a\tb'.expandtabs(-5)),
 ("heapq nlargest", lambda: heapq.nlargest(2**63, [1,2])),
 ("textwrap width", lambda: textwrap.wrap('a b', 2**63)),
 ("pow mod", lambda: pow(2, 2**100, 7)),
]
for name, f in tests:
    try:
        r = f()
        if isinstance(r, (str, bytes, list)): r = ('len', len(r))
        print(name, '->', repr(r)[:80])
    except Exception as e:
        print(name, '!!', type(e).__name__, str(e)[:100])
