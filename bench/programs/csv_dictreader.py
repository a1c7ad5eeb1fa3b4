# CSV data work: ~5 MB of CSV text (a pool of rows made with a deterministic LCG, some quoted
# fields with commas and doubled quotes, repeated under fresh order ids) parsed with
# csv.DictReader over a StringIO and aggregated by columns, then every record read with
# csv.reader and written back with csv.writer, and a summary written with csv.DictWriter.
import csv
import io

cities = ["Paris", "Lyon", "Nantes", "Lille", "Toulouse", "Nice, FR", 'Saint "Q"']
products = ["widget", "gadget", "doohickey", "gizmo", "thingamajig"]
state = 2024


def rand():
    global state
    state = (state * 1103515245 + 12345) % 2147483648
    return state >> 16


pool = []
for i in range(4000):
    city = cities[rand() % len(cities)]
    if "," in city or '"' in city:
        city = '"' + city.replace('"', '""') + '"'
    pool.append(",%s,%s,%d,%d.%02d,%s\r\n" % (
        city, products[rand() % len(products)], 1 + rand() % 20,
        rand() % 500, rand() % 100, "rush" if rand() % 9 == 0 else ""))
parts = ["order_id,city,product,quantity,unit_price,note\r\n"]
for i in range(140000):
    parts.append(str(100000 + i) + pool[(i * 7919) % len(pool)])
text = "".join(parts)

revenue = {}
units = {}
rush = 0
for row in csv.DictReader(io.StringIO(text)):
    city = row["city"]
    amount = int(row["quantity"]) * float(row["unit_price"])
    revenue[city] = revenue.get(city, 0.0) + amount
    units[row["product"]] = units.get(row["product"], 0) + int(row["quantity"])
    if row["note"]:
        rush += 1

rows = list(csv.reader(io.StringIO(text)))
out = io.StringIO()
writer = csv.writer(out, lineterminator="\n")
writer.writerows(rows)
for row in rows[1:2001]:
    writer.writerow([row[0], row[1], float(row[4]) * 2, None])

summary = io.StringIO()
report = csv.DictWriter(summary, ["city", "revenue"])
report.writeheader()
report.writerows([{"city": c, "revenue": round(r, 2)} for c, r in sorted(revenue.items())])

print(len(text), len(rows), rush, sorted(units.items()))
print(len(out.getvalue()), out.getvalue()[:120].replace("\n", "|"))
print(summary.getvalue())
