# Checks attribute and keyword names made at run time and dropped are freed: 3000 names of 100 KB
# (600 MB interned if kept) fit a 32 MiB limit, and the names still used keep working
# limits: memory=32MiB steps=0 time=30
# expect: ok
class O:
    pass
keep = O()
base = 'n' * 100_000
for i in range(3000):
    name = base + str(i)
    o = O()
    setattr(o, name, i)
    delattr(o, name)
    hasattr(keep, name)
    dict(**{name: i})
    if i % 100 == 0:
        setattr(keep, base[:1000] + str(i), i)
assert sum(getattr(keep, base[:1000] + str(i)) for i in range(0, 3000, 100)) == 43500
