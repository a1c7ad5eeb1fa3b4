# argparse as agents write command-line tools: positionals and options with types, defaults,
# choices, nargs and the common actions, subcommands, groups, the help and usage text CPython
# formats (wrapped when long), and the usage errors (on stderr, SystemExit(2)) and API errors.
import argparse

parser = argparse.ArgumentParser(prog="tool", description="Process some files for the agent.", epilog="See the docs for more.")
parser.add_argument("paths", nargs="+", help="files to process")
parser.add_argument("-n", "--count", type=int, default=3, help="how many (default: %(default)s)")
parser.add_argument("--mode", choices=["fast", "slow"], default="fast")
parser.add_argument("-v", "--verbose", action="count", default=0, help="more output")
parser.add_argument("--dry-run", action="store_true", help="do nothing")
parser.add_argument("--no-cache", dest="cache", action="store_false")
parser.add_argument("-t", "--tag", action="append", help="a tag; may repeat")
parser.add_argument("--ratio", type=float, metavar="R")
parser.add_argument("--color", action=argparse.BooleanOptionalAction, default=True)
parser.add_argument("--version", action="version", version="%(prog)s 1.2")
print(parser.format_usage(), end="")
print(parser.format_help(), end="")
args = parser.parse_args(["a.txt", "b.txt", "-n", "5", "--mode=slow", "-vvv", "--dry-run", "-t", "x", "--tag", "y", "--no-color"])
print(args)
print(vars(args))
print(parser.parse_args(["one"]))
ns, rest = parser.parse_known_args(["x", "--unknown", "1", "-n2"])
print(ns, rest)
print(parser.parse_args(["--", "-weird"]))
print(parser.parse_args(["p", "--rat", "0.5"]))

for bad in [[], ["a", "-n", "x"], ["a", "--mode", "medium"], ["a", "--bogus"], ["a", "-n"], ["--version"], ["-h"]]:
    try:
        parser.parse_args(bad)
    except SystemExit as e:
        print("exit", e.code)

sub = argparse.ArgumentParser(prog="git")
subs = sub.add_subparsers(dest="command", help="the command")
c = subs.add_parser("commit", help="record changes")
c.add_argument("-m", "--message", required=True)
c.add_argument("--amend", action="store_true")
p = subs.add_parser("push", aliases=["p"], help="send")
p.add_argument("remote", nargs="?", default="origin")
p.add_argument("branch", nargs="*")
print(sub.format_help(), end="")
print(c.format_help(), end="")
print(sub.parse_args(["commit", "-m", "msg"]))
print(sub.parse_args(["p", "up", "main", "dev"]))
print(sub.parse_args([]))
for bad in [["commit"], ["pull"], ["commit", "-m", "x", "extra"]]:
    try:
        sub.parse_args(bad)
    except SystemExit as e:
        print("exit", e.code)

g = argparse.ArgumentParser(prog="g", formatter_class=argparse.ArgumentDefaultsHelpFormatter)
grp = g.add_mutually_exclusive_group(required=True)
grp.add_argument("--json", action="store_true")
grp.add_argument("--csv", action="store_true")
opts = g.add_argument_group("tuning", "Knobs for tuning.")
opts.add_argument("--level", type=int, default=1, help="level")
opts.add_argument("pair", nargs=2)
opts.add_argument("--point", nargs=2, metavar=("X", "Y"), type=float)
print(g.format_help(), end="")
print(g.parse_args(["--json", "1", "2", "--point", "1.5", "-2"]))
for bad in [["--json", "--csv", "1", "2"], ["1", "2"], ["--json", "1"]]:
    try:
        g.parse_args(bad)
    except SystemExit as e:
        print("exit", e.code)
e = argparse.ArgumentParser(prog="e", exit_on_error=False)
e.add_argument("--n", type=int)
try:
    e.parse_args(["--n", "x"])
except argparse.ArgumentError as err:
    print("ArgumentError", err, err.argument_name, err.message)
try:
    e.add_argument("--n")
except argparse.ArgumentError as err:
    print("ArgumentError", err)
for kwargs in [dict(action="store", nargs=0), dict(action="nope"), dict(type="int"), dict(nargs="?", const=1, action="append", choices=None)]:
    try:
        e.add_argument("--z", **kwargs)
        print("ok")
    except (ValueError, TypeError) as err:
        print(type(err).__name__, err)
try:
    e.add_argument("pos", required=True)
except TypeError as err:
    print("TypeError", err)
print(argparse.Namespace(a=1, b="x"), argparse.Namespace(a=1) == argparse.Namespace(a=1), "a" in argparse.Namespace(a=1))
print(repr(e)[:60], e.get_default("n"))
long = argparse.ArgumentParser(prog="very_long_program_name_for_testing_wrapping")
for i in range(8):
    long.add_argument(f"--option-number-{i}", metavar="VALUE", help="an option with a fairly long help text that has to be wrapped onto more lines " * (i % 2 + 1))
long.add_argument("inputs", nargs="*")
long.add_argument("output")
print(long.format_help(), end="")
