class Base:
    def __init_subclass__(cls, **kw):
        raise TypeError("no subclasses")
class Child(Base):
    x = 1
