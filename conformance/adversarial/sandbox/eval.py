# Checks eval() refuses nesting deeper than CPython's parser takes, before building anything
# expect: prefix SyntaxError: too many nested parentheses
eval('(' * 5000 + ')' * 5000)
