from datetime import date, time, datetime, timedelta, timezone
import datetime as dtmod
d = date(2024, 2, 28)
print(d, repr(d), d + timedelta(days=2), d - date(2023, 12, 25), d.weekday(), d.isoweekday(), d.isocalendar(), d.toordinal())
print(date.fromisoformat("2021-03-15"), date.fromordinal(738000), d.replace(day=1), d.strftime("%A %d %B %Y, %a %b %j %U %W"), d.ctime())
print(date(2020, 12, 31).isocalendar(), date(2021, 1, 3).isocalendar(), date.fromisocalendar(2020, 53, 5), d.isoformat(), f"{d:%Y/%m/%d}")
td = timedelta(days=1, hours=2, minutes=3, seconds=4, microseconds=5)
print(td, repr(td), td.total_seconds(), -td, repr(-td), timedelta(hours=-1), abs(timedelta(hours=-1)), timedelta(0), repr(timedelta(0)))
print(timedelta(weeks=1) / timedelta(days=1), timedelta(hours=3) // timedelta(hours=2), timedelta(hours=3) % timedelta(hours=2), timedelta(seconds=1.5), timedelta(days=0.5), timedelta(minutes=1) * 2.5, timedelta(minutes=1) / 3)
print(timedelta(days=2, seconds=-1), timedelta(microseconds=-1), str(timedelta(days=-3, hours=5)), timedelta.max, timedelta.min)
dt = datetime(2024, 3, 10, 14, 30, 15, 123456)
print(dt, repr(dt), repr(datetime(2024, 1, 1)), repr(datetime(2024, 1, 1, 5, 0, 7)), dt.date(), dt.time(), dt.isoformat(), dt.isoformat(" ", "seconds"), dt.isoformat(timespec="milliseconds"))
print(dt + timedelta(hours=12), dt - timedelta(days=70), dt - datetime(2024, 1, 1), dt.strftime("%Y-%m-%d %H:%M:%S.%f %I:%M %p %y %c"), dt.ctime())
print(datetime.fromisoformat("2024-03-10T14:30:15"), datetime.fromisoformat("2024-03-10 14:30:15.5"), datetime.fromisoformat("2024-03-10T14:30:15+02:00"), datetime.fromisoformat("2024-03-10T14:30:15Z"), datetime.fromisoformat("2024-03-10"))
print(datetime.strptime("2024-03-10 14:30", "%Y-%m-%d %H:%M"), datetime.strptime("10/03/24", "%d/%m/%y"), datetime.strptime("March 5, 2023 07:05 PM", "%B %d, %Y %I:%M %p"), datetime.strptime("2024-03-10T14:30:00+0530", "%Y-%m-%dT%H:%M:%S%z"))
utc = timezone.utc
aware = datetime(2024, 3, 10, 12, 0, tzinfo=utc)
ist = timezone(timedelta(hours=5, minutes=30), "IST")
print(aware, repr(aware), aware.astimezone(ist), aware.astimezone(ist).tzname(), aware.timestamp(), aware.utcoffset(), repr(ist), timezone(timedelta(hours=-3)), repr(timezone(timedelta(hours=-3))))
print(datetime.fromtimestamp(0, utc), datetime.fromtimestamp(1700000000.5, utc), datetime.fromtimestamp(86400 * 365, tz=ist), aware.strftime("%Y %z %Z"), aware.isoformat())
print(aware == aware.astimezone(ist), aware - aware.astimezone(ist), datetime(2024, 1, 1) == aware, sorted([datetime(2024, 5, 1), datetime(2023, 1, 1)]))
print(time(9, 30), repr(time(9, 30)), repr(time(9, 30, 5)), repr(time(9, 30, 5, 10)), time(9, 30, tzinfo=utc), time.fromisoformat("08:15:30.25"), time(23, 59).strftime("%H-%M %p"), time(1) < time(2))
print(datetime.combine(date(2024, 1, 1), time(8, 0)), datetime(2024, 1, 31) + timedelta(days=1), date(2024, 12, 31) - date(2024, 1, 1), date.max, date.min, datetime.max)
for bad in [lambda: date(2023, 2, 29), lambda: date(2024, 13, 1), lambda: datetime(2024, 1, 1, 24), lambda: date.fromisoformat("2024/01/01"), lambda: datetime.strptime("2024", "%Y-%m"), lambda: datetime(2024, 1, 1) - aware, lambda: datetime(2024, 1, 1) < aware, lambda: timedelta(days=10**10)]:
    try:
        print(bad())
    except (ValueError, TypeError, OverflowError, PermissionError) as e:
        print(type(e).__name__, e)
print({date(2024, 1, 1): 1}[date(2024, 1, 1)], hash(timedelta(1)) == hash(timedelta(days=1)), dtmod.MINYEAR, dtmod.MAXYEAR)
