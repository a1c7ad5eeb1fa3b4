"""`strptime` for the datetime module: it returns the fields a format reads from a string, for
`datetime.strptime` to build its value from. The locale is always C, as a sandbox has no other.
(Formatting is `time.strftime`'s, in `_time_format`.)"""

_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
           "October", "November", "December"]
_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def _number(text, pos, min_digits, max_digits):
    end = pos
    while end < len(text) and end - pos < max_digits and text[end].isdigit() and text[end].isascii():
        end += 1
    if end - pos < min_digits:
        return None, pos
    return int(text[pos:end]), end


def _name(text, pos, names):
    for index, name in sorted(enumerate(names), key=lambda item: -len(item[1])):
        if text[pos : pos + len(name)].lower() == name.lower():
            return index, pos + len(name)
    return None, pos


_RANGES = {
    "m": (1, 12), "d": (1, 31), "H": (0, 23), "I": (1, 12), "M": (0, 59), "S": (0, 61),
    "j": (1, 366), "U": (0, 53), "W": (0, 53), "V": (1, 53), "u": (1, 7), "w": (0, 6),
}


def strptime(text, fmt):
    """The fields `fmt` reads from `text`, or ValueError with CPython's message."""
    fields = {}
    pos = 0
    i = 0
    mismatch = ValueError(f"time data {text!r} does not match format {fmt!r}")
    while i < len(fmt):
        ch = fmt[i]
        if ch.isspace():
            while pos < len(text) and text[pos].isspace():
                pos += 1
            i += 1
            continue
        if ch != "%" or i + 1 >= len(fmt):
            if pos >= len(text) or text[pos] != ch:
                raise mismatch
            pos += 1
            i += 1
            continue
        d = fmt[i + 1]
        i += 2
        value = None
        if d in "YmdHMSyjIfGVUWuw":
            widths = {"Y": (4, 4), "f": (1, 6), "j": (1, 3), "G": (4, 4), "u": (1, 1), "w": (1, 1)}
            low, high = widths.get(d, (1, 2))
            start = pos
            value, pos = _number(text, pos, low, high)
            if value is None or not _RANGES.get(d, (value, value))[0] <= value <= _RANGES.get(d, (value, value))[1]:
                raise mismatch
            if d == "f":
                value = int(text[start:pos].ljust(6, "0"))
            fields[d] = value
        elif d in "Bb" or d == "h":
            value, pos = _name(text, pos, _MONTHS if d == "B" else [m[:3] for m in _MONTHS])
            if value is None:
                value, pos = _name(text, pos, _MONTHS)
            if value is None:
                raise mismatch
            fields["m"] = value + 1
        elif d in "Aa":
            value, pos = _name(text, pos, _DAYS if d == "A" else [day[:3] for day in _DAYS])
            if value is None:
                value, pos = _name(text, pos, _DAYS)
            if value is None:
                raise mismatch
            fields["weekday"] = value
        elif d == "p":
            value, pos = _name(text, pos, ["AM", "PM"])
            if value is None:
                raise mismatch
            fields["p"] = value
        elif d == "z":
            if text[pos : pos + 1] == "Z":
                fields["z"] = 0
                pos += 1
                continue
            sign = text[pos : pos + 1]
            if sign not in ("+", "-"):
                raise mismatch
            rest = text[pos + 1 :]
            hh = rest[:2]
            if rest[2:3] == ":":
                mm = rest[3:5]
                length = 5
            else:
                mm = rest[2:4]
                length = 4
            if not (hh.isdigit() and mm.isdigit()):
                raise mismatch
            seconds = int(hh) * 3600 + int(mm) * 60
            pos += 1 + length
            fields["z"] = -seconds if sign == "-" else seconds
        elif d == "Z":
            for zone in ("UTC", "GMT"):
                if text.startswith(zone, pos):
                    fields["Z"] = zone
                    pos += 3
                    break
            else:
                raise mismatch
        elif d == "%":
            if text[pos : pos + 1] != "%":
                raise mismatch
            pos += 1
        else:
            raise ValueError(f"'{d}' is a bad directive in format '{fmt}'")
    if pos != len(text):
        raise ValueError(f"unconverted data remains: {text[pos:]}")
    return fields
