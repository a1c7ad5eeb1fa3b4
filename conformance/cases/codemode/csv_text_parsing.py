# Checks parsing CSV text returned by a tool: headers, type conversion, blanks and quoting-free fields.
csv_text = """name,department,salary,start_year,remote
Alice Zhang,Engineering,125000,2018,yes
Bob Martin,Sales,68000,2020,no
Carmen Ruiz,Engineering,,2021,yes
Dmitri Volkov,Support,52000,2019,no
Esther Lee,Sales,71500,2017,yes
Frank Ocean,Engineering,118000,not-a-year,no
"""

lines = csv_text.strip().split("\n")
headers = lines[0].split(",")
print("headers:", headers)

rows, warnings = [], []
for n, line in enumerate(lines[1:], start=2):
    values = line.split(",")
    row = dict(zip(headers, values))
    try:
        row["salary"] = int(row["salary"]) if row["salary"] else None
        row["start_year"] = int(row["start_year"])
    except ValueError as e:
        warnings.append(f"line {n}: {e}")
        continue
    row["remote"] = row["remote"].strip().lower() == "yes"
    rows.append(row)

print(f"{len(rows)} rows parsed, {len(warnings)} skipped")
for w in warnings:
    print("  warning:", w)
print(rows[0])

depts = {}
for r in rows:
    d = depts.setdefault(r["department"], {"count": 0, "salaries": [], "remote": 0})
    d["count"] += 1
    d["remote"] += r["remote"]
    if r["salary"] is not None:
        d["salaries"].append(r["salary"])

print(f"\n{'Department':<12}{'Staff':>6}{'Remote':>8}{'Avg salary':>13}")
for name, d in sorted(depts.items()):
    avg = sum(d["salaries"]) / len(d["salaries"]) if d["salaries"] else 0
    print(f"{name:<12}{d['count']:>6}{d['remote']:>8}{avg:>13,.0f}")

tenure = sorted(rows, key=lambda r: r["start_year"])
print("\nlongest tenure:", tenure[0]["name"], tenure[0]["start_year"])
missing_salary = [r["name"] for r in rows if r["salary"] is None]
print("missing salary:", missing_salary)
out_lines = [",".join(["name", "years"])] + [f"{r['name']},{2024 - r['start_year']}" for r in tenure]
print("\n".join(out_lines))
