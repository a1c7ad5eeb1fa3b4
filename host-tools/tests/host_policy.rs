//! A session's clock and entropy: granted by the host, not written by `dump`, granted again
//! after `load`, while the time slept and the seeded stream's position go on; the system's clock
//! and entropy serve a session as they would the host.

use std::sync::Arc;

use garter::{Clock, Entropy, HostValue, Limits, RunOutcome};
use garter_host_tools::{Outcome, Session, SystemClock, SystemEntropy, ToolSpec};
use serde_json::json;

fn tools() -> Vec<ToolSpec> {
    vec![ToolSpec::from_json_schema("pause", "", &json!({"type": "object", "properties": {}})).unwrap()]
}

fn run(session: &mut Session, source: &str) -> RunOutcome {
    session.run(source, "<agent>", |_| Ok(HostValue::None))
}

#[test]
fn a_session_reads_only_what_the_host_grants() {
    let mut session = Session::standard(tools(), Limits::default()).unwrap();
    let refused = run(&mut session, "import datetime\ndatetime.datetime.now()");
    assert_eq!(
        refused.error.map(|e| e.last_line()).unwrap_or_default(),
        "PermissionError: datetime.now() needs the current time, but this sandbox has no clock (the host has not granted one)"
    );
    session.set_clock(Clock::Fixed { unix_seconds: 86_400.0 });
    session.set_entropy(Entropy::Seeded(11));
    let granted = run(
        &mut session,
        "import datetime, uuid\nprint(datetime.date.today(), uuid.uuid4().version)",
    );
    assert_eq!(granted.error, None);
    assert_eq!(granted.output, "1970-01-02 4\n");
}

#[test]
fn dump_leaves_the_grants_out_and_load_goes_on_after_they_are_given_again() {
    let source = "import time, secrets\ntime.sleep(60)\nfirst = secrets.token_hex(4)\npause()\n\
                  (time.time(), secrets.token_hex(4) != first, len(first))";
    let grant = |session: &mut Session| {
        session.set_clock(Clock::Fixed { unix_seconds: 1_000.0 });
        session.set_entropy(Entropy::Seeded(2));
    };
    let mut original = Session::standard(tools(), Limits::default()).unwrap();
    grant(&mut original);
    let Outcome::ToolCalls(calls) = original.start(source, "<agent>") else {
        panic!("expected the pause call");
    };
    let blob = original.dump().unwrap();
    let answers = || vec![(calls[0].id, Ok(HostValue::None))];

    let mut loaded = Session::load(garter_stdlib::interpreter(), tools(), Limits::default(), &blob).unwrap();
    let Outcome::Complete(ungranted) = loaded.resume(answers()).unwrap() else {
        panic!("the run ends");
    };
    assert!(
        ungranted
            .error
            .map(|e| e.last_line())
            .unwrap_or_default()
            .starts_with("PermissionError: time.time()"),
        "a loaded session has no clock until the host grants one"
    );

    let mut loaded = Session::load(garter_stdlib::interpreter(), tools(), Limits::default(), &blob).unwrap();
    grant(&mut loaded);
    let Outcome::Complete(moved) = loaded.resume(answers()).unwrap() else {
        panic!("the run ends");
    };
    let Outcome::Complete(stayed) = original.resume(answers()).unwrap() else {
        panic!("the run ends");
    };
    assert_eq!(moved.error, None);
    assert_eq!(moved.result.as_deref(), Some("(1060.0, True, 8)"));
    assert_eq!(moved.result, stayed.result);
}

#[test]
fn the_system_clock_and_entropy_serve_a_session() {
    let mut session = Session::standard(vec![], Limits::default()).unwrap();
    session.set_clock(Clock::Host(Arc::new(SystemClock::new())));
    session.set_entropy(Entropy::Host(Arc::new(SystemEntropy)));
    let outcome = run(
        &mut session,
        "import time, random, secrets\nt0 = time.monotonic()\ntime.sleep(3)\n\
         (time.time() > 1.7e9, time.monotonic() - t0 >= 3, secrets.token_hex(8) != secrets.token_hex(8), \
         random.Random().random() != random.Random().random())",
    );
    assert_eq!(outcome.error, None);
    assert_eq!(outcome.result.as_deref(), Some("(True, True, True, True)"));
}
