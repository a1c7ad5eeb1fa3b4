# Checks an uncaught exception raised with 'from': stderr ends with the final exception's line.
def load(text):
    try:
        return int(text)
    except ValueError as exc:
        raise RuntimeError(f"bad config value: {text!r}") from exc
values = ["1", "22", "333"]
print([load(v) for v in values])
try:
    load("oops")
except RuntimeError as e:
    print("handled:", e, "| cause:", e.__cause__)
settings = {"retries": "3", "timeout": "4x4", "port": "80"}
for key, raw in settings.items():
    print("loading", key)
    print(key, "=", load(raw))
print("unreachable")
