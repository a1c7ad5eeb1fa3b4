import calendar

for args in [(2024, 0), (2024, 13), (2024, -1)]:
    try:
        calendar.monthrange(*args)
    except calendar.IllegalMonthError as e:
        print(type(e).__name__, e, e.month, isinstance(e, ValueError))
for value in [7, -1, 10]:
    try:
        calendar.setfirstweekday(value)
    except calendar.IllegalWeekdayError as e:
        print(type(e).__name__, e, e.weekday)
for attempt in [lambda: calendar.weekday(2023, 2, 29), lambda: calendar.month(2024, 13), lambda: calendar.month_name[13],
                lambda: calendar.day_name[7], lambda: calendar.timegm((2024, 13, 1, 0, 0, 0)),
                lambda: calendar.Calendar().monthdayscalendar(2024, 0), lambda: calendar.weekday(0, 1, 1)]:
    try:
        print(attempt())
    except (ValueError, IndexError) as e:
        print(type(e).__name__, e)
print(calendar.weekday(10000, 1, 1), calendar.weekday(-5, 3, 1))
try:
    calendar.monthrange(2024, "2")
except TypeError as e:
    print(type(e).__name__, e)
