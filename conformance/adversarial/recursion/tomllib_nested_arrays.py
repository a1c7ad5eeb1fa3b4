# Checks tomllib over 100000 nested arrays stops with a clean RecursionError (CPython's parser recurses too)
# limits: depth=1000
# expect: prefix RecursionError: maximum recursion depth exceeded
import tomllib
tomllib.loads("x = " + "[" * 100000 + "]" * 100000)
