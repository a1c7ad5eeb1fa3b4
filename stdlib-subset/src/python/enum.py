"""Enumerations, as CPython 3.11's enum module: `Enum`, `IntEnum`, `StrEnum`, `Flag`,
`IntFlag`, `auto`, `unique`, `verify` with its `EnumCheck`s and the `EnumType` metaclass;
members are singletons with `name` and `value`, looked up by value (`Color(1)`) and by name
(`Color['RED']`), iterated in definition order (aliases left out), with CPython's reprs and
errors."""

__all__ = [
    "EnumType", "EnumMeta", "Enum", "IntEnum", "StrEnum", "Flag", "IntFlag", "ReprEnum", "auto", "unique",
    "FlagBoundary", "STRICT", "CONFORM", "EJECT", "KEEP", "EnumCheck", "CONTINUOUS", "NAMED_FLAGS",
    "UNIQUE", "verify", "show_flag_values",
]


class auto:
    """A member value to be chosen by `_generate_next_value_`."""

    def __init__(self, value=None):
        self.value = value

    def __repr__(self):
        return f"auto({self.value!r})"

    def __or__(self, other):
        return _AutoExpression(lambda left, right: left | right, self, other)

    def __and__(self, other):
        return _AutoExpression(lambda left, right: left & right, self, other)

    def __xor__(self, other):
        return _AutoExpression(lambda left, right: left ^ right, self, other)

    def __ror__(self, other):
        return _AutoExpression(lambda left, right: left | right, other, self)

    def __rand__(self, other):
        return _AutoExpression(lambda left, right: left & right, other, self)

    def __rxor__(self, other):
        return _AutoExpression(lambda left, right: left ^ right, other, self)


class _AutoExpression(auto):
    """`A | B` in a class body while `A` is still an `auto()`: CPython gives an auto its value
    as soon as it is assigned, Garter when the class is made, so the expression waits until
    then, when the members it names have their values."""

    def __init__(self, operation, left, right):
        super().__init__()
        self._operation = operation
        self._operands = (left, right)

    def resolve(self):
        left, right = (_auto_value(operand) for operand in self._operands)
        return self._operation(left, right)


def _auto_value(value):
    if isinstance(value, _AutoExpression):
        return value.resolve()
    if isinstance(value, auto):
        return value.value
    return value


def _is_dunder(name):
    return len(name) > 4 and name[:2] == name[-2:] == "__" and name[2] != "_" and name[-3] != "_"


def _is_sunder(name):
    return len(name) > 2 and name[0] == name[-1] == "_" and name[1] != "_" and name[-2] != "_"


def _is_private(cls_name, name):
    prefix = f"_{cls_name.lstrip('_')}__"
    return name.startswith(prefix) and not name.endswith("__")


def _is_descriptor(obj):
    """Whether a class-body attribute is a method or descriptor rather than a member value."""
    if isinstance(obj, (staticmethod, classmethod, property)):
        return True
    if isinstance(obj, auto):
        return False
    kind = type(obj)
    return callable(obj) or hasattr(kind, "__get__") or hasattr(kind, "__set__") or hasattr(kind, "__delete__")


_DATA_TYPES = (int, str, float, complex, bytes, tuple, frozenset, list, dict, set, bytearray)


def _member_type(bases):
    """The data type members are instances of (`int` for IntEnum), or object."""
    for base in bases:
        for klass in base.__mro__:
            if klass in _DATA_TYPES:
                return klass
    return object


class _EnumProperty:
    """A member attribute (`name`, `value`) that cannot be set or deleted, with CPython's
    messages."""

    def __init__(self, fget):
        self.fget = fget
        self.name = fget.__name__
        self.clsname = None

    def __set_name__(self, owner, name):
        self.name = name
        self.clsname = owner.__name__

    def __get__(self, instance, owner=None):
        if instance is None:
            try:
                return owner._member_map_[self.name]
            except KeyError:
                raise AttributeError(f"{owner!r} has no attribute {self.name!r}") from None
        return self.fget(instance)

    def __set__(self, instance, value):
        raise AttributeError(f"<enum {self.clsname!r}> cannot set attribute {self.name!r}")

    def __delete__(self, instance):
        raise AttributeError(f"<enum {self.clsname!r}> cannot delete attribute {self.name!r}")


class EnumType(type):
    """The metaclass of enumerations: turns the class body's plain attributes into members."""

    def __new__(metacls, cls, bases, classdict, *, boundary=None, **kwds):
        for base in bases:
            if isinstance(base, EnumType) and base._member_names_:
                raise TypeError(f"<enum {cls!r}> cannot extend {base!r}")
        names = [
            key
            for key, value in classdict.items()
            if not _is_dunder(key) and not _is_sunder(key) and not _is_private(cls, key) and not _is_descriptor(value)
        ]
        members = [(key, classdict.pop(key)) for key in names]
        enum_class = super().__new__(metacls, cls, bases, classdict, **kwds)
        enum_class._member_names_ = []
        enum_class._member_map_ = {}
        enum_class._value2member_map_ = {}
        enum_class._unhashable_values_ = []
        member_type = _member_type(bases)
        enum_class._member_type_ = member_type
        is_flag = cls == "Flag" if Flag is None else issubclass(enum_class, Flag)
        if is_flag:
            inherited = [getattr(base, "_boundary_", None) for base in bases]
            inherited = [found for found in inherited if found is not None]
            enum_class._boundary_ = boundary or (inherited[-1] if inherited else None)
            enum_class._flag_mask_ = 0
            enum_class._singles_mask_ = 0
            enum_class._all_bits_ = 0
        if _BASES:
            # A `__new__` of the class body makes the members; calling the class looks a member
            # up by value, whatever the data type's or the body's `__new__`.
            if "__new__" in classdict:
                enum_class._new_member_ = staticmethod(classdict["__new__"])
            enum_class.__new__ = Enum.__new__
        last_values = []
        for name, value in members:
            if isinstance(value, _AutoExpression):
                value = value.resolve()
            elif isinstance(value, auto):
                if value.value is None:
                    value.value = enum_class._generate_next_value_(name, 1, len(last_values), last_values[:])
                value = value.value
            enum_class._add_member_(name, value, member_type, is_flag)
            last_values.append(value)
        if is_flag:
            values = [member._value_ for member in enum_class]
            if values != sorted(values):
                enum_class._iter_member_ = enum_class._iter_member_by_def_
        return enum_class

    def _add_member_(cls, name, value, member_type, is_flag):
        args = value if isinstance(value, tuple) and member_type is not tuple else (value,)
        new_member = getattr(cls, "_new_member_", None)
        if new_member is not None:
            member = new_member(cls, *args)
            if not hasattr(member, "_value_"):
                member._value_ = value if member_type is object else member_type(*args)
        elif member_type is object:
            member = object.__new__(cls)
            member._value_ = value
        else:
            member = member_type.__new__(cls, *args)
            member._value_ = member_type(*args)
        member._name_ = name
        check = getattr(cls, "_check_member_args_", None)
        if check is not None:
            check(args)
        for klass in cls.__mro__:
            if klass in _BASES or not issubclass(klass, Enum):
                # A mutable data type fills the member in its own __init__.
                if member_type in (list, dict, set, bytearray):
                    member_type.__init__(member, *args)
                break
            if "__init__" in klass.__dict__:
                klass.__dict__["__init__"](member, *args)
                break
        member._sort_order_ = len(cls._member_names_)
        value = member._value_
        if is_flag:
            cls._flag_mask_ |= value
            if _is_single_bit(value):
                cls._singles_mask_ |= value
            cls._all_bits_ = 2 ** cls._flag_mask_.bit_length() - 1
        canonical = cls._canonical_member_(value)
        if canonical is not None:
            cls._member_map_[name] = canonical
            type.__setattr__(cls, name, canonical)
            return
        if not is_flag or _is_single_bit(value):
            # A flag whose value has several bits (or none) is named but not iterated.
            cls._member_names_.append(name)
        cls._member_map_[name] = member
        try:
            cls._value2member_map_[value] = member
        except TypeError:
            cls._unhashable_values_.append(member)
        type.__setattr__(cls, name, member)

    def _canonical_member_(cls, value):
        """The member already holding `value`, which a new name with it aliases."""
        try:
            return cls._value2member_map_.get(value)
        except TypeError:
            for member in cls._unhashable_values_:
                if member._value_ == value:
                    return member
        return None

    def __call__(cls, value, names=None, *, module=None, qualname=None, type=None, start=1, boundary=None):
        """`Color(1)` looks a member up by value (no `__init__` runs); `Enum('Color', 'RED
        GREEN')` makes a new enumeration."""
        if names is None:
            return cls.__new__(cls, value)
        return cls._functional_(value, names, type, start)

    def __setattr__(cls, name, value):
        if name in cls.__dict__.get("_member_map_", {}):
            raise AttributeError(f"cannot reassign member {name!r}")
        super().__setattr__(name, value)

    def __delattr__(cls, name):
        if name in cls.__dict__.get("_member_map_", {}):
            raise AttributeError(f"{cls.__name__!r} cannot delete member {name!r}.")
        super().__delattr__(name)

    def __iter__(cls):
        return (cls._member_map_[name] for name in cls._member_names_)

    def __reversed__(cls):
        return (cls._member_map_[name] for name in reversed(cls._member_names_))

    def __len__(cls):
        return len(cls._member_names_)

    def __contains__(cls, member):
        if not isinstance(member, Enum):
            raise TypeError(
                f"unsupported operand type(s) for 'in': '{type(member).__qualname__}' and '{cls.__class__.__qualname__}'"
            )
        return isinstance(member, cls) and member._name_ in cls._member_map_

    def __getitem__(cls, name):
        return cls._member_map_[name]

    def __getattr__(cls, name):
        if _is_dunder(name) or _is_sunder(name):
            raise AttributeError(name)
        try:
            return cls._member_map_[name]
        except KeyError:
            raise AttributeError(name) from None

    def __dir__(cls):
        names = {
            "__class__", "__contains__", "__doc__", "__getitem__", "__iter__", "__len__", "__members__",
            "__module__", "__name__", "__qualname__", "__init_subclass__", *cls._member_names_,
        }
        if cls._member_type_ is object:
            return sorted(names)
        return sorted(set(dir(cls._member_type_)) | names | {"__new__"})

    def __bool__(cls):
        return True

    def __repr__(cls):
        kind = "flag" if Flag is not None and issubclass(cls, Flag) else "enum"
        return f"<{kind} {cls.__name__!r}>"

    @property
    def __members__(cls):
        return dict(cls._member_map_)


EnumMeta = EnumType

# The classes this module defines (their own bodies make no members), filled in once they
# exist; `Flag` is None until its class is made.
_BASES = ()
Flag = None


class Enum(metaclass=EnumType):
    """A set of named, unique constant members."""

    def __new__(cls, value):
        if type(value) is cls:
            return value
        try:
            return cls._value2member_map_[value]
        except (KeyError, TypeError):
            for member in cls._unhashable_values_:
                if member._value_ == value:
                    return member
        if not cls._member_map_:
            raise TypeError(f"{cls!r} has no members defined")
        result = cls._missing_(value)
        if isinstance(result, cls):
            return result
        if Flag is not None and issubclass(cls, Flag) and cls._boundary_ is EJECT and isinstance(result, int):
            return result
        if result is not None:
            raise TypeError(f"error in {cls.__name__}._missing_: returned {result!r} instead of None or a valid member")
        raise ValueError(f"{value!r} is not a valid {cls.__qualname__}")

    @classmethod
    def _functional_(cls, name, names, member_type, start):
        if isinstance(names, str):
            names = names.replace(",", " ").split()
        if isinstance(names, (list, tuple)) and names and isinstance(names[0], str):
            names = [(key, start + i) for i, key in enumerate(names)]
        elif isinstance(names, dict):
            names = list(names.items())
        bases = (cls,) if member_type is None else (member_type, cls)
        namespace = {key: value for key, value in names}
        return EnumType(name, bases, namespace)

    def __init__(self, *args, **kwds):
        pass

    @classmethod
    def _missing_(cls, value):
        return None

    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        if not last_values:
            return start
        for value in reversed(last_values):
            try:
                return value + 1
            except TypeError:
                pass
        return start

    @_EnumProperty
    def name(self):
        return self._name_

    @_EnumProperty
    def value(self):
        return self._value_

    def __dir__(self):
        names = set()
        if self._member_type_ is not object:
            names = set(dir(self._member_type_))
        for name in getattr(self, "__dict__", {}):
            if name[0] != "_" and name not in self._member_map_:
                names.add(name)
        for klass in type(self).__mro__:
            for name, value in getattr(klass, "__dict__", {}).items():
                if name[0] == "_":
                    continue
                if isinstance(value, _EnumProperty) or name not in self._member_map_:
                    names.add(name)
        return sorted({"__class__", "__doc__", "__eq__", "__hash__", "__module__"} | names)

    def __repr__(self):
        value_repr = self._member_type_.__repr__ if self._member_type_ is not object else repr
        return f"<{type(self).__name__}.{self._name_}: {value_repr(self._value_)}>"

    def __str__(self):
        return f"{type(self).__name__}.{self._name_}"

    def __format__(self, format_spec):
        return format(str(self), format_spec)

    def __hash__(self):
        return hash(self._name_)

    def __reduce_ex__(self, proto):
        return self.__class__, (self._value_,)

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


class ReprEnum(Enum):
    """An enum whose str() and format() are those of its data type; only repr() changes."""


class IntEnum(int, ReprEnum):
    def __str__(self):
        return int.__repr__(self)

    def __format__(self, format_spec):
        return int.__format__(int(self), format_spec)


class StrEnum(str, ReprEnum):
    @staticmethod
    def _check_member_args_(args):
        if len(args) > 3:
            raise TypeError(f"too many arguments for str(): {args!r}")
        if len(args) == 1 and not isinstance(args[0], str):
            raise TypeError(f"{args[0]!r} is not a string")
        if len(args) >= 2 and not isinstance(args[1], str):
            raise TypeError(f"encoding must be a string, not {args[1]!r}")
        if len(args) == 3 and not isinstance(args[2], str):
            raise TypeError(f"errors must be a string, not {args[2]!r}")

    def __str__(self):
        return str.__str__(self)

    def __format__(self, format_spec):
        return str.__format__(str(self), format_spec)

    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        return name.lower()


_BASES = (Enum, ReprEnum, IntEnum, StrEnum)


class FlagBoundary(StrEnum):
    """What a flag class does with a value holding bits no member has: `STRICT` refuses it
    (Flag's default), `CONFORM` drops the bits, `EJECT` returns a plain int, `KEEP` keeps
    them (IntFlag's default)."""

    STRICT = auto()
    CONFORM = auto()
    EJECT = auto()
    KEEP = auto()


STRICT, CONFORM, EJECT, KEEP = FlagBoundary.STRICT, FlagBoundary.CONFORM, FlagBoundary.EJECT, FlagBoundary.KEEP


def _high_bit(value):
    return value.bit_length() - 1


def _is_single_bit(value):
    return value != 0 and value & (value - 1) == 0


def _bits_lsb(value):
    """The set bits of a non-negative int, lowest first, each as its power of two."""
    while value:
        bit = value & -value
        yield bit
        value ^= bit


def _bin(value, width):
    """`value` in binary as enum's messages show it: a sign digit (1 when negative, with the
    digits in two's complement), a space, then at least `width` digits."""
    ceiling = 2 ** value.bit_length()
    if value >= 0:
        text = bin(value + ceiling).replace("1", "0", 1)
    else:
        text = bin(~value ^ (ceiling - 1) + ceiling)
    sign, digits = text[:3], text[3:]
    if len(digits) < width:
        digits = (sign[-1] * width + digits)[-width:]
    return f"{sign} {digits}"


class Flag(Enum, boundary=STRICT):
    """Members that combine with `|`, `&`, `^` and `~` into values of the same class."""

    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        if not count:
            return start if start is not None else 1
        last_value = max(last_values)
        try:
            high_bit = _high_bit(last_value)
        except Exception:
            raise TypeError(f"invalid flag value {last_value!r}") from None
        return 2 ** (high_bit + 1)

    @classmethod
    def _iter_member_by_value_(cls, value):
        for bit in _bits_lsb(value & cls._flag_mask_):
            yield cls._value2member_map_.get(bit)

    _iter_member_ = _iter_member_by_value_

    @classmethod
    def _iter_member_by_def_(cls, value):
        yield from sorted(cls._iter_member_by_value_(value), key=lambda member: member._sort_order_)

    @classmethod
    def _missing_(cls, value):
        """The pseudo-member for a combination of members, made once and kept; bits no member
        has are handled as the class's boundary says."""
        if not isinstance(value, int):
            raise ValueError(f"{value!r} is not a valid {cls.__qualname__}")
        flag_mask = cls._flag_mask_
        all_bits = cls._all_bits_
        negative = None
        if not ~all_bits <= value <= all_bits or value & (all_bits ^ flag_mask):
            boundary = cls._boundary_
            if boundary is STRICT:
                width = max(value.bit_length(), flag_mask.bit_length())
                raise ValueError(
                    f"{cls!r} invalid value {value!r}\n    given {_bin(value, width)}\n  allowed {_bin(flag_mask, width)}"
                )
            if boundary is CONFORM:
                value &= flag_mask
            elif boundary is EJECT:
                return value
            elif boundary is KEEP:
                if value < 0:
                    value += max(all_bits + 1, 2 ** value.bit_length())
            else:
                raise ValueError(f"{cls!r} unknown flag boundary {boundary!r}")
        if value < 0:
            negative = value
            value += all_bits + 1
        unknown = value & ~flag_mask
        aliases = value & ~cls._singles_mask_
        member_value = value & cls._singles_mask_
        if unknown and cls._boundary_ is not KEEP:
            raise ValueError(f"{cls.__name__}({value!r}) -->  unknown values {unknown!r} [{bin(unknown)}]")
        if cls._member_type_ is object:
            pseudo = object.__new__(cls)
        else:
            pseudo = cls._member_type_.__new__(cls, value)
        pseudo._value_ = value
        pseudo._name_ = None
        if member_value or aliases:
            members = list(cls._iter_member_(member_value))
            combined = 0
            for member in members:
                combined |= member._value_
            if aliases:
                value = member_value | aliases
                for member in cls._member_map_.values():
                    if member not in members and member._value_ and member._value_ & value == member._value_:
                        members.append(member)
                        combined |= member._value_
            unknown = value ^ combined
            if combined:
                pseudo._name_ = "|".join(member._name_ for member in members)
                if unknown and cls._boundary_ is STRICT:
                    raise ValueError(f"{cls!r}: no members with value {unknown!r}")
                if unknown:
                    pseudo._name_ += f"|{unknown!r}"
        pseudo = cls._value2member_map_.setdefault(value, pseudo)
        if negative is not None:
            cls._value2member_map_[negative] = pseudo
        return pseudo

    def __contains__(self, other):
        if not isinstance(other, self.__class__):
            raise TypeError(
                f"unsupported operand type(s) for 'in': '{type(other).__qualname__}' and '{self.__class__.__qualname__}'"
            )
        return other._value_ & self._value_ == other._value_

    def __iter__(self):
        return self._iter_member_(self._value_)

    def __len__(self):
        return self._value_.bit_count()

    def __bool__(self):
        return bool(self._value_)

    def _operand_(self, other):
        """The int value `other` stands for in a bitwise operation, or None if it cannot."""
        if isinstance(other, self.__class__):
            return other._value_
        if self._member_type_ is not object and isinstance(other, self._member_type_):
            return other
        return None

    def __or__(self, other):
        value = self._operand_(other)
        if value is None:
            return NotImplemented
        return self.__class__(self._value_ | value)

    def __and__(self, other):
        value = self._operand_(other)
        if value is None:
            return NotImplemented
        return self.__class__(self._value_ & value)

    def __xor__(self, other):
        value = self._operand_(other)
        if value is None:
            return NotImplemented
        return self.__class__(self._value_ ^ value)

    def __invert__(self):
        if self._boundary_ in (EJECT, KEEP):
            return self.__class__(~self._value_)
        return self.__class__(self._singles_mask_ & ~self._value_)

    __ror__ = __or__
    __rand__ = __and__
    __rxor__ = __xor__

    def __repr__(self):
        value_repr = self._member_type_.__repr__ if self._member_type_ is not object else repr
        if self._name_ is None:
            return f"<{type(self).__name__}: {value_repr(self._value_)}>"
        return f"<{type(self).__name__}.{self._name_}: {value_repr(self._value_)}>"

    def __str__(self):
        if self._name_ is None:
            return f"{type(self).__name__}({self._value_!r})"
        return f"{type(self).__name__}.{self._name_}"


class IntFlag(int, ReprEnum, Flag, boundary=KEEP):
    """Flags that are ints: they mix with plain ints in `|`, `&` and `^`."""

    def __str__(self):
        return int.__repr__(self)

    def __format__(self, format_spec):
        return int.__format__(int(self), format_spec)

    __or__ = Flag.__or__
    __and__ = Flag.__and__
    __xor__ = Flag.__xor__
    __ror__ = Flag.__ror__
    __rand__ = Flag.__rand__
    __rxor__ = Flag.__rxor__
    __invert__ = Flag.__invert__


class EnumCheck(StrEnum):
    """The checks `verify` can make of an enumeration."""

    CONTINUOUS = "no skipped integer values"
    NAMED_FLAGS = "multi-flag aliases may not contain unnamed flags"
    UNIQUE = "one name per value"


CONTINUOUS, NAMED_FLAGS, UNIQUE = EnumCheck.CONTINUOUS, EnumCheck.NAMED_FLAGS, EnumCheck.UNIQUE

_BASES = (Enum, ReprEnum, IntEnum, StrEnum, FlagBoundary, Flag, IntFlag, EnumCheck)


def show_flag_values(value):
    """The powers of two whose sum is `value`, lowest first."""
    return list(_bits_lsb(value))


def unique(enumeration):
    duplicates = []
    for name, member in enumeration.__members__.items():
        if name != member.name:
            duplicates.append((name, member.name))
    if duplicates:
        alias_details = ", ".join(f"{alias} -> {name}" for alias, name in duplicates)
        raise ValueError(f"duplicate values found in {enumeration!r}: {alias_details}")
    return enumeration


def _aliases(enumeration):
    """(alias, canonical name) for each alias of `enumeration`, in definition order."""
    return [(name, member.name) for name, member in enumeration.__members__.items()
            if name != member.name]


def _missing_values(enumeration, kind):
    """The values a continuous `enumeration` lacks between its lowest and highest: every
    integer for an enum, every power of two for a flag."""
    values = {member.value for member in enumeration}
    if len(values) < 2:
        return []
    low, high = min(values), max(values)
    if kind == "flag":
        wanted = (2**bit for bit in range(_high_bit(low) + 1, _high_bit(high)))
    else:
        wanted = range(low + 1, high)
    return [value for value in wanted if value not in values]


def _unnamed_flag_bits(enumeration):
    """The aliases of a flag class that hold bits no canonical member has, and those bits."""
    canonical = enumeration._member_names_
    member_values = [member.value for member in enumeration]
    names, bits = [], 0
    for name, alias in enumeration._member_map_.items():
        if name in canonical or alias.value < 0:
            continue
        missed = [bit for bit in _bits_lsb(alias.value) if bit not in member_values]
        if missed:
            names.append(name)
            for bit in missed:
                bits |= bit
    return names, bits


class verify:
    """A class decorator checking an enumeration with `EnumCheck`s: UNIQUE (no aliases),
    CONTINUOUS (no missing values), NAMED_FLAGS (aliases made only of named flags)."""

    def __init__(self, *checks):
        self.checks = checks

    def __call__(self, enumeration):
        name = enumeration.__name__
        if issubclass(enumeration, Flag):
            kind = "flag"
        elif issubclass(enumeration, Enum):
            kind = "enum"
        else:
            raise TypeError("the 'verify' decorator only works with Enum and Flag")
        for check in self.checks:
            if check is UNIQUE:
                aliases = _aliases(enumeration)
                if aliases:
                    details = ", ".join(f"{alias} -> {canonical}" for alias, canonical in aliases)
                    raise ValueError(f"aliases found in {enumeration!r}: {details}")
            elif check is CONTINUOUS:
                missing = _missing_values(enumeration, kind)
                if missing:
                    shown = ", ".join(str(value) for value in missing)
                    raise ValueError(f"invalid {kind} {name!r}: missing values {shown}"[:256])
            elif check is NAMED_FLAGS:
                names, bits = _unnamed_flag_bits(enumeration)
                if names:
                    if len(names) == 1:
                        which = f"alias {names[0]} is missing"
                    else:
                        which = f"aliases {', '.join(names[:-1])} and {names[-1]} are missing"
                    if _is_single_bit(bits):
                        value = f"value 0x{bits:x}"
                    else:
                        value = f"combined values of 0x{bits:x}"
                    raise ValueError(
                        f"invalid Flag {name!r}: {which} {value} "
                        "[use enum.show_flag_values(value) for details]"
                    )
        return enumeration
