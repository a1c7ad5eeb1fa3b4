from collections import OrderedDict


class LRU:
    def __init__(self, cap):
        self.cap = cap
        self.data = OrderedDict()

    def get(self, k):
        if k not in self.data:
            return None
        self.data.move_to_end(k)
        return self.data[k]

    def put(self, k, v):
        self.data[k] = v
        self.data.move_to_end(k)
        if len(self.data) > self.cap:
            print("evict", self.data.popitem(last=False))


c = LRU(2)
c.put("a", 1)
c.put("b", 2)
print(c.get("a"))
c.put("c", 3)
print(c.get("b"), list(c.data))
od = OrderedDict.fromkeys("xyz", 0)
od.move_to_end("x", last=False)
od.move_to_end("y", last=False)
print(od, od.popitem(), od)
print(OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1), OrderedDict(a=1, b=2) == dict(b=2, a=1))
try:
    od.move_to_end("nope")
except KeyError as e:
    print("KeyError", e)
try:
    OrderedDict().popitem()
except KeyError as e:
    print("KeyError", e)
print(list(reversed(OrderedDict(a=1, b=2, c=3))))
