from datetime import date, datetime, time, timedelta, timezone

utc = timezone.utc
plus5 = timezone(timedelta(hours=5, minutes=30), "IST")
minus3 = timezone(timedelta(hours=-3))
for t in [0, 1, -1, 1700000000, 1700000000.5, 1700000000.123456, 1700000000.9999996, 1700000000.0000005,
          -1.5, -0.0000004, 951782400, 253402300799, -62135596800, True]:
    print(repr(t), datetime.fromtimestamp(t, utc), datetime.utcfromtimestamp(t))
for tz in (plus5, minus3, utc):
    d = datetime.fromtimestamp(1700000000, tz)
    print(repr(d), d.timestamp(), d.astimezone(utc))
print(datetime.fromtimestamp(0, tz=minus3), datetime.fromtimestamp(tz=plus5, timestamp=86400))

for bad in ["x", None, float("nan"), 1e20, -1e20, 2**70, float("inf"), -1e13, 1e13]:
    for function in (lambda t: datetime.fromtimestamp(t, utc), datetime.utcfromtimestamp):
        try:
            print(function(bad))
        except (TypeError, ValueError, OverflowError) as e:
            print(type(e).__name__, e)
for call in [lambda: datetime.fromtimestamp(0, tz=5), lambda: datetime.now(tz=5), lambda: datetime.now(5)]:
    try:
        print(call())
    except TypeError as e:
        print(type(e).__name__, e)

aware = datetime(2023, 3, 7, 15, 4, 9, 123, tzinfo=plus5)
naive = datetime(2023, 3, 7, 15, 4, 9, 123)
print(aware.timestamp(), datetime(1969, 12, 31, 23, 59, 59, 500000, tzinfo=utc).timestamp())
print(naive.timetuple())
print(aware.timetuple())
print(aware.utctimetuple())
print(naive.utctimetuple())
print(date(2024, 2, 29).timetuple(), date(2024, 12, 31).timetuple().tm_yday)
tt = naive.timetuple()
print(tt.tm_zone, tt.tm_gmtoff, tt[6], tt.tm_yday, tuple(tt))


class Summer(timezone.__base__):
    def utcoffset(self, dt):
        return timedelta(hours=2)

    def dst(self, dt):
        return timedelta(hours=1)

    def tzname(self, dt):
        return "SUMMER%Z"


class NoDst(Summer):
    def dst(self, dt):
        return timedelta(0)


print(datetime(2023, 7, 1, 12, tzinfo=Summer()).timetuple().tm_isdst, datetime(2023, 7, 1, 12, tzinfo=NoDst()).timetuple().tm_isdst)
print(datetime(2023, 7, 1, 12, tzinfo=Summer()).utctimetuple())
print(datetime(2023, 7, 1, 12, tzinfo=Summer()).strftime("%Z|%z|%H"))
print(aware.strftime("%-d %_m %^a %f %z %Z %G %V %C %k %P %%f %j %U"))
print(naive.strftime("%-d|%e|%f|%z|%Z|%c|%x|%X|%I %p"))
print(date(12, 1, 1).strftime("%Y %C %G %F %c %x %f %z %Z"))
print(time(9, 5, 7, 42, tzinfo=minus3).strftime("%H:%M:%S.%f %z %Z %Y-%m-%d %j %a"))
print(time(21, 5).strftime("%I:%M %p %-H"))
print(f"{naive:%Y/%m/%d %H.%M}", format(date(2020, 5, 17), "%A %-d %B"), f"{aware:%z}")
for fmt in [5, None]:
    try:
        naive.strftime(fmt)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    print(repr(naive.strftime("a\0b%Y")), repr(date(2020, 1, 1).strftime("%Y\0x")))
except ValueError as e:
    print(type(e).__name__, e)
