# Checks splitting, matching with except* and reporting a group nested 100000 deep stay bounded
# expect: TypeError: catching ExceptionGroup with except* is not allowed. Use except instead.
eg = ValueError("leaf")
for i in range(100000):
    eg = ExceptionGroup("level", [eg])
try:
    eg.split(ValueError)
except RecursionError as e:
    print("split:", e)
try:
    eg.subgroup(lambda e: False)
except RecursionError as e:
    print("subgroup:", e)
try:
    try:
        raise eg
    except* ValueError:
        print("not reached")
except RecursionError as e:
    print("except*:", e)
try:
    raise eg
except* ExceptionGroup:
    pass
