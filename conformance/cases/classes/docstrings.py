# Checks __doc__ on classes, methods, properties and functions, including missing docstrings.
class Widget:
    """A small widget.

    It has two lines of documentation."""

    def run(self):
        """Run the widget."""
        return "running"

    def stop(self):
        return "stopped"

    @property
    def size(self):
        """Size in pixels."""
        return 3

    @staticmethod
    def helper():
        """Static helper."""

    @classmethod
    def build(cls):
        "Single-quoted docstring."
        return cls()

class Plain:
    x = 1

class Sub(Widget):
    pass

print(repr(Widget.__doc__))
print(Widget.run.__doc__, Widget().run.__doc__)
print(Widget.stop.__doc__)
print(Widget.size.__doc__)
print(Widget.helper.__doc__, Widget.helper())
print(Widget.build.__doc__)
print(Plain.__doc__, Sub.__doc__)
print(Widget().__doc__ == Widget.__doc__)

def func():
    """Function doc."""
    return 1

def nodoc():
    x = "not a docstring"
    return x

print(func.__doc__, nodoc.__doc__)

class NotFirst:
    x = 1
    """This is not the docstring."""

print(NotFirst.__doc__)

class FString:
    f"""{1 + 1} is not a docstring"""

print(FString.__doc__)

class Documented:
    """Doc with 'quotes' and "double" quotes."""

print(Documented.__doc__)
print(Widget.__doc__.splitlines()[0])
Widget.run.__doc__ = "Changed."
print(Widget.run.__doc__)
