"""Functions of json, re, math, collections, itertools, functools and others called with wrong arguments."""
import json, re, math, datetime, collections, itertools, functools, statistics, random, string, textwrap
calls = ["json.dumps()", "json.dumps({}, indnt=2)", "json.loads()", "json.loads(1)", "json.loads(b'1', x=1)",
         "re.compile()", "re.match('a')", "re.sub('a', 'b')", "re.findall(1, 'a')", "re.split('a', 'b', 'c')",
         "math.sqrt()", "math.sqrt('a')", "math.floor(1, 2)", "math.gcd('a')", "math.log()", "math.log(1, 2, 3)", "math.pow(1)", "math.isqrt(1.5)",
         
         "collections.Counter(1)", "collections.deque(1)", "collections.deque([], -1)", "collections.namedtuple('P')",
         "itertools.islice([1])", "list(itertools.chain(1))", "itertools.count('a')",
         "functools.reduce(max)", "functools.reduce()", "functools.reduce(max, [1], 2, 3)", "functools.reduce(function=max, iterable=[1])", "functools.reduce(max, [])", "functools.partial()", "statistics.mean()", "statistics.median([])",
         "random.Random(1).choice([])", "random.Random(1).randint(1)", "random.Random(1).sample([1], 2)", "string.Template()",
         "textwrap.wrap()", "textwrap.fill('a', width=0)", "math.factorial(1.5)", "math.comb(1)", "sorted([1], cmp=1)"]
for src in calls:
    try:
        result = eval(src)
    except Exception as e:
        print(src, "->", type(e).__name__, e)
    else:
        print(src, "=>", repr(result))
