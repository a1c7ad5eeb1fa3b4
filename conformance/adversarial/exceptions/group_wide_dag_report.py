# Checks an uncaught group sharing 15-wide members 10 levels deep (15**10 paths) is reported within the cap
# limits: time=5
# expect: [traceback truncated: limit of 1.0 MiB reached]
eg = ValueError("leaf")
for i in range(12):
    eg = ExceptionGroup("level %d" % i, [eg] * 20)
raise eg
