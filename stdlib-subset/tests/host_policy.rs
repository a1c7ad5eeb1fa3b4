//! The clock and entropy policies as programs see them through `time`, `datetime`, `random`,
//! `uuid` and `secrets`: refused with a clear `PermissionError` by default, deterministic when
//! fixed or seeded, the host's own when it implements them, bounded by the limits, and carried
//! across snapshots as program state while the grants themselves stay the host's.

use std::sync::Arc;

use garter::{Clock, Entropy, HostEntropy, HostValue, Interpreter, Limits, Progress, RunOutcome};

fn granted(clock: Clock, entropy: Entropy) -> Interpreter {
    let mut interpreter = garter_stdlib::interpreter();
    interpreter.set_clock(clock);
    interpreter.set_entropy(entropy);
    interpreter
}

fn output(interpreter: &mut Interpreter, source: &str) -> String {
    let outcome = interpreter.run(source, "<test>");
    assert_eq!(outcome.error, None, "{source}");
    outcome.output
}

fn last_line(outcome: &RunOutcome) -> String {
    outcome.error.as_ref().map(|e| e.last_line()).unwrap_or_default()
}

#[test]
fn without_grants_each_reader_names_what_is_missing() {
    let no_clock = "needs the current time, but this sandbox has no clock (the host has not granted one)";
    let no_entropy = "needs random bytes, but this sandbox has no entropy source (the host has not granted one)";
    for (source, what, missing) in [
        ("import time\ntime.time()", "time.time()", no_clock),
        ("import time\ntime.monotonic_ns()", "time.monotonic_ns()", no_clock),
        ("import time\ntime.perf_counter()", "time.perf_counter()", no_clock),
        ("import time\ntime.localtime()", "time.localtime()", no_clock),
        ("import time\ntime.strftime('%Y')", "time.strftime()", no_clock),
        ("import datetime\ndatetime.datetime.now()", "datetime.now()", no_clock),
        (
            "import datetime\ndatetime.datetime.utcnow()",
            "datetime.utcnow()",
            no_clock,
        ),
        ("import datetime\ndatetime.date.today()", "date.today()", no_clock),
        ("import uuid\nuuid.uuid1()", "uuid.uuid1()", no_clock),
        ("import uuid\nuuid.uuid4()", "uuid.uuid4()", no_entropy),
        (
            "import secrets\nsecrets.token_hex()",
            "secrets.token_bytes()",
            no_entropy,
        ),
        (
            "import random\nrandom.SystemRandom().random()",
            "random.SystemRandom.random()",
            no_entropy,
        ),
    ] {
        let outcome = garter_stdlib::interpreter().run(source, "<test>");
        assert_eq!(
            last_line(&outcome),
            format!("PermissionError: {what} {missing}"),
            "{source}"
        );
    }
    let mut interpreter = garter_stdlib::interpreter();
    assert_eq!(
        output(
            &mut interpreter,
            "import random, time\ntime.sleep(5)\nx = random.random()\nrandom.seed(0)\nprint(x == random.random(), time.process_time() > 0)"
        ),
        "True True\n"
    );
}

#[test]
fn a_fixed_clock_reads_the_same_and_moves_only_by_sleeping() {
    let mut interpreter = granted(
        Clock::Fixed {
            unix_seconds: 1_700_000_000.25,
        },
        Entropy::None,
    );
    let source = "import time, datetime\n\
                  print(time.time(), time.time_ns(), time.monotonic(), datetime.datetime.now())\n\
                  t0 = time.monotonic()\ntime.sleep(2)\nprint(time.monotonic() - t0 >= 2, time.perf_counter_ns())\n\
                  print(time.gmtime(), datetime.date.today(), time.ctime())";
    assert_eq!(
        output(&mut interpreter, source),
        "1700000000.25 1700000000250000000 0.0 2023-11-14 22:13:20.250000\n\
         True 2000000000\n\
         time.struct_time(tm_year=2023, tm_mon=11, tm_mday=14, tm_hour=22, tm_min=13, tm_sec=22, tm_wday=1, tm_yday=318, tm_isdst=0) 2023-11-14 Tue Nov 14 22:13:22 2023\n"
    );
    assert_eq!(output(&mut interpreter, "print(time.time())"), "1700000002.25\n");
}

#[test]
fn seeded_entropy_seeds_random_as_cpython_seeds_from_urandom() {
    let seeded = || granted(Clock::None, Entropy::Seeded(5));
    let mut direct = seeded();
    let key_source = "import os\nkey = int.from_bytes(os.urandom(2496), 'little')\n\
                      import random\nprint(key.bit_length() > 2464, random.Random(key).random())";
    let direct_out = output(&mut direct, key_source);
    let mut module_level = seeded();
    let module_out = output(&mut module_level, "import random\nprint(True, random.random())");
    assert_eq!(
        direct_out, module_out,
        "the module's generator is seeded with the stream's first 624 words"
    );
    assert_ne!(
        module_out,
        output(
            &mut garter_stdlib::interpreter(),
            "import random\nprint(True, random.random())"
        )
    );
    let program =
        "import uuid, secrets, random\nprint(uuid.uuid4(), secrets.token_hex(8), random.SystemRandom().random())";
    assert_eq!(output(&mut seeded(), program), output(&mut seeded(), program));
    assert_ne!(
        output(&mut seeded(), program),
        output(&mut granted(Clock::None, Entropy::Seeded(6)), program)
    );
}

struct Broken;

impl HostEntropy for Broken {
    fn fill(&self, _: &mut [u8]) -> Result<(), String> {
        Err("the entropy pool is closed".into())
    }
}

#[test]
fn drawing_entropy_is_checked_and_charged() {
    let mut interpreter = granted(Clock::None, Entropy::Seeded(1));
    interpreter.set_limits(Limits {
        max_memory: Some(1 << 20),
        max_steps: Some(100_000),
        ..Limits::default()
    });
    let outcome = interpreter.run("import os\nos.urandom(10**9)", "<test>");
    assert_eq!(last_line(&outcome), "MemoryError: memory limit of 1.0 MiB exceeded");
    // Within the memory limit (with room for `os` itself), the step limit stops a large draw.
    interpreter.set_limits(Limits {
        max_memory: Some(4 << 20),
        max_steps: Some(100_000),
        ..Limits::default()
    });
    let outcome = interpreter.run("import os\nos.urandom(2_000_000)", "<test>");
    assert_eq!(last_line(&outcome), "TimeoutError: step limit of 100000 steps exceeded");
    for (source, error) in [
        ("os.urandom(-1)", "ValueError: negative argument not allowed"),
        (
            "os.urandom(2**70)",
            "OverflowError: Python int too large to convert to C ssize_t",
        ),
        (
            "os.urandom(1.5)",
            "TypeError: 'float' object cannot be interpreted as an integer",
        ),
    ] {
        let outcome = interpreter.run(&format!("import os\n{source}"), "<test>");
        assert_eq!(last_line(&outcome), error, "{source}");
    }
    let mut broken = granted(Clock::None, Entropy::Host(Arc::new(Broken)));
    let outcome = broken.run("import uuid\nuuid.uuid4()", "<test>");
    assert_eq!(last_line(&outcome), "OSError: the entropy pool is closed");
}

#[test]
fn a_snapshot_carries_the_time_slept_and_the_stream_position_but_not_the_grants() {
    let fixed = || Clock::Fixed { unix_seconds: 500.0 };
    let source = "import time, uuid\ntime.sleep(7)\nfirst = uuid.uuid4()\nwait()\n\
                  print(time.time(), time.monotonic(), uuid.uuid4() != first)";
    let mut original = granted(fixed(), Entropy::Seeded(9));
    original.add_host_function("wait", false).expect("declares");
    let Progress::Waiting(calls) = original.start(source, "<test>") else {
        panic!("expected the wait call");
    };
    let bytes = original.snapshot().expect("snapshots");
    let answer = || vec![(calls[0].id, Ok(HostValue::None))];

    let mut ungranted = garter_stdlib::interpreter();
    ungranted.add_host_function("wait", false).expect("declares");
    ungranted.restore(&bytes).expect("restores");
    let Progress::Done(outcome) = ungranted.resume(answer()) else {
        panic!("the run ends");
    };
    assert!(
        last_line(&outcome).starts_with("PermissionError: time.time()"),
        "{outcome:?}"
    );

    let mut regranted = garter_stdlib::interpreter();
    regranted.add_host_function("wait", false).expect("declares");
    regranted.restore(&bytes).expect("restores");
    regranted.set_clock(fixed());
    regranted.set_entropy(Entropy::Seeded(9));
    let Progress::Done(moved) = regranted.resume(answer()) else {
        panic!("the run ends");
    };
    let Progress::Done(stayed) = original.resume(answer()) else {
        panic!("the run ends");
    };
    assert_eq!(moved.error, None);
    assert_eq!(moved.output, "507.0 7.0 True\n");
    assert_eq!(moved.output, stayed.output);
}

#[test]
fn logging_times_records_with_the_granted_clock_or_at_zero_without_one() {
    let source = "import logging, time\n\
                  logging.basicConfig(format='%(asctime)s %(msecs)d %(message)s')\n\
                  logging.warning('first')\n\
                  time.sleep(1.5)\n\
                  logging.Formatter.converter = time.gmtime\n\
                  logging.warning('later')";
    let mut clocked = granted(Clock::Fixed { unix_seconds: 1_000.25 }, Entropy::None);
    let outcome = clocked.run(source, "<test>");
    assert_eq!(outcome.error, None);
    assert_eq!(
        outcome.stderr,
        "1970-01-01 00:16:40,250 250 first\n1970-01-01 00:16:41,750 750 later\n"
    );
    let mut unclocked = granted(Clock::None, Entropy::None);
    let outcome = unclocked.run(source.replace("time.sleep(1.5)\n", "").as_str(), "<test>");
    assert_eq!(outcome.error, None);
    assert_eq!(
        outcome.stderr,
        "1970-01-01 00:00:00,000 0 first\n1970-01-01 00:00:00,000 0 later\n"
    );
}
