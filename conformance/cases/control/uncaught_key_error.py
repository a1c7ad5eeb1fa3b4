# Checks the final stderr line for an uncaught KeyError with a string key.
config = {"host": "localhost", "port": 8080}
for key in ["host", "port"]:
    print(key, config[key])
try:
    config["timeout"]
except KeyError as e:
    print("handled once:", repr(e))
config["debug"] = False
config.setdefault("timeout", 30)
print(sorted(config), len(config))
required = ["host", "timeout", "user name", "port"]
for key in required:
    value = config[key]
    print("required", key, "=", value)
print("unreachable")
