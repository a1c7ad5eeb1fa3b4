# Checks __iter__ implemented as a generator method, plus other generator methods on classes.
class Playlist:
    def __init__(self, name, songs):
        self.name = name
        self.songs = list(songs)

    def __iter__(self):
        for song in self.songs:
            yield song

    def __len__(self):
        return len(self.songs)

    def shuffled(self, step):
        n = len(self.songs)
        for i in range(n):
            yield self.songs[(i * step) % n]

    def with_index(self):
        yield from enumerate(self.songs, 1)

p = Playlist("mix", ["intro", "verse", "chorus", "bridge", "outro"])
print(list(p), len(p))
print(list(p.shuffled(2)))
print(list(p.with_index()))
for pos, song in p.with_index():
    if pos > 2:
        break
    print(pos, song)
print(sorted(p), "chorus" in p, max(p, key=len))
it = iter(p)
print(type(it).__name__, next(it), next(it))
p.songs.append("bonus")
print(list(it))

class Tree:
    def __init__(self, value, *children):
        self.value = value
        self.children = children

    def __iter__(self):
        yield self.value
        for child in self.children:
            yield from child

    def leaves(self):
        if not self.children:
            yield self.value
        for child in self.children:
            yield from child.leaves()

    def depth_first(self, depth=0):
        yield depth, self.value
        for child in self.children:
            yield from child.depth_first(depth + 1)

t = Tree(1, Tree(2, Tree(4), Tree(5)), Tree(3, Tree(6)))
print(list(t), sum(t), list(t.leaves()))
for depth, value in t.depth_first():
    print("  " * depth + str(value))

class Matrix:
    def __init__(self, rows):
        self.rows = rows

    def __iter__(self):
        return (list(r) for r in self.rows)

    def cells(self):
        for i, row in enumerate(self.rows):
            for j, v in enumerate(row):
                yield (i, j), v

m = Matrix([[1, 2], [3, 4]])
print(list(m), dict(m.cells()), [sum(r) for r in m], list(zip(*m)))

gen = p.shuffled(3)
print(next(gen), gen.__class__.__name__, list(gen))
