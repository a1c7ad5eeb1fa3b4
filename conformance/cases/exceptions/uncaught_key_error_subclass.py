# Checks an uncaught user subclass of KeyError: its message is shown with KeyError's repr-style quoting.
class MissingSetting(KeyError):
    pass

SETTINGS = {"host": "localhost", "port": 5432}

def setting(name):
    if name not in SETTINGS:
        raise MissingSetting(name)
    return SETTINGS[name]

print(setting("host"), setting("port"))
try:
    setting("user")
except KeyError as e:
    print("caught:", str(e), repr(e))
print(setting("password"))
