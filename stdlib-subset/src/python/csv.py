"""CSV reading and writing, as CPython 3.11's csv module: reader, writer, DictReader,
DictWriter, dialects and their registry, field_size_limit, the QUOTE_* constants, Error and
Sniffer.

Records are parsed and formatted by `_garter_csv` in batches. A reader over a list (or tuple)
of lines, or over a StringIO, parses many records per native call and hands them out one at a
time, with the line number after each; a reader over any other iterable pulls one line at a
time as CPython does. A StringIO stays lent to its reader while a batch is pending, and any
other use of the stream first puts its position back after the last record handed out, so
reading ahead is never visible. DictReader builds a batch's dicts in one call; writerows formats
many rows per call when they hold plain values and the file is a StringIO."""

import _garter_csv
from io import StringIO, _CSV_TEXT_SOURCES

__all__ = ["QUOTE_MINIMAL", "QUOTE_ALL", "QUOTE_NONNUMERIC", "QUOTE_NONE",
           "Error", "Dialect", "__doc__", "excel", "excel_tab",
           "field_size_limit", "reader", "writer",
           "register_dialect", "get_dialect", "list_dialects", "Sniffer",
           "unregister_dialect", "__version__", "DictReader", "DictWriter",
           "unix_dialect"]

__version__ = "1.0"

QUOTE_MINIMAL, QUOTE_ALL, QUOTE_NONNUMERIC, QUOTE_NONE = range(4)

_MISSING = object()
_INT_MAX = 2147483647
_LONG_MAX = 9223372036854775807
_field_limit = 131072
_IN_QUOTED_FIELD = 4


class Error(Exception):
    __module__ = "_csv"


def field_size_limit(*args, **kwargs):
    """Returns the largest field a reader accepts; sets it when given a new limit."""
    global _field_limit
    if "new_limit" in kwargs:
        args = args + (kwargs.pop("new_limit"),)
    for name in kwargs:
        raise TypeError(f"'{name}' is an invalid keyword argument for field_size_limit()")
    if len(args) > 1:
        raise TypeError(f"field_size_limit() takes at most 1 argument ({len(args)} given)")
    old = _field_limit
    if args:
        limit = args[0]
        if type(limit) is not int:
            raise TypeError("limit must be an integer")
        if limit > _LONG_MAX or limit < -_LONG_MAX - 1:
            raise OverflowError("Python int too large to convert to C long")
        _field_limit = limit
    return old


# --- dialects

def _char(name, value, default, optional):
    """A one-character parameter (the delimiter; the quote and escape characters may be None)."""
    if value is _MISSING:
        return default
    if value is None and optional:
        return None
    if not isinstance(value, str):
        kind = "string or None" if optional else "string"
        raise TypeError(f'"{name}" must be {kind}, not {type(value).__name__}')
    if len(value) != 1:
        raise TypeError(f'"{name}" must be a 1-character string')
    return value[0]


def _flag(value, default):
    return default if value is _MISSING else bool(value)


class Dialect:
    """A validated set of CSV parameters (CPython's _csv.Dialect): what readers and writers
    keep as their `dialect`, with read-only attributes."""

    __module__ = "_csv"

    def __init__(self, values):
        delimiter = _char("delimiter", values.get("delimiter", _MISSING), ",", False)
        doublequote = _flag(values.get("doublequote", _MISSING), True)
        escapechar = _char("escapechar", values.get("escapechar", _MISSING), None, True)
        lineterminator = values.get("lineterminator", _MISSING)
        if lineterminator is _MISSING:
            lineterminator = "\r\n"
        elif lineterminator is not None:
            if not isinstance(lineterminator, str):
                raise TypeError('"lineterminator" must be a string')
            lineterminator = str.__str__(lineterminator)
        quotechar_given = values.get("quotechar", _MISSING)
        quotechar = _char("quotechar", quotechar_given, '"', True)
        quoting = values.get("quoting", _MISSING)
        if quoting is _MISSING:
            quoting = QUOTE_MINIMAL
        else:
            if type(quoting) is not int:
                raise TypeError('"quoting" must be an integer')
            if quoting > _INT_MAX or quoting < -_INT_MAX - 1:
                raise OverflowError("Python int too large to convert to C int")
        skipinitialspace = _flag(values.get("skipinitialspace", _MISSING), False)
        strict = _flag(values.get("strict", _MISSING), False)
        if quoting not in (QUOTE_MINIMAL, QUOTE_ALL, QUOTE_NONNUMERIC, QUOTE_NONE):
            raise TypeError('bad "quoting" value')
        if quotechar_given is None and "quoting" not in values:
            quoting = QUOTE_NONE
        if quoting != QUOTE_NONE and quotechar is None:
            raise TypeError("quotechar must be set if quoting enabled")
        if lineterminator is None:
            raise TypeError("lineterminator must be set")
        state = self.__dict__
        state["delimiter"] = delimiter
        state["doublequote"] = doublequote
        state["escapechar"] = escapechar
        state["lineterminator"] = lineterminator
        state["quotechar"] = quotechar
        state["quoting"] = quoting
        state["skipinitialspace"] = skipinitialspace
        state["strict"] = strict
        state["_params"] = (delimiter, quotechar, escapechar, doublequote, skipinitialspace, quoting, strict,
                            lineterminator)

    def __getattr__(self, name):
        raise AttributeError(f"'_csv.Dialect' object has no attribute '{name}'")

    def __setattr__(self, name, value):
        if name in _PARAMETERS:
            raise AttributeError(f"attribute '{name}' of '_csv.Dialect' objects is not writable")
        raise AttributeError(f"'_csv.Dialect' object has no attribute '{name}'")

    def __delattr__(self, name):
        self.__setattr__(name, None)


_Dialect = Dialect
_PARAMETERS = ("delimiter", "doublequote", "escapechar", "lineterminator", "quotechar", "quoting",
               "skipinitialspace", "strict")
_dialects = {}


def _make_dialect(dialect, params):
    """The validated dialect of a reader, writer or registration: `dialect` (a name, a dialect
    class or object, or _MISSING) overridden by the keyword parameters."""
    if "dialect" in params:
        if dialect is not _MISSING:
            raise TypeError("argument for function given by name ('dialect') and position (1)")
        params = dict(params)
        dialect = params.pop("dialect")
    for name in params:
        if name not in _PARAMETERS:
            raise TypeError(f"'{name}' is an invalid keyword argument for this function")
    if isinstance(dialect, str):
        dialect = get_dialect(dialect)
    if type(dialect) is _Dialect and not params:
        return dialect
    if dialect is _MISSING or dialect is None:
        if not params:
            return _DEFAULT
        return _Dialect(params)
    values = dict(params)
    for name in _PARAMETERS:
        if name not in values:
            try:
                values[name] = getattr(dialect, name)
            except Exception:
                pass
    return _Dialect(values)


_DEFAULT = _Dialect({})


def register_dialect(*args, **kwargs):
    """Registers a dialect under a name."""
    if not args:
        raise TypeError(" expected at least 1 argument, got 0")
    if len(args) > 2:
        raise TypeError(f" expected at most 2 arguments, got {len(args)}")
    name = args[0]
    if not isinstance(name, str):
        raise TypeError("dialect name must be a string")
    _dialects[name] = _make_dialect(args[1] if len(args) == 2 else _MISSING, kwargs)


def unregister_dialect(name):
    """Removes a registered dialect."""
    try:
        del _dialects[name]
    except KeyError:
        raise Error("unknown dialect") from None


def get_dialect(name):
    """The dialect registered under a name."""
    try:
        return _dialects[name]
    except KeyError:
        raise Error("unknown dialect") from None


def list_dialects():
    """The names of the registered dialects."""
    return list(_dialects)


def _unpack(args):
    """The file argument of reader() or writer() and its dialect argument (or _MISSING)."""
    if not args:
        raise TypeError(" expected at least 1 argument, got 0")
    if len(args) > 2:
        raise TypeError(f" expected at most 2 arguments, got {len(args)}")
    return args[0], (args[1] if len(args) == 2 else _MISSING)


def _set_member(instance, kind, name, value):
    """Attribute assignment on a reader or writer: its own state (names starting with an
    underscore) only; its members are read-only as in CPython."""
    if name.startswith("_"):
        object.__setattr__(instance, name, value)
    elif name == "dialect" or (name == "line_num" and kind == "reader"):
        raise AttributeError("readonly attribute")
    else:
        raise AttributeError(f"'_csv.{kind}' object has no attribute '{name}'")


def _raise_parse_error(error):
    is_value, message = error[0], error[1]
    if is_value:
        raise ValueError(message)
    raise Error(message)


# --- reading

# Slots of a reader's batch state (a list, which the per-record paths reach in one attribute
# load): the records, the index of the next one to hand out, their count, the line number after
# each, and the line number before the batch.
_ROWS, _NEXT, _COUNT, _NUMS, _LINE = range(5)


class reader:
    """CSV records from an iterable of lines: each record a list of fields."""

    __module__ = "_csv"

    def __init__(self, *args, **kwargs):
        source, dialect = _unpack(args)
        lines = iter(source)
        self._dialect = _make_dialect(dialect, kwargs)
        self._s = [[], 0, 0, None, 0]
        # Short field values already made, per column (see _garter_csv): equal values of a
        # column come out as one str object.
        self._memo = []
        self._error = None
        self._done = False
        self._size = 8
        if type(source) is list or type(source) is tuple:
            self._mode = 1
            self._lines = source
            self._at = 0
        elif type(source) in _CSV_TEXT_SOURCES:
            self._mode = 2
            self._source = source
            self._ends = None
            self._start = None
        else:
            self._mode = 0
            self._lines = lines

    def __iter__(self):
        return self

    def __next__(self):
        s = self._s
        i = s[1]
        if i < s[2]:
            s[1] = i + 1
            return s[0][i]
        return self._refill()

    @property
    def line_num(self):
        s = self._s
        i = s[_NEXT]
        if i:
            return s[_NUMS][i - 1]
        return s[_LINE]

    @property
    def dialect(self):
        return self._dialect

    def __getattr__(self, name):
        raise AttributeError(f"'_csv.reader' object has no attribute '{name}'")

    def __setattr__(self, name, value):
        _set_member(self, "reader", name, value)

    def _refill(self):
        """The next record once the batch is used up: a parse error the batch ended with, or
        the first record of a new batch (which counts as handed out)."""
        s = self._s
        if s[_COUNT]:
            s[_LINE] = s[_NUMS][s[_COUNT] - 1]
            s[_ROWS] = []
            s[_NEXT] = s[_COUNT] = 0
        error = self._error
        if error is not None:
            self._error = None
            s[_LINE] = error[2]
            _raise_parse_error(error)
        if self._done:
            raise StopIteration
        mode = self._mode
        if mode == 0:
            return self._next_line_by_line()
        if mode == 1:
            rows, nums, self._at, _, self._error, _, self._done = _garter_csv.parse_lines(
                self._dialect._params, self._lines, self._at, s[_LINE], _field_limit, self._size, None, True,
                self._memo)
        else:
            source = self._source
            text, pos, byte, linemode = source._lend(self)
            self._start = (pos, byte)
            rows, nums, self._ends, pos, byte, _, self._error = _garter_csv.parse_text(
                self._dialect._params, text, pos, byte, linemode, s[_LINE], _field_limit, self._size, self._memo)
            source._place(pos, byte)
        if self._size < 4096:
            self._size *= 4
        if rows:
            s[_ROWS] = rows
            s[_NUMS] = nums
            s[_COUNT] = len(rows)
            s[_NEXT] = 1
            return rows[0]
        if self._error is not None:
            return self._refill()
        if mode == 1:
            self._done = True
        raise StopIteration

    def _give_back(self, source):
        """The StringIO this reader borrowed is used otherwise: put its position back after the
        last record handed out and forget the records read ahead."""
        s = self._s
        i = s[_NEXT]
        if i < s[_COUNT] or self._error is not None:
            if i:
                pos, byte = self._ends[2 * i - 2], self._ends[2 * i - 1]
                s[_LINE] = s[_NUMS][i - 1]
            else:
                pos, byte = self._start
            source._place(pos, byte)
            s[_ROWS] = []
            s[_NEXT] = s[_COUNT] = 0
            self._error = None

    def _next_line_by_line(self):
        """The next record from a generic iterable, pulling lines only as the record needs."""
        lines = self._lines
        params = self._dialect._params
        s = self._s
        state = None
        while True:
            try:
                line = next(lines)
            except StopIteration:
                if state is not None:
                    code, fields, field, numeric = state
                    if field or code == _IN_QUOTED_FIELD:
                        if params[6]:
                            raise Error("unexpected end of data") from None
                        fields.append(float(field) if numeric else field)
                        return fields
                raise
            rows, _, _, s[_LINE], error, state, _ = _garter_csv.parse_lines(
                params, [line], 0, s[_LINE], _field_limit, 1, state, False, None)
            if error is not None:
                _raise_parse_error(error)
            if rows:
                return rows[0]


# Slots of a DictReader's state: the batch state of its reader (None unless it is a batched
# reader), the dicts made for that reader's current records (None for blank rows), the index
# of the record the first dict belongs to, the record list they were made from, line_num.
_STATE, _DICTS, _FIRST, _MADE, _LINE_NUM = range(5)


class DictReader:
    """Records as dicts keyed by the field names (the first record unless given)."""

    def __init__(self, f, fieldnames=None, restkey=None, restval=None, dialect="excel", *args, **kwds):
        self._fieldnames = fieldnames
        self._restkey = restkey
        self._restval = restval
        self._b = [None, None, 0, None, 0]
        self.reader = reader(f, dialect, *args, **kwds)
        self.dialect = dialect

    def __iter__(self):
        return self

    @property
    def reader(self):
        return self._reader

    @reader.setter
    def reader(self, value):
        self._reader = value
        batched = type(value) is reader and value._mode != 0
        self._b[_STATE] = value._s if batched else None
        self._b[_MADE] = None

    @property
    def line_num(self):
        return self._b[_LINE_NUM]

    @line_num.setter
    def line_num(self, value):
        self._b[_LINE_NUM] = value

    @property
    def fieldnames(self):
        if self._fieldnames is None:
            try:
                self._fieldnames = next(self._reader)
            except StopIteration:
                pass
        self._b[_LINE_NUM] = self._reader.line_num
        return self._fieldnames

    @fieldnames.setter
    def fieldnames(self, value):
        self._fieldnames = value
        self._b[_MADE] = None

    @property
    def restkey(self):
        return self._restkey

    @restkey.setter
    def restkey(self, value):
        self._restkey = value
        self._b[_MADE] = None

    @property
    def restval(self):
        return self._restval

    @restval.setter
    def restval(self, value):
        self._restval = value
        self._b[_MADE] = None

    def __next__(self):
        b = self._b
        s = b[0]
        if s is not None:
            i = s[1]
            if i < s[2] and b[3] is s[0]:
                d = b[1][i - b[2]]
                if d is not None:
                    s[1] = i + 1
                    b[4] = s[3][i]
                    return d
        return self._next_record()

    def _next_record(self):
        """The next dict, however the reader stands: skipping blank rows, refilling the batch,
        making the dicts of a new batch, or row by row when the reader is not batched."""
        b = self._b
        if b[_LINE_NUM] == 0:
            self.fieldnames
        s = b[_STATE]
        if s is None:
            return self._next_row_by_row()
        while True:
            i = s[_NEXT]
            if i < s[_COUNT]:
                s[_NEXT] = i + 1
            else:
                self._reader._refill()
                i = 0
            rows = s[_ROWS]
            b[_LINE_NUM] = s[_NUMS][i]
            if b[_MADE] is not rows:
                b[_DICTS] = _garter_csv.make_dicts(self.fieldnames, rows, i, self._restkey, self._restval)
                b[_FIRST] = i
                b[_MADE] = rows
            dicts = b[_DICTS]
            if dicts is None:
                row = rows[i]
                if row != []:
                    return self._as_dict(row)
            else:
                d = dicts[i - b[_FIRST]]
                if d is not None:
                    return d

    def _next_row_by_row(self):
        row = next(self._reader)
        self._b[_LINE_NUM] = self._reader.line_num
        while row == []:
            row = next(self._reader)
        return self._as_dict(row)

    def _as_dict(self, row):
        fieldnames = self.fieldnames
        d = dict(zip(fieldnames, row))
        lf = len(fieldnames)
        lr = len(row)
        if lf < lr:
            d[self.restkey] = row[lf:]
        elif lf > lr:
            for key in fieldnames[lr:]:
                d[key] = self.restval
        return d


# --- writing

def _is_number(value):
    """CPython's PyNumber_Check: what QUOTE_NONNUMERIC leaves unquoted."""
    if isinstance(value, (int, float)):
        return True
    kind = type(value)
    return any(hasattr(kind, name) for name in ("__index__", "__int__", "__float__", "__complex__"))


class writer:
    """Writes records to a file-like object (anything with a write method)."""

    __module__ = "_csv"

    def __init__(self, *args, **kwargs):
        target, dialect = _unpack(args)
        write = getattr(target, "write", None)
        if write is None or not callable(write):
            raise TypeError('argument 1 must have a "write" method')
        self._write = write
        self._dialect = _make_dialect(dialect, kwargs)
        # A StringIO takes many records in one write with the same result.
        self._bulk = type(target) in _CSV_TEXT_SOURCES

    @property
    def dialect(self):
        return self._dialect

    def __getattr__(self, name):
        raise AttributeError(f"'_csv.writer' object has no attribute '{name}'")

    def __setattr__(self, name, value):
        _set_member(self, "writer", name, value)

    def writerow(self, row):
        text, _, problem = _garter_csv.format_rows(self._dialect._params, (row,), 0)
        if problem is None:
            return self._write(text)
        if problem is True:
            return self._write(self._format(row))
        raise Error(problem)

    def writerows(self, rows):
        if self._bulk and (type(rows) is list or type(rows) is tuple):
            params = self._dialect._params
            i = 0
            while i < len(rows):
                text, i, problem = _garter_csv.format_rows(params, rows, i)
                if text:
                    self._write(text)
                if problem is True:
                    self._write(self._format(rows[i]))
                    i += 1
                elif problem is not None:
                    raise Error(problem)
            return None
        for row in rows:
            self.writerow(row)
        return None

    def _format(self, row):
        """A record of any iterable of fields, each turned into text by str() (a str as it is)."""
        try:
            fields = iter(row)
        except TypeError:
            raise Error(f"iterable expected, not {type(row).__name__}") from None
        texts = []
        numeric = []
        for field in fields:
            if isinstance(field, str):
                texts.append(str.__str__(field))
            elif field is None:
                texts.append("")
            else:
                texts.append(str(field))
            numeric.append(field is not None and _is_number(field))
        line, problem = _garter_csv.join_fields(self._dialect._params, texts, numeric)
        if line is None:
            raise Error(problem)
        return line


class DictWriter:
    """Writes dicts as records, their values in the order of the field names."""

    def __init__(self, f, fieldnames, restval="", extrasaction="raise", dialect="excel", *args, **kwds):
        self.fieldnames = fieldnames
        self.restval = restval
        if extrasaction.lower() not in ("raise", "ignore"):
            raise ValueError("extrasaction (%s) must be 'raise' or 'ignore'" % extrasaction)
        self.extrasaction = extrasaction
        self.writer = writer(f, dialect, *args, **kwds)

    def writeheader(self):
        header = dict(zip(self.fieldnames, self.fieldnames))
        return self.writerow(header)

    def _dict_to_list(self, rowdict):
        if self.extrasaction == "raise":
            wrong_fields = rowdict.keys() - self.fieldnames
            if wrong_fields:
                raise ValueError("dict contains fields not in fieldnames: "
                                 + ", ".join([repr(x) for x in wrong_fields]))
        return [rowdict.get(key, self.restval) for key in self.fieldnames]

    def writerow(self, rowdict):
        return self.writer.writerow(self._dict_to_list(rowdict))

    def writerows(self, rowdicts):
        w = self.writer
        if type(w) is writer and w._bulk and (type(rowdicts) is list or type(rowdicts) is tuple):
            check = self.extrasaction == "raise"
            i = 0
            while i < len(rowdicts):
                rows, j = _garter_csv.dict_rows(self.fieldnames, rowdicts, i, self.restval, check)
                if rows:
                    w.writerows(rows)
                if j < len(rowdicts):
                    w.writerow(self._dict_to_list(rowdicts[j]))
                    j += 1
                i = j
            return None
        return w.writerows(map(self._dict_to_list, rowdicts))


# --- named dialects

class Dialect:
    """Describe a CSV dialect.

    This must be subclassed (see csv.excel).  Valid attributes are:
    delimiter, quotechar, escapechar, doublequote, skipinitialspace,
    lineterminator, quoting.

    """
    _name = ""
    _valid = False
    delimiter = None
    quotechar = None
    escapechar = None
    doublequote = None
    skipinitialspace = None
    lineterminator = None
    quoting = None

    def __init__(self):
        if self.__class__ != Dialect:
            self._valid = True
        self._validate()

    def _validate(self):
        try:
            _make_dialect(self, {})
        except TypeError as e:
            raise Error(str(e))


class excel(Dialect):
    """Describe the usual properties of Excel-generated CSV files."""
    delimiter = ','
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = '\r\n'
    quoting = QUOTE_MINIMAL


register_dialect("excel", excel)


class excel_tab(excel):
    """Describe the usual properties of Excel-generated TAB-delimited files."""
    delimiter = '\t'


register_dialect("excel-tab", excel_tab)


class unix_dialect(Dialect):
    """Describe the usual properties of Unix-generated CSV files."""
    delimiter = ','
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = '\n'
    quoting = QUOTE_ALL


register_dialect("unix", unix_dialect)


class Sniffer:
    """Guesses the dialect of a sample of CSV text, and whether it starts with a header."""

    def __init__(self):
        # in case there is more than one possible delimiter
        self.preferred = [',', '\t', ';', ' ', ':']

    def sniff(self, sample, delimiters=None):
        """A dialect class for `sample`; Error when no delimiter stands out."""
        quotechar, doublequote, delimiter, skipinitialspace = self._guess_quote_and_delimiter(sample, delimiters)
        if not delimiter:
            delimiter, skipinitialspace = self._guess_delimiter(sample, delimiters)
        if not delimiter:
            raise Error("Could not determine delimiter")

        class dialect(Dialect):
            _name = "sniffed"
            lineterminator = '\r\n'
            quoting = QUOTE_MINIMAL

        dialect.doublequote = doublequote
        dialect.delimiter = delimiter
        dialect.quotechar = quotechar or '"'
        dialect.skipinitialspace = skipinitialspace
        return dialect

    def _guess_quote_and_delimiter(self, data, delimiters):
        import _csv_sniffer
        return _csv_sniffer.quote_and_delimiter(data, delimiters)

    def _guess_delimiter(self, data, delimiters):
        import _csv_sniffer
        return _csv_sniffer.consistent_delimiter(data, delimiters, self.preferred)

    def has_header(self, sample):
        """Whether the first row of `sample` looks like a header: a vote over the columns whose
        later rows agree on a kind (numbers, or strings of one length) the header's cell does
        not have."""
        import _csv_sniffer
        rows = reader(StringIO(sample), self.sniff(sample))
        header = next(rows)
        columns = len(header)
        kinds = {}
        for i in range(columns):
            kinds[i] = None
        checked = 0
        for row in rows:
            if checked > 20:
                break
            checked += 1
            if len(row) != columns:
                continue
            for col in list(kinds.keys()):
                try:
                    complex(row[col])
                    kind = complex
                except (ValueError, OverflowError):
                    kind = len(row[col])
                if kind != kinds[col]:
                    if kinds[col] is None:
                        kinds[col] = kind
                    else:
                        del kinds[col]
        votes = 0
        for col, kind in kinds.items():
            if type(kind) == type(0):
                votes += 1 if len(header[col]) != kind else -1
            else:
                try:
                    kind(header[col])
                except (ValueError, TypeError):
                    votes += 1
                else:
                    votes -= 1
        return votes > 0
