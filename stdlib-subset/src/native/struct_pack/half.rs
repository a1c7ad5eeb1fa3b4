//! IEEE 754 half precision (the `e` code): a double rounded to the nearest half (ties to even),
//! and a half widened back, with CPython's overflow error and its NaN (quiet, sign kept).

/// The 16 bits of `x` as a half, or `None` when `x` is finite but too large for one.
pub fn pack(x: f64) -> Option<u16> {
    let sign: u16 = if x.is_sign_negative() { 0x8000 } else { 0 };
    if x.is_nan() {
        return Some(sign | 0x7e00);
    }
    if x.is_infinite() {
        return Some(sign | 0x7c00);
    }
    let magnitude = x.abs();
    if magnitude == 0.0 {
        return Some(sign);
    }
    // The unbiased exponent e with 1 <= magnitude / 2**e < 2.
    let exponent = ((magnitude.to_bits() >> 52) as i32 & 0x7ff) - 1023;
    let exponent = if exponent == -1023 {
        subnormal_exponent(magnitude)
    } else {
        exponent
    };
    if exponent >= 16 {
        return None;
    }
    let (mut biased, scaled) = if exponent < -25 {
        (0u16, 0.0)
    } else if exponent < -14 {
        // Below the smallest normal half: counted in units of 2**-24.
        (0, magnitude * 2f64.powi(24))
    } else {
        ((exponent + 15) as u16, (magnitude / 2f64.powi(exponent) - 1.0) * 1024.0)
    };
    let mut fraction = scaled as u16;
    let rest = scaled - f64::from(fraction);
    if rest > 0.5 || (rest == 0.5 && fraction % 2 == 1) {
        fraction += 1;
        if fraction == 1024 {
            fraction = 0;
            biased += 1;
            if biased == 31 {
                return None;
            }
        }
    }
    Some(sign | (biased << 10) | fraction)
}

/// The exponent of a subnormal double (all far below any half).
fn subnormal_exponent(magnitude: f64) -> i32 {
    let bits = magnitude.to_bits();
    -1023 - (bits.leading_zeros() as i32 - 12)
}

/// The double a half's 16 bits stand for.
pub fn unpack(bits: u16) -> f64 {
    let negative = bits & 0x8000 != 0;
    let biased = (bits >> 10) & 0x1f;
    let fraction = f64::from(bits & 0x3ff);
    let magnitude = match biased {
        0 => fraction * 2f64.powi(-24),
        31 if fraction == 0.0 => f64::INFINITY,
        31 => f64::NAN,
        _ => (1.0 + fraction / 1024.0) * 2f64.powi(i32::from(biased) - 15),
    };
    if negative {
        -magnitude
    } else {
        magnitude
    }
}
