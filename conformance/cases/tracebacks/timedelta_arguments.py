import datetime

print(datetime.timedelta(1, 2, 3, 4, 5, 6, 7), repr(datetime.timedelta), datetime.timedelta.__module__)
for call in [lambda: datetime.timedelta(1, 2, 3, 4, 5, 6, 7, 8), lambda: datetime.timedelta(foo=1),
             lambda: datetime.timedelta(1, days=2), lambda: datetime.timedelta(days='1', hours='2'),
             lambda: datetime.timedelta(weeks=[1]), lambda: datetime.timedelta(hours=None),
             lambda: datetime.date(2024), lambda: datetime.date(2024, 1, 1, 1)]:
    try:
        call()
    except TypeError as e:
        print(e)
datetime.timedelta(minutes='5')
