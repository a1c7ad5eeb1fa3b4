"""date and datetime calendar fields: weekday/isoweekday/isocalendar (a named tuple) across
year boundaries, toordinal round trips, ctime, replace, comparisons and hashing, min/max
arithmetic and strftime of the calendar directives."""
from datetime import date, datetime, timedelta


for d in [date(2020, 12, 31), date(2021, 1, 1), date(2021, 1, 3), date(2021, 1, 4), date(2024, 12, 30), date(2026, 1, 1),
          date(1, 1, 1), date(9999, 12, 31), date(2000, 2, 29)]:
    iso = d.isocalendar()
    print(d, d.weekday(), d.isoweekday(), iso, iso.year, iso.week, iso.weekday, tuple(iso), d.toordinal(), d.ctime())
    assert date.fromordinal(d.toordinal()) == d and date.fromisocalendar(*iso) == d
print(repr(date(2024, 3, 7).isocalendar()), date(2024, 3, 7).isocalendar() == (2024, 10, 4), date(2024, 3, 7).isocalendar()[1])
dt = datetime(2024, 3, 7, 9, 30)
print(dt.weekday(), dt.isocalendar(), dt.toordinal(), dt.ctime(), dt.date().ctime(), datetime.fromordinal(738952))
print(dt.replace(year=2023), dt.replace(day=31, month=1), dt.replace(hour=0, minute=0).time(), dt.date().replace(year=2028, day=29))
print(date(2024, 1, 1) < date(2024, 1, 2), dt > datetime(2024, 3, 7), dt == datetime(2024, 3, 7, 9, 30, 0, 0), hash(dt) == hash(dt.replace()))
print(sorted({date(2024, 1, 2), date(2023, 5, 1), date(2024, 1, 1)}), max([dt, dt + timedelta(seconds=1)]), min(date.max, date(2000, 1, 1)))
print(date.min + timedelta(days=1), date.max - timedelta(days=365), datetime.min + timedelta(microseconds=1), date(2024, 3, 1) - timedelta(days=1))
for fmt in ["%a %A %w %u", "%b %B %m", "%d %e %j", "%U %W %V %G", "%y %Y %C" if False else "%y %Y", "%D %F"]:
    print(fmt, "|", date(2024, 1, 7).strftime(fmt), "|", date(2023, 12, 31).strftime(fmt))
print(date(2024, 3, 7).year, date(2024, 3, 7).month, date(2024, 3, 7).day, date.resolution, datetime.resolution)
