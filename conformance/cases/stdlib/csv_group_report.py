# An agent's task: group transactions by month and category, find the top customers, and write
# both a CSV summary and a Markdown table into strings returned to the host.
import csv
import io

state = 7


def rand(n):
    global state
    state = (state * 1103515245 + 12345) % 2147483648
    return (state >> 16) % n


categories = ["books", "games", "garden", "kitchen"]
customers = ["acme", "globex", "initech", "umbrella", "hooli", "stark"]
source = io.StringIO()
w = csv.writer(source)
w.writerow(["date", "customer", "category", "amount", "comment"])
for i in range(2500):
    month = 1 + rand(12)
    comment = ["", "rush", 'note, with "quotes"', "multi\nline"][rand(4)]
    w.writerow(["2024-%02d-%02d" % (month, 1 + rand(28)), customers[rand(6)], categories[rand(4)],
                "%d.%02d" % (rand(400), rand(100)), comment])
data = source.getvalue()
print(len(data), data.count("\r\n"))

by_month = {}
by_customer = {}
comments = 0
reader = csv.DictReader(io.StringIO(data, newline=""))
for row in reader:
    month = row["date"][:7]
    key = (month, row["category"])
    cents = int(row["amount"].replace(".", ""))
    by_month[key] = by_month.get(key, 0) + cents
    by_customer[row["customer"]] = by_customer.get(row["customer"], 0) + cents
    if row["comment"]:
        comments += 1
print(reader.line_num, comments, len(by_month))

summary = io.StringIO()
dw = csv.DictWriter(summary, ["month", "category", "total"], lineterminator="\n")
dw.writeheader()
for (month, category), cents in sorted(by_month.items()):
    dw.writerow({"month": month, "category": category, "total": "%d.%02d" % divmod(cents, 100)})
lines = summary.getvalue().splitlines()
print(len(lines), lines[:4], lines[-1])

md = io.StringIO()
print("| customer | total |", file=md)
print("|---|---:|", file=md)
for name, cents in sorted(by_customer.items(), key=lambda kv: -kv[1])[:3]:
    print("| %s | %d.%02d |" % (name, cents // 100, cents % 100), file=md)
print(md.getvalue(), end="")
