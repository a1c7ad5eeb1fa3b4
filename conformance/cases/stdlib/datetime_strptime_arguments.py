import datetime

calls = [
    lambda: datetime.datetime.strptime('2024-13-01', '%Y-%m-%d'),
    lambda: datetime.datetime.strptime('2024', '%Q'),
    lambda: datetime.datetime.strptime('2024-01-01 extra', '%Y-%m-%d'),
    lambda: datetime.datetime.strptime('2024', '%'),
    lambda: datetime.datetime.strptime(2024, '%Y'),
    lambda: datetime.datetime.strptime('2024', 2024),
    lambda: datetime.datetime.strptime('2024'),
    lambda: datetime.datetime.strptime('2024', '%Y', 1),
    lambda: datetime.datetime.strptime('2024', format='%Y'),
]
for call in calls:
    try:
        print(call())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
print(datetime.datetime.strptime('2024-03-04 05:06', '%Y-%m-%d %H:%M'))
