# argparse's finer points as agent scripts meet them: subcommands dispatching through
# set_defaults(func=...), parent parsers, combined short flags, attached values, negative
# numbers, abbreviations, nargs='?' with const, append_const/extend, conflict resolution,
# raw help formatting and the errors for each misuse.
import argparse


def run_fetch(args):
    return f"fetch {args.url} x{args.retries}"


def run_list(args):
    return f"list {args.limit} {args.all}"


common = argparse.ArgumentParser(add_help=False)
common.add_argument("--retries", type=int, default=1)
common.set_defaults(source="cli")

main = argparse.ArgumentParser(prog="agent", formatter_class=argparse.RawDescriptionHelpFormatter,
                               description="Agent tool.\n\n  Indented line kept\nas written.")
subs = main.add_subparsers(title="commands", dest="cmd", required=True)
fetch = subs.add_parser("fetch", parents=[common], help="fetch a URL")
fetch.add_argument("url")
fetch.set_defaults(func=run_fetch)
lister = subs.add_parser("list", help="list things")
lister.add_argument("--limit", type=int, default=10)
lister.add_argument("-a", "--all", action="store_true")
lister.set_defaults(func=run_list)
print(main.format_help(), end="")
print(fetch.format_help(), end="")
for argv in [["fetch", "http://x", "--retries", "3"], ["list", "-a", "--lim", "5"], ["list"]]:
    args = main.parse_args(argv)
    print(args.func(args), args.cmd, getattr(args, "source", None))
for argv in [[], ["fetch"], ["list", "--limit", "many"]]:
    try:
        main.parse_args(argv)
    except SystemExit as e:
        print("exit", e.code)

p = argparse.ArgumentParser(prog="p", allow_abbrev=False)
p.add_argument("-a", action="store_true")
p.add_argument("-b", action="store_true")
p.add_argument("-c", type=int)
p.add_argument("--level", nargs="?", const="high", default="low")
p.add_argument("--add", action="append_const", const="x", dest="items")
p.add_argument("--more", action="extend", nargs="+", dest="items")
p.add_argument("--num", type=float)
p.add_argument("rest", nargs=argparse.REMAINDER)
print(p.parse_args(["-ab", "-c5", "--level", "--add", "--more", "y", "z", "--num", "-1.5"]))
print(p.parse_args(["-ac", "7", "--level=mid", "cmd", "--flag", "-x"]))
print(p.parse_args(["--num=-2", "--add", "--add"]))
for argv in [["--lev"], ["-c"], ["-c", "1", "--num", "x"], ["-bx"]]:
    try:
        p.parse_args(argv)
    except SystemExit as e:
        print("exit", e.code)

neg = argparse.ArgumentParser(prog="neg")
neg.add_argument("values", nargs="*", type=int)
neg.add_argument("-k", type=int, default=0)
print(neg.parse_args(["-3", "4", "-k", "-2"]))

r = argparse.ArgumentParser(prog="r", conflict_handler="resolve", prefix_chars="-+")
r.add_argument("-x", "--extra", help="old")
r.add_argument("--extra", help="new")
r.add_argument("+p", "++plus", action="store_true")
print(r.format_help(), end="")
print(r.parse_args(["-x", "1", "--extra", "2", "++plus"]))

t = argparse.ArgumentParser(prog="t", formatter_class=argparse.RawTextHelpFormatter, usage="%(prog)s [options] FILE")
t.add_argument("file", help="line one\n  line two kept")
t.add_argument("--size", type=int, choices=range(1, 4), help="one of %(choices)s, default %(default)s")
print(t.format_help(), end="")
print(t.parse_args(["f", "--size", "2"]))
try:
    t.parse_args(["f", "--size", "9"])
except SystemExit as e:
    print("exit", e.code)


def positive(text):
    value = int(text)
    if value <= 0:
        raise argparse.ArgumentTypeError(f"{value} is not positive")
    return value


ty = argparse.ArgumentParser(prog="ty")
ty.add_argument("n", type=positive)
print(ty.parse_args(["4"]))
for argv in [["-4"], ["0"], ["x"]]:
    try:
        ty.parse_args(argv)
    except SystemExit as e:
        print("exit", e.code)
