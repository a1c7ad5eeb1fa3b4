"""The path language of ElementTree's find/findall/findtext/iterfind (CPython 3.11's ElementPath
subset): tags (with `{uri}`, `{*}` and `prefix:` forms), `*`, `.`, `..`, `//`, and the
predicates `[@attr]`, `[@attr='v']`, `[@attr!='v']`, `[tag]`, `[tag='text']`,
`[tag!='text']`, `[.='text']`, `[n]`, `[last()]` and `[last()-n]`. A path is compiled once
into a list of selectors (each maps the list of context elements to the next), kept in a
small cache as CPython keeps its compiled paths."""

import re

_TOKEN = re.compile(
    r"('[^']*'|\"[^\"]*\"|::|//?|\.\.|\(\)|!=|[/.*:\[\]\(\)@=])"
    r"|((?:\{[^}]+\})?[^/\[\]\(\)@!=\s]+)|\s+"
)

_cache = {}


def _tokens(pattern, namespaces):
    default = namespaces.get("") if namespaces else None
    attribute = False
    out = []
    for match in _TOKEN.finditer(pattern):
        op, tag = match.group(1) or "", match.group(2) or ""
        if not op and not tag:
            continue
        if tag and tag[0] != "{":
            if ":" in tag:
                prefix, local = tag.split(":", 1)
                if namespaces:
                    if prefix not in namespaces:
                        raise SyntaxError("prefix %r not found in prefix map" % prefix)
                    tag = "{%s}%s" % (namespaces[prefix], local)
            elif default and not attribute:
                tag = "{%s}%s" % (default, tag)
        out.append((op, tag))
        attribute = op == "@"
    return out


def _tag_test(tag):
    """A function telling whether an element's tag matches `tag` (which may use wildcards)."""
    if tag == "*":
        return lambda t: True
    if tag == "{*}*":
        return lambda t: isinstance(t, str)
    if tag == "{}*":
        return lambda t: isinstance(t, str) and t[:1] != "{"
    if tag[:3] == "{*}":
        local = tag[3:]
        brace = "}" + local
        return lambda t: isinstance(t, str) and (t == local or t.endswith(brace))
    if tag[-2:] == "}*":
        prefix = tag[:-1]
        return lambda t: isinstance(t, str) and t.startswith(prefix)
    if tag[:2] == "{}":
        tag = tag[2:]
    return lambda t: t == tag


def _children(test):
    def select(context, items):
        for elem in items:
            for child in elem:
                if test(child.tag):
                    yield child

    return select


def _star(context, items):
    for elem in items:
        yield from elem


def _self(context, items):
    yield from items


def _parents(context, items):
    parents = context.parents()
    seen = set()
    for elem in items:
        parent = parents.get(elem)
        if parent is not None and id(parent) not in seen:
            seen.add(id(parent))
            yield parent


def _descendants(tag):
    """`//tag`: the descendants (never the context element itself) whose tag matches."""
    test = _tag_test(tag)

    def select(context, items):
        for elem in items:
            for child in elem.iter():
                if child is not elem and test(child.tag):
                    yield child

    return select


def _predicate(tokens, position):
    """The selector of the predicate starting after `[` at `position`, and where it ends."""
    signature = []
    values = []
    while True:
        if position >= len(tokens):
            raise SyntaxError("invalid predicate")
        op, tag = tokens[position]
        position += 1
        if op == "]":
            break
        if op == "" and tag == "":
            continue
        if op and op[:1] in "'\"":
            signature.append("'")
            values.append(op[1:-1])
        elif tag and op == "":
            signature.append("-")
            values.append(tag)
        else:
            signature.append(op)
            values.append(tag)
    sig = "".join(signature)
    if sig == "@-":
        key = values[1]
        return (lambda c, items: (e for e in items if e.get(key) is not None)), position
    if sig in ("@-='", "@-!='"):
        key, value = values[1], values[-1]
        if "!=" in sig:
            return (lambda c, items: (e for e in items if e.get(key) is not None and e.get(key) != value)), position
        return (lambda c, items: (e for e in items if e.get(key) == value)), position
    if sig == "-" and not re.match(r"\-?\d+$", values[0]):
        test = _tag_test(values[0])
        return (lambda c, items: (e for e in items if any(test(x.tag) for x in e))), position
    if sig in ("-='", "-!='", ".='", ".!='"):
        value = values[-1]
        negate = "!=" in sig
        if sig[0] == ".":
            return (lambda c, items: (e for e in items if ("".join(e.itertext()) == value) != negate)), position
        test = _tag_test(values[0])

        def match_child(c, items):
            for e in items:
                for child in e:
                    if test(child.tag) and ("".join(child.itertext()) == value) != negate:
                        yield e
                        break

        return match_child, position
    if sig in ("-", "-()", "-()-"):
        if sig == "-":
            index = int(values[0]) - 1
            if index < 0:
                raise SyntaxError("XPath position >= 1 expected")
        else:
            if values[0] != "last":
                raise SyntaxError("unsupported function")
            if sig == "-()-":
                try:
                    index = int(values[-1]) - 1
                except ValueError:
                    raise SyntaxError("unsupported expression") from None
                if index > -2:
                    raise SyntaxError("XPath offset from last() must be negative")
            else:
                index = -1

        def select(context, items):
            parents = context.parents()
            for e in items:
                parent = parents.get(e)
                if parent is None:
                    continue
                same = [x for x in parent if x.tag == e.tag]
                try:
                    if same[index] is e:
                        yield e
                except IndexError:
                    pass

        return select, position
    raise SyntaxError("invalid predicate")


def _compile(path, namespaces):
    if path[-1:] == "/":
        path = path + "*"
    tokens = _tokens(path, namespaces)
    if tokens and tokens[0][0] == "/":
        raise SyntaxError("cannot use absolute path on element")
    selectors = []
    position = 0
    while position < len(tokens):
        op, tag = tokens[position]
        position += 1
        if op == "" and tag:
            selectors.append(_children(_tag_test(tag)))
        elif op == "*":
            selectors.append(_star)
        elif op == ".":
            selectors.append(_self)
        elif op == "..":
            selectors.append(_parents)
        elif op == "//":
            if position >= len(tokens):
                raise SyntaxError("invalid descendant")
            nop, ntag = tokens[position]
            position += 1
            if nop == "*":
                ntag = "*"
            elif not ntag:
                raise SyntaxError("invalid descendant")
            selectors.append(_descendants(ntag))
        elif op == "[":
            selector, position = _predicate(tokens, position)
            selectors.append(selector)
        else:
            raise SyntaxError("invalid path")
        if position < len(tokens) and tokens[position][0] == "/":
            position += 1
            if position >= len(tokens):
                raise SyntaxError("invalid path")
    return selectors


class _Context:
    """The root of a search, with its parent map built when `..` or a position needs it."""

    def __init__(self, root):
        self.root = root
        self._parents = None

    def parents(self):
        if self._parents is None:
            self._parents = {}
            for parent in self.root.iter():
                for child in parent:
                    self._parents[child] = parent
        return self._parents


def iterfind(elem, path, namespaces=None):
    key = (path, tuple(sorted(namespaces.items())) if namespaces else None)
    selectors = _cache.get(key)
    if selectors is None:
        selectors = _compile(path, namespaces)
        if len(_cache) > 100:
            _cache.clear()
        _cache[key] = selectors
    context = _Context(elem)
    items = [elem]
    for selector in selectors:
        items = selector(context, items)
    return iter(items)


def find(elem, path, namespaces=None):
    return next(iterfind(elem, path, namespaces), None)


def findall(elem, path, namespaces=None):
    return list(iterfind(elem, path, namespaces))


def findtext(elem, path, default=None, namespaces=None):
    found = find(elem, path, namespaces)
    if found is None:
        return default
    return found.text or ""
