from datetime import date, datetime, time

dt = datetime(2024, 3, 7, 9, 5, 3, 42)
for fmt in ["%Y-%m-%d", "%d/%m/%y", "%H:%M:%S.%f", "%I:%M %p", "%A %B %d", "%a %b %e",
            "%j", "%U %W", "%%", "%Y%m%dT%H%M%S", "%c", "%x", "%X", "%G-W%V-%u", "%w"]:
    print(repr(fmt), dt.strftime(fmt))
print(date(2024, 12, 30).strftime("%G %V %u"), date(2021, 1, 3).strftime("%G %V %u"))
print(time(14, 30).strftime("%I:%M %p"), time(0, 0).strftime("%I %p"))
print(f"{dt:%Y/%m/%d}", "{:%H h %M}".format(dt), format(date(2024, 1, 2), "%b %d"))
print(format(dt, ""), format(date(2024, 1, 2), ""))
rows = [("deploy", datetime(2024, 1, 5, 14, 0)), ("review", datetime(2024, 1, 12, 9, 30))]
for name, when in rows:
    print(f"{name:<8}|{when:%a %d %b %Y at %H:%M}")
