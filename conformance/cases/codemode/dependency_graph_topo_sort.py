# Checks ordering build tasks by dependencies (Kahn's algorithm) and detecting a cycle.
tasks = {
    "deploy": ["test", "package"],
    "package": ["compile", "assets"],
    "test": ["compile"],
    "compile": ["fetch_deps"],
    "assets": ["fetch_deps"],
    "fetch_deps": [],
    "docs": [],
}

def topo_order(graph):
    indegree = {t: 0 for t in graph}
    dependents = {t: [] for t in graph}
    for task, deps in graph.items():
        for d in deps:
            if d not in graph:
                raise KeyError(f"{task} depends on unknown task {d!r}")
            indegree[task] += 1
            dependents[d].append(task)
    ready = sorted(t for t, n in indegree.items() if n == 0)
    order, levels = [], []
    while ready:
        levels.append(list(ready))
        next_ready = []
        for t in ready:
            order.append(t)
            for dep in dependents[t]:
                indegree[dep] -= 1
                if indegree[dep] == 0:
                    next_ready.append(dep)
        ready = sorted(next_ready)
    if len(order) != len(graph):
        stuck = sorted(t for t, n in indegree.items() if n > 0)
        raise ValueError(f"cycle detected among: {', '.join(stuck)}")
    return order, levels

order, levels = topo_order(tasks)
print("order:", " -> ".join(order))
for i, lvl in enumerate(levels):
    print(f"  stage {i}: {lvl}")

def all_deps(task, graph, seen=None):
    seen = set() if seen is None else seen
    for d in graph[task]:
        if d not in seen:
            seen.add(d)
            all_deps(d, graph, seen)
    return seen

print("deploy needs:", sorted(all_deps("deploy", tasks)))
print("max parallelism:", max(len(l) for l in levels))

broken = dict(tasks, fetch_deps=["deploy"])
for graph in (broken, dict(tasks, docs=["spellcheck"])):
    try:
        topo_order(graph)
    except (ValueError, KeyError) as e:
        print(f"{type(e).__name__}: {e}")
