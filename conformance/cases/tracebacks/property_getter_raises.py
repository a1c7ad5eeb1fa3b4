class P:
    @property
    def v(self):
        return self.missing
p = P()
print(p.v)
