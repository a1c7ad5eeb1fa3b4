"""String constants and classes, as CPython 3.11's string module: the character sets,
`capwords`, `Template` ($-substitution) and `Formatter`."""

whitespace = " \t\n\r\x0b\x0c"
ascii_lowercase = "abcdefghijklmnopqrstuvwxyz"
ascii_uppercase = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
ascii_letters = ascii_lowercase + ascii_uppercase
digits = "0123456789"
hexdigits = digits + "abcdef" + "ABCDEF"
octdigits = "01234567"
punctuation = r"""!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~"""
printable = digits + ascii_letters + punctuation + whitespace


def capwords(s, sep=None):
    return (sep or " ").join(map(str.capitalize, s.split(sep)))


_IDENTIFIER_START = ascii_letters + "_"
_IDENTIFIER_REST = _IDENTIFIER_START + digits


class Template:
    """`$name`, `${name}` and `$$` substitution."""

    delimiter = "$"

    def __init__(self, template):
        self.template = template

    def _scan(self, mapping, safe):
        text = self.template
        out = []
        i = 0
        n = len(text)
        delimiter = self.delimiter
        while i < n:
            j = text.find(delimiter, i)
            if j < 0:
                out.append(text[i:])
                break
            out.append(text[i:j])
            k = j + len(delimiter)
            if text.startswith(delimiter, k):
                out.append(delimiter)
                i = k + len(delimiter)
                continue
            braced = k < n and text[k] == "{"
            start = k + 1 if braced else k
            end = start
            if end < n and text[end] in _IDENTIFIER_START and (text[end].isascii()):
                end += 1
                while end < n and text[end] in _IDENTIFIER_REST:
                    end += 1
            name = text[start:end]
            if not name or (braced and (end >= n or text[end] != "}")):
                if safe:
                    out.append(delimiter)
                    i = k
                    continue
                self._invalid(k)
            i = end + 1 if braced else end
            if name in mapping:
                out.append(str(mapping[name]))
            elif safe:
                out.append(text[j:i])
            else:
                raise KeyError(name)
        return "".join(out)

    def _invalid(self, index):
        lines = self.template[:index].splitlines(keepends=True)
        if not lines:
            colno, lineno = 1, 1
        else:
            colno = index - len("".join(lines[:-1]))
            lineno = len(lines)
        raise ValueError(f"Invalid placeholder in string: line {lineno}, col {colno}")

    def substitute(self, mapping=None, /, **kws):
        return self._scan(_merge(mapping, kws), False)

    def safe_substitute(self, mapping=None, /, **kws):
        return self._scan(_merge(mapping, kws), True)

    def get_identifiers(self):
        found = []
        text = self.template
        i = 0
        while True:
            j = text.find(self.delimiter, i)
            if j < 0:
                return found
            k = j + len(self.delimiter)
            if text.startswith(self.delimiter, k):
                i = k + len(self.delimiter)
                continue
            start = k + 1 if text[k : k + 1] == "{" else k
            end = start
            while end < len(text) and text[end] in (_IDENTIFIER_REST if end > start else _IDENTIFIER_START):
                end += 1
            name = text[start:end]
            if name and name not in found:
                found.append(name)
            i = max(end, k)

    def is_valid(self):
        try:
            self._scan(_AnyName(), False)
        except ValueError:
            return False
        return True


class _AnyName:
    """A mapping holding every name, for checking a template's placeholders."""

    def __contains__(self, name):
        return True

    def __getitem__(self, name):
        return ""


def _merge(mapping, kws):
    if mapping is None:
        return kws
    if not kws:
        return mapping
    merged = dict(mapping)
    merged.update(kws)
    return merged


class Formatter:
    """`str.format` as overridable steps."""

    def format(self, format_string, /, *args, **kwargs):
        return self.vformat(format_string, args, kwargs)

    def vformat(self, format_string, args, kwargs):
        used_args = set()
        result, _ = self._vformat(format_string, args, kwargs, used_args, 2)
        self.check_unused_args(used_args, args, kwargs)
        return result

    def _vformat(self, format_string, args, kwargs, used_args, recursion_depth, auto_arg_index=0):
        """The formatted text, through the overridable steps (parse, get_field, convert_field,
        format_field), and the next automatic field number (False once numbering is manual)."""
        if recursion_depth < 0:
            raise ValueError("Max string recursion exceeded")
        switch = "cannot switch from manual field specification to automatic field numbering"
        result = []
        for literal_text, field_name, format_spec, conversion in self.parse(format_string):
            if literal_text:
                result.append(literal_text)
            if field_name is None:
                continue
            if field_name == "":
                if auto_arg_index is False:
                    raise ValueError(switch)
                field_name = str(auto_arg_index)
                auto_arg_index += 1
            elif field_name.isdigit():
                if auto_arg_index:
                    raise ValueError(switch)
                auto_arg_index = False
            obj, arg_used = self.get_field(field_name, args, kwargs)
            used_args.add(arg_used)
            obj = self.convert_field(obj, conversion)
            format_spec, auto_arg_index = self._vformat(
                format_spec, args, kwargs, used_args, recursion_depth - 1, auto_arg_index=auto_arg_index
            )
            result.append(self.format_field(obj, format_spec))
        return "".join(result), auto_arg_index

    def get_field(self, field_name, args, kwargs):
        first, rest = _split_field_name(field_name)
        obj = self.get_value(first, args, kwargs)
        for is_attribute, key in rest:
            obj = getattr(obj, key) if is_attribute else obj[key]
        return obj, first

    def check_unused_args(self, used_args, args, kwargs):
        pass

    def parse(self, format_string):
        """(literal text, field name, format spec, conversion) for each replacement field, as
        `str.format` reads them; the last item's field is None when the text ends without one."""
        result = []
        literal = []
        i = 0
        n = len(format_string)
        while i < n:
            ch = format_string[i]
            if ch in "{}" and format_string[i + 1 : i + 2] == ch:
                literal.append(ch)
                result.append(("".join(literal), None, None, None))
                literal = []
                i += 2
                continue
            if ch == "}":
                raise ValueError("Single '}' encountered in format string")
            if ch != "{":
                literal.append(ch)
                i += 1
                continue
            depth = 1
            j = i + 1
            while j < n and depth:
                if format_string[j] == "{":
                    depth += 1
                elif format_string[j] == "}":
                    depth -= 1
                j += 1
            if depth:
                raise ValueError("expected '}' before end of string")
            field = format_string[i + 1 : j - 1]
            name, conversion, spec = field, None, ""
            bracket = 0
            for k, c in enumerate(field):
                if c == "[":
                    bracket += 1
                elif c == "]":
                    bracket -= 1
                elif c in "!:" and not bracket:
                    name = field[:k]
                    rest = field[k:]
                    if rest.startswith("!"):
                        conversion = rest[1:2]
                        rest = rest[2:]
                        if rest and not rest.startswith(":"):
                            raise ValueError("expected ':' after conversion specifier")
                    spec = rest[1:] if rest.startswith(":") else ""
                    break
            result.append(("".join(literal), name, spec, conversion))
            literal = []
            i = j
        if literal:
            result.append(("".join(literal), None, None, None))
        return result

    def get_value(self, key, args, kwargs):
        if isinstance(key, int):
            return args[key]
        return kwargs[key]

    def format_field(self, value, format_spec):
        return format(value, format_spec)

    def convert_field(self, value, conversion):
        if conversion is None:
            return value
        if conversion == "s":
            return str(value)
        if conversion == "r":
            return repr(value)
        if conversion == "a":
            return ascii(value)
        raise ValueError(f"Unknown conversion specifier {conversion!s}")


def _split_field_name(field_name):
    """`a.b[0]` as ('a', [(True, 'b'), (False, 0)]): the first name (an int if all digits), then
    attribute names and item keys (ints when all digits)."""
    end = 0
    while end < len(field_name) and field_name[end] not in ".[":
        end += 1
    first = field_name[:end]
    if first.isdigit():
        first = int(first)
    rest = []
    i = end
    while i < len(field_name):
        if field_name[i] == ".":
            j = i + 1
            while j < len(field_name) and field_name[j] not in ".[":
                j += 1
            if j == i + 1:
                raise ValueError("Empty attribute in format string")
            rest.append((True, field_name[i + 1 : j]))
            i = j
        elif field_name[i] == "[":
            j = field_name.find("]", i)
            if j < 0:
                raise ValueError("Missing ']' in format string")
            if j == i + 1:
                raise ValueError("Empty attribute in format string")
            key = field_name[i + 1 : j]
            rest.append((False, int(key) if key.isdigit() else key))
            i = j + 1
            if i < len(field_name) and field_name[i] not in ".[":
                raise ValueError("Only '.' or '[' may follow ']' in format field specifier")
        else:
            raise ValueError("Only '.' or '[' may follow ']' in format field specifier")
    return first, rest
