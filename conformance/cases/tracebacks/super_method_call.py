class B:
    def m(self):
        return 1 / 0
class C(B):
    def m(self):
        return super().m() + 1
C().m()
