import time
from datetime import datetime, timezone

step = 86400 * 113 + 3661
lines = []
seconds = -12219292800
while seconds < 13569465600:
    t = time.gmtime(seconds)
    d = datetime.fromtimestamp(seconds, timezone.utc)
    same = (t.tm_year, t.tm_mon, t.tm_mday, t.tm_hour, t.tm_min, t.tm_sec, t.tm_wday, t.tm_yday) == tuple(d.utctimetuple())[:8]
    if not same:
        print("mismatch", seconds, t, d)
    lines.append(time.strftime("%Y-%m-%d %H:%M:%S %a %j %U %W %G-W%V-%u", t))
    seconds += step
print(len(lines))
for line in lines[::13]:
    print(line)
print(time.asctime(time.gmtime(-12219292800)), time.asctime(time.gmtime(13569465599)))

for text, fmt in [("2023-11-14 22:13:20", "%Y-%m-%d %H:%M:%S"), ("Tue Nov 14 22:13:20 2023", None),
                  ("14/11/23", "%d/%m/%y"), ("2024 366", "%Y %j"), ("10:30 PM", "%I:%M %p"),
                  ("2023-11-14T22:13:20+0130", "%Y-%m-%dT%H:%M:%S%z")]:
    parsed = time.strptime(text) if fmt is None else time.strptime(text, fmt)
    print(parsed, parsed.tm_gmtoff)
for text, fmt in [("2023-13-01", "%Y-%m-%d"), ("2023", "%Y %m"), ("2023-01-01x", "%Y-%m-%d")]:
    try:
        time.strptime(text, fmt)
    except ValueError as e:
        print(type(e).__name__, e)
