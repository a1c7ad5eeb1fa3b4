# Code exec runs from a string has no source lines to show, as in CPython.
source = "x = 1\ny = x / 0\n"
exec(source)
