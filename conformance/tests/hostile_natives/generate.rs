//! Draws the calls: for every function, a call with no argument, one with each hostile value and
//! calls with one to three arguments drawn from the pool; for every method, the same unbound and
//! on its receivers in the pool, with each hostile count (`big_n`, `max_index`, ...) as its
//! argument; then the operators, formatting and conversions on every pool value. The draws for
//! one native come from a generator seeded by the native's name, so adding or removing a native
//! leaves the calls of every other one as they were (and the known-failures file valid).

use crate::calls::Call;
use crate::enumerate::Target;
use crate::pool;

/// The seed every native's generator starts from (mixed with the native's name).
const SEED: u64 = 0x6761_7274_6572_2121;
/// How many calls a function gets with 1, 2 and 3 arguments drawn from the whole pool (besides
/// one with none and, unless it is light, one with each hostile value).
const FUNCTION_DRAWS: [usize; 3] = [1, 3, 2];
/// The same for a light function (an exception class).
const LIGHT_FUNCTION_DRAWS: [usize; 3] = [3, 2, 1];
/// How many calls a method gets on a receiver with 0, 1, 2 and 3 arguments drawn from the whole
/// pool (besides one with each hostile count).
const BOUND_DRAWS: [usize; 4] = [3, 3, 3, 2];
/// The hostile values a method meets as its one argument on every kind of receiver: counts
/// and sizes, which methods such as `center`, `zfill` or `insert` trust.
const COUNTS: &[&str] = &["big_n", "max_index", "huge_int", "neg_huge_int"];
/// How many calls a method gets unbound, with 1, 2 and 3 arguments (the first one drawn from
/// its receivers half of the time).
const UNBOUND_DRAWS: [usize; 3] = [1, 1, 1];
/// How many right-hand operands each pool value meets for each binary operator.
const RIGHT_OPERANDS: usize = 2;
/// Tries to draw values that fit the values' memory budget before giving up on a call.
const TRIES: usize = 20;

/// The binary operators applied to pool values.
const BINARY_OPERATORS: &[&str] = &["==", "<", "+", "*", "%", "<<", "**", "in", "//", "&", "|"];
/// The operators whose result grows with their right operand, applied with every count.
const SIZE_OPERATORS: &[&str] = &["*", "<<", "**"];
/// Expressions of one pool value `@`.
const UNARY_FORMS: &[&str] = &[
    "hash(@)", "str(@)", "repr(@)", "f'{@}'", "f'{@!r}'", "-@", "int(@)", "float(@)",
];
/// Format specifications with huge widths and precisions.
const FORMAT_SPECS: &[&str] = &[
    ">1000000000",
    "<2147483648",
    "^99999999999999999999",
    ".1000000000",
    ".999999999f",
    "099999999",
    ",.100000e",
    "=+1000000000",
    "#x",
    "_b",
];
/// Forms of a value `@0` formatted with a width or precision `@1` taken from the pool.
const WIDTH_FORMS: &[&str] = &[
    "f'{@0:>{@1}}'",
    "f'{@0:.{@1}f}'",
    "'%*s' % (@1, @0)",
    "'%.*f' % (@1, @0)",
    "'%0*d' % (@1, @0)",
    "'{:>{}}'.format(@0, @1)",
    "@0.__format__('>' + str(@1))",
];
/// Pool values used as widths and precisions.
const WIDTHS: &[&str] = &["big_n", "max_index", "huge_int", "neg_one"];
/// Bases for `int(text, base)`.
const BASES: &[&str] = &["0", "2", "16", "36"];

/// A small, fast generator (SplitMix64): the same seed gives the same draws on every platform.
struct Rng(u64);

impl Rng {
    /// A generator seeded by `key` (FNV-1a over its bytes, mixed with [`SEED`]).
    fn for_key(key: &str) -> Rng {
        let hash = key.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
        });
        Rng(hash ^ SEED)
    }

    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }
}

/// Every pool value's name.
fn pool_names() -> Vec<&'static str> {
    pool::VALUES.iter().map(|v| v.name).collect()
}

/// A call of `callee` with `args` (pool values), or `None` when they do not fit the budget.
fn call_of(
    module: &Option<String>,
    callee: &str,
    receiver: Option<&'static str>,
    args: &[&'static str],
) -> Option<Call> {
    let values: Vec<&'static str> = receiver.into_iter().chain(args.iter().copied()).collect();
    let expr = match receiver {
        Some(receiver) => format!("{receiver}.{callee}({})", args.join(", ")),
        None => format!("{callee}({})", args.join(", ")),
    };
    expression(module.clone(), &values, expr)
}

/// A call made by `expr`, naming `values`, or `None` when they do not fit the budget.
fn expression(module: Option<String>, values: &[&'static str], expr: String) -> Option<Call> {
    let mut unique: Vec<&'static str> = Vec::new();
    for value in values {
        if !unique.contains(value) {
            unique.push(value);
        }
    }
    (pool::heap_of(unique.iter().copied()) <= pool::VALUES_BUDGET).then_some(Call {
        module,
        values: unique,
        expr,
    })
}

/// Draws `count` calls, each from `draw`, retrying draws that do not fit the budget, and adds
/// the new ones to `calls`.
fn draw_calls(calls: &mut Vec<Call>, count: usize, mut draw: impl FnMut() -> Option<Call>) {
    for _ in 0..count {
        if let Some(call) = (0..TRIES).find_map(|_| draw()) {
            if !calls.contains(&call) {
                calls.push(call);
            }
        }
    }
}

/// The calls of one native.
fn calls_of(target: &Target) -> Vec<Call> {
    let mut rng = Rng::for_key(&target.key());
    let pool = pool_names();
    let mut calls = Vec::new();
    let args = |rng: &mut Rng, n: usize| (0..n).map(|_| rng.pick(&pool)).collect::<Vec<_>>();
    match target {
        Target::Function {
            callee,
            module,
            thorough,
        } => {
            draw_calls(&mut calls, 1, || call_of(module, callee, None, &[]));
            let draws = if *thorough {
                for value in pool::VALUES.iter().filter(|v| v.hostile) {
                    draw_calls(&mut calls, 1, || call_of(module, callee, None, &[value.name]));
                }
                FUNCTION_DRAWS
            } else {
                LIGHT_FUNCTION_DRAWS
            };
            for (arity, &count) in draws.iter().enumerate() {
                draw_calls(&mut calls, count, || {
                    call_of(module, callee, None, &args(&mut rng, arity + 1))
                });
            }
        }
        Target::Method { owner, name, receivers } => {
            if let Some(owner) = owner {
                let callee = format!("{owner}.{name}");
                draw_calls(&mut calls, 1, || call_of(&None, &callee, None, &[]));
                for (arity, &count) in UNBOUND_DRAWS.iter().enumerate() {
                    draw_calls(&mut calls, count, || {
                        let mut drawn = args(&mut rng, arity + 1);
                        if !receivers.is_empty() && rng.below(2) == 0 {
                            drawn[0] = rng.pick(receivers);
                        }
                        call_of(&None, &callee, None, &drawn)
                    });
                }
            }
            if !receivers.is_empty() {
                for &count in COUNTS {
                    draw_calls(&mut calls, 1, || {
                        call_of(&None, name, Some(rng.pick(receivers)), &[count])
                    });
                }
                for (arity, &count) in BOUND_DRAWS.iter().enumerate() {
                    draw_calls(&mut calls, count, || {
                        let receiver = rng.pick(receivers);
                        call_of(&None, name, Some(receiver), &args(&mut rng, arity))
                    });
                }
            }
        }
    }
    calls
}

/// Operators, formatting and conversions on every pool value: each binary operator with a few
/// right-hand operands drawn from the pool (and the size operators with every count), every
/// unary form, every format specification, every width form with a drawn width, every base.
fn operator_calls() -> Vec<Call> {
    let pool = pool_names();
    let mut calls = Vec::new();
    for &left in &pool {
        let mut rng = Rng::for_key(left);
        let binary = |op: &str, right: &'static str| expression(None, &[left, right], format!("{left} {op} {right}"));
        for op in BINARY_OPERATORS {
            draw_calls(&mut calls, RIGHT_OPERANDS, || binary(op, rng.pick(&pool)));
        }
        for (op, &count) in SIZE_OPERATORS.iter().flat_map(|op| COUNTS.iter().map(move |c| (op, c))) {
            draw_calls(&mut calls, 1, || binary(op, count));
        }
        for form in UNARY_FORMS {
            draw_calls(&mut calls, 1, || expression(None, &[left], form.replace('@', left)));
        }
        for spec in FORMAT_SPECS {
            draw_calls(&mut calls, 1, || {
                expression(None, &[left], format!("format({left}, {spec:?})"))
            });
        }
        for form in WIDTH_FORMS {
            draw_calls(&mut calls, 1, || {
                let width = rng.pick(WIDTHS);
                expression(None, &[left, width], form.replace("@0", left).replace("@1", width))
            });
        }
        for base in BASES {
            draw_calls(&mut calls, 1, || {
                expression(None, &[left], format!("int({left}, {base})"))
            });
        }
    }
    calls
}

/// Every call: those of each native, then the operators.
pub fn all_calls(targets: &[Target]) -> Vec<Call> {
    let mut calls: Vec<Call> = targets.iter().flat_map(calls_of).collect();
    calls.extend(operator_calls());
    calls
}
