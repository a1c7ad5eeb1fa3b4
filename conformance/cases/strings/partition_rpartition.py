# Checks partition and rpartition when the separator is present, absent, repeated or at the ends.
cases = [("key=value", "="), ("a=b=c", "="), ("novalue", "="), ("=start", "="), ("end=", "="), ("", "="),
         ("x::y::z", "::"), ("日本=語", "="), ("aaa", "a"), ("aaa", "aa")]
for s, sep in cases:
    print(repr(s), s.partition(sep), s.rpartition(sep))
try:
    "abc".partition("")
except ValueError as e:
    print(type(e).__name__, e)
try:
    "abc".rpartition(None)
except TypeError as e:
    print(type(e).__name__, e)
config = """host = localhost
port=8080
# comment
debug = true = maybe
empty =
novalue"""
settings = {}
for line in config.splitlines():
    if line.startswith("#"):
        continue
    key, sep, value = line.partition("=")
    settings[key.strip()] = value.strip() if sep else None
print(settings)
url = "https://user@example.com:8080/path/to/page?q=1#frag"
scheme, _, rest = url.partition("://")
rest, _, fragment = rest.partition("#")
rest, _, query = rest.partition("?")
hostport, _, path = rest.partition("/")
host, _, port = hostport.rpartition(":")
print(scheme, host, port, path, query, fragment)
print("file.tar.gz".rpartition("."), "file.tar.gz".partition("."))
print(b"a:b:c".partition(b":"), b"a:b:c".rpartition(b":"))
