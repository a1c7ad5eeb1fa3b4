"""Guessing MIME types from file names and extensions from MIME types, as CPython 3.11's
mimetypes module: `guess_type` (with `data:` URLs, encodings such as `.gz` and the `.tgz`-style
suffixes), `guess_extension`, `guess_all_extensions`, `add_type`, `init`, `read_mime_types` and
`MimeTypes`, over CPython's built-in tables. `init()` reads the `knownfiles` the granted
filesystem holds (normally none, where CPython also reads the host's `/etc/mime.types`); there is
no Windows registry."""

import os
import posixpath

__all__ = [
    "knownfiles", "inited", "MimeTypes",
    "guess_type", "guess_all_extensions", "guess_extension",
    "add_type", "init", "read_mime_types",
    "suffix_map", "encodings_map", "types_map", "common_types",
]

knownfiles = [
    "/etc/mime.types",
    "/etc/httpd/mime.types",
    "/etc/httpd/conf/mime.types",
    "/etc/apache/mime.types",
    "/etc/apache2/mime.types",
    "/usr/local/etc/httpd/conf/mime.types",
    "/usr/local/lib/netscape/mime.types",
    "/usr/local/etc/httpd/conf/mime.types",
    "/usr/local/etc/mime.types",
]

inited = False
_db = None

_suffix_map_default = {
    ".svgz": ".svg.gz",
    ".tgz": ".tar.gz",
    ".taz": ".tar.gz",
    ".tz": ".tar.gz",
    ".tbz2": ".tar.bz2",
    ".txz": ".tar.xz",
}

_encodings_map_default = {
    ".gz": "gzip",
    ".Z": "compress",
    ".bz2": "bzip2",
    ".xz": "xz",
    ".br": "br",
}

# The standard types, each with its extensions, in CPython's order.
_STANDARD = [
    ("application/javascript", "js mjs"),
    ("application/json", "json"),
    ("application/manifest+json", "webmanifest"),
    ("application/msword", "doc dot wiz"),
    ("application/n-quads", "nq"),
    ("application/n-triples", "nt"),
    ("application/octet-stream", "bin a dll exe o obj so"),
    ("application/oda", "oda"),
    ("application/pdf", "pdf"),
    ("application/pkcs7-mime", "p7c"),
    ("application/postscript", "ps ai eps"),
    ("application/trig", "trig"),
    ("application/vnd.apple.mpegurl", "m3u m3u8"),
    ("application/vnd.ms-excel", "xls xlb"),
    ("application/vnd.ms-powerpoint", "ppt pot ppa pps pwz"),
    ("application/wasm", "wasm"),
    ("application/x-bcpio", "bcpio"),
    ("application/x-cpio", "cpio"),
    ("application/x-csh", "csh"),
    ("application/x-dvi", "dvi"),
    ("application/x-gtar", "gtar"),
    ("application/x-hdf", "hdf"),
    ("application/x-hdf5", "h5"),
    ("application/x-latex", "latex"),
    ("application/x-mif", "mif"),
    ("application/x-netcdf", "cdf nc"),
    ("application/x-pkcs12", "p12 pfx"),
    ("application/x-pn-realaudio", "ram"),
    ("application/x-python-code", "pyc pyo"),
    ("application/x-sh", "sh"),
    ("application/x-shar", "shar"),
    ("application/x-shockwave-flash", "swf"),
    ("application/x-sv4cpio", "sv4cpio"),
    ("application/x-sv4crc", "sv4crc"),
    ("application/x-tar", "tar"),
    ("application/x-tcl", "tcl"),
    ("application/x-tex", "tex"),
    ("application/x-texinfo", "texi texinfo"),
    ("application/x-troff", "roff t tr"),
    ("application/x-troff-man", "man"),
    ("application/x-troff-me", "me"),
    ("application/x-troff-ms", "ms"),
    ("application/x-ustar", "ustar"),
    ("application/x-wais-source", "src"),
    ("application/xml", "xsl rdf wsdl xpdl"),
    ("application/zip", "zip"),
    ("audio/3gpp", "3gp 3gpp"),
    ("audio/3gpp2", "3g2 3gpp2"),
    ("audio/aac", "aac adts loas ass"),
    ("audio/basic", "au snd"),
    ("audio/mpeg", "mp3 mp2"),
    ("audio/opus", "opus"),
    ("audio/x-aiff", "aif aifc aiff"),
    ("audio/x-pn-realaudio", "ra"),
    ("audio/x-wav", "wav"),
    ("image/avif", "avif"),
    ("image/bmp", "bmp"),
    ("image/gif", "gif"),
    ("image/ief", "ief"),
    ("image/jpeg", "jpg jpe jpeg"),
    ("image/heic", "heic"),
    ("image/heif", "heif"),
    ("image/png", "png"),
    ("image/svg+xml", "svg"),
    ("image/tiff", "tiff tif"),
    ("image/vnd.microsoft.icon", "ico"),
    ("image/x-cmu-raster", "ras"),
    ("image/x-portable-anymap", "pnm"),
    ("image/x-portable-bitmap", "pbm"),
    ("image/x-portable-graymap", "pgm"),
    ("image/x-portable-pixmap", "ppm"),
    ("image/x-rgb", "rgb"),
    ("image/x-xbitmap", "xbm"),
    ("image/x-xpixmap", "xpm"),
    ("image/x-xwindowdump", "xwd"),
    ("message/rfc822", "eml mht mhtml nws"),
    ("text/css", "css"),
    ("text/csv", "csv"),
    ("text/html", "html htm"),
    ("text/n3", "n3"),
    ("text/plain", "txt bat c h ksh pl srt"),
    ("text/richtext", "rtx"),
    ("text/tab-separated-values", "tsv"),
    ("text/vtt", "vtt"),
    ("text/x-python", "py"),
    ("text/x-setext", "etx"),
    ("text/x-sgml", "sgm sgml"),
    ("text/x-vcard", "vcf"),
    ("text/xml", "xml"),
    ("video/mp4", "mp4"),
    ("video/mpeg", "mpeg m1v mpa mpe mpg"),
    ("video/quicktime", "mov qt"),
    ("video/webm", "webm"),
    ("video/x-msvideo", "avi"),
    ("video/x-sgi-movie", "movie"),
]

# The common but non-standard ones (`strict=False`).
_COMMON = [
    ("application/rtf", "rtf"),
    ("audio/midi", "midi mid"),
    ("image/jpg", "jpg"),
    ("image/pict", "pict pct pic"),
    ("image/webp", "webp"),
    ("text/xul", "xul"),
]


def _table(runs):
    return {"." + ext: type for type, exts in runs for ext in exts.split()}


_types_map_default = _table(_STANDARD)
_common_types_default = _table(_COMMON)
suffix_map = _suffix_map_default
encodings_map = _encodings_map_default
types_map = _types_map_default
common_types = _common_types_default


def _split_scheme(url):
    """`(scheme, rest)` of a URL with a scheme (lowercased), `(None, url)` of one without."""
    colon = url.find(":")
    if colon > 0 and "/" not in url[:colon]:
        return url[:colon].lower(), url[colon + 1 :]
    return None, url


class MimeTypes:
    """A store of MIME types and their extensions: the built-in tables, then the files named."""

    def __init__(self, filenames=(), strict=True):
        if not inited:
            init()
        self.encodings_map = _encodings_map_default.copy()
        self.suffix_map = _suffix_map_default.copy()
        self.types_map = ({}, {})
        self.types_map_inv = ({}, {})
        for ext, type in _types_map_default.items():
            self.add_type(type, ext, True)
        for ext, type in _common_types_default.items():
            self.add_type(type, ext, False)
        for name in filenames:
            self.read(name, strict)

    def add_type(self, type, ext, strict=True):
        """Maps `ext` to `type` (replacing its old type) and adds `ext` to `type`'s extensions."""
        self.types_map[strict][ext] = type
        exts = self.types_map_inv[strict].setdefault(type, [])
        if ext not in exts:
            exts.append(ext)

    def guess_type(self, url, strict=True):
        """`(type, encoding)` of a file name, path or URL; either is None when unknown."""
        url = os.fspath(url)
        scheme, url = _split_scheme(url)
        if scheme == "data":
            comma = url.find(",")
            if comma < 0:
                return None, None
            semi = url.find(";", 0, comma)
            type = url[:semi] if semi >= 0 else url[:comma]
            if "=" in type or "/" not in type:
                type = "text/plain"
            return type, None
        base, ext = posixpath.splitext(url)
        while ext.lower() in self.suffix_map:
            base, ext = posixpath.splitext(base + self.suffix_map[ext.lower()])
        if ext in self.encodings_map:
            encoding = self.encodings_map[ext]
            base, ext = posixpath.splitext(base)
        else:
            encoding = None
        ext = ext.lower()
        if ext in self.types_map[True]:
            return self.types_map[True][ext], encoding
        if strict:
            return None, encoding
        return self.types_map[False].get(ext), encoding

    def guess_all_extensions(self, type, strict=True):
        """The extensions of `type`, with their leading dots."""
        type = type.lower()
        extensions = list(self.types_map_inv[True].get(type, []))
        if not strict:
            for ext in self.types_map_inv[False].get(type, []):
                if ext not in extensions:
                    extensions.append(ext)
        return extensions

    def guess_extension(self, type, strict=True):
        """The first extension of `type`, or None."""
        extensions = self.guess_all_extensions(type, strict)
        return extensions[0] if extensions else None

    def read(self, filename, strict=True):
        """Adds the types of a mime.types file."""
        with open(filename, encoding="utf-8") as fp:
            self.readfp(fp, strict)

    def readfp(self, fp, strict=True):
        """Adds the types of an open mime.types file: lines of a type and its extensions."""
        while True:
            line = fp.readline()
            if not line:
                break
            words = line.split()
            for i in range(len(words)):
                if words[i][0] == "#":
                    del words[i:]
                    break
            if not words:
                continue
            for suffix in words[1:]:
                self.add_type(words[0], "." + suffix, strict)

    def read_windows_registry(self, strict=True):
        """Nothing: the sandbox has no Windows registry."""


def guess_type(url, strict=True):
    if _db is None:
        init()
    return _db.guess_type(url, strict)


def guess_all_extensions(type, strict=True):
    if _db is None:
        init()
    return _db.guess_all_extensions(type, strict)


def guess_extension(type, strict=True):
    if _db is None:
        init()
    return _db.guess_extension(type, strict)


def add_type(type, ext, strict=True):
    if _db is None:
        init()
    return _db.add_type(type, ext, strict)


def _is_file(path):
    """Whether `path` is a file; False too when the host granted no filesystem."""
    try:
        return os.path.isfile(path)
    except PermissionError:
        return False


def init(files=None):
    """Builds the module's store from the built-in tables and the `knownfiles` (and `files`)
    that exist."""
    global suffix_map, types_map, encodings_map, common_types, inited, _db
    inited = True
    if files is None or _db is None:
        db = MimeTypes()
        files = knownfiles if files is None else knownfiles + list(files)
    else:
        db = _db
    for file in files:
        if _is_file(file):
            db.read(file)
    encodings_map = db.encodings_map
    suffix_map = db.suffix_map
    types_map = db.types_map[True]
    common_types = db.types_map[False]
    _db = db


def read_mime_types(file):
    """The standard types a mime.types file lists, or None when it cannot be opened."""
    try:
        f = open(file, encoding="utf-8")
    except OSError:
        return None
    with f:
        db = MimeTypes()
        db.readfp(f, True)
        return db.types_map[True]
