# Checks ast.literal_eval of a huge list literal is refused by the compile-cost check under the memory limit
# limits: memory=16MiB steps=0
# expect: MemoryError: memory limit of 16.0 MiB exceeded
import ast

text = "[" + "1," * 3000000 + "]"
ast.literal_eval(text)
