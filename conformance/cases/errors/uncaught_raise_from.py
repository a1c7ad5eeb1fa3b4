# Checks an uncaught exception raised with "from": the last stderr line is the outer exception.
settings = {"host": "localhost", "port": "8080"}


def get_setting(key):
    try:
        return settings[key]
    except KeyError as e:
        print("caught", repr(e), "- would convert")
        return None


print("host =", get_setting("host"))
print("timeout =", get_setting("timeout"))
print("about to fail")
raise ValueError('bad') from KeyError('k')
