"""typing.get_type_hints: annotations with their forward references resolved. Garter has no
eval(), so a string annotation is read here in the small expression language annotations use
(names, dotted names, subscripts, `|`, None, string and number literals, `...`, lists for
Callable) and evaluated, names looked up in the given namespaces, the classes involved,
typing's names (passed in by typing) and the builtins."""

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


_BUILTIN_NAMES = {
    t.__name__: t for t in (int, float, complex, bool, str, bytes, list, dict, set, frozenset, tuple, object, type)
}
_BUILTIN_NAMES["None"] = None


class _Resolver:
    """Resolves the forward references in annotations with typing's own classes (`typing`
    hands over its namespace, as this module cannot import it)."""

    def __init__(self, typing_names, lookup):
        self.t = typing_names
        self.lookup = lookup

    def eval_type(self, tp, depth=0):
        """`tp` with every forward reference (a string or ForwardRef) in it resolved; a string
        naming nothing Garter can see stays as it is."""
        t = self.t
        if depth > 50:
            return tp
        if isinstance(tp, t["ForwardRef"]):
            tp = tp.__forward_arg__
        if isinstance(tp, str):
            try:
                value = evaluate(tp, self.lookup)
            except SyntaxError:
                raise SyntaxError(f"Forward reference must be an expression -- got {tp!r}") from None
            except (NameError, TypeError, AttributeError):
                return tp
            checked = t["_type_check"](value, "Forward references must evaluate to types.", allow_special_forms=True)
            return self.eval_type(checked, depth + 1)
        if isinstance(tp, t["_Alias"]) and tp.__origin__ is not t["Literal"]:
            if isinstance(tp, t["_AnnotatedAlias"]):
                origin = self.eval_type(tp.__origin__, depth + 1)
                return tp if origin == tp.__origin__ else tp.copy_with((origin,))
            args = tuple(self.eval_type(arg, depth + 1) for arg in tp.__args__)
            return tp if args == tp.__args__ else tp.copy_with(args)
        if isinstance(tp, t["_GenericAlias"]):
            args = tuple(self.eval_type(arg, depth + 1) for arg in tp.__args__)
            return tp if args == tp.__args__ else tp.__origin__[args]
        if isinstance(tp, t["_UnionType"]):
            args = [self.eval_type(arg, depth + 1) for arg in tp.__args__]
            result = args[0]
            for arg in args[1:]:
                result = result | arg
            return result
        return tp

    def strip_extras(self, tp):
        """`tp` without Annotated, Required and NotRequired wrappers."""
        t = self.t
        if isinstance(tp, t["_AnnotatedAlias"]):
            return self.strip_extras(tp.__origin__)
        if isinstance(tp, t["_Alias"]) and tp.__origin__ in (t["Required"], t["NotRequired"]):
            return self.strip_extras(tp.__args__[0])
        if isinstance(tp, t["_Alias"]) and tp.__origin__ is not t["Literal"]:
            args = tuple(self.strip_extras(arg) for arg in tp.__args__)
            return tp if args == tp.__args__ else tp.copy_with(args)
        return tp


def _class_dict(cls):
    """A class's own namespace (empty for the builtin types, whose `__dict__` Garter hides)."""
    return getattr(cls, "__dict__", {})


def type_hints(obj, globalns, localns, include_extras, typing_names):
    """`typing.get_type_hints(obj, globalns, localns, include_extras)`."""
    if isinstance(obj, type):
        sources = [(base, _class_dict(base).get("__annotations__", {})) for base in reversed(obj.__mro__)]
        own_names = {base.__name__: base for base in obj.__mro__}
    else:
        annotations = getattr(obj, "__annotations__", None)
        if annotations is None:
            if callable(obj) or type(obj).__name__ == "module":
                return {}
            raise TypeError(f"{obj!r} is not a module, class, method, or function.")
        sources = [(None, annotations)]
        own_names = {}
    hints = {}
    resolver = None
    for base, annotations in sources:
        namespaces = [localns or {}, globalns or {}]
        if base is not None and localns is None and globalns is None:
            namespaces.insert(0, dict(_class_dict(base)))

        def lookup(name, namespaces=namespaces):
            for namespace in namespaces:
                if name in namespace:
                    return namespace[name]
            if name in own_names:
                return own_names[name]
            if name in _BUILTIN_NAMES:
                return _BUILTIN_NAMES[name]
            if name in typing_names and not name.startswith("_"):
                return typing_names[name]
            raise NameError(f"name {name!r} is not defined")

        resolver = _Resolver(typing_names, lookup)
        for name, value in annotations.items():
            hints[name] = resolver.eval_type(type(None) if value is None else value)
    if include_extras or resolver is None:
        return hints
    return {name: resolver.strip_extras(value) for name, value in hints.items()}
