# Checks an uncaught user exception whose str() is empty: the last line is just the qualified class name.
class Silent(Exception):
    def __init__(self, detail):
        super().__init__(detail)
        self.detail = detail

    def __str__(self):
        return ""

def check(value):
    if value is None:
        raise Silent("value was None")
    return value

print(check(1))
try:
    check(None)
except Silent as e:
    print("caught:", repr(str(e)), e.detail, e.args)
check(None)
