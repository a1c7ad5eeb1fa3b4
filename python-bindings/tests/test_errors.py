"""The exceptions: SyntaxError with line and column, PythonError with the CPython traceback,
ConversionError, all GarterErrors."""

import builtins

import pytest

import garter


def test_syntax_error_has_line_and_column():
    with pytest.raises(garter.SyntaxError) as error:
        garter.run("x = 1\ny = (2,\n")
    e = error.value
    assert (e.line, e.column) == (2, 5)
    assert e.message == "'(' was never closed"
    assert e.lineno == 2 and e.text == "y = (2,"
    assert "SyntaxError: '(' was never closed" in e.report
    assert isinstance(e, garter.GarterError) and isinstance(e, builtins.SyntaxError)


def test_python_error_carries_type_message_and_traceback():
    code = "print('working')\ndef parse(text):\n    return int(text)\nparse('abc')\n"
    with pytest.raises(garter.PythonError) as error:
        garter.run(code)
    e = error.value
    assert e.type_name == "ValueError"
    assert e.message == "invalid literal for int() with base 10: 'abc'"
    assert str(e) == "ValueError: invalid literal for int() with base 10: 'abc'"
    assert e.stdout == "working\n"
    assert e.traceback == (
        "Traceback (most recent call last):\n"
        '  File "<sandbox>", line 4, in <module>\n'
        "    parse('abc')\n"
        '  File "<sandbox>", line 3, in parse\n'
        "    return int(text)\n"
        "           ^^^^^^^^^\n"
        "ValueError: invalid literal for int() with base 10: 'abc'\n"
    )


def test_sys_exit_is_a_python_error_with_its_code():
    with pytest.raises(garter.PythonError) as error:
        garter.run("import sys\nsys.exit(3)")
    assert error.value.type_name == "SystemExit" and error.value.exit_code == 3


def test_every_error_is_a_garter_error():
    for cls in (garter.SyntaxError, garter.PythonError, garter.LimitExceeded, garter.ConversionError):
        assert issubclass(cls, garter.GarterError)
    assert issubclass(garter.ConversionError, TypeError)
