"""The named tuples urllib.parse returns (`SplitResult`, `ParseResult`, `DefragResult` and their
bytes forms) with their `geturl()`, `encode()`/`decode()` and the `username`, `password`,
`hostname` and `port` read from the netloc."""

from collections import namedtuple

_GenericAlias = type(list[int])


def _class_getitem(cls, item):
    """`cls[item]`: the generic alias CPython's `types.GenericAlias` makes."""
    return _GenericAlias(cls, item if isinstance(item, tuple) else (item,))


class _ResultMixinStr:
    """Encoding of a result of str parts into its bytes counterpart."""

    __slots__ = ()

    def encode(self, encoding="ascii", errors="strict"):
        return self._encoded_counterpart(*(x.encode(encoding, errors) for x in self))


class _ResultMixinBytes:
    """Decoding of a result of bytes parts into its str counterpart."""

    __slots__ = ()

    def decode(self, encoding="ascii", errors="strict"):
        return self._decoded_counterpart(*(x.decode(encoding, errors) for x in self))


class _NetlocResultMixinBase:
    """The parts of a netloc, for the results that have one."""

    __slots__ = ()

    @property
    def username(self):
        return self._userinfo[0]

    @property
    def password(self):
        return self._userinfo[1]

    @property
    def hostname(self):
        hostname = self._hostinfo[0]
        if not hostname:
            return None
        separator = "%" if isinstance(hostname, str) else b"%"
        hostname, percent, zone = hostname.partition(separator)
        return hostname.lower() + percent + zone

    @property
    def port(self):
        port = self._hostinfo[1]
        if port is not None:
            if port.isdigit() and port.isascii():
                port = int(port)
            else:
                raise ValueError(f"Port could not be cast to integer value as {port!r}")
            if not (0 <= port <= 65535):
                raise ValueError("Port out of range 0-65535")
        return port

    __class_getitem__ = classmethod(_class_getitem)

    def _split_userinfo(self, at, colon):
        userinfo, have_info, _ = self.netloc.rpartition(at)
        if not have_info:
            return None, None
        username, have_password, password = userinfo.partition(colon)
        return username, (password if have_password else None)

    def _split_hostinfo(self, at, open_bracket, close_bracket, colon):
        _, _, hostinfo = self.netloc.rpartition(at)
        _, have_open_br, bracketed = hostinfo.partition(open_bracket)
        if have_open_br:
            hostname, _, port = bracketed.partition(close_bracket)
            _, _, port = port.partition(colon)
        else:
            hostname, _, port = hostinfo.partition(colon)
        return hostname, (port or None)


class _NetlocResultMixinStr(_NetlocResultMixinBase, _ResultMixinStr):
    __slots__ = ()

    @property
    def _userinfo(self):
        return self._split_userinfo("@", ":")

    @property
    def _hostinfo(self):
        return self._split_hostinfo("@", "[", "]", ":")


class _NetlocResultMixinBytes(_NetlocResultMixinBase, _ResultMixinBytes):
    __slots__ = ()

    @property
    def _userinfo(self):
        return self._split_userinfo(b"@", b":")

    @property
    def _hostinfo(self):
        return self._split_hostinfo(b"@", b"[", b"]", b":")


_DefragResultBase = namedtuple("DefragResult", "url fragment")
_SplitResultBase = namedtuple("SplitResult", "scheme netloc path query fragment")
_ParseResultBase = namedtuple("ParseResult", "scheme netloc path params query fragment")


class DefragResult(_DefragResultBase, _ResultMixinStr):
    __slots__ = ()

    def geturl(self):
        if self.fragment:
            return self.url + "#" + self.fragment
        return self.url


class SplitResult(_SplitResultBase, _NetlocResultMixinStr):
    __slots__ = ()

    def geturl(self):
        from urllib.parse import urlunsplit

        return urlunsplit(self)


class ParseResult(_ParseResultBase, _NetlocResultMixinStr):
    __slots__ = ()

    def geturl(self):
        from urllib.parse import urlunparse

        return urlunparse(self)


class DefragResultBytes(_DefragResultBase, _ResultMixinBytes):
    __slots__ = ()

    def geturl(self):
        if self.fragment:
            return self.url + b"#" + self.fragment
        return self.url


class SplitResultBytes(_SplitResultBase, _NetlocResultMixinBytes):
    __slots__ = ()

    def geturl(self):
        from urllib.parse import urlunsplit

        return urlunsplit(self)


class ParseResultBytes(_ParseResultBase, _NetlocResultMixinBytes):
    __slots__ = ()

    def geturl(self):
        from urllib.parse import urlunparse

        return urlunparse(self)


for _decoded, _encoded in (
    (DefragResult, DefragResultBytes),
    (SplitResult, SplitResultBytes),
    (ParseResult, ParseResultBytes),
):
    _decoded._encoded_counterpart = _encoded
    _encoded._decoded_counterpart = _decoded
    _decoded.__module__ = _encoded.__module__ = "urllib.parse"
