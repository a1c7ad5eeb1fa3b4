"""json.loads on structures and number forms: nesting, whitespace everywhere it is allowed,
escapes including surrogate pairs, big and exact numbers, duplicate keys, and the errors for
each malformed number, literal and escape with their positions."""
import json


def attempt(label, text, **kwargs):
    try:
        print(label, repr(json.loads(text, **kwargs)))
    except json.JSONDecodeError as e:
        print(label, "JSONDecodeError", e.msg, e.pos, e.lineno, e.colno)
    except Exception as e:
        print(label, type(e).__name__, e)


attempt("nested", '{"a": [1, {"b": [true, false, null]}, []], "c": {}}')
attempt("whitespace", ' \t\n\r{ \n"a" \t: \r[ 1 , 2 ] }\n ')
attempt("escapes", r'"\" \\ \/ \b \f \n \r \t \u0041 \u00e9 \ud83d\ude00"')
attempt("lone surrogate pair order", r'"\ude00\ud83d"'.replace("\\ude00\\ud83d", "\\u0041\\u0042"))
attempt("big int", "123456789012345678901234567890")
attempt("negative zero", "-0")
attempt("float forms", "[0.5, -1.25e-3, 1E+2, 2e0, 1.0]")
attempt("exact big float", "1.7976931348623157e308")
attempt("overflow float", "1e999")
attempt("underflow float", "1e-999")
attempt("duplicate keys", '{"k": 1, "k": 2}')
attempt("empty key", '{"": 0}')
attempt("unicode text", '"日本語 ✓"')
attempt("leading zero", "0123")
attempt("plus sign", "+1")
attempt("bare dot", ".5")
attempt("trailing dot", "1.")
attempt("exponent only", "1e")
attempt("hex", "0x10")
attempt("NaN literal", "NaN")
attempt("nan lowercase", "nan")
attempt("Infinity", "-Infinity")
attempt("True capital", "True")
attempt("single quotes", "'a'")
attempt("trailing comma object", '{"a": 1,}')
attempt("missing colon", '{"a" 1}')
attempt("missing value", '{"a": }')
attempt("unquoted key", "{a: 1}")
attempt("bad escape", r'"\q"')
attempt("short unicode escape", r'"\u12G4"')
attempt("unterminated", '"abc')
attempt("unterminated array", "[1, 2")
attempt("extra data", "[1] 2")
attempt("only whitespace", "   ")
attempt("newline position", '{\n  "a": 1,\n  "b": ?\n}')
attempt("deep", "[" * 50 + "]" * 50)
attempt("object_pairs_hook", '{"b": 1, "a": 2}', object_pairs_hook=list)
attempt("parse_int", '[1, 2.5]', parse_int=float)
attempt("parse_float", '[1.5]', parse_float=lambda s: s[::-1])
