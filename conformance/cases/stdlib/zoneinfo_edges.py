from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo, available_timezones, ZoneInfoNotFoundError
import copy

paris = ZoneInfo("Europe/Paris")
print(repr(paris), str(paris), paris.key, ZoneInfo("Europe/Paris") is paris)
for key in ["Europe/Paris", "America/New_York", "Australia/Sydney", "Asia/Kolkata", "UTC", 
            "America/Sao_Paulo", "Pacific/Chatham", "Asia/Tehran", "America/St_Johns", "Etc/GMT+5", "US/Eastern"]:
    zone = ZoneInfo(key)
    for when in [datetime(1850, 1, 1), datetime(1900, 6, 1), datetime(1944, 8, 25, 12), datetime(1970, 1, 1),
                 datetime(1996, 10, 27, 2, 30), datetime(2021, 3, 14, 2, 30), datetime(2026, 3, 29, 2, 30),
                 datetime(2026, 10, 25, 2, 30), datetime(2026, 11, 1, 1, 30), datetime(2026, 7, 1, 12),
                 datetime(2050, 1, 15), datetime(2100, 7, 4)]:
        for fold in (0, 1):
            dt = when.replace(tzinfo=zone, fold=fold)
            print(key, dt.isoformat(), dt.tzname(), dt.dst(), dt.utcoffset())
    print(key, zone.utcoffset(None), zone.dst(None), zone.tzname(None))
utc = timezone.utc
for key in ["Europe/Paris", "America/New_York", "Australia/Sydney",]:
    zone = ZoneInfo(key)
    start = datetime(2026, 1, 1, tzinfo=utc)
    for hours in range(0, 24 * 366, 7):
        t = start + timedelta(hours=hours)
        local = t.astimezone(zone)
        if local.fold or hours % 500 < 7:
            print(key, t.isoformat(), local.isoformat(), local.fold, local.tzname())
    for minute in range(-90, 150, 30):
        t = datetime(2026, 10, 25, 1, tzinfo=utc) + timedelta(minutes=minute)
        print(key, t.astimezone(zone).isoformat(), t.astimezone(zone).fold)
ny = ZoneInfo("America/New_York")
meeting = datetime(2026, 3, 7, 9, 0, tzinfo=ny)
print(meeting + timedelta(days=1), (meeting + timedelta(days=1)).astimezone(utc))
print(datetime.fromtimestamp(1_800_000_000, tz=ny), datetime.fromtimestamp(0, paris))
a = datetime(2026, 11, 1, 1, 30, tzinfo=ny)
b = a.replace(fold=1)
print(a == b, a.astimezone(utc), b.astimezone(utc), b - a, a.timestamp(), b.timestamp())
print(copy.deepcopy(meeting).tzinfo is ny, copy.copy(ny) is ny)
print(len(available_timezones()) > 400, "Europe/Paris" in available_timezones())
for bad in ["Nope/Nope", "", "/etc/passwd", "../x", "Europe/../UTC", "Europe", "europe/paris", 5]:
    try:
        ZoneInfo(bad)
    except ZoneInfoNotFoundError as e:
        print("not found", e, isinstance(e, KeyError))
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
print(datetime(2026, 6, 1, 12, tzinfo=paris).strftime("%Y-%m-%d %H:%M %Z %z"))
no = ZoneInfo.no_cache("Europe/Paris")
print(no is paris, no == paris, repr(no))
ZoneInfo.clear_cache()
print(ZoneInfo("Europe/Paris") is paris)
