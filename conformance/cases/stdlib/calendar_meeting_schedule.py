import calendar
import datetime

# Every second Tuesday of 2024 (a team meeting), and the last Friday of each quarter's end.
cal = calendar.Calendar(firstweekday=calendar.SUNDAY)
for month in range(1, 13):
    tuesdays = [day for day, weekday in cal.itermonthdays2(2024, month) if day and weekday == calendar.TUESDAY]
    print(calendar.month_abbr[month], "second Tuesday:", tuesdays[1])
for month in (3, 6, 9, 12):
    weeks = calendar.monthcalendar(2024, month)
    last_friday = max(week[calendar.FRIDAY] for week in weeks)
    print(calendar.month_name[month], "review on Friday", last_friday)

print(calendar.isleap(2024), calendar.isleap(1900), calendar.isleap(2000), calendar.leapdays(1900, 2025))
print(calendar.monthrange(2024, 2), calendar.monthrange(2023, 2), calendar.weekday(2024, 7, 4), calendar.weekday(12000, 1, 1))
print(calendar.timegm((2024, 3, 15, 12, 30, 0, 0, 0, 0)), calendar.timegm(datetime.datetime(1970, 1, 2).timetuple()))
print(list(calendar.day_name), list(calendar.day_abbr))
print(list(calendar.month_name), calendar.month_abbr[1:4], len(calendar.month_name), calendar.month_name[-1])

print(calendar.month(2024, 2))
calendar.prmonth(2024, 3, w=3, l=1)
text = calendar.TextCalendar(calendar.SUNDAY)
print(text.formatmonth(2025, 6))
print(text.formatweekheader(2), "|", text.formatweekheader(9), "|", text.formatweekheader(1))
print(text.formatmonthname(2025, 6, 20, withyear=False) + "|")
print(calendar.calendar(2024))
print(calendar.TextCalendar().formatyear(2025, w=2, l=1, c=3, m=4))
calendar.setfirstweekday(calendar.SUNDAY)
print(calendar.firstweekday(), calendar.weekheader(3))
print(calendar.monthcalendar(2024, 9))
calendar.setfirstweekday(0)
print(calendar.Calendar().monthdatescalendar(2024, 12)[-1])
print(list(calendar.Calendar(6).iterweekdays()), list(calendar.Calendar(7).iterweekdays()), calendar.Calendar(9).firstweekday)
print(list(calendar.Calendar().itermonthdays3(2024, 1))[:3], list(calendar.Calendar().itermonthdays4(2024, 1))[-2:])
print(calendar.Calendar().yeardayscalendar(2024, 6)[0][5][-1], len(calendar.Calendar().yeardatescalendar(2024)))
print(calendar.HTMLCalendar(calendar.SUNDAY).formatmonth(2024, 5))
print(calendar.HTMLCalendar().formatyear(2024, width=4)[:300])
print(calendar.EPOCH, calendar.January, calendar.February, calendar.mdays, calendar.error is ValueError)
