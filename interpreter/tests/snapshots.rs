//! Snapshots: an interpreter's state written to bytes and restored into a fresh interpreter,
//! idle (a session's globals, classes, closures, generators) or paused at host calls (in nested
//! functions, a module whose `globals()` was taken, the `__main__` module object, an `except*` clause, generators, generators a builtin collects, sort keys, task steps, an asyncio
//! gather), continues exactly as the original
//! would have, instances of subclasses of builtins included; damaged or crafted snapshots are
//! refused without panicking.

use std::time::Instant;

use garter::{HostError, HostValue, Interpreter, Limits, Progress, RunError, RunOutcome, SnapshotError};

mod common;

fn with_hosts() -> Interpreter {
    let mut interp = Interpreter::new();
    common::add_asyncio(&mut interp);
    interp.add_host_function("double", false).expect("declares");
    interp.add_host_function("fetch", true).expect("declares");
    interp
}

fn answer(call: &garter::HostCall) -> Result<HostValue, HostError> {
    match call.args.first() {
        Some(HostValue::Int(i)) => Ok(HostValue::Int(i * 2)),
        Some(HostValue::Str(s)) => Ok(HostValue::from(format!("<{s}>").as_str())),
        _ => Err(HostError {
            exception: "ValueError".into(),
            message: "bad argument".into(),
        }),
    }
}

/// Runs `source`, and at every pause moves the run into a fresh interpreter through a snapshot.
/// Returns the outcome and how many times the run moved.
fn run_moving(source: &str) -> (RunOutcome, usize) {
    let mut interp = with_hosts();
    let mut progress = interp.start(source, "<test>");
    let mut moves = 0;
    loop {
        match progress {
            Progress::Done(outcome) => return (outcome, moves),
            Progress::Waiting(calls) => {
                let blob = interp.snapshot().expect("snapshots");
                interp = with_hosts();
                interp.restore(&blob).expect("restores");
                moves += 1;
                let answers = calls.iter().map(|call| (call.id, answer(call))).collect();
                progress = interp.resume(answers);
            }
        }
    }
}

fn assert_moves_faithfully(source: &str) {
    let expected = with_hosts().run_with_host(source, "<test>", answer);
    assert_eq!(expected.error, None, "{source}");
    let (outcome, moves) = run_moving(source);
    assert!(moves > 0, "the run never paused: {source}");
    assert_eq!(outcome.output, expected.output, "{source}");
    assert_eq!(outcome.result, expected.result, "{source}");
    assert_eq!(outcome.error, expected.error, "{source}");
    assert_eq!(outcome.usage.host_calls, expected.usage.host_calls, "{source}");
}

#[test]
fn an_idle_session_continues_in_a_fresh_interpreter() {
    let mut first = Interpreter::new();
    let setup = "\
class Counter:
    def __init__(self, start):
        self.n = start
    def bump(self, by=1):
        self.n += by
        return self.n
def make_adder(k):
    def add(x):
        return x + k
    return add
def numbers():
    for i in range(10):
        yield i * i
c = Counter(5)
c.bump()
add3 = make_adder(3)
g = numbers()
next(g), next(g), next(g)
data = {'list': [1, 2.5, 'three', b'four'], 'set': {1, 2, 3}, 'big': 2 ** 100, 'nested': ({'a': None},)}
";
    assert_eq!(first.run(setup, "<setup>").error, None);
    let blob = first.snapshot().expect("snapshots");
    let mut second = Interpreter::new();
    second.restore(&blob).expect("restores");
    let check = "\
print(c.bump(10), add3(4), next(g), list(g))
print(data['list'], sorted(data['set']), data['big'] + 1, data['nested'])
print(type(c).__name__, Counter(1).bump(), make_adder(10)(1))
";
    let expected = first.run(check, "<check>");
    let outcome = second.run(check, "<check>");
    assert_eq!(outcome.error, None);
    assert_eq!(outcome.output, expected.output);
    assert_eq!(
        outcome.output,
        "16 7 9 [16, 25, 36, 49, 64, 81]\n[1, 2.5, 'three', b'four'] [1, 2, 3] 1267650600228229401496703205377 ({'a': None},)\nCounter 2 11\n"
    );
}

#[test]
fn a_run_paused_inside_an_async_generators_asend_athrow_and_aclose_continues() {
    assert_moves_faithfully(
        "\
import asyncio
async def pages():
    try:
        got = yield await fetch('first')
        while True:
            try:
                got = yield await fetch(got)
            except ValueError:
                got = yield 'recovered ' + await fetch('err')
    finally:
        print('closing with', await fetch('bye'))
async def main():
    g = pages()
    print(await g.asend(None))
    print(await g.asend('a'))
    print(await g.athrow(ValueError))
    print(await g.aclose())
asyncio.run(main())
",
    );
}

#[test]
fn a_class_with_its_own_getattribute_keeps_it_in_a_fresh_interpreter() {
    assert_moves_faithfully(
        "\
class Traced:
    def __init__(self):
        self.x = 1
    def __getattribute__(self, name):
        return ('traced', object.__getattribute__(self, name))
t = Traced()
n = double(2)
print(t.x, n)
",
    );
}

#[test]
fn a_run_paused_in_a_class_body_continues_in_a_fresh_interpreter() {
    assert_moves_faithfully(
        "\
class Base:
    def __init_subclass__(cls, **kw):
        cls.seen = sorted(kw)
class Config(Base, flag=1):
    limit = double(4)
    names = [fetch_name + str(double(i)) for i, fetch_name in enumerate('ab')]
    class Inner:
        size = double(2)
print(Config.limit, Config.names, Config.Inner.size, Config.seen)
",
    );
}

#[test]
fn a_module_namespace_made_live_by_globals_resumes_elsewhere() {
    assert_moves_faithfully(
        "\
g = globals()
g['limit'] = double(3)
def total():
    return limit + double(limit)
globals()['result'] = total()
exec('later = result * 2', globals())
print(limit, result, later, g is globals(), 'later' in g)
",
    );
}

#[test]
fn the_main_module_object_resumes_elsewhere() {
    assert_moves_faithfully(
        "\
import __main__
__main__.limit = double(3)
def scaled():
    return __main__.limit * double(2)
print(limit, scaled(), __main__.scaled is scaled)
",
    );
}

#[test]
fn a_paused_call_inside_an_except_star_clause_resumes_elsewhere() {
    assert_moves_faithfully(
        "\
def work():
    try:
        raise ExceptionGroup('batch', [ValueError(1), TypeError(2), ValueError(3)])
    except* ValueError as group:
        print('values', [double(e.args[0]) for e in group.exceptions])
        raise KeyError(double(5))
    except* TypeError as group:
        print('types', double(len(group.exceptions)))
        raise
try:
    work()
except ExceptionGroup as e:
    print(repr(e), repr(e.exceptions[0].__context__))
",
    );
}

#[test]
fn a_paused_call_in_a_nested_function_resumes_elsewhere() {
    assert_moves_faithfully(
        "\
def outer(n):
    def inner(x):
        y = double(x) + 1
        return y * 10
    return [inner(i) for i in range(n)]
total = 0
for v in outer(3):
    total += v
    print('got', v)
total
",
    );
}

#[test]
fn bytearrays_and_their_views_resume_elsewhere() {
    assert_moves_faithfully(
        "\
buf = bytearray(b'hello')
view = memoryview(buf)[1:4]
view[0] = double(50)
try:
    buf.append(double(1))
except BufferError as e:
    print('refused:', e)
view.release()
buf.append(double(16))
print(buf, bytes(memoryview(b'fixed')[::2]), len(buf))
bytes(buf)
",
    );
}

#[test]
fn a_paused_call_in_a_generator_resumes_elsewhere() {
    assert_moves_faithfully(
        "\
def gen(n):
    for i in range(n):
        try:
            yield double(i)
        finally:
            print('step', i)
it = gen(3)
print(next(it))
print(list(it))
",
    );
}

#[test]
fn a_paused_call_in_a_generator_a_builtin_collects_resumes_elsewhere() {
    assert_moves_faithfully(
        "\
words = ['a', 'bb', 'ccc']
print('-'.join(str(double(len(w))) for w in words))
print(list(double(i) for i in range(3)), tuple(double(i) for i in range(2)))
print(sorted(-double(i) for i in range(4)))
",
    );
}

#[test]
fn a_paused_call_in_a_task_step_resumes_elsewhere() {
    assert_moves_faithfully(
        "\
import asyncio
async def worker(n):
    total = 0
    for i in range(3):
        total += double(n + i)
        await asyncio.sleep(0)
    return total
async def main():
    return await asyncio.gather(*[worker(n) for n in range(3)])
print(asyncio.run(main()))
",
    );
}

#[test]
fn a_paused_call_in_a_sort_key_resumes_elsewhere() {
    assert_moves_faithfully(
        "\
words = ['ccc', 'a', 'bb', 'dddd']
print(sorted(words, key=lambda w: double(len(w)) * -1))
print(max(range(5), key=double), min([3, 1, 2], key=double))
",
    );
}

#[test]
fn a_paused_call_in_an_iterator_class_resumes_elsewhere() {
    assert_moves_faithfully(
        "\
class Doubler:
    def __init__(self, n):
        self.i, self.n = 0, n
    def __iter__(self):
        return self
    def __next__(self):
        if self.i >= self.n:
            raise StopIteration
        self.i += 1
        return double(self.i)
print([x for x in Doubler(3)], {k: str(k) for k in Doubler(2)})
",
    );
}

#[test]
fn complex_numbers_survive_a_move() {
    assert_moves_faithfully(
        "\
z = complex(1.5, -0.0)
values = [z, 2j, complex('nan+infj'), {3j: 'k'}]
n = double(2)
print(values, z * n, values[3][3j], hash(z) == hash(complex(1.5, -0.0)))
",
    );
}

#[test]
fn instances_of_subclasses_of_builtins_survive_a_move() {
    assert_moves_faithfully(
        "\
class Tags(set): pass
class Buffer(bytearray): pass
class Key(frozenset): pass
class Blob(bytes): pass
class Money(complex): pass
tags, buf = Tags([1, 2]), Buffer(b'ab')
tags.owner, buf.note = 'me', 'n'
key, blob, money = Key([3]), Blob(b'xy'), Money(1, 2)
blob.kind = 'raw'
tags.add(double(5))
buf += bytes([double(33)])
table = {key: 'k', blob: 'b'}
print(tags, tags.owner, buf, buf.note, key, blob, blob.kind, money + double(1), table[frozenset([3])], table[b'xy'])
print(type(tags).__name__, type(buf).__name__, type(key).__name__, type(blob).__name__, type(money).__name__)
",
    );
}

#[test]
fn a_paused_call_in_an_operator_method_resumes_elsewhere() {
    assert_moves_faithfully(
        "\
class Price:
    def __init__(self, cents):
        self.cents = cents
    def __add__(self, other):
        return Price(self.cents + double(other.cents))
    def __mul__(self, k):
        return NotImplemented if k < 0 else Price(double(self.cents) * k)
total = Price(1)
for i in range(3):
    total += Price(i)
print(total.cents, (total * 2).cents)
try:
    total * -1
except TypeError as e:
    print(e)
",
    );
}

#[test]
fn a_gather_of_async_host_calls_resumes_elsewhere() {
    assert_moves_faithfully(
        "\
import asyncio
async def one(name):
    first = await fetch(name)
    second = await fetch(first)
    return first + second
print(await asyncio.gather(one('a'), one('b'), one('c')))
print(await asyncio.gather(fetch('x'), fetch('y')))
",
    );
}

#[test]
fn host_errors_after_a_move_are_raised_at_the_call() {
    assert_moves_faithfully(
        "\
try:
    double(None)
except ValueError as e:
    print('caught', e)
",
    );
}

#[test]
fn snapshots_are_deterministic() {
    let mut interp = with_hosts();
    let source = "d = {str(i): i for i in range(50)}\ns = {f'k{i}' for i in range(50)}\nx = double(len(d))\n";
    let Progress::Waiting(_) = interp.start(source, "<test>") else {
        panic!("expected a pause");
    };
    let a = interp.snapshot().expect("snapshots");
    let b = interp.snapshot().expect("snapshots");
    assert_eq!(a, b);
    let mut restored = with_hosts();
    restored.restore(&a).expect("restores");
    assert_eq!(restored.snapshot().expect("snapshots"), a);
}

/// A small paused snapshot for the damage tests.
fn small_blob() -> Vec<u8> {
    let mut interp = with_hosts();
    let source = "def f(x):\n    return double(x) + 1\nitems = [1, 'two', (3,)]\nprint(f(20), items)\n";
    let Progress::Waiting(_) = interp.start(source, "<small>") else {
        panic!("expected a pause");
    };
    interp.snapshot().expect("snapshots")
}

/// The length of the container header before the payload.
fn header_len(blob: &[u8]) -> usize {
    8 + 2 + 1 + blob[10] as usize + 4 + 8
}

/// Replaces the payload of `blob`, recomputing its checksum and length.
fn with_payload(blob: &[u8], payload: &[u8]) -> Vec<u8> {
    let header = header_len(blob);
    let mut out = blob[..header].to_vec();
    out[header - 12..header - 8].copy_from_slice(&crc32fast::hash(payload).to_le_bytes());
    out[header - 8..].copy_from_slice(&(payload.len() as u64).to_le_bytes());
    out.extend_from_slice(payload);
    out
}

#[test]
fn every_flipped_byte_and_every_truncation_is_refused() {
    let blob = small_blob();
    let mut interp = with_hosts();
    for i in 0..blob.len() {
        let mut damaged = blob.clone();
        damaged[i] ^= 0x20;
        assert!(interp.restore(&damaged).is_err(), "a flip at byte {i} was accepted");
    }
    for len in 0..blob.len() {
        assert!(
            interp.restore(&blob[..len]).is_err(),
            "a truncation to {len} bytes was accepted"
        );
    }
    let outcome = interp.run("print('still fresh')", "<test>");
    assert_eq!(outcome.output, "still fresh\n");
}

#[test]
fn damage_is_reported_by_kind() {
    let blob = small_blob();
    let mut interp = with_hosts();
    let mut magic = blob.clone();
    magic[0] = b'X';
    assert_eq!(interp.restore(&magic), Err(SnapshotError::NotASnapshot));
    assert_eq!(interp.restore(b"{\"json\": true}"), Err(SnapshotError::NotASnapshot));
    let mut format = blob.clone();
    format[8] = 0xee;
    let err = interp.restore(&format).unwrap_err();
    assert!(matches!(err, SnapshotError::Version { format: 0xee, .. }), "{err:?}");
    assert!(err.to_string().contains("snapshot format 238"), "{err}");
    let mut version = blob.clone();
    version[11] = b'9';
    let err = interp.restore(&version).unwrap_err();
    assert!(matches!(err, SnapshotError::Version { .. }), "{err:?}");
    assert!(err.to_string().contains(env!("CARGO_PKG_VERSION")), "{err}");
    assert!(matches!(
        interp.restore(&blob[..blob.len() - 3]),
        Err(SnapshotError::Truncated { .. })
    ));
    let mut corrupted = blob.clone();
    *corrupted.last_mut().unwrap() ^= 1;
    assert_eq!(interp.restore(&corrupted), Err(SnapshotError::Corrupted));
    let huge = [253u8, 0, 0, 0, 0, 0, 0, 0, 0x10];
    let err = interp.restore(&with_payload(&blob, &huge)).unwrap_err();
    assert!(matches!(err, SnapshotError::Invalid(_)), "{err:?}");
    assert!(err.to_string().starts_with("invalid snapshot: "), "{err}");
}

/// Restores `payload` in `blob`'s container (resealed) and, when it is accepted, resumes it to
/// the end: the interpreter must never fail internally. Returns whether it was accepted.
fn restores_and_runs_safely(blob: &[u8], payload: &[u8]) -> bool {
    let mut interp = with_hosts();
    interp.set_limits(Limits {
        max_steps: Some(20_000),
        max_memory: Some(8 << 20),
        max_output: Some(4096),
        ..Limits::default()
    });
    if interp.restore(&with_payload(blob, payload)).is_err() {
        return false;
    }
    let mut answers = (1..=3).map(|id| (id, Ok(HostValue::from(7)))).collect();
    for _ in 0..5 {
        match interp.resume(answers) {
            Progress::Done(outcome) => {
                assert!(
                    !matches!(outcome.error, Some(RunError::Internal { .. })),
                    "a mutated snapshot made the interpreter fail: {:?}",
                    outcome.error
                );
                let outcome = interp.run("print(1)", "<after>");
                let refused_to_start =
                    "a paused run must be resumed (or the interpreter dropped) before another starts";
                assert!(
                    !matches!(&outcome.error, Some(RunError::Internal { message }) if message != refused_to_start),
                    "{:?}",
                    outcome.error
                );
                return true;
            }
            Progress::Waiting(calls) => answers = calls.iter().map(|c| (c.id, Ok(HostValue::from(7)))).collect(),
        }
    }
    true
}

#[test]
fn mutated_payloads_are_refused_or_run_safely() {
    let blob = small_blob();
    let header = header_len(&blob);
    let payload = &blob[header..];
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let (mut refused, mut ran) = (0, 0);
    for _ in 0..3000 {
        let mut mutated = payload.to_vec();
        for _ in 0..1 + next() % 3 {
            let at = (next() % mutated.len() as u64) as usize;
            mutated[at] = match next() % 4 {
                0 => 0,
                1 => 0xff,
                2 => mutated[at].wrapping_add(1),
                _ => next() as u8,
            };
        }
        if restores_and_runs_safely(&blob, &mutated) {
            ran += 1;
        } else {
            refused += 1;
        }
    }
    assert!(refused > 0 && ran > 0, "refused {refused}, ran {ran}");
}

/// Every byte of the payload with one bit flipped and the container resealed (the fuzzer's
/// finding: a flipped instruction operand or frame position reached the run loop, which read
/// below a frame's operand stack): each is refused or runs to an ordinary end.
#[test]
fn every_resealed_bit_flip_is_refused_or_runs_safely() {
    let blob = small_blob();
    let payload = &blob[header_len(&blob)..];
    let mut ran = 0;
    for at in 0..payload.len() {
        for bit in [at % 8, (at + 3) % 8] {
            let mut flipped = payload.to_vec();
            flipped[at] ^= 1 << bit;
            ran += usize::from(restores_and_runs_safely(&blob, &flipped));
        }
    }
    assert!(ran > 0);
}

/// Not a check: prints how long a small paused program takes to snapshot and restore (run with
/// `cargo test --release -p garter --test snapshots -- --nocapture timing`).
#[test]
fn timing_of_snapshot_and_restore() {
    let mut interp = with_hosts();
    let Progress::Waiting(_) = interp.start("def f(x):\n    return double(x) + 1\nprint(f(20))\n", "<t>") else {
        panic!("expected a pause");
    };
    let mut target = with_hosts();
    let rounds = 2000;
    let start = Instant::now();
    let mut size = 0;
    for _ in 0..rounds {
        let blob = interp.snapshot().expect("snapshots");
        size = blob.len();
        target.restore(&blob).expect("restores");
    }
    let each = start.elapsed() / rounds;
    println!("snapshot + restore of a small paused program: {each:?} each, {size} bytes");
}
