from datetime import date, timedelta

def month_end(d):
    nxt = d.replace(day=28) + timedelta(days=4)
    return nxt - timedelta(days=nxt.day)

def add_months(d, n):
    y, m = divmod(d.month - 1 + n, 12)
    target = date(d.year + y, m + 1, 1)
    return target.replace(day=min(d.day, month_end(target).day))

for m in range(1, 13):
    print(month_end(date(2024, m, 10)), end=" ")
print()
print(add_months(date(2024, 1, 31), 1), add_months(date(2023, 1, 31), 1), add_months(date(2024, 11, 30), 3))
print(add_months(date(2024, 3, 15), -15))
d = date(2024, 7, 4)
print(d.weekday(), d.isoweekday(), d.isocalendar(), d.toordinal())
print(date.fromordinal(d.toordinal() + 100), date.fromisocalendar(2024, 1, 1))
ic = d.isocalendar()
print(ic.year, ic.week, ic.weekday, tuple(ic))
days = [date(2024, 1, 1) + timedelta(days=i) for i in range(10)]
print([x.strftime("%a") for x in days if x.weekday() < 5])
print(sorted([date(2024, 5, 1), date(2023, 5, 1), date(2024, 1, 1)]))
print(max(days), min(days), (max(days) - min(days)).days)
