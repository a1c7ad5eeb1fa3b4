import queue

# A breadth-first crawl of a link graph, as an agent walks pages returned by a tool.
links = {"home": ["docs", "blog"], "docs": ["api", "home"], "blog": ["post1", "post2"], "api": [], "post1": ["api"], "post2": []}
todo = queue.Queue()
todo.put("home")
seen = {"home"}
order = []
while not todo.empty():
    page = todo.get()
    order.append(page)
    for link in links[page]:
        if link not in seen:
            seen.add(link)
            todo.put(link)
    todo.task_done()
print(order, todo.qsize(), todo.unfinished_tasks)
todo.join()

jobs = queue.PriorityQueue()
for priority, name in [(3, "low"), (1, "urgent"), (2, "normal"), (1, "also urgent")]:
    jobs.put((priority, name))
print([jobs.get_nowait() for _ in range(jobs.qsize())])

stack = queue.LifoQueue(maxsize=3)
for item in "abc":
    stack.put(item)
print(stack.full(), stack.qsize(), [stack.get() for _ in range(3)], stack.empty())

simple = queue.SimpleQueue()
simple.put(1)
simple.put_nowait(2)
print(simple.qsize(), simple.get(), simple.get(block=False), simple.empty())

print(queue.Queue[int], queue.SimpleQueue[str])
print(queue.Empty.__name__, queue.Empty.__module__, queue.Full.__module__, queue.SimpleQueue.__module__)
print(issubclass(queue.PriorityQueue, queue.Queue), issubclass(queue.Empty, Exception))
print(sorted(queue.__all__))
