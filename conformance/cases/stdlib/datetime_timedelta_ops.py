from datetime import timedelta

td = timedelta(days=1, hours=2, minutes=3, seconds=4, microseconds=5)
print(td, repr(td))
print(td.days, td.seconds, td.microseconds, td.total_seconds())
print(-td, repr(-td), abs(-td))
print(timedelta(hours=-1), timedelta(seconds=-1), timedelta(microseconds=-1))
print(timedelta(weeks=2, milliseconds=1500))
print(timedelta(days=1.5), timedelta(hours=0.25), timedelta(seconds=0.0000015))
print(td * 2, td * 0.5, 2 * td, td / 2, td // 3)
print(timedelta(hours=3) / timedelta(minutes=7), timedelta(hours=3) // timedelta(minutes=7))
print(timedelta(hours=3) % timedelta(minutes=7), divmod(timedelta(hours=3), timedelta(minutes=7)))
print(timedelta(0), bool(timedelta(0)), bool(timedelta(microseconds=1)))
print(timedelta.max, timedelta.min, timedelta.resolution)
print(timedelta(days=3) > timedelta(hours=71), timedelta(hours=24) == timedelta(days=1))
print(sum([timedelta(minutes=m) for m in (15, 30, 45)], timedelta()))
try:
    timedelta(days=1000000000)
except OverflowError as e:
    print("OverflowError", e)
try:
    td / 0
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
