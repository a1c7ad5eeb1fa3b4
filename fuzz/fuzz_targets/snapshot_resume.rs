//! A valid snapshot of a run paused at a host call (made once), damaged by the fuzzer's edits
//! (bit flips, inserted, removed and overwritten bytes, truncation), with its checksum and
//! length optionally recomputed so the damage reaches the payload decoder; then restored and
//! resumed. Restoring must refuse it or the run must end with a result or an error: never a
//! panic.

#![no_main]

use std::sync::OnceLock;

use arbitrary::Arbitrary;
use garter::{HostValue, Interpreter, Limits, Progress};
use garter_fuzz::check::{check_outcome, tight_limits};
use libfuzzer_sys::fuzz_target;

/// The paused program: globals of many types, a generator, a class instance and a closure
/// live across the pause, which happens inside nested calls.
const PAUSED_PROGRAM: &str = r#"
data = {"k": [1, 2.5, "x", (3, 4)], "s": {1, 2}, "b": b"\x00\xff", "big": 10**30}
class Acc:
    def __init__(self):
        self.items = []
    def add(self, v):
        self.items.append(v)
        return len(self.items)
def make(n):
    def inner(x):
        return x + n
    return inner
squares = (i * i for i in range(6))
next(squares)
acc = Acc()
plus = make(7)
def work(n):
    total = 0
    for i in range(n):
        total += acc.add(fetch(i, tag="t")) + plus(i)
    return total
print(work(3), sorted(data), list(squares), acc.items)
"#;

fn configured() -> Interpreter {
    let mut interpreter = garter_stdlib::interpreter();
    interpreter
        .add_host_function("fetch", false)
        .expect("fetch is a valid name");
    interpreter.set_limits(tight_limits());
    interpreter
}

fn paused_snapshot() -> &'static [u8] {
    static SNAPSHOT: OnceLock<Vec<u8>> = OnceLock::new();
    SNAPSHOT.get_or_init(|| {
        let mut interpreter = configured();
        match interpreter.start(PAUSED_PROGRAM, "<paused>") {
            Progress::Waiting(_) => interpreter.snapshot().expect("a paused run snapshots"),
            Progress::Done(outcome) => panic!("the program did not pause: {outcome:?}"),
        }
    })
}

#[derive(Arbitrary, Debug)]
enum Edit {
    FlipBit { at: u32, bit: u8 },
    Overwrite { at: u32, bytes: Vec<u8> },
    Insert { at: u32, bytes: Vec<u8> },
    Remove { at: u32, len: u8 },
    Truncate { len: u32 },
}

#[derive(Arbitrary, Debug)]
struct Damage {
    edits: Vec<Edit>,
    /// Recompute the container's checksum and length after the edits.
    reseal: bool,
    /// The answer every host call gets.
    answer: i64,
}

fn apply(bytes: &mut Vec<u8>, edit: &Edit) {
    let position = |at: u32, len: usize| if len == 0 { 0 } else { at as usize % (len + 1) };
    match edit {
        Edit::FlipBit { at, bit } => {
            if !bytes.is_empty() {
                let at = *at as usize % bytes.len();
                bytes[at] ^= 1 << (bit % 8);
            }
        }
        Edit::Overwrite { at, bytes: new } => {
            let at = position(*at, bytes.len());
            for (offset, byte) in new.iter().enumerate() {
                match bytes.get_mut(at + offset) {
                    Some(slot) => *slot = *byte,
                    None => bytes.push(*byte),
                }
            }
        }
        Edit::Insert { at, bytes: new } => {
            let at = position(*at, bytes.len());
            bytes.splice(at..at, new.iter().copied());
        }
        Edit::Remove { at, len } => {
            let at = position(*at, bytes.len());
            let end = (at + *len as usize).min(bytes.len());
            bytes.drain(at..end);
        }
        Edit::Truncate { len } => {
            let len = *len as usize % (bytes.len() + 1);
            bytes.truncate(len);
        }
    }
}

/// Rewrites the checksum and length fields of the container header (see
/// garter::snapshot::format) to match the payload that follows it.
fn reseal(bytes: &mut [u8]) {
    let Some(&version_len) = bytes.get(10) else {
        return;
    };
    let header = 8 + 2 + 1 + version_len as usize + 4 + 8;
    if bytes.len() < header {
        return;
    }
    let checksum = crc32fast::hash(&bytes[header..]);
    let payload_len = (bytes.len() - header) as u64;
    bytes[header - 12..header - 8].copy_from_slice(&checksum.to_le_bytes());
    bytes[header - 8..header].copy_from_slice(&payload_len.to_le_bytes());
}

fuzz_target!(|damage: Damage| {
    let mut bytes = paused_snapshot().to_vec();
    for edit in damage.edits.iter().take(8) {
        apply(&mut bytes, edit);
    }
    if damage.reseal {
        reseal(&mut bytes);
    }
    let mut interpreter = configured();
    if interpreter.restore(&bytes).is_err() {
        return;
    }
    let context = format!("{damage:?}");
    // The step count and peak memory go on from the snapshot, whose damaged counters may
    // already be past the limits: only interpreter bugs are checked here.
    let limits = Limits {
        max_steps: None,
        max_memory: None,
        ..tight_limits()
    };
    let pending: Vec<u64> = interpreter.pending_calls().iter().map(|call| call.id).collect();
    if pending.is_empty() {
        let outcome = interpreter.run("print(sorted(globals()))", "<after>");
        check_outcome(&outcome, &limits, &context);
        return;
    }
    let mut progress = interpreter.resume(
        pending
            .into_iter()
            .map(|id| (id, Ok(HostValue::from(damage.answer))))
            .collect(),
    );
    for _ in 0..64 {
        match progress {
            Progress::Done(outcome) => {
                check_outcome(&outcome, &limits, &context);
                return;
            }
            Progress::Waiting(calls) => {
                let answers = calls
                    .iter()
                    .map(|call| (call.id, Ok(HostValue::from(damage.answer))))
                    .collect();
                progress = interpreter.resume(answers);
            }
        }
    }
});
