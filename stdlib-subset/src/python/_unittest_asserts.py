"""The assertion methods of `unittest.TestCase` (the `_Assertions` mixin), with CPython
3.11's failure messages: shortened reprs, the ndiff of lists, tuples, dicts and multi-line
strings (cut at `maxDiff`), element counts, and the context managers behind `assertRaises`,
`assertRaisesRegex`, `assertWarns` and `assertWarnsRegex` (`assertLogs` and `assertNoLogs`
use `_unittest_logs`).

A private module, so its frames stay out of the tracebacks a test failure reports, as
CPython's unittest leaves out its own."""

import collections
import difflib
import pprint
import re
import warnings

__name__ = "unittest.case"

DIFF_OMITTED = "\nDiff is %s characters long. Set self.maxDiff to None to see it."

_MAX_LENGTH = 80
_PLACEHOLDER_LEN = 12
_MIN_BEGIN_LEN = 5
_MIN_END_LEN = 5
_MIN_COMMON_LEN = 5
_MIN_DIFF_LEN = _MAX_LENGTH - (_MIN_BEGIN_LEN + _PLACEHOLDER_LEN + _MIN_COMMON_LEN + _PLACEHOLDER_LEN + _MIN_END_LEN)


def safe_repr(obj, short=False):
    try:
        result = repr(obj)
    except Exception:
        result = object.__repr__(obj)
    if not short or len(result) < _MAX_LENGTH:
        return result
    return result[:_MAX_LENGTH] + " [truncated]..."


def _shorten(s, prefixlen, suffixlen):
    skip = len(s) - prefixlen - suffixlen
    if skip > _PLACEHOLDER_LEN:
        s = f"{s[:prefixlen]}[{skip} chars]{s[len(s) - suffixlen:]}"
    return s


def _common_prefix(texts):
    first, last = min(texts), max(texts)
    for i, c in enumerate(first):
        if c != last[i]:
            return first[:i]
    return first


def _common_shorten_repr(*args):
    """The reprs of `args`, each cut to about 80 characters around where they differ."""
    args = tuple(map(safe_repr, args))
    maxlen = max(map(len, args))
    if maxlen <= _MAX_LENGTH:
        return args
    prefix = _common_prefix(args)
    prefixlen = len(prefix)
    common_len = _MAX_LENGTH - (maxlen - prefixlen + _MIN_BEGIN_LEN + _PLACEHOLDER_LEN)
    if common_len > _MIN_COMMON_LEN:
        prefix = _shorten(prefix, _MIN_BEGIN_LEN, common_len)
        return tuple(prefix + s[prefixlen:] for s in args)
    prefix = _shorten(prefix, _MIN_BEGIN_LEN, _MIN_COMMON_LEN)
    return tuple(prefix + _shorten(s[prefixlen:], _MIN_DIFF_LEN, _MIN_END_LEN) for s in args)


def _count_diff_hashable(actual, expected):
    """`(count in actual, count in expected, element)` for each element counted differently."""
    s, t = collections.Counter(actual), collections.Counter(expected)
    result = [(count, t.get(elem, 0), elem) for elem, count in s.items() if count != t.get(elem, 0)]
    result.extend((0, count, elem) for elem, count in t.items() if elem not in s)
    return result


def _count_diff_all_purpose(actual, expected):
    """`_count_diff_hashable` for elements that need not be hashable."""
    s, t = list(actual), list(expected)
    missing = object()
    result = []
    for i, elem in enumerate(s):
        if elem is missing:
            continue
        count_s = count_t = 0
        for j in range(i, len(s)):
            if s[j] == elem:
                count_s += 1
                s[j] = missing
        for j, other in enumerate(t):
            if other == elem:
                count_t += 1
                t[j] = missing
        if count_s != count_t:
            result.append((count_s, count_t, elem))
    for i, elem in enumerate(t):
        if elem is missing:
            continue
        count_t = 0
        for j in range(i, len(t)):
            if t[j] == elem:
                count_t += 1
                t[j] = missing
        result.append((0, count_t, elem))
    return result


def _is_subtype(expected, basetype):
    if isinstance(expected, tuple):
        return all(_is_subtype(e, basetype) for e in expected)
    return isinstance(expected, type) and issubclass(expected, basetype)


class _AssertRaisesBaseContext:
    """What `assertRaises` and `assertWarns` share: the expected type(s), an optional regex,
    and running a callable inside the context when one is given."""

    def __init__(self, expected, test_case, expected_regex=None):
        self.expected = expected
        self.test_case = test_case
        self.expected_regex = None if expected_regex is None else re.compile(expected_regex)
        self.obj_name = None
        self.msg = None

    def _raiseFailure(self, standardMsg):
        raise self.test_case.failureException(self.test_case._formatMessage(self.msg, standardMsg))

    def _expected_name(self):
        return getattr(self.expected, "__name__", None) or str(self.expected)

    def handle(self, name, args, kwargs):
        if not _is_subtype(self.expected, self._base_type):
            raise TypeError(f"{name}() arg 1 must be {self._base_type_str}")
        if not args:
            self.msg = kwargs.pop("msg", None)
            if kwargs:
                raise TypeError(f"{next(iter(kwargs))!r} is an invalid keyword argument for this function")
            return self
        callable_obj, *args = args
        try:
            self.obj_name = callable_obj.__name__
        except AttributeError:
            self.obj_name = str(callable_obj)
        with self:
            callable_obj(*args, **kwargs)
        return None


class _AssertRaisesContext(_AssertRaisesBaseContext):
    """The context manager `assertRaises` and `assertRaisesRegex` return; `exception` is what
    was raised."""

    _base_type = BaseException
    _base_type_str = "an exception type or tuple of exception types"

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_value, tb):
        if exc_type is None:
            if self.obj_name:
                self._raiseFailure(f"{self._expected_name()} not raised by {self.obj_name}")
            self._raiseFailure(f"{self._expected_name()} not raised")
        if not issubclass(exc_type, self.expected):
            return False
        self.exception = exc_value.with_traceback(None)
        if self.expected_regex is None:
            return True
        if not self.expected_regex.search(str(exc_value)):
            self._raiseFailure(f'"{self.expected_regex.pattern}" does not match "{exc_value}"')
        return True


class _AssertWarnsContext(_AssertRaisesBaseContext):
    """The context manager `assertWarns` and `assertWarnsRegex` return; `warning`, `filename`
    and `lineno` describe the matching warning."""

    _base_type = Warning
    _base_type_str = "a warning type or tuple of warning types"

    def __enter__(self):
        self.warnings_manager = warnings.catch_warnings(record=True)
        self.warnings = self.warnings_manager.__enter__()
        warnings.simplefilter("always", self.expected)
        return self

    def __exit__(self, exc_type, exc_value, tb):
        self.warnings_manager.__exit__(exc_type, exc_value, tb)
        if exc_type is not None:
            return None
        first_matching = None
        for m in self.warnings:
            w = m.message
            if not isinstance(w, self.expected):
                continue
            if first_matching is None:
                first_matching = w
            if self.expected_regex is not None and not self.expected_regex.search(str(w)):
                continue
            self.warning = w
            self.filename = m.filename
            self.lineno = m.lineno
            return None
        if first_matching is not None:
            self._raiseFailure(f'"{self.expected_regex.pattern}" does not match "{first_matching}"')
        if self.obj_name:
            self._raiseFailure(f"{self._expected_name()} not triggered by {self.obj_name}")
        self._raiseFailure(f"{self._expected_name()} not triggered")
        return None


class _Assertions:
    """The `assert*` methods and `fail`; failures raise `failureException`, their messages
    extended by `msg` when `longMessage` is true."""

    failureException = AssertionError
    longMessage = True
    maxDiff = 80 * 8
    _diffThreshold = 2 ** 16

    def fail(self, msg=None):
        raise self.failureException(msg)

    def _formatMessage(self, msg, standardMsg):
        if not self.longMessage:
            return msg or standardMsg
        if msg is None:
            return standardMsg
        return f"{standardMsg} : {msg}"

    def _truncateMessage(self, message, diff):
        if self.maxDiff is None or len(diff) <= self.maxDiff:
            return message + diff
        return message + DIFF_OMITTED % len(diff)

    def assertFalse(self, expr, msg=None):
        if expr:
            self.fail(self._formatMessage(msg, f"{safe_repr(expr)} is not false"))

    def assertTrue(self, expr, msg=None):
        if not expr:
            self.fail(self._formatMessage(msg, f"{safe_repr(expr)} is not true"))

    def assertRaises(self, expected_exception, *args, **kwargs):
        return _AssertRaisesContext(expected_exception, self).handle("assertRaises", args, kwargs)

    def assertRaisesRegex(self, expected_exception, expected_regex, *args, **kwargs):
        context = _AssertRaisesContext(expected_exception, self, expected_regex)
        return context.handle("assertRaisesRegex", args, kwargs)

    def assertWarns(self, expected_warning, *args, **kwargs):
        return _AssertWarnsContext(expected_warning, self).handle("assertWarns", args, kwargs)

    def assertWarnsRegex(self, expected_warning, expected_regex, *args, **kwargs):
        context = _AssertWarnsContext(expected_warning, self, expected_regex)
        return context.handle("assertWarnsRegex", args, kwargs)

    def assertLogs(self, logger=None, level=None):
        from _unittest_logs import _AssertLogsContext
        return _AssertLogsContext(self, logger, level, no_logs=False)

    def assertNoLogs(self, logger=None, level=None):
        from _unittest_logs import _AssertLogsContext
        return _AssertLogsContext(self, logger, level, no_logs=True)

    def addTypeEqualityFunc(self, typeobj, function):
        self._type_equality_funcs[typeobj] = function

    def _getAssertEqualityFunc(self, first, second):
        if type(first) is type(second):
            asserter = self._type_equality_funcs.get(type(first))
            if asserter is not None:
                return getattr(self, asserter) if isinstance(asserter, str) else asserter
        return self._baseAssertEqual

    def _baseAssertEqual(self, first, second, msg=None):
        if not first == second:
            standardMsg = "%s != %s" % _common_shorten_repr(first, second)
            self.fail(self._formatMessage(msg, standardMsg))

    def assertEqual(self, first, second, msg=None):
        self._getAssertEqualityFunc(first, second)(first, second, msg=msg)

    def assertNotEqual(self, first, second, msg=None):
        if not first != second:
            self.fail(self._formatMessage(msg, f"{safe_repr(first)} == {safe_repr(second)}"))

    def assertAlmostEqual(self, first, second, places=None, msg=None, delta=None):
        if first == second:
            return
        if delta is not None and places is not None:
            raise TypeError("specify delta or places not both")
        diff = abs(first - second)
        if delta is not None:
            if diff <= delta:
                return
            standardMsg = (f"{safe_repr(first)} != {safe_repr(second)} within {safe_repr(delta)} delta "
                           f"({safe_repr(diff)} difference)")
        else:
            if places is None:
                places = 7
            if round(diff, places) == 0:
                return
            standardMsg = (f"{safe_repr(first)} != {safe_repr(second)} within {places!r} places "
                           f"({safe_repr(diff)} difference)")
        self.fail(self._formatMessage(msg, standardMsg))

    def assertNotAlmostEqual(self, first, second, places=None, msg=None, delta=None):
        if delta is not None and places is not None:
            raise TypeError("specify delta or places not both")
        diff = abs(first - second)
        if delta is not None:
            if not (first == second) and diff > delta:
                return
            standardMsg = (f"{safe_repr(first)} == {safe_repr(second)} within {safe_repr(delta)} delta "
                           f"({safe_repr(diff)} difference)")
        else:
            if places is None:
                places = 7
            if not (first == second) and round(diff, places) != 0:
                return
            standardMsg = f"{safe_repr(first)} == {safe_repr(second)} within {places!r} places"
        self.fail(self._formatMessage(msg, standardMsg))

    def assertSequenceEqual(self, seq1, seq2, msg=None, seq_type=None):
        if seq_type is not None:
            seq_type_name = seq_type.__name__
            if not isinstance(seq1, seq_type):
                raise self.failureException(f"First sequence is not a {seq_type_name}: {safe_repr(seq1)}")
            if not isinstance(seq2, seq_type):
                raise self.failureException(f"Second sequence is not a {seq_type_name}: {safe_repr(seq2)}")
        else:
            seq_type_name = "sequence"
        differing = None
        try:
            len1 = len(seq1)
        except (TypeError, NotImplementedError):
            differing = f"First {seq_type_name} has no length.    Non-sequence?"
        if differing is None:
            try:
                len2 = len(seq2)
            except (TypeError, NotImplementedError):
                differing = f"Second {seq_type_name} has no length.    Non-sequence?"
        if differing is None:
            if seq1 == seq2:
                return
            differing = "%ss differ: %s != %s\n" % ((seq_type_name.capitalize(),) + _common_shorten_repr(seq1, seq2))
            found = self._first_difference(seq1, seq2, len1, len2, seq_type_name)
            if found is None:
                if len1 == len2 and seq_type is None and type(seq1) != type(seq2):
                    return
            else:
                differing += found
            if len1 != len2:
                longer, extra = (seq1, len2) if len1 > len2 else (seq2, len1)
                which = "First" if len1 > len2 else "Second"
                differing += f"\n{which} {seq_type_name} contains {abs(len1 - len2)} additional elements.\n"
                try:
                    differing += f"First extra element {extra}:\n{safe_repr(longer[extra])}\n"
                except (TypeError, IndexError, NotImplementedError):
                    differing += f"Unable to index element {extra} of {which.lower()} {seq_type_name}\n"
        diffMsg = "\n" + "\n".join(difflib.ndiff(pprint.pformat(seq1).splitlines(),
                                                 pprint.pformat(seq2).splitlines()))
        self.fail(self._formatMessage(msg, self._truncateMessage(differing, diffMsg)))

    def _first_difference(self, seq1, seq2, len1, len2, seq_type_name):
        """The lines naming the first differing element (None when none differs)."""
        for i in range(min(len1, len2)):
            try:
                item1 = seq1[i]
            except (TypeError, IndexError, NotImplementedError):
                return f"\nUnable to index element {i} of first {seq_type_name}\n"
            try:
                item2 = seq2[i]
            except (TypeError, IndexError, NotImplementedError):
                return f"\nUnable to index element {i} of second {seq_type_name}\n"
            if item1 != item2:
                return "\nFirst differing element %d:\n%s\n%s\n" % ((i,) + _common_shorten_repr(item1, item2))
        return None

    def assertListEqual(self, list1, list2, msg=None):
        self.assertSequenceEqual(list1, list2, msg, seq_type=list)

    def assertTupleEqual(self, tuple1, tuple2, msg=None):
        self.assertSequenceEqual(tuple1, tuple2, msg, seq_type=tuple)

    def assertSetEqual(self, set1, set2, msg=None):
        try:
            difference1 = set1.difference(set2)
        except TypeError as e:
            self.fail(f"invalid type when attempting set difference: {e}")
        except AttributeError as e:
            self.fail(f"first argument does not support set difference: {e}")
        try:
            difference2 = set2.difference(set1)
        except TypeError as e:
            self.fail(f"invalid type when attempting set difference: {e}")
        except AttributeError as e:
            self.fail(f"second argument does not support set difference: {e}")
        if not (difference1 or difference2):
            return
        lines = []
        if difference1:
            lines.append("Items in the first set but not the second:")
            lines.extend(repr(item) for item in difference1)
        if difference2:
            lines.append("Items in the second set but not the first:")
            lines.extend(repr(item) for item in difference2)
        self.fail(self._formatMessage(msg, "\n".join(lines)))

    def assertIn(self, member, container, msg=None):
        if member not in container:
            self.fail(self._formatMessage(msg, f"{safe_repr(member)} not found in {safe_repr(container)}"))

    def assertNotIn(self, member, container, msg=None):
        if member in container:
            standardMsg = f"{safe_repr(member)} unexpectedly found in {safe_repr(container)}"
            self.fail(self._formatMessage(msg, standardMsg))

    def assertIs(self, expr1, expr2, msg=None):
        if expr1 is not expr2:
            self.fail(self._formatMessage(msg, f"{safe_repr(expr1)} is not {safe_repr(expr2)}"))

    def assertIsNot(self, expr1, expr2, msg=None):
        if expr1 is expr2:
            self.fail(self._formatMessage(msg, f"unexpectedly identical: {safe_repr(expr1)}"))

    def assertDictEqual(self, d1, d2, msg=None):
        self.assertIsInstance(d1, dict, "First argument is not a dictionary")
        self.assertIsInstance(d2, dict, "Second argument is not a dictionary")
        if d1 != d2:
            standardMsg = "%s != %s" % _common_shorten_repr(d1, d2)
            diff = "\n" + "\n".join(difflib.ndiff(pprint.pformat(d1).splitlines(), pprint.pformat(d2).splitlines()))
            self.fail(self._formatMessage(msg, self._truncateMessage(standardMsg, diff)))

    def assertCountEqual(self, first, second, msg=None):
        first_seq, second_seq = list(first), list(second)
        try:
            first = collections.Counter(first_seq)
            second = collections.Counter(second_seq)
        except TypeError:
            differences = _count_diff_all_purpose(first_seq, second_seq)
        else:
            if first == second:
                return
            differences = _count_diff_hashable(first_seq, second_seq)
        if differences:
            lines = ["First has %d, Second has %d:  %r" % diff for diff in differences]
            standardMsg = self._truncateMessage("Element counts were not equal:\n", "\n".join(lines))
            self.fail(self._formatMessage(msg, standardMsg))

    def assertMultiLineEqual(self, first, second, msg=None):
        self.assertIsInstance(first, str, "First argument is not a string")
        self.assertIsInstance(second, str, "Second argument is not a string")
        if first != second:
            if len(first) > self._diffThreshold or len(second) > self._diffThreshold:
                self._baseAssertEqual(first, second, msg)
            firstlines = first.splitlines(keepends=True)
            secondlines = second.splitlines(keepends=True)
            if len(firstlines) == 1 and first.strip("\r\n") == first:
                firstlines = [first + "\n"]
                secondlines = [second + "\n"]
            standardMsg = "%s != %s" % _common_shorten_repr(first, second)
            diff = "\n" + "".join(difflib.ndiff(firstlines, secondlines))
            self.fail(self._formatMessage(msg, self._truncateMessage(standardMsg, diff)))

    def assertLess(self, a, b, msg=None):
        if not a < b:
            self.fail(self._formatMessage(msg, f"{safe_repr(a)} not less than {safe_repr(b)}"))

    def assertLessEqual(self, a, b, msg=None):
        if not a <= b:
            self.fail(self._formatMessage(msg, f"{safe_repr(a)} not less than or equal to {safe_repr(b)}"))

    def assertGreater(self, a, b, msg=None):
        if not a > b:
            self.fail(self._formatMessage(msg, f"{safe_repr(a)} not greater than {safe_repr(b)}"))

    def assertGreaterEqual(self, a, b, msg=None):
        if not a >= b:
            self.fail(self._formatMessage(msg, f"{safe_repr(a)} not greater than or equal to {safe_repr(b)}"))

    def assertIsNone(self, obj, msg=None):
        if obj is not None:
            self.fail(self._formatMessage(msg, f"{safe_repr(obj)} is not None"))

    def assertIsNotNone(self, obj, msg=None):
        if obj is None:
            self.fail(self._formatMessage(msg, "unexpectedly None"))

    def assertIsInstance(self, obj, cls, msg=None):
        if not isinstance(obj, cls):
            self.fail(self._formatMessage(msg, f"{safe_repr(obj)} is not an instance of {cls!r}"))

    def assertNotIsInstance(self, obj, cls, msg=None):
        if isinstance(obj, cls):
            self.fail(self._formatMessage(msg, f"{safe_repr(obj)} is an instance of {cls!r}"))

    def assertRegex(self, text, expected_regex, msg=None):
        if isinstance(expected_regex, (str, bytes)):
            assert expected_regex, "expected_regex must not be empty."
            expected_regex = re.compile(expected_regex)
        if not expected_regex.search(text):
            standardMsg = f"Regex didn't match: {expected_regex.pattern!r} not found in {text!r}"
            self.fail(self._formatMessage(msg, standardMsg))

    def assertNotRegex(self, text, unexpected_regex, msg=None):
        if isinstance(unexpected_regex, (str, bytes)):
            unexpected_regex = re.compile(unexpected_regex)
        match = unexpected_regex.search(text)
        if match:
            standardMsg = (f"Regex matched: {text[match.start():match.end()]!r} matches "
                           f"{unexpected_regex.pattern!r} in {text!r}")
            self.fail(self._formatMessage(msg, standardMsg))


def _deprecated_alias(original):
    """An old name of an assertion method: it warns, then calls the method."""

    def deprecated_func(*args, **kwargs):
        warnings.warn(f"Please use {original.__name__} instead.", DeprecationWarning, 2)
        return original(*args, **kwargs)

    return deprecated_func


_Assertions.failUnlessEqual = _Assertions.assertEquals = _deprecated_alias(_Assertions.assertEqual)
_Assertions.failIfEqual = _Assertions.assertNotEquals = _deprecated_alias(_Assertions.assertNotEqual)
_Assertions.failUnlessAlmostEqual = _Assertions.assertAlmostEquals = _deprecated_alias(_Assertions.assertAlmostEqual)
_Assertions.failIfAlmostEqual = _Assertions.assertNotAlmostEquals = _deprecated_alias(
    _Assertions.assertNotAlmostEqual)
_Assertions.failUnless = _Assertions.assert_ = _deprecated_alias(_Assertions.assertTrue)
_Assertions.failUnlessRaises = _deprecated_alias(_Assertions.assertRaises)
_Assertions.failIf = _deprecated_alias(_Assertions.assertFalse)
_Assertions.assertRaisesRegexp = _deprecated_alias(_Assertions.assertRaisesRegex)
_Assertions.assertRegexpMatches = _deprecated_alias(_Assertions.assertRegex)
_Assertions.assertNotRegexpMatches = _deprecated_alias(_Assertions.assertNotRegex)
