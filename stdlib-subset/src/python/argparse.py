"""Command-line parsing, as CPython 3.11's argparse module: `ArgumentParser` with positional
and optional arguments (types, defaults, choices, `nargs`, the store/append/count/extend/
version actions, `BooleanOptionalAction`), argument groups, mutually exclusive groups,
subcommands, parents, `parse_args`/`parse_known_args` on a list, and CPython's help and usage
text and error messages. A sandbox has no command line: `sys.argv[1:]` is empty and the
default `prog` is '' (name it with `prog=`). `error()` prints the usage and message to stderr
and raises SystemExit(2). The actions and formatters live in `_argparse_actions` and
`_argparse_help`; `parse_intermixed_args` is not here."""

import os as _os
import re as _re
import sys as _sys

from _argparse_actions import _UNRECOGNIZED_ARGS_ATTR, Action, ArgumentError, ArgumentTypeError
from _argparse_actions import BooleanOptionalAction, FileType, Namespace, _AttributeHolder, _get_action_name
from _argparse_actions import _AppendAction, _AppendConstAction, _CountAction, _ExtendAction, _HelpAction
from _argparse_actions import _StoreAction, _StoreConstAction, _StoreFalseAction, _StoreTrueAction
from _argparse_actions import _SubParsersAction, _VersionAction
from _argparse_help import OPTIONAL, ONE_OR_MORE, PARSER, REMAINDER, SUPPRESS, ZERO_OR_MORE
from _argparse_help import ArgumentDefaultsHelpFormatter, HelpFormatter, MetavarTypeHelpFormatter
from _argparse_help import RawDescriptionHelpFormatter, RawTextHelpFormatter

__version__ = "1.1"
__all__ = ["ArgumentParser", "ArgumentError", "ArgumentTypeError", "BooleanOptionalAction", "FileType",
           "HelpFormatter", "ArgumentDefaultsHelpFormatter", "RawDescriptionHelpFormatter", "RawTextHelpFormatter",
           "MetavarTypeHelpFormatter", "Namespace", "Action", "ONE_OR_MORE", "OPTIONAL", "PARSER", "REMAINDER",
           "SUPPRESS", "ZERO_OR_MORE"]

_ACTIONS = {
    None: _StoreAction, "store": _StoreAction, "store_const": _StoreConstAction, "store_true": _StoreTrueAction,
    "store_false": _StoreFalseAction, "append": _AppendAction, "append_const": _AppendConstAction,
    "count": _CountAction, "help": _HelpAction, "version": _VersionAction, "parsers": _SubParsersAction,
    "extend": _ExtendAction,
}


class _ActionsContainer:
    """What parsers and argument groups share: `add_argument`, groups, defaults, conflicts."""

    def __init__(self, description, prefix_chars, argument_default, conflict_handler):
        self.description = description
        self.argument_default = argument_default
        self.prefix_chars = prefix_chars
        self.conflict_handler = conflict_handler
        self._registries = {"action": dict(_ACTIONS)}
        self._get_handler()
        self._actions = []
        self._option_string_actions = {}
        self._action_groups = []
        self._mutually_exclusive_groups = []
        self._defaults = {}
        self._negative_number_matcher = _re.compile(r"^-\d+$|^-\d*\.\d+$")
        self._has_negative_number_optionals = []

    def register(self, registry_name, value, object):
        self._registries.setdefault(registry_name, {})[value] = object

    def _registry_get(self, registry_name, value, default=None):
        return self._registries[registry_name].get(value, default)

    def set_defaults(self, **kwargs):
        self._defaults.update(kwargs)
        for action in self._actions:
            if action.dest in kwargs:
                action.default = kwargs[action.dest]

    def get_default(self, dest):
        for action in self._actions:
            if action.dest == dest and action.default is not None:
                return action.default
        return self._defaults.get(dest, None)

    def add_argument(self, *args, **kwargs):
        """Adds a positional argument (`"name"`) or an option (`"-n", "--name"`)."""
        if not args or (len(args) == 1 and args[0][0] not in self.prefix_chars):
            if args and "dest" in kwargs:
                raise ValueError("dest supplied twice for positional argument")
            kwargs = self._get_positional_kwargs(*args, **kwargs)
        else:
            kwargs = self._get_optional_kwargs(*args, **kwargs)
        if "default" not in kwargs:
            dest = kwargs["dest"]
            if dest in self._defaults:
                kwargs["default"] = self._defaults[dest]
            elif self.argument_default is not None:
                kwargs["default"] = self.argument_default
        action_class = self._pop_action_class(kwargs)
        if not callable(action_class):
            raise ValueError('unknown action "%s"' % (action_class,))
        action = action_class(**kwargs)
        type_func = self._registry_get("type", action.type, action.type)
        if not callable(type_func):
            raise ValueError("%r is not callable" % (type_func,))
        if type_func is FileType:
            raise ValueError("%r is a FileType class object, instance of it must be passed" % (type_func,))
        if hasattr(self, "_get_formatter"):
            try:
                self._get_formatter()._format_args(action, None)
            except TypeError:
                raise ValueError("length of metavar tuple does not match nargs")
        return self._add_action(action)

    def add_argument_group(self, *args, **kwargs):
        group = _ArgumentGroup(self, *args, **kwargs)
        self._action_groups.append(group)
        return group

    def add_mutually_exclusive_group(self, **kwargs):
        group = _MutuallyExclusiveGroup(self, **kwargs)
        self._mutually_exclusive_groups.append(group)
        return group

    def _add_action(self, action):
        self._check_conflict(action)
        self._actions.append(action)
        action.container = self
        for option_string in action.option_strings:
            self._option_string_actions[option_string] = action
        for option_string in action.option_strings:
            if self._negative_number_matcher.match(option_string) and not self._has_negative_number_optionals:
                self._has_negative_number_optionals.append(True)
        return action

    def _remove_action(self, action):
        self._actions.remove(action)

    def _add_container_actions(self, container):
        """Copies a parent parser's arguments and groups."""
        title_group_map = {}
        for group in self._action_groups:
            if group.title in title_group_map:
                raise ValueError("cannot merge actions - two groups are named %r" % group.title)
            title_group_map[group.title] = group
        group_map = {}
        for group in container._action_groups:
            if group.title not in title_group_map:
                title_group_map[group.title] = self.add_argument_group(
                    title=group.title, description=group.description, conflict_handler=group.conflict_handler)
            for action in group._group_actions:
                group_map[action] = title_group_map[group.title]
        for group in container._mutually_exclusive_groups:
            mutex_group = self.add_mutually_exclusive_group(required=group.required)
            for action in group._group_actions:
                group_map[action] = mutex_group
        for action in container._actions:
            group_map.get(action, self)._add_action(action)

    def _get_positional_kwargs(self, dest, **kwargs):
        if "required" in kwargs:
            raise TypeError("'required' is an invalid argument for positionals")
        if kwargs.get("nargs") not in [OPTIONAL, ZERO_OR_MORE]:
            kwargs["required"] = True
        if kwargs.get("nargs") == ZERO_OR_MORE and "default" not in kwargs:
            kwargs["required"] = True
        return dict(kwargs, dest=dest, option_strings=[])

    def _get_optional_kwargs(self, *args, **kwargs):
        option_strings = []
        long_option_strings = []
        for option_string in args:
            if not option_string[0] in self.prefix_chars:
                raise ValueError("invalid option string %r: must start with a character %r"
                                 % (option_string, self.prefix_chars))
            option_strings.append(option_string)
            if len(option_string) > 1 and option_string[1] in self.prefix_chars:
                long_option_strings.append(option_string)
        dest = kwargs.pop("dest", None)
        if dest is None:
            dest_option_string = long_option_strings[0] if long_option_strings else option_strings[0]
            dest = dest_option_string.lstrip(self.prefix_chars)
            if not dest:
                raise ValueError("dest= is required for options like %r" % option_string)
            dest = dest.replace("-", "_")
        return dict(kwargs, dest=dest, option_strings=option_strings)

    def _pop_action_class(self, kwargs, default=None):
        action = kwargs.pop("action", default)
        return self._registry_get("action", action, action)

    def _get_handler(self):
        try:
            return getattr(self, "_handle_conflict_%s" % self.conflict_handler)
        except AttributeError:
            raise ValueError("invalid conflict_resolution value: %r" % self.conflict_handler)

    def _check_conflict(self, action):
        conflicts = [(option_string, self._option_string_actions[option_string])
                     for option_string in action.option_strings if option_string in self._option_string_actions]
        if conflicts:
            self._get_handler()(action, conflicts)

    def _handle_conflict_error(self, action, conflicting_actions):
        message = "conflicting option string: %s" if len(conflicting_actions) == 1 else "conflicting option strings: %s"
        raise ArgumentError(action, message % ", ".join(option_string for option_string, _ in conflicting_actions))

    def _handle_conflict_resolve(self, action, conflicting_actions):
        for option_string, action in conflicting_actions:
            action.option_strings.remove(option_string)
            self._option_string_actions.pop(option_string, None)
            if not action.option_strings:
                action.container._remove_action(action)


class _ArgumentGroup(_ActionsContainer):
    """A titled group of a parser's arguments, listed together in its help."""

    def __init__(self, container, title=None, description=None, **kwargs):
        kwargs.setdefault("conflict_handler", container.conflict_handler)
        kwargs.setdefault("prefix_chars", container.prefix_chars)
        kwargs.setdefault("argument_default", container.argument_default)
        super().__init__(description=description, **kwargs)
        self.title = title
        self._group_actions = []
        self._registries = container._registries
        self._actions = container._actions
        self._option_string_actions = container._option_string_actions
        self._defaults = container._defaults
        self._has_negative_number_optionals = container._has_negative_number_optionals
        self._mutually_exclusive_groups = container._mutually_exclusive_groups

    def _add_action(self, action):
        action = super()._add_action(action)
        self._group_actions.append(action)
        return action

    def _remove_action(self, action):
        super()._remove_action(action)
        self._group_actions.remove(action)


class _MutuallyExclusiveGroup(_ArgumentGroup):
    """Options of which at most one (exactly one when `required`) may be given."""

    def __init__(self, container, required=False):
        super().__init__(container)
        self.required = required
        self._container = container

    def _add_action(self, action):
        if action.required:
            raise ValueError("mutually exclusive arguments must be optional")
        action = self._container._add_action(action)
        self._group_actions.append(action)
        return action

    def _remove_action(self, action):
        self._container._remove_action(action)
        self._group_actions.remove(action)


def _identity(string):
    return string


class ArgumentParser(_AttributeHolder, _ActionsContainer):
    """Parses a list of command-line strings into a Namespace."""

    def __init__(self, prog=None, usage=None, description=None, epilog=None, parents=[], formatter_class=HelpFormatter,
                 prefix_chars="-", fromfile_prefix_chars=None, argument_default=None, conflict_handler="error",
                 add_help=True, allow_abbrev=True, exit_on_error=True):
        super().__init__(description=description, prefix_chars=prefix_chars, argument_default=argument_default,
                         conflict_handler=conflict_handler)
        if prog is None:
            prog = _os.path.basename(_sys.argv[0])
        self.prog = prog
        self.usage = usage
        self.epilog = epilog
        self.formatter_class = formatter_class
        self.fromfile_prefix_chars = fromfile_prefix_chars
        self.add_help = add_help
        self.allow_abbrev = allow_abbrev
        self.exit_on_error = exit_on_error
        self._positionals = self.add_argument_group("positional arguments")
        self._optionals = self.add_argument_group("options")
        self._subparsers = None
        self.register("type", None, _identity)
        default_prefix = "-" if "-" in prefix_chars else prefix_chars[0]
        if self.add_help:
            self.add_argument(default_prefix + "h", default_prefix * 2 + "help", action="help", default=SUPPRESS,
                              help="show this help message and exit")
        for parent in parents:
            self._add_container_actions(parent)
            defaults = getattr(parent, "_defaults", None)
            if defaults is not None:
                self._defaults.update(defaults)

    def _get_kwargs(self):
        names = ["prog", "usage", "description", "formatter_class", "conflict_handler", "add_help"]
        return [(name, getattr(self, name)) for name in names]

    def add_subparsers(self, **kwargs):
        """Adds the subcommands argument; its `add_parser(name, ...)` makes each subcommand."""
        if self._subparsers is not None:
            self.error("cannot have multiple subparser arguments")
        kwargs.setdefault("parser_class", type(self))
        if "title" in kwargs or "description" in kwargs:
            title = kwargs.pop("title", "subcommands")
            description = kwargs.pop("description", None)
            self._subparsers = self.add_argument_group(title, description)
        else:
            self._subparsers = self._positionals
        if kwargs.get("prog") is None:
            formatter = self._get_formatter()
            formatter.add_usage(self.usage, self._get_positional_actions(), self._mutually_exclusive_groups, "")
            kwargs["prog"] = formatter.format_help().strip()
        parsers_class = self._pop_action_class(kwargs, "parsers")
        action = parsers_class(option_strings=[], **kwargs)
        self._subparsers._add_action(action)
        return action

    def _add_action(self, action):
        if action.option_strings:
            self._optionals._add_action(action)
        else:
            self._positionals._add_action(action)
        return action

    def _get_optional_actions(self):
        return [action for action in self._actions if action.option_strings]

    def _get_positional_actions(self):
        return [action for action in self._actions if not action.option_strings]

    def parse_args(self, args=None, namespace=None):
        args, argv = self.parse_known_args(args, namespace)
        if argv:
            self.error("unrecognized arguments: %s" % " ".join(argv))
        return args

    def parse_known_args(self, args=None, namespace=None):
        """`(namespace, the strings no argument took)`."""
        args = _sys.argv[1:] if args is None else list(args)
        if namespace is None:
            namespace = Namespace()
        for action in self._actions:
            if action.dest is not SUPPRESS and not hasattr(namespace, action.dest):
                if action.default is not SUPPRESS:
                    setattr(namespace, action.dest, action.default)
        for dest in self._defaults:
            if not hasattr(namespace, dest):
                setattr(namespace, dest, self._defaults[dest])
        if self.exit_on_error:
            try:
                namespace, args = self._parse_known_args(args, namespace)
            except ArgumentError as err:
                self.error(str(err))
        else:
            namespace, args = self._parse_known_args(args, namespace)
        if hasattr(namespace, _UNRECOGNIZED_ARGS_ATTR):
            args.extend(getattr(namespace, _UNRECOGNIZED_ARGS_ATTR))
            delattr(namespace, _UNRECOGNIZED_ARGS_ATTR)
        return namespace, args

    def _parse_known_args(self, arg_strings, namespace):
        from _argparse_parse import parse_known_args

        if self.fromfile_prefix_chars is not None:
            arg_strings = self._read_args_from_files(arg_strings)
        return parse_known_args(self, arg_strings, namespace)

    def _read_args_from_files(self, arg_strings):
        new_arg_strings = []
        for arg_string in arg_strings:
            if not arg_string or arg_string[0] not in self.fromfile_prefix_chars:
                new_arg_strings.append(arg_string)
                continue
            try:
                with open(arg_string[1:]) as args_file:
                    read = []
                    for arg_line in args_file.read().splitlines():
                        read.extend(self.convert_arg_line_to_args(arg_line))
                    new_arg_strings.extend(self._read_args_from_files(read))
            except OSError as err:
                self.error(str(err))
        return new_arg_strings

    def convert_arg_line_to_args(self, arg_line):
        return [arg_line]

    def _get_values(self, action, arg_strings):
        """The value an action receives from its strings, converted and checked."""
        if action.nargs not in [PARSER, REMAINDER]:
            try:
                arg_strings.remove("--")
            except ValueError:
                pass
        if not arg_strings and action.nargs == OPTIONAL:
            value = action.const if action.option_strings else action.default
            if isinstance(value, str):
                value = self._get_value(action, value)
                self._check_value(action, value)
        elif not arg_strings and action.nargs == ZERO_OR_MORE and not action.option_strings:
            value = action.default if action.default is not None else arg_strings
            self._check_value(action, value)
        elif len(arg_strings) == 1 and action.nargs in [None, OPTIONAL]:
            value = self._get_value(action, arg_strings[0])
            self._check_value(action, value)
        elif action.nargs == REMAINDER:
            value = [self._get_value(action, v) for v in arg_strings]
        elif action.nargs == PARSER:
            value = [self._get_value(action, v) for v in arg_strings]
            self._check_value(action, value[0])
        elif action.nargs == SUPPRESS:
            value = SUPPRESS
        else:
            value = [self._get_value(action, v) for v in arg_strings]
            for v in value:
                self._check_value(action, v)
        return value

    def _get_value(self, action, arg_string):
        type_func = self._registry_get("type", action.type, action.type)
        if not callable(type_func):
            raise ArgumentError(action, "%r is not callable" % type_func)
        try:
            return type_func(arg_string)
        except ArgumentTypeError as err:
            raise ArgumentError(action, str(err))
        except (TypeError, ValueError):
            name = getattr(action.type, "__name__", repr(action.type))
            raise ArgumentError(action, "invalid %s value: %r" % (name, arg_string))

    def _check_value(self, action, value):
        if action.choices is not None and value not in action.choices:
            choices = ", ".join(map(repr, action.choices))
            raise ArgumentError(action, "invalid choice: %r (choose from %s)" % (value, choices))

    def format_usage(self):
        formatter = self._get_formatter()
        formatter.add_usage(self.usage, self._actions, self._mutually_exclusive_groups)
        return formatter.format_help()

    def format_help(self):
        formatter = self._get_formatter()
        formatter.add_usage(self.usage, self._actions, self._mutually_exclusive_groups)
        formatter.add_text(self.description)
        for action_group in self._action_groups:
            formatter.start_section(action_group.title)
            formatter.add_text(action_group.description)
            formatter.add_arguments(action_group._group_actions)
            formatter.end_section()
        formatter.add_text(self.epilog)
        return formatter.format_help()

    def _get_formatter(self):
        return self.formatter_class(prog=self.prog)

    def print_usage(self, file=None):
        self._print_message(self.format_usage(), file if file is not None else _sys.stdout)

    def print_help(self, file=None):
        self._print_message(self.format_help(), file if file is not None else _sys.stdout)

    def _print_message(self, message, file=None):
        if message:
            file = file or _sys.stderr
            try:
                file.write(message)
            except (AttributeError, OSError):
                pass

    def exit(self, status=0, message=None):
        if message:
            self._print_message(message, _sys.stderr)
        _sys.exit(status)

    def error(self, message):
        """Prints the usage and `message` to stderr and exits with status 2."""
        self.print_usage(_sys.stderr)
        self.exit(2, "%s: error: %s\n" % (self.prog, message))
