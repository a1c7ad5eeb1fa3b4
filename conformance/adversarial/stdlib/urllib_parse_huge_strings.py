# Checks urllib.parse on multi-megabyte URLs and query strings stays within the memory limit
# limits: memory=64MiB steps=0
# expect: MemoryError: memory limit of 64.0 MiB exceeded
from urllib.parse import parse_qsl, quote, urlsplit
url = "http://h/" + "a" * 5_000_000 + "?" + "k=v&" * 1_000_000
parts = urlsplit(url)
pairs = parse_qsl(parts.query)
print(len(pairs))
print(len(quote("é" * 2_000_000)))
