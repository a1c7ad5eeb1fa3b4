"""Shell-like lexing, as CPython 3.11's shlex module: the `shlex` lexer class (POSIX and
non-POSIX modes, `whitespace_split`, `punctuation_chars`, comments, quotes and escapes,
`push_token`, `push_source`), and `split`, `quote` and `join`.

A lexer made without a stream reads an empty one (a sandboxed program has no standard input),
and the `debug` tracing of CPython's lexer is not kept."""

from collections import deque

__all__ = ["shlex", "split", "quote", "join"]


class _StringStream:
    """The reading end of a string, with the `read(1)`/`readline()` a lexer asks of a stream."""

    def __init__(self, text):
        self._text = text
        self._pos = 0

    def read(self, size=-1):
        start = self._pos
        end = len(self._text) if size < 0 else min(len(self._text), start + size)
        self._pos = end
        return self._text[start:end]

    def readline(self):
        start = self._pos
        end = self._text.find("\n", start)
        end = len(self._text) if end < 0 else end + 1
        self._pos = end
        return self._text[start:end]

    def close(self):
        self._pos = len(self._text)


class shlex:
    "A lexical analyzer class for simple shell-like syntaxes."

    def __init__(self, instream=None, infile=None, posix=False, punctuation_chars=False):
        if isinstance(instream, str):
            instream = _StringStream(instream)
        if instream is not None:
            self.instream = instream
            self.infile = infile
        else:
            self.instream = _StringStream("")
            self.infile = None
        self.posix = posix
        self.eof = None if posix else ""
        self.commenters = "#"
        self.wordchars = "abcdfeghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_"
        if self.posix:
            self.wordchars += "ßàáâãäåæçèéêëìíîïðñòóôõöøùúûüýþÿÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞ"
        self.whitespace = " \t\r\n"
        self.whitespace_split = False
        self.quotes = "'\""
        self.escape = "\\"
        self.escapedquotes = '"'
        self.state = " "
        self.pushback = deque()
        self.lineno = 1
        self.token = ""
        self.filestack = deque()
        self.source = None
        if not punctuation_chars:
            punctuation_chars = ""
        elif punctuation_chars is True:
            punctuation_chars = "();<>|&"
        self._punctuation_chars = punctuation_chars
        if punctuation_chars:
            self._pushback_chars = deque()
            self.wordchars += "~-./*?="
            self.wordchars = "".join(c for c in self.wordchars if c not in punctuation_chars)

    @property
    def punctuation_chars(self):
        return self._punctuation_chars

    def push_token(self, tok):
        "Push a token onto the stack popped by the get_token method"
        self.pushback.appendleft(tok)

    def push_source(self, newstream, newfile=None):
        "Push an input source onto the lexer's input source stack."
        if isinstance(newstream, str):
            newstream = _StringStream(newstream)
        self.filestack.appendleft((self.infile, self.instream, self.lineno))
        self.infile = newfile
        self.instream = newstream
        self.lineno = 1

    def pop_source(self):
        "Pop the input source stack."
        self.instream.close()
        (self.infile, self.instream, self.lineno) = self.filestack.popleft()
        self.state = " "

    def get_token(self):
        "Get a token from the input stream (or from stack if it's nonempty)"
        if self.pushback:
            return self.pushback.popleft()
        raw = self.read_token()
        if self.source is not None:
            while raw == self.source:
                spec = self.sourcehook(self.read_token())
                if spec:
                    (newfile, newstream) = spec
                    self.push_source(newstream, newfile)
                raw = self.get_token()
        while raw == self.eof:
            if not self.filestack:
                return self.eof
            self.pop_source()
            raw = self.get_token()
        return raw

    def _end_word(self, quoted):
        """Whether the token read so far is one to emit (the lexer goes on reading if not)."""
        return bool(self.token) or (self.posix and quoted)

    def read_token(self):
        quoted = False
        escapedstate = " "
        while True:
            if self.punctuation_chars and self._pushback_chars:
                nextchar = self._pushback_chars.pop()
            else:
                nextchar = self.instream.read(1)
            if nextchar == "\n":
                self.lineno += 1
            state = self.state
            if state is None:
                self.token = ""
                break
            if state == " ":
                if not nextchar:
                    self.state = None
                    break
                if nextchar in self.whitespace:
                    if self._end_word(quoted):
                        break
                elif nextchar in self.commenters:
                    self.instream.readline()
                    self.lineno += 1
                elif self.posix and nextchar in self.escape:
                    escapedstate = "a"
                    self.state = nextchar
                elif nextchar in self.wordchars:
                    self.token = nextchar
                    self.state = "a"
                elif nextchar in self.punctuation_chars:
                    self.token = nextchar
                    self.state = "c"
                elif nextchar in self.quotes:
                    if not self.posix:
                        self.token = nextchar
                    self.state = nextchar
                elif self.whitespace_split:
                    self.token = nextchar
                    self.state = "a"
                else:
                    self.token = nextchar
                    if self._end_word(quoted):
                        break
            elif state in self.quotes:
                quoted = True
                if not nextchar:
                    raise ValueError("No closing quotation")
                if nextchar == state:
                    if not self.posix:
                        self.token += nextchar
                        self.state = " "
                        break
                    self.state = "a"
                elif self.posix and nextchar in self.escape and state in self.escapedquotes:
                    escapedstate = state
                    self.state = nextchar
                else:
                    self.token += nextchar
            elif state in self.escape:
                if not nextchar:
                    raise ValueError("No escaped character")
                if escapedstate in self.quotes and nextchar != state and nextchar != escapedstate:
                    self.token += state
                self.token += nextchar
                self.state = escapedstate
            elif state in ("a", "c"):
                if not nextchar:
                    self.state = None
                    break
                if nextchar in self.whitespace:
                    self.state = " "
                    if self._end_word(quoted):
                        break
                elif nextchar in self.commenters:
                    self.instream.readline()
                    self.lineno += 1
                    if self.posix:
                        self.state = " "
                        if self._end_word(quoted):
                            break
                elif state == "c":
                    if nextchar in self.punctuation_chars:
                        self.token += nextchar
                    else:
                        if nextchar not in self.whitespace:
                            self._pushback_chars.append(nextchar)
                        self.state = " "
                        break
                elif self.posix and nextchar in self.quotes:
                    self.state = nextchar
                elif self.posix and nextchar in self.escape:
                    escapedstate = "a"
                    self.state = nextchar
                elif (
                    nextchar in self.wordchars
                    or nextchar in self.quotes
                    or (self.whitespace_split and nextchar not in self.punctuation_chars)
                ):
                    self.token += nextchar
                else:
                    if self.punctuation_chars:
                        self._pushback_chars.append(nextchar)
                    else:
                        self.pushback.appendleft(nextchar)
                    self.state = " "
                    if self._end_word(quoted):
                        break
        result = self.token
        self.token = ""
        if self.posix and not quoted and result == "":
            result = None
        return result

    def sourcehook(self, newfile):
        "Hook called on a filename to be sourced."
        import posixpath

        if newfile[0] == '"':
            newfile = newfile[1:-1]
        if isinstance(self.infile, str) and not posixpath.isabs(newfile):
            newfile = posixpath.join(posixpath.dirname(self.infile), newfile)
        return (newfile, open(newfile, "r"))

    def error_leader(self, infile=None, lineno=None):
        "Emit a C-compiler-like, Emacs-friendly error-message leader."
        if infile is None:
            infile = self.infile
        if lineno is None:
            lineno = self.lineno
        return '"%s", line %d: ' % (infile, lineno)

    def __iter__(self):
        return self

    def __next__(self):
        token = self.get_token()
        if token == self.eof:
            raise StopIteration
        return token


def split(s, comments=False, posix=True):
    """Split the string *s* using shell-like syntax."""
    lex = shlex(s, posix=posix)
    lex.whitespace_split = True
    if not comments:
        lex.commenters = ""
    return list(lex)


def join(split_command):
    """Return a shell-escaped string from *split_command*."""
    return " ".join(quote(arg) for arg in split_command)


_SAFE = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_@%+=:,./-")


def quote(s):
    """Return a shell-escaped version of the string *s*."""
    if not s:
        return "''"
    if isinstance(s, (bytes, bytearray)):
        raise TypeError("cannot use a string pattern on a bytes-like object")
    if not isinstance(s, str):
        raise TypeError(f"expected string or bytes-like object, got '{type(s).__name__}'")
    for c in s:
        if c not in _SAFE:
            return "'" + s.replace("'", "'\"'\"'") + "'"
    return s
