# Checks subclassing list: a Stack adding push/peek/pop-safe methods, and which list operations keep the subclass.
class EmptyStackError(Exception):
    pass

class Stack(list):
    def push(self, item):
        self.append(item)
        return self

    def peek(self):
        if not self:
            raise EmptyStackError("peek from empty stack")
        return self[-1]

    def pop(self, *args):
        if not self:
            raise EmptyStackError("pop from empty stack")
        return super().pop(*args)

    def is_empty(self):
        return len(self) == 0

    def __repr__(self):
        return f"Stack({list.__repr__(self)})"

s = Stack()
s.push(1).push(2).push(3)
print(s, len(s), s.peek(), s.is_empty())
print(s.pop(), s, s.pop(0), s)
print(s.pop(), s.is_empty())
for op in [s.pop, s.peek]:
    try:
        op()
    except EmptyStackError as e:
        print("EmptyStackError:", e)
s.extend([5, 6, 7])
print(s, sum(s), sorted(s, reverse=True), s[1], s[::-1])
print(type(s[1:]).__name__, type(s + [1]).__name__, type(s * 2).__name__)
print(isinstance(s, list), s == [5, 6, 7], list(s))
s += [8]
print(type(s).__name__, s)

def balanced(text):
    pairs = {")": "(", "]": "[", "}": "{"}
    st = Stack()
    for ch in text:
        if ch in "([{":
            st.push(ch)
        elif ch in pairs:
            try:
                if st.pop() != pairs[ch]:
                    return False
            except EmptyStackError:
                return False
    return st.is_empty()

for text in ["(a[b]{c})", "(]", "((", "())", "", "{[()()]}"]:
    print(repr(text), balanced(text))

class UniqueList(list):
    def append(self, item):
        if item not in self:
            super().append(item)

u = UniqueList([1, 1, 2])
u.append(2)
u.append(3)
u.extend([3, 4])
print(u)

print(u.count(3), UniqueList("aab"), type(u.copy()).__name__)
