from datetime import date, datetime, time, timedelta

for args in [(2024, 0, 1), (2024, 13, 1), (2024, 2, 30), (2023, 2, 29), (0, 1, 1), (10000, 1, 1), (2024, 4, 31)]:
    try:
        print(date(*args))
    except ValueError as e:
        print(args, "ValueError", e)
for args in [(24, 0), (0, 60), (0, 0, 60), (0, 0, 0, 1000000), (-1, 0)]:
    try:
        print(time(*args))
    except ValueError as e:
        print(args, "ValueError", e)
try:
    date("2024", 1, 1)
except TypeError as e:
    print("TypeError", e)
try:
    date(2024.0, 1, 1)
except TypeError as e:
    print("TypeError", e)
try:
    datetime(2024, 1, 1, 25)
except ValueError as e:
    print("ValueError", e)
print(date(2024, 1, 1).replace(day=31), datetime(2024, 1, 31).replace(month=3))
try:
    date(2024, 1, 31).replace(month=2)
except ValueError as e:
    print("ValueError", e)
print(repr(date(2024, 1, 1)), repr(datetime(2024, 1, 1)), repr(datetime(2024, 1, 1, 0, 0, 0, 5)), repr(time(1, 2)))
