"""json.decoder, as CPython 3.11's: `JSONDecoder` and `JSONDecodeError` (the same classes as
json's) and `scanstring`, the string scanner they use."""

from json import JSONDecodeError, JSONDecoder, _Hooks, _Parser

__all__ = ["JSONDecoder", "JSONDecodeError"]

NaN = float("nan")
PosInf = float("inf")
NegInf = float("-inf")


def scanstring(s, end, strict=True):
    """The string whose opening quote is just before `end` in `s`, with the index after its
    closing quote."""
    return _Parser(_Hooks(JSONDecoder(strict=strict)), s).string(end)
