import csv
import io

samples = [
    "name,age,city\nAlice,30,Paris\nBob,25,Lyon\n",
    "name;age;city\nAlice;30;Paris\nBob;25;Lyon\n",
    "name\tage\tcity\nAlice\t30\tParis\nBob\t25\tLyon\n",
    'id,comment\n1,"hello, world"\n2,"say ""hi"""\n3,"plain"\n',
    "id|'quoted|text'|x\n1|'a|b'|2\n3|'c'|4\n",
    "a, b, c\n1, 2, 3\n4, 5, 6\n",
    "x:y:z\n1:2:3\n4:5:6\n7:8:9\n",
    '"single"\n"column"\n"values"\n',
    "year,revenue,growth\n2020,100.5,0.1\n2021,120.0,0.2\n2022,150.25,0.25\n",
]
sniffer = csv.Sniffer()
print(sniffer.preferred)
for sample in samples:
    try:
        d = sniffer.sniff(sample)
        print(repr(d.delimiter), repr(d.quotechar), d.doublequote, d.skipinitialspace, repr(d.lineterminator),
              d.quoting, d._name, d.__name__, issubclass(d, csv.Dialect))
        print("  rows:", list(csv.reader(io.StringIO(sample), d))[:2])
    except csv.Error as e:
        print("Error", e)
    try:
        print("  has_header:", sniffer.has_header(sample))
    except csv.Error as e:
        print("  has_header Error", e)

print(repr(sniffer.sniff("a;b,c;d\n1;2,3;4\n", delimiters=",").delimiter))
print(repr(sniffer.sniff("a;b,c;d\n1;2,3;4\n", delimiters=";").delimiter))
for bad in ["", "abc\ndef\n", "just one line without separators"]:
    try:
        print(repr(sniffer.sniff(bad).delimiter))
    except csv.Error as e:
        print("Error", e)

print(sniffer.has_header("h1,h2\n1,2\n3,4\n"), sniffer.has_header("1,2\n3,4\n5,6\n"))
print(sniffer.has_header("name,count\nab,1\ncd,2\nef,3\n"), sniffer.has_header("ab,cd\nef,gh\nij,kl\n"))
print(sniffer.has_header("a,b\n1j,2\n3+4j,5\n"))

# a header detected from a larger generated sample
lines = ["order,product,amount"] + ["%d,item%d,%d.%02d" % (i, i % 7, i * 3, i % 100) for i in range(200)]
sample = "\n".join(lines)
d = sniffer.sniff(sample)
print(repr(d.delimiter), sniffer.has_header(sample))
