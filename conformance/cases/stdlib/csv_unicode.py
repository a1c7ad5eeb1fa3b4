import csv
import io

text = "città,prezzo,note\nMünchen,12,€ ok\n東京,300,\"漢字, かな\"\nΑθήνα,7,\"«quoted» \"\"x\"\"\"\n🙂,1,emoji 🎉\n"
rows = list(csv.reader(io.StringIO(text)))
print(rows)
print([len(f) for row in rows for f in row])
print(list(csv.DictReader(text.splitlines())))
print(list(csv.reader(["a§b§c", "«x§y»§z"], delimiter="§", quotechar="«")))
print(list(csv.reader(["a→b→→c"], delimiter="→")))
print(list(csv.reader(["«a→b»→c"], delimiter="→", quotechar="«", escapechar="¬")))
print(list(csv.reader(["a¬→b→c"], delimiter="→", escapechar="¬")))
out = io.StringIO()
w = csv.writer(out, delimiter="→", quotechar="«", lineterminator="¶")
w.writerows([["x→y", "plain", "«q", "ü"], ["é"]])
print(repr(out.getvalue()))
print(list(csv.reader(io.StringIO(out.getvalue().replace("¶", "\n")), delimiter="→", quotechar="«")))
csv.field_size_limit(5)
try:
    print(list(csv.reader(["ééééé,ü"])))
    print(list(csv.reader(["éééééé"])))
except csv.Error as e:
    print("Error", e)
csv.field_size_limit(131072)

# a big non-ASCII text read through a StringIO in batches
lines = ["ключ,значение"] + ["строка %d,\"данные, %s\"" % (i, "ж" * (i % 13)) for i in range(4000)]
f = io.StringIO("\n".join(lines) + "\n")
r = csv.DictReader(f)
total = 0
for row in r:
    total += len(row["значение"])
print(total, r.line_num, f.tell(), r.fieldnames)
f.seek(0)
r = csv.reader(f)
print(next(r), next(r), f.tell(), repr(f.readline()), next(r), f.tell())
