# Checks a dict-driven state machine tokenizer with loops, conditionals and string building.
def tokenize(src):
    tokens = []
    i = 0
    while i < len(src):
        ch = src[i]
        if ch.isspace():
            i += 1
        elif ch.isdigit():
            start = i
            while i < len(src) and (src[i].isdigit() or src[i] == "."):
                i += 1
            text = src[start:i]
            tokens.append(("NUM", float(text) if "." in text else int(text)))
        elif ch.isalpha() or ch == "_":
            start = i
            while i < len(src) and (src[i].isalnum() or src[i] == "_"):
                i += 1
            tokens.append(("NAME", src[start:i]))
        elif ch in "+-*/()=":
            tokens.append(("OP", ch))
            i += 1
        elif ch == '"':
            j = src.index('"', i + 1)
            tokens.append(("STR", src[i + 1:j]))
            i = j + 1
        else:
            raise RuntimeError(f"unexpected {ch!r} at {i}")
    return tokens
for src in ['x = 3 + 4.5 * (y_1 - 2)', 'name = "hi there"', "a@b", 'oops = "unterminated']:
    try:
        print(tokenize(src))
    except RuntimeError as e:
        print("RuntimeError:", e)
    except ValueError as e:
        print("ValueError:", e)
transitions = {("locked", "coin"): "unlocked", ("unlocked", "push"): "locked",
               ("locked", "push"): "locked", ("unlocked", "coin"): "unlocked"}
state = "locked"
for event in ["push", "coin", "coin", "push", "push", "kick"]:
    new = transitions.get((state, event))
    if new is None:
        print(f"{event!r}: invalid in state {state}")
        continue
    print(f"{state} --{event}--> {new}")
    state = new
print("final", state)
