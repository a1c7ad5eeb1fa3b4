import collections

queue = collections.deque([1], maxlen=4)
print(queue.pop(), collections.deque, collections.defaultdict(int), collections.OrderedDict(a=1))
try:
    collections.deque([], -1)
except ValueError as e:
    print(e)
queue.pop()
