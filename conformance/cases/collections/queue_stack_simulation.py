# Checks list-based stack/queue algorithms: bracket matching, RPN evaluation and BFS on a grid.
def balanced(s):
    pairs = {")": "(", "]": "[", "}": "{"}
    stack = []
    for ch in s:
        if ch in "([{":
            stack.append(ch)
        elif ch in pairs:
            if not stack or stack.pop() != pairs[ch]:
                return False
    return not stack
print([balanced(s) for s in ["()", "([]{})", "(]", "((", "", "{[()()]}", "}{"]])
def rpn(expr):
    st = []
    for tok in expr.split():
        if tok in "+-*/":
            b, a = st.pop(), st.pop()
            st.append(a + b if tok == "+" else a - b if tok == "-" else a * b if tok == "*" else a / b)
        else:
            st.append(int(tok))
    return st[0]
print(rpn("3 4 + 2 *"), rpn("5 1 2 + 4 * + 3 -"), rpn("7 2 /"), rpn("2 3 4 * -"))
grid = ["S.#.....",
        ".##.###.",
        "....#...",
        ".##...#E"]
def bfs(grid):
    rows, cols = len(grid), len(grid[0])
    start = (0, 0)
    dist = {start: 0}
    queue = [start]
    head = 0
    while head < len(queue):
        r, c = queue[head]
        head += 1
        if grid[r][c] == "E":
            return dist[(r, c)], len(dist)
        for dr, dc in [(0, 1), (1, 0), (0, -1), (-1, 0)]:
            nr, nc = r + dr, c + dc
            if 0 <= nr < rows and 0 <= nc < cols and grid[nr][nc] != "#" and (nr, nc) not in dist:
                dist[(nr, nc)] = dist[(r, c)] + 1
                queue.append((nr, nc))
    return None
print(bfs(grid))
q = [1, 2, 3]
q.append(4)
print(q.pop(0), q.pop(0), q)
history = []
for action in ["open", "edit", "save", "undo", "undo", "edit"]:
    if action == "undo":
        print("undo", history.pop() if history else None)
    else:
        history.append(action)
print(history)
