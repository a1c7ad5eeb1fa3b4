import time

print(time.sleep(0), time.sleep(0.001), time.sleep(True), time.sleep(-0.0))
for value in ["1", None, -1, -0.5, -1e-9, float("nan"), 1e300, -1e300, float("inf"), 2**70, -(2**70), 2**62, 10**10, [1]]:
    try:
        time.sleep(value)
        print("slept", value)
    except (TypeError, ValueError, OverflowError) as e:
        print(repr(value), type(e).__name__, e)
for call in [lambda: time.sleep(), lambda: time.sleep(1, 2), lambda: time.sleep(secs=1)]:
    try:
        call()
    except TypeError as e:
        print(type(e).__name__, e)

for function in (time.time, time.time_ns, time.monotonic, time.monotonic_ns, time.perf_counter, time.perf_counter_ns,
                 time.process_time, time.process_time_ns):
    try:
        function(1)
    except TypeError as e:
        print(type(e).__name__, e)
print(type(time.process_time()).__name__, type(time.process_time_ns()).__name__)
start = time.process_time_ns()
total = sum(i * i for i in range(2000))
print(total, time.process_time_ns() >= start, time.process_time() >= 0)
print(time.sleep.__name__, time.time.__name__, time.monotonic_ns.__name__)

for value in [float("nan"), 1e20, -1e20, 2**63, -(2**63) - 1, "x", None.__class__, 1e17, -1e17]:
    try:
        print(time.gmtime(value))
    except (TypeError, ValueError, OverflowError, OSError) as e:
        print(type(e).__name__, e)
for call in [lambda: time.gmtime(1, 2), lambda: time.localtime(1, 2), lambda: time.ctime(1, 2),
             lambda: time.mktime(), lambda: time.mktime(5), lambda: time.mktime((1, 2, 3)),
             lambda: time.mktime((2020, 1, 1, 0, 0, 0, 0, 1, 0.5))]:
    try:
        print(call())
    except TypeError as e:
        print(type(e).__name__, e)
