//! A stable merge sort whose comparison may fail (a `TypeError` from `<`), used by
//! `list.sort` and `sorted`. Unlike the standard library's sort it never panics on an
//! inconsistent order (NaN, or a user `__lt__` that lies): it just produces some permutation.

/// Runs shorter than this are sorted by binary insertion.
const RUN: usize = 24;

/// Sorts `items` stably by `less`, stopping at the first error.
pub fn merge_sort<T: Copy, E>(items: &mut [T], less: &mut impl FnMut(&T, &T) -> Result<bool, E>) -> Result<(), E> {
    let n = items.len();
    if n < 2 {
        return Ok(());
    }
    let mut start = 0;
    while start < n {
        let end = (start + RUN).min(n);
        insertion_sort(&mut items[start..end], less)?;
        start = end;
    }
    let mut buffer: Vec<T> = Vec::with_capacity(n);
    let mut width = RUN;
    while width < n {
        let mut left = 0;
        while left + width < n {
            let mid = left + width;
            let right = (left + 2 * width).min(n);
            merge(items, left, mid, right, &mut buffer, less)?;
            left = right;
        }
        width *= 2;
    }
    Ok(())
}

fn insertion_sort<T: Copy, E>(items: &mut [T], less: &mut impl FnMut(&T, &T) -> Result<bool, E>) -> Result<(), E> {
    for i in 1..items.len() {
        let item = items[i];
        // Binary search for the first position whose element is greater than `item`.
        let (mut lo, mut hi) = (0, i);
        while lo < hi {
            let mid = (lo + hi) / 2;
            if less(&item, &items[mid])? {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        items.copy_within(lo..i, lo + 1);
        items[lo] = item;
    }
    Ok(())
}

fn merge<T: Copy, E>(
    items: &mut [T],
    left: usize,
    mid: usize,
    right: usize,
    buffer: &mut Vec<T>,
    less: &mut impl FnMut(&T, &T) -> Result<bool, E>,
) -> Result<(), E> {
    // Already ordered: the last of the left run is not greater than the first of the right.
    if !less(&items[mid], &items[mid - 1])? {
        return Ok(());
    }
    buffer.clear();
    buffer.extend_from_slice(&items[left..mid]);
    let (mut i, mut j, mut k) = (0, mid, left);
    while i < buffer.len() && j < right {
        if less(&items[j], &buffer[i])? {
            items[k] = items[j];
            j += 1;
        } else {
            items[k] = buffer[i];
            i += 1;
        }
        k += 1;
    }
    while i < buffer.len() {
        items[k] = buffer[i];
        i += 1;
        k += 1;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::merge_sort;

    #[test]
    fn sorts_stably_and_survives_inconsistent_orders() {
        let mut pairs: Vec<(i32, usize)> = (0..200).map(|i| ((i * 7919) % 13, i as usize)).collect();
        merge_sort(&mut pairs, &mut |a: &(i32, usize), b: &(i32, usize)| {
            Ok::<bool, ()>(a.0 < b.0)
        })
        .unwrap();
        for w in pairs.windows(2) {
            assert!(w[0].0 < w[1].0 || (w[0].0 == w[1].0 && w[0].1 < w[1].1));
        }
        let mut floats = vec![f64::NAN, 1.0, f64::NAN, 0.5, 3.0, f64::NAN];
        let result = merge_sort(&mut floats, &mut |a: &f64, b: &f64| Ok::<bool, ()>(a < b));
        assert!(result.is_ok());
        assert_eq!(floats.len(), 6);
    }

    #[test]
    fn stops_at_the_first_error() {
        let mut items = vec![3, 1, 2];
        let result = merge_sort(&mut items, &mut |_: &i32, _: &i32| Err::<bool, &str>("boom"));
        assert_eq!(result, Err("boom"));
    }
}
