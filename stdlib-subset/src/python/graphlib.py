"""graphlib, as CPython 3.11's module: `TopologicalSorter` (add, prepare with cycle detection,
get_ready/done for processing in parallel batches, is_active, static_order) and `CycleError`,
with CPython's orders (nodes in the order they were first added, successors in the order
their edges were added) and errors."""

from types import GenericAlias

__all__ = ["TopologicalSorter", "CycleError"]

_NODE_OUT = -1
_NODE_DONE = -2


class _NodeInfo:
    __slots__ = ("node", "npredecessors", "successors")

    def __init__(self, node):
        self.node = node
        self.npredecessors = 0
        self.successors = []


class CycleError(ValueError):
    """Raised by `prepare` when the graph has a cycle; `args[1]` lists it, first node repeated
    at the end."""


class TopologicalSorter:
    """Sorts the nodes of a graph of hashable nodes so each comes after its predecessors."""

    def __init__(self, graph=None):
        self._node2info = {}
        self._ready_nodes = None
        self._npassedout = 0
        self._nfinished = 0
        if graph is not None:
            for node, predecessors in graph.items():
                self.add(node, *predecessors)

    def _info(self, node):
        info = self._node2info.get(node)
        if info is None:
            info = self._node2info[node] = _NodeInfo(node)
        return info

    def add(self, node, *predecessors):
        """Adds `node`, coming after each of `predecessors`."""
        if self._ready_nodes is not None:
            raise ValueError("Nodes cannot be added after a call to prepare()")
        info = self._info(node)
        info.npredecessors += len(predecessors)
        for predecessor in predecessors:
            self._info(predecessor).successors.append(node)

    def prepare(self):
        """Marks the graph finished; CycleError when it has a cycle."""
        if self._ready_nodes is not None:
            raise ValueError("cannot prepare() more than once")
        self._ready_nodes = [info.node for info in self._node2info.values() if info.npredecessors == 0]
        cycle = self._find_cycle()
        if cycle:
            raise CycleError("nodes are in a cycle", cycle)

    def get_ready(self):
        """The nodes whose predecessors are all done and that were not handed out yet."""
        if self._ready_nodes is None:
            raise ValueError("prepare() must be called first")
        result = tuple(self._ready_nodes)
        for node in result:
            self._node2info[node].npredecessors = _NODE_OUT
        self._ready_nodes.clear()
        self._npassedout += len(result)
        return result

    def is_active(self):
        """Whether nodes remain to be handed out or marked done."""
        if self._ready_nodes is None:
            raise ValueError("prepare() must be called first")
        return self._nfinished < self._npassedout or bool(self._ready_nodes)

    def __bool__(self):
        return self.is_active()

    def done(self, *nodes):
        """Marks `nodes` (handed out by get_ready) processed, readying their successors."""
        if self._ready_nodes is None:
            raise ValueError("prepare() must be called first")
        for node in nodes:
            info = self._node2info.get(node)
            if info is None:
                raise ValueError(f"node {node!r} was not added using add()")
            state = info.npredecessors
            if state != _NODE_OUT:
                if state >= 0:
                    raise ValueError(f"node {node!r} was not passed out (still not ready)")
                if state == _NODE_DONE:
                    raise ValueError(f"node {node!r} was already marked done")
                raise ValueError(f"node {node!r}: unknown status {state}")
            info.npredecessors = _NODE_DONE
            for successor in info.successors:
                successor_info = self._node2info[successor]
                successor_info.npredecessors -= 1
                if successor_info.npredecessors == 0:
                    self._ready_nodes.append(successor)
            self._nfinished += 1

    def _find_cycle(self):
        """A cycle as a list of nodes (its first node repeated last), or None: a depth-first
        walk from each node in turn, along successors in order, keeping the current path."""
        seen = set()
        for start in self._node2info:
            if start in seen:
                continue
            path = [start]
            on_path = {start: 0}
            pending = [iter(self._node2info[start].successors)]
            seen.add(start)
            while pending:
                successor = next(pending[-1], _END)
                if successor is _END:
                    pending.pop()
                    del on_path[path.pop()]
                    continue
                if successor in on_path:
                    return path[on_path[successor]:] + [successor]
                if successor in seen:
                    continue
                seen.add(successor)
                on_path[successor] = len(path)
                path.append(successor)
                pending.append(iter(self._node2info[successor].successors))
        return None

    def static_order(self):
        """Every node, each after its predecessors (prepares the sorter)."""
        self.prepare()
        while self.is_active():
            ready = self.get_ready()
            yield from ready
            self.done(*ready)

    __class_getitem__ = classmethod(GenericAlias)


_END = object()
