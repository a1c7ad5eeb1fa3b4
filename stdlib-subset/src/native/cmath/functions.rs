//! The algorithms of `cmath`, as CPython 3.11 computes them: special values from the tables of
//! `special.rs`, rescaling to avoid spurious overflow and underflow, and the error each result
//! carries (CPython's `errno`: a domain error or a range error), which the natives turn into
//! `ValueError` or `OverflowError`.

use garter::types::complex::Complex;

use super::special::{self, lookup};
use crate::native::math::float::libm;

/// The error a result carries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flag {
    Clear,
    Domain,
    Range,
}

pub type Outcome = (Complex, Flag);

/// A quarter of the largest double: arguments past it are rescaled.
const LARGE: f64 = f64::MAX / 4.0;
/// The smallest positive normal double.
const MIN_NORMAL: f64 = f64::MIN_POSITIVE;
/// Bits of a double's mantissa.
const MANTISSA_BITS: i32 = 53;
/// Scaling that turns any subnormal into a normal (an odd power), and its half, rounded down.
const SCALE_UP: i32 = 53;
const SCALE_DOWN: i32 = -27;
const LN_2: f64 = std::f64::consts::LN_2;
const LN_10: f64 = std::f64::consts::LN_10;

fn large_log() -> f64 {
    LARGE.ln()
}

fn sqrt_large() -> f64 {
    LARGE.sqrt()
}

fn sqrt_min_normal() -> f64 {
    MIN_NORMAL.sqrt()
}

/// `x * 2**exp`, exactly for the scalings used here.
fn ldexp(x: f64, exp: i32) -> f64 {
    x * 2f64.powi(exp)
}

fn log1p(x: f64) -> f64 {
    // SAFETY: a pure C library function of one double, defined for every argument.
    unsafe { libm::log1p(x) }
}

fn asinh_real(x: f64) -> f64 {
    // SAFETY: a pure C library function of one double, defined for every argument.
    unsafe { libm::asinh(x) }
}

/// `i*z` turned back: `(-z.im, z.re)`.
fn times_i(z: Complex) -> Complex {
    Complex::new(-z.im, z.re)
}

/// `-i*z`: `(z.im, -z.re)`.
fn times_minus_i(z: Complex) -> Complex {
    Complex::new(z.im, -z.re)
}

pub fn sqrt(z: Complex) -> Outcome {
    if let Some(r) = lookup(&special::SQRT, z) {
        return (r, Flag::Clear);
    }
    if z.re == 0.0 && z.im == 0.0 {
        return (Complex::new(0.0, z.im), Flag::Clear);
    }
    let (mut ax, ay) = (z.re.abs(), z.im.abs());
    let s = if ax < MIN_NORMAL && ay < MIN_NORMAL {
        ax = ldexp(ax, SCALE_UP);
        ldexp((ax + ax.hypot(ldexp(ay, SCALE_UP))).sqrt(), SCALE_DOWN)
    } else {
        ax /= 8.0;
        2.0 * (ax + ax.hypot(ay / 8.0)).sqrt()
    };
    let d = ay / (2.0 * s);
    let r = if z.re >= 0.0 {
        Complex::new(s, d.copysign(z.im))
    } else {
        Complex::new(d, s.copysign(z.im))
    };
    (r, Flag::Clear)
}

pub fn acos(z: Complex) -> Outcome {
    if let Some(r) = lookup(&special::ACOS, z) {
        return (r, Flag::Clear);
    }
    let r = if z.re.abs() > LARGE || z.im.abs() > LARGE {
        Complex::new(
            z.im.abs().atan2(z.re),
            -((z.re / 2.0).hypot(z.im / 2.0).ln() + LN_2 * 2.0).copysign(z.im),
        )
    } else {
        let s1 = sqrt(Complex::new(1.0 - z.re, -z.im)).0;
        let s2 = sqrt(Complex::new(1.0 + z.re, z.im)).0;
        Complex::new(2.0 * s1.re.atan2(s2.re), asinh_real(s2.re * s1.im - s2.im * s1.re))
    };
    (r, Flag::Clear)
}

pub fn acosh(z: Complex) -> Outcome {
    if let Some(r) = lookup(&special::ACOSH, z) {
        return (r, Flag::Clear);
    }
    let r = if z.re.abs() > LARGE || z.im.abs() > LARGE {
        Complex::new((z.re / 2.0).hypot(z.im / 2.0).ln() + LN_2 * 2.0, z.im.atan2(z.re))
    } else {
        let s1 = sqrt(Complex::new(z.re - 1.0, z.im)).0;
        let s2 = sqrt(Complex::new(z.re + 1.0, z.im)).0;
        Complex::new(asinh_real(s1.re * s2.re + s1.im * s2.im), 2.0 * s1.im.atan2(s2.re))
    };
    (r, Flag::Clear)
}

pub fn asin(z: Complex) -> Outcome {
    let (s, flag) = asinh(times_i(z));
    (times_minus_i(s), flag)
}

pub fn asinh(z: Complex) -> Outcome {
    if let Some(r) = lookup(&special::ASINH, z) {
        return (r, Flag::Clear);
    }
    let r = if z.re.abs() > LARGE || z.im.abs() > LARGE {
        let magnitude = (z.re / 2.0).hypot(z.im / 2.0).ln() + LN_2 * 2.0;
        let re = if z.im >= 0.0 {
            magnitude.copysign(z.re)
        } else {
            -magnitude.copysign(-z.re)
        };
        Complex::new(re, z.im.atan2(z.re.abs()))
    } else {
        let s1 = sqrt(Complex::new(1.0 + z.im, -z.re)).0;
        let s2 = sqrt(Complex::new(1.0 - z.im, z.re)).0;
        Complex::new(
            asinh_real(s1.re * s2.im - s2.re * s1.im),
            z.im.atan2(s1.re * s2.re - s1.im * s2.im),
        )
    };
    (r, Flag::Clear)
}

pub fn atan(z: Complex) -> Outcome {
    let (s, flag) = atanh(times_i(z));
    (times_minus_i(s), flag)
}

pub fn atanh(z: Complex) -> Outcome {
    if let Some(r) = lookup(&special::ATANH, z) {
        return (r, Flag::Clear);
    }
    if z.re < 0.0 {
        let (r, flag) = atanh(-z);
        return (-r, flag);
    }
    let ay = z.im.abs();
    if z.re > sqrt_large() || ay > sqrt_large() {
        let h = (z.re / 2.0).hypot(z.im / 2.0);
        let r = Complex::new(z.re / 4.0 / h / h, (std::f64::consts::PI / 2.0).copysign(z.im));
        return (r, Flag::Clear);
    }
    if z.re == 1.0 && ay < sqrt_min_normal() {
        if ay == 0.0 {
            return (Complex::new(f64::INFINITY, z.im), Flag::Domain);
        }
        let r = Complex::new(
            -(ay.sqrt() / ay.hypot(2.0).sqrt()).ln(),
            (2.0f64.atan2(-ay) / 2.0).copysign(z.im),
        );
        return (r, Flag::Clear);
    }
    let r = Complex::new(
        log1p(4.0 * z.re / ((1.0 - z.re) * (1.0 - z.re) + ay * ay)) / 4.0,
        -(-2.0 * z.im).atan2((1.0 - z.re) * (1.0 + z.re) - ay * ay) / 2.0,
    );
    (r, Flag::Clear)
}

pub fn cos(z: Complex) -> Outcome {
    cosh(times_i(z))
}

/// An infinite real part with a finite nonzero imaginary one: infinities (or, for exp of
/// -inf, zeros) signed by the cosine and sine of the imaginary part.
fn signed_by_angle(magnitude: f64, y: f64, negate_re: bool, negate_im: bool) -> Complex {
    let re = magnitude.copysign(y.cos());
    let im = magnitude.copysign(y.sin());
    Complex::new(if negate_re { -re } else { re }, if negate_im { -im } else { im })
}

pub fn cosh(z: Complex) -> Outcome {
    if !z.re.is_finite() || !z.im.is_finite() {
        let r = if z.re.is_infinite() && z.im.is_finite() && z.im != 0.0 {
            signed_by_angle(f64::INFINITY, z.im, false, z.re < 0.0)
        } else {
            special::COSH[special::kind(z.re)][special::kind(z.im)]
        };
        let flag = if z.im.is_infinite() && !z.re.is_nan() {
            Flag::Domain
        } else {
            Flag::Clear
        };
        return (r, flag);
    }
    let r = if z.re.abs() > large_log() {
        let x_minus_one = z.re - 1f64.copysign(z.re);
        Complex::new(
            z.im.cos() * x_minus_one.cosh() * std::f64::consts::E,
            z.im.sin() * x_minus_one.sinh() * std::f64::consts::E,
        )
    } else {
        Complex::new(z.im.cos() * z.re.cosh(), z.im.sin() * z.re.sinh())
    };
    (r, overflow_flag(r))
}

pub fn sin(z: Complex) -> Outcome {
    let (s, flag) = sinh(times_i(z));
    (times_minus_i(s), flag)
}

pub fn sinh(z: Complex) -> Outcome {
    if !z.re.is_finite() || !z.im.is_finite() {
        let r = if z.re.is_infinite() && z.im.is_finite() && z.im != 0.0 {
            signed_by_angle(f64::INFINITY, z.im, z.re < 0.0, false)
        } else {
            special::SINH[special::kind(z.re)][special::kind(z.im)]
        };
        let flag = if z.im.is_infinite() && !z.re.is_nan() {
            Flag::Domain
        } else {
            Flag::Clear
        };
        return (r, flag);
    }
    let r = if z.re.abs() > large_log() {
        let x_minus_one = z.re - 1f64.copysign(z.re);
        Complex::new(
            z.im.cos() * x_minus_one.sinh() * std::f64::consts::E,
            z.im.sin() * x_minus_one.cosh() * std::f64::consts::E,
        )
    } else {
        Complex::new(z.im.cos() * z.re.sinh(), z.im.sin() * z.re.cosh())
    };
    (r, overflow_flag(r))
}

pub fn tan(z: Complex) -> Outcome {
    let (s, flag) = tanh(times_i(z));
    (times_minus_i(s), flag)
}

pub fn tanh(z: Complex) -> Outcome {
    if !z.re.is_finite() || !z.im.is_finite() {
        let r = if z.re.is_infinite() && z.im.is_finite() && z.im != 0.0 {
            let re = if z.re > 0.0 { 1.0 } else { -1.0 };
            Complex::new(re, 0f64.copysign(2.0 * z.im.sin() * z.im.cos()))
        } else {
            special::TANH[special::kind(z.re)][special::kind(z.im)]
        };
        let flag = if z.im.is_infinite() && z.re.is_finite() {
            Flag::Domain
        } else {
            Flag::Clear
        };
        return (r, flag);
    }
    let r = if z.re.abs() > large_log() {
        Complex::new(
            1f64.copysign(z.re),
            4.0 * z.im.sin() * z.im.cos() * (-2.0 * z.re.abs()).exp(),
        )
    } else {
        let tx = z.re.tanh();
        let ty = z.im.tan();
        let cx = 1.0 / z.re.cosh();
        let txty = tx * ty;
        let denom = 1.0 + txty * txty;
        Complex::new(tx * (1.0 + ty * ty) / denom, ((ty / denom) * cx) * cx)
    };
    (r, Flag::Clear)
}

pub fn exp(z: Complex) -> Outcome {
    if !z.re.is_finite() || !z.im.is_finite() {
        let r = if z.re.is_infinite() && z.im.is_finite() && z.im != 0.0 {
            let magnitude = if z.re > 0.0 { f64::INFINITY } else { 0.0 };
            signed_by_angle(magnitude, z.im, false, false)
        } else {
            special::EXP[special::kind(z.re)][special::kind(z.im)]
        };
        let flag = if z.im.is_infinite() && (z.re.is_finite() || z.re == f64::INFINITY) {
            Flag::Domain
        } else {
            Flag::Clear
        };
        return (r, flag);
    }
    let r = if z.re > large_log() {
        let l = (z.re - 1.0).exp();
        Complex::new(
            l * z.im.cos() * std::f64::consts::E,
            l * z.im.sin() * std::f64::consts::E,
        )
    } else {
        let l = z.re.exp();
        Complex::new(l * z.im.cos(), l * z.im.sin())
    };
    (r, overflow_flag(r))
}

/// The natural logarithm, with care near 1, for subnormal and for huge moduli.
pub fn log(z: Complex) -> Outcome {
    if let Some(r) = lookup(&special::LOG, z) {
        return (r, Flag::Clear);
    }
    let (ax, ay) = (z.re.abs(), z.im.abs());
    let re = if ax > LARGE || ay > LARGE {
        (ax / 2.0).hypot(ay / 2.0).ln() + LN_2
    } else if ax < MIN_NORMAL && ay < MIN_NORMAL {
        if ax > 0.0 || ay > 0.0 {
            ldexp(ax, MANTISSA_BITS).hypot(ldexp(ay, MANTISSA_BITS)).ln() - f64::from(MANTISSA_BITS) * LN_2
        } else {
            return (Complex::new(f64::NEG_INFINITY, z.im.atan2(z.re)), Flag::Domain);
        }
    } else {
        let h = ax.hypot(ay);
        if (0.71..=1.73).contains(&h) {
            let (larger, smaller) = if ax > ay { (ax, ay) } else { (ay, ax) };
            log1p((larger - 1.0) * (larger + 1.0) + smaller * smaller) / 2.0
        } else {
            h.ln()
        }
    };
    (Complex::new(re, z.im.atan2(z.re)), Flag::Clear)
}

pub fn log10(z: Complex) -> Outcome {
    let (r, flag) = log(z);
    (Complex::new(r.re / LN_10, r.im / LN_10), flag)
}

/// `rect(r, phi)`: the number of modulus `r` at angle `phi`.
pub fn rect(r: f64, phi: f64) -> Outcome {
    if !r.is_finite() || !phi.is_finite() {
        let z = if r.is_infinite() && phi.is_finite() && phi != 0.0 {
            let negative = r < 0.0;
            signed_by_angle(f64::INFINITY, phi, negative, negative)
        } else {
            special::RECT[special::kind(r)][special::kind(phi)]
        };
        let flag = if r != 0.0 && !r.is_nan() && phi.is_infinite() {
            Flag::Domain
        } else {
            Flag::Clear
        };
        return (z, flag);
    }
    if phi == 0.0 {
        return (Complex::new(r, r * phi), Flag::Clear);
    }
    (Complex::new(r * phi.cos(), r * phi.sin()), Flag::Clear)
}

fn overflow_flag(r: Complex) -> Flag {
    if r.re.is_infinite() || r.im.is_infinite() {
        Flag::Range
    } else {
        Flag::Clear
    }
}
