# Checks ast.literal_eval of a hundred thousand nested brackets is refused by the parser's nesting bound, not the Rust stack
# limits: memory=64MiB
# expect: prefix SyntaxError
import ast

ast.literal_eval("[" * 100000 + "]" * 100000)
