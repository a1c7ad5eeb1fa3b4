# Checks nested loops, neighbor counting and set-based state in Conway's Game of Life.
def step(live):
    counts = {}
    for (r, c) in live:
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                if dr or dc:
                    key = (r + dr, c + dc)
                    counts[key] = counts.get(key, 0) + 1
    return {cell for cell, n in counts.items() if n == 3 or (n == 2 and cell in live)}
def render(live, rows, cols):
    return ["".join("#" if (r, c) in live else "." for c in range(cols)) for r in range(rows)]
glider = {(0, 1), (1, 2), (2, 0), (2, 1), (2, 2)}
state = glider
for gen in range(5):
    print(f"gen {gen}: {len(state)} cells")
    for row in render(state, 6, 6):
        print(row)
    state = step(state)
print(sorted(state))
g4 = glider
for _ in range(4):
    g4 = step(g4)
print(g4 == {(r + 1, c + 1) for r, c in glider}, sorted(g4))
blinker = {(1, 0), (1, 1), (1, 2)}
print(sorted(step(blinker)), step(step(blinker)) == blinker)
block = {(0, 0), (0, 1), (1, 0), (1, 1)}
print(step(block) == block, step(set()) == set(), len(step({(0, 0)})))
