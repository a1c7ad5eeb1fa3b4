//! Checks of the character index against a naive vector of code points: positions, slices,
//! steps and windowed searches over texts mixing 1-, 2-, 3- and 4-byte code points, at lengths
//! around the index's stride.

use super::char_index::STRIDE;
use super::{search, PyStr};

/// A text of `len` code points drawn from `alphabet` by a small deterministic generator.
fn text(len: usize, seed: u64, alphabet: &[char]) -> String {
    let mut state = seed
        .wrapping_mul(6_364_136_223_846_793_005)
        .wrapping_add(1_442_695_040_888_963_407);
    (0..len)
        .map(|_| {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            alphabet[(state >> 33) as usize % alphabet.len()]
        })
        .collect()
}

const MIXED: &[char] = &['a', 'b', 'é', '€', '😀'];
const ASCII: &[char] = &['a', 'b', 'c'];

fn lengths() -> Vec<usize> {
    let mut lengths = vec![0, 1, 2, 3];
    for k in [STRIDE, 2 * STRIDE, 3 * STRIDE] {
        lengths.extend([k - 1, k, k + 1]);
    }
    lengths
}

fn samples() -> Vec<String> {
    let mut texts = Vec::new();
    for len in lengths() {
        for seed in 0..3 {
            texts.push(text(len, seed, MIXED));
        }
        texts.push(text(len, 7, ASCII));
        let mut one_wide = text(len, 9, ASCII);
        if len > 0 {
            one_wide.pop();
            one_wide.push('😀');
        }
        texts.push(one_wide);
    }
    texts
}

/// The byte offset of code point `i` in `chars` (the total length past the end).
fn naive_offset(chars: &[char], i: usize) -> usize {
    chars[..i.min(chars.len())].iter().map(|c| c.len_utf8()).sum()
}

#[test]
fn positions_and_slices_match_a_vector_of_code_points() {
    for sample in samples() {
        let s = PyStr::new(sample.clone());
        let chars: Vec<char> = sample.chars().collect();
        assert_eq!(s.char_len(), chars.len());
        for i in 0..=chars.len() + 2 {
            let offset = naive_offset(&chars, i);
            assert_eq!(s.byte_offset(i), offset, "{sample:?} {i}");
            assert_eq!(s.char_index(offset), i.min(chars.len()), "{sample:?} {i}");
            if i < chars.len() {
                assert_eq!(s.char_at(i), chars[i], "{sample:?} {i}");
            }
        }
        let n = chars.len();
        for start in [
            0,
            1,
            STRIDE - 1,
            STRIDE,
            STRIDE + 1,
            n / 2,
            n.saturating_sub(1),
            n,
            n + 1,
        ] {
            for stop in [0, 2, STRIDE, STRIDE + 3, n / 3, n.saturating_sub(2), n, n + 5] {
                let expected: String = chars[start.min(n)..stop.min(n).max(start.min(n))].iter().collect();
                assert_eq!(s.substring(start, stop), expected, "{sample:?} {start}..{stop}");
            }
        }
    }
}

#[test]
fn stepped_slices_match_a_vector_of_code_points() {
    for sample in samples() {
        let s = PyStr::new(sample.clone());
        let chars: Vec<char> = sample.chars().collect();
        let n = chars.len();
        if n == 0 {
            assert_eq!(s.stepped(0, 2, 0), "");
            continue;
        }
        for step in [
            2i64,
            3,
            STRIDE as i64,
            STRIDE as i64 + 1,
            200,
            -1,
            -2,
            -(STRIDE as i64) - 1,
        ] {
            for start in [0, n / 2, n - 1] {
                let gap = step.unsigned_abs() as usize;
                let count = if step > 0 {
                    (n - start).div_ceil(gap)
                } else {
                    start / gap + 1
                };
                let expected: String = (0..count)
                    .map(|i| {
                        if step > 0 {
                            chars[start + i * gap]
                        } else {
                            chars[start - i * gap]
                        }
                    })
                    .collect();
                assert_eq!(s.stepped(start, step, count), expected, "{sample:?} {start} {step}");
            }
        }
    }
}

#[test]
fn windowed_searches_match_a_vector_of_code_points() {
    for sample in samples() {
        let s = PyStr::new(sample.clone());
        let chars: Vec<char> = sample.chars().collect();
        let n = chars.len();
        for needle in ["a", "é", "😀", "ab", "€a", ""] {
            let wanted: Vec<char> = needle.chars().collect();
            for (start, stop) in [
                (0, n),
                (1, n),
                (STRIDE, n),
                (n / 2, n),
                (3, STRIDE + 2),
                (STRIDE + 1, 2 * STRIDE),
            ] {
                let (start, stop) = (start.min(n), stop.min(n).max(start.min(n)));
                let window = &chars[start..stop];
                let hits: Vec<usize> = (0..=window.len().saturating_sub(wanted.len()))
                    .filter(|&i| window.len() >= wanted.len() && window[i..i + wanted.len()] == wanted[..])
                    .map(|i| start + i)
                    .collect();
                let (begin, end) = s.byte_range(start, stop);
                let hay = &s.as_str()[begin..end];
                let first = search::find(hay, needle, false).map(|at| s.char_index(begin + at));
                let last = search::find(hay, needle, true).map(|at| s.char_index(begin + at));
                assert_eq!(first, hits.first().copied(), "{sample:?} {needle:?} {start}..{stop}");
                assert_eq!(last, hits.last().copied(), "{sample:?} {needle:?} {start}..{stop}");
                let slice: String = window.iter().collect();
                assert_eq!(hay, slice);
                assert_eq!(hay.starts_with(needle), window.starts_with(&wanted));
                assert_eq!(hay.ends_with(needle), window.ends_with(&wanted));
            }
        }
    }
}

#[test]
fn the_index_is_counted_in_the_size() {
    let ascii = PyStr::new("a".repeat(1000));
    let wide = PyStr::new("é".repeat(1000));
    let short = PyStr::new("é".repeat(STRIDE));
    assert_eq!(ascii.size_bytes(), ascii.as_str().len() + std::mem::size_of::<PyStr>());
    assert_eq!(short.size_bytes(), short.as_str().len() + std::mem::size_of::<PyStr>());
    assert!(wide.size_bytes() >= wide.as_str().len() + std::mem::size_of::<PyStr>() + 1000 / STRIDE * 4);
}

#[test]
fn a_str_read_back_rebuilds_its_index() {
    let mut sample = text(5 * STRIDE + 7, 4, MIXED);
    sample.shrink_to_fit();
    let original = PyStr::new(sample);
    let bytes = bincode::serialize(&original).expect("serialize");
    let restored: PyStr = bincode::deserialize(&bytes).expect("deserialize");
    assert_eq!(restored.as_str(), original.as_str());
    assert_eq!(restored.size_bytes(), original.size_bytes());
    for i in [0, STRIDE, 3 * STRIDE + 5, 5 * STRIDE + 6] {
        assert_eq!(restored.byte_offset(i), original.byte_offset(i));
    }
}

#[test]
fn long_texts_index_every_stride() {
    let mostly_ascii = ['a', 'b', 'c', 'd', 'e', 'f', 'g', '😀'];
    for seed in 0..4 {
        let alphabet: &[char] = if seed % 2 == 0 { MIXED } else { &mostly_ascii };
        let sample = text(40 * STRIDE + 13, seed, alphabet);
        let s = PyStr::new(sample.clone());
        let starts: Vec<usize> = sample.char_indices().map(|(at, _)| at).collect();
        for i in (0..starts.len()).step_by(7) {
            assert_eq!(s.byte_offset(i), starts[i], "{seed} {i}");
            assert_eq!(s.char_index(starts[i]), i, "{seed} {i}");
        }
    }
}
