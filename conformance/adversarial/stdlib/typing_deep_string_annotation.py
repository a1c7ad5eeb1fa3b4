# Checks get_type_hints on a string annotation nested 100 000 deep stops with the parse error instead of recursing
# expect: prefix SyntaxError: Forward reference must be an expression -- got 'List[List[List[
import typing


class Deep:
    pass


Deep.__annotations__ = {"x": "List[" * 100000 + "int" + "]" * 100000}
typing.get_type_hints(Deep)
