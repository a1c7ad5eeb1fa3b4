# Checks hasattr, getattr with defaults, setattr and delattr on instances and classes.
class Settings:
    theme = "light"

    def __init__(self):
        self.volume = 5

    def describe(self):
        return f"theme={self.theme} volume={self.volume}"

s = Settings()
print(hasattr(s, "volume"), hasattr(s, "theme"), hasattr(s, "missing"), hasattr(s, "describe"))
print(getattr(s, "volume"), getattr(s, "theme"), getattr(s, "missing", None), getattr(s, "missing", 0))
print(getattr(s, "describe")())
try:
    getattr(s, "missing")
except AttributeError as e:
    print("AttributeError:", e)

setattr(s, "theme", "dark")
setattr(s, "brightness", 80)
print(s.theme, Settings.theme, s.brightness, s.describe())
delattr(s, "theme")
print(s.theme)
try:
    delattr(s, "theme")
except AttributeError as e:
    print("AttributeError:", e)
try:
    del s.nonexistent
except AttributeError as e:
    print("AttributeError:", e)

updates = {"volume": 11, "mode": "night", "theme": "blue"}
for key, value in updates.items():
    setattr(s, key, value)
print(sorted(vars(s).items()))
for key in ["mode", "brightness"]:
    if hasattr(s, key):
        delattr(s, key)
print(sorted(vars(s).items()))

setattr(s, "with space", 1)
print(getattr(s, "with space"), vars(s)["with space"])

setattr(Settings, "version", 2)
print(s.version, Settings().version)
delattr(Settings, "version")
print(hasattr(s, "version"))

fields = ["volume", "theme", "nope"]
print({f: getattr(s, f, "<unset>") for f in fields})

try:
    getattr(s, 5)
except TypeError as e:
    print("TypeError:", e)
try:
    setattr(s, None, 1)
except TypeError as e:
    print("TypeError:", e)

class Handler:
    def on_start(self):
        return "started"

    def on_stop(self):
        return "stopped"

    def dispatch(self, event):
        method = getattr(self, "on_" + event, None)
        if method is None:
            return f"no handler for {event}"
        return method()

h = Handler()
print([h.dispatch(ev) for ev in ["start", "stop", "pause"]])
h.on_pause = lambda: "paused (instance attr)"
print(h.dispatch("pause"))
