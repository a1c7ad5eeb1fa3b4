from datetime import date, datetime, time

print(datetime.strptime("2024-03-07 09:05:03", "%Y-%m-%d %H:%M:%S"))
print(datetime.strptime("07/03/24", "%d/%m/%y"))
print(datetime.strptime("March 7 2024", "%B %d %Y"))
print(datetime.strptime("Mar 7 2024 5:30PM", "%b %d %Y %I:%M%p"))
print(datetime.strptime("2024-067", "%Y-%j"))
print(datetime.strptime("12:34:56.789", "%H:%M:%S.%f"))
print(date.fromisoformat("2024-02-29"), time.fromisoformat("10:20:30"))
print(datetime.fromisoformat("2024-02-29T10:20:30.500"), datetime.fromisoformat("2024-02-29"))
print(datetime.fromisoformat("2024-02-29 10:20"))
for bad in [("2024-13-01", "%Y-%m-%d"), ("2024-02-30", "%Y-%m-%d"), ("abc", "%Y"), ("2024-01-01 x", "%Y-%m-%d")]:
    try:
        datetime.strptime(*bad)
    except ValueError as e:
        print("ValueError", e)
for bad in ["2024-2-29", "2023-02-29", "", "24-01-01"]:
    try:
        date.fromisoformat(bad)
    except ValueError as e:
        print("ValueError", e)
try:
    date.fromisoformat(20240101)
except TypeError as e:
    print("TypeError", e)
