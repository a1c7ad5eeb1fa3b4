# Checks building data pipelines out of small functions and function lists.
def parse(line):
    name, qty, price = line.split(",")
    return {"name": name.strip(), "qty": int(qty), "price": float(price)}

def with_total(rec):
    rec = dict(rec)
    rec["total"] = rec["qty"] * rec["price"]
    return rec

def is_big(rec):
    return rec["total"] >= 10

def run(stages, value):
    for stage in stages:
        value = stage(value)
        print("  after", stage.__name__, "->", value)
    return value

lines = ["apple, 3, 1.5", "pear,10,0.99", " kiwi ,1,12.0", "fig,0,3.0"]

def parse_all(ls):
    return [parse(l) for l in ls]

def totals(rs):
    return [with_total(r) for r in rs]

def big_only(rs):
    return [r for r in rs if is_big(r)]

def names(rs):
    return [r["name"] for r in rs]

result = run([parse_all, totals, big_only, names], lines)
print(result)

def summarize(rs):
    return round(sum(r["total"] for r in rs), 2)

print(run([parse_all, totals, summarize], lines))
print(run([], "unchanged"))
