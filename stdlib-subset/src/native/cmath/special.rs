//! The values `cmath` gives for arguments with an infinite or NaN part, as C99's Annex G
//! specifies them and CPython 3.11 gives them (`acosh(±0+nanj)` and `tanh(±0+nanj)` are
//! `nan+nanj` there): a 7×7 table per function, indexed by the kind of
//! the real part and the kind of the imaginary part. Entries for two finite parts are never
//! read (the functions compute those) and hold `UNUSED`.

use garter::types::complex::Complex;

/// The kind of a float, in table order.
pub fn kind(x: f64) -> usize {
    if x.is_nan() {
        6
    } else if x.is_infinite() {
        if x > 0.0 {
            5
        } else {
            0
        }
    } else if x == 0.0 {
        if x.is_sign_negative() {
            2
        } else {
            3
        }
    } else if x < 0.0 {
        1
    } else {
        4
    }
}

/// The table's entry for `z`, when a part of `z` is infinite or NaN.
pub fn lookup(table: &Table, z: Complex) -> Option<Complex> {
    if z.re.is_finite() && z.im.is_finite() {
        return None;
    }
    Some(table[kind(z.re)][kind(z.im)])
}

pub type Table = [[Complex; 7]; 7];

const PI: f64 = std::f64::consts::PI;
const HALF_PI: f64 = std::f64::consts::FRAC_PI_2;
const QUARTER_PI: f64 = std::f64::consts::FRAC_PI_4;
const THREE_QUARTER_PI: f64 = 0.75 * std::f64::consts::PI;
const INF: f64 = f64::INFINITY;
const NAN: f64 = f64::NAN;
/// An entry never read (both parts finite).
const UNUSED: Complex = Complex::new(0.0, 0.0);

const fn c(re: f64, im: f64) -> Complex {
    Complex::new(re, im)
}

/// Rows: real part -inf, negative, -0, +0, positive, +inf, nan; columns: the imaginary part
/// in the same order.
#[rustfmt::skip]
pub const ACOS: Table = [
    [c(THREE_QUARTER_PI, INF), c(PI, INF), c(PI, INF), c(PI, -INF), c(PI, -INF), c(THREE_QUARTER_PI, -INF), c(NAN, INF)],
    [c(HALF_PI, INF), UNUSED, UNUSED, UNUSED, UNUSED, c(HALF_PI, -INF), c(NAN, NAN)],
    [c(HALF_PI, INF), UNUSED, c(HALF_PI, 0.0), c(HALF_PI, -0.0), UNUSED, c(HALF_PI, -INF), c(HALF_PI, NAN)],
    [c(HALF_PI, INF), UNUSED, c(HALF_PI, 0.0), c(HALF_PI, -0.0), UNUSED, c(HALF_PI, -INF), c(HALF_PI, NAN)],
    [c(HALF_PI, INF), UNUSED, UNUSED, UNUSED, UNUSED, c(HALF_PI, -INF), c(NAN, NAN)],
    [c(QUARTER_PI, INF), c(0.0, INF), c(0.0, INF), c(0.0, -INF), c(0.0, -INF), c(QUARTER_PI, -INF), c(NAN, INF)],
    [c(NAN, INF), c(NAN, NAN), c(NAN, NAN), c(NAN, NAN), c(NAN, NAN), c(NAN, -INF), c(NAN, NAN)],
];

#[rustfmt::skip]
pub const ACOSH: Table = [
    [c(INF, -THREE_QUARTER_PI), c(INF, -PI), c(INF, -PI), c(INF, PI), c(INF, PI), c(INF, THREE_QUARTER_PI), c(INF, NAN)],
    [c(INF, -HALF_PI), UNUSED, UNUSED, UNUSED, UNUSED, c(INF, HALF_PI), c(NAN, NAN)],
    [c(INF, -HALF_PI), UNUSED, c(0.0, -HALF_PI), c(0.0, HALF_PI), UNUSED, c(INF, HALF_PI), c(NAN, NAN)],
    [c(INF, -HALF_PI), UNUSED, c(0.0, -HALF_PI), c(0.0, HALF_PI), UNUSED, c(INF, HALF_PI), c(NAN, NAN)],
    [c(INF, -HALF_PI), UNUSED, UNUSED, UNUSED, UNUSED, c(INF, HALF_PI), c(NAN, NAN)],
    [c(INF, -QUARTER_PI), c(INF, -0.0), c(INF, -0.0), c(INF, 0.0), c(INF, 0.0), c(INF, QUARTER_PI), c(INF, NAN)],
    [c(INF, NAN), c(NAN, NAN), c(NAN, NAN), c(NAN, NAN), c(NAN, NAN), c(INF, NAN), c(NAN, NAN)],
];

#[rustfmt::skip]
pub const ASINH: Table = [
    [c(-INF, -QUARTER_PI), c(-INF, -0.0), c(-INF, -0.0), c(-INF, 0.0), c(-INF, 0.0), c(-INF, QUARTER_PI), c(-INF, NAN)],
    [c(-INF, -HALF_PI), UNUSED, UNUSED, UNUSED, UNUSED, c(-INF, HALF_PI), c(NAN, NAN)],
    [c(-INF, -HALF_PI), UNUSED, c(-0.0, -0.0), c(-0.0, 0.0), UNUSED, c(-INF, HALF_PI), c(NAN, NAN)],
    [c(INF, -HALF_PI), UNUSED, c(0.0, -0.0), c(0.0, 0.0), UNUSED, c(INF, HALF_PI), c(NAN, NAN)],
    [c(INF, -HALF_PI), UNUSED, UNUSED, UNUSED, UNUSED, c(INF, HALF_PI), c(NAN, NAN)],
    [c(INF, -QUARTER_PI), c(INF, -0.0), c(INF, -0.0), c(INF, 0.0), c(INF, 0.0), c(INF, QUARTER_PI), c(INF, NAN)],
    [c(INF, NAN), c(NAN, NAN), c(NAN, -0.0), c(NAN, 0.0), c(NAN, NAN), c(INF, NAN), c(NAN, NAN)],
];

#[rustfmt::skip]
pub const ATANH: Table = [
    [c(-0.0, -HALF_PI), c(-0.0, -HALF_PI), c(-0.0, -HALF_PI), c(-0.0, HALF_PI), c(-0.0, HALF_PI), c(-0.0, HALF_PI), c(-0.0, NAN)],
    [c(-0.0, -HALF_PI), UNUSED, UNUSED, UNUSED, UNUSED, c(-0.0, HALF_PI), c(NAN, NAN)],
    [c(-0.0, -HALF_PI), UNUSED, c(-0.0, -0.0), c(-0.0, 0.0), UNUSED, c(-0.0, HALF_PI), c(-0.0, NAN)],
    [c(0.0, -HALF_PI), UNUSED, c(0.0, -0.0), c(0.0, 0.0), UNUSED, c(0.0, HALF_PI), c(0.0, NAN)],
    [c(0.0, -HALF_PI), UNUSED, UNUSED, UNUSED, UNUSED, c(0.0, HALF_PI), c(NAN, NAN)],
    [c(0.0, -HALF_PI), c(0.0, -HALF_PI), c(0.0, -HALF_PI), c(0.0, HALF_PI), c(0.0, HALF_PI), c(0.0, HALF_PI), c(0.0, NAN)],
    [c(0.0, -HALF_PI), c(NAN, NAN), c(NAN, NAN), c(NAN, NAN), c(NAN, NAN), c(0.0, HALF_PI), c(NAN, NAN)],
];

#[rustfmt::skip]
pub const COSH: Table = [
    [c(INF, NAN), UNUSED, c(INF, 0.0), c(INF, -0.0), UNUSED, c(INF, NAN), c(INF, NAN)],
    [c(NAN, NAN), UNUSED, UNUSED, UNUSED, UNUSED, c(NAN, NAN), c(NAN, NAN)],
    [c(NAN, 0.0), UNUSED, c(1.0, 0.0), c(1.0, -0.0), UNUSED, c(NAN, 0.0), c(NAN, 0.0)],
    [c(NAN, 0.0), UNUSED, c(1.0, -0.0), c(1.0, 0.0), UNUSED, c(NAN, 0.0), c(NAN, 0.0)],
    [c(NAN, NAN), UNUSED, UNUSED, UNUSED, UNUSED, c(NAN, NAN), c(NAN, NAN)],
    [c(INF, NAN), UNUSED, c(INF, -0.0), c(INF, 0.0), UNUSED, c(INF, NAN), c(INF, NAN)],
    [c(NAN, NAN), c(NAN, NAN), c(NAN, 0.0), c(NAN, 0.0), c(NAN, NAN), c(NAN, NAN), c(NAN, NAN)],
];

#[rustfmt::skip]
pub const EXP: Table = [
    [c(0.0, 0.0), UNUSED, c(0.0, -0.0), c(0.0, 0.0), UNUSED, c(0.0, 0.0), c(0.0, 0.0)],
    [c(NAN, NAN), UNUSED, UNUSED, UNUSED, UNUSED, c(NAN, NAN), c(NAN, NAN)],
    [c(NAN, NAN), UNUSED, c(1.0, -0.0), c(1.0, 0.0), UNUSED, c(NAN, NAN), c(NAN, NAN)],
    [c(NAN, NAN), UNUSED, c(1.0, -0.0), c(1.0, 0.0), UNUSED, c(NAN, NAN), c(NAN, NAN)],
    [c(NAN, NAN), UNUSED, UNUSED, UNUSED, UNUSED, c(NAN, NAN), c(NAN, NAN)],
    [c(INF, NAN), UNUSED, c(INF, -0.0), c(INF, 0.0), UNUSED, c(INF, NAN), c(INF, NAN)],
    [c(NAN, NAN), c(NAN, NAN), c(NAN, -0.0), c(NAN, 0.0), c(NAN, NAN), c(NAN, NAN), c(NAN, NAN)],
];

#[rustfmt::skip]
pub const LOG: Table = [
    [c(INF, -THREE_QUARTER_PI), c(INF, -PI), c(INF, -PI), c(INF, PI), c(INF, PI), c(INF, THREE_QUARTER_PI), c(INF, NAN)],
    [c(INF, -HALF_PI), UNUSED, UNUSED, UNUSED, UNUSED, c(INF, HALF_PI), c(NAN, NAN)],
    [c(INF, -HALF_PI), UNUSED, c(-INF, -PI), c(-INF, PI), UNUSED, c(INF, HALF_PI), c(NAN, NAN)],
    [c(INF, -HALF_PI), UNUSED, c(-INF, -0.0), c(-INF, 0.0), UNUSED, c(INF, HALF_PI), c(NAN, NAN)],
    [c(INF, -HALF_PI), UNUSED, UNUSED, UNUSED, UNUSED, c(INF, HALF_PI), c(NAN, NAN)],
    [c(INF, -QUARTER_PI), c(INF, -0.0), c(INF, -0.0), c(INF, 0.0), c(INF, 0.0), c(INF, QUARTER_PI), c(INF, NAN)],
    [c(INF, NAN), c(NAN, NAN), c(NAN, NAN), c(NAN, NAN), c(NAN, NAN), c(INF, NAN), c(NAN, NAN)],
];

#[rustfmt::skip]
pub const SINH: Table = [
    [c(INF, NAN), UNUSED, c(-INF, -0.0), c(-INF, 0.0), UNUSED, c(INF, NAN), c(INF, NAN)],
    [c(NAN, NAN), UNUSED, UNUSED, UNUSED, UNUSED, c(NAN, NAN), c(NAN, NAN)],
    [c(0.0, NAN), UNUSED, c(-0.0, -0.0), c(-0.0, 0.0), UNUSED, c(0.0, NAN), c(0.0, NAN)],
    [c(0.0, NAN), UNUSED, c(0.0, -0.0), c(0.0, 0.0), UNUSED, c(0.0, NAN), c(0.0, NAN)],
    [c(NAN, NAN), UNUSED, UNUSED, UNUSED, UNUSED, c(NAN, NAN), c(NAN, NAN)],
    [c(INF, NAN), UNUSED, c(INF, -0.0), c(INF, 0.0), UNUSED, c(INF, NAN), c(INF, NAN)],
    [c(NAN, NAN), c(NAN, NAN), c(NAN, -0.0), c(NAN, 0.0), c(NAN, NAN), c(NAN, NAN), c(NAN, NAN)],
];

#[rustfmt::skip]
pub const SQRT: Table = [
    [c(INF, -INF), c(0.0, -INF), c(0.0, -INF), c(0.0, INF), c(0.0, INF), c(INF, INF), c(NAN, INF)],
    [c(INF, -INF), UNUSED, UNUSED, UNUSED, UNUSED, c(INF, INF), c(NAN, NAN)],
    [c(INF, -INF), UNUSED, c(0.0, -0.0), c(0.0, 0.0), UNUSED, c(INF, INF), c(NAN, NAN)],
    [c(INF, -INF), UNUSED, c(0.0, -0.0), c(0.0, 0.0), UNUSED, c(INF, INF), c(NAN, NAN)],
    [c(INF, -INF), UNUSED, UNUSED, UNUSED, UNUSED, c(INF, INF), c(NAN, NAN)],
    [c(INF, -INF), c(INF, -0.0), c(INF, -0.0), c(INF, 0.0), c(INF, 0.0), c(INF, INF), c(INF, NAN)],
    [c(INF, -INF), c(NAN, NAN), c(NAN, NAN), c(NAN, NAN), c(NAN, NAN), c(INF, INF), c(NAN, NAN)],
];

#[rustfmt::skip]
pub const TANH: Table = [
    [c(-1.0, 0.0), UNUSED, c(-1.0, -0.0), c(-1.0, 0.0), UNUSED, c(-1.0, 0.0), c(-1.0, 0.0)],
    [c(NAN, NAN), UNUSED, UNUSED, UNUSED, UNUSED, c(NAN, NAN), c(NAN, NAN)],
    [c(-0.0, NAN), UNUSED, c(-0.0, -0.0), c(-0.0, 0.0), UNUSED, c(-0.0, NAN), c(NAN, NAN)],
    [c(0.0, NAN), UNUSED, c(0.0, -0.0), c(0.0, 0.0), UNUSED, c(0.0, NAN), c(NAN, NAN)],
    [c(NAN, NAN), UNUSED, UNUSED, UNUSED, UNUSED, c(NAN, NAN), c(NAN, NAN)],
    [c(1.0, 0.0), UNUSED, c(1.0, -0.0), c(1.0, 0.0), UNUSED, c(1.0, 0.0), c(1.0, 0.0)],
    [c(NAN, NAN), c(NAN, NAN), c(NAN, -0.0), c(NAN, 0.0), c(NAN, NAN), c(NAN, NAN), c(NAN, NAN)],
];

#[rustfmt::skip]
pub const RECT: Table = [
    [c(INF, NAN), UNUSED, c(-INF, 0.0), c(-INF, -0.0), UNUSED, c(INF, NAN), c(INF, NAN)],
    [c(NAN, NAN), UNUSED, UNUSED, UNUSED, UNUSED, c(NAN, NAN), c(NAN, NAN)],
    [c(0.0, 0.0), UNUSED, c(-0.0, 0.0), c(-0.0, -0.0), UNUSED, c(0.0, 0.0), c(0.0, 0.0)],
    [c(0.0, 0.0), UNUSED, c(0.0, -0.0), c(0.0, 0.0), UNUSED, c(0.0, 0.0), c(0.0, 0.0)],
    [c(NAN, NAN), UNUSED, UNUSED, UNUSED, UNUSED, c(NAN, NAN), c(NAN, NAN)],
    [c(INF, NAN), UNUSED, c(INF, -0.0), c(INF, 0.0), UNUSED, c(INF, NAN), c(INF, NAN)],
    [c(NAN, NAN), c(NAN, NAN), c(NAN, 0.0), c(NAN, 0.0), c(NAN, NAN), c(NAN, NAN), c(NAN, NAN)],
];
