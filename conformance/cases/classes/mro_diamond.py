# Checks C3 method resolution order for diamonds and deeper multiple-inheritance graphs.
class A:
    def who(self):
        return "A"

class B(A):
    def who(self):
        return "B"

class C(A):
    def who(self):
        return "C"

class D(B, C):
    pass

class E(C, B):
    pass

def names(cls):
    return [c.__name__ for c in cls.__mro__]

print(names(D), D().who())
print(names(E), E().who())
print([c.__name__ for c in D.mro()])
print(D.__bases__ == (B, C), [b.__name__ for b in E.__bases__])

class O: pass
class F(O): pass
class G(O): pass
class H(O): pass
class I(O): pass
class J(O): pass
class K1(F, G, H): pass
class K2(I, G): pass
class K3(I, J): pass
class Z(K1, K2, K3): pass
print(names(Z))

class Base:
    tag = "base"

class Left(Base):
    pass

class Right(Base):
    tag = "right"

class Bottom(Left, Right):
    pass

print(Bottom.tag, names(Bottom))

class Mixin:
    def greet(self):
        return "mixin greet from " + type(self).__name__

class Model:
    def greet(self):
        return "model greet"

    def save(self):
        return "saved"

class Order(Mixin, Model):
    pass

class Invoice(Model, Mixin):
    pass

print(Order().greet(), Order().save(), "|", Invoice().greet())
print(names(Order), names(Invoice))
print(names(bool), names(object))

class X: pass
class Y(X): pass
class W(X, object): pass
print(names(W))
class V(Y, X): pass
print(names(V))
