from datetime import date, datetime, timedelta

d = date(2024, 1, 31)
print(d + timedelta(days=1), d + timedelta(days=29), d - timedelta(days=366))
print(date(2024, 3, 1) - date(2024, 2, 1), date(2023, 3, 1) - date(2023, 2, 1))
print(date(2000, 1, 1) - date(1999, 12, 31))
dt = datetime(2023, 12, 31, 23, 59, 59, 999999)
print(dt + timedelta(microseconds=1))
print(dt - datetime(2023, 1, 1))
print((dt - datetime(2023, 1, 1)).total_seconds())
print(datetime(2024, 2, 29) + timedelta(days=365))
try:
    date(9999, 12, 31) + timedelta(days=1)
except OverflowError as e:
    print("OverflowError", e)
try:
    date(1, 1, 1) - timedelta(days=1)
except OverflowError as e:
    print("OverflowError", e)
print(date.max, date.min, datetime.max, datetime.min)
print(date(2024, 5, 5) > date(2024, 5, 4), date(2024, 5, 5) == datetime(2024, 5, 5))
try:
    date(2024, 5, 5) < datetime(2024, 5, 5)
except TypeError as e:
    print("TypeError", e)
