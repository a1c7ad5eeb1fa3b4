# Checks time.strftime with enormous field widths or five thousand composite directives, and twenty thousand sleeps of 285 years each, end at once without waiting or holding memory
# limits: memory=64MiB
# expect: ok
# stdout-ends: done\n
import time

t = time.gmtime(0)
for fmt in ["%99999999999999999999Y", "%" + "9" * 50000 + "d", "%_100000000a", "%0999999999c"]:
    assert time.strftime(fmt, t) == ""
print(len(time.strftime("%c" * 5000, t)))
for _ in range(20000):
    time.sleep(9e9)
for bad in [1e300, 2**200, float("nan")]:
    try:
        time.sleep(bad)
    except (OverflowError, ValueError):
        pass
print("done")
