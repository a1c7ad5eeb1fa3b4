# Checks a user-defined exception hierarchy caught by base class, with except clause order mattering.
class AppError(Exception):
    pass

class ConfigError(AppError):
    pass

class NetworkError(AppError):
    pass

class TimeoutError_(NetworkError):
    pass

class AuthError(NetworkError):
    pass

def fail(kind):
    errors = {
        "config": ConfigError("missing key 'db'"),
        "timeout": TimeoutError_("no response in 30s"),
        "auth": AuthError("token expired"),
        "network": NetworkError("connection reset"),
        "value": ValueError("plain builtin"),
    }
    if kind in errors:
        raise errors[kind]
    return f"{kind} ok"

for kind in ["ok", "config", "timeout", "auth", "network", "value"]:
    try:
        print(fail(kind))
    except TimeoutError_ as e:
        print("timeout handler:", e)
    except NetworkError as e:
        print("network handler:", type(e).__name__, e)
    except AppError as e:
        print("app handler:", type(e).__name__, e)
    except Exception as e:
        print("generic handler:", type(e).__name__, e)

def base_first(kind):
    try:
        fail(kind)
    except AppError:
        return "AppError clause"
    except NetworkError:
        return "NetworkError clause (unreachable)"
    return "no error"

print([base_first(k) for k in ["auth", "timeout", "ok"]])
print([c.__name__ for c in AuthError.__mro__])
print(issubclass(AuthError, AppError), issubclass(ConfigError, NetworkError))
print(isinstance(AuthError("x"), (ConfigError, NetworkError)), isinstance(ConfigError(), Exception))
print(issubclass(AppError, BaseException), AppError.__bases__[0].__name__)

def nested(kind):
    try:
        try:
            fail(kind)
        except ConfigError as e:
            return f"inner caught {e}"
    except AppError as e:
        return f"outer caught {type(e).__name__}"

print(nested("config"), "|", nested("auth"))
