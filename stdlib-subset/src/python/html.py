"""HTML text helpers, as CPython 3.11's html package: `escape` and `unescape` (every named and
numeric character reference of the HTML5 standard, with its rules for invalid ones). The parser
lives in `html.parser`, the entity tables in `html.entities`."""

import re as _re
from html.entities import html5 as _html5

__all__ = ["escape", "unescape"]


def escape(s, quote=True):
    """Replace special characters "&", "<" and ">" to HTML-safe sequences, and both quotation
    marks too if `quote` is true."""
    s = s.replace("&", "&amp;")
    s = s.replace("<", "&lt;")
    s = s.replace(">", "&gt;")
    if quote:
        s = s.replace('"', "&quot;")
        s = s.replace("'", "&#x27;")
    return s


# What HTML5 reads a numeric reference to these code points as (Windows-1252 for 0x80-0x9f).
_invalid_charrefs = {
    0x00: "\ufffd", 0x0D: "\r", 0x80: "\u20ac", 0x81: "\x81", 0x82: "\u201a", 0x83: "\u0192",
    0x84: "\u201e", 0x85: "\u2026", 0x86: "\u2020", 0x87: "\u2021", 0x88: "\u02c6",
    0x89: "\u2030", 0x8A: "\u0160", 0x8B: "\u2039", 0x8C: "\u0152", 0x8D: "\x8d",
    0x8E: "\u017d", 0x8F: "\x8f", 0x90: "\x90", 0x91: "\u2018", 0x92: "\u2019",
    0x93: "\u201c", 0x94: "\u201d", 0x95: "\u2022", 0x96: "\u2013", 0x97: "\u2014",
    0x98: "\u02dc", 0x99: "\u2122", 0x9A: "\u0161", 0x9B: "\u203a", 0x9C: "\u0153",
    0x9D: "\x9d", 0x9E: "\u017e", 0x9F: "\u0178",
}

# Code points a numeric reference to drops: controls, noncharacters.
_invalid_codepoints = frozenset(
    list(range(0x1, 0x9))
    + [0xB]
    + list(range(0xE, 0x20))
    + list(range(0x7F, 0xA0))
    + list(range(0xFDD0, 0xFDF0))
    + [plane + low for plane in range(0, 0x110000, 0x10000) for low in (0xFFFE, 0xFFFF)]
)


def _replace_charref(match):
    s = match.group(1)
    if s[0] == "#":
        if s[1] in "xX":
            num = int(s[2:].rstrip(";"), 16)
        else:
            num = int(s[1:].rstrip(";"))
        if num in _invalid_charrefs:
            return _invalid_charrefs[num]
        if 0xD800 <= num <= 0xDFFF or num > 0x10FFFF:
            return "\ufffd"
        if num in _invalid_codepoints:
            return ""
        return chr(num)
    if s in _html5:
        return _html5[s]
    for x in range(len(s) - 1, 1, -1):
        if s[:x] in _html5:
            return _html5[s[:x]] + s[x:]
    return "&" + s


_charref = _re.compile(r"&(#[0-9]+;?|#[xX][0-9a-fA-F]+;?|[^\t\n\f <&#;]{1,32};?)")


def unescape(s):
    """Convert all named and numeric character references (e.g. &gt;, &#62;, &x3e;) in the
    string s to the corresponding unicode characters, by the rules of HTML5."""
    if "&" not in s:
        return s
    return _charref.sub(_replace_charref, s)
