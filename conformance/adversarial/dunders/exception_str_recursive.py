# Checks an uncaught exception whose __str__ recurses forever prints <exception str() failed>
# expect: E: <exception str() failed>
class E(Exception):
    def __str__(self):
        return str(self)
raise E()
