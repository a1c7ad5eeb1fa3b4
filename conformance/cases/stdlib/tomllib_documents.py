# tomllib over valid TOML documents (a pyproject-like config, every value kind, tables,
# arrays of tables, dotted keys, strings with escapes) and invalid ones, with CPython's error
# messages and positions.
import tomllib
from decimal import Decimal

CONFIG = '''
# Project settings an agent reads before running a tool.
[project]
name = "garter-demo"
version = "0.3.1"
requires-python = ">=3.11"
dependencies = [
    "httpx>=0.27",   # HTTP client
    "pydantic>=2",
]
authors = [{ name = "Ada", email = "ada@example.com" }]

[project.optional-dependencies]
test = ["pytest", "pytest-cov"]

[tool.agent]
max_steps = 1_000
temperature = 0.2
retries = 0x10
mask = 0o755
flags = 0b1010
timeout = 1.5e3
stop = [ "\\n\\n", 'Observation:' ]
enabled = true
debug = false
started = 1979-05-27T07:32:00Z
local = 1979-05-27T00:32:00.999999
offset = 1979-05-27T00:32:00-07:00
day = 1979-05-27
at = 07:32:00
precise = 00:32:00.1234567
spaced = 1987-07-05 17:45:00Z
lower = 1987-07-05t17:45:00z

[[tool.agent.tools]]
name = "search"
args = { query = "str", limit = 10 }

[[tool.agent.tools]]
name = "fetch"
args.url = "str"
args."timeout s" = 30

[servers]
alpha.ip = "10.0.0.1"
alpha.role = "frontend"
beta = { ip = "10.0.0.2", role = "backend" }
'''

data = tomllib.loads(CONFIG)
for section, values in data.items():
    print(section, "->", values)
agent = data["tool"]["agent"]
print(repr(agent["started"]), repr(agent["offset"]), repr(agent["local"]), repr(agent["day"]), repr(agent["at"]))
print(repr(agent["precise"]), repr(agent["spaced"]), repr(agent["lower"]))

Q3 = '"' * 3
A3 = "'" * 3
STRINGS = "\n".join([
    r'basic = "tab\there \"quoted\" \\ \u00e9 \U0001F600 \b\f\r"',
    r"literal = 'C:\Users\nodejs\templates'",
    "multi = " + Q3,
    "Roses are red",
    "Violets are blue" + Q3,
    "folded = " + Q3 + "\\",
    "       The quick brown \\",
    "       fox jumps over \\",
    "       the lazy dog.\\",
    "       " + Q3,
    "quotes = " + Q3 + 'Here are two quotation marks: "". Simple enough.' + Q3,
    "edge = " + Q3 + '"This," she said, "is just a pointless statement."' + Q3,
    "five = " + Q3 + 'ends with two quotes""' + Q3,
    "raw_multi = " + A3,
    "The first newline is",
    "trimmed in raw strings.",
    "   All other whitespace",
    "   is preserved.",
    A3,
    "apos = " + A3 + "Here are apostrophes: ''" + A3,
    '"quoted key" = 1',
    "'literal key' = 2",
    '"" = 3',
])
for key, value in tomllib.loads(STRINGS).items():
    print(repr(key), repr(value))

NUMBERS = '''
ints = [+99, 42, 0, -17, 1_000, 5_349_221, 0xDEADBEEF, 0xdead_beef, 0o01234567, 0b11010110]
floats = [+1.0, 3.1415, -0.01, 5e+22, 1e06, -2E-2, 6.626e-34, 224_617.445_991_228, -0.0, +0.0]
special = [inf, +inf, -inf]
big = 123456789012345678901234567890
mixed = [ 1, "a", [2, 3], {x = 1}, ]
nested = [[[[1]]], []]
empty = {}
'''
numbers = tomllib.loads(NUMBERS)
print(numbers)
print(tomllib.loads("x = nan")["x"] != tomllib.loads("x = nan")["x"])
print(tomllib.loads("x = 0.1\ny = 1e2", parse_float=Decimal))
print(tomllib.loads("a = 1\r\nb = 'two'\r\n"))

AOT = '''
[[fruits]]
name = "apple"
[fruits.physical]
color = "red"
[[fruits.varieties]]
name = "red delicious"
[[fruits.varieties]]
name = "granny smith"
[[fruits]]
name = "banana"
[[fruits.varieties]]
name = "plantain"
'''
print(tomllib.loads(AOT))
print(tomllib.loads("[a.b.c]\nx = 1\n[a]\ny = 2\n[a.b]\nz = 3"))
print(tomllib.loads("[[a]]\nx = {k = 1}\n[[a]]\n[a.x]\nk = 2"))

BAD = [
    "x = ", "x = 1 2", "= 1", "x 1", "[table", "[[aot]", "x = [1, 2", "x = {a = 1", "x = {a = 1,}",
    "x = 'unterminated", 'x = "unterminated', 'x = """never', "x = '''never", 'x = "bad \\q"',
    'x = "\\uD800"', 'x = "\\u12"', "x = 1\nx = 2", "[a]\n[a]", "a = 1\n[a]", "a = {b = 1}\n[a]",
    "a = [1]\n[[a]]", "a.b = 1\n[a]\nc = 2", "[a]\nb = 1\n[a.b]", "x = 1979-02-30", "x = 2000-13-01",
    "x = 24:00:00", "x = 01", "x = 1__0", "x = _1", "x = 1.", "x = .5", "x = 0x", "x = truee",
    "x = TRUE", "x = {a = 1, a = 2}", "x = {a.b = 1, a.b.c = 2}", "x = \"a\tb\x01\"", "# bad \x00 comment",
    "x = 'line\nbreak'", "x = 1 # ok\ny = [1,,2]", "[a.'b'.\"c\" . d ]\nx=1\n[ a . b ]", "x=1\n\n  @",
    "a = [ 1, 2, \n # c\n ]\nb = [\n1\n2]", "a = {x = [1], x.y = 2}", "t = 1979-05-27T07:32:00+24:00",
]
for doc in BAD:
    try:
        print(repr(doc), "->", tomllib.loads(doc))
    except tomllib.TOMLDecodeError as e:
        print(repr(doc), "!!", e)

for bad_type in [b"x = 1", 5]:
    try:
        tomllib.loads(bad_type)
    except Exception as e:
        print(type(e).__name__, e)
try:
    tomllib.loads("x = 1.5", parse_float=lambda s: [s])
except ValueError as e:
    print(type(e).__name__, e)
print(issubclass(tomllib.TOMLDecodeError, ValueError), tomllib.TOMLDecodeError.__module__)

import io

print(tomllib.load(io.BytesIO(b"[server]\nport = 8080\n")))
try:
    tomllib.load(io.StringIO("port = 8080"))
except TypeError as e:
    print(type(e).__name__, e)
