"""string.Formatter as a base class: overriding get_value, get_field, convert_field and
format_field, vformat with unused-argument checks, and the errors for mixing manual and
automatic field numbering, missing keys and bad conversions."""
import string


def attempt(label, make):
    try:
        print(label, repr(make()))
    except Exception as e:
        print(label, type(e).__name__, e)


class Defaulting(string.Formatter):
    def get_value(self, key, args, kwargs):
        if isinstance(key, str):
            return kwargs.get(key, f"<{key}?>")
        return super().get_value(key, args, kwargs)


class Upper(string.Formatter):
    def convert_field(self, value, conversion):
        if conversion == "u":
            return str(value).upper()
        return super().convert_field(value, conversion)

    def format_field(self, value, format_spec):
        if format_spec == "money":
            return f"${value:,.2f}"
        return super().format_field(value, format_spec)


class Strict(string.Formatter):
    def check_unused_args(self, used_args, args, kwargs):
        unused = set(kwargs) - set(used_args)
        if unused:
            raise ValueError(f"unused: {sorted(unused)}")


f = string.Formatter()
print(f.format("{} + {} = {total}", 1, 2, total=3), f.format("{0}{1}{0}", "a", "b"), f.format("{x.real} {y[1]}", x=3, y="ab"))
print(f.format("{:>6}|{:^5}|{:<4}", "r", "c", "l"), f.format("{!r} {!s} {!a}", "é", 1, "é"), f.format("{{literal}} {}", 5))
print(f.format("{0:{1}}", 3.14159, ".2f"), f.format("{a:{w}.{p}f}", a=2.5, w=8, p=3), f.vformat("{0}-{k}", (1,), {"k": 2}))
print(Defaulting().format("{name} is {age}", name="ada"), Defaulting().format("{0} {missing}", "x"))
print(Upper().format("{0!u} costs {1:money}", "tea", 1234.5), Upper().format("{!r:>6}", "x"))
print(list(f.parse("a{0}b{name!r:>3}c{{d}}")), f.get_field("a.b", (), {"a": type("O", (), {"b": 9})()})[0])
print(f.convert_field(5, "r"), f.convert_field("x", None), f.format_field(3.5, "08.3f"))
attempt("strict unused", lambda: Strict().format("{a}", a=1, b=2))
print(Strict().format("{a}{b}", a=1, b=2))
attempt("manual then auto", lambda: f.format("{0} {}", 1, 2))
attempt("auto then manual", lambda: f.format("{} {0}", 1, 2))
attempt("missing key", lambda: f.format("{nope}"))
attempt("missing index", lambda: f.format("{3}", 1))
attempt("bad conversion", lambda: f.format("{0!x}", 1))
attempt("unmatched brace", lambda: f.format("{0", 1))
attempt("single close", lambda: f.format("}", 1))
attempt("bad spec", lambda: f.format("{0:q}", 1))
attempt("attribute missing", lambda: f.format("{0.nope}", 1))
attempt("deep nesting", lambda: f.format("{0:{1:{2:{3}}}}", 1, 2, 3, 4))
