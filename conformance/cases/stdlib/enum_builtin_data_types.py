# Checks enums whose members are instances of builtin data types beyond int and str: bytes (file signatures), frozenset (permission sets), complex, and the mutable list and dict (filled by the type's own __init__).
import enum


class Signature(bytes, enum.Enum):
    PNG = b"\x89PNG"
    GIF = b"GIF8"
    ZIP = b"PK\x03\x04"


def sniff(data):
    for signature in Signature:
        if data.startswith(signature):
            return signature.name
    return "unknown"


print(sniff(b"\x89PNG\r\n"), sniff(b"GIF89a"), sniff(b"PK\x03\x04rest"), sniff(b"plain"))
print(Signature.PNG, repr(Signature.GIF), Signature(b"GIF8"), Signature.ZIP.value, len(Signature.PNG), Signature.GIF == b"GIF8")
print(isinstance(Signature.PNG, bytes), Signature.GIF.upper(), Signature.GIF[0], {Signature.GIF: 1}[b"GIF8"])


class Access(frozenset, enum.Enum):
    READ = frozenset({"r"})
    WRITE = frozenset({"r", "w"})
    ADMIN = frozenset({"r", "w", "x"})


print([a.name for a in Access if "w" in a], Access(frozenset({"r"})), Access.READ <= Access.ADMIN, sorted(Access.WRITE | {"z"}))
print(Access.WRITE.value == {"w", "r"}, isinstance(Access.ADMIN, frozenset), len(Access.ADMIN), Access["READ"])


class Axis(complex, enum.Enum):
    REAL = 1
    IMAG = 1j


print(Axis.IMAG, Axis.IMAG * Axis.IMAG, abs(Axis.REAL), Axis(1j), Axis.REAL.real, Axis.IMAG.value)


class Palette(list, enum.Enum):
    WARM = ["red", "orange"]
    COOL = ["blue", "green", "cyan"]


class Defaults(dict, enum.Enum):
    SMALL = {"width": 10}
    LARGE = {"width": 100, "height": 50}


print(len(Palette.COOL), Palette.WARM[0], Palette.COOL.value, list(Palette.WARM), Palette.WARM.name)
print(Defaults.LARGE["height"], len(Defaults.SMALL), sorted(Defaults.LARGE), Defaults.SMALL.value, Defaults["LARGE"].name)
