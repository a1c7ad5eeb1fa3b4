# Checks an uncaught user exception raised with `from` a builtin error; the last line names the outer exception.
class ConfigError(Exception):
    pass

def read_port(raw):
    try:
        return int(raw)
    except ValueError as e:
        raise ConfigError(f"invalid port setting {raw!r}") from e

print(read_port("8080"))
try:
    read_port("abc")
except ConfigError as e:
    print("first time caught:", e, "| cause:", repr(e.__cause__))
print(read_port("80a"))
