# Checks a text command interpreter built with match on str.split(), updating state per command.
state = {"cwd": "/", "files": {"/": ["readme.md"]}, "history": []}

def run(line):
    state["history"].append(line)
    match line.split():
        case []:
            return ""
        case ["pwd"]:
            return state["cwd"]
        case ["cd", ".."]:
            parts = state["cwd"].rstrip("/").split("/")[:-1]
            state["cwd"] = "/".join(parts) or "/"
            return state["cwd"]
        case ["cd", path] if path.startswith("/"):
            state["cwd"] = path
            state["files"].setdefault(path, [])
            return state["cwd"]
        case ["cd", name]:
            base = state["cwd"].rstrip("/")
            state["cwd"] = f"{base}/{name}"
            state["files"].setdefault(state["cwd"], [])
            return state["cwd"]
        case ["touch", *names] if names:
            state["files"][state["cwd"]].extend(names)
            return f"created {len(names)}"
        case ["ls"]:
            return " ".join(sorted(state["files"][state["cwd"]])) or "(empty)"
        case ["ls", "-l" | "--long"]:
            return "\n".join(f"- {n}" for n in sorted(state["files"][state["cwd"]]))
        case ["echo", *words]:
            return " ".join(words)
        case ["history", n] if n.isdigit():
            return " ; ".join(state["history"][-int(n) - 1:-1])
        case ["help" | "?"]:
            return "commands: pwd cd touch ls echo history"
        case [cmd, *_]:
            return f"{cmd}: command not found"

script = [
    "pwd", "ls", "cd projects", "pwd", "touch a.py b.py", "ls", "cd garter", "touch main.rs",
    "ls -l", "cd ..", "ls --long", "cd /", "ls", "echo hello   world", "", "frobnicate now", "?",
    "touch", "history 3", "cd /tmp", "ls",
]
for line in script:
    out = run(line)
    print(f"$ {line}")
    if out:
        print(out)
print(len(state["history"]), sorted(state["files"]))
