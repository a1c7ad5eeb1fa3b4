# An agent's task: the host passed a CSV export as text; aggregate it and write a report.
import csv
import io
from collections import defaultdict

export = '''date,region,rep,product,units,unit_price
2024-01-03,North,Ann,Widget,12,2.50
2024-01-03,South,Bob,Gadget,3,10.00
2024-01-04,North,Ann,Gadget,1,10.00
2024-01-04,East,"Cruz, Dee",Widget,30,2.25
2024-01-05,South,Bob,Widget,7,2.50
2024-01-05,East,"Cruz, Dee","Gizmo ""Pro""",2,99.99

2024-01-06,North,Eve,Widget,,2.50
2024-01-06,West,Fay,Gadget,4,9.50
'''

revenue = defaultdict(float)
units_by_product = defaultdict(int)
reps = defaultdict(set)
skipped = []
reader = csv.DictReader(io.StringIO(export))
for row in reader:
    if not row["units"]:
        skipped.append((reader.line_num, row["rep"]))
        continue
    units = int(row["units"])
    amount = units * float(row["unit_price"])
    revenue[row["region"]] += amount
    units_by_product[row["product"]] += units
    reps[row["region"]].add(row["rep"])

print("fields:", reader.fieldnames)
print("skipped:", skipped)

report = io.StringIO()
w = csv.writer(report, lineterminator="\n")
w.writerow(["region", "revenue", "reps"])
for region in sorted(revenue, key=lambda r: -revenue[r]):
    w.writerow([region, "%.2f" % revenue[region], "; ".join(sorted(reps[region]))])
w.writerow(["TOTAL", "%.2f" % sum(revenue.values()), ""])
print(report.getvalue(), end="")

table = io.StringIO()
width = max(len(p) for p in units_by_product)
table.write("| %-*s | %5s |\n" % (width, "product", "units"))
table.write("|%s|%s|\n" % ("-" * (width + 2), "-" * 7))
for product, units in sorted(units_by_product.items(), key=lambda kv: (-kv[1], kv[0])):
    table.write("| %-*s | %5d |\n" % (width, product, units))
print(table.getvalue(), end="")

summary = io.StringIO()
dw = csv.DictWriter(summary, ["product", "units", "share"], lineterminator="\n")
dw.writeheader()
total = sum(units_by_product.values())
dw.writerows({"product": p, "units": u, "share": round(u / total, 3)} for p, u in sorted(units_by_product.items()))
print(summary.getvalue(), end="")
print(list(csv.reader(io.StringIO(summary.getvalue())))[-1])
