"""garter.run, garter.Limits and the Result of Sandbox.run."""

import pytest

import garter


def test_run_returns_the_last_expression():
    assert garter.run("1 + 1") == 2
    assert garter.run("x = 3") is None
    assert garter.run("[n * n for n in range(4)]") == [0, 1, 4, 9]


def test_run_binds_inputs_as_globals():
    assert garter.run("sum(values) / len(values)", inputs={"values": [1, 2, 3, 6]}) == 3.0


def test_result_carries_value_output_and_usage():
    result = garter.Sandbox().run("print('a')\nprint('b', 1)\n{'k': (1, 2)}")
    assert result.value == {"k": (1, 2)}
    assert result.stdout == "a\nb 1\n"
    assert result.repr == "{'k': (1, 2)}"
    assert result.steps > 0
    assert result.peak_memory > 0
    assert result.tool_calls == 0


def test_sandbox_runs_start_with_fresh_globals():
    box = garter.Sandbox()
    box.run("x = 1")
    with pytest.raises(garter.PythonError) as error:
        box.run("x")
    assert error.value.type_name == "NameError"


def test_limits_fields_and_defaults():
    limits = garter.Limits(max_steps=1000, max_memory=1 << 20, timeout=2.5, max_output=100)
    assert (limits.max_steps, limits.max_memory, limits.timeout, limits.max_depth, limits.max_output) == (
        1000,
        1 << 20,
        2.5,
        1000,
        100,
    )
    assert garter.Limits() == garter.Limits(max_depth=1000)
    default = garter.Limits.default()
    assert default.max_steps == 1_000_000_000 and default.max_memory == 512 << 20 and default.timeout == 30.0
    assert garter.Sandbox().limits == default
    with pytest.raises(ValueError):
        garter.Limits(timeout=-1)


@pytest.mark.parametrize(
    ("limits", "code", "limit", "message"),
    [
        (garter.Limits(max_steps=10_000), "while True:\n    pass", "steps", "TimeoutError: step limit of 10000 steps"),
        (garter.Limits(max_memory=1 << 20), "x = 'a' * (10 << 20)", "memory", "MemoryError: memory limit of 1.0 MiB"),
        (garter.Limits(timeout=0.2), "while True:\n    pass", "time", "TimeoutError: time limit of 0.2 seconds"),
    ],
)
def test_limits_stop_runs_with_limit_exceeded(limits, code, limit, message):
    with pytest.raises(garter.LimitExceeded) as error:
        garter.run("print('before')\n" + code, limits=limits)
    assert error.value.limit == limit
    assert str(error.value).startswith(message)
    assert error.value.stdout == "before\n"
    assert isinstance(error.value, garter.GarterError)


def test_max_depth_is_a_catchable_recursion_error():
    code = "def f(n):\n    return f(n + 1)\ntry:\n    f(0)\nexcept RecursionError:\n    r = 'deep'\nr"
    assert garter.run(code, limits=garter.Limits(max_depth=50)) == "deep"


def test_max_output_truncates_printed_output():
    result = garter.Sandbox(limits=garter.Limits(max_output=10)).run("print('x' * 100)")
    assert result.stdout.startswith("x" * 10)
    assert "output truncated" in result.stdout


def test_stderr_is_a_stream_apart_in_results_and_errors():
    code = "import sys\nprint('out')\nprint('careful', file=sys.stderr)\n"
    result = garter.Sandbox().run(code + "7")
    assert (result.stdout, result.stderr, result.value) == ("out\n", "careful\n", 7)
    with pytest.raises(garter.PythonError) as error:
        garter.Sandbox().run(code + "1/0")
    assert (error.value.stdout, error.value.stderr) == ("out\n", "careful\n")
    done = garter.Sandbox().start(code + "8")
    assert isinstance(done, garter.Complete) and done.stderr == "careful\n"
