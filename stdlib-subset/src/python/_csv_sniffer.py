"""The guessing behind csv.Sniffer, as CPython 3.11 guesses: a quote character and delimiter
from quoted fields, else the delimiter whose count per line is the most consistent."""

import re

_QUOTED_FIELD_PATTERNS = (
    r'(?P<delim>[^\w\n"\'])(?P<space> ?)(?P<quote>["\']).*?(?P=quote)(?P=delim)',  # ,".*?",
    r'(?:^|\n)(?P<quote>["\']).*?(?P=quote)(?P<delim>[^\w\n"\'])(?P<space> ?)',  # ".*?",
    r'(?P<delim>[^\w\n"\'])(?P<space> ?)(?P<quote>["\']).*?(?P=quote)(?:$|\n)',  # ,".*?"
    r'(?:^|\n)(?P<quote>["\']).*?(?P=quote)(?:$|\n)',  # ".*?" alone on its line
)


def quote_and_delimiter(data, delimiters):
    """`(quotechar, doublequote, delimiter, skipinitialspace)` from text between two equal
    quotes with the same character on both sides; the commonest quote and delimiter win.
    `('', False, None, 0)` when there is no quoted field."""
    matches = []
    for pattern in _QUOTED_FIELD_PATTERNS:
        regexp = re.compile(pattern, re.DOTALL | re.MULTILINE)
        matches = regexp.findall(data)
        if matches:
            break
    if not matches:
        return ('', False, None, 0)
    groups = regexp.groupindex
    quotes = {}
    delims = {}
    spaces = 0
    for m in matches:
        key = m[groups['quote'] - 1]
        if key:
            quotes[key] = quotes.get(key, 0) + 1
        if 'delim' not in groups:
            continue
        key = m[groups['delim'] - 1]
        if key and (delimiters is None or key in delimiters):
            delims[key] = delims.get(key, 0) + 1
        if 'space' not in groups:
            continue
        if m[groups['space'] - 1]:
            spaces += 1
    quotechar = max(quotes, key=quotes.get)
    if delims:
        delim = max(delims, key=delims.get)
        skipinitialspace = delims[delim] == spaces
        if delim == '\n':  # most likely a single column
            delim = ''
    else:
        delim = ''  # a single column of quoted fields
        skipinitialspace = 0
    # A quote inside a quoted field between delimiters means quotes are doubled.
    doubled = re.compile(
        r"((%(delim)s)|^)\W*%(quote)s[^%(delim)s\n]*%(quote)s[^%(delim)s\n]*%(quote)s\W*((%(delim)s)|$)"
        % {'delim': re.escape(delim), 'quote': quotechar}, re.MULTILINE)
    doublequote = bool(doubled.search(data))
    return (quotechar, doublequote, delim, skipinitialspace)


def _skips_space(line, delim):
    return line.count(delim) == line.count("%c " % delim)


def consistent_delimiter(data, delimiters, preferred):
    """`(delimiter, skipinitialspace)`: the character that occurs the same number of times on
    (nearly) every line, looking at ten more lines each round; `('', 0)` when none does."""
    lines = [line for line in data.split('\n') if line]
    ascii = [chr(c) for c in range(127)]
    chunk = min(10, len(lines))
    rounds = 0
    frequencies = {}  # character -> {count on a line: number of lines}
    modes = {}
    delims = {}
    start, end = 0, chunk
    while start < len(lines):
        rounds += 1
        for line in lines[start:end]:
            for char in ascii:
                table = frequencies.get(char, {})
                count = line.count(char)
                table[count] = table.get(count, 0) + 1
                frequencies[char] = table
        for char in frequencies.keys():
            items = list(frequencies[char].items())
            if len(items) == 1 and items[0][0] == 0:
                continue
            if len(items) > 1:
                mode = max(items, key=lambda item: item[1])
                items.remove(mode)
                # the mode, less the lines that disagree with it
                modes[char] = (mode[0], mode[1] - sum(item[1] for item in items))
            else:
                modes[char] = items[0]
        total = float(min(chunk * rounds, len(lines)))
        consistency = 1.0
        threshold = 0.9
        while len(delims) == 0 and consistency >= threshold:
            for char, (count, agreeing) in modes.items():
                if count > 0 and agreeing > 0:
                    if agreeing / total >= consistency and (delimiters is None or char in delimiters):
                        delims[char] = (count, agreeing)
            consistency -= 0.01
        if len(delims) == 1:
            delim = list(delims.keys())[0]
            return (delim, _skips_space(lines[0], delim))
        start = end
        end += chunk
    if not delims:
        return ('', 0)
    if len(delims) > 1:
        for delim in preferred:
            if delim in delims.keys():
                return (delim, _skips_space(lines[0], delim))
    ranked = [(v, k) for (k, v) in delims.items()]
    ranked.sort()
    delim = ranked[-1][1]
    return (delim, _skips_space(lines[0], delim))
