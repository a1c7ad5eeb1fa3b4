# A failing subscript: `~` under the container, `^` under the brackets and key.
config = {"host": "localhost", "port": 8080}
print(config["host"])
timeout = config["timeout"] * 2
