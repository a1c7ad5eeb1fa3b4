from datetime import datetime, timedelta, timezone

utc = timezone.utc
est = timezone(timedelta(hours=-5), "EST")
ist = timezone(timedelta(hours=5, minutes=30))
dt = datetime(2024, 3, 10, 12, 0, tzinfo=utc)
print(dt, dt.isoformat(), dt.tzname(), dt.utcoffset())
print(dt.astimezone(est), dt.astimezone(ist))
print(repr(utc), repr(est), repr(ist), str(est), str(ist))
print(dt.astimezone(est) == dt, dt.astimezone(est) - dt)
print(dt.strftime("%Y-%m-%d %H:%M %z %Z"), dt.astimezone(ist).strftime("%z"))
print(datetime.fromisoformat("2024-03-10T12:00:00+02:00"))
print(datetime.fromisoformat("2024-03-10T12:00:00+02:00").utcoffset())
naive = datetime(2024, 3, 10, 12, 0)
try:
    naive < dt
except TypeError as e:
    print("TypeError", e)
try:
    naive - dt
except TypeError as e:
    print("TypeError", e)
print(naive == dt)
print(naive.replace(tzinfo=utc) == dt, dt.replace(tzinfo=None))
try:
    timezone(timedelta(hours=24))
except ValueError as e:
    print("ValueError", e)
print(datetime.fromtimestamp(0, tz=utc), datetime.fromtimestamp(86400 * 365.25, tz=utc))
print(dt.timestamp())
