# Checks str of an exception whose args contain the exception itself raises RecursionError
# expect: RecursionError: maximum recursion depth exceeded while getting the str of an object
e = ValueError('v')
e.__init__(e)
str(e)
