import copy
from collections import Counter, defaultdict, OrderedDict, deque, namedtuple
a = [1, [2, 3], {"k": [4]}]
b = copy.copy(a); c = copy.deepcopy(a)
a[1].append(99); a[2]["k"].append(5)
print(a, b, c)
shared = [1]; pair = [shared, shared]
dp = copy.deepcopy(pair); print(dp[0] is dp[1], dp[0] is shared)
cyc = [1]; cyc.append(cyc); dc = copy.deepcopy(cyc); print(dc[1] is dc, dc is not cyc)
t = (1, 2, [3]); print(copy.deepcopy(t) == t, copy.deepcopy(t) is t, copy.copy(t) is t)
class P:
    def __init__(self, x): self.x = x; self.items = [x]
p = P(3); q = copy.copy(p); r = copy.deepcopy(p)
p.items.append(4)
print(q.x, q.items, r.items, type(r).__name__, q is not p)
class H:
    def __init__(self): self.v = 1
    def __copy__(self): print("copy hook"); return "copied"
    def __deepcopy__(self, memo): print("deepcopy hook"); return "deep"
print(copy.copy(H()), copy.deepcopy([H()]))
cnt = Counter("aab"); cc = copy.deepcopy(cnt); cc["a"] += 5; print(cnt, cc, type(cc).__name__)
dd = defaultdict(list, {"x": [1]}); d2 = copy.deepcopy(dd); d2["x"].append(2); d2["y"].append(0); print(dd, d2)
od = OrderedDict(a=[1]); print(copy.deepcopy(od), copy.copy(od))
dq = deque([[1], [2]]); print(copy.deepcopy(dq), copy.copy(dq))
N = namedtuple("N", "a b"); n = N([1], 2); nn = copy.deepcopy(n); nn.a.append(9); print(n, nn, type(nn).__name__)
s = {1, 2}; print(copy.copy(s), copy.deepcopy(frozenset({(1, 2)})))
print(copy.copy(len) is len, copy.deepcopy(int) is int, copy.copy(None))
class L(list):
    pass
l = L([[1]]); l.tag = "t"; l2 = copy.deepcopy(l); l2[0].append(2); print(l, l2, type(l2).__name__, l2.tag)
import datetime
d = datetime.datetime(2024, 1, 2, 3, 4, tzinfo=datetime.timezone.utc)
e = copy.deepcopy({"when": d, "span": datetime.timedelta(hours=5), "day": d.date(), "at": datetime.time(8, 30)})
print(e, e["when"] == d, copy.copy(d) == d, datetime.timezone(datetime.timedelta(0)) is datetime.timezone.utc)
