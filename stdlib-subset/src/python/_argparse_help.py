"""The help formatters of argparse, as CPython 3.11's: `HelpFormatter` lays out the usage line
(wrapped as CPython wraps it), the description, each group's arguments with their help text
and the epilog, for a terminal 80 columns wide (`COLUMNS` unset, as in a sandbox);
`RawDescriptionHelpFormatter`, `RawTextHelpFormatter`, `ArgumentDefaultsHelpFormatter` and
`MetavarTypeHelpFormatter` change what their names say."""

import re as _re
import textwrap as _textwrap

# What is defined here shows `argparse` as its `__module__`, as CPython's does.
__name__ = "argparse"

SUPPRESS = "==SUPPRESS=="
OPTIONAL = "?"
ZERO_OR_MORE = "*"
ONE_OR_MORE = "+"
PARSER = "A..."
REMAINDER = "..."

_WHITESPACE = _re.compile(r"\s+", _re.ASCII)
_LONG_BREAK = _re.compile(r"\n\n\n+")


class _Section:
    """A heading and the items under it; formatted one level deeper than its parent."""

    def __init__(self, formatter, parent, heading=None):
        self.formatter = formatter
        self.parent = parent
        self.heading = heading
        self.items = []

    def format_help(self):
        if self.parent is not None:
            self.formatter._indent()
        item_help = self.formatter._join_parts([func(*args) for func, args in self.items])
        if self.parent is not None:
            self.formatter._dedent()
        if not item_help:
            return ""
        heading = ""
        if self.heading is not SUPPRESS and self.heading is not None:
            heading = "%*s%s:\n" % (self.formatter._current_indent, "", self.heading)
        return self.formatter._join_parts(["\n", heading, item_help, "\n"])


class HelpFormatter:
    """Formats the usage and help of a parser."""

    _Section = _Section

    def __init__(self, prog, indent_increment=2, max_help_position=24, width=None):
        if width is None:
            width = 80 - 2
        self._prog = prog
        self._indent_increment = indent_increment
        self._max_help_position = min(max_help_position, max(width - 20, indent_increment * 2))
        self._width = width
        self._current_indent = 0
        self._level = 0
        self._action_max_length = 0
        self._root_section = _Section(self, None)
        self._current_section = self._root_section
        self._whitespace_matcher = _WHITESPACE
        self._long_break_matcher = _LONG_BREAK

    def _indent(self):
        self._current_indent += self._indent_increment
        self._level += 1

    def _dedent(self):
        self._current_indent -= self._indent_increment
        self._level -= 1

    def _add_item(self, func, args):
        self._current_section.items.append((func, args))

    def start_section(self, heading):
        self._indent()
        section = _Section(self, self._current_section, heading)
        self._add_item(section.format_help, [])
        self._current_section = section

    def end_section(self):
        self._current_section = self._current_section.parent
        self._dedent()

    def add_text(self, text):
        if text is not SUPPRESS and text is not None:
            self._add_item(self._format_text, [text])

    def add_usage(self, usage, actions, groups, prefix=None):
        if usage is not SUPPRESS:
            self._add_item(self._format_usage, (usage, actions, groups, prefix))

    def add_argument(self, action):
        if action.help is not SUPPRESS:
            invocations = [self._format_action_invocation(action)]
            for subaction in self._iter_indented_subactions(action):
                invocations.append(self._format_action_invocation(subaction))
            action_length = max(map(len, invocations)) + self._current_indent
            self._action_max_length = max(self._action_max_length, action_length)
            self._add_item(self._format_action, [action])

    def add_arguments(self, actions):
        for action in actions:
            self.add_argument(action)

    def format_help(self):
        help = self._root_section.format_help()
        if help:
            help = self._long_break_matcher.sub("\n\n", help)
            help = help.strip("\n") + "\n"
        return help

    def _join_parts(self, part_strings):
        return "".join(part for part in part_strings if part and part is not SUPPRESS)

    def _format_usage(self, usage, actions, groups, prefix):
        if prefix is None:
            prefix = "usage: "
        if usage is not None:
            usage = usage % dict(prog=self._prog)
        elif not actions:
            usage = self._prog
        else:
            prog = self._prog
            optionals = [action for action in actions if action.option_strings]
            positionals = [action for action in actions if not action.option_strings]
            action_usage = self._format_actions_usage(optionals + positionals, groups)
            usage = " ".join(s for s in [prog, action_usage] if s)
            text_width = self._width - self._current_indent
            if len(prefix) + len(usage) > text_width:
                usage = "\n".join(self._wrap_usage(prog, prefix, optionals, positionals, groups, text_width))
        return "%s%s\n\n" % (prefix, usage)

    def _wrap_usage(self, prog, prefix, optionals, positionals, groups, text_width):
        """The usage lines when they do not fit on one: the options, then the positionals,
        under the program name when it leaves room, else under the prefix."""
        part_regexp = r"\(.*?\)+(?=\s|$)|\[.*?\]+(?=\s|$)|\S+"
        opt_parts = _re.findall(part_regexp, self._format_actions_usage(optionals, groups))
        pos_parts = _re.findall(part_regexp, self._format_actions_usage(positionals, groups))

        def get_lines(parts, indent, prefix=None):
            lines = []
            line = []
            line_len = len(prefix) - 1 if prefix is not None else len(indent) - 1
            for part in parts:
                if line_len + 1 + len(part) > text_width and line:
                    lines.append(indent + " ".join(line))
                    line = []
                    line_len = len(indent) - 1
                line.append(part)
                line_len += len(part) + 1
            if line:
                lines.append(indent + " ".join(line))
            if prefix is not None:
                lines[0] = lines[0][len(indent) :]
            return lines

        if len(prefix) + len(prog) <= 0.75 * text_width:
            indent = " " * (len(prefix) + len(prog) + 1)
            if opt_parts:
                lines = get_lines([prog] + opt_parts, indent, prefix)
                lines.extend(get_lines(pos_parts, indent))
            elif pos_parts:
                lines = get_lines([prog] + pos_parts, indent, prefix)
            else:
                lines = [prog]
            return lines
        indent = " " * len(prefix)
        lines = get_lines(opt_parts + pos_parts, indent)
        if len(lines) > 1:
            lines = get_lines(opt_parts, indent) + get_lines(pos_parts, indent)
        return [prog] + lines

    def _format_actions_usage(self, actions, groups):
        group_actions = set()
        inserts = {}
        for group in groups:
            if not group._group_actions:
                raise ValueError(f"empty group {group}")
            try:
                start = actions.index(group._group_actions[0])
            except ValueError:
                continue
            end = start + len(group._group_actions)
            if actions[start:end] != group._group_actions:
                continue
            group_actions.update(group._group_actions)
            exposed = sum(1 for action in group._group_actions if action.help is not SUPPRESS)
            if not group.required:
                inserts[start] = inserts[start] + " [" if start in inserts else "["
                inserts[end] = inserts[end] + "]" if end in inserts else "]"
            elif exposed > 1:
                inserts[start] = inserts[start] + " (" if start in inserts else "("
                inserts[end] = inserts[end] + ")" if end in inserts else ")"
            for i in range(start + 1, end):
                inserts[i] = "|"
        parts = []
        for i, action in enumerate(actions):
            if action.help is SUPPRESS:
                parts.append(None)
                if inserts.get(i) == "|":
                    inserts.pop(i)
                elif inserts.get(i + 1) == "|":
                    inserts.pop(i + 1)
            elif not action.option_strings:
                part = self._format_args(action, self._get_default_metavar_for_positional(action))
                if action in group_actions and part[0] == "[" and part[-1] == "]":
                    part = part[1:-1]
                parts.append(part)
            else:
                if action.nargs == 0:
                    part = action.format_usage()
                else:
                    args_string = self._format_args(action, self._get_default_metavar_for_optional(action))
                    part = "%s %s" % (action.option_strings[0], args_string)
                if not action.required and action not in group_actions:
                    part = "[%s]" % part
                parts.append(part)
        for i in sorted(inserts, reverse=True):
            parts[i:i] = [inserts[i]]
        text = " ".join(item for item in parts if item is not None)
        text = _re.sub(r"([\[(]) ", r"\1", text)
        text = _re.sub(r" ([\])])", r"\1", text)
        text = _re.sub(r"[\[(] *[\])]", "", text)
        return text.strip()

    def _format_text(self, text):
        if "%(prog)" in text:
            text = text % dict(prog=self._prog)
        text_width = max(self._width - self._current_indent, 11)
        return self._fill_text(text, text_width, " " * self._current_indent) + "\n\n"

    def _format_action(self, action):
        help_position = min(self._action_max_length + 2, self._max_help_position)
        help_width = max(self._width - help_position, 11)
        action_width = help_position - self._current_indent - 2
        action_header = self._format_action_invocation(action)
        indent_first = 0
        if not action.help:
            action_header = "%*s%s\n" % (self._current_indent, "", action_header)
        elif len(action_header) <= action_width:
            action_header = "%*s%-*s  " % (self._current_indent, "", action_width, action_header)
        else:
            action_header = "%*s%s\n" % (self._current_indent, "", action_header)
            indent_first = help_position
        parts = [action_header]
        if action.help and action.help.strip():
            help_text = self._expand_help(action)
            if help_text:
                help_lines = self._split_lines(help_text, help_width)
                parts.append("%*s%s\n" % (indent_first, "", help_lines[0]))
                for line in help_lines[1:]:
                    parts.append("%*s%s\n" % (help_position, "", line))
        elif not action_header.endswith("\n"):
            parts.append("\n")
        for subaction in self._iter_indented_subactions(action):
            parts.append(self._format_action(subaction))
        return self._join_parts(parts)

    def _format_action_invocation(self, action):
        if not action.option_strings:
            (metavar,) = self._metavar_formatter(action, self._get_default_metavar_for_positional(action))(1)
            return metavar
        if action.nargs == 0:
            return ", ".join(action.option_strings)
        args_string = self._format_args(action, self._get_default_metavar_for_optional(action))
        return ", ".join("%s %s" % (option_string, args_string) for option_string in action.option_strings)

    def _metavar_formatter(self, action, default_metavar):
        if action.metavar is not None:
            result = action.metavar
        elif action.choices is not None:
            result = "{%s}" % ",".join(str(choice) for choice in action.choices)
        else:
            result = default_metavar

        def format(tuple_size):
            return result if isinstance(result, tuple) else (result,) * tuple_size

        return format

    def _format_args(self, action, default_metavar):
        get_metavar = self._metavar_formatter(action, default_metavar)
        nargs = action.nargs
        if nargs is None:
            return "%s" % get_metavar(1)
        if nargs == OPTIONAL:
            return "[%s]" % get_metavar(1)
        if nargs == ZERO_OR_MORE:
            metavar = get_metavar(1)
            if len(metavar) == 2:
                return "[%s [%s ...]]" % metavar
            return "[%s ...]" % metavar
        if nargs == ONE_OR_MORE:
            return "%s [%s ...]" % get_metavar(2)
        if nargs == REMAINDER:
            return "..."
        if nargs == PARSER:
            return "%s ..." % get_metavar(1)
        if nargs == SUPPRESS:
            return ""
        try:
            formats = ["%s" for _ in range(nargs)]
        except TypeError:
            raise ValueError("invalid nargs value") from None
        return " ".join(formats) % get_metavar(nargs)

    def _expand_help(self, action):
        params = dict(vars(action), prog=self._prog)
        for name in list(params):
            if params[name] is SUPPRESS:
                del params[name]
        for name in list(params):
            if hasattr(params[name], "__name__"):
                params[name] = params[name].__name__
        if params.get("choices") is not None:
            params["choices"] = ", ".join(str(c) for c in params["choices"])
        return self._get_help_string(action) % params

    def _iter_indented_subactions(self, action):
        get_subactions = getattr(action, "_get_subactions", None)
        if get_subactions is not None:
            self._indent()
            yield from get_subactions()
            self._dedent()

    def _split_lines(self, text, width):
        text = self._whitespace_matcher.sub(" ", text).strip()
        return _textwrap.wrap(text, width)

    def _fill_text(self, text, width, indent):
        text = self._whitespace_matcher.sub(" ", text).strip()
        return _textwrap.fill(text, width, initial_indent=indent, subsequent_indent=indent)

    def _get_help_string(self, action):
        return action.help

    def _get_default_metavar_for_optional(self, action):
        return action.dest.upper()

    def _get_default_metavar_for_positional(self, action):
        return action.dest


class RawDescriptionHelpFormatter(HelpFormatter):
    """Keeps the description's and epilog's own line breaks."""

    def _fill_text(self, text, width, indent):
        return "".join(indent + line for line in text.splitlines(keepends=True))


class RawTextHelpFormatter(RawDescriptionHelpFormatter):
    """Keeps the line breaks of every help text."""

    def _split_lines(self, text, width):
        return text.splitlines()


class ArgumentDefaultsHelpFormatter(HelpFormatter):
    """Adds each argument's default to its help."""

    def _get_help_string(self, action):
        help = action.help
        if help is None:
            help = ""
        if "%(default)" not in help and action.default is not SUPPRESS:
            if action.option_strings or action.nargs in [OPTIONAL, ZERO_OR_MORE]:
                help += " (default: %(default)s)"
        return help


class MetavarTypeHelpFormatter(HelpFormatter):
    """Names each argument's value by its type."""

    def _get_default_metavar_for_optional(self, action):
        return action.type.__name__

    def _get_default_metavar_for_positional(self, action):
        return action.type.__name__
