"""A tiny host for `garter serve --stdio`: it starts the server, runs a program that calls one
tool (`get_price`), answers each call from a price table, and prints the program's output.

    cargo build --release -p garter-cli
    python3 examples/serve/client.py [path/to/garter]
"""

import json
import subprocess
import sys

PRICES = {"pen": 1.5, "ink": 4.0, "paper": 0.25}

TOOLS = {
    "get_price": {
        "description": "The unit price of an item, in euros.",
        "parameters": {
            "type": "object",
            "properties": {"item": {"type": "string"}},
            "required": ["item"],
        },
    }
}

PROGRAM = """
basket = {"pen": 4, "ink": 1, "paper": 100}
total = 0
for item, count in basket.items():
    total += get_price(item) * count
print(f"{len(basket)} items, {total:.2f} EUR")
total
"""


class Garter:
    """One `garter serve --stdio` process: `request` sends one request and reads its reply."""

    def __init__(self, binary):
        self.process = subprocess.Popen(
            [binary, "serve", "--stdio"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
        )
        self.next_id = 0

    def request(self, **members):
        self.next_id += 1
        members["id"] = self.next_id
        self.process.stdin.write(json.dumps(members) + "\n")
        self.process.stdin.flush()
        reply = json.loads(self.process.stdout.readline())
        assert reply["id"] == self.next_id
        return reply

    def close(self):
        self.process.stdin.close()
        self.process.wait()


def answer(call):
    """The result of one tool call: a value, or an exception for the program."""
    item = call["arguments"]["item"]
    if item not in PRICES:
        return {"call_id": call["call_id"], "error": {"type": "KeyError", "message": item}}
    return {"call_id": call["call_id"], "value": PRICES[item]}


def main():
    garter = Garter(sys.argv[1] if len(sys.argv) > 1 else "target/release/garter")
    reply = garter.request(type="run", code=PROGRAM, tools=TOOLS, limits={"timeout": 5})
    while reply["type"] == "tool_calls":
        results = [answer(call) for call in reply["calls"]]
        reply = garter.request(type="resume", session=reply["session"], results=results)
    if reply["type"] == "error":
        print(reply["error"].get("traceback") or reply["error"]["message"], file=sys.stderr, end="")
        sys.exit(1)
    print(reply["stdout"], end="")
    print("value:", reply["value"], "| tool calls:", reply["usage"]["tool_calls"])
    garter.request(type="close", session=reply["session"])
    garter.close()


if __name__ == "__main__":
    main()
