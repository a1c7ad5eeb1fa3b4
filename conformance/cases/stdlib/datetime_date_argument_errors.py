"""datetime.date called with missing, extra, misnamed and mistyped arguments."""
import datetime
for c in ['datetime.date(2024)', 'datetime.date()', 'datetime.date(2024, 1)', 'datetime.date(2024, 1, 1, 1)', 'datetime.date(2024, 1, x=1)',
          'datetime.date(2024, year=3, month=1, day=1)', 'datetime.date(2024, 1, 1, x=1)', 'datetime.date(2024, 1, "1")',
          'datetime.date(year=2024, month=2, day=3)', 'datetime.date(2024, 1, 1.5)', 'datetime.date(2024, 1, year=3)', 'datetime.date(1, 1, day=1)',
          'datetime.date(2024, 2, 30)']:
    try:
        print(c, eval(c))
    except (TypeError, ValueError) as e:
        print(c, '->', type(e).__name__, e)
