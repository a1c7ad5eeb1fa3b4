import shlex

command = 'grep -rn "TODO: fix" src/ --include=*.py | sort -k2 > "out file.txt"'
print(shlex.split(command))
print(shlex.split("echo 'single quoted' \"double \\\"escaped\\\"\" back\\ slash"))
print(shlex.split("ls # a comment", comments=True), shlex.split("ls # not a comment"))
print(shlex.split("a'b'c \"d\"e f\\g", posix=True))
print(shlex.split("a 'b c' \"d e\"", posix=False))
print(shlex.split(""), shlex.split("   \t\n "))

args = ["git", "commit", "-m", "fix: it's done", "--author=A <a@b.c>", "", "plain"]
line = shlex.join(args)
print(line)
print(shlex.split(line) == args)
for s in ["", "simple", "with space", "it's", "$HOME", "a@b%c+d=e:f,g./-h", "tab\there", "ünï"]:
    print(repr(s), shlex.quote(s))

lexer = shlex.shlex("a && b || (c; d) > f", punctuation_chars=True)
print(list(lexer))
lexer = shlex.shlex("x = 'quoted value' # trailing", posix=True)
print(list(lexer))
lexer = shlex.shlex("key=value,other=2")
lexer.whitespace += ","
lexer.wordchars += "="
print(list(lexer))

lexer = shlex.shlex("one two\nthree", posix=True)
print(lexer.get_token(), lexer.lineno)
lexer.push_token("pushed")
print(lexer.get_token(), lexer.get_token(), lexer.get_token(), lexer.lineno, lexer.get_token())
print(lexer.error_leader("cmd.sh", 3), shlex.shlex("").error_leader())
lexer = shlex.shlex("first", posix=True)
lexer.push_source("inner source")
print(list(lexer))
print(shlex.shlex("a b", punctuation_chars="|").punctuation_chars, shlex.shlex("a").eof == "", shlex.shlex("a", posix=True).eof)
