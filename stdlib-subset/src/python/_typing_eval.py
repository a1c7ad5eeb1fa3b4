"""Evaluation of string annotations for typing.get_type_hints: Garter has no eval(), so this
reads the small expression language annotations use (names, dotted names, subscripts, `|`,
None, string and number literals, `...`, lists for Callable) and evaluates it, looking names
up through the function it is given."""

_PUNCTUATION = "[](),|.-"
_MAX_DEPTH = 100


def _tokens(text):
    """The tokens of `text` as (kind, value) pairs; kind is "name", "number", "string",
    "ellipsis" or the punctuation character itself."""
    tokens = []
    position = 0
    length = len(text)
    while position < length:
        char = text[position]
        if char.isspace():
            position += 1
        elif char.isalpha() or char == "_":
            start = position
            while position < length and (text[position].isalnum() or text[position] == "_"):
                position += 1
            tokens.append(("name", text[start:position]))
        elif char.isdigit():
            start = position
            while position < length and (text[position].isdigit() or text[position] in "._"):
                position += 1
            number = text[start:position]
            tokens.append(("number", float(number) if "." in number else int(number)))
        elif char in "'\"":
            position, value = _string(text, position)
            tokens.append(("string", value))
        elif text.startswith("...", position):
            tokens.append(("ellipsis", ...))
            position += 3
        elif char in _PUNCTUATION:
            tokens.append((char, char))
            position += 1
        else:
            raise SyntaxError(f"invalid character {char!r} in annotation")
    return tokens


def _string(text, position):
    quote = text[position]
    position += 1
    pieces = []
    while position < len(text):
        char = text[position]
        if char == "\\" and position + 1 < len(text):
            pieces.append(text[position + 1])
            position += 2
        elif char == quote:
            return position + 1, "".join(pieces)
        else:
            pieces.append(char)
            position += 1
    raise SyntaxError("unterminated string in annotation")


_KEYWORDS = frozenset(
    "and as assert async await break class continue def del elif else except finally for from global if import "
    "in is lambda nonlocal not or pass raise return try while with yield".split()
)


class _Parser:
    """Reads an annotation into a tree of tuples: ("name", text), ("constant", value),
    ("attribute", node, name), ("subscript", node, key), ("or", left, right),
    ("tuple", items) and ("list", items)."""

    def __init__(self, text):
        self.tokens = _tokens(text)
        self.index = 0
        self.depth = 0

    def peek(self):
        return self.tokens[self.index][0] if self.index < len(self.tokens) else None

    def take(self, kind):
        if self.peek() != kind:
            raise SyntaxError("invalid syntax in annotation")
        token = self.tokens[self.index]
        self.index += 1
        return token[1]

    def expression(self):
        self.depth += 1
        if self.depth > _MAX_DEPTH:
            raise SyntaxError("annotation nested too deeply")
        node = self.postfix()
        while self.peek() == "|":
            self.take("|")
            node = ("or", node, self.postfix())
        self.depth -= 1
        return node

    def postfix(self):
        node = self.atom()
        while self.peek() in (".", "["):
            if self.take(self.peek()) == ".":
                node = ("attribute", node, self.take("name"))
            else:
                node = ("subscript", node, self.subscript())
                self.take("]")
        return node

    def subscript(self):
        items = [self.item()]
        is_tuple = False
        while self.peek() == ",":
            self.take(",")
            is_tuple = True
            if self.peek() == "]":
                break
            items.append(self.item())
        return ("tuple", items) if is_tuple else items[0]

    def item(self):
        if self.peek() != "[":
            return self.expression()
        self.take("[")
        items = []
        while self.peek() != "]":
            items.append(self.expression())
            if self.peek() != ",":
                break
            self.take(",")
        self.take("]")
        return ("list", items)

    def atom(self):
        kind = self.peek()
        if kind == "name":
            name = self.take("name")
            if name in _KEYWORDS:
                raise SyntaxError("invalid syntax in annotation")
            if name in ("None", "True", "False"):
                return ("constant", {"None": None, "True": True, "False": False}[name])
            return ("name", name)
        if kind in ("number", "string", "ellipsis"):
            return ("constant", self.take(kind))
        if kind == "-":
            self.take("-")
            return ("constant", -self.take("number"))
        if kind == "(":
            self.take("(")
            if self.peek() == ")":
                self.take(")")
                return ("constant", ())
            node = self.expression()
            self.take(")")
            return node
        raise SyntaxError("invalid syntax in annotation")


def _value(node, lookup):
    kind = node[0]
    if kind == "name":
        return lookup(node[1])
    if kind == "constant":
        return node[1]
    if kind == "attribute":
        return getattr(_value(node[1], lookup), node[2])
    if kind == "subscript":
        return _value(node[1], lookup)[_value(node[2], lookup)]
    if kind == "or":
        return _value(node[1], lookup) | _value(node[2], lookup)
    items = [_value(item, lookup) for item in node[1]]
    return tuple(items) if kind == "tuple" else items


def evaluate(text, lookup):
    """The value of annotation `text`, with each name given by `lookup(name)` (which raises
    NameError for names it does not know); SyntaxError if it is not an annotation expression."""
    parser = _Parser(text)
    tree = parser.expression()
    if parser.peek() is not None:
        raise SyntaxError("invalid syntax in annotation")
    return _value(tree, lookup)
