# Checks an uncaught exception's __str__ runs once for its report
# expect: Counted: call 1
calls = 0
class Counted(Exception):
    def __str__(self):
        global calls
        calls += 1
        return f'call {calls}'
raise Counted()
