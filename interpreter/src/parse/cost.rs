//! What compiling a source will take, estimated before the parser runs: the parser, the syntax
//! tree and the compiler's tables hold a few hundred bytes per token and take about a
//! microsecond per token, none of it interruptible, so a run checks the estimate against its
//! memory and time limits first (`Vm::check_compile_cost`) and refuses a source that could not
//! fit instead of building it.

use super::nesting::skip_string;

/// Bytes of parser stacks, syntax tree, scopes and bytecode per token (measured: 140 to 250
/// before instructions kept their columns for tracebacks, which add 6 bytes an instruction,
/// about one instruction a token).
const BYTES_PER_TOKEN: usize = 320;
/// Nanoseconds of parsing and compiling per token (measured: 0.8 to 1.4 µs).
const NANOS_PER_TOKEN: u64 = 2_000;

/// The estimated cost of compiling one source.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CompileCost {
    /// About how many tokens the source has.
    pub tokens: u64,
    /// Bytes compiling it holds at its peak.
    pub bytes: usize,
    /// Nanoseconds compiling it takes.
    pub nanos: u64,
}

/// Estimates the cost of compiling `text`, by counting its tokens: runs of name and number
/// characters, punctuation characters, and string literals.
pub fn compile_cost(text: &str) -> CompileCost {
    let bytes = text.as_bytes();
    let mut tokens: u64 = 0;
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if b == b'\'' || b == b'"' {
            tokens += 1;
            i = skip_string(bytes, i);
            continue;
        }
        if b == b'#' {
            while i < bytes.len() && bytes[i] != b'\n' {
                i += 1;
            }
            continue;
        }
        if is_word(b) {
            tokens += 1;
            while i < bytes.len() && is_word(bytes[i]) {
                i += 1;
            }
            continue;
        }
        if !b.is_ascii_whitespace() || b == b'\n' {
            tokens += 1;
        }
        i += 1;
    }
    CompileCost {
        tokens,
        bytes: (tokens as usize)
            .saturating_mul(BYTES_PER_TOKEN)
            .saturating_add(text.len() * 2),
        nanos: tokens.saturating_mul(NANOS_PER_TOKEN),
    }
}

/// Whether `b` continues a name or a number.
fn is_word(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'.' || b >= 0x80
}

#[cfg(test)]
mod tests {
    use super::compile_cost;

    #[test]
    fn tokens_are_counted_roughly_as_the_parser_sees_them() {
        assert_eq!(compile_cost("x = [1, 2.5, 'a b c']  # note\n").tokens, 10);
        assert_eq!(compile_cost("").tokens, 0);
        let dense = "1,".repeat(1000);
        assert_eq!(compile_cost(&dense).tokens, 2000);
        assert!(compile_cost(&dense).bytes >= 2000 * 140);
    }
}
