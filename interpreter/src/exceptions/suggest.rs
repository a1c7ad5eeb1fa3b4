//! "Did you mean" suggestions, computed as CPython 3.11 does (`Python/suggestions.c`): a
//! Levenshtein distance where a case change costs half a substitution, accepting a candidate
//! only when at most about a third of the characters change.

const MAX_CANDIDATES: usize = 750;
const MAX_STRING_SIZE: usize = 40;
const MOVE_COST: usize = 2;
const CASE_COST: usize = 1;

fn substitution_cost(a: u8, b: u8) -> usize {
    if (a & 31) != (b & 31) {
        return MOVE_COST;
    }
    if a == b {
        return 0;
    }
    if a.eq_ignore_ascii_case(&b) {
        CASE_COST
    } else {
        MOVE_COST
    }
}

fn distance(a: &[u8], b: &[u8], max_cost: usize) -> usize {
    let (mut a, mut b) = (a, b);
    while let (Some(x), Some(y)) = (a.first(), b.first()) {
        if x != y {
            break;
        }
        a = &a[1..];
        b = &b[1..];
    }
    while let (Some(x), Some(y)) = (a.last(), b.last()) {
        if x != y {
            break;
        }
        a = &a[..a.len() - 1];
        b = &b[..b.len() - 1];
    }
    if a.is_empty() || b.is_empty() {
        return (a.len() + b.len()) * MOVE_COST;
    }
    if a.len() > MAX_STRING_SIZE || b.len() > MAX_STRING_SIZE {
        return max_cost + 1;
    }
    if b.len() < a.len() {
        std::mem::swap(&mut a, &mut b);
    }
    if (b.len() - a.len()) * MOVE_COST > max_cost {
        return max_cost + 1;
    }
    let mut row: Vec<usize> = (1..=a.len()).map(|i| i * MOVE_COST).collect();
    let mut result = 0;
    for (b_index, &code) in b.iter().enumerate() {
        let mut dist = b_index * MOVE_COST;
        result = dist;
        let mut minimum = usize::MAX;
        for (index, &ac) in a.iter().enumerate() {
            let substitute = dist + substitution_cost(code, ac);
            dist = row[index];
            let insert_delete = result.min(dist) + MOVE_COST;
            result = insert_delete.min(substitute);
            row[index] = result;
            minimum = minimum.min(result);
        }
        if minimum > max_cost {
            return max_cost + 1;
        }
    }
    result
}

/// The candidate closest to `name`, if one is close enough.
pub fn closest<'a>(name: &str, candidates: impl Iterator<Item = &'a str> + Clone) -> Option<&'a str> {
    if candidates.clone().count() >= MAX_CANDIDATES {
        return None;
    }
    let mut best: Option<(&str, usize)> = None;
    for candidate in candidates {
        if candidate == name {
            continue;
        }
        let mut max_distance = (name.len() + candidate.len() + 3) * MOVE_COST / 6;
        if let Some((_, d)) = best {
            max_distance = max_distance.min(d.saturating_sub(1));
        }
        let d = distance(name.as_bytes(), candidate.as_bytes(), max_distance);
        if d > max_distance {
            continue;
        }
        if best.is_none_or(|(_, bd)| d < bd) {
            best = Some((candidate, d));
        }
    }
    best.map(|(c, _)| c)
}

#[cfg(test)]
mod tests {
    use super::closest;

    #[test]
    fn suggests_like_cpython() {
        assert_eq!(closest("cuonter", ["counter", "print"].into_iter()), Some("counter"));
        assert_eq!(closest("uper", ["upper", "lower", "split"].into_iter()), Some("upper"));
        assert_eq!(closest("push", ["append", "pop", "insert"].into_iter()), None);
        assert_eq!(closest("Print", ["print"].into_iter()), Some("print"));
    }
}
