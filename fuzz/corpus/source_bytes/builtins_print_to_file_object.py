class Collector:
    def __init__(self):
        self.parts = []

    def write(self, text):
        self.parts.append(text)
        return len(text)

    def flush(self):
        self.parts.append("<flush>")


out = Collector()
print("a", 1, [2], sep=", ", end=";", file=out)
print(file=out)
print("second", file=out, flush=True)
print(out.parts)
print("".join(out.parts), end="")
print("to stdout", file=None)
try:
    print("x", file=42)
except AttributeError as e:
    print("AttributeError", e)
