"""How argparse matches command-line strings to arguments, as CPython 3.11's does: each string
is classed as an option ('O'), an argument ('A') or '--' ('-'), and regular expressions over
that pattern decide how many strings each option and positional takes, consuming options and
runs of positionals in turn, then checking required arguments and exclusive groups."""

import re as _re

from _argparse_actions import ArgumentError, _get_action_name
from _argparse_help import OPTIONAL, ONE_OR_MORE, PARSER, REMAINDER, SUPPRESS, ZERO_OR_MORE


def parse_known_args(parser, arg_strings, namespace):
    """Fills `namespace` from `arg_strings`; returns it with the strings nothing took."""
    action_conflicts = {}
    for mutex_group in parser._mutually_exclusive_groups:
        group_actions = mutex_group._group_actions
        for i, mutex_action in enumerate(group_actions):
            conflicts = action_conflicts.setdefault(mutex_action, [])
            conflicts.extend(group_actions[:i])
            conflicts.extend(group_actions[i + 1 :])

    option_string_indices = {}
    pattern_parts = []
    arg_strings_iter = iter(arg_strings)
    for i, arg_string in enumerate(arg_strings_iter):
        if arg_string == "--":
            pattern_parts.append("-")
            for arg_string in arg_strings_iter:
                pattern_parts.append("A")
        else:
            option_tuple = _parse_optional(parser, arg_string)
            if option_tuple is None:
                pattern_parts.append("A")
            else:
                option_string_indices[i] = option_tuple
                pattern_parts.append("O")
    arg_strings_pattern = "".join(pattern_parts)

    seen_actions = set()
    seen_non_default_actions = set()
    extras = []

    def take_action(action, argument_strings, option_string=None):
        seen_actions.add(action)
        argument_values = parser._get_values(action, argument_strings)
        if argument_values is not action.default:
            seen_non_default_actions.add(action)
            for conflict_action in action_conflicts.get(action, []):
                if conflict_action in seen_non_default_actions:
                    raise ArgumentError(action, "not allowed with argument %s" % _get_action_name(conflict_action))
        if argument_values is not SUPPRESS:
            action(parser, namespace, argument_values, option_string)

    def consume_optional(start_index):
        action, option_string, explicit_arg = option_string_indices[start_index]
        action_tuples = []
        while True:
            if action is None:
                extras.append(arg_strings[start_index])
                return start_index + 1
            if explicit_arg is not None:
                arg_count = _match_argument(action, "A")
                chars = parser.prefix_chars
                if arg_count == 0 and option_string[1] not in chars and explicit_arg != "":
                    # Single-dash options joined together: -xyz is -x -y -z.
                    action_tuples.append((action, [], option_string))
                    option_string = option_string[0] + explicit_arg[0]
                    new_explicit_arg = explicit_arg[1:] or None
                    if option_string in parser._option_string_actions:
                        action = parser._option_string_actions[option_string]
                        explicit_arg = new_explicit_arg
                    else:
                        raise ArgumentError(action, "ignored explicit argument %r" % explicit_arg)
                elif arg_count == 1:
                    stop = start_index + 1
                    action_tuples.append((action, [explicit_arg], option_string))
                    break
                else:
                    raise ArgumentError(action, "ignored explicit argument %r" % explicit_arg)
            else:
                start = start_index + 1
                arg_count = _match_argument(action, arg_strings_pattern[start:])
                stop = start + arg_count
                action_tuples.append((action, arg_strings[start:stop], option_string))
                break
        for action, args, option_string in action_tuples:
            take_action(action, args, option_string)
        return stop

    positionals = parser._get_positional_actions()

    def consume_positionals(start_index):
        arg_counts = _match_arguments_partial(positionals, arg_strings_pattern[start_index:])
        for action, arg_count in zip(positionals, arg_counts):
            args = arg_strings[start_index : start_index + arg_count]
            start_index += arg_count
            take_action(action, args)
        positionals[:] = positionals[len(arg_counts) :]
        return start_index

    start_index = 0
    max_option_string_index = max(option_string_indices) if option_string_indices else -1
    while start_index <= max_option_string_index:
        next_option_string_index = min(index for index in option_string_indices if index >= start_index)
        if start_index != next_option_string_index:
            positionals_end_index = consume_positionals(start_index)
            if positionals_end_index > start_index:
                start_index = positionals_end_index
                continue
            start_index = positionals_end_index
        if start_index not in option_string_indices:
            extras.extend(arg_strings[start_index:next_option_string_index])
            start_index = next_option_string_index
        start_index = consume_optional(start_index)
    stop_index = consume_positionals(start_index)
    extras.extend(arg_strings[stop_index:])

    required_actions = []
    for action in parser._actions:
        if action not in seen_actions:
            if action.required:
                required_actions.append(_get_action_name(action))
            elif (action.default is not None and isinstance(action.default, str)
                  and hasattr(namespace, action.dest) and action.default is getattr(namespace, action.dest)):
                # A string default is converted by the type, as a given string would be.
                setattr(namespace, action.dest, parser._get_value(action, action.default))
    if required_actions:
        parser.error("the following arguments are required: %s" % ", ".join(required_actions))
    for group in parser._mutually_exclusive_groups:
        if group.required and not any(action in seen_non_default_actions for action in group._group_actions):
            names = [_get_action_name(action) for action in group._group_actions if action.help is not SUPPRESS]
            parser.error("one of the arguments %s is required" % " ".join(names))
    return namespace, extras


def _parse_optional(parser, arg_string):
    """`(action, option string, explicit argument)` when `arg_string` is an option (action None
    for an unknown one), None when it is an argument."""
    if not arg_string or arg_string[0] not in parser.prefix_chars:
        return None
    if arg_string in parser._option_string_actions:
        return parser._option_string_actions[arg_string], arg_string, None
    if len(arg_string) == 1:
        return None
    if "=" in arg_string:
        option_string, explicit_arg = arg_string.split("=", 1)
        if option_string in parser._option_string_actions:
            return parser._option_string_actions[option_string], option_string, explicit_arg
    option_tuples = _get_option_tuples(parser, arg_string)
    if len(option_tuples) > 1:
        options = ", ".join(option_string for action, option_string, explicit_arg in option_tuples)
        parser.error("ambiguous option: %s could match %s" % (arg_string, options))
    elif len(option_tuples) == 1:
        return option_tuples[0]
    if parser._negative_number_matcher.match(arg_string) and not parser._has_negative_number_optionals:
        return None
    if " " in arg_string:
        return None
    return None, arg_string, None


def _get_option_tuples(parser, option_string):
    """The options `option_string` abbreviates (or, for a short option, starts with)."""
    result = []
    chars = parser.prefix_chars
    actions = parser._option_string_actions
    if option_string[0] in chars and option_string[1] in chars:
        if parser.allow_abbrev:
            if "=" in option_string:
                option_prefix, explicit_arg = option_string.split("=", 1)
            else:
                option_prefix, explicit_arg = option_string, None
            for candidate in actions:
                if candidate.startswith(option_prefix):
                    result.append((actions[candidate], candidate, explicit_arg))
    elif option_string[0] in chars and option_string[1] not in chars:
        short_option_prefix = option_string[:2]
        short_explicit_arg = option_string[2:]
        for candidate in actions:
            if candidate == short_option_prefix:
                result.append((actions[candidate], candidate, short_explicit_arg))
            elif candidate.startswith(option_string):
                result.append((actions[candidate], candidate, None))
    else:
        parser.error("unexpected option string: %s" % option_string)
    return result


def _match_argument(action, arg_strings_pattern):
    """How many strings the option takes from the start of the pattern."""
    match = _re.match(_get_nargs_pattern(action), arg_strings_pattern)
    if match is None:
        messages = {None: "expected one argument", OPTIONAL: "expected at most one argument",
                    ONE_OR_MORE: "expected at least one argument"}
        msg = messages.get(action.nargs)
        if msg is None:
            msg = ("expected %s argument" if action.nargs == 1 else "expected %s arguments") % action.nargs
        raise ArgumentError(action, msg)
    return len(match.group(1))


def _match_arguments_partial(actions, arg_strings_pattern):
    """How many strings each of the most positionals that can match take."""
    for i in range(len(actions), 0, -1):
        pattern = "".join(_get_nargs_pattern(action) for action in actions[:i])
        match = _re.match(pattern, arg_strings_pattern)
        if match is not None:
            return [len(string) for string in match.groups()]
    return []


def _get_nargs_pattern(action):
    nargs = action.nargs
    if nargs is None:
        pattern = "(-*A-*)"
    elif nargs == OPTIONAL:
        pattern = "(-*A?-*)"
    elif nargs == ZERO_OR_MORE:
        pattern = "(-*[A-]*)"
    elif nargs == ONE_OR_MORE:
        pattern = "(-*A[A-]*)"
    elif nargs == REMAINDER:
        pattern = "([-AO]*)"
    elif nargs == PARSER:
        pattern = "(-*A[-AO]*)"
    elif nargs == SUPPRESS:
        pattern = "(-*-*)"
    else:
        pattern = "(-*%s-*)" % "-*".join("A" * nargs)
    if action.option_strings:
        pattern = pattern.replace("-*", "").replace("-", "")
    return pattern
