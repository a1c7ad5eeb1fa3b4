import keyword

print(len(keyword.kwlist), keyword.kwlist[:5], keyword.softkwlist)
for word in ["if", "match", "case", "_", "print", "None", "async", "Await", ""]:
    print(repr(word), keyword.iskeyword(word), keyword.issoftkeyword(word))


def safe_identifier(name):
    """Turn a tool-result field name into a usable Python identifier."""
    cleaned = "".join(c if c.isalnum() or c == "_" else "_" for c in name)
    if cleaned[:1].isdigit():
        cleaned = "_" + cleaned
    if keyword.iskeyword(cleaned):
        cleaned += "_"
    return cleaned


print([safe_identifier(n) for n in ["class", "from", "user-id", "2fa", "lambda", "ok"]])
print(sorted(keyword.__all__))
