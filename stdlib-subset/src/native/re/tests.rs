//! Tests of the engine on its own: parse errors and positions, matching semantics that differ
//! between backtracking strategies, and that budgets stop runaway patterns.

use garter::types::str::PyStr;

use super::exec::{Budget, Found, Matcher, Mode, Text, UNSET};
use super::in_place::Utf8Text;
use super::parse::{parse, PatternError};
use super::program::compile;

/// A budget with a step ceiling and a stack-bytes ceiling.
struct Ceiling {
    steps: u64,
    max_steps: u64,
    max_bytes: usize,
}

#[derive(Debug, PartialEq)]
enum Stop {
    Steps,
    Memory,
}

impl Budget for Ceiling {
    type Error = Stop;
    fn charge(&mut self, steps: u64, stack_bytes: usize) -> Result<(), Stop> {
        self.steps += steps;
        if self.steps > self.max_steps {
            return Err(Stop::Steps);
        }
        if stack_bytes > self.max_bytes {
            return Err(Stop::Memory);
        }
        Ok(())
    }
}

fn chars(text: &str) -> Vec<u32> {
    text.chars().map(u32::from).collect()
}

fn run(pattern: &str, text: &str, mode: Mode, budget: &mut Ceiling) -> Result<Option<Found>, Stop> {
    let parsed = parse(&chars(pattern), true, 0).expect("pattern parses");
    let program = compile(&parsed.node, parsed.groups);
    let text = PyStr::new(text.to_owned());
    let view = Utf8Text::new(&text);
    let mut matcher = Matcher::new(&program, &view, view.len(), budget);
    let found = matcher.find(0, mode, false)?;
    matcher.settle()?;
    Ok(found)
}

fn spans(pattern: &str, text: &str) -> Option<Vec<(usize, usize)>> {
    let mut budget = Ceiling {
        steps: 0,
        max_steps: u64::MAX,
        max_bytes: usize::MAX,
    };
    run(pattern, text, Mode::Search, &mut budget)
        .expect("within budget")
        .map(|f| f.spans)
}

fn error(pattern: &str) -> PatternError {
    parse(&chars(pattern), true, 0).expect_err("pattern is refused")
}

#[test]
fn syntax_errors_carry_cpython_messages_and_positions() {
    let at = |msg: &str, pos| PatternError::at(msg, pos);
    assert_eq!(error("a**"), at("multiple repeat", 2));
    assert_eq!(error("*a"), at("nothing to repeat", 0));
    assert_eq!(error("(ab"), at("missing ), unterminated subpattern", 0));
    assert_eq!(error("ab)"), at("unbalanced parenthesis", 2));
    assert_eq!(error("x[a-"), at("unterminated character set", 1));
    assert_eq!(error("[z-a]"), at("bad character range z-a", 1));
    assert_eq!(error(r"\q"), at(r"bad escape \q", 0));
    assert_eq!(error(r"(a)\2"), at("invalid group reference 2", 4));
    assert_eq!(
        error("a(?i)b"),
        at("global flags not at the start of the expression", 1)
    );
    assert_eq!(
        error("(?P<n>a)(?P<n>b)"),
        at("redefinition of group name 'n' as group 2; was group 1", 12)
    );
    assert_eq!(
        error("(?<=a+)b"),
        PatternError::Syntax {
            msg: "look-behind requires fixed-width pattern".into(),
            pos: None
        }
    );
    assert!(matches!(error("a{4294967295}"), PatternError::Overflow(_)));
}

#[test]
fn deep_nesting_is_refused_without_overflowing_the_stack() {
    let pattern = "(".repeat(100_000) + &")".repeat(100_000);
    assert_eq!(error(&pattern), PatternError::Recursion);
}

#[test]
fn empty_iterations_end_a_loop_keeping_their_captures() {
    assert_eq!(spans("(a|)*", "aa"), Some(vec![(0, 2), (2, 2)]));
    assert_eq!(spans("(?:(a)|b)*", "ab"), Some(vec![(0, 2), (0, 1)]));
    assert_eq!(spans("(a)|b", "b"), Some(vec![(0, 1), (UNSET, UNSET)]));
}

#[test]
fn lookarounds_and_atomic_groups_do_not_backtrack_into() {
    assert_eq!(spans("(?>a+)a", "aaa"), None);
    assert_eq!(spans("a++a", "aaa"), None);
    assert_eq!(spans(r"(?=(\w+))\w", "ab"), Some(vec![(0, 1), (0, 2)]));
    assert_eq!(spans(r"(?<!a)b", "ab cb"), Some(vec![(4, 5)]));
    assert_eq!(spans(r"(?<=\$)\d+", "$12"), Some(vec![(1, 3)]));
}

#[test]
fn catastrophic_backtracking_stops_at_the_step_budget() {
    let mut budget = Ceiling {
        steps: 0,
        max_steps: 1_000_000,
        max_bytes: usize::MAX,
    };
    let text = "a".repeat(40) + "b";
    assert_eq!(run("(a+)+$", &text, Mode::Match, &mut budget), Err(Stop::Steps));
}

#[test]
fn deep_backtracking_stops_at_the_memory_budget() {
    let mut budget = Ceiling {
        steps: 0,
        max_steps: u64::MAX,
        max_bytes: 1 << 20,
    };
    let text = "ab".repeat(200_000);
    assert_eq!(run("(?:a|b)*c", &text, Mode::Match, &mut budget), Err(Stop::Memory));
}

#[test]
fn huge_counted_repeats_cost_no_memory_up_front() {
    assert_eq!(spans("(?:a{1000}){1000}", "aaa"), None);
    assert_eq!(spans("a{2,}?b", "aaab"), Some(vec![(0, 4)]));
}
