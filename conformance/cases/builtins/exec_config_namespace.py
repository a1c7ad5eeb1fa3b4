# A configuration file's text executed into a dict, and exec with globals and locals apart.
config_text = """
# settings
name = "service"
port = 8000 + 80
debug = False
hosts = ["a.example", "b.example"]
timeouts = {"read": 5, "write": 10}
total_timeout = sum(timeouts.values())
"""
config = {}
exec(config_text, config)
settings = {k: v for k, v in config.items() if not k.startswith("__")}
print(settings)

g = {"base": 100}
l = {}
exec("value = base + 1\nother = value * 2", g, l)
print(sorted(l.items()), "value" in g, sorted(k for k in g if k != "__builtins__"))

l2 = {"shadow": "local"}
g2 = {"shadow": "global"}
exec("def read():\n    return shadow\nresult = (shadow, read())", g2, l2)
print(l2["result"], "read" in l2, "read" in g2)

def run_in_function():
    local = 5
    exec("local = 99\nnew_name = local + 1")
    return local

print(run_in_function())

results = {}
exec("import json\nencoded = json.dumps([1, 2])", results)
print(results["encoded"], type(results["json"]).__name__)

exec("x = 1\nx += 41", None, results)
print(results["x"])

exec("print(__name__)", {"__name__": "custom"})
exec("print(__name__)", {})
print(eval("__name__"))
print(eval("globals() is ns", {"ns": None}) is False)
shared = {}
print(eval("globals() is shared", {"shared": shared}) if False else exec("r = globals()", shared) or shared["r"] is shared)
exec("r = locals()", g, l)
print(l["r"] is l)


class Settings:
    exec("level = 3\ndouble = level * 2")
    seen = sorted(k for k in locals() if not k.startswith("__"))


print(Settings.level, Settings.double, Settings.seen)

g3, l3 = {}, {}
exec("global z\nz = 1\nw = 2\ndel w", g3, l3)
print("z" in g3, "z" in l3, "w" in l3)
exec("def f():\n    return outer\nouter = 'local only'", g3, l3)
try:
    l3["f"]()
except NameError as e:
    print("NameError:", e)
