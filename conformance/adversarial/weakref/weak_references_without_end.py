# Checks weak references made without end to one kept object count against the memory limit
# limits: memory=16MiB steps=0
# expect: MemoryError: memory limit of 16.0 MiB exceeded
import weakref


class Target:
    pass


target = Target()
kept = []
while True:
    kept.append(weakref.ref(target, print))
