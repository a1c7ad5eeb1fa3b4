"""Evaluation of string annotations for typing.get_type_hints: Garter has no eval(), so this
reads the small expression language annotations use (names, dotted names, subscripts, `|`,
None, string and number literals, `...`, lists for Callable) and evaluates it, looking names
up through the function it is given."""

_PUNCTUATION = "[](),|.-"
_MAX_DEPTH = 100


def _next_token(text, position):
    """The token starting at or after `position` as (kind, value, end): kind is "name",
    "number", "string", "ellipsis", a punctuation character, or None at the end of the text."""
    length = len(text)
    while position < length and text[position].isspace():
        position += 1
    if position >= length:
        return None, None, position
    char = text[position]
    if char.isalpha() or char == "_":
        end = position
        while end < length and (text[end].isalnum() or text[end] == "_"):
            end += 1
        return "name", text[position:end], end
    if char.isdigit():
        end = position
        while end < length and (text[end].isdigit() or text[end] in "._"):
            end += 1
        number = text[position:end]
        return "number", float(number) if "." in number else int(number), end
    if char in "'\"":
        end, value = _string(text, position)
        return "string", value, end
    if text.startswith("...", position):
        return "ellipsis", ..., position + 3
    if char in _PUNCTUATION:
        return char, char, position + 1
    raise SyntaxError(f"invalid character {char!r} in annotation")


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
        self.text = text
        self.position = 0
        self.lookahead = None
        self.depth = 0

    def peek(self):
        """The kind of the next token, read when first asked for (so an error deep inside a
        huge annotation stops the reading there)."""
        if self.lookahead is None:
            kind, value, self.position = _next_token(self.text, self.position)
            self.lookahead = (kind, value)
        return self.lookahead[0]

    def take(self, kind):
        if self.peek() != kind:
            raise SyntaxError("invalid syntax in annotation")
        value = self.lookahead[1]
        self.lookahead = None
        return value

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
