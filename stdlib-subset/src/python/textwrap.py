"""Text wrapping and filling, as CPython 3.11's textwrap module: `TextWrapper`, `wrap`, `fill`,
`shorten`, `dedent` and `indent`, splitting words (and hyphenated words, and em-dashes) where
CPython's word-separator pattern does."""

_WHITESPACE = "\t\n\x0b\x0c\r "


def _is_letter(ch):
    return ch.isalpha()


def _is_word_punct(ch):
    return ch.isalnum() or ch == "_" or ch in "!\"'&.,?"


def _hyphen_splits(word, i):
    """Whether `word` may break after its hyphen at `i` (CPython's hyphenated-word rule)."""
    before_two_letters = i >= 2 and _is_letter(word[i - 1]) and _is_letter(word[i - 2])
    before_pattern = i >= 3 and _is_letter(word[i - 1]) and word[i - 2] == "-" and _is_letter(word[i - 3])
    if not (before_two_letters or before_pattern):
        return False
    rest = word[i + 1 :]
    if len(rest) >= 2 and _is_letter(rest[0]) and _is_letter(rest[1]):
        return True
    return len(rest) >= 3 and _is_letter(rest[0]) and rest[1] == "-" and _is_letter(rest[2])


def _split_word(word):
    """A run of non-whitespace split into chunks at hyphens and em-dashes."""
    chunks = []
    start = 0
    i = 0
    n = len(word)
    while i < n:
        if word[i] == "-":
            j = i
            while j < n and word[j] == "-":
                j += 1
            if j - i >= 2 and i > 0 and _is_word_punct(word[i - 1]) and j < n and (word[j].isalnum() or word[j] == "_"):
                if start < i:
                    chunks.append(word[start:i])
                chunks.append(word[i:j])
                start = i = j
                continue
            if j - i == 1 and _hyphen_splits(word, i):
                chunks.append(word[start : i + 1])
                start = i + 1
            i = j
            continue
        i += 1
    if start < n:
        chunks.append(word[start:])
    return chunks


class TextWrapper:
    def __init__(
        self,
        width=70,
        initial_indent="",
        subsequent_indent="",
        expand_tabs=True,
        replace_whitespace=True,
        fix_sentence_endings=False,
        break_long_words=True,
        drop_whitespace=True,
        break_on_hyphens=True,
        tabsize=8,
        *,
        max_lines=None,
        placeholder=" [...]",
    ):
        self.width = width
        self.initial_indent = initial_indent
        self.subsequent_indent = subsequent_indent
        self.expand_tabs = expand_tabs
        self.replace_whitespace = replace_whitespace
        self.fix_sentence_endings = fix_sentence_endings
        self.break_long_words = break_long_words
        self.drop_whitespace = drop_whitespace
        self.break_on_hyphens = break_on_hyphens
        self.tabsize = tabsize
        self.max_lines = max_lines
        self.placeholder = placeholder

    def _munge_whitespace(self, text):
        if self.expand_tabs:
            text = text.expandtabs(self.tabsize)
        if self.replace_whitespace:
            for ch in _WHITESPACE:
                text = text.replace(ch, " ")
        return text

    def _split(self, text):
        chunks = []
        i = 0
        n = len(text)
        while i < n:
            j = i
            if text[i] in _WHITESPACE:
                while j < n and text[j] in _WHITESPACE:
                    j += 1
                chunks.append(text[i:j])
            else:
                while j < n and text[j] not in _WHITESPACE:
                    j += 1
                word = text[i:j]
                chunks.extend(_split_word(word) if self.break_on_hyphens else [word])
            i = j
        return chunks

    def _fix_sentence_endings(self, chunks):
        i = 0
        while i < len(chunks) - 1:
            chunk = chunks[i]
            if chunks[i + 1] == " " and len(chunk) >= 2 and chunk[-1] in ".!?" or (
                chunks[i + 1] == " " and len(chunk) >= 3 and chunk[-1] in "\"'" and chunk[-2] in ".!?"
            ):
                core = chunk.rstrip("\"'")[:-1]
                if core and core[-1].islower():
                    chunks[i + 1] = "  "
                    i += 2
                    continue
            i += 1

    def _handle_long_word(self, reversed_chunks, cur_line, cur_len, width):
        space_left = 1 if width < 1 else width - cur_len
        if self.break_long_words:
            end = space_left
            chunk = reversed_chunks[-1]
            if self.break_on_hyphens and len(chunk) > space_left:
                hyphen = chunk.rfind("-", 0, space_left)
                if hyphen > 0 and any(c != "-" for c in chunk[:hyphen]):
                    end = hyphen + 1
            cur_line.append(chunk[:end])
            reversed_chunks[-1] = chunk[end:]
        elif not cur_line:
            cur_line.append(reversed_chunks.pop())

    def _wrap_chunks(self, chunks):
        lines = []
        if self.width <= 0:
            raise ValueError(f"invalid width {self.width!r} (must be > 0)")
        if self.max_lines is not None:
            indent = self.subsequent_indent if self.max_lines > 1 else self.initial_indent
            if len(indent) + len(self.placeholder.lstrip()) > self.width:
                raise ValueError("placeholder too large for max width")
        chunks.reverse()
        while chunks:
            cur_line = []
            cur_len = 0
            indent = self.subsequent_indent if lines else self.initial_indent
            width = self.width - len(indent)
            if self.drop_whitespace and chunks[-1].strip() == "" and lines:
                del chunks[-1]
            while chunks:
                length = len(chunks[-1])
                if cur_len + length <= width:
                    cur_line.append(chunks.pop())
                    cur_len += length
                else:
                    break
            if chunks and len(chunks[-1]) > width:
                self._handle_long_word(chunks, cur_line, cur_len, width)
                cur_len = sum(map(len, cur_line))
            if self.drop_whitespace and cur_line and cur_line[-1].strip() == "":
                cur_len -= len(cur_line[-1])
                del cur_line[-1]
            if cur_line:
                if (
                    self.max_lines is None
                    or len(lines) + 1 < self.max_lines
                    or (not chunks or self.drop_whitespace and len(chunks) == 1 and not chunks[0].strip())
                    and cur_len <= width
                ):
                    lines.append(indent + "".join(cur_line))
                else:
                    while cur_line:
                        if cur_line[-1].strip() and cur_len + len(self.placeholder) <= width:
                            cur_line.append(self.placeholder)
                            lines.append(indent + "".join(cur_line))
                            break
                        cur_len -= len(cur_line[-1])
                        del cur_line[-1]
                    else:
                        if lines:
                            prev_line = lines[-1].rstrip()
                            if len(prev_line) + len(self.placeholder) <= self.width:
                                lines[-1] = prev_line + self.placeholder
                                break
                        lines.append(indent + self.placeholder.lstrip())
                    break
        return lines

    def _split_chunks(self, text):
        return self._split(self._munge_whitespace(text))

    def wrap(self, text):
        chunks = self._split_chunks(text)
        if self.fix_sentence_endings:
            self._fix_sentence_endings(chunks)
        return self._wrap_chunks(chunks)

    def fill(self, text):
        return "\n".join(self.wrap(text))


def wrap(text, width=70, **kwargs):
    return TextWrapper(width=width, **kwargs).wrap(text)


def fill(text, width=70, **kwargs):
    return TextWrapper(width=width, **kwargs).fill(text)


def shorten(text, width, **kwargs):
    w = TextWrapper(width=width, max_lines=1, **kwargs)
    return w.fill(" ".join(text.strip().split()))


def dedent(text):
    lines = text.split("\n")
    margin = None
    for line in lines:
        stripped = line.lstrip(" \t")
        if not stripped:
            continue
        indent = line[: len(line) - len(stripped)]
        if margin is None:
            margin = indent
        elif indent.startswith(margin):
            pass
        elif margin.startswith(indent):
            margin = indent
        else:
            common = 0
            for a, b in zip(margin, indent):
                if a != b:
                    break
                common += 1
            margin = margin[:common]
    out = []
    for line in lines:
        if not line.strip(" \t"):
            out.append("")
        elif margin:
            out.append(line[len(margin) :])
        else:
            out.append(line)
    return "\n".join(out)


def indent(text, prefix, predicate=None):
    if predicate is None:

        def predicate(line):
            return line.strip()

    return "".join(prefix + line if predicate(line) else line for line in text.splitlines(True))
