# Checks an uncaught exception whose __str__ raises prints <exception str() failed>
# expect: E: <exception str() failed>
class E(Exception):
    def __str__(self):
        raise RuntimeError('no str')
raise E()
