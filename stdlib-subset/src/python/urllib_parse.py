"""Parsing and quoting of URLs, as CPython 3.11's urllib.parse: `urlsplit`/`urlparse` and their
inverses, `urljoin`, `urldefrag`, `quote`/`unquote` and their `_plus` and bytes forms,
`urlencode`, `parse_qs` and `parse_qsl`. Results are the named tuples of `_urllib_results`."""

from _urllib_results import (
    DefragResult,
    DefragResultBytes,
    ParseResult,
    ParseResultBytes,
    SplitResult,
    SplitResultBytes,
)

__all__ = [
    "urlparse", "urlunparse", "urljoin", "urldefrag", "urlsplit", "urlunsplit", "urlencode",
    "parse_qs", "parse_qsl", "quote", "quote_plus", "quote_from_bytes", "unquote",
    "unquote_plus", "unquote_to_bytes", "DefragResult", "ParseResult", "SplitResult",
    "DefragResultBytes", "ParseResultBytes", "SplitResultBytes",
]

uses_relative = [
    "", "ftp", "http", "gopher", "nntp", "imap", "wais", "file", "https", "shttp", "mms",
    "prospero", "rtsp", "rtsps", "rtspu", "sftp", "svn", "svn+ssh", "ws", "wss",
]

uses_netloc = [
    "", "ftp", "http", "gopher", "nntp", "telnet", "imap", "wais", "file", "mms", "https",
    "shttp", "snews", "prospero", "rtsp", "rtsps", "rtspu", "rsync", "svn", "svn+ssh", "sftp", "nfs",
    "git", "git+ssh", "ws", "wss",
]

uses_params = [
    "", "ftp", "hdl", "prospero", "http", "imap", "https", "shttp", "rtsp", "rtsps", "rtspu",
    "sip", "sips", "mms", "sftp", "tel",
]

non_hierarchical = ["gopher", "hdl", "mailto", "news", "telnet", "wais", "imap", "snews", "sip", "sips"]

uses_query = [
    "", "http", "wais", "imap", "https", "shttp", "mms", "gopher", "rtsp", "rtsps", "rtspu", "sip", "sips",
]

uses_fragment = [
    "", "ftp", "hdl", "http", "gopher", "news", "nntp", "wais", "https", "shttp", "snews",
    "file", "prospero",
]

scheme_chars = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+-."

_C0_CONTROL_OR_SPACE = "".join(chr(i) for i in range(32)) + " "
_HEXDIG = "0123456789ABCDEFabcdef"


def _encode_result(obj):
    return obj.encode("ascii", "strict")


def _coerce_args(*args):
    """The arguments as str, with the function that turns a result back into their type."""
    str_input = isinstance(args[0], str)
    for arg in args[1:]:
        if arg and isinstance(arg, str) != str_input:
            raise TypeError("Cannot mix str and non-str arguments")
    if str_input:
        return args + (None,)
    return tuple(x.decode("ascii", "strict") if x else "" for x in args) + (_encode_result,)


def _coerced(result, coerce):
    return result if coerce is None else coerce(result)


def _bytes_result(result, bytes_type):
    return bytes_type(*(part.encode("ascii", "strict") for part in result))


def urlparse(url, scheme="", allow_fragments=True):
    """Parse a URL into 6 components:
    <scheme>://<netloc>/<path>;<params>?<query>#<fragment>"""
    url, scheme, coerce = _coerce_args(url, scheme)
    scheme, netloc, url, query, fragment = _urlsplit(url, scheme, allow_fragments)
    if scheme in uses_params and ";" in url:
        url, params = _splitparams(url)
    else:
        params = ""
    result = ParseResult(scheme, netloc, url, params, query, fragment)
    return result if coerce is None else _bytes_result(result, ParseResultBytes)


def _splitparams(url):
    if "/" in url:
        i = url.find(";", url.rfind("/"))
        if i < 0:
            return url, ""
    else:
        i = url.find(";")
    return url[:i], url[i + 1 :]


def _splitnetloc(url, start=0):
    delim = len(url)
    for c in "/?#":
        wdelim = url.find(c, start)
        if wdelim >= 0:
            delim = min(delim, wdelim)
    return url[start:delim], url[delim:]


def _checknetloc(netloc):
    if not netloc or netloc.isascii():
        return
    import unicodedata

    n = netloc.replace("@", "").replace(":", "").replace("#", "").replace("?", "")
    netloc2 = unicodedata.normalize("NFKC", n)
    if n == netloc2:
        return
    for c in "/?#@:":
        if c in netloc2:
            raise ValueError("netloc '" + netloc + "' contains invalid characters under NFKC normalization")


def _is_ipv4(text):
    parts = text.split(".")
    if len(parts) != 4:
        return False
    for part in parts:
        if not (part.isascii() and part.isdigit()) or len(part) > 3:
            return False
        if int(part) > 255 or (len(part) > 1 and part[0] == "0"):
            return False
    return True


def _is_hextet(part):
    return 0 < len(part) <= 4 and all(c in _HEXDIG for c in part)


def _is_ipv6(text):
    address, sep, scope = text.partition("%")
    if sep and (not scope or "%" in scope):
        return False
    parts = address.split(":")
    if len(parts) < 3:
        return False
    groups = 8
    if "." in parts[-1]:
        if not _is_ipv4(parts.pop()):
            return False
        parts.append("0")
        groups = 7
    if len(parts) > groups + 1:
        return False
    skips = [i for i in range(1, len(parts) - 1) if not parts[i]]
    if len(skips) > 1:
        return False
    if skips:
        head = parts[: skips[0]]
        tail = parts[skips[0] + 1 :]
        if head == [""]:
            head = []
        if tail == [""]:
            tail = []
        if len(head) + len(tail) >= groups:
            return False
        return all(_is_hextet(p) for p in head + tail)
    return len(parts) == groups and all(_is_hextet(p) for p in parts)


def _check_bracketed_host(hostname):
    if hostname.startswith("v"):
        body, dot, rest = hostname[1:].partition(".")
        if not (body and dot and rest and all(c in _HEXDIG for c in body)):
            raise ValueError("IPvFuture address is invalid")
    elif _is_ipv4(hostname):
        raise ValueError("An IPv4 address cannot be in brackets")
    elif not _is_ipv6(hostname):
        raise ValueError(f"{hostname!r} does not appear to be an IPv4 or IPv6 address")


def urlsplit(url, scheme="", allow_fragments=True):
    """Parse a URL into 5 components:
    <scheme>://<netloc>/<path>?<query>#<fragment>"""
    url, scheme, coerce = _coerce_args(url, scheme)
    result = _urlsplit(url, scheme, allow_fragments)
    return result if coerce is None else _bytes_result(result, SplitResultBytes)


def _urlsplit(url, scheme, allow_fragments):
    url = url.lstrip(_C0_CONTROL_OR_SPACE)
    scheme = scheme.strip(_C0_CONTROL_OR_SPACE)
    for unsafe in "\t\r\n":
        url = url.replace(unsafe, "")
        scheme = scheme.replace(unsafe, "")
    netloc = query = fragment = ""
    i = url.find(":")
    if i > 0 and url[0].isascii() and url[0].isalpha():
        for c in url[:i]:
            if c not in scheme_chars:
                break
        else:
            scheme, url = url[:i].lower(), url[i + 1 :]
    if url[:2] == "//":
        netloc, url = _splitnetloc(url, 2)
        if ("[" in netloc) != ("]" in netloc):
            raise ValueError("Invalid IPv6 URL")
        if "[" in netloc:
            _check_bracketed_host(netloc.partition("[")[2].partition("]")[0])
    if allow_fragments and "#" in url:
        url, fragment = url.split("#", 1)
    if "?" in url:
        url, query = url.split("?", 1)
    _checknetloc(netloc)
    return SplitResult(scheme, netloc, url, query, fragment)


def urlunparse(components):
    """Put a parsed URL back together again."""
    scheme, netloc, url, params, query, fragment, coerce = _coerce_args(*components)
    if params:
        url = "%s;%s" % (url, params)
    return _coerced(urlunsplit((scheme, netloc, url, query, fragment)), coerce)


def urlunsplit(components):
    """Combine the elements of a tuple as returned by urlsplit() into a complete URL as a
    string."""
    scheme, netloc, url, query, fragment, coerce = _coerce_args(*components)
    if netloc or (scheme and scheme in uses_netloc and url[:2] != "//"):
        if url and url[:1] != "/":
            url = "/" + url
        url = "//" + (netloc or "") + url
    if scheme:
        url = scheme + ":" + url
    if query:
        url = url + "?" + query
    if fragment:
        url = url + "#" + fragment
    return _coerced(url, coerce)


def urljoin(base, url, allow_fragments=True):
    """Join a base URL and a possibly relative URL to form an absolute interpretation of the
    latter."""
    if not base:
        return url
    if not url:
        return base
    base, url, coerce = _coerce_args(base, url)
    bscheme, bnetloc, bpath, bparams, bquery, bfragment = urlparse(base, "", allow_fragments)
    scheme, netloc, path, params, query, fragment = urlparse(url, bscheme, allow_fragments)
    if scheme != bscheme or scheme not in uses_relative:
        return _coerced(url, coerce)
    if scheme in uses_netloc:
        if netloc:
            return _coerced(urlunparse((scheme, netloc, path, params, query, fragment)), coerce)
        netloc = bnetloc
    if not path and not params:
        path = bpath
        params = bparams
        if not query:
            query = bquery
        return _coerced(urlunparse((scheme, netloc, path, params, query, fragment)), coerce)
    base_parts = bpath.split("/")
    if base_parts[-1] != "":
        del base_parts[-1]
    if path[:1] == "/":
        segments = path.split("/")
    else:
        segments = base_parts + path.split("/")
        segments[1:-1] = [segment for segment in segments[1:-1] if segment]
    resolved_path = []
    for seg in segments:
        if seg == "..":
            if resolved_path:
                resolved_path.pop()
        elif seg != ".":
            resolved_path.append(seg)
    if segments[-1] in (".", ".."):
        resolved_path.append("")
    joined = urlunparse((scheme, netloc, "/".join(resolved_path) or "/", params, query, fragment))
    return _coerced(joined, coerce)


def urldefrag(url):
    """Removes any existing fragment from URL."""
    url, coerce = _coerce_args(url)
    if "#" in url:
        s, n, p, a, q, frag = urlparse(url)
        defrag = urlunparse((s, n, p, a, q, ""))
    else:
        frag = ""
        defrag = url
    result = DefragResult(defrag, frag)
    return result if coerce is None else _bytes_result(result, DefragResultBytes)


def unquote_to_bytes(string):
    """unquote_to_bytes('abc%20def') -> b'abc def'."""
    if not string:
        string.split
        return b""
    if isinstance(string, str):
        string = string.encode("utf-8")
    bits = string.split(b"%")
    if len(bits) == 1:
        return string
    res = [bits[0]]
    for item in bits[1:]:
        pair = item[:2]
        if len(pair) == 2 and all(chr(c) in _HEXDIG for c in pair):
            res.append(bytes([int(pair, 16)]))
            res.append(item[2:])
        else:
            res.append(b"%")
            res.append(item)
    return b"".join(res)


def unquote(string, encoding="utf-8", errors="replace"):
    """Replace %xx escapes by their single-character equivalent."""
    if isinstance(string, bytes):
        return unquote_to_bytes(string).decode(encoding, errors)
    if "%" not in string:
        string.split
        return string
    if encoding is None:
        encoding = "utf-8"
    if errors is None:
        errors = "replace"
    if string.isascii():
        return unquote_to_bytes(string).decode(encoding, errors)
    res = []
    start = 0
    n = len(string)
    while start < n:
        end = start
        ascii_run = string[start].isascii()
        while end < n and string[end].isascii() == ascii_run:
            end += 1
        run = string[start:end]
        res.append(unquote_to_bytes(run).decode(encoding, errors) if ascii_run else run)
        start = end
    return "".join(res)


def parse_qs(
    qs, keep_blank_values=False, strict_parsing=False, encoding="utf-8", errors="replace",
    max_num_fields=None, separator="&",
):
    """Parse a query given as a string argument into a dict of lists."""
    parsed_result = {}
    pairs = parse_qsl(
        qs, keep_blank_values, strict_parsing, encoding=encoding, errors=errors,
        max_num_fields=max_num_fields, separator=separator,
    )
    for name, value in pairs:
        if name in parsed_result:
            parsed_result[name].append(value)
        else:
            parsed_result[name] = [value]
    return parsed_result


def parse_qsl(
    qs, keep_blank_values=False, strict_parsing=False, encoding="utf-8", errors="replace",
    max_num_fields=None, separator="&",
):
    """Parse a query given as a string argument into a list of (name, value) pairs."""
    qs, coerce = _coerce_args(qs)
    separator, _ = _coerce_args(separator)
    if not separator or not isinstance(separator, (str, bytes)):
        raise ValueError("Separator must be of type string or bytes.")
    if max_num_fields is not None:
        num_fields = 1 + qs.count(separator) if qs else 0
        if max_num_fields < num_fields:
            raise ValueError("Max number of fields exceeded")
    r = []
    for name_value in qs.split(separator) if qs else []:
        if not name_value and not strict_parsing:
            continue
        nv = name_value.split("=", 1)
        if len(nv) != 2:
            if strict_parsing:
                raise ValueError("bad query field: %r" % (name_value,))
            if not keep_blank_values:
                continue
            nv.append("")
        if len(nv[1]) or keep_blank_values:
            name = unquote(nv[0].replace("+", " "), encoding=encoding, errors=errors)
            value = unquote(nv[1].replace("+", " "), encoding=encoding, errors=errors)
            r.append((_coerced(name, coerce), _coerced(value, coerce)))
    return r


def unquote_plus(string, encoding="utf-8", errors="replace"):
    """Like unquote(), but also replace plus signs by spaces."""
    string = string.replace("+", " ")
    return unquote(string, encoding, errors)


_ALWAYS_SAFE = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-~")


def quote(string, safe="/", encoding=None, errors=None):
    """quote('abc def') -> 'abc%20def'"""
    if isinstance(string, str):
        if not string:
            return string
        if encoding is None:
            encoding = "utf-8"
        if errors is None:
            errors = "strict"
        string = string.encode(encoding, errors)
    else:
        if encoding is not None:
            raise TypeError("quote() doesn't support 'encoding' for bytes")
        if errors is not None:
            raise TypeError("quote() doesn't support 'errors' for bytes")
    return quote_from_bytes(string, safe)


def quote_plus(string, safe="", encoding=None, errors=None):
    """Like quote(), but also replace ' ' with '+'."""
    if (isinstance(string, str) and " " not in string) or (isinstance(string, bytes) and b" " not in string):
        return quote(string, safe, encoding, errors)
    space = " " if isinstance(safe, str) else b" "
    string = quote(string, safe + space, encoding, errors)
    return string.replace(" ", "+")


def quote_from_bytes(bs, safe="/"):
    """Like quote(), but accepts a bytes object rather than a str."""
    if not isinstance(bs, (bytes, bytearray)):
        raise TypeError("quote_from_bytes() expected bytes")
    if not bs:
        return ""
    if isinstance(safe, str):
        safe = safe.encode("ascii", "ignore")
    else:
        safe = bytes([c for c in safe if c < 128])
    safe_set = _ALWAYS_SAFE.union(safe)
    return "".join([chr(b) if b in safe_set else "%{:02X}".format(b) for b in bs])


def _quote_item(item, quote_via, safe, encoding, errors):
    if isinstance(item, bytes):
        return quote_via(item, safe)
    return quote_via(str(item), safe, encoding, errors)


def urlencode(query, doseq=False, safe="", encoding=None, errors=None, quote_via=quote_plus):
    """Encode a dict or sequence of two-element tuples into a URL query string."""
    if hasattr(query, "items"):
        query = query.items()
    else:
        try:
            if len(query) and not isinstance(query[0], tuple):
                raise TypeError
        except TypeError as err:
            raise TypeError("not a valid non-string sequence or mapping object") from err
    parts = []
    for k, v in query:
        k = _quote_item(k, quote_via, safe, encoding, errors)
        if not doseq or isinstance(v, (bytes, str)):
            parts.append(k + "=" + _quote_item(v, quote_via, safe, encoding, errors))
            continue
        try:
            len(v)
        except TypeError:
            parts.append(k + "=" + _quote_item(v, quote_via, safe, encoding, errors))
        else:
            for elt in v:
                parts.append(k + "=" + _quote_item(elt, quote_via, safe, encoding, errors))
    return "&".join(parts)


def unwrap(url):
    """Transform a string like '<URL:scheme://host/path>' into 'scheme://host/path'."""
    url = str(url).strip()
    if url[:1] == "<" and url[-1:] == ">":
        url = url[1:-1].strip()
    if url[:4] == "URL:":
        url = url[4:].strip()
    return url
