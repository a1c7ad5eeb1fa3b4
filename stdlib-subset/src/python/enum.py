"""Enumerations, as CPython 3.11's enum module: `Enum`, `IntEnum`, `StrEnum`, `Flag`,
`IntFlag`, `auto`, `unique` and the `EnumType` metaclass; members are singletons with `name`
and `value`, looked up by value (`Color(1)`) and by name (`Color['RED']`), iterated in
definition order (aliases left out), with CPython's reprs and errors."""

__all__ = ["EnumType", "EnumMeta", "Enum", "IntEnum", "StrEnum", "Flag", "IntFlag", "ReprEnum", "auto", "unique"]


class auto:
    """A member value to be chosen by `_generate_next_value_`."""

    def __init__(self, value=None):
        self.value = value

    def __repr__(self):
        return f"auto({self.value!r})"


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


def _member_type(bases):
    """The data type members are instances of (`int` for IntEnum), or object."""
    for base in bases:
        for klass in base.__mro__:
            if klass in (int, str, float, tuple):
                return klass
    return object


class EnumType(type):
    """The metaclass of enumerations: turns the class body's plain attributes into members."""

    def __new__(metacls, cls, bases, classdict, **kwds):
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
        if _BASES and "__new__" not in classdict:
            # Calling the class looks a member up by value, whatever the data type's __new__.
            enum_class.__new__ = Enum.__new__
        last_values = []
        for name, value in members:
            if isinstance(value, auto):
                if value.value is None:
                    value.value = enum_class._generate_next_value_(name, 1, len(last_values), last_values[:])
                value = value.value
            enum_class._add_member_(name, value, member_type)
            last_values.append(value)
        return enum_class

    def _add_member_(cls, name, value, member_type):
        args = value if isinstance(value, tuple) and member_type is not tuple else (value,)
        if member_type is object:
            member = object.__new__(cls)
            member._value_ = value
        else:
            member = member_type.__new__(cls, *args)
            member._value_ = member_type(*args)
        member._name_ = name
        for klass in cls.__mro__:
            if klass in _BASES or not issubclass(klass, Enum):
                break
            if "__init__" in klass.__dict__:
                klass.__dict__["__init__"](member, *args)
                break
        canonical = cls._canonical_member_(member._value_)
        if canonical is not None:
            cls._member_map_[name] = canonical
            type.__setattr__(cls, name, canonical)
            return
        cls._member_names_.append(name)
        cls._member_map_[name] = member
        try:
            cls._value2member_map_[member._value_] = member
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

    def __bool__(cls):
        return True

    def __repr__(cls):
        kind = "flag" if _FLAG_BASES and issubclass(cls, _FLAG_BASES) else "enum"
        return f"<{kind} {cls.__name__!r}>"

    @property
    def __members__(cls):
        return dict(cls._member_map_)


EnumMeta = EnumType

# The classes this module defines (their own bodies make no members), and the flag ones; both
# are filled in once the classes exist.
_BASES = ()
_FLAG_BASES = ()


class Enum(metaclass=EnumType):
    """A set of named, unique constant members."""

    def __new__(cls, value):
        if isinstance(value, cls):
            return value
        try:
            return cls._value2member_map_[value]
        except (KeyError, TypeError):
            for member in cls._unhashable_values_:
                if member._value_ == value:
                    return member
        result = cls._missing_(value)
        if isinstance(result, cls):
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

    @property
    def name(self):
        return self._name_

    @property
    def value(self):
        return self._value_

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
    def __str__(self):
        return str.__str__(self)

    def __format__(self, format_spec):
        return str.__format__(str(self), format_spec)

    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        return name.lower()


def _high_bit(value):
    return value.bit_length() - 1


class Flag(Enum):
    """Members that combine with `|`, `&`, `^` and `~` into values of the same class."""

    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        if not count:
            return start if start is not None else 1
        last_value = max(last_values)
        return 2 ** (_high_bit(last_value) + 1)

    @classmethod
    def _missing_(cls, value):
        if not isinstance(value, int):
            raise ValueError(f"{value!r} is not a valid {cls.__qualname__}")
        all_bits = 0
        for member in cls._member_map_.values():
            all_bits |= member._value_
        if value & ~all_bits:
            raise ValueError(f"{value!r} is not a valid {cls.__qualname__}")
        if cls._member_type_ is object:
            pseudo = object.__new__(cls)
        else:
            pseudo = cls._member_type_.__new__(cls, value)
        parts = [m._name_ for m in cls if m._value_ & value == m._value_ and m._value_]
        pseudo._name_ = "|".join(parts) if parts else None
        pseudo._value_ = value
        return cls._value2member_map_.setdefault(value, pseudo)

    def __contains__(self, other):
        if not isinstance(other, self.__class__):
            raise TypeError(
                f"unsupported operand type(s) for 'in': '{type(other).__qualname__}' and '{self.__class__.__qualname__}'"
            )
        return other._value_ & self._value_ == other._value_

    def __iter__(self):
        return (m for m in self.__class__ if m._value_ and m._value_ & self._value_ == m._value_)

    def __len__(self):
        return sum(1 for _ in self)

    def __bool__(self):
        return bool(self._value_)

    def __or__(self, other):
        if not isinstance(other, self.__class__):
            return NotImplemented
        return self.__class__(self._value_ | other._value_)

    def __and__(self, other):
        if not isinstance(other, self.__class__):
            return NotImplemented
        return self.__class__(self._value_ & other._value_)

    def __xor__(self, other):
        if not isinstance(other, self.__class__):
            return NotImplemented
        return self.__class__(self._value_ ^ other._value_)

    def __invert__(self):
        all_bits = 0
        for member in self.__class__:
            all_bits |= member._value_
        return self.__class__(all_bits & ~self._value_)

    def __repr__(self):
        value_repr = self._member_type_.__repr__ if self._member_type_ is not object else repr
        if self._name_ is None:
            return f"<{type(self).__name__}: {value_repr(self._value_)}>"
        return f"<{type(self).__name__}.{self._name_}: {value_repr(self._value_)}>"

    def __str__(self):
        if self._name_ is None:
            return f"{type(self).__name__}({self._value_!r})"
        return f"{type(self).__name__}.{self._name_}"


class IntFlag(int, ReprEnum, Flag):
    def __str__(self):
        return int.__repr__(self)

    def __format__(self, format_spec):
        return int.__format__(int(self), format_spec)

    def __or__(self, other):
        if isinstance(other, int) and not isinstance(other, self.__class__):
            other = self.__class__(other)
        return Flag.__or__(self, other)

    __ror__ = __or__


_BASES = (Enum, ReprEnum, IntEnum, StrEnum, Flag, IntFlag)
_FLAG_BASES = (Flag,)


def unique(enumeration):
    duplicates = []
    for name, member in enumeration.__members__.items():
        if name != member.name:
            duplicates.append((name, member.name))
    if duplicates:
        alias_details = ", ".join(f"{alias} -> {name}" for alias, name in duplicates)
        raise ValueError(f"duplicate values found in {enumeration!r}: {alias_details}")
    return enumeration
