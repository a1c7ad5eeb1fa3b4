"""Paths as the filesystem takes them: os.fspath, and a path made the str `_garter_fs` wants."""


def fspath(path):
    """A path as str or bytes: str and bytes as they are, an os.PathLike through __fspath__."""
    if isinstance(path, (str, bytes)):
        return path
    method = getattr(type(path), "__fspath__", None)
    if method is None:
        raise TypeError(f"expected str, bytes or os.PathLike object, not {type(path).__name__}")
    result = method(path)
    if not isinstance(result, (str, bytes)):
        raise TypeError(
            f"expected {type(path).__name__}.__fspath__() to return str or bytes, not {type(result).__name__}")
    return result


def path_str(path):
    """A path as the str the filesystem takes (bytes decoded as UTF-8)."""
    path = fspath(path)
    if isinstance(path, bytes):
        return path.decode("utf-8")
    return path
