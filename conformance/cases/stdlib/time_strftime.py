import time

t = time.gmtime(1700000000)
print(time.strftime("%Y-%m-%d %H:%M:%S", t))
print(time.strftime("%a %A %b %B %h %p %j %U %W %w %u %y %C %G %g %V", t))
print(time.strftime("%c | %x | %X | %D | %F | %T | %R | %r", t))
print(repr(time.strftime("%e|%k|%l|%n|%t|%%|%Z|%z|%P", t)))
print(time.strftime("%-d %-m %-H %-j %-y %_d %_m %_H %0e %0k %^a %^B %#a %#p %#Z", t))
print(time.strftime("%10Y|%5d|%3j|%8A|%_5d|%-5d|%05e|%^10a|%010a|%4C|%03V", t))
print(time.strftime("%Ey %Od %EY %Ec %OH %Ex %EX %Oy|%Ed %Ek|%Q %E %O %-", t))
print(repr(time.strftime("", t)), repr(time.strftime("%", t)), repr(time.strftime("%%%", t)), repr(time.strftime("plain", t)))

base = (2023, 3, 7, 15, 4, 9, 1, 66, 0)
for year in (12, -5, 0, 999, 1900, 12345, -2023):
    tm = (year,) + base[1:]
    print(year, time.strftime("%Y|%C|%y|%G|%g|%F|%D|%c", tm))
for tm in [(2021, 1, 1, 0, 0, 0, 4, 1, 0), (2020, 12, 31, 0, 0, 0, 3, 366, 0), (2024, 12, 30, 0, 0, 0, 0, 365, 0),
           (2015, 12, 31, 0, 0, 0, 3, 365, 0), (2026, 1, 1, 0, 0, 0, 3, 1, 0), (2027, 1, 3, 0, 0, 0, 6, 3, 0)]:
    print(time.strftime("%G %g %V %U %W %u %w %a", tm))
for hour in (0, 1, 11, 12, 13, 23):
    tm = (2023, 3, 7, hour, 4, 9, 1, 66, 0)
    print(hour, time.strftime("%I %l %p %P %r", tm))
zoned = time.struct_time((2023, 3, 7, 15, 4, 9, 1, 66, 0, "XYZ", -5400))
print(time.strftime("%z|%Z|%^Z|%#Z", zoned))
print(time.strftime("%z|%Z", time.struct_time((2023, 3, 7, 15, 4, 9, 1, 66, 0, "ABC", 5400 + 59))))

print(time.strftime("%Y %m %d %j %a", (2020, 0, 0, 0, 0, 0, 0, 0, 0)))
print(time.strftime("%a %a %a", (2020, 1, 1, 0, 0, 0, 6, 1, 0)), time.strftime("%a", (2020, 1, 1, 0, 0, 0, 7, 1, 0)))
print(time.strftime("%S", (2020, 1, 1, 0, 0, 61, 0, 1, 0)), time.strftime("%j", (2020, 1, 1, 0, 0, 0, 0, 366, 0)))

print(time.asctime(t), time.asctime((2020, 1, 1, 0, 0, 0, 0, 1, 0)), time.asctime((99999, 12, 31, 23, 59, 59, 6, 366, 0)))
print(time.asctime((-5, 1, 1, 0, 0, 0, 0, 1, 0)), time.asctime((2020, 0, 0, 0, 0, 0, 0, 0, 0)))

bad_tuples = [
    (2020, 13, 1, 0, 0, 0, 0, 1, 0), (2020, -1, 1, 0, 0, 0, 0, 1, 0), (2020, 1, 32, 0, 0, 0, 0, 1, 0),
    (2020, 1, -1, 0, 0, 0, 0, 1, 0), (2020, 1, 1, 24, 0, 0, 0, 1, 0), (2020, 1, 1, -1, 0, 0, 0, 1, 0),
    (2020, 1, 1, 0, 60, 0, 0, 1, 0), (2020, 1, 1, 0, 0, 62, 0, 1, 0), (2020, 1, 1, 0, 0, 0, -2, 1, 0),
    (2020, 1, 1, 0, 0, 0, 0, 367, 0), (2020, 1, 1, 0, 0, 0, 0, -1, 0),
]
for tm in bad_tuples:
    for function in (lambda tm: time.strftime("%Y", tm), time.asctime):
        try:
            print(function(tm))
        except ValueError as e:
            print(type(e).__name__, e)
for args in [(5,), ("%Y", 5), ("%Y", (1, 2)), ("%Y", [2020, 1, 1, 0, 0, 0, 0, 1, 0]), ("%Y", (2020.0, 1, 1, 0, 0, 0, 0, 1, 0)),
             ("%Y", (2020, 1, 1, 0, 0, 0, 0, 1, "x")), ("%Y", (2**40, 1, 1, 0, 0, 0, 0, 1, 0)),
             ("%Y", (-(2**40), 1, 1, 0, 0, 0, 0, 1, 0)), ("x\0y", t), (), ("%Y", t, 1), (None,)]:
    try:
        print(time.strftime(*args))
    except (TypeError, ValueError, OverflowError) as e:
        print(type(e).__name__, e)
for args in [(1, 2), ((1, 2),), (5,), ((2020, 1, 1, 0, 0, 0, 0, 1, 0, 0),)]:
    try:
        print(time.asctime(*args))
    except TypeError as e:
        print(type(e).__name__, e)
for fmt in ["%99999999999999999999Y", "%100000000d", "%1023Y", "%1024Y", "ab%1000Y", "%" + "9" * 3000 + "j"]:
    print(len(time.strftime(fmt, t)))
