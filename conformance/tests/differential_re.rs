//! Generated regular expressions run by Garter's `re` and by CPython 3.11's, compared. Patterns
//! come from a small grammar (literals and escaped metacharacters, `.`, classes and shorthand
//! classes, greedy, lazy and possessive quantifiers, capturing, named, non-capturing and atomic
//! groups, alternation, anchors, backreferences, lookarounds, conditionals, scoped and global
//! inline flags, and now and then a mistake), and subjects from a small alphabet that makes
//! matches likely (with the characters case folding and Unicode classes treat specially), as
//! str or, a fifth of the time when every character is Latin-1, as bytes. Each
//! case prints, for a pattern that compiles, the compiled pattern's `repr`, `groups` and
//! `groupindex`, then the `repr` of `re.findall`, `re.sub` with a group-reference template,
//! `re.split`, the repr, span and groups of the `re.search`, `re.match` and `re.fullmatch`
//! match, `re.subn` with a count, `re.split` with a maxsplit and what `re.finditer` finds, each
//! or the exception it raised; for a pattern that does not compile, the `re.error`.
//!
//! Quantifiers nest at most two deep and subjects are short, so no case backtracks for long.
//! proptest generates the cases from a fixed seed; they run as one batch in one CPython process
//! and one Garter interpreter, and every line must agree. Needs `python3` (CPython 3.11).

mod batch;

use proptest::prelude::*;

/// Cases per batch.
const CASES: usize = 2000;
/// How many quantifiers may nest inside one another.
const QUANTIFIER_NESTING: u8 = 2;

/// Part of a pattern: its text and how deep quantifiers nest in it.
#[derive(Clone, Debug)]
struct Piece {
    text: String,
    quantifiers: u8,
}

impl Piece {
    fn plain(text: impl Into<String>) -> Piece {
        Piece {
            text: text.into(),
            quantifiers: 0,
        }
    }

    fn wrap(&self, open: &str, close: &str) -> Piece {
        Piece {
            text: format!("{open}{}{close}", self.text),
            quantifiers: self.quantifiers,
        }
    }
}

/// An atom that matches exactly one character.
fn one_char() -> impl Strategy<Value = String> {
    prop_oneof![
        6 => prop::sample::select(&["a", "b", "A", "B", "0", "1", " ", "-", "é", "k", "s"][..]).prop_map(str::to_string),
        1 => prop::sample::select(&["σ", "Σ", "ß", "i", "I", "µ", "μ", "#", "\\x41", "\\101", "\\0", "\\u00e9", "\\t", "\\N{LATIN SMALL LETTER B}"][..])
            .prop_map(str::to_string),
        2 => prop::sample::select(&["\\.", "\\*", "\\-", "\\(", "\\)", "\\[", "\\]", "\\{", "\\}", "\\|", "\\^", "\\$", "\\\\", "\\+", "\\?", "\\n"][..])
            .prop_map(str::to_string),
        2 => Just(".".to_string()),
        3 => prop::sample::select(&[
            "[a-c]", "[^a]", "[ab0]", "[^\\d]", "[\\w-]", "[a-cA]", "[.*]", "[]a]", "[\\s\\d]", "[^-b]", "[A-Z]", "[é-ê]",
            "[^\\W\\d]", "[\\\\]", "[a^]", "[σ-ω]", "[A-z]", "[k-s]", "[^\\s]", "[\\d\\W]", "[\\b]", "[\\x00-\\x1f]",
            "[0-9a-fA-F]", "[-a]", "[a-]", "[\\]a]",
        ][..])
        .prop_map(str::to_string),
        2 => prop::sample::select(&["\\d", "\\w", "\\s", "\\D", "\\W", "\\S"][..]).prop_map(str::to_string),
    ]
}

/// An atom that matches nothing itself or refers back: anchors, backreferences and mistakes.
fn zero_width_or_reference() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => prop::sample::select(&["^", "$", "\\A", "\\Z", "\\b", "\\B"][..]).prop_map(str::to_string),
        2 => prop::sample::select(&["\\1", "\\2", "(?P=g)", "(?P=h)"][..]).prop_map(str::to_string),
        1 => prop::sample::select(&[
            "(", ")", "*", "a**", "[a", "[b-a]", "\\", "(?P<1>a)", "(?<=a*)", "x{2,1}", "(?z)", "\\q", "(?P=zz)",
            "(?P<g", "a{1", "(?#note)", "\\9", "[\\q]", "(?<!a|bc)", "(?i", "(?-i)",
        ][..])
        .prop_map(str::to_string),
    ]
}

fn quantifier() -> impl Strategy<Value = &'static str> {
    prop::sample::select(
        &[
            "*", "+", "?", "{2}", "{1,3}", "{,2}", "{2,}", "*?", "+?", "??", "{1,2}?", "*+", "++", "{0,1}",
        ][..],
    )
}

/// A fixed-width pattern, for lookbehind.
fn fixed_width() -> impl Strategy<Value = String> {
    prop::collection::vec(one_char(), 1..3).prop_map(|chars| chars.concat())
}

fn pattern() -> impl Strategy<Value = Piece> {
    let leaf = prop_oneof![
        8 => one_char().prop_map(Piece::plain),
        2 => zero_width_or_reference().prop_map(Piece::plain),
    ];
    leaf.prop_recursive(4, 16, 3, |inner| {
        prop_oneof![
            3 => prop::collection::vec(inner.clone(), 1..4).prop_map(|pieces| Piece {
                text: pieces.iter().map(|p| p.text.as_str()).collect(),
                quantifiers: pieces.iter().map(|p| p.quantifiers).max().unwrap_or(0),
            }),
            3 => (inner.clone(), quantifier()).prop_map(|(p, q)| {
                if p.quantifiers >= QUANTIFIER_NESTING {
                    return p;
                }
                Piece {
                    text: format!("(?:{}){q}", p.text),
                    quantifiers: p.quantifiers + 1,
                }
            }),
            2 => (inner.clone(), prop::sample::select(&["(", "(?:", "(?P<g>", "(?P<h>", "(?>", "(?i:", "(?-i:", "(?s:"][..]))
                .prop_map(|(p, open)| p.wrap(open, ")")),
            2 => (inner.clone(), inner.clone()).prop_map(|(a, b)| Piece {
                text: format!("{}|{}", a.text, b.text),
                quantifiers: a.quantifiers.max(b.quantifiers),
            }),
            1 => (inner.clone(), prop::sample::select(&["(?=", "(?!"][..])).prop_map(|(p, open)| p.wrap(open, ")")),
            1 => (fixed_width(), prop::sample::select(&["(?<=", "(?<!"][..]))
                .prop_map(|(p, open)| Piece::plain(format!("{open}{p})"))),
            1 => (inner.clone(), inner).prop_map(|(a, b)| Piece {
                text: format!("(?(1){}|{})", a.text, b.text),
                quantifiers: a.quantifiers.max(b.quantifiers),
            }),
        ]
    })
}

fn flags() -> impl Strategy<Value = &'static str> {
    prop::sample::select(
        &[
            "0",
            "0",
            "0",
            "re.I",
            "re.M",
            "re.S",
            "re.X",
            "re.I|re.M",
            "re.M|re.S",
            "re.I|re.S|re.X",
            "re.A",
        ][..],
    )
}

fn subject() -> impl Strategy<Value = String> {
    prop::collection::vec(
        prop_oneof![
            12 => prop::sample::select(&["a", "a", "b", "b", "A", "B", "0", "1", " ", "-", ".", "\n"][..]),
            1 => prop::sample::select(&[
                "é", "É", "_", "*", "k", "K", "\u{212a}", "s", "\u{17f}", "σ", "ς", "Σ", "İ", "ı", "i", "µ", "ß", "٣", "²",
                "\u{a0}", "\u{1c}", "\t", "\u{8}", "#", "A",
            ][..]),
        ],
        0..9,
    )
    .prop_map(|chars| chars.concat())
}

fn template() -> impl Strategy<Value = &'static str> {
    prop::sample::select(
        &[
            "<\\g<0>>",
            "[\\1]",
            "\\g<g>",
            "",
            "-",
            "\\2\\1",
            "\\n",
            "x\\g<0>x",
            "(\\g<1>)",
            "\\g<h>!",
            "\\3",
            "\\",
            "\\q",
            "\\x41",
            "\\t",
            "\\0",
            "\\10",
            "\\g<-1>",
            "\\g<01>",
            "\\g<0>\\g<0>",
            "\\\\",
            "\\g<",
            "\\g<1",
        ][..],
    )
}

/// One call of the batch's `case`: pattern, flags, subject and template, as str or (now and
/// then, when every character is Latin-1) as bytes.
fn case() -> impl Strategy<Value = String> {
    (
        prop_oneof![9 => Just(""), 1 => prop::sample::select(&["(?i)", "(?m)", "(?s)", "(?x)", "(?a)"][..])],
        pattern(),
        flags(),
        subject(),
        template(),
        prop::bool::weighted(0.2),
    )
        .prop_map(|(global, p, flags, s, t, bytes)| {
            let pattern = format!("{global}{}", p.text);
            let latin1 = [pattern.as_str(), s.as_str(), t]
                .iter()
                .all(|text| text.chars().all(|c| (c as u32) < 0x100));
            let text = |text: &str| {
                if bytes && latin1 {
                    format!("{}.encode('latin-1')", batch::py_str(text))
                } else {
                    batch::py_str(text)
                }
            };
            format!("case({}, {flags}, {}, {})", text(&pattern), text(&s), text(t))
        })
}

/// The batch program: each case prints one line.
fn program(cases: &[String]) -> String {
    let mut out = String::from(
        "import re\n\
         def run(thunk):\n    \
             try:\n        \
                 return repr(thunk())\n    \
             except Exception as e:\n        \
                 return type(e).__name__ + ' ' + repr(str(e))\n\
         def found(m):\n    \
             return m and (repr(m), m.span(), m.groups())\n\
         def every(p, s, f):\n    \
             return [(m.span(), m.lastindex, m.lastgroup, m.groupdict()) for m in re.finditer(p, s, f)]\n\
         def case(p, f, s, t):\n    \
             try:\n        \
                 compiled = re.compile(p, f)\n    \
             except Exception as e:\n        \
                 print(type(e).__name__, repr(str(e)))\n        \
                 return\n    \
             print(repr(compiled), compiled.groups, compiled.groupindex, run(lambda: re.findall(p, s, f)), run(lambda: re.sub(p, t, s, flags=f)),\n          \
                   run(lambda: re.split(p, s, flags=f)), run(lambda: found(re.search(p, s, f))),\n          \
                   run(lambda: found(re.match(p, s, f))), run(lambda: found(re.fullmatch(p, s, f))),\n          \
                   run(lambda: re.subn(p, t, s, 1, f)), run(lambda: re.split(p, s, 1, f)), run(lambda: every(p, s, f)),\n          \
                   sep=' | ')\n",
    );
    for case in cases {
        out.push_str(case);
        out.push('\n');
    }
    out
}

#[test]
fn generated_patterns_agree_with_cpython() {
    let cases = batch::generate(case(), CASES, 13);
    batch::assert_agree("differential-re", &cases, &program(&cases));
}
