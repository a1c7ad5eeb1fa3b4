import re

phone = re.compile(r"""
    ^\(?(\d{3})\)?   # area code
    [-.\s]?          # separator
    (\d{3})          # prefix
    [-.\s]?
    (\d{4})$         # line number
""", re.VERBOSE)
for s in ["(555) 123-4567", "555.123.4567", "5551234567", "555-1234"]:
    m = phone.match(s)
    print(repr(s), m.groups() if m else None)
print(re.findall(r"(?x) \d+ \s* [+] \s* \d+", "1 + 2 and 3+4"))
print(re.findall(r"(?x) [ ] ", "a b"))
print(re.findall(r"(?x) \  ", "a b"))
print(re.findall(r"(?x) a\#b ", "a#b"))
print(re.findall(r"(?x) [#] ", "a#b"))
print(re.findall(r"(?x) a # b", "ab a"))
print(re.findall("(?x) a\tb\nc", "abc"))
print(re.findall(r"(?x) a {2}", "aa a"))
print(re.findall(r"(?x) (?: a b )+", "ababx"))
print(re.match(r"(?x) (?P<word> \w+ ) \s (?P=word)", "hey hey").groupdict())
print(re.match(r"(?x) ( a | b ) + ", "abba").group())
print(re.match(r"""(?x)
    (?P<key>[a-z]+)   # key
    \s*=\s*           # equals
    (?P<val>.*)       # value
""", "name = Bob").groupdict())
num = re.compile(r"""
    [-+]?            # sign
    (?: \d+ \.? \d*  # 1, 1., 1.5
      | \. \d+       # .5
    )
    (?: [eE] [-+]? \d+ )?  # exponent
""", re.X)
print(num.findall("1 -2.5 .5 +3e10 4.E-2 x.y"))
print(re.compile(r"a b # c", re.X).pattern)
print(re.compile(r"a b", re.X).match("ab"))
print(re.compile(r"a b", re.X).match("a b"))
print(re.compile(r"a\ b", re.X).match("a b"))
print(re.compile(r"a[ ]b", re.X).match("a b"))
print(re.compile(r"(?x)a   *").match("aaa").group())
try:
    re.compile(r"(?x)a + ?")
except re.error as e:
    print("error", e)
print(re.compile(r"(?x)a +?").match("aaa").group())
print(re.compile(r"(?x)\d {2} ").findall("1234"))
print(re.compile("(?x)a#comment\nb").match("ab"))
print(re.compile("(?x)a#comment").match("a"))
print(re.compile("(?x)[a#]").findall("#a"))
print(re.compile("(?x)(?# note )a").match("a"))
print(re.compile(r"(?x)\N{LATIN SMALL LETTER A} b").match("ab"))
print(re.sub(r"(?x) \s+ ", "_", "a  b\tc"))
print(re.split(r"""(?x) \s* , \s* """, "a , b,c"))
