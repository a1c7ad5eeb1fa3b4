from datetime import datetime, timedelta

log = [
    ("build", "2024-05-01 08:00:00", "2024-05-01 08:12:30"),
    ("test", "2024-05-01 08:12:30", "2024-05-01 09:01:05"),
    ("deploy", "2024-05-01 23:50:00", "2024-05-02 00:20:15"),
]
fmt = "%Y-%m-%d %H:%M:%S"
total = timedelta()
for name, start, end in log:
    d = datetime.strptime(end, fmt) - datetime.strptime(start, fmt)
    total += d
    mins, secs = divmod(int(d.total_seconds()), 60)
    print(f"{name:<7}{str(d):>10}  {mins}m{secs:02d}s")
print("total", total, total.total_seconds() / 3600)
print("avg", total / len(log), max(
    (datetime.strptime(e, fmt) - datetime.strptime(s, fmt), n) for n, s, e in log))
print(str(timedelta(seconds=90061)), str(timedelta(days=-1, seconds=5)), str(timedelta(microseconds=1500)))
