# Checks an uncaught exception whose __str__ returns an int prints <exception str() failed>
# expect: E: <exception str() failed>
class E(Exception):
    def __str__(self):
        return 42
raise E()
