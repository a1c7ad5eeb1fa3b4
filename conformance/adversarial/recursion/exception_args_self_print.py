# Checks printing a KeyError whose args contain the KeyError itself raises RecursionError
# expect: RecursionError: maximum recursion depth exceeded while getting the repr of an object
e = KeyError('k')
e.__init__(e)
print(e)
