# Checks decorators that copy __name__, __doc__, __qualname__ and __module__ onto wrappers by hand.
def naive(fn):
    def wrapper(*args):
        return fn(*args)
    return wrapper

def copy_meta(fn):
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs)
    wrapper.__name__ = fn.__name__
    wrapper.__doc__ = fn.__doc__
    wrapper.__qualname__ = fn.__qualname__
    wrapper.__module__ = fn.__module__
    wrapper.__dict__.update(fn.__dict__)
    return wrapper

@naive
def add(a, b):
    """Add two numbers."""
    return a + b

@copy_meta
def sub(a, b):
    """Subtract b from a."""
    return a - b

print(add.__name__, repr(add.__doc__), add.__qualname__)
print(sub.__name__, repr(sub.__doc__), sub.__qualname__, sub.__module__)
print(add(2, 3), sub(5, 3))

@copy_meta
def undocumented():
    return None

print(undocumented.__name__, undocumented.__doc__)

def with_attr(fn):
    fn.version = 2
    return fn

@copy_meta
@with_attr
def versioned():
    """Has a version."""
    return "v"

print(versioned.__name__, versioned.version, versioned.__doc__)

class Service:
    @copy_meta
    def handle(self, request):
        """Handle one request."""
        return f"handled {request}"

    @naive
    def other(self):
        return "other"

print(Service.handle.__qualname__, Service.other.__qualname__)
print(Service().handle("r1"), Service.handle.__doc__)

def doc_summary(fn):
    lines = (fn.__doc__ or "").strip().splitlines()
    return lines[0] if lines else "(no doc)"

def multi():
    """First line.

    More details here.
    """

print(doc_summary(multi), "|", doc_summary(undocumented), "|", doc_summary(copy_meta(multi)))
renamed = copy_meta(sub)
renamed.__name__ = "difference"
print(renamed.__name__, sub.__name__)
