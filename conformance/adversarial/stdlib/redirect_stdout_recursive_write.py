# Checks a sys.stdout whose write() prints (so print calls itself) ends with RecursionError
# expect: prefix RecursionError: maximum recursion depth exceeded
import contextlib


class Echo:
    def write(self, text):
        print(text)


with contextlib.redirect_stdout(Echo()):
    print("loop")
