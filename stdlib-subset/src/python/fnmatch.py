"""Shell-style filename matching, as CPython 3.11's fnmatch: `translate` turns a pattern (`*`,
`?`, `[seq]`, `[!seq]`) into the same regular-expression text CPython produces, and `fnmatch`,
`fnmatchcase` and `filter` match names with it through `re` (compiled patterns are cached)."""

import posixpath
import re

__all__ = ["filter", "fnmatch", "fnmatchcase", "translate"]

_CACHE_SIZE = 32768
_compiled = {}


def fnmatch(name, pat):
    """Whether `name` matches the shell pattern `pat` (after os.path.normcase, a no-op on POSIX)."""
    name = posixpath.normcase(name)
    pat = posixpath.normcase(pat)
    return fnmatchcase(name, pat)


def _compile_pattern(pat):
    """The `match` method of `pat`'s compiled translation (bytes patterns map through Latin-1)."""
    key = (type(pat), pat)
    match = _compiled.get(key)
    if match is None:
        if isinstance(pat, bytes):
            regex = translate(str(pat, "ISO-8859-1")).encode("ISO-8859-1")
        else:
            regex = translate(pat)
        match = re.compile(regex).match
        if len(_compiled) >= _CACHE_SIZE:
            del _compiled[next(iter(_compiled))]
        _compiled[key] = match
    return match


def filter(names, pat):
    """The items of `names` that match `pat`."""
    match = _compile_pattern(posixpath.normcase(pat))
    return [name for name in names if match(name)]


def fnmatchcase(name, pat):
    """Whether `name` matches `pat`, case included."""
    return _compile_pattern(pat)(name) is not None


_STAR = object()


def _bracket(pat, i, j):
    """The regex of the bracket expression whose contents are `pat[i:j]` (the `[` is at i - 1)."""
    contents = pat[i:j]
    if "-" not in contents:
        contents = contents.replace("\\", r"\\")
    else:
        # Split at the hyphens that make ranges, so the others can be escaped.
        chunks = []
        start = i
        k = i + 2 if pat[i] == "!" else i + 1
        while True:
            k = pat.find("-", k, j)
            if k < 0:
                break
            chunks.append(pat[start:k])
            start = k + 1
            k = k + 3
        last = pat[start:j]
        if last:
            chunks.append(last)
        else:
            chunks[-1] += "-"
        # A range whose ends are reversed is empty: merge it away (the RE would refuse it).
        for k in range(len(chunks) - 1, 0, -1):
            if chunks[k - 1][-1] > chunks[k][0]:
                chunks[k - 1] = chunks[k - 1][:-1] + chunks[k][1:]
                del chunks[k]
        contents = "-".join(chunk.replace("\\", r"\\").replace("-", r"\-") for chunk in chunks)
    contents = re.sub(r"([&~|])", r"\\\1", contents)
    if not contents:
        return "(?!)"
    if contents == "!":
        return "."
    if contents[0] == "!":
        contents = "^" + contents[1:]
    elif contents[0] in ("^", "["):
        contents = "\\" + contents
    return f"[{contents}]"


def _pieces(pat):
    """The pattern as regex pieces, with runs of `*` as one `_STAR` marker."""
    pieces = []
    i, n = 0, len(pat)
    while i < n:
        c = pat[i]
        i += 1
        if c == "*":
            if not pieces or pieces[-1] is not _STAR:
                pieces.append(_STAR)
        elif c == "?":
            pieces.append(".")
        elif c == "[":
            j = i
            if j < n and pat[j] == "!":
                j += 1
            if j < n and pat[j] == "]":
                j += 1
            while j < n and pat[j] != "]":
                j += 1
            if j >= n:
                pieces.append("\\[")
            else:
                pieces.append(_bracket(pat, i, j))
                i = j + 1
        else:
            pieces.append(re.escape(c))
    return pieces


def translate(pat):
    """The regular expression (text) matching what the shell pattern `pat` matches."""
    pieces = _pieces(pat)
    out = []
    i, n = 0, len(pieces)
    while i < n and pieces[i] is not _STAR:
        out.append(pieces[i])
        i += 1
    # Each interior `*fixed` is a lazy match the regex may not backtrack into (an atomic group);
    # a final `*` (with whatever fixed text follows it) is greedy.
    while i < n:
        i += 1
        if i == n:
            out.append(".*")
            break
        fixed = []
        while i < n and pieces[i] is not _STAR:
            fixed.append(pieces[i])
            i += 1
        fixed = "".join(fixed)
        if i == n:
            out.append(".*")
            out.append(fixed)
        else:
            out.append(f"(?>.*?{fixed})")
    body = "".join(out)
    return fr"(?s:{body})\Z"
