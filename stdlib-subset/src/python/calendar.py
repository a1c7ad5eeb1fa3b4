"""Calendars, as CPython 3.11's calendar module: `isleap`, `leapdays`, `weekday`, `monthrange`,
`monthcalendar`, `timegm`, the month and day names, and the `Calendar`, `TextCalendar` and
`HTMLCalendar` classes with the module-level functions of a default `TextCalendar`
(`setfirstweekday`, `month`, `prmonth`, `calendar`, `prcal`, `week`, `weekheader`).

Names are English, as CPython's in the C locale (a sandboxed program has no locale), so the
`Locale*Calendar` classes and `different_locale` are not kept."""

import datetime
from itertools import repeat

__all__ = [
    "IllegalMonthError", "IllegalWeekdayError", "setfirstweekday", "firstweekday", "isleap",
    "leapdays", "weekday", "monthrange", "monthcalendar", "prmonth", "month", "prcal",
    "calendar", "timegm", "month_name", "month_abbr", "day_name", "day_abbr", "Calendar",
    "TextCalendar", "HTMLCalendar", "weekheader", "MONDAY", "TUESDAY", "WEDNESDAY",
    "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY",
]

error = ValueError


class IllegalMonthError(ValueError):
    def __init__(self, month):
        self.month = month

    def __str__(self):
        return "bad month number %r; must be 1-12" % self.month


class IllegalWeekdayError(ValueError):
    def __init__(self, weekday):
        self.weekday = weekday

    def __str__(self):
        return "bad weekday number %r; must be 0 (Monday) to 6 (Sunday)" % self.weekday


January = 1
February = 2

mdays = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

_MONTH_NAMES = [
    "", "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
]
_DAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


class _localized_month:
    """The names of the months, with "" at index 0 (indexable and sliceable, as a list)."""

    def __init__(self, format):
        self.format = format
        self._names = _MONTH_NAMES if format == "%B" else [name[:3] for name in _MONTH_NAMES]

    def __getitem__(self, i):
        return self._names[i]

    def __len__(self):
        return 13


class _localized_day:
    """The names of the days of the week, Monday first."""

    def __init__(self, format):
        self.format = format
        self._names = _DAY_NAMES if format == "%A" else [name[:3] for name in _DAY_NAMES]

    def __getitem__(self, i):
        return self._names[i]

    def __len__(self):
        return 7


day_name = _localized_day("%A")
day_abbr = _localized_day("%a")

month_name = _localized_month("%B")
month_abbr = _localized_month("%b")

(MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY, SUNDAY) = range(7)


def isleap(year):
    """Return True for leap years, False for non-leap years."""
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def leapdays(y1, y2):
    """Return number of leap years in range [y1, y2). Assume y1 <= y2."""
    y1 -= 1
    y2 -= 1
    return (y2 // 4 - y1 // 4) - (y2 // 100 - y1 // 100) + (y2 // 400 - y1 // 400)


def weekday(year, month, day):
    """Return weekday (0-6 ~ Mon-Sun) for year, month (1-12), day (1-31)."""
    if not datetime.MINYEAR <= year <= datetime.MAXYEAR:
        year = 2000 + year % 400
    return datetime.date(year, month, day).weekday()


def monthrange(year, month):
    """Return weekday (0-6 ~ Mon-Sun) and number of days (28-31) for year, month."""
    if not 1 <= month <= 12:
        raise IllegalMonthError(month)
    day1 = weekday(year, month, 1)
    ndays = mdays[month] + (month == February and isleap(year))
    return day1, ndays


def _monthlen(year, month):
    return mdays[month] + (month == February and isleap(year))


def _prevmonth(year, month):
    if month == 1:
        return year - 1, 12
    return year, month - 1


def _nextmonth(year, month):
    if month == 12:
        return year + 1, 1
    return year, month + 1


def _weeks(days):
    return [days[i : i + 7] for i in range(0, len(days), 7)]


class Calendar(object):
    """Base calendar class. This class doesn't do any formatting. It simply provides data to
    subclasses."""

    def __init__(self, firstweekday=0):
        self.firstweekday = firstweekday

    def getfirstweekday(self):
        return self._firstweekday % 7

    def setfirstweekday(self, firstweekday):
        self._firstweekday = firstweekday

    firstweekday = property(getfirstweekday, setfirstweekday)

    def iterweekdays(self):
        """Return an iterator for one week of weekday numbers starting with the configured
        first one."""
        for i in range(self.firstweekday, self.firstweekday + 7):
            yield i % 7

    def itermonthdates(self, year, month):
        """Return an iterator for one month of datetime.date values, in complete weeks."""
        for y, m, d in self.itermonthdays3(year, month):
            yield datetime.date(y, m, d)

    def itermonthdays(self, year, month):
        """Like itermonthdates(), but will yield day numbers (0 outside the month)."""
        day1, ndays = monthrange(year, month)
        days_before = (day1 - self.firstweekday) % 7
        yield from repeat(0, days_before)
        yield from range(1, ndays + 1)
        days_after = (self.firstweekday - day1 - ndays) % 7
        yield from repeat(0, days_after)

    def itermonthdays2(self, year, month):
        """Like itermonthdates(), but will yield (day number, weekday number) tuples."""
        for i, d in enumerate(self.itermonthdays(year, month), self.firstweekday):
            yield d, i % 7

    def itermonthdays3(self, year, month):
        """Like itermonthdates(), but will yield (year, month, day) tuples."""
        day1, ndays = monthrange(year, month)
        days_before = (day1 - self.firstweekday) % 7
        days_after = (self.firstweekday - day1 - ndays) % 7
        y, m = _prevmonth(year, month)
        end = _monthlen(y, m) + 1
        for d in range(end - days_before, end):
            yield y, m, d
        for d in range(1, ndays + 1):
            yield year, month, d
        y, m = _nextmonth(year, month)
        for d in range(1, days_after + 1):
            yield y, m, d

    def itermonthdays4(self, year, month):
        """Like itermonthdates(), but will yield (year, month, day, day_of_week) tuples."""
        for i, (y, m, d) in enumerate(self.itermonthdays3(year, month)):
            yield y, m, d, (self.firstweekday + i) % 7

    def monthdatescalendar(self, year, month):
        """A matrix (list of lists) of the month's weeks of datetime.date values."""
        return _weeks(list(self.itermonthdates(year, month)))

    def monthdays2calendar(self, year, month):
        """A matrix of the month's weeks of (day number, weekday number) tuples."""
        return _weeks(list(self.itermonthdays2(year, month)))

    def monthdayscalendar(self, year, month):
        """A matrix of the month's weeks of day numbers."""
        return _weeks(list(self.itermonthdays(year, month)))

    def yeardatescalendar(self, year, width=3):
        """The year's months as rows of up to `width` monthdatescalendar() matrices."""
        months = [self.monthdatescalendar(year, i) for i in range(January, January + 12)]
        return [months[i : i + width] for i in range(0, len(months), width)]

    def yeardays2calendar(self, year, width=3):
        """The year's months as rows of up to `width` monthdays2calendar() matrices."""
        months = [self.monthdays2calendar(year, i) for i in range(January, January + 12)]
        return [months[i : i + width] for i in range(0, len(months), width)]

    def yeardayscalendar(self, year, width=3):
        """The year's months as rows of up to `width` monthdayscalendar() matrices."""
        months = [self.monthdayscalendar(year, i) for i in range(January, January + 12)]
        return [months[i : i + width] for i in range(0, len(months), width)]


class TextCalendar(Calendar):
    """Subclass of Calendar that outputs a calendar as a simple plain text similar to the UNIX
    program cal."""

    def prweek(self, theweek, width):
        """Print a single week (no newline)."""
        print(self.formatweek(theweek, width), end="")

    def formatday(self, day, weekday, width):
        """Returns a formatted day."""
        s = "" if day == 0 else "%2i" % day
        return s.center(width)

    def formatweek(self, theweek, width):
        """Returns a single week in a string (no newline)."""
        return " ".join(self.formatday(d, wd, width) for (d, wd) in theweek)

    def formatweekday(self, day, width):
        """Returns a formatted week day name."""
        names = day_name if width >= 9 else day_abbr
        return names[day][:width].center(width)

    def formatweekheader(self, width):
        """Return a header for a week."""
        return " ".join(self.formatweekday(i, width) for i in self.iterweekdays())

    def formatmonthname(self, theyear, themonth, width, withyear=True):
        """Return a formatted month name."""
        s = month_name[themonth]
        if withyear:
            s = "%s %r" % (s, theyear)
        return s.center(width)

    def prmonth(self, theyear, themonth, w=0, l=0):
        """Print a month's calendar."""
        print(self.formatmonth(theyear, themonth, w, l), end="")

    def formatmonth(self, theyear, themonth, w=0, l=0):
        """Return a month's calendar string (multi-line)."""
        w = max(2, w)
        l = max(1, l)
        s = self.formatmonthname(theyear, themonth, 7 * (w + 1) - 1)
        s = s.rstrip()
        s += "\n" * l
        s += self.formatweekheader(w).rstrip()
        s += "\n" * l
        for week in self.monthdays2calendar(theyear, themonth):
            s += self.formatweek(week, w).rstrip()
            s += "\n" * l
        return s

    def formatyear(self, theyear, w=2, l=1, c=6, m=3):
        """Returns a year's calendar as a multi-line string."""
        w = max(2, w)
        l = max(1, l)
        c = max(2, c)
        colwidth = (w + 1) * 7 - 1
        v = []
        a = v.append
        a(repr(theyear).center(colwidth * m + c * (m - 1)).rstrip())
        a("\n" * l)
        header = self.formatweekheader(w)
        for i, row in enumerate(self.yeardays2calendar(theyear, m)):
            months = range(m * i + 1, min(m * (i + 1) + 1, 13))
            a("\n" * l)
            names = (self.formatmonthname(theyear, k, colwidth, False) for k in months)
            a(formatstring(names, colwidth, c).rstrip())
            a("\n" * l)
            headers = (header for k in months)
            a(formatstring(headers, colwidth, c).rstrip())
            a("\n" * l)
            height = max(len(cal) for cal in row)
            for j in range(height):
                weeks = []
                for cal in row:
                    if j >= len(cal):
                        weeks.append("")
                    else:
                        weeks.append(self.formatweek(cal[j], w))
                a(formatstring(weeks, colwidth, c).rstrip())
                a("\n" * l)
        return "".join(v)

    def pryear(self, theyear, w=0, l=0, c=6, m=3):
        """Print a year's calendar."""
        print(self.formatyear(theyear, w, l, c, m), end="")


class HTMLCalendar(Calendar):
    """This calendar returns complete HTML pages."""

    cssclasses = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
    cssclasses_weekday_head = cssclasses
    cssclass_noday = "noday"
    cssclass_month_head = "month"
    cssclass_month = "month"
    cssclass_year_head = "year"
    cssclass_year = "year"

    def formatday(self, day, weekday):
        """Return a day as a table cell."""
        if day == 0:
            return '<td class="%s">&nbsp;</td>' % self.cssclass_noday
        return '<td class="%s">%d</td>' % (self.cssclasses[weekday], day)

    def formatweek(self, theweek):
        """Return a complete week as a table row."""
        s = "".join(self.formatday(d, wd) for (d, wd) in theweek)
        return "<tr>%s</tr>" % s

    def formatweekday(self, day):
        """Return a weekday name as a table header."""
        return '<th class="%s">%s</th>' % (self.cssclasses_weekday_head[day], day_abbr[day])

    def formatweekheader(self):
        """Return a header for a week as a table row."""
        s = "".join(self.formatweekday(i) for i in self.iterweekdays())
        return "<tr>%s</tr>" % s

    def formatmonthname(self, theyear, themonth, withyear=True):
        """Return a month name as a table row."""
        if withyear:
            s = "%s %s" % (month_name[themonth], theyear)
        else:
            s = "%s" % month_name[themonth]
        return '<tr><th colspan="7" class="%s">%s</th></tr>' % (self.cssclass_month_head, s)

    def formatmonth(self, theyear, themonth, withyear=True):
        """Return a formatted month as a table."""
        v = ['<table border="0" cellpadding="0" cellspacing="0" class="%s">' % self.cssclass_month, "\n"]
        v.append(self.formatmonthname(theyear, themonth, withyear=withyear))
        v.append("\n")
        v.append(self.formatweekheader())
        v.append("\n")
        for week in self.monthdays2calendar(theyear, themonth):
            v.append(self.formatweek(week))
            v.append("\n")
        v.append("</table>")
        v.append("\n")
        return "".join(v)

    def formatyear(self, theyear, width=3):
        """Return a formatted year as a table of tables."""
        width = max(width, 1)
        v = ['<table border="0" cellpadding="0" cellspacing="0" class="%s">' % self.cssclass_year, "\n"]
        v.append('<tr><th colspan="%d" class="%s">%s</th></tr>' % (width, self.cssclass_year_head, theyear))
        for i in range(January, January + 12, width):
            v.append("<tr>")
            for m in range(i, min(i + width, 13)):
                v.append("<td>")
                v.append(self.formatmonth(theyear, m, withyear=False))
                v.append("</td>")
            v.append("</tr>")
        v.append("</table>")
        return "".join(v)


c = TextCalendar()

firstweekday = c.getfirstweekday


def setfirstweekday(firstweekday):
    if not MONDAY <= firstweekday <= SUNDAY:
        raise IllegalWeekdayError(firstweekday)
    c.firstweekday = firstweekday


monthcalendar = c.monthdayscalendar
prweek = c.prweek
week = c.formatweek
weekheader = c.formatweekheader
prmonth = c.prmonth
month = c.formatmonth
calendar = c.formatyear
prcal = c.pryear

_colwidth = 7 * 3 - 1
_spacing = 6


def format(cols, colwidth=_colwidth, spacing=_spacing):
    """Prints multi-column formatting for year calendars"""
    print(formatstring(cols, colwidth, spacing))


def formatstring(cols, colwidth=_colwidth, spacing=_spacing):
    """Returns a string formatted from n strings, centered within n columns."""
    spacing *= " "
    return spacing.join(c.center(colwidth) for c in cols)


EPOCH = 1970
_EPOCH_ORD = datetime.date(EPOCH, 1, 1).toordinal()


def timegm(tuple):
    """Unrelated but handy function to calculate Unix timestamp from GMT."""
    year, month, day, hour, minute, second = tuple[:6]
    days = datetime.date(year, month, 1).toordinal() - _EPOCH_ORD + day - 1
    hours = days * 24 + hour
    minutes = hours * 60 + minute
    seconds = minutes * 60 + second
    return seconds
