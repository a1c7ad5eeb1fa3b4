"""datetime.strftime %j: the day of the year, over dates around year boundaries."""

from datetime import datetime

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("datetime(2024, 1, 1, 0, 0, 0).strftime('%j')", lambda: datetime(2024, 1, 1, 0, 0, 0).strftime('%j'))
show("datetime(2024, 2, 29, 12, 30, 5, 7).strftime('%j')", lambda: datetime(2024, 2, 29, 12, 30, 5, 7).strftime('%j'))
show("datetime(2023, 12, 31, 23, 59, 59, 999999).strftime('%j')", lambda: datetime(2023, 12, 31, 23, 59, 59, 999999).strftime('%j'))
show("datetime(1999, 7, 4, 9, 5, 0).strftime('%j')", lambda: datetime(1999, 7, 4, 9, 5, 0).strftime('%j'))
show("datetime(2021, 1, 3, 13, 0, 0).strftime('%j')", lambda: datetime(2021, 1, 3, 13, 0, 0).strftime('%j'))
show("datetime(2020, 12, 28, 6, 45, 30).strftime('%j')", lambda: datetime(2020, 12, 28, 6, 45, 30).strftime('%j'))
