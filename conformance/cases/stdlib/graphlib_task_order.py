# graphlib.TopologicalSorter as an agent uses it to order dependent tool calls: static order,
# batches of calls that can run together, cycles reported with their nodes, and the errors.
from graphlib import CycleError, TopologicalSorter

steps = {
    "report": ["summarise", "charts"],
    "summarise": ["fetch_orders", "fetch_customers"],
    "charts": ["fetch_orders"],
    "fetch_orders": ["auth"],
    "fetch_customers": ["auth"],
}
print(list(TopologicalSorter(steps).static_order()))

sorter = TopologicalSorter()
sorter.add("deploy", "build", "test")
sorter.add("test", "build")
sorter.add("build", "fetch")
sorter.add("lint", "fetch")
sorter.add("docs")
sorter.prepare()
batch = 0
while sorter.is_active():
    ready = sorter.get_ready()
    batch += 1
    print("batch", batch, ready, bool(sorter))
    sorter.done(*ready)
print(bool(sorter), sorter.get_ready())

for graph in [{"a": ["b"], "b": ["c"], "c": ["a"]}, {1: [2], 2: [3], 3: [2], 4: [4]}, {"x": ["x"]}]:
    try:
        list(TopologicalSorter(graph).static_order())
    except CycleError as e:
        print(type(e).__name__, e.args[0], e.args[1], isinstance(e, ValueError))

from types import GenericAlias

print(TopologicalSorter[int], GenericAlias(list, int), GenericAlias(dict, (str, int)), list(TopologicalSorter({3: [1, 2], 1: [], 2: [1]}).static_order()))

def attempt(action):
    try:
        print("ok", action())
    except ValueError as e:
        print(type(e).__name__, e)

fresh = TopologicalSorter({"b": ["a"]})
attempt(fresh.get_ready)
attempt(fresh.is_active)
attempt(lambda: fresh.done("a"))
fresh.prepare()
attempt(fresh.prepare)
attempt(lambda: fresh.add("c"))
attempt(lambda: fresh.done("b"))
attempt(lambda: fresh.done("zzz"))
attempt(fresh.get_ready)
attempt(lambda: fresh.done("a"))
attempt(lambda: fresh.done("a"))
